import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../lib/i18n';
import { LANGUAGES, toLanguage } from '../../lib/settings';

/** Español (Costa Rica) / English; the choice is kept between visits. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = toLanguage(i18n.language);
  return (
    <>
      <Tooltip title={t('layout.language.label')}>
        <IconButton
          color="inherit"
          aria-label={t('layout.language.label')}
          data-testid="language-switch"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Translate fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            selected={language === current}
            data-testid={`language-${language}`}
            lang={language === 'cr' ? 'es-CR' : 'en'}
            onClick={() => {
              setLanguage(language);
              setAnchor(null);
            }}
          >
            <ListItemText>{t(`layout.language.options.${language}`)}</ListItemText>
            {language === current && (
              <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
                <Check fontSize="small" />
              </ListItemIcon>
            )}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
