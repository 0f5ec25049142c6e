import type { ReactNode } from 'react';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type ButtonProps,
} from '@mui/material';
import { DialogFormActions } from './dialog-form-actions';

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
      <DialogFormActions
        onCancel={onClose}
        onSubmit={onConfirm}
        submitting={pending}
        submitLabel={confirmLabel}
        submitColor={confirmColor}
        submitTestId={testId ? `${testId}-confirm` : 'confirm-confirm'}
      />
    </Dialog>
  );
};
