import { Box, CircularProgress } from '@mui/material';
import { BrandMark } from './brand-logo';

/** Shown while the application or a screen loads. Text-free so it works before the locales load. */
export const LoadingScreen = ({ fullHeight = true }: { fullHeight?: boolean }) => (
  <Box
    role="progressbar"
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
    <CircularProgress size={28} thickness={4} />
  </Box>
);
