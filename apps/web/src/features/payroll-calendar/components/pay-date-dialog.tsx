import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type PayrollItem } from '@planilla/contracts';
import { addDays, todayInCostaRica, type IsoDate } from '@planilla/domain';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form';
import { useFormat } from '../../../lib/use-format';
import { useUpdatePayDate } from '../api/payroll-calendar';

/** A new pay date for a payroll not calculated yet: from today (and the period's start) to 31 days after its end. */
export const PayDateDialog = ({ payroll, onClose }: { payroll: PayrollItem; onClose: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useUpdatePayDate();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<{ payDate: string }>({ defaultValues: { payDate: payroll.payDate } });
  const { errors, isSubmitting } = form.formState;
  const today = todayInCostaRica(new Date());
  const min = payroll.periodStart > today ? payroll.periodStart : today;
  const max = addDays(payroll.periodEnd as IsoDate, 31);
  const submit = form.handleSubmit(async ({ payDate }) => {
    setGeneralError(null);
    try {
      await update.mutateAsync({ payrollId: payroll.payrollId, payDate });
      enqueueSnackbar(t('payrollCalendar.payDate.saved', { date: format.date(payDate) }), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, ['payDate'], form.setError))
        setGeneralError(translateError(t, error));
    }
  });
  return (
    <Dialog
      open
      onClose={() => !isSubmitting && onClose()}
      fullWidth
      maxWidth="xs"
      aria-labelledby="pay-date-title"
    >
      <DialogTitle id="pay-date-title">{t('payrollCalendar.payDate.title')}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="pay-date-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {generalError}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('payrollCalendar.payDate.help', {
              start: format.date(payroll.periodStart),
              end: format.date(payroll.periodEnd),
              min: format.date(min),
              max: format.date(max),
            })}
          </Typography>
          <DateField
            control={form.control}
            name="payDate"
            label={t('payrollCalendar.fields.payDate')}
            minDate={min}
            maxDate={max}
            error={Boolean(errors.payDate)}
            helperText={fieldErrorText(t, errors.payDate)}
            testId="pay-date-field"
          />
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={t('payrollCalendar.actions.save')}
          submitTestId="pay-date-submit"
        />
      </form>
    </Dialog>
  );
};
