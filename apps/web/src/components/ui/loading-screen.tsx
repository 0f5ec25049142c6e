import { Box, CircularProgress } from '@mui/material';
import { BrandMark } from './brand-logo';

/** The page's language as the document declares it: the locales may not have loaded yet. */
const loadingLabel = () =>
  typeof document !== 'undefined' && document.documentElement.lang.startsWith('en')
    ? 'Loading…'
    : 'Cargando…';

/** Shown while the application or a screen loads. Text-free on screen so it works before the locales load. */
export const LoadingScreen = ({ fullHeight = true }: { fullHeight?: boolean }) => (
  <Box
    role="status"
    aria-busy="true"
    sx={{
      minHeight: fullHeight ? '100vh' : 320,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 3,
    }}
  >
    <BrandMark size={48} />
    <CircularProgress size={28} thickness={4} aria-label={loadingLabel()} />
  </Box>
);
