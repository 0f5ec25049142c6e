import { LinearProgress } from '@mui/material';

/** The thin bar at the top of the page while the next screen loads. */
export const NavigationProgress = () => (
  <LinearProgress
    data-testid="navigation-progress"
    sx={{
      position: 'fixed',
      top: 0,
      insetInline: 0,
      zIndex: (theme) => theme.zIndex.tooltip + 1,
      height: 3,
    }}
  />
);
