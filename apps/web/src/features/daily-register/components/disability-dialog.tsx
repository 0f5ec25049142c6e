import { Grid, MenuItem, TextField } from '@mui/material';
import { DISABILITY_TYPES, type DisabilityType } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateRangeDialog, type DateRangeValues } from '../../../components/ui/date-range-dialog';
import { fieldErrorText } from '../../../lib/form';
import { useFormat } from '../../../lib/use-format';
import { useRegisterDisability } from '../api/daily-register';
import { registerRangeLabels } from './range-labels';

type Values = DateRangeValues & { disabilityType: DisabilityType; disabilityCertificate: string };
type Props = { employee: { num_empleado: number; fullName: string }; date: string; onClose: () => void };

/** A disability from–to: CCSS illness, INS work accident, maternity or paternity, with the boleta (medical certificate). */
export const DisabilityDialog = ({ employee, date, onClose }: Props) => {
  const { t } = useTranslation();
  const format = useFormat();
  const register = useRegisterDisability();
  const form = useForm<Values>({
    defaultValues: { from: date, to: date, disabilityType: 'ccss_illness', disabilityCertificate: '' },
  });
  const { errors } = form.formState;
  const save = async (values: Values) => {
    const result = await register.mutateAsync({ num_empleado: employee.num_empleado, ...values });
    enqueueSnackbar(
      t('dailyRegister.disability.saved', { days: format.quantity(result.range.days, 'days') }),
      {
        variant: 'success',
      },
    );
  };
  return (
    <DateRangeDialog
      form={form}
      testIdPrefix="disability"
      title={t('dailyRegister.disability.title', { name: employee.fullName, num: employee.num_empleado })}
      labels={registerRangeLabels(t)}
      onSave={save}
      serverFields={['from', 'to', 'disabilityType', 'disabilityCertificate']}
      onClose={onClose}
      help={t('dailyRegister.disability.help')}
      fieldsAfter={
        <>
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
        </>
      }
    />
  );
};
