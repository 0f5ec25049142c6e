import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DecideVacationRequests } from '@planilla/contracts';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { useDecideVacationRequests } from '../api/approvals';

type Props = {
  decision: DecideVacationRequests['decision'];
  ids: number[];
  /** Working days of the requests chosen. */
  days: number;
  onDone: (decided: number) => void;
  onClose: () => void;
};

/**
 * Approves or rejects the chosen requests in one call (all or none). A rejection needs its reason, which the
 * employee reads in their requests and in the e-mail; an approval may say something too.
 */
export const DecideDialog = ({ decision, ids, days, onDone, onClose }: Props) => {
  const { t } = useTranslation();
  const decide = useDecideVacationRequests();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const reasonError = form.formState.errors.reason;
  const reject = decision === 'reject';
  const submit = form.handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      const result = await decide.mutateAsync({ ids, decision, reason });
      onDone(result.decided.length);
      onClose();
    } catch (e) {
      if (!applyServerFieldErrors(e, ['reason'], form.setError)) setError(translateError(t, e));
    }
  });
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={() => !decide.isPending && onClose()}
      aria-labelledby="decide-title"
    >
      <DialogTitle id="decide-title">
        {t(reject ? 'approvals.decide.rejectTitle' : 'approvals.decide.approveTitle', { count: ids.length })}
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="decide-form">
        <DialogContent dividers>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="decide-error">
              {error}
            </Alert>
          )}
          <DialogContentText sx={{ mb: 2 }}>
            {t(reject ? 'approvals.decide.rejectText' : 'approvals.decide.approveText', {
              count: ids.length,
              days,
            })}
          </DialogContentText>
          <TextField
            {...muiField(
              form.register('reason', {
                validate: (v) => !reject || v.trim() !== '' || 'validation.required',
              }),
            )}
            label={t(reject ? 'approvals.decide.reason' : 'approvals.decide.comment')}
            required={reject}
            fullWidth
            multiline
            minRows={2}
            size="small"
            autoFocus
            error={Boolean(reasonError)}
            helperText={fieldErrorText(t, reasonError)}
            slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'decide-reason' } }}
          />
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitting={decide.isPending}
          submitLabel={t(reject ? 'approvals.actions.reject' : 'approvals.actions.approve')}
          submitTestId="decide-submit"
          submitColor={reject ? 'error' : 'primary'}
        />
      </form>
    </Dialog>
  );
};
