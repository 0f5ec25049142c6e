import { alpha, createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { enUS, esES } from '@mui/material/locale';
import type { Direction, Language, Skin } from './settings';

/**
 * The look of the dashboard: a calm violet primary on soft neutral surfaces, one light and one dark
 * palette. Skins combine them: `dark`, `light`, and `semi-dark` (light content, dark menu).
 */
const BRAND = {
  primary: '#7367F0',
  secondary: '#808390',
  success: '#28C76F',
  info: '#00BAD1',
  warning: '#FF9F43',
  error: '#FF4C51',
};

/**
 * The brand colours as each theme shows them, all at WCAG 2.1 AA (4.5:1) both as text on the theme's
 * surfaces and against their `contrastText` (docs/accessibility.md): a little deeper than the brand on
 * the light surfaces (with white text), the brand or a lighter tint on the dark ones (with dark text).
 */
const PALETTES = {
  light: {
    primary: { main: '#6359D4', light: '#8F85F3', dark: '#5A4FCF' },
    secondary: { main: '#676A75' },
    success: { main: '#16703E' },
    info: { main: '#00707D' },
    warning: { main: '#8F5622' },
    error: { main: '#B3363A' },
    contrastText: '#FFFFFF',
  },
  dark: {
    // Light enough for 4.5:1 as text on a selected and hovered row (#474A5F) too.
    primary: { main: '#B9B3F9', light: '#CBC6FA', dark: '#7367F0' },
    secondary: { main: '#B0B2BA' },
    // Light enough to stay at 4.5:1 on a hovered or selected row too; the darker shades are the
    // backgrounds of filled alerts, under a dark ink.
    success: { main: '#42D684', dark: '#22A65D' },
    info: { main: '#2ED3E8', dark: '#00A0B4' },
    warning: { main: '#FFAE5E', dark: '#E58A3A' },
    error: { main: '#FFA3A5', dark: '#F26B6F' },
    contrastText: '#1E2130',
  },
} as const;

/**
 * Text opacities over each surface: secondary and disabled text still reach 4.5:1 on both the page
 * background and the paper (disabled text is used for captions too, not only for inactive controls).
 */
const INK = {
  light: { primary: 0.9, secondary: 0.75, disabled: 0.68 },
  dark: { primary: 0.9, secondary: 0.75, disabled: 0.62 },
} as const;

const SURFACES = {
  light: { default: '#F8F7FA', paper: '#FFFFFF', text: '47, 43, 61' },
  dark: { default: '#25293C', paper: '#2F3349', text: '225, 222, 245' },
} as const;

/**
 * A half-checked box ("some rows selected") says `aria-checked="mixed"` on a native checkbox, which is
 * valid only while the input itself is indeterminate (WCAG 4.1.2); MUI marks the input with
 * `data-indeterminate` but leaves its DOM state unset, so the input follows that mark.
 */
const followIndeterminate = (input: HTMLInputElement | null) => {
  if (!input) return;
  const sync = () => {
    input.indeterminate = input.dataset.indeterminate === 'true';
  };
  sync();
  new MutationObserver(sync).observe(input, { attributes: true, attributeFilter: ['data-indeterminate'] });
};

/** The accessible name of a progress indicator that does not say what it waits for. */
export const BUSY_LABEL: Record<Language, string> = { cr: 'Cargando…', en: 'Loading…' };

export const FONT_FAMILY =
  '"Public Sans", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const contentMode = (skin: Skin): PaletteMode => (skin === 'dark' ? 'dark' : 'light');
export const menuMode = (skin: Skin): PaletteMode => (skin === 'light' ? 'light' : 'dark');

export const createAppTheme = (mode: PaletteMode, direction: Direction, language: Language): Theme => {
  const surface = SURFACES[mode];
  const colours = PALETTES[mode];
  const on = colours.contrastText;
  const ink = (opacity: number) => `rgba(${surface.text}, ${opacity})`;
  const shadowColor = mode === 'light' ? '47, 43, 61' : '15, 20, 34';

  return createTheme(
    {
      direction,
      palette: {
        mode,
        primary: { ...colours.primary, contrastText: on },
        secondary: { ...colours.secondary, contrastText: on },
        success: { ...colours.success, contrastText: on },
        info: { ...colours.info, contrastText: on },
        warning: { ...colours.warning, contrastText: on },
        error: { ...colours.error, contrastText: on },
        background: { default: surface.default, paper: surface.paper },
        text: {
          primary: ink(INK[mode].primary),
          secondary: ink(INK[mode].secondary),
          disabled: ink(INK[mode].disabled),
        },
        divider: ink(0.12),
        action: { hover: ink(0.06), selected: ink(0.08), focus: ink(0.1) },
      },
      shape: { borderRadius: 6 },
      typography: {
        fontFamily: FONT_FAMILY,
        fontSize: 14,
        h4: { fontSize: '1.625rem', fontWeight: 600, lineHeight: 1.4 },
        h5: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.4 },
        h6: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.45 },
        subtitle1: { fontWeight: 500 },
        subtitle2: { fontWeight: 500 },
        button: { textTransform: 'none', fontWeight: 500 },
        overline: { fontWeight: 500, letterSpacing: '0.6px' },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            body: { WebkitFontSmoothing: 'antialiased' },
            '::selection': { backgroundColor: alpha(BRAND.primary, 0.3) },
          },
        },
        MuiPaper: {
          styleOverrides: {
            root: { backgroundImage: 'none' },
            elevation1: { boxShadow: `0 3px 12px rgba(${shadowColor}, ${mode === 'light' ? 0.14 : 0.3})` },
          },
        },
        MuiCard: {
          defaultProps: { elevation: 1 },
          styleOverrides: { root: { borderRadius: 10 } },
        },
        MuiCardHeader: {
          styleOverrides: {
            root: { padding: '20px 24px 12px' },
            title: { fontSize: '1.0625rem', fontWeight: 600 },
          },
        },
        MuiCardContent: {
          styleOverrides: { root: { padding: '12px 24px 24px', '&:last-child': { paddingBottom: 24 } } },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { borderRadius: 6, paddingInline: 18 }, sizeLarge: { paddingBlock: 10 } },
        },
        MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
        // Subtitles are text, not headings: only page titles are headings for screen readers.
        MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
        MuiDialog: { styleOverrides: { paper: { borderRadius: 10 } } },
        MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600, fontSize: '1.125rem' } } },
        MuiListSubheader: {
          styleOverrides: { root: { backgroundColor: 'transparent', lineHeight: '32px' } },
        },
        MuiAlert: { styleOverrides: { root: { borderRadius: 6 } } },
        // Every busy indicator has a name for screen readers (WCAG 4.1.2); a caller may give a closer one.
        MuiCircularProgress: { defaultProps: { 'aria-label': BUSY_LABEL[language] } },
        MuiLinearProgress: { defaultProps: { 'aria-label': BUSY_LABEL[language] } },
        MuiMenu: { styleOverrides: { paper: { marginTop: 4 } } },
        MuiCheckbox: { defaultProps: { inputRef: followIndeterminate } },
      },
    },
    language === 'cr' ? esES : enUS,
  );
};
