import { useEffect, type ReactNode } from 'react';
import { GlobalStyles } from '@mui/material';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { setNotifier } from '../../lib/notify';
import { SnackbarAlert } from './snackbar-alert';

const ALERTS = {
  default: SnackbarAlert,
  success: SnackbarAlert,
  error: SnackbarAlert,
  warning: SnackbarAlert,
  info: SnackbarAlert,
};

/** Toasts at the top right, drawn as MUI alerts; also serves `notify()` from outside React. */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    setNotifier((message, variant) => enqueueSnackbar(message, { variant, preventDuplicate: true }));
    return () => setNotifier(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={4500}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
      Components={ALERTS}
      classes={{ containerAnchorOriginTopRight: 'planilla-toasts' }}
    >
      {/* Below the floating navbar, so a toast never covers the user menu or the switches. */}
      <GlobalStyles styles={{ '.planilla-toasts': { top: '88px !important' } }} />
      {children}
    </SnackbarProvider>
  );
};
