import { Alert, AlertTitle, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { CalculationState, PayrollTotals } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/** What stops the calculation: the first 20 blockers, by employee. */
export const BlockersAlert = ({ blockers }: { blockers: CalculationState['blockers'] }) => {
  const { t } = useTranslation();
  const f = useFormat();
  if (blockers.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{t('payrollCalculation.blockers', { count: blockers.length })}</AlertTitle>
      {blockers.slice(0, 20).map((b) => (
        <div key={`${b.num_empleado}${b.code}${b.date ?? ''}`}>
          #{b.num_empleado} · {t(`payslip.issues.${b.code}`, { defaultValue: b.code })}
          {b.date ? ` · ${f.date(b.date)}` : ''}
        </div>
      ))}
    </Alert>
  );
};

type StaleBannerProps = {
  state: CalculationState;
  /** Recalculates the payroll; absent for who may not. */
  onRecalculate: (() => void) | undefined;
};

/** The results no longer match their inputs: why, for the first 10 employees. */
export const StaleBanner = ({ state: s, onRecalculate }: StaleBannerProps) => {
  const { t } = useTranslation();
  if (!s.stale) return null;
  return (
    <Alert
      severity="info"
      data-testid="stale-banner"
      action={
        onRecalculate ? (
          <Button color="inherit" size="small" onClick={onRecalculate}>
            {t('payrollCalculation.recalculate')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('payrollCalculation.stale')}</AlertTitle>
      {s.staleLegal && <div>{t('payrollCalculation.staleLegal')}</div>}
      {s.staleEmployees.slice(0, 10).map((e) => (
        <div key={e.num_empleado}>
          #{e.num_empleado}: {e.reasons.map((r) => t(`payslip.staleReasons.${r}`)).join(', ')}
        </div>
      ))}
    </Alert>
  );
};

/** The payroll's totals and its number of employees (with warnings). */
export const PayrollTotalsCards = ({ totals }: { totals: PayrollTotals }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-testid="payroll-totals">
      {(['gross', 'deductions', 'net', 'employerCost'] as const).map((k) => (
        <Card key={k} sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="overline">{t(`payrollCalculation.columns.${k}`)}</Typography>
            <Typography variant="h6">{f.centimos(totals[k])}</Typography>
          </CardContent>
        </Card>
      ))}
      <Card sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="overline">{t('payrollCalculation.employees')}</Typography>
          <Typography variant="h6">
            {f.number(totals.employees)}
            {totals.warnings > 0 && (
              <Typography component="span" variant="body2" color="warning.main">
                {' '}
                · {t('payrollCalculation.withWarnings', { count: totals.warnings })}
              </Typography>
            )}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
};
