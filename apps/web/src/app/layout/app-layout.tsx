import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pageVisibleTo, type LoginResponse } from '@planilla/contracts';
import { Outlet, useLocation, useMatches } from 'react-router';
import { DateLocalizationProvider } from '../../components/ui/date-localization-provider';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { ToastProvider } from '../../components/ui/toast-provider';
import { useRefreshUserData } from '../../features/auth/api/get-user-data-login';
import { useSwitchCompany } from '../../features/auth/hooks/use-switch-company';
import { PageSearchDialog } from '../../features/navigation/components/page-search-dialog';
import { pagesSearchProvider } from '../../features/navigation/search/providers';
import type { SearchProvider } from '../../features/navigation/search/types';
import { AbilityContext, buildAbility } from '../../lib/ability';
import { findPage } from '../../lib/pages';
import { useCompanyId, useSession } from '../../lib/session';
import type { RouteHandle } from '../router';
import { ForbiddenPage } from '../routes/app/forbidden';
import { landingAfterSwitch } from './company-landing';
import { contactsSearchProvider } from './contacts-search-provider';
import { filesSearchProvider } from './files-search-provider';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { VerticalNav } from './vertical-nav';

/** Groups of the page search. Files (documents) are filled by a later feature. */
const SEARCH_PROVIDERS: readonly SearchProvider[] = [
  pagesSearchProvider,
  filesSearchProvider,
  contactsSearchProvider,
];

/** The id of the main content, the target of the skip link. */
const MAIN_ID = 'main-content';

/** Width of the boxed content. */
const CONTENT_MAX_WIDTH = 1440;

/** The signed-in shell: vertical menu, floating navbar, boxed content, footer. */
export const AppLayout = () => {
  const { t } = useTranslation();
  const session = useSession();
  const companyId = useCompanyId();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  useRefreshUserData();

  const rules = session?.userData.ability;
  const ability = useMemo(() => buildAbility(rules), [rules]);

  // The page being shown, if it is one of the contract's pages: may this user open it?
  const matches = useMatches();
  const pageId = (matches.at(-1)?.handle as RouteHandle | undefined)?.pageId;
  const page = pageId ? findPage(pageId) : undefined;
  const allowed =
    !page ||
    pageVisibleTo(
      page,
      session?.userData.ability ?? [],
      session?.userData.num_empleado,
      session?.userData.departmentHead ?? false,
    );

  // Switching company: the same page in the new company, or the first page of its menu.
  const { pathname } = useLocation();
  const landing = useCallback(
    (next: LoginResponse) => landingAfterSwitch(pathname, pageId, next.userData),
    [pathname, pageId],
  );
  const { switchTo, switching } = useSwitchCompany(landing);

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
          {/* The first stop of the keyboard: straight to the page's content, past the menu and navbar. */}
          <Box
            component="a"
            href={`#${MAIN_ID}`}
            data-testid="skip-to-content"
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              document.getElementById(MAIN_ID)?.focus();
            }}
            sx={(theme) => ({
              position: 'fixed',
              insetInlineStart: 16,
              top: 16,
              zIndex: theme.zIndex.tooltip + 1,
              px: 2,
              py: 1,
              borderRadius: 1,
              // A deep violet in both themes: white text on it reaches 6:1 (the dark theme's primary.dark does not).
              bgcolor: '#5A4FCF',
              color: '#FFFFFF',
              fontWeight: 500,
              textDecoration: 'none',
              transform: 'translateY(-200%)',
              '&:focus': {
                transform: 'none',
                outline: `2px solid ${theme.palette.common.white}`,
                outlineOffset: 2,
              },
            })}
          >
            {t('layout.nav.skipToContent')}
          </Box>
          <Box sx={{ display: 'flex', minHeight: '100vh' }}>
            <VerticalNav mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
              <Box
                sx={{
                  width: '100%',
                  maxWidth: CONTENT_MAX_WIDTH,
                  mx: 'auto',
                  px: { xs: 2, md: 3 },
                  flex: 1,
                  display: 'flex',
                  flexDirection: 'column',
                }}
              >
                <Navbar
                  user={session.userData}
                  company={session.datosEmpresa}
                  onOpenMenu={() => setMobileOpen(true)}
                  onOpenSearch={() => setSearchOpen(true)}
                  onSwitchCompany={switchTo}
                  switchingCompany={switching}
                />
                {/* Keyed by company: a switch mounts the page afresh, with nothing kept from the company left. */}
                <Box
                  component="main"
                  id={MAIN_ID}
                  tabIndex={-1}
                  key={companyId}
                  sx={{ flex: 1, pt: 2.5, pb: 3, '&:focus': { outline: 'none' } }}
                >
                  {switching !== null ? (
                    <LoadingScreen fullHeight={false} />
                  ) : allowed ? (
                    <Outlet />
                  ) : (
                    <ForbiddenPage />
                  )}
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
