import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  Grid,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  COMPANY_PAY_DATE_TIMINGS,
  PAY_DATE_RULES,
  VACATION_APPROVERS,
  updateCompanySettingsRequest,
  type UpdateCompanySettingsRequest,
} from '@planilla/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form';
import { useFormat } from '../../../lib/use-format';
import { useCompanySettings, useUpdateCompanySettings } from '../api/payroll-calendar';

type SwitchName = 'allowAdvanceVacations' | 'voucherPassword' | 'weeklyRestDayPaid';

/** A yes/no setting: its name and what it does under it. */
const SettingSwitch = ({
  control,
  name,
  disabled,
  testId,
}: {
  control: Control<UpdateCompanySettingsRequest>;
  name: SwitchName;
  disabled: boolean;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          disabled={disabled}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(_e, checked) => field.onChange(checked)}
              slotProps={{ input: { 'data-testid': testId } as object }}
            />
          }
          label={
            <>
              <Typography variant="body2">{t(`payrollCalendar.fields.${name}`)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t(`payrollCalendar.help.${name}`)}
              </Typography>
            </>
          }
        />
      )}
    />
  );
};

const FIELDS = [
  'payDateRule',
  'payDateTiming',
  'payDateDays',
  'weekAnchor',
  'allowAdvanceVacations',
  'vacationMaxPeriods',
  'vacationGrantWeeks',
  'voucherPassword',
  'weeklyRestDayPaid',
  'vacationApprover',
] as const;

/** The company's payroll settings: everyone who reads parameters sees them; payroll managers change them. */
export const CompanySettingsCard = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const canEdit = useAppAbility().can('manage', 'Parameter');
  const settings = useCompanySettings();
  const update = useUpdateCompanySettings();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<UpdateCompanySettingsRequest>({
    resolver: zodResolver(updateCompanySettingsRequest) as never,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const data = settings.data;
  useEffect(() => {
    if (data)
      form.reset({
        payDateRule: data.payDateRule,
        payDateTiming: data.payDateTiming,
        payDateDays: data.payDateDays,
        weekAnchor: data.weekAnchor,
        allowAdvanceVacations: data.allowAdvanceVacations,
        vacationMaxPeriods: data.vacationMaxPeriods,
        vacationGrantWeeks: data.vacationGrantWeeks,
        voucherPassword: data.voucherPassword,
        weeklyRestDayPaid: data.weeklyRestDayPaid,
        vacationApprover: data.vacationApprover,
      });
  }, [data, form]);
  const timing = form.watch('payDateTiming');
  const anchor = form.watch('weekAnchor');
  const weekdayName =
    anchor && /^\d{4}-\d{2}-\d{2}$/.test(anchor)
      ? new Intl.DateTimeFormat(format.language === 'en' ? 'en-US' : 'es-CR', {
          weekday: 'long',
          timeZone: 'UTC',
        }).format(new Date(`${anchor}T00:00:00Z`))
      : '';

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await update.mutateAsync({
        ...values,
        payDateDays: values.payDateTiming === 'daysAfterEnd' ? Number(values.payDateDays ?? 0) : 0,
      });
      enqueueSnackbar(t('payrollCalendar.settings.saved'), { variant: 'success' });
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  if (!data) return null;
  return (
    <Card data-testid="company-settings">
      <CardHeader
        title={t('payrollCalendar.settings.title')}
        subheader={
          data.updatedAt
            ? t('payrollCalendar.settings.updated', {
                date: format.dateTime(data.updatedAt),
                user: data.updatedBy ?? '—',
              })
            : t('payrollCalendar.settings.defaults')
        }
      />
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)}>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {generalError}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 4 }}>
              <DateField
                control={form.control}
                name="weekAnchor"
                label={t('payrollCalendar.fields.anchor')}
                disabled={!canEdit}
                error={Boolean(errors.weekAnchor)}
                helperText={
                  fieldErrorText(t, errors.weekAnchor) ??
                  t('payrollCalendar.settings.weekStarts', { weekday: weekdayName })
                }
                testId="settings-week-anchor"
              />
            </Grid>
            <Grid size={{ xs: 12, md: timing === 'daysAfterEnd' ? 2.5 : 4 }}>
              <Controller
                control={form.control}
                name="payDateTiming"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    disabled={!canEdit}
                    label={t('payrollCalendar.fields.payDateTiming')}
                    value={field.value ?? 'periodEnd'}
                    onChange={field.onChange}
                  >
                    {COMPANY_PAY_DATE_TIMINGS.map((p) => (
                      <MenuItem key={p} value={p}>
                        {t(`payrollCalendar.timing.${p}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            {timing === 'daysAfterEnd' && (
              <Grid size={{ xs: 12, md: 1.5 }}>
                <TextField
                  {...form.register('payDateDays', { valueAsNumber: true })}
                  type="number"
                  size="small"
                  fullWidth
                  disabled={!canEdit}
                  label={t('payrollCalendar.fields.payDateDays')}
                  error={Boolean(errors.payDateDays)}
                  helperText={fieldErrorText(t, errors.payDateDays)}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={form.control}
                name="payDateRule"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    disabled={!canEdit}
                    label={t('payrollCalendar.fields.payDateRule')}
                    value={field.value ?? 'previous_business_day'}
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
            <Grid size={{ xs: 12, md: 4 }}>
              <SettingSwitch
                control={form.control}
                name="allowAdvanceVacations"
                disabled={!canEdit}
                testId="settings-advance-vacations"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={form.control}
                name="vacationApprover"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    disabled={!canEdit}
                    label={t('payrollCalendar.fields.vacationApprover')}
                    value={field.value ?? 'roles'}
                    onChange={field.onChange}
                    error={Boolean(errors.vacationApprover)}
                    helperText={
                      fieldErrorText(t, errors.vacationApprover) ?? t('payrollCalendar.help.vacationApprover')
                    }
                    slotProps={{ htmlInput: { 'data-testid': 'settings-vacation-approver' } }}
                  >
                    {VACATION_APPROVERS.map((a) => (
                      <MenuItem key={a} value={a} data-testid={`settings-vacation-approver-${a}`}>
                        {t(`payrollCalendar.approver.${a}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                {...form.register('vacationMaxPeriods', { valueAsNumber: true })}
                type="number"
                size="small"
                fullWidth
                disabled={!canEdit}
                label={t('payrollCalendar.fields.vacationMaxPeriods')}
                error={Boolean(errors.vacationMaxPeriods)}
                helperText={
                  fieldErrorText(t, errors.vacationMaxPeriods) ?? t('payrollCalendar.help.vacationMaxPeriods')
                }
                slotProps={{
                  htmlInput: { min: 1, max: 10, step: 1, 'data-testid': 'settings-vacation-max-periods' },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                {...form.register('vacationGrantWeeks', { valueAsNumber: true })}
                type="number"
                size="small"
                fullWidth
                disabled={!canEdit}
                label={t('payrollCalendar.fields.vacationGrantWeeks')}
                error={Boolean(errors.vacationGrantWeeks)}
                helperText={
                  fieldErrorText(t, errors.vacationGrantWeeks) ?? t('payrollCalendar.help.vacationGrantWeeks')
                }
                slotProps={{
                  htmlInput: { min: 1, max: 15, step: 1, 'data-testid': 'settings-vacation-grant-weeks' },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <SettingSwitch
                control={form.control}
                name="weeklyRestDayPaid"
                disabled={!canEdit}
                testId="settings-weekly-rest-day-paid"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <SettingSwitch
                control={form.control}
                name="voucherPassword"
                disabled={!canEdit}
                testId="settings-voucher-password"
              />
            </Grid>
            {canEdit && (
              <Grid
                size={{ xs: 12, md: 4 }}
                sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}
              >
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!isDirty || isSubmitting}
                  data-testid="settings-save"
                >
                  {t('payrollCalendar.actions.save')}
                </Button>
              </Grid>
            )}
          </Grid>
        </form>
      </CardContent>
    </Card>
  );
};
