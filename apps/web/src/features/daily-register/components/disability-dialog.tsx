import { useState } from 'react';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { DISABILITY_TYPES, type DisabilityType } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form';
import { useFormat } from '../../../lib/use-format';
import { useRegisterDisability } from '../api/daily-register';

type Values = { from: string; to: string; disabilityType: DisabilityType; disabilityCertificate: string };
type Props = { employee: { num_empleado: number; fullName: string }; date: string; onClose: () => void };

/** A disability from–to: CCSS illness, INS work accident or maternity, with the boleta (medical certificate). */
export const DisabilityDialog = ({ employee, date, onClose }: Props) => {
  const { t } = useTranslation();
  const format = useFormat();
  const register = useRegisterDisability();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { from: date, to: date, disabilityType: 'ccss_illness', disabilityCertificate: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const result = await register.mutateAsync({ num_empleado: employee.num_empleado, ...values });
      enqueueSnackbar(t('dailyRegister.disability.saved', { days: format.quantity(result.range.days, 'days') }), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      if (
        !applyServerFieldErrors(
          error,
          ['from', 'to', 'disabilityType', 'disabilityCertificate'],
          form.setError,
        )
      )
        setGeneralError(translateError(t, error));
    }
  });
  return (
    <Dialog
      open
      onClose={() => !isSubmitting && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="disability-title"
    >
      <DialogTitle id="disability-title">
        {t('dailyRegister.disability.title', { name: employee.fullName, num: employee.num_empleado })}
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="disability-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {generalError}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name="from"
                label={t('dailyRegister.fields.from')}
                error={Boolean(errors.from)}
                helperText={fieldErrorText(t, errors.from)}
                testId="disability-from"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name="to"
                label={t('dailyRegister.fields.to')}
                error={Boolean(errors.to)}
                helperText={fieldErrorText(t, errors.to)}
                testId="disability-to"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="disabilityType"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('dailyRegister.fields.disabilityType')}
                    value={field.value}
                    onChange={field.onChange}
                  >
                    {DISABILITY_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`dailyRegister.disabilityTypes.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...form.register('disabilityCertificate')}
                size="small"
                fullWidth
                label={t('dailyRegister.fields.disabilityCertificate')}
                error={Boolean(errors.disabilityCertificate)}
                helperText={fieldErrorText(t, errors.disabilityCertificate)}
                slotProps={{ htmlInput: { 'data-testid': 'disability-certificate' } }}
              />
            </Grid>
          </Grid>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
            {t('dailyRegister.disability.help')}
          </Typography>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={t('dailyRegister.actions.register')}
          submitTestId="disability-submit"
        />
      </form>
    </Dialog>
  );
};
