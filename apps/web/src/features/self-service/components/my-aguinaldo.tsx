import { useState } from 'react';
import { Box, Card, CardContent, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/ui/figure';
import { useFormat } from '../../../lib/use-format';
import { useMyAguinaldo } from '../api/my-aguinaldo';
import { LineList, Total } from './payslip-parts';
import { QueryState } from './query-state';

/**
 * My aguinaldo: the salaries of the accrual year (1 December – 30 November) that count for it, month by month with
 * the running total, what they come to (÷ 12), and what the company paid once its aguinaldo payroll is closed. A
 * year selector offers the years that hold something of mine. The figures are the aguinaldo payroll's own.
 */
export const MyAguinaldo = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const [year, setYear] = useState<number | undefined>(undefined);
  const statement = useMyAguinaldo(year);
  const s = statement.data;
  if (!s)
    return (
      <QueryState
        isLoading={statement.isLoading}
        error={statement.error}
        onRetry={() => void statement.refetch()}
      />
    );
  return (
    <Stack spacing={2.5} data-testid="my-aguinaldo" aria-busy={statement.isFetching}>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" data-testid="my-aguinaldo-title">
                {t('selfService.aguinaldo.title', { year: s.year })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('selfService.aguinaldo.period', {
                  start: f.date(s.periodStart),
                  end: f.date(s.periodEnd),
                })}
              </Typography>
            </Box>
            {s.years.length > 1 && (
              <TextField
                select
                size="small"
                label={t('selfService.aguinaldo.year')}
                value={String(s.year)}
                onChange={(event) => setYear(Number(event.target.value))}
                sx={{ minWidth: 104 }}
                slotProps={{
                  select: { SelectDisplayProps: { 'data-testid': 'my-aguinaldo-year' } as object },
                }}
              >
                {s.years.map((y) => (
                  <MenuItem key={y} value={String(y)} data-testid={`my-aguinaldo-year-${y}`}>
                    {y}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
              gap: 1.5,
              mt: 2,
            }}
          >
            <Figure
              wrap
              label={t('selfService.aguinaldo.total')}
              value={f.centimos(s.total)}
              testId="my-aguinaldo-total"
            />
            <Figure
              wrap
              label={t('selfService.aguinaldo.accrued')}
              value={f.centimos(s.accrued)}
              color="primary.main"
              testId="my-aguinaldo-accrued"
            />
            {s.paid && (
              <Figure
                wrap
                label={t('selfService.aguinaldo.paidOn', { date: f.date(s.paid.payDate) })}
                value={f.centimos(s.paid.net)}
                color="success.main"
                testId="my-aguinaldo-paid"
              />
            )}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }} data-testid="my-aguinaldo-note">
            {s.paid
              ? s.paid.deductions > 0
                ? t('selfService.aguinaldo.paidWithAlimony', { amount: f.centimos(s.paid.deductions) })
                : t('selfService.aguinaldo.paid')
              : t('selfService.aguinaldo.howItWorks', { payBy: f.date(s.payBy) })}
          </Typography>
        </CardContent>
      </Card>
      <Card data-testid="my-aguinaldo-months">
        <CardContent sx={{ pb: '12px !important' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('selfService.aguinaldo.months')}
          </Typography>
          {s.months.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', py: 1.5 }}>
              {t('selfService.aguinaldo.empty')}
            </Typography>
          ) : (
            <LineList>
              {s.months.map((m) => (
                <Box
                  component="li"
                  key={m.month}
                  sx={{ py: 1.25, display: 'flex', gap: 2, alignItems: 'flex-start' }}
                  data-testid={`my-aguinaldo-month-${m.month}`}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {f.month(m.month)}
                    </Typography>
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                      {m.imported > 0
                        ? t('selfService.aguinaldo.imported')
                        : t('selfService.aguinaldo.earned')}
                    </Typography>
                  </Box>
                  <Box sx={{ textAlign: 'end' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {f.centimos(m.earned + m.imported)}
                    </Typography>
                    <Typography
                      variant="caption"
                      component="p"
                      sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
                    >
                      {t('selfService.aguinaldo.runningTotal', { amount: f.centimos(m.total) })}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </LineList>
          )}
          <Divider />
          <Total
            label={t('selfService.aguinaldo.total')}
            amount={f.centimos(s.total)}
            testId="my-aguinaldo-sum-total"
          />
          <Total
            label={t('selfService.aguinaldo.divided')}
            amount={f.centimos(s.accrued)}
            strong
            testId="my-aguinaldo-sum-accrued"
          />
        </CardContent>
      </Card>
    </Stack>
  );
};
