import { Stack, Typography } from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateRangeDialog, type DateRangeValues } from '../../../components/ui/date-range-dialog';
import { useFormat } from '../../../lib/use-format';
import { useRegisterVacation, useVacationBalance } from '../api/daily-register';
import { registerRangeLabels } from './range-labels';

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
  const form = useForm<DateRangeValues>({ defaultValues: { from: date, to: date } });
  const save = async ({ from, to }: DateRangeValues) => {
    const result = await register.mutateAsync({ num_empleado: employee.num_empleado, from, to });
    enqueueSnackbar(
      t('dailyRegister.vacation.saved', {
        days: format.quantity(result.range.days, 'days'),
        available: format.number(result.balance.availableDays, 2),
      }),
      { variant: 'success' },
    );
  };
  const b = balance.data;
  return (
    <DateRangeDialog
      form={form}
      testIdPrefix="vacation"
      title={t('dailyRegister.vacation.title', { name: employee.fullName, num: employee.num_empleado })}
      labels={registerRangeLabels(t)}
      onSave={save}
      serverFields={['from', 'to']}
      onClose={onClose}
      help={t('dailyRegister.vacation.help')}
      header={
        b && (
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
        )
      }
    />
  );
};
