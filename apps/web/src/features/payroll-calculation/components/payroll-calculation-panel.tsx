import type React from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { todayInCostaRica } from '@planilla/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import {
  useCalculatePayroll,
  useCalculationState,
  useNewAguinaldo,
  usePayrollsToCalculate,
} from '../api/payroll-calculation';
import { usePayslipResults } from '../hooks/use-payslip-results';
import { AguinaldoAlimonyDialog } from './aguinaldo-alimony-dialog';
import { AguinaldoBanner, AguinaldoEarningsDialog } from './aguinaldo-panels';
import { BlockersAlert, PayrollTotalsCards, StaleBanner } from './calculation-alerts';
import { ClosePayrollDialog } from './close-payroll-dialog';
import { PayslipDialog } from './payslip-dialog';
import { PayslipResultsCard } from './payslip-results-card';
import { SettlementBanner } from './settlement-banner';

/** Choose a payroll; see its blockers or calculate it; results, payslips, stale banner and closing. */
export const PayrollCalculationPanel = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const ability = useAppAbility();
  const canPay = ability.can('update', 'Payroll');
  const payrolls = usePayrollsToCalculate();
  // `?payrollId=` opens a payroll directly (the employee's settlement links here).
  const [payrollId, setPayrollId] = useState<number | null>(() => {
    const asked = Number(new URLSearchParams(window.location.search).get('payrollId'));
    return Number.isInteger(asked) && asked > 0 ? asked : null;
  });
  const calculate = useCalculatePayroll();
  const state = useCalculationState(payrollId, calculate.isPending);
  const calculated = state.data?.calculated ?? null;
  const payslips = usePayslipResults(payrollId, calculated !== null);
  const { grid } = payslips;
  const [payslipOf, setPayslipOf] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [earningsOpen, setEarningsOpen] = useState(false);
  const [alimonyOpen, setAlimonyOpen] = useState(false);
  const newAguinaldo = useNewAguinaldo();
  // The aguinaldo of this year (1 Dec – 30 Nov), generated from here once.
  const aguinaldoYear = Number(todayInCostaRica(new Date()).slice(0, 4));
  const hasAguinaldo = (payrolls.data ?? []).some(
    (p) => p.kind === 'aguinaldo' && p.periodEnd.startsWith(String(aguinaldoYear)),
  );
  const payroll = payrolls.data?.find((p) => p.payrollId === payrollId) ?? null;
  const s = state.data;
  const totals = calculated?.totals;

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <FormControl size="small" sx={{ minWidth: 320 }}>
              <InputLabel id="payroll-pick">{t('payrollCalculation.payroll')}</InputLabel>
              <Select
                labelId="payroll-pick"
                SelectDisplayProps={
                  { 'data-testid': 'payroll-select' } as React.HTMLAttributes<HTMLDivElement>
                }
                label={t('payrollCalculation.payroll')}
                value={payrollId ?? ''}
                onChange={(e) => {
                  setPayrollId(Number(e.target.value));
                  grid.firstPage();
                }}
              >
                {(payrolls.data ?? []).map((p) => (
                  <MenuItem key={p.payrollId} value={p.payrollId}>
                    {f.payroll(p, { withPeriod: true })} · {t(`payrollCalculation.status.${p.status}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {payroll && s && (
              <Chip
                label={t(`payrollCalculation.status.${s.status}`)}
                color={s.status === 'paid' ? 'success' : 'default'}
                data-testid="payroll-status"
              />
            )}
            <Box sx={{ flex: 1 }} />
            {canPay && payrolls.data && !hasAguinaldo && (
              <Button
                variant="outlined"
                data-testid="new-aguinaldo"
                disabled={newAguinaldo.isPending}
                onClick={() =>
                  newAguinaldo.mutate(aguinaldoYear, {
                    onSuccess: (made) => {
                      setPayrollId(made.payrollId);
                      grid.firstPage();
                    },
                  })
                }
              >
                {t('payrollCalculation.aguinaldo.generate', { year: aguinaldoYear })}
              </Button>
            )}
            {canPay && payroll && s && s.status !== 'paid' && (
              <Button
                variant="contained"
                data-testid="calculate-button"
                disabled={calculate.isPending || s.blockers.length > 0}
                onClick={() => calculate.mutate(payroll.payrollId)}
              >
                {calculated ? t('payrollCalculation.recalculate') : t('payrollCalculation.calculate')}
              </Button>
            )}
            {canPay && payroll && s?.status === 'processed' && totals && (
              <Button
                variant="outlined"
                color="success"
                disabled={s.stale}
                onClick={() => setConfirming(true)}
                data-testid="close-payroll-button"
              >
                {t('payrollCalculation.close')}
              </Button>
            )}
          </Stack>
          {(calculate.isPending || s?.running) && (
            <Box sx={{ mt: 2 }} role="status">
              <Typography variant="body2">
                {t('payrollCalculation.running', {
                  processed: s?.running?.processed ?? 0,
                  total: s?.running?.total ?? payroll?.employeeCount ?? 0,
                })}
              </Typography>
              <LinearProgress
                variant={s?.running?.total ? 'determinate' : 'indeterminate'}
                value={s?.running?.total ? (100 * s.running.processed) / s.running.total : 0}
              />
            </Box>
          )}
          {calculate.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateError(t, calculate.error)}
            </Alert>
          )}
          {newAguinaldo.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateError(t, newAguinaldo.error)}
            </Alert>
          )}
          {!calculate.isError && s?.lastFailure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {s.lastFailure.message}
            </Alert>
          )}
        </CardContent>
      </Card>

      {s?.aguinaldo && (
        <AguinaldoBanner
          info={s.aguinaldo}
          onEarnings={() => setEarningsOpen(true)}
          onAlimony={() => setAlimonyOpen(true)}
        />
      )}
      {s?.settlement && <SettlementBanner info={s.settlement} />}
      {earningsOpen && s?.aguinaldo && (
        <AguinaldoEarningsDialog
          year={s.aguinaldo.year}
          canEdit={canPay && s.status !== 'paid'}
          onClose={() => setEarningsOpen(false)}
        />
      )}
      {alimonyOpen && s?.aguinaldo && (
        <AguinaldoAlimonyDialog
          year={s.aguinaldo.year}
          canEdit={canPay && s.status !== 'paid'}
          onClose={() => setAlimonyOpen(false)}
        />
      )}

      {s && <BlockersAlert blockers={s.blockers} />}

      {s && (
        <StaleBanner
          state={s}
          onRecalculate={canPay ? () => payrollId && calculate.mutate(payrollId) : undefined}
        />
      )}

      {totals && <PayrollTotalsCards totals={totals} />}

      {calculated && payrollId !== null && <PayslipResultsCard payslips={payslips} onOpen={setPayslipOf} />}

      {payrollId !== null && payslipOf !== null && (
        <PayslipDialog payrollId={payrollId} employee={payslipOf} onClose={() => setPayslipOf(null)} />
      )}
      <ClosePayrollDialog
        open={confirming}
        payrollId={payrollId}
        totals={totals}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
