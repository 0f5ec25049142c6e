import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { i18n } from './i18n';
import { translateError } from './errors';
import { notify } from './notify';

/** Session problems are handled by the sign-in redirect, not by a toast. */
const SILENT_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED']);

const notifyError = (error: unknown): void => {
  if (isApiError(error) && SILENT_CODES.has(error.code)) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notify(translateError(i18n.t, error), 'error');
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({
      // A failed read shows one toast; screens also show their own empty or error state. Reads whose
      // screen says it better itself (a detail's "not found" page) say so with `meta: { silent: true }`.
      onError: (error, query) => {
        if (query.meta?.silent !== true) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      // Mutations whose screen shows the error itself (forms) say so with `meta: { silent: true }`.
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent !== true) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status > 0 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
