import { Button, CircularProgress, DialogActions, type ButtonProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

type DialogFormActionsProps = {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  /** `data-testid` of the submit button. */
  submitTestId: string;
  submitColor?: ButtonProps['color'];
  /** Outside a form (a confirmation): the button calls this instead of submitting. */
  onSubmit?: () => void;
};

/** Cancel and submit at the foot of a form or confirmation dialog; both wait while it is being sent. */
export const DialogFormActions = ({
  onCancel,
  submitting,
  submitLabel,
  submitTestId,
  submitColor,
  onSubmit,
}: DialogFormActionsProps) => {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button variant="outlined" color="secondary" onClick={onCancel} disabled={submitting}>
        {t('common.actions.cancel')}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        variant="contained"
        color={submitColor}
        disabled={submitting}
        data-testid={submitTestId}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
};
