import { Fragment } from 'react';
import {
  Alert,
  Box,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Skeleton,
  Tooltip,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PageIcon } from '../../../components/ui/page-icon';
import { useSystemMenu } from '../api/get-system-menu';
import { useMenuText } from '../use-menu-text';

type VerticalMenuProps = {
  collapsed: boolean;
  /** Called after a page is chosen (closes the mobile drawer). */
  onNavigate?: () => void;
};

/** The server's menu (`authPlanilla/systemmenu`), grouped by section. */
export const VerticalMenu = ({ collapsed, onNavigate }: VerticalMenuProps) => {
  const { t } = useTranslation();
  const menu = useSystemMenu();
  const text = useMenuText();

  if (menu.isPending) {
    return (
      <Box sx={{ px: 2, py: 1 }} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={38} sx={{ mb: 1, opacity: 0.5 }} />
        ))}
      </Box>
    );
  }
  if (menu.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning" variant="outlined">
          {t('layout.nav.loadError')}
        </Alert>
      </Box>
    );
  }

  return (
    <Box
      component="nav"
      aria-label={t('layout.nav.label')}
      sx={{ px: collapsed ? 1.25 : 1.75 }}
      data-testid="vertical-menu"
    >
      {menu.data.map((section, index) => (
        <Fragment key={section.section}>
          {/* The section's heading sits before its list: a list holds only its items. */}
          {collapsed ? (
            index > 0 && <Divider sx={{ my: 1.5, mx: 1 }} />
          ) : (
            <ListSubheader
              id={`menu-section-${index}`}
              component="div"
              disableSticky
              sx={{
                mt: index === 0 ? 0.5 : 2,
                px: 1.5,
                typography: 'caption',
                fontWeight: 500,
                textTransform: 'uppercase',
                letterSpacing: '0.4px',
                color: 'text.secondary',
              }}
            >
              {text.section(section)}
            </ListSubheader>
          )}
          <List
            disablePadding
            aria-label={collapsed ? text.section(section) : undefined}
            aria-labelledby={collapsed ? undefined : `menu-section-${index}`}
          >
            {section.items.map((item) => {
              const title = text.item(item);
              return (
                <ListItem key={item.id} disablePadding sx={{ display: 'block' }}>
                  <Tooltip title={collapsed ? title : ''} placement="right">
                    <ListItemButton
                      component={NavLink}
                      to={item.link}
                      onClick={onNavigate}
                      aria-label={collapsed ? title : undefined}
                      sx={(theme) => ({
                        borderRadius: 1.5,
                        mb: 0.5,
                        minHeight: 40,
                        px: collapsed ? 1.5 : 2,
                        justifyContent: collapsed ? 'center' : 'flex-start',
                        color: 'text.primary',
                        '&.active': {
                          color: theme.palette.primary.contrastText,
                          background: `linear-gradient(270deg, ${alpha(theme.palette.primary.main, 0.7)} 0%, ${theme.palette.primary.main} 100%)`,
                          boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.48)}`,
                          '& .MuiListItemIcon-root': { color: 'inherit' },
                        },
                      })}
                    >
                      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 34, color: 'text.secondary' }}>
                        <PageIcon name={item.icon} fontSize="small" />
                      </ListItemIcon>
                      {!collapsed && (
                        <ListItemText
                          primary={title}
                          slotProps={{ primary: { noWrap: true, fontSize: '0.9375rem' } }}
                        />
                      )}
                    </ListItemButton>
                  </Tooltip>
                </ListItem>
              );
            })}
          </List>
        </Fragment>
      ))}
    </Box>
  );
};
