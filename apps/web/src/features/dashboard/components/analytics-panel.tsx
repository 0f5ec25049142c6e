import { Alert, Card, CardContent, Grid, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import {
  PAY_PERIODICITIES,
  type AnalyticAttendanceRequest,
  type AnalyticPayrollRequest,
  type PayPeriodicity,
} from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import {
  useAnalyticAttendance,
  useAnalyticPayroll,
  useAnalyticsDepartments,
  useDashboardAttention,
  useDashboardCards,
} from '../api/analytics';
import { AttendanceChart } from './attendance-chart';
import { AttentionCard } from './attention-card';
import { KpiCards } from './kpi-cards';
import { PayrollCostCharts } from './payroll-cost-charts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The dashboard's figures: cards, what needs attention, payroll cost and attendance charts. The range and the
 * filters live in the URL (`from`, `to`, `periodicity`, `department`, `afrom`, `ato`, `granularity`), so a view
 * can be bookmarked and shared; each part shows only when the role may read it.
 */
export const AnalyticsPanel = () => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canPayroll = ability.can('read', 'Payroll');
  const canAttendance = ability.can('read', 'Attendance');
  const [params, setParams] = useSearchParams();
  const get = (key: string, valid: RegExp) => {
    const v = params.get(key);
    return v && valid.test(v) ? v : undefined;
  };
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const periodicity = PAY_PERIODICITIES.find((p) => p === params.get('periodicity'));
  const department = Number(params.get('department')) || undefined;
  const payrollRequest: AnalyticPayrollRequest = {
    ...(get('from', MONTH) ? { from: get('from', MONTH) } : {}),
    ...(get('to', MONTH) ? { to: get('to', MONTH) } : {}),
    ...(periodicity ? { periodicity } : {}),
    ...(department ? { departmentId: department } : {}),
  };
  const granularity =
    params.get('granularity') === 'week' ? 'week' : params.get('granularity') === 'day' ? 'day' : undefined;
  const attendanceRequest: AnalyticAttendanceRequest = {
    ...(get('afrom', DAY) ? { from: get('afrom', DAY) } : {}),
    ...(get('ato', DAY) ? { to: get('ato', DAY) } : {}),
    ...(granularity ? { granularity } : {}),
    ...(department ? { departmentId: department } : {}),
  };

  const cards = useDashboardCards();
  const attention = useDashboardAttention();
  const payroll = useAnalyticPayroll(payrollRequest, canPayroll);
  const attendance = useAnalyticAttendance(attendanceRequest, canAttendance);
  const departments = useAnalyticsDepartments(canPayroll || canAttendance);
  const failure = [cards, attention, payroll, attendance].find((q) => q.error)?.error;

  return (
    <>
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {translateError(t, failure)}
        </Alert>
      ) : null}
      <Grid container spacing={3} data-testid="analytics-panel">
        {cards.data ? <KpiCards cards={cards.data} /> : null}
        <Grid size={{ xs: 12 }}>
          {attention.data ? (
            <AttentionCard items={attention.data.items} />
          ) : (
            <LinearProgress aria-label={t('analytics.loading')} />
          )}
        </Grid>
        {canPayroll || canAttendance ? (
          <Grid size={{ xs: 12 }}>
            <Card>
              <CardContent>
                <Stack
                  direction={{ xs: 'column', md: 'row' }}
                  spacing={2}
                  sx={{ flexWrap: 'wrap' }}
                  useFlexGap
                >
                  {canPayroll ? (
                    <>
                      <TextField
                        type="month"
                        size="small"
                        label={t('analytics.filters.fromMonth')}
                        value={get('from', MONTH) ?? payroll.data?.from ?? ''}
                        onChange={(e) => set('from', e.target.value)}
                        slotProps={{
                          inputLabel: { shrink: true },
                          htmlInput: { 'data-testid': 'filter-from' },
                        }}
                      />
                      <TextField
                        type="month"
                        size="small"
                        label={t('analytics.filters.toMonth')}
                        value={get('to', MONTH) ?? payroll.data?.to ?? ''}
                        onChange={(e) => set('to', e.target.value)}
                        slotProps={{ inputLabel: { shrink: true } }}
                      />
                      <TextField
                        select
                        size="small"
                        sx={{ minWidth: 160 }}
                        label={t('analytics.filters.periodicity')}
                        value={periodicity ?? ''}
                        onChange={(e) => set('periodicity', e.target.value)}
                      >
                        <MenuItem value="">{t('analytics.filters.all')}</MenuItem>
                        {PAY_PERIODICITIES.map((p: PayPeriodicity) => (
                          <MenuItem key={p} value={p}>
                            {t(`analytics.periodicity.${p}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    </>
                  ) : null}
                  <TextField
                    select
                    size="small"
                    sx={{ minWidth: 180 }}
                    label={t('analytics.filters.department')}
                    value={department ? String(department) : ''}
                    onChange={(e) => set('department', e.target.value)}
                  >
                    <MenuItem value="">{t('analytics.filters.all')}</MenuItem>
                    {(departments.data ?? []).map((d) => (
                      <MenuItem key={d.id} value={String(d.id)}>
                        {d.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  {canAttendance ? (
                    <>
                      <TextField
                        type="date"
                        size="small"
                        label={t('analytics.filters.fromDay')}
                        value={get('afrom', DAY) ?? attendance.data?.from ?? ''}
                        onChange={(e) => set('afrom', e.target.value)}
                        slotProps={{ inputLabel: { shrink: true } }}
                      />
                      <TextField
                        type="date"
                        size="small"
                        label={t('analytics.filters.toDay')}
                        value={get('ato', DAY) ?? attendance.data?.to ?? ''}
                        onChange={(e) => set('ato', e.target.value)}
                        slotProps={{ inputLabel: { shrink: true } }}
                      />
                      <TextField
                        select
                        size="small"
                        sx={{ minWidth: 140 }}
                        label={t('analytics.filters.granularity')}
                        value={granularity ?? attendance.data?.granularity ?? 'day'}
                        onChange={(e) => set('granularity', e.target.value)}
                      >
                        <MenuItem value="day">{t('analytics.filters.byDay')}</MenuItem>
                        <MenuItem value="week">{t('analytics.filters.byWeek')}</MenuItem>
                      </TextField>
                    </>
                  ) : null}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ) : null}
        {canPayroll && payroll.data ? <PayrollCostCharts data={payroll.data} /> : null}
        {canAttendance && attendance.data ? (
          <Grid size={{ xs: 12 }}>
            <AttendanceChart data={attendance.data} />
          </Grid>
        ) : null}
      </Grid>
    </>
  );
};
