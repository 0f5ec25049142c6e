import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  Grid,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  PAY_PERIODICITIES,
  periodicityChangeRequest,
  type EmployeeDetail,
  type PayPeriodicity,
  type PeriodicityItem,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../../../components/ui/date-field';
import { useAppAbility } from '../../../../lib/ability';
import { translateError } from '../../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../../lib/form';
import { useFormat } from '../../../../lib/use-format';
import { useUpdatePeriodicity } from '../../api/assignment';
import { usePeriodicityHistory } from '../../api/periodicity-history';
import { changeDateBounds } from './dated-change';
import { DatedHistoryTable } from './dated-history-table';
import { requiredDate } from './dates';
import { QueryState, SectionCard } from './detail-parts';

const formSchema = z.object({
  periodicity: z.enum(PAY_PERIODICITIES),
  effectiveFrom: requiredDate,
  reason: periodicityChangeRequest.shape.reason,
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['periodicity', 'effectiveFrom', 'reason'] as const;

/** "Cambiar la periodicidad": one of the four, from a date, with an optional reason. */
const PeriodicityChangeForm = ({
  employee,
  history,
}: {
  employee: EmployeeDetail;
  history: PeriodicityItem[];
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useUpdatePeriodicity();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const last = history[0];
  const from = last?.periodicity ?? employee.periodicity;
  const { minDate, maxDate, defaultDate } = changeDateBounds(employee, last?.effectiveFrom);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { periodicity: from, effectiveFrom: defaultDate, reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    form.reset({ periodicity: from, effectiveFrom: defaultDate, reason: '' });
  }, [from, defaultDate, form]);

  const chosen = form.watch('periodicity');

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await update.mutateAsync({ num_empleado: employee.num_empleado, ...values });
      enqueueSnackbar(
        t('employeeDetail.periodicity.saved', {
          periodicity: t(`employees.periodicity.${values.periodicity}`),
          date: format.date(values.effectiveFrom),
        }),
        { variant: 'success' },
      );
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  return (
    <SectionCard
      title={t('employeeDetail.periodicity.change')}
      subheader={t('employeeDetail.periodicity.changeHelp')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="periodicity-form">
        <Stack spacing={2.5}>
          {generalError && (
            <Alert severity="error" onClose={() => setGeneralError(null)}>
              {generalError}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="periodicity"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onChange={(event) => field.onChange(event.target.value as PayPeriodicity)}
                aria-label={t('employeeDetail.periodicity.change')}
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}
              >
                {PAY_PERIODICITIES.map((periodicity) => (
                  <Box
                    key={periodicity}
                    sx={{
                      border: 1,
                      borderColor: field.value === periodicity ? 'primary.main' : 'divider',
                      borderRadius: 1.5,
                      px: 2,
                      py: 1,
                    }}
                  >
                    <FormControlLabel
                      value={periodicity}
                      control={<Radio data-testid={`periodicity-${periodicity}`} />}
                      label={
                        <Box sx={{ py: 0.5 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {t(`employees.periodicity.${periodicity}`)}
                          </Typography>
                          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                            {t(`employeeDetail.periodicity.help.${periodicity}`)}
                          </Typography>
                        </Box>
                      }
                      sx={{ m: 0, width: '100%', alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.25 } }}
                    />
                  </Box>
                ))}
              </RadioGroup>
            )}
          />
          <Grid container spacing={2.5} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <DateField
                control={form.control}
                name="effectiveFrom"
                required
                label={t('employeeDetail.history.effectiveFrom')}
                error={Boolean(errors.effectiveFrom)}
                helperText={
                  fieldErrorText(t, errors.effectiveFrom) ??
                  t('employeeDetail.history.effectiveFromHelp', { date: format.date(minDate) })
                }
                minDate={minDate}
                maxDate={maxDate}
                testId="periodicity-effective-from"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                {...muiField(form.register('reason'))}
                fullWidth
                size="small"
                label={t('employeeDetail.history.reason')}
                error={Boolean(errors.reason)}
                helperText={fieldErrorText(t, errors.reason) ?? t('employeeDetail.optional')}
                slotProps={{ htmlInput: { 'data-testid': 'periodicity-reason' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 2 }}>
              <Button
                fullWidth
                type="submit"
                variant="contained"
                disabled={chosen === from || isSubmitting}
                data-testid="periodicity-save"
                startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ height: 40 }}
              >
                {t('employeeDetail.actions.save')}
              </Button>
            </Grid>
          </Grid>
          <Alert severity="info" variant="outlined">
            {t('employeeDetail.periodicity.note')}
          </Alert>
        </Stack>
      </form>
    </SectionCard>
  );
};

/** Pay periodicity: how often the employee is paid, a dated change, and the history of changes. */
export const PeriodicityTab = ({ employee }: { employee: EmployeeDetail }) => {
  const { t } = useTranslation();
  const canUpdate = useAppAbility().can('update', 'Employee');
  const history = usePeriodicityHistory(employee.num_empleado);
  const items = history.data?.items ?? [];

  return (
    <Stack spacing={3}>
      <SectionCard
        title={t('employeeDetail.periodicity.title')}
        subheader={t('employeeDetail.periodicity.subtitle')}
        testId="periodicity-tab"
      >
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {t('employeeDetail.periodicity.current')}
        </Typography>
        <Typography variant="h6" component="p" data-testid="periodicity-current">
          {t(`employees.periodicity.${employee.periodicity}`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`employeeDetail.periodicity.help.${employee.periodicity}`)}
        </Typography>
      </SectionCard>
      {canUpdate && history.isSuccess && <PeriodicityChangeForm employee={employee} history={items} />}
      <SectionCard
        title={t('employeeDetail.periodicity.historyTitle')}
        subheader={t('employeeDetail.periodicity.historyHelp')}
        noPadding
      >
        <QueryState
          isLoading={history.isLoading}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
        {items.length > 0 && (
          <DatedHistoryTable
            items={items}
            minWidth={640}
            testId="periodicity-history"
            rowTestId="periodicity-row"
            columns={[
              {
                header: t('employeeDetail.periodicity.title'),
                sx: { fontWeight: 500 },
                cell: (item) => t(`employees.periodicity.${item.periodicity}`),
              },
            ]}
          />
        )}
      </SectionCard>
    </Stack>
  );
};
