import {
  Alert,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { useVacationEntitlement } from '../../api/vacations';
import { Figure, InfoItem, QueryState, SectionCard } from './detail-parts';

/** Vacation entitlement from the payroll engine (recording vacations taken comes later). */
export const VacationsTab = ({ employeeNumber }: { employeeNumber: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const vacations = useVacationEntitlement(employeeNumber);
  const data = vacations.data;
  /** Days to two decimals at most (the proportional days of a period are fractions). */
  const round = (value: number) => Math.round(value * 100) / 100;
  const days = (value: number) =>
    t('employeeDetail.vacations.daysValue', { days: format.number(round(value)) });

  return (
    <Stack spacing={3} data-testid="vacations-tab">
      <Alert severity="info" variant="outlined">
        {t('employeeDetail.vacations.note')}
      </Alert>
      <QueryState
        isLoading={vacations.isLoading}
        error={vacations.error}
        onRetry={() => void vacations.refetch()}
      />
      {data && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
            <Figure
              label={t('employeeDetail.vacations.earned')}
              value={days(data.earnedDays)}
              testId="vacations-earned"
            />
            <Figure label={t('employeeDetail.vacations.taken')} value={days(data.takenDays)} />
            <Figure
              label={t('employeeDetail.vacations.pending')}
              value={days(data.pendingDays)}
              color="primary.main"
              testId="vacations-pending"
            />
            <Figure
              label={t('employeeDetail.vacations.pendingWithAccrued')}
              value={days(data.pendingWithAccruedDays)}
              color="success.main"
            />
          </Box>
          <SectionCard
            title={t('employeeDetail.vacations.title')}
            subheader={t('employeeDetail.vacations.subtitle', { date: format.date(data.asOf) })}
            noPadding
          >
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
                gap: 2.5,
                px: 3,
                py: 2.5,
              }}
            >
              <InfoItem label={t('employeeDetail.vacations.hireDate')} value={format.date(data.hireDate)} />
              <InfoItem
                label={t('employeeDetail.vacations.workDaysPerWeek')}
                value={format.number(data.workDaysPerWeek)}
              />
              <InfoItem
                label={t('employeeDetail.vacations.daysPerPeriod')}
                value={days(data.daysPerPeriod)}
              />
              <InfoItem label={t('employeeDetail.vacations.accrued')} value={days(data.accruedDays)} />
            </Box>
            <TableContainer>
              <Table size="small" sx={{ minWidth: 880, '& td': { py: 1.25 } }} data-testid="vacations-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('employeeDetail.vacations.fields.index')}</TableCell>
                    <TableCell>{t('employeeDetail.vacations.fields.period')}</TableCell>
                    <TableCell>{t('employeeDetail.vacations.fields.grantBy')}</TableCell>
                    <TableCell>{t('employeeDetail.vacations.fields.status')}</TableCell>
                    <TableCell align="right">{t('employeeDetail.vacations.fields.monthsWorked')}</TableCell>
                    <TableCell align="right">{t('employeeDetail.vacations.fields.entitled')}</TableCell>
                    <TableCell align="right">{t('employeeDetail.vacations.fields.taken')}</TableCell>
                    <TableCell align="right">{t('employeeDetail.vacations.fields.pending')}</TableCell>
                    <TableCell align="right">{t('employeeDetail.vacations.fields.overdue')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...data.periods].reverse().map((period) => (
                    <TableRow key={period.index} hover>
                      <TableCell>{period.index}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {format.date(period.start)} – {format.date(period.end)}
                        {period.unpaidDays > 0 && (
                          <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                            {t('employeeDetail.vacations.movedDays', { count: period.unpaidDays })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(period.grantBy)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={period.status === 'earned' ? 'success' : 'info'}
                          label={t(`employeeDetail.vacations.status.${period.status}`)}
                        />
                      </TableCell>
                      <TableCell align="right">{format.number(round(period.monthsWorked))}</TableCell>
                      <TableCell align="right">{format.number(round(period.entitledDays))}</TableCell>
                      <TableCell align="right">{format.number(round(period.takenDays))}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 500 }}>
                        {format.number(round(period.pendingDays))}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={period.overdueDays > 0 ? { color: 'warning.main', fontWeight: 600 } : undefined}
                      >
                        {format.number(round(period.overdueDays))}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </SectionCard>
        </>
      )}
    </Stack>
  );
};
