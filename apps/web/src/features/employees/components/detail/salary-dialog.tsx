import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Dialog, DialogContent, DialogTitle, Grid, InputAdornment, TextField } from '@mui/material';
import { newSalaryRequest, WAGE_TYPES } from '@planilla/contracts';
import { addDays, todayInCostaRica } from '@planilla/domain';
import { enqueueSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateError } from '../../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../../lib/form';
import { useFormat } from '../../../../lib/use-format';
import { useAddSalary } from '../../api/salaries';
import { moneyInput } from '../../../../lib/money-input';
import { requiredDate } from './dates';
import { useWarningText } from './use-warning-text';
import { DateField } from '../../../../components/ui/date-field';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { useWageText } from '../wages/wage-text';
import { WageTypeField } from '../wages/wage-type-field';

export const salaryFormSchema = z.object({
  effectiveFrom: requiredDate,
  wageType: z.enum(WAGE_TYPES),
  amount: moneyInput,
  reason: newSalaryRequest.shape.reason,
});
type FormValues = z.input<typeof salaryFormSchema>;
type FormOutput = z.output<typeof salaryFormSchema>;

const FIELDS = ['effectiveFrom', 'wageType', 'amount', 'reason'] as const;

/** Today, or the first date the server accepts when today is not after the last row. */
const defaults = (minDate: string): FormValues => {
  const today = todayInCostaRica(new Date());
  return { effectiveFrom: today < minDate ? minDate : today, wageType: 'monthly', amount: '', reason: '' };
};

type SalaryDialogProps = {
  open: boolean;
  employeeNumber: number;
  /** Date of the newest row: the new one must come after it. */
  lastEffectiveFrom: string | null;
  /** Entry date of the current employment: the new row cannot be before it. */
  entryDate: string;
  /**
   * Monthly amount (or monthly equivalent) of the newest row, céntimos: a cut of more than 20 % from it asks for
   * confirmation. Compared with a monthly salary only (a daily or hourly wage's month depends on the schedule).
   */
  lastAmount?: number | null;
  onClose: () => void;
};

/** A new salary more than this share below the previous one is a cut the user confirms first. */
export const LARGE_CUT = 0.2;

/** The cut from `previous` to `next` in whole per cent when it is larger than `LARGE_CUT`, otherwise null. */
export const largeCut = (previous: number | null | undefined, next: number): number | null => {
  if (!previous || previous <= 0 || next >= previous * (1 - LARGE_CUT)) return null;
  return Math.round(((previous - next) / previous) * 100);
};

/** "Agregar salario": a new row of the history from a date; rows are never edited. */
export const SalaryDialog = ({
  open,
  employeeNumber,
  lastEffectiveFrom,
  entryDate,
  lastAmount = null,
  onClose,
}: SalaryDialogProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const warningText = useWarningText();
  const wageText = useWageText();
  const add = useAddSalary();
  const [generalError, setGeneralError] = useState<string | null>(null);
  /** The amount whose large cut the user was asked to confirm (a second "Agregar" confirms it). */
  const [cutAsked, setCutAsked] = useState<number | null>(null);
  const minDate =
    [lastEffectiveFrom ? addDays(lastEffectiveFrom, 1) : entryDate, entryDate].sort().at(-1) ?? entryDate;
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(salaryFormSchema),
    defaultValues: defaults(minDate),
  });
  const { errors, isSubmitting } = form.formState;
  const wageType = useWatch({ control: form.control, name: 'wageType' }) ?? 'monthly';

  useEffect(() => {
    if (open) {
      form.reset(defaults(minDate));
      setGeneralError(null);
      setCutAsked(null);
    }
  }, [open, minDate, form]);

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    if (
      values.wageType === 'monthly' &&
      largeCut(lastAmount, values.amount) !== null &&
      cutAsked !== values.amount
    ) {
      setCutAsked(values.amount);
      return;
    }
    try {
      const result = await add.mutateAsync({ num_empleado: employeeNumber, ...values });
      enqueueSnackbar(
        t('employeeDetail.salaries.added', {
          amount: wageText(result.salary.wageType, result.salary.wage),
          date: format.date(result.salary.effectiveFrom),
        }),
        { variant: 'success' },
      );
      for (const warning of result.warnings)
        enqueueSnackbar(warningText(warning), { variant: 'warning', autoHideDuration: 9000 });
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="salary-title">
      <DialogTitle id="salary-title">{t('employeeDetail.salaries.newTitle')}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="salary-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }}>
              {generalError}
            </Alert>
          )}
          {cutAsked !== null && lastAmount !== null ? (
            <Alert severity="warning" sx={{ mb: 2.5 }} data-testid="salary-cut-confirm">
              {t('employeeDetail.salaries.cutConfirm', {
                percent: largeCut(lastAmount, cutAsked),
                from: format.centimos(lastAmount),
                to: format.centimos(cutAsked),
              })}
            </Alert>
          ) : (
            <Alert severity="info" variant="outlined" sx={{ mb: 2.5 }}>
              {t('employeeDetail.salaries.newHelp')}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name="effectiveFrom"
                required
                label={t('employeeDetail.salaries.fields.effectiveFrom')}
                error={Boolean(errors.effectiveFrom)}
                helperText={
                  fieldErrorText(t, errors.effectiveFrom) ??
                  t('employeeDetail.salaries.effectiveFromHelp', { date: format.date(minDate) })
                }
                minDate={minDate}
                testId="salary-effective-from"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <WageTypeField
                field={form.register('wageType', { onChange: () => setCutAsked(null) })}
                testId="salary-wage-type"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...muiField(form.register('amount', { onChange: () => setCutAsked(null) }))}
                required
                autoFocus
                label={t(`employeeDetail.wages.amount.${wageType}`)}
                error={Boolean(errors.amount)}
                helperText={fieldErrorText(t, errors.amount) ?? t('employeeDetail.salaries.amountHelp')}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">₡</InputAdornment> },
                  htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'salary-amount' },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <TextField
                {...muiField(form.register('reason'))}
                label={t('employeeDetail.salaries.fields.reason')}
                error={Boolean(errors.reason)}
                helperText={fieldErrorText(t, errors.reason) ?? t('employeeDetail.optional')}
                slotProps={{ htmlInput: { 'data-testid': 'salary-reason' } }}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          submitting={isSubmitting}
          submitLabel={
            cutAsked !== null ? t('employeeDetail.salaries.cutSave') : t('employeeDetail.salaries.save')
          }
          submitColor={cutAsked !== null ? 'warning' : undefined}
          submitTestId="salary-submit"
        />
      </form>
    </Dialog>
  );
};
