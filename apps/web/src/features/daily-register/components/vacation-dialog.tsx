import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Grid, Stack, Typography } from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form';
import { useFormat } from '../../../lib/use-format';
import { useRegisterVacation, useVacationBalance } from '../api/daily-register';

type Props = { employee: { num_empleado: number; fullName: string }; date: string; onClose: () => void };

/**
 * A vacation from–to for one employee, with the balance it draws on. Only working days count; beyond the
 * balance the server refuses with the figures, unless the company allows advance vacations.
 */
export const VacationDialog = ({ employee, date, onClose }: Props) => {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useVacationBalance(employee.num_empleado);
  const register = useRegisterVacation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<{ from: string; to: string }>({ defaultValues: { from: date, to: date } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ from, to }) => {
    setGeneralError(null);
    try {
      const result = await register.mutateAsync({ num_empleado: employee.num_empleado, from, to });
      enqueueSnackbar(
        t('dailyRegister.vacation.saved', {
          days: format.quantity(result.range.days, 'days'),
          available: format.number(result.balance.availableDays, 2),
        }),
        { variant: 'success' },
      );
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, ['from', 'to'], form.setError))
        setGeneralError(translateError(t, error));
    }
  });
  const b = balance.data;
  return (
    <Dialog
      open
      onClose={() => !isSubmitting && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="vacation-title"
    >
      <DialogTitle id="vacation-title">
        {t('dailyRegister.vacation.title', { name: employee.fullName, num: employee.num_empleado })}
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="vacation-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="vacation-error">
              {generalError}
            </Alert>
          )}
          {b && (
            <Stack direction="row" spacing={3} sx={{ mb: 2.5, flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {t('dailyRegister.vacation.available')}{' '}
                <strong data-testid="vacation-available">{format.number(b.availableDays, 2)}</strong>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('dailyRegister.vacation.earned', { days: format.number(b.earnedDays, 2) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('dailyRegister.vacation.taken', { days: b.takenDays })}
              </Typography>
              {b.allowAdvance && (
                <Typography variant="body2" color="warning.main">
                  {t('dailyRegister.vacation.advanceAllowed')}
                </Typography>
              )}
            </Stack>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name="from"
                label={t('dailyRegister.fields.from')}
                error={Boolean(errors.from)}
                helperText={fieldErrorText(t, errors.from)}
                testId="vacation-from"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name="to"
                label={t('dailyRegister.fields.to')}
                error={Boolean(errors.to)}
                helperText={fieldErrorText(t, errors.to)}
                testId="vacation-to"
              />
            </Grid>
          </Grid>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
            {t('dailyRegister.vacation.help')}
          </Typography>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={t('dailyRegister.actions.register')}
          submitTestId="vacation-submit"
        />
      </form>
    </Dialog>
  );
};
