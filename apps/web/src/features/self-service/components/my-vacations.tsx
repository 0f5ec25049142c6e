import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import BeachAccess from '@mui/icons-material/BeachAccess';
import { todayInCostaRica } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { useFormat } from '../../../lib/use-format';
import { useMyVacations, type MyVacations as MyVacationsData } from '../api/get-my-vacations';
import { MyVacationRequests } from './my-vacation-requests';
import { QueryState } from './query-state';
import { VacationRequestDialog } from './vacation-request-dialog';
import { Figure } from '../../../components/ui/figure';

/** Days to two decimals at most: a period still accruing earns fractions. */
const round = (value: number) => Math.round(value * 100) / 100;

/** A label and its value on one row of a period's card. */
const Row = ({ label, value, color }: { label: string; value: string; color?: string }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.5 }}>
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600, color }}>
      {value}
    </Typography>
  </Stack>
);

/**
 * My vacations: the balance (earned, taken, pending, overdue), my requests (ask for days, see their state, cancel
 * while pending) and each period of my employment, newest first, with its days and the last day it may be granted
 * (art. 155). The same figures HR sees.
 */
export const MyVacations = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const vacations = useMyVacations();
  const [requesting, setRequesting] = useState(false);
  const v: MyVacationsData | undefined = vacations.data;
  const days = (value: number) =>
    t('selfService.vacations.days', { count: round(value), value: f.number(round(value)) });
  if (!v)
    return (
      <QueryState
        isLoading={vacations.isLoading}
        error={vacations.error}
        onRetry={() => void vacations.refetch()}
      />
    );
  return (
    <Stack spacing={2.5} data-testid="my-vacations">
      <Card>
        <CardContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('selfService.vacations.asOf', { date: f.date(v.asOf), hireDate: f.date(v.hireDate) })}
          </Typography>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}
          >
            <Figure
              wrap
              label={t('selfService.vacations.earned')}
              value={days(v.earnedDays)}
              testId="my-vacations-earned"
            />
            <Figure
              wrap
              label={t('selfService.vacations.taken')}
              value={days(v.takenDays)}
              testId="my-vacations-taken"
            />
            <Figure
              wrap
              label={t('selfService.vacations.pending')}
              value={days(v.pendingDays)}
              color="primary.main"
              testId="my-vacations-pending"
            />
            <Figure
              wrap
              label={t('selfService.vacations.overdue')}
              value={days(v.overdueDays)}
              color={v.overdueDays > 0 ? 'warning.main' : undefined}
              testId="my-vacations-overdue"
            />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('selfService.vacations.accruing', {
              days: days(v.pendingWithAccruedDays),
              perPeriod: days(v.daysPerPeriod),
            })}
          </Typography>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setRequesting(true)}
            sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
            data-testid="vacation-request-new"
          >
            {t('selfService.requests.new')}
          </Button>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2">
        {t('selfService.requests.title')}
      </Typography>
      <MyVacationRequests />
      {requesting && (
        <VacationRequestDialog today={todayInCostaRica(new Date())} onClose={() => setRequesting(false)} />
      )}
      <Typography variant="h6" component="h2">
        {t('selfService.vacations.periods')}
      </Typography>
      {v.periods.length === 0 ? (
        <Card>
          <EmptyState icon={<BeachAccess />} title={t('selfService.vacations.empty')} />
        </Card>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: 1.5,
          }}
        >
          {[...v.periods].reverse().map((period) => (
            <Card component="li" key={period.index} data-testid={`my-vacation-period-${period.index}`}>
              <CardContent>
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}
                >
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {t('selfService.vacations.period', {
                      start: f.date(period.start),
                      end: f.date(period.end),
                    })}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={period.status === 'earned' ? 'success' : 'info'}
                    label={t(`selfService.vacations.status.${period.status}`)}
                  />
                </Stack>
                <Row label={t('selfService.vacations.entitled')} value={days(period.entitledDays)} />
                <Row label={t('selfService.vacations.taken')} value={days(period.takenDays)} />
                <Row label={t('selfService.vacations.pending')} value={days(period.pendingDays)} />
                <Row
                  label={t('selfService.vacations.overdue')}
                  value={days(period.overdueDays)}
                  color={period.overdueDays > 0 ? 'warning.main' : undefined}
                />
                <Row label={t('selfService.vacations.grantBy')} value={f.date(period.grantBy)} />
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Stack>
  );
};
