import type { ReactNode } from 'react';
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

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The consequences spelled out. */
  description: ReactNode;
  confirmLabel: string;
  /** `error` (the default) for what removes or ends something. */
  confirmColor?: ButtonProps['color'];
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  /** Why the action was refused, shown above the description. */
  error?: string | null;
  /** Names the title (`<testId>-title`), the confirm button (`<testId>-confirm`) and the error (`<testId>-error`). */
  testId?: string;
};

/** "Are you sure?" before an action, with its consequences and, when it was refused, why. */
export const ConfirmDialog = ({
  open,
  title,
  description,
  confirmLabel,
  confirmColor = 'error',
  onConfirm,
  onClose,
  pending,
  error,
  testId,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const id = testId ?? 'confirm';
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid={testId ? `${testId}-error` : undefined}>
            {error}
          </Alert>
        )}
        <DialogContentText component="div">{description}</DialogContentText>
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
          data-testid={testId ? `${testId}-confirm` : undefined}
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
