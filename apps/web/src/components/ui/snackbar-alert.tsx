import { forwardRef } from 'react';
import { Alert, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { useTranslation } from 'react-i18next';

/** notistack toasts drawn as MUI alerts, so they follow the skin. */
export const SnackbarAlert = forwardRef<HTMLDivElement, CustomContentProps>(
  function SnackbarAlert(props, ref) {
    const { id, message, variant } = props;
    const { t } = useTranslation();
    const severity = variant === 'default' ? 'info' : variant;
    return (
      <SnackbarContent ref={ref}>
        <Alert
          severity={severity}
          variant="filled"
          sx={{ minWidth: 300, maxWidth: 440, boxShadow: 3, alignItems: 'center' }}
          action={
            <IconButton
              size="small"
              color="inherit"
              aria-label={t('common.actions.close')}
              onClick={() => closeSnackbar(id)}
            >
              <Close fontSize="small" />
            </IconButton>
          }
        >
          {message}
        </Alert>
      </SnackbarContent>
    );
  },
);
