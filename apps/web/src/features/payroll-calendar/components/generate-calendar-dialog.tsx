import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
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
import {
  generateCalendarRequest,
  PAY_DATE_RULES,
  PAY_DATE_TIMINGS,
  PAY_PERIODICITIES,
  type GenerateCalendarRequest,
  type GenerateCalendarResponse,
  type PayPeriodicity,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form';
import { useCompanySettings, useGenerateCalendar } from '../api/payroll-calendar';

const FIELDS = ['periodicity', 'year', 'anchor', 'payDateTiming', 'payDateDays', 'payDateRule'] as const;

type Props = {
  year: number;
  periodicity: PayPeriodicity;
  /** With what was generated, so the calendar shows it. */
  onClose: (shown?: { year: number; periodicity: PayPeriodicity }) => void;
};

/**
 * Generate a year's payrolls of one periodicity. The first day of the week, the pay-date timing and the
 * business-day rule start from the company's settings; only the missing periods are added.
 */
export const GenerateCalendarDialog = ({ year, periodicity, onClose }: Props) => {
  const { t } = useTranslation();
  const settings = useCompanySettings().data;
  const generate = useGenerateCalendar();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [result, setResult] = useState<GenerateCalendarResponse | null>(null);
  const form = useForm<GenerateCalendarRequest>({
    resolver: zodResolver(generateCalendarRequest) as never,
    values: {
      periodicity,
      year,
      anchor: settings?.weekAnchor ?? '2024-01-01',
      payDateTiming: settings?.payDateTiming ?? 'periodEnd',
      payDateDays: settings?.payDateDays ?? 0,
      payDateRule: settings?.payDateRule ?? 'previous_business_day',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const chosen = form.watch('periodicity');
  const timing = form.watch('payDateTiming');
  const weekBased = chosen === 'weekly' || chosen === 'biweekly';

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const body: GenerateCalendarRequest = {
        ...values,
        year: Number(values.year),
        payDateDays: values.payDateTiming === 'daysAfterEnd' ? Number(values.payDateDays ?? 0) : 0,
      };
      if (!weekBased) delete body.anchor;
      const answer = await generate.mutateAsync(body);
      setResult(answer);
      enqueueSnackbar(t('payrollCalendar.generate.done', { created: answer.created.length }), {
        variant: 'success',
      });
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  const close = () => {
    if (isSubmitting) return;
    const values = form.getValues();
    onClose(result ? { year: Number(values.year), periodicity: values.periodicity } : undefined);
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="generate-title">
      <DialogTitle id="generate-title">{t('payrollCalendar.generate.title')}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="generate-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }} data-testid="generate-error">
              {generalError}
            </Alert>
          )}
          {result && (
            <Alert severity="success" sx={{ mb: 2.5 }} data-testid="generate-result">
              {t('payrollCalendar.generate.result', {
                created: result.created.length,
                existing: result.existing,
                total: result.total,
              })}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            {t('payrollCalendar.generate.help')}
          </Typography>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 7 }}>
              <Controller
                control={form.control}
                name="periodicity"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('payrollCalendar.fields.periodicity')}
                    value={field.value}
                    onChange={field.onChange}
                    error={Boolean(errors.periodicity)}
                    helperText={fieldErrorText(t, errors.periodicity)}
                    slotProps={{
                      select: { SelectDisplayProps: { 'data-testid': 'generate-periodicity' } as object },
                    }}
                  >
                    {PAY_PERIODICITIES.map((p) => (
                      <MenuItem key={p} value={p}>
                        {t(`payrollCalendar.periodicity.${p}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                {...form.register('year', { valueAsNumber: true })}
                type="number"
                size="small"
                fullWidth
                label={t('payrollCalendar.fields.year')}
                error={Boolean(errors.year)}
                helperText={fieldErrorText(t, errors.year)}
                slotProps={{ htmlInput: { 'data-testid': 'generate-year', min: 2000, max: 2100 } }}
              />
            </Grid>
            {weekBased && (
              <Grid size={12}>
                <DateField
                  control={form.control}
                  name="anchor"
                  label={t('payrollCalendar.fields.anchor')}
                  error={Boolean(errors.anchor)}
                  helperText={fieldErrorText(t, errors.anchor) ?? t('payrollCalendar.help.anchor')}
                  testId="generate-anchor"
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: timing === 'daysAfterEnd' ? 7 : 12 }}>
              <Controller
                control={form.control}
                name="payDateTiming"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('payrollCalendar.fields.payDateTiming')}
                    value={field.value}
                    onChange={field.onChange}
                  >
                    {PAY_DATE_TIMINGS.map((p) => (
                      <MenuItem key={p} value={p}>
                        {t(`payrollCalendar.timing.${p}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            {timing === 'daysAfterEnd' && (
              <Grid size={{ xs: 12, sm: 5 }}>
                <TextField
                  {...form.register('payDateDays', { valueAsNumber: true })}
                  type="number"
                  size="small"
                  fullWidth
                  label={t('payrollCalendar.fields.payDateDays')}
                  error={Boolean(errors.payDateDays)}
                  helperText={fieldErrorText(t, errors.payDateDays)}
                  slotProps={{ htmlInput: { min: 0, max: 31 } }}
                />
              </Grid>
            )}
            <Grid size={12}>
              <Controller
                control={form.control}
                name="payDateRule"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('payrollCalendar.fields.payDateRule')}
                    value={field.value}
                    onChange={field.onChange}
                  >
                    {PAY_DATE_RULES.map((p) => (
                      <MenuItem key={p} value={p}>
                        {t(`payrollCalendar.rule.${p}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          submitting={isSubmitting}
          submitLabel={t('payrollCalendar.generate.submit')}
          submitTestId="generate-submit"
        />
      </form>
    </Dialog>
  );
};
