import { useEffect, useMemo, type ReactNode } from 'react';
import { CssBaseline, GlobalStyles } from '@mui/material';
// MUI's `ThemeProvider` (`@mui/material/styles`) renders this one for a theme without CSS variables, which ours is;
// it also carries the CSS-variables provider, which the first screen would load for nothing.
import { ThemeProvider } from '@mui/system';
import { CacheProvider } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { toLanguage, useSettings } from '../lib/settings';
import { styleCache } from '../lib/rtl';
import { contentMode, createAppTheme } from '../lib/theme';

/** The theme of the content area follows the stored skin, direction and the interface language. */
export const AppThemeProvider = ({ children }: { children: ReactNode }) => {
  const { skin, direction } = useSettings();
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const theme = useMemo(
    () => createAppTheme(contentMode(skin), direction, language),
    [skin, direction, language],
  );

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.dataset.skin = skin;
    document.documentElement.classList.toggle('boot-light', skin !== 'dark');
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.background.default);
  }, [direction, skin, theme]);

  // Right to left, the styles go through the mirroring cache.
  return (
    <CacheProvider value={styleCache(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={{ '#root': { minHeight: '100%' } }} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
};
