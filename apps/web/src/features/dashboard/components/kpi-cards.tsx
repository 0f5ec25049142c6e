import type { ReactNode } from 'react';
import { Avatar, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import BeachAccess from '@mui/icons-material/BeachAccessOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import MoreTime from '@mui/icons-material/MoreTime';
import Payments from '@mui/icons-material/PaymentsOutlined';
import type { DashboardCards } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

const Kpi = ({
  id,
  icon,
  title,
  value,
  detail,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  value: string;
  detail: string;
}) => (
  <Card sx={{ height: '100%' }} data-testid={`kpi-${id}`}>
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar variant="rounded" sx={{ bgcolor: 'action.selected', color: 'primary.main' }}>
          {icon}
        </Avatar>
        <Typography variant="body2" component="h2" sx={{ color: 'text.secondary', minWidth: 0 }}>
          {title}
        </Typography>
      </Stack>
      {/* The figure takes the card's whole width, not the part beside the icon: an amount with céntimos was cut
          off at 1440 px. */}
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 600, mt: 1.5, fontSize: { lg: '1.35rem', xl: '1.5rem' }, whiteSpace: 'nowrap' }}
        data-testid={`kpi-${id}-value`}
      >
        {value}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {detail}
      </Typography>
    </CardContent>
  </Card>
);

/** Headcount, this month's payroll cost, extra hours, vacation liability: each only when the role reads it. */
export const KpiCards = ({ cards }: { cards: DashboardCards }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const percent = (v: number | null) =>
    v === null
      ? t('analytics.cards.noComparison', { date: f.date(cards.comparedThrough) })
      : t('analytics.cards.change', {
          value: `${v > 0 ? '+' : ''}${f.number(v, 2)} %`,
          date: f.date(cards.comparedThrough),
        });
  const items: ReactNode[] = [];
  if (cards.headcount)
    items.push(
      <Kpi
        key="headcount"
        id="headcount"
        icon={<Groups />}
        title={t('analytics.cards.headcount')}
        value={f.number(cards.headcount.active)}
        detail={t('analytics.cards.headcountDetail', {
          hired: cards.headcount.hired,
          left: cards.headcount.left,
        })}
      />,
    );
  if (cards.payrollCost)
    items.push(
      <Kpi
        key="cost"
        id="cost"
        icon={<Payments />}
        title={t('analytics.cards.payrollCost', { month: f.month(cards.month) })}
        value={f.centimos(cards.payrollCost.employerCost)}
        detail={`${t('analytics.cards.payrolls', { count: cards.payrollCost.payrolls })} · ${percent(cards.payrollCost.changeVsPreviousMonth)}`}
      />,
    );
  if (cards.extraHours)
    items.push(
      <Kpi
        key="extra"
        id="extra"
        icon={<MoreTime />}
        title={t('analytics.cards.extraHours')}
        value={f.number(cards.extraHours.thisMonth, 2)}
        detail={t('analytics.cards.extraHoursDetail', {
          date: f.date(cards.comparedThrough),
          last: f.number(cards.extraHours.lastMonthToDate, 2),
          whole: f.number(cards.extraHours.lastMonth, 2),
        })}
      />,
    );
  if (cards.vacationLiability)
    items.push(
      <Kpi
        key="vacation"
        id="vacation"
        icon={<BeachAccess />}
        title={t('analytics.cards.vacationLiability')}
        value={f.centimos(cards.vacationLiability.amount)}
        detail={t('analytics.cards.vacationDetail', {
          days: f.quantity(cards.vacationLiability.pendingDays, 'days'),
          accrued: f.quantity(cards.vacationLiability.accruedDays, 'days'),
          count: cards.vacationLiability.employees,
        })}
      />,
    );
  return (
    <>
      {items.map((node, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
          {node}
        </Grid>
      ))}
    </>
  );
};
