import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { configureApiClient } from '../lib/api-client-config';
import { i18n } from '../lib/i18n';
import { onExternalSessionChange } from '../lib/session';
import { LANGUAGE_TAGS, toLanguage } from '../lib/settings';
import { AppThemeProvider } from './theme-provider';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Forgets every cached answer of the session left. The query client lives below the sign-in screen (`WithQueries`
 * in the router), so the sign-in screen's first load does not carry it; here it is imported when needed.
 */
const clearQueries = async (): Promise<void> => {
  (await import('../lib/query-client')).queryClient.clear();
};

/** Sends the user to sign-in with the "session expired" notice, back to where they were afterwards. */
const useSessionExpiry = (router: AppRouter) => {
  useEffect(() => {
    configureApiClient({
      getLanguageTag: () => LANGUAGE_TAGS[toLanguage(i18n.language)],
      onSessionExpired: () => {
        const { pathname, search } = router.state.location;
        const onSignIn = pathname.startsWith(paths.auth.signIn.path);
        void router
          .navigate(
            paths.auth.signIn.getHref({
              reason: 'expired',
              redirectTo: onSignIn ? undefined : pathname + search,
            }),
            { replace: true },
          )
          .then(clearQueries);
      },
    });
  }, [router]);

  // Another tab signed out, or signed in as someone else or to another company: follow it.
  useEffect(
    () =>
      onExternalSessionChange((previous, next) => {
        const sameIdentity =
          previous &&
          next &&
          previous.userData.num_usuario === next.userData.num_usuario &&
          previous.userData.num_empresa === next.userData.num_empresa;
        if (sameIdentity) return;
        const target = next ? paths.home.getHref() : paths.auth.signIn.getHref({ reason: 'signedOut' });
        void router.navigate(target, { replace: true }).then(clearQueries);
      }),
    [router],
  );
};

export const AppProvider = ({ router, children }: { router: AppRouter; children: ReactNode }) => {
  useSessionExpiry(router);
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </I18nextProvider>
  );
};
