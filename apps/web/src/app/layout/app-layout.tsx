import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { Outlet, useMatches } from 'react-router';
import { DateLocalizationProvider } from '../../components/ui/date-localization-provider';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { ToastProvider } from '../../components/ui/toast-provider';
import { useRefreshUserData } from '../../features/auth/api/get-user-data-login';
import { PageSearchDialog } from '../../features/navigation/components/page-search-dialog';
import { emptySearchProvider, pagesSearchProvider } from '../../features/navigation/search/providers';
import type { SearchProvider } from '../../features/navigation/search/types';
import { AbilityContext, buildAbility } from '../../lib/ability';
import { findPage } from '../../lib/pages';
import { useSession } from '../../lib/session';
import type { RouteHandle } from '../router';
import { ForbiddenPage } from '../routes/app/forbidden';
import { contactsSearchProvider } from './contacts-search-provider';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { VerticalNav } from './vertical-nav';

/** Groups of the page search. Files (documents) are filled by a later feature. */
const SEARCH_PROVIDERS: readonly SearchProvider[] = [pagesSearchProvider, emptySearchProvider('files'), contactsSearchProvider];

/** Width of the boxed content. */
const CONTENT_MAX_WIDTH = 1440;

/** The signed-in shell: vertical menu, floating navbar, boxed content, footer. */
export const AppLayout = () => {
  const session = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  useRefreshUserData();

  const rules = session?.userData.ability;
  const ability = useMemo(() => buildAbility(rules), [rules]);

  // The page being shown, if it is one of the contract's pages: may this user open it?
  const matches = useMatches();
  const pageId = (matches.at(-1)?.handle as RouteHandle | undefined)?.pageId;
  const page = pageId ? findPage(pageId) : undefined;
  const allowed = !page || ability.can(page.requires.action, page.requires.subject);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const closeSearch = useCallback(() => setSearchOpen(false), []);

  // Signed out meanwhile: whoever signed out is already navigating to sign-in.
  if (!session) return <LoadingScreen />;

  return (
    <AbilityContext.Provider value={ability}>
      <ToastProvider>
      <DateLocalizationProvider>
        <Box sx={{ display: 'flex', minHeight: '100vh' }}>
          <VerticalNav mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ width: '100%', maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, md: 3 }, flex: 1, display: 'flex', flexDirection: 'column' }}>
              <Navbar
                user={session.userData}
                company={session.datosEmpresa}
                onOpenMenu={() => setMobileOpen(true)}
                onOpenSearch={() => setSearchOpen(true)}
              />
              <Box component="main" sx={{ flex: 1, pt: 2.5, pb: 3 }}>
                {allowed ? <Outlet /> : <ForbiddenPage />}
              </Box>
              <Footer />
            </Box>
          </Box>
        </Box>
        <PageSearchDialog open={searchOpen} onClose={closeSearch} providers={SEARCH_PROVIDERS} />
        <ScrollToTop />
      </DateLocalizationProvider>
      </ToastProvider>
    </AbilityContext.Provider>
  );
};
