import type { HTMLAttributes } from 'react';
import { Grid, MenuItem, TextField } from '@mui/material';
import { UNPAID_LEAVE_KINDS, V, type UnpaidLeaveKind } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateRangeDialog, type DateRangeValues } from '../../../components/ui/date-range-dialog';
import { fieldErrorText, muiField } from '../../../lib/form';
import { useRegisterUnpaidLeave } from '../api/daily-register';
import { registerRangeLabels } from './range-labels';

/** Longest reason the server takes (`unpaidLeaveRangeRequest.note`). */
const NOTE_MAX = 300;

type Values = DateRangeValues & { kind: UnpaidLeaveKind; note: string };
type Props = { employee: { num_empleado: number; fullName: string }; date: string; onClose: () => void };

/**
 * Days without pay from–to: a leave the employee asked for (permiso sin goce de salario) or a disciplinary
 * suspension, with its reason. The working days are marked A; the calendar days move the vacation anniversary.
 */
export const UnpaidLeaveDialog = ({ employee, date, onClose }: Props) => {
  const { t } = useTranslation();
  const register = useRegisterUnpaidLeave();
  const form = useForm<Values>({
    defaultValues: { kind: 'unpaid_leave', from: date, to: date, note: '' },
  });
  const { errors } = form.formState;
  const save = async (values: Values) => {
    const result = await register.mutateAsync({ num_empleado: employee.num_empleado, ...values });
    enqueueSnackbar(t(`dailyRegister.unpaidLeave.saved.${values.kind}`, { count: result.range.days }), {
      variant: 'success',
    });
  };
  return (
    <DateRangeDialog
      form={form}
      testIdPrefix="unpaid-leave"
      title={t('dailyRegister.unpaidLeave.title', { name: employee.fullName, num: employee.num_empleado })}
      labels={registerRangeLabels(t)}
      onSave={save}
      serverFields={['from', 'to', 'kind', 'note']}
      onClose={onClose}
      fieldsBefore={
        <Grid size={{ xs: 12 }}>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <TextField
                select
                size="small"
                fullWidth
                label={t('dailyRegister.fields.unpaidLeaveKind')}
                value={field.value}
                onChange={field.onChange}
                error={Boolean(errors.kind)}
                helperText={fieldErrorText(t, errors.kind) ?? t('dailyRegister.unpaidLeave.help')}
                slotProps={{
                  select: {
                    SelectDisplayProps: {
                      'data-testid': 'unpaid-leave-kind',
                    } as HTMLAttributes<HTMLDivElement>,
                  },
                }}
              >
                {UNPAID_LEAVE_KINDS.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {t(`dailyRegister.unpaidLeaveKinds.${kind}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      }
      fieldsAfter={
        <Grid size={{ xs: 12 }}>
          <TextField
            {...muiField(
              form.register('note', {
                validate: (value) => value.trim().length > 0 || V.required,
                maxLength: { value: NOTE_MAX, message: V.tooLong },
              }),
            )}
            required
            multiline
            minRows={2}
            size="small"
            fullWidth
            label={t('dailyRegister.fields.unpaidLeaveNote')}
            error={Boolean(errors.note)}
            helperText={fieldErrorText(t, errors.note)}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX, 'data-testid': 'unpaid-leave-note' } }}
          />
        </Grid>
      }
    />
  );
};
