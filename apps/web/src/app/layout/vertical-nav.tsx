import { useMemo } from 'react';
import { Box, Drawer, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { paths } from '../../config/paths';
import { VerticalMenu } from '../../features/navigation/components/vertical-menu';
import { toLanguage, updateSettings, useSettings } from '../../lib/settings';
import { createAppTheme, menuMode } from '../../lib/theme';

export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 78;

type VerticalNavProps = { mobileOpen: boolean; onMobileClose: () => void };

/** The vertical menu: permanent (collapsible) on large screens, a drawer on small ones. */
export const VerticalNav = ({ mobileOpen, onMobileClose }: VerticalNavProps) => {
  const { t, i18n } = useTranslation();
  const outer = useTheme();
  const desktop = useMediaQuery(outer.breakpoints.up('lg'));
  const { skin, direction, menuCollapsed } = useSettings();
  const collapsed = desktop && menuCollapsed;
  const language = toLanguage(i18n.language);
  // Semi-dark: the menu keeps the dark palette while the content is light.
  const theme = useMemo(
    () => createAppTheme(menuMode(skin), direction, language),
    [skin, direction, language],
  );
  const width = collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;

  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          px: collapsed ? 1 : 2.75,
          height: 72,
          flexShrink: 0,
        }}
      >
        <Box
          component={Link}
          to={paths.home.getHref()}
          sx={{ color: 'text.primary', textDecoration: 'none', display: 'flex' }}
          aria-label={t('layout.nav.home')}
        >
          <BrandLogo showName={!collapsed} size={32} />
        </Box>
        {desktop && !collapsed && (
          <Tooltip title={t('layout.nav.collapse')}>
            <IconButton
              size="small"
              aria-label={t('layout.nav.collapse')}
              data-testid="menu-collapse"
              onClick={() => updateSettings({ menuCollapsed: true })}
            >
              {direction === 'rtl' ? <ChevronRight fontSize="small" /> : <ChevronLeft fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
        {!desktop && (
          <IconButton size="small" aria-label={t('common.actions.close')} onClick={onMobileClose}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Box>
      {collapsed && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
          <Tooltip title={t('layout.nav.expand')} placement="right">
            <IconButton
              size="small"
              aria-label={t('layout.nav.expand')}
              data-testid="menu-expand"
              onClick={() => updateSettings({ menuCollapsed: false })}
            >
              {direction === 'rtl' ? <ChevronLeft fontSize="small" /> : <ChevronRight fontSize="small" />}
            </IconButton>
          </Tooltip>
        </Box>
      )}
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2 }}>
        <VerticalMenu collapsed={collapsed} onNavigate={desktop ? undefined : onMobileClose} />
      </Box>
    </Box>
  );

  const paperSx = {
    width,
    bgcolor: 'background.paper',
    color: 'text.primary',
    borderInlineEnd: 0,
    boxShadow: skin === 'light' ? '0 0 12px rgba(47, 43, 61, 0.08)' : 'none',
    transition: 'width 200ms ease',
    overflowX: 'hidden',
  } as const;

  return (
    <ThemeProvider theme={theme}>
      {/* The drawer's paper is fixed to the viewport; the aside carries the same background down the whole page
          (a full-page capture or print shows the menu column to the bottom). */}
      <Box
        component="aside"
        sx={{
          width: { lg: width },
          flexShrink: 0,
          transition: 'width 200ms ease',
          bgcolor: desktop ? 'background.paper' : undefined,
        }}
      >
        {desktop ? (
          <Drawer variant="permanent" open slotProps={{ paper: { sx: paperSx } }}>
            {content}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={onMobileClose}
            ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { sx: { ...paperSx, width: NAV_WIDTH } } }}
          >
            {content}
          </Drawer>
        )}
      </Box>
    </ThemeProvider>
  );
};
