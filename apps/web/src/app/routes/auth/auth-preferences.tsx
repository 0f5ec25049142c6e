import { Button, IconButton, Stack } from '@mui/material';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../lib/i18n';
import { LANGUAGES, toLanguage, updateSettings, useSettings } from '../../../lib/settings';

/**
 * Language and skin on the sign-in screens: plain buttons rather than the navbar's menus, so the
 * first screen stays light. The choices are the same stored preferences.
 */
export const AuthPreferences = () => {
  const { t, i18n } = useTranslation();
  const { skin } = useSettings();
  const current = toLanguage(i18n.language);
  const nextSkin = skin === 'dark' ? 'light' : 'dark';
  const skinLabel = t(`layout.appearance.skins.${nextSkin}`);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        role="group"
        aria-label={t('layout.language.label')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 0.25 }}
      >
        {LANGUAGES.map((language) => (
          <Button
            key={language}
            size="small"
            lang={language === 'cr' ? 'es-CR' : 'en'}
            aria-pressed={language === current}
            title={t(`layout.language.options.${language}`)}
            data-testid={`auth-language-${language}`}
            onClick={() => setLanguage(language)}
            variant={language === current ? 'contained' : 'text'}
            color={language === current ? 'primary' : 'inherit'}
            sx={{ minWidth: 44, px: 1, py: 0.25, fontWeight: 600 }}
          >
            {t(`layout.language.short.${language}`)}
          </Button>
        ))}
      </Stack>
      <IconButton
        color="inherit"
        aria-label={`${t('layout.appearance.skin')}: ${skinLabel}`}
        title={`${t('layout.appearance.skin')}: ${skinLabel}`}
        data-testid="auth-skin-toggle"
        onClick={() => updateSettings({ skin: nextSkin })}
      >
        {skin === 'dark' ? <LightMode fontSize="small" /> : <DarkMode fontSize="small" />}
      </IconButton>
    </Stack>
  );
};
