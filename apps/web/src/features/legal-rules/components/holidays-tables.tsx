import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import type { LegalRulesResponse } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { Actions, Head, Source, Status, rowSx, type RowActions } from './rule-cells';
import { intervalsOf } from './rule-tables';

/** The law's holidays, the coming ones by year, and the registered transfers of a holiday's date. */
export const HolidaysTables = ({ data, actions }: { data: LegalRulesResponse; actions: RowActions }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const name = (id: string) => data.holidays.find((h) => h.id === id)?.name ?? id;
  const transfers = [...intervalsOf(data.intervals, 'holidayTransfer')].sort((a, b) =>
    a.value.from < b.value.from ? 1 : -1,
  );
  const years = [...new Set(data.upcomingHolidays.map((h) => h.date.slice(0, 4)))];
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
          {t('legalRules.holidays.lawTitle')}
        </Typography>
        <TableContainer>
          <Table size="small" data-testid="legal-table-holidays">
            <Head
              columns={[
                t('legalRules.columns.holiday'),
                t('legalRules.columns.lawDate'),
                t('legalRules.columns.paid'),
                t('legalRules.columns.legalRef'),
              ]}
            />
            <TableBody>
              {data.holidays.map((holiday) => (
                <TableRow key={holiday.id}>
                  <TableCell>{holiday.name}</TableCell>
                  <TableCell>
                    {holiday.kind === 'fixed'
                      ? t('legalRules.holidays.fixed', {
                          day: holiday.day,
                          month: t(`legalRules.months.${holiday.month ?? 1}`),
                        })
                      : t('legalRules.holidays.easter', { days: Math.abs(holiday.offsetDays ?? 0) })}
                    {holiday.effectiveFrom && (
                      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                        {t('legalRules.holidays.since', { date: format.date(holiday.effectiveFrom) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {t(holiday.obligatory ? 'legalRules.holidays.paid' : 'legalRules.holidays.notPaid')}
                  </TableCell>
                  <TableCell>{holiday.legalRef}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <Box sx={{ px: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('legalRules.holidays.upcomingTitle', { years: years.join(' – ') })}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            columnGap: 4,
            rowGap: 0.5,
          }}
          data-testid="legal-upcoming-holidays"
        >
          {years.map((year) => (
            <Box key={year}>
              <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                {year}
              </Typography>
              {data.upcomingHolidays
                .filter((holiday) => holiday.date.startsWith(year))
                .map((holiday) => (
                  <Stack
                    key={`${holiday.id}-${holiday.date}`}
                    direction="row"
                    spacing={1.5}
                    sx={{ alignItems: 'baseline' }}
                  >
                    <Typography
                      variant="body2"
                      sx={{ width: 96, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
                    >
                      {format.date(holiday.date)}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{ color: holiday.obligatory ? undefined : 'text.secondary' }}
                    >
                      {holiday.name}
                      {holiday.movedFrom && (
                        <Typography component="span" variant="caption" sx={{ color: 'warning.main', ml: 1 }}>
                          {t('legalRules.holidays.movedFrom', { date: format.date(holiday.movedFrom) })}
                        </Typography>
                      )}
                    </Typography>
                  </Stack>
                ))}
            </Box>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle1" sx={{ px: 2, fontWeight: 600 }}>
          {t('legalRules.holidays.transfersTitle')}
        </Typography>
        <Typography variant="body2" sx={{ px: 2, color: 'text.secondary' }}>
          {t('legalRules.holidays.transfersHelp')}
        </Typography>
        <TableContainer>
          <Table size="small" data-testid="legal-table-transfers">
            <Head
              columns={[
                t('legalRules.columns.holiday'),
                t('legalRules.columns.moved'),
                t('legalRules.columns.source'),
                t('legalRules.columns.status'),
                '',
              ]}
            />
            <TableBody>
              {transfers.map((interval) => (
                <TableRow key={`${interval.key}-${interval.origin}`} sx={rowSx(interval)}>
                  <TableCell>{name(interval.value.holidayId)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t('legalRules.holidays.movedFromTo', {
                      from: format.date(interval.value.from),
                      to: format.date(interval.value.to),
                    })}
                  </TableCell>
                  <TableCell>
                    <Source interval={interval} />
                  </TableCell>
                  <TableCell>
                    <Status interval={interval} />
                  </TableCell>
                  <TableCell>
                    <Actions interval={interval} actions={actions} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </Stack>
  );
};
