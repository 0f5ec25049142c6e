import type { AnalyticAttendanceResponse } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../../lib/use-format';
import { ChartCard, FiguresTable, useChartColors, type TableColumn } from './chart-card';

type Point = AnalyticAttendanceResponse['points'][number];
const SERIES = ['worked', 'absences', 'vacation', 'disability', 'extraHours'] as const;

/** The attendance line: employee-days worked, absent, on vacation, disabled, and extra hours, per day or week. */
export const AttendanceChart = ({ data }: { data: AnalyticAttendanceResponse }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const colors = useChartColors();
  const axis = { tick: { fill: colors.axis, fontSize: 12 }, stroke: colors.grid };
  const rows = data.points.map((p) => ({ ...p, label: f.date(p.date).slice(0, 5) }));
  const columns: TableColumn<Point>[] = [
    {
      key: 'date',
      label: t(data.granularity === 'week' ? 'analytics.columns.week' : 'analytics.columns.day'),
      value: (p) => f.date(p.date),
    },
    ...SERIES.map((s) => ({
      key: s,
      label: t(`analytics.attendance.${s}`),
      numeric: true,
      value: (p: Point) => f.number(p[s]),
    })),
  ];
  return (
    <ChartCard
      id="attendance"
      title={t('analytics.charts.attendance.title')}
      subtitle={t('analytics.charts.attendance.subtitle', { from: f.date(data.from), to: f.date(data.to) })}
      empty={data.points.every((p) => p.worked + p.absences + p.vacation + p.disability === 0)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} accessibilityLayer={false}>
            <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <YAxis yAxisId="days" {...axis} width={48} />
            <YAxis yAxisId="hours" orientation="right" {...axis} width={48} />
            <Tooltip {...colors.tooltip} formatter={(value) => f.number(Number(value))} />
            <Legend wrapperStyle={{ color: colors.axis }} />
            {SERIES.map((s, i) => (
              <Line
                key={s}
                yAxisId={s === 'extraHours' ? 'hours' : 'days'}
                type="monotone"
                dataKey={s}
                name={t(`analytics.attendance.${s}`)}
                stroke={colors.series[i % colors.series.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <FiguresTable
          caption={t('analytics.charts.attendance.title')}
          columns={columns}
          rows={data.points}
          rowKey={(p) => p.date}
        />
      }
    />
  );
};
