import { Button, CircularProgress, DialogActions, type ButtonProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

type DialogFormActionsProps = {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  /** `data-testid` of the submit button. */
  submitTestId: string;
  submitColor?: ButtonProps['color'];
};

/** Cancel and submit at the foot of a form dialog; both wait while the form is being sent. */
export const DialogFormActions = ({
  onCancel,
  submitting,
  submitLabel,
  submitTestId,
  submitColor,
}: DialogFormActionsProps) => {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button variant="outlined" color="secondary" onClick={onCancel} disabled={submitting}>
        {t('common.actions.cancel')}
      </Button>
      <Button
        type="submit"
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
