import { Box, Button, Divider, IconButton, Paper, Stack, useScrollTrigger } from '@mui/material';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { CompanyData, UserData } from '@planilla/contracts';
import { CompanySwitcher } from '../../features/auth/components/company-switcher';
import { NavbarBookmarks } from '../../features/navigation/components/navbar-bookmarks';
import { LanguageSwitch } from './language-switch';
import { SkinSwitch } from './skin-switch';
import { UserMenu } from './user-menu';

type NavbarProps = {
  user: UserData;
  company: CompanyData;
  onOpenMenu: () => void;
  onOpenSearch: () => void;
  /** Switches the session to another company of the user. */
  onSwitchCompany: (companyNumber: number) => Promise<unknown>;
  /** The company being switched to, while a switch runs. */
  switchingCompany: number | null;
};

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The floating navbar: search, company, bookmarks, language, skin, user. */
export const Navbar = ({
  user,
  company,
  onOpenMenu,
  onOpenSearch,
  onSwitchCompany,
  switchingCompany,
}: NavbarProps) => {
  const { t } = useTranslation();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 8 });
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        pt: 2,
        pb: 1,
        // A soft fade behind the floating bar so content scrolls under it cleanly.
        background: `linear-gradient(180deg, ${alpha(theme.palette.background.default, 0.95)} 44%, ${alpha(theme.palette.background.default, 0.46)} 73%, ${alpha(theme.palette.background.default, 0)})`,
      })}
    >
      <Paper
        elevation={scrolled ? 3 : 1}
        sx={(theme) => ({
          height: 62,
          px: { xs: 1.5, sm: 2.5 },
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          borderRadius: 2.5,
          backgroundColor: alpha(theme.palette.background.paper, scrolled ? 0.88 : 1),
          backdropFilter: 'blur(8px)',
          transition: 'box-shadow 200ms ease, background-color 200ms ease',
        })}
      >
        <IconButton
          sx={{ display: { lg: 'none' } }}
          aria-label={t('layout.nav.open')}
          onClick={onOpenMenu}
          color="inherit"
        >
          <MenuIcon />
        </IconButton>
        <Button
          color="inherit"
          onClick={onOpenSearch}
          startIcon={<Search />}
          data-testid="open-search"
          // On a phone the button shows only its icon: the name must not depend on the hidden text.
          aria-label={t('layout.search.trigger')}
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
          sx={{ color: 'text.secondary', px: 1, minWidth: 0 }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('layout.search.trigger')}
          </Box>
          <Box
            component="kbd"
            sx={{
              display: { xs: 'none', md: 'inline-block' },
              ml: 1.5,
              px: 0.75,
              py: 0.1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              fontFamily: 'inherit',
              fontSize: '0.75rem',
            }}
          >
            {isMac ? '⌘K' : 'Ctrl+K'}
          </Box>
        </Button>
        <Box sx={{ flex: 1 }} />
        <CompanySwitcher company={company} onSwitch={onSwitchCompany} switching={switchingCompany} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.primary' }}>
          <Divider
            orientation="vertical"
            flexItem
            sx={{ mx: 1, my: 1.5, display: { xs: 'none', md: 'block' } }}
          />
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <NavbarBookmarks />
          </Box>
          <LanguageSwitch />
          <SkinSwitch />
          <UserMenu user={user} />
        </Stack>
      </Paper>
    </Box>
  );
};
