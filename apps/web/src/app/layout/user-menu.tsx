import { useState } from 'react';
import { MenuNote } from '../../components/ui/menu-note';
import {
  Badge,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import LockReset from '@mui/icons-material/LockReset';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserData } from '@planilla/contracts';
import { UserAvatar } from '../../components/ui/user-avatar';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/hooks/use-logout';

/** The signed-in user: name and role, change password, sign out. */
export const UserMenu = ({ user }: { user: UserData }) => {
  const { t } = useTranslation();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t('layout.userMenu.label')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('layout.userMenu.label')}
          data-testid="user-menu"
          sx={{ p: 0.5, ml: 0.5 }}
        >
          <Badge
            overlap="circular"
            variant="dot"
            color="success"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          >
            <UserAvatar name={user.name} />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <MenuNote sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
          <UserAvatar name={user.name} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap data-testid="user-menu-name">
              {user.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap data-testid="user-menu-role">
              {t(`common.roles.${user.role}`)}
            </Typography>
          </Box>
        </MenuNote>
        <Divider />
        <MenuItem
          component={Link}
          to={paths.app.changePassword.getHref()}
          onClick={close}
          data-testid="change-password-link"
        >
          <ListItemIcon>
            <LockReset fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('layout.userMenu.changePassword')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          data-testid="logout"
          onClick={() => {
            close();
            void logout();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('layout.userMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
