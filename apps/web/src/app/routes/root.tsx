import { LinearProgress } from '@mui/material';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** The top of every screen: a thin progress bar while the next screen loads. */
export const RootRoute = () => {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
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
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
