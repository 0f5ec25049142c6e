import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';

/**
 * Server state (TanStack Query) for every screen below: the signed-in layout, the public certificate check and
 * the password screens. The sign-in screen sits outside it and loads none of it (its two calls are plain).
 */
export const WithQueries = () => (
  <QueryClientProvider client={queryClient}>
    <Outlet />
  </QueryClientProvider>
);
