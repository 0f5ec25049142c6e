import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { VACATION_ADJUSTMENT_KINDS } from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useFormat } from '../../../lib/use-format';
import { useAddVacationAdjustment, useRegisterVacationRange, useVacationData } from '../api/vacation-periods';

type Props = { employeeNumber: number; onClose: () => void };

type RangeForm = { from: string; to: string };
type AdjustmentForm = {
  kind: (typeof VACATION_ADJUSTMENT_KINDS)[number];
  days: string;
  effectiveDate: string;
  reason: string;
};

/**
 * One employee's vacation periods (from the hire date of the current employment), the days taken (V days of
 * the payrolls, booked vacations, opening balances and adjustments), and the two ways to change them:
 * register a vacation (the attendance's personal action) or record an opening balance / adjustment.
 */
export const EmployeeVacationDialog = ({ employeeNumber, onClose }: Props) => {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAppAbility();
  const canChange = ability.can('update', 'Vacation');
  const data = useVacationData(employeeNumber);
  const register = useRegisterVacationRange();
  const adjust = useAddVacationAdjustment();
  const today = todayInCostaRica(new Date());
  const [error, setError] = useState<string | null>(null);
  const rangeForm = useForm<RangeForm>({ defaultValues: { from: today, to: today } });
  const adjustmentForm = useForm<AdjustmentForm>({
    defaultValues: { kind: 'opening', days: '', effectiveDate: today, reason: '' },
  });
  const d = data.data;
  const days = (n: number) => format.number(n, 2);

  const submitRange = rangeForm.handleSubmit(async ({ from, to }) => {
    setError(null);
    try {
      const result = await register.mutateAsync({ num_empleado: employeeNumber, from, to });
      notify(t('vacationPeriods.dialog.vacationSaved', { days: format.quantity(result.range.days, 'days') }), 'success');
    } catch (err) {
      if (!applyServerFieldErrors(err, ['from', 'to'], rangeForm.setError)) setError(translateError(t, err));
    }
  });
  const submitAdjustment = adjustmentForm.handleSubmit(async (v) => {
    setError(null);
    const value = Number(v.days.replace(',', '.'));
    if (!v.days.trim() || !Number.isFinite(value)) {
      adjustmentForm.setError('days', { message: 'validation.invalidNumber' });
      return;
    }
    try {
      await adjust.mutateAsync({
        num_empleado: employeeNumber,
        kind: v.kind,
        days: value,
        effectiveDate: v.effectiveDate,
        reason: v.reason,
      });
      adjustmentForm.reset({ ...v, days: '', reason: '' });
      notify(t('vacationPeriods.dialog.adjustmentSaved'), 'success');
    } catch (err) {
      if (!applyServerFieldErrors(err, ['days', 'effectiveDate', 'reason', 'kind'], adjustmentForm.setError))
        setError(translateError(t, err));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="vacation-employee-title">
      <DialogTitle id="vacation-employee-title">
        {d
          ? t('vacationPeriods.dialog.title', { name: d.balance.fullName, num: employeeNumber })
          : t('vacationPeriods.dialog.loading')}
      </DialogTitle>
      <DialogContent dividers tabIndex={0}>
        {data.isLoading && <LinearProgress aria-label={t('vacationPeriods.dialog.loading')} />}
        {data.isError && <Alert severity="error">{translateError(t, data.error)}</Alert>}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="vacation-dialog-error">
            {error}
          </Alert>
        )}
        {d && (
          <Stack spacing={3}>
            <Stack
              direction="row"
              spacing={3}
              sx={{ flexWrap: 'wrap' }}
              data-testid="vacation-dialog-balance"
            >
              <Typography variant="body2">
                {t('vacationPeriods.dialog.hireDate', { date: format.date(d.balance.hireDate) })}
              </Typography>
              <Typography variant="body2">
                {t('vacationPeriods.dialog.perPeriod', {
                  days: d.balance.daysPerPeriod,
                  week: d.balance.workDaysPerWeek,
                })}
              </Typography>
              <Typography variant="body2">
                {t('vacationPeriods.columns.pending')}: <strong>{days(d.balance.pendingDays)}</strong>
              </Typography>
              <Typography variant="body2">
                {t('vacationPeriods.columns.value')}:{' '}
                <strong>{format.centimos(d.balance.pendingValue)}</strong>
              </Typography>
              {d.balance.overLimit && (
                <Chip size="small" color="warning" label={t('vacationPeriods.overLimit')} />
              )}
            </Stack>

            <Box>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('vacationPeriods.dialog.periods')}
              </Typography>
              <Table size="small" aria-label={t('vacationPeriods.dialog.periods')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('vacationPeriods.dialog.period')}</TableCell>
                    <TableCell>{t('vacationPeriods.dialog.from')}</TableCell>
                    <TableCell>{t('vacationPeriods.dialog.to')}</TableCell>
                    <TableCell>{t('vacationPeriods.dialog.grantBy')}</TableCell>
                    <TableCell>{t('vacationPeriods.dialog.status')}</TableCell>
                    <TableCell align="right">{t('vacationPeriods.dialog.months')}</TableCell>
                    <TableCell align="right">{t('vacationPeriods.dialog.entitled')}</TableCell>
                    <TableCell align="right">{t('vacationPeriods.columns.taken')}</TableCell>
                    <TableCell align="right">{t('vacationPeriods.columns.pending')}</TableCell>
                    <TableCell align="right">{t('vacationPeriods.columns.overdue')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.entitlement.periods.map((p) => (
                    <TableRow key={p.index} data-testid={`vacation-period-${p.index}`}>
                      <TableCell>{p.index}</TableCell>
                      <TableCell>{format.date(p.start)}</TableCell>
                      <TableCell>
                        {format.date(p.end)}
                        {p.unpaidDays > 0 && (
                          <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                            {t('vacationPeriods.dialog.movedDays', { count: p.unpaidDays })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{format.date(p.grantBy)}</TableCell>
                      <TableCell>{t(`vacationPeriods.dialog.statuses.${p.status}`)}</TableCell>
                      <TableCell align="right">{days(p.monthsWorked)}</TableCell>
                      <TableCell align="right">{days(p.entitledDays)}</TableCell>
                      <TableCell align="right">{days(p.takenDays)}</TableCell>
                      <TableCell align="right">{days(p.pendingDays)}</TableCell>
                      <TableCell
                        align="right"
                        sx={p.overdueDays > 0 ? { color: 'warning.main', fontWeight: 600 } : undefined}
                        data-testid={`vacation-period-${p.index}-overdue`}
                      >
                        {days(p.overdueDays)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>

            {canChange && d.balance.active && (
              <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: 5 }}>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {t('vacationPeriods.dialog.registerVacation')}
                  </Typography>
                  <form noValidate onSubmit={(e) => void submitRange(e)} data-testid="vacation-range-form">
                    <Stack spacing={2}>
                      <Stack direction="row" spacing={2}>
                        <DateField
                          control={rangeForm.control}
                          name="from"
                          label={t('vacationPeriods.dialog.from')}
                          size="small"
                          error={Boolean(rangeForm.formState.errors.from)}
                          helperText={fieldErrorText(t, rangeForm.formState.errors.from)}
                          testId="vacation-range-from"
                        />
                        <DateField
                          control={rangeForm.control}
                          name="to"
                          label={t('vacationPeriods.dialog.to')}
                          size="small"
                          error={Boolean(rangeForm.formState.errors.to)}
                          helperText={fieldErrorText(t, rangeForm.formState.errors.to)}
                          testId="vacation-range-to"
                        />
                      </Stack>
                      <Box>
                        <Button
                          type="submit"
                          variant="contained"
                          disabled={register.isPending}
                          data-testid="vacation-range-submit"
                        >
                          {t('vacationPeriods.dialog.registerVacation')}
                        </Button>
                      </Box>
                      <Typography variant="caption" color="text.secondary">
                        {t('vacationPeriods.dialog.vacationHelp')}
                      </Typography>
                    </Stack>
                  </form>
                </Grid>
                <Grid size={{ xs: 12, md: 7 }}>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {t('vacationPeriods.dialog.adjust')}
                  </Typography>
                  <form
                    noValidate
                    onSubmit={(e) => void submitAdjustment(e)}
                    data-testid="vacation-adjust-form"
                  >
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, sm: 4 }}>
                        <TextField
                          select
                          size="small"
                          fullWidth
                          label={t('vacationPeriods.dialog.kind')}
                          value={adjustmentForm.watch('kind')}
                          onChange={(e) =>
                            adjustmentForm.setValue('kind', e.target.value as AdjustmentForm['kind'])
                          }
                        >
                          {VACATION_ADJUSTMENT_KINDS.map((k) => (
                            <MenuItem key={k} value={k}>
                              {t(`vacationPeriods.dialog.kinds.${k}`)}
                            </MenuItem>
                          ))}
                        </TextField>
                      </Grid>
                      <Grid size={{ xs: 12, sm: 3 }}>
                        <TextField
                          size="small"
                          fullWidth
                          label={t('vacationPeriods.dialog.days')}
                          {...adjustmentForm.register('days')}
                          error={Boolean(adjustmentForm.formState.errors.days)}
                          helperText={fieldErrorText(t, adjustmentForm.formState.errors.days)}
                          slotProps={{
                            htmlInput: { inputMode: 'decimal', 'data-testid': 'vacation-adjust-days' },
                          }}
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 5 }}>
                        <DateField
                          control={adjustmentForm.control}
                          name="effectiveDate"
                          label={t('vacationPeriods.dialog.effectiveDate')}
                          size="small"
                          error={Boolean(adjustmentForm.formState.errors.effectiveDate)}
                          helperText={fieldErrorText(t, adjustmentForm.formState.errors.effectiveDate)}
                          testId="vacation-adjust-date"
                        />
                      </Grid>
                      <Grid size={12}>
                        <TextField
                          size="small"
                          fullWidth
                          label={t('vacationPeriods.dialog.reason')}
                          {...adjustmentForm.register('reason')}
                          error={Boolean(adjustmentForm.formState.errors.reason)}
                          helperText={
                            fieldErrorText(t, adjustmentForm.formState.errors.reason) ??
                            t('vacationPeriods.dialog.adjustHelp')
                          }
                          slotProps={{
                            htmlInput: { maxLength: 200, 'data-testid': 'vacation-adjust-reason' },
                          }}
                        />
                      </Grid>
                      <Grid size={12}>
                        <Button
                          type="submit"
                          variant="outlined"
                          disabled={adjust.isPending}
                          data-testid="vacation-adjust-submit"
                        >
                          {t('vacationPeriods.dialog.saveAdjustment')}
                        </Button>
                      </Grid>
                    </Grid>
                  </form>
                </Grid>
              </Grid>
            )}

            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 5 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {t('vacationPeriods.dialog.taken')}
                </Typography>
                {d.taken.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('vacationPeriods.dialog.noneTaken')}
                  </Typography>
                ) : (
                  <Table size="small" aria-label={t('vacationPeriods.dialog.taken')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('vacationPeriods.dialog.date')}</TableCell>
                        <TableCell>{t('vacationPeriods.dialog.source')}</TableCell>
                        <TableCell align="right">{t('vacationPeriods.dialog.days')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {d.taken.map((x) => (
                        <TableRow key={`${x.source}-${x.date}`}>
                          <TableCell>{format.date(x.date)}</TableCell>
                          <TableCell>
                            {x.source === 'attendance'
                              ? t('vacationPeriods.dialog.sources.attendance', { id: x.payrollId })
                              : t('vacationPeriods.dialog.sources.booked')}
                          </TableCell>
                          <TableCell align="right">{days(x.days)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {t('vacationPeriods.dialog.adjustments')}
                </Typography>
                {d.adjustments.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('vacationPeriods.dialog.noAdjustments')}
                  </Typography>
                ) : (
                  <Table size="small" aria-label={t('vacationPeriods.dialog.adjustments')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('vacationPeriods.dialog.date')}</TableCell>
                        <TableCell>{t('vacationPeriods.dialog.kind')}</TableCell>
                        <TableCell align="right">{t('vacationPeriods.dialog.days')}</TableCell>
                        <TableCell>{t('vacationPeriods.dialog.reason')}</TableCell>
                        <TableCell>{t('vacationPeriods.dialog.by')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {d.adjustments.map((a) => (
                        <TableRow key={a.id} data-testid={`vacation-adjustment-${a.id}`}>
                          <TableCell>{format.date(a.effectiveDate)}</TableCell>
                          <TableCell>{t(`vacationPeriods.dialog.kinds.${a.kind}`)}</TableCell>
                          <TableCell align="right">{days(a.days)}</TableCell>
                          <TableCell>{a.reason}</TableCell>
                          <TableCell>{a.createdBy ?? '—'}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Grid>
            </Grid>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="vacation-dialog-close">
          {t('vacationPeriods.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
