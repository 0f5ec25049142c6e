import { InputAdornment, TextField } from '@mui/material';
import { useWageText } from '../wages/wage-text';
import { parseColones } from '@planilla/domain';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, muiField } from '../../../../lib/form';
import { useFormat } from '../../../../lib/use-format';
import type { EmployeeFormValues } from './schema';
import { SelectField } from './select-field';

// The fields below watch their own values: typing a salary or choosing a schedule re-renders that field only,
// not the whole form (a full re-render of ~40 MUI fields per keystroke made the form slow on a busy machine).

type ScheduleOption = { id: number; name: string; jornadaType: string; weeklyHours: number };

/** The schedule select, with the jornada and weekly hours of the chosen one under it. */
export const ScheduleSelect = ({
  schedules,
  currentLabel,
}: {
  schedules: ScheduleOption[];
  currentLabel?: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const scheduleId = useWatch<EmployeeFormValues, 'scheduleId'>({ name: 'scheduleId' });
  const help = (item: ScheduleOption) =>
    t('employeeForm.help.schedule', {
      jornada: t(`employeeForm.jornada.${item.jornadaType}`),
      hours: format.number(item.weeklyHours),
    });
  const schedule = schedules.find((item) => String(item.id) === scheduleId);
  return (
    <SelectField
      name="scheduleId"
      label={t('employeeForm.fields.scheduleId')}
      required
      currentLabel={currentLabel}
      helperText={schedule ? help(schedule) : undefined}
      options={schedules.map((item) => ({ value: String(item.id), label: item.name, secondary: help(item) }))}
    />
  );
};

/** The starting salary in colones, with the amount read back under it. */
export const SalaryInput = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const { register } = useFormContext<EmployeeFormValues>();
  const salaryText = useWatch<EmployeeFormValues, 'salary'>({ name: 'salary' });
  const wageType = useWatch<EmployeeFormValues, 'wageType'>({ name: 'wageType' }) ?? 'monthly';
  const wageText = useWageText();
  const { errors } = useFormState<EmployeeFormValues>({ name: 'salary' });
  const salary = parseColones(salaryText ?? '');
  return (
    <TextField
      {...muiField(register('salary'))}
      label={
        wageType === 'monthly'
          ? t('employeeForm.fields.salary')
          : t(`employeeDetail.wages.amount.${wageType}`)
      }
      required
      error={Boolean(errors.salary)}
      helperText={
        fieldErrorText(t, errors.salary) ??
        (salary === null || salary <= 0
          ? t('employeeForm.help.salary')
          : wageType === 'monthly'
            ? t('employeeForm.help.salaryAmount', { amount: format.centimos(salary) })
            : wageText(wageType, salary))
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'data-testid': 'employee-salary' },
        input: { startAdornment: <InputAdornment position="start">₡</InputAdornment> },
      }}
    />
  );
};

export type TextName = Exclude<keyof EmployeeFormValues & string, 'homeAddress'>;

/**
 * A text field of the form. Its label shrinks whenever it holds a value, also one set by the program (the
 * names filled from the padrón): MUI only notices values typed into an uncontrolled input.
 */
export const TextInput = ({
  name,
  label,
  required,
  helperText,
  type,
}: {
  name: TextName;
  label: string;
  required?: boolean;
  helperText?: string;
  type?: string;
}) => {
  const { t } = useTranslation();
  const { register } = useFormContext<EmployeeFormValues>();
  const value = useWatch<EmployeeFormValues, TextName>({ name });
  const { errors } = useFormState<EmployeeFormValues>({ name });
  const filled = value !== undefined && value !== null && String(value) !== '';
  return (
    <TextField
      {...muiField(register(name))}
      label={label}
      required={required}
      type={type}
      error={Boolean(errors[name])}
      helperText={fieldErrorText(t, errors[name]) ?? helperText}
      slotProps={{
        htmlInput: { 'data-testid': `employee-${name}` },
        inputLabel: { shrink: type === 'date' || filled ? true : undefined },
      }}
    />
  );
};
