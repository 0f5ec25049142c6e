import { useState, type ReactElement } from 'react';
import {
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import Contrast from '@mui/icons-material/Contrast';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightMode from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import {
  DIRECTIONS,
  SKINS,
  updateSettings,
  useSettings,
  type Direction,
  type Skin,
} from '../../lib/settings';

const SKIN_ICONS: Record<Skin, ReactElement> = {
  dark: <DarkMode fontSize="small" />,
  light: <LightMode fontSize="small" />,
  'semi-dark': <Contrast fontSize="small" />,
};
const DIRECTION_ICONS: Record<Direction, ReactElement> = {
  ltr: <FormatTextdirectionLToR fontSize="small" />,
  rtl: <FormatTextdirectionRToL fontSize="small" />,
};

/** Skin (dark, light, semi-dark) and text direction; both are kept between visits. */
export const SkinSwitch = () => {
  const { t } = useTranslation();
  const { skin, direction } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('layout.appearance.label')}>
        <IconButton
          color="inherit"
          aria-label={t('layout.appearance.label')}
          data-testid="skin-switch"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {SKIN_ICONS[skin]}
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        <ListSubheader sx={{ lineHeight: '32px' }}>{t('layout.appearance.skin')}</ListSubheader>
        {SKINS.map((option) => (
          <MenuItem
            key={option}
            selected={option === skin}
            data-testid={`skin-${option}`}
            onClick={() => updateSettings({ skin: option })}
          >
            <ListItemIcon>{SKIN_ICONS[option]}</ListItemIcon>
            <ListItemText>{t(`layout.appearance.skins.${option}`)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px' }}>{t('layout.appearance.direction')}</ListSubheader>
        {DIRECTIONS.map((option) => (
          <MenuItem
            key={option}
            selected={option === direction}
            data-testid={`direction-${option}`}
            onClick={() => updateSettings({ direction: option })}
          >
            <ListItemIcon>{DIRECTION_ICONS[option]}</ListItemIcon>
            <ListItemText>{t(`layout.appearance.directions.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
