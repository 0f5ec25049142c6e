import { Grid } from '@mui/material';
import type { AnalyticPayrollResponse, PayPeriodicity } from '@planilla/contracts';
import { PAY_PERIODICITIES } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../../lib/use-format';
import { ChartCard, FiguresTable, useChartColors, type TableColumn } from './chart-card';

type Month = AnalyticPayrollResponse['months'][number];
type Department = AnalyticPayrollResponse['byDepartment'][number];

/** Céntimos as millions of colones on an axis (the axis title names the unit). */
const millions = (centimos: number) => centimos / 100_000_000;

/** Payroll cost per month (stacked: gross, employer charges, provisions), by periodicity and by department. */
export const PayrollCostCharts = ({ data }: { data: AnalyticPayrollResponse }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const colors = useChartColors();
  const percent = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${f.number(v, 2)} %`);
  const axis = {
    tick: { fill: colors.axis, fontSize: 12 },
    stroke: colors.grid,
  };
  const moneyAxis = (
    <YAxis
      {...axis}
      width={56}
      tickFormatter={(v: number) => f.number(millions(v), 1)}
      label={{
        value: t('analytics.axis.millions'),
        angle: -90,
        position: 'insideLeft',
        fill: colors.axis,
        fontSize: 12,
      }}
    />
  );
  const tooltip = <Tooltip {...colors.tooltip} formatter={(value) => f.centimos(Number(value))} />;
  const empty = data.months.every((m) => m.payrolls === 0);

  const monthColumns: TableColumn<Month>[] = [
    { key: 'month', label: t('analytics.columns.month'), value: (m) => f.month(m.month) },
    {
      key: 'payrolls',
      label: t('analytics.columns.payrolls'),
      numeric: true,
      value: (m) => f.number(m.payrolls),
    },
    {
      key: 'headcount',
      label: t('analytics.columns.headcount'),
      numeric: true,
      value: (m) => f.number(m.headcount),
    },
    { key: 'gross', label: t('analytics.series.gross'), numeric: true, value: (m) => f.centimos(m.gross) },
    {
      key: 'charges',
      label: t('analytics.series.employerCharges'),
      numeric: true,
      value: (m) => f.centimos(m.employerCharges),
    },
    {
      key: 'provisions',
      label: t('analytics.series.provisions'),
      numeric: true,
      value: (m) => f.centimos(m.provisions),
    },
    { key: 'net', label: t('analytics.series.net'), numeric: true, value: (m) => f.centimos(m.net) },
    {
      key: 'cost',
      label: t('analytics.series.employerCost'),
      numeric: true,
      value: (m) => f.centimos(m.employerCost),
    },
    {
      key: 'prev',
      label: t('analytics.columns.vsPreviousMonth'),
      numeric: true,
      value: (m) => percent(m.changeVsPreviousMonth),
    },
    {
      key: 'year',
      label: t('analytics.columns.vsLastYear'),
      numeric: true,
      value: (m) => percent(m.changeVsLastYear),
    },
  ];

  // One row per month with a column per periodicity (employer cost).
  const periodicities = PAY_PERIODICITIES.filter((p) => data.byPeriodicity.some((r) => r.periodicity === p));
  const periodicityRows = data.months.map((m) => ({
    month: m.month,
    label: f.month(m.month),
    ...Object.fromEntries(
      periodicities.map((p) => [
        p,
        data.byPeriodicity.find((r) => r.month === m.month && r.periodicity === p)?.employerCost ?? 0,
      ]),
    ),
  })) as ({ month: string; label: string } & Partial<Record<PayPeriodicity, number>>)[];
  const periodicityColumns: TableColumn<(typeof periodicityRows)[number]>[] = [
    { key: 'month', label: t('analytics.columns.month'), value: (r) => r.label },
    ...periodicities.map((p) => ({
      key: p,
      label: t(`analytics.periodicity.${p}`),
      numeric: true,
      value: (r: (typeof periodicityRows)[number]) => f.centimos(r[p] ?? 0),
    })),
  ];

  const departmentName = (d: Department) => d.departmentName ?? t('analytics.noDepartment');
  const departmentRows = data.byDepartment.map((d) => ({ ...d, name: departmentName(d) }));
  const departmentColumns: TableColumn<(typeof departmentRows)[number]>[] = [
    { key: 'name', label: t('analytics.columns.department'), value: (d) => d.name },
    {
      key: 'headcount',
      label: t('analytics.columns.headcount'),
      numeric: true,
      value: (d) => f.number(d.headcount),
    },
    { key: 'gross', label: t('analytics.series.gross'), numeric: true, value: (d) => f.centimos(d.gross) },
    {
      key: 'charges',
      label: t('analytics.series.employerCharges'),
      numeric: true,
      value: (d) => f.centimos(d.employerCharges),
    },
    {
      key: 'provisions',
      label: t('analytics.series.provisions'),
      numeric: true,
      value: (d) => f.centimos(d.provisions),
    },
    {
      key: 'cost',
      label: t('analytics.series.employerCost'),
      numeric: true,
      value: (d) => f.centimos(d.employerCost),
    },
  ];
  const monthRows = data.months.map((m) => ({ ...m, label: f.month(m.month) }));

  return (
    <>
      <Grid size={{ xs: 12 }}>
        <ChartCard
          id="payroll-cost"
          title={t('analytics.charts.payrollCost.title')}
          subtitle={t('analytics.charts.payrollCost.subtitle', {
            from: f.month(data.from),
            to: f.month(data.to),
          })}
          empty={empty}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={monthRows} accessibilityLayer={false}>
                <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" {...axis} />
                {moneyAxis}
                {tooltip}
                <Legend wrapperStyle={{ color: colors.axis }} />
                <Bar
                  dataKey="gross"
                  name={t('analytics.series.gross')}
                  stackId="cost"
                  fill={colors.series[0]}
                />
                <Bar
                  dataKey="employerCharges"
                  name={t('analytics.series.employerCharges')}
                  stackId="cost"
                  fill={colors.series[1]}
                />
                <Bar
                  dataKey="provisions"
                  name={t('analytics.series.provisions')}
                  stackId="cost"
                  fill={colors.series[2]}
                />
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <FiguresTable
              caption={t('analytics.charts.payrollCost.title')}
              columns={monthColumns}
              rows={data.months}
              rowKey={(m) => m.month}
            />
          }
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard
          id="periodicity"
          title={t('analytics.charts.periodicity.title')}
          subtitle={t('analytics.charts.periodicity.subtitle')}
          empty={empty}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={periodicityRows} accessibilityLayer={false}>
                <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" {...axis} />
                {moneyAxis}
                {tooltip}
                <Legend wrapperStyle={{ color: colors.axis }} />
                {periodicities.map((p, i) => (
                  <Bar
                    key={p}
                    dataKey={p}
                    name={t(`analytics.periodicity.${p}`)}
                    stackId="p"
                    fill={colors.series[i % colors.series.length]}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <FiguresTable
              caption={t('analytics.charts.periodicity.title')}
              columns={periodicityColumns}
              rows={periodicityRows}
              rowKey={(r) => r.month}
            />
          }
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard
          id="department"
          title={t('analytics.charts.department.title')}
          subtitle={t('analytics.charts.department.subtitle')}
          empty={departmentRows.length === 0}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={departmentRows.slice(0, 10)} layout="vertical" accessibilityLayer={false}>
                <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" {...axis} tickFormatter={(v: number) => f.number(millions(v), 1)} />
                <YAxis type="category" dataKey="name" width={120} {...axis} />
                {tooltip}
                <Bar
                  dataKey="employerCost"
                  name={t('analytics.series.employerCost')}
                  fill={colors.series[0]}
                />
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <FiguresTable
              caption={t('analytics.charts.department.title')}
              columns={departmentColumns}
              rows={departmentRows}
              rowKey={(d) => String(d.departmentId)}
            />
          }
        />
      </Grid>
    </>
  );
};
