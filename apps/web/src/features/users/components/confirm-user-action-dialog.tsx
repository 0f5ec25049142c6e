import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type ButtonProps,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

type ConfirmUserActionDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
};

/** Asks before an action on a user (deactivate, send the password e-mail), and shows why it was refused. */
export const ConfirmUserActionDialog = ({
  open,
  title,
  description,
  confirmLabel,
  confirmColor = 'primary',
  pending,
  error,
  onConfirm,
  onClose,
  testId,
}: ConfirmUserActionDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={`${testId}-title`}>
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
        <DialogContentText>{description}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="outlined" color="secondary" onClick={onClose} disabled={pending}>
          {t('common.actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={pending}
          data-testid={`${testId}-confirm`}
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
