import type React from 'react';
import {
  Alert,
  Card,
  CardContent,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { usePaymentResume, usePayrollsWithPayments } from '../api/payment-summary';
import { BankFileCard } from './bank-file-card';
import { GeneratedFilesCard } from './generated-files-card';
import { PayeeSummaryCard } from './payee-summary-card';
import { GroupsCard, SummaryTotals, WithoutAccountCard } from './summary-cards';

/**
 * Pick a payroll; its net by bank and method, the employees without a valid IBAN, the bank file and its layouts,
 * and what its pay items owe each payee.
 */
export const PaymentSummaryPanel = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const [params] = useSearchParams();
  const payrolls = usePayrollsWithPayments();
  const initial = Number(params.get('payroll'));
  const [chosen, setPayrollId] = useState<number | null>(
    Number.isInteger(initial) && initial > 0 ? initial : null,
  );
  // Until one is chosen, the newest closed payroll (the one a bank file is made for).
  const payrollId = chosen ?? payrolls.data?.find((p) => p.status === 'paid')?.payrollId ?? null;
  const summary = usePaymentResume(payrollId);
  const s = summary.data;

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <FormControl size="small" sx={{ minWidth: 320 }}>
              <InputLabel id="payment-payroll-pick">{t('paymentSummary.payroll')}</InputLabel>
              <Select
                labelId="payment-payroll-pick"
                SelectDisplayProps={
                  { 'data-testid': 'payroll-select' } as React.HTMLAttributes<HTMLDivElement>
                }
                label={t('paymentSummary.payroll')}
                value={payrolls.data?.some((p) => p.payrollId === payrollId) ? payrollId : ''}
                onChange={(e) => setPayrollId(Number(e.target.value))}
              >
                {(payrolls.data ?? []).map((p) => (
                  <MenuItem key={p.payrollId} value={p.payrollId}>
                    {f.payroll(p, { withPeriod: true })} · {t(`paymentSummary.status.${p.status}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {s && (
              <Chip
                label={t(`paymentSummary.status.${s.payroll.status}`)}
                color={s.payroll.status === 'paid' ? 'success' : 'default'}
                data-testid="payroll-status"
              />
            )}
          </Stack>
          {payrolls.data?.length === 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('paymentSummary.noPayrolls')}
            </Alert>
          )}
          {summary.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateError(t, summary.error)}
            </Alert>
          )}
        </CardContent>
      </Card>
      {s && payrollId !== null && (
        <>
          <SummaryTotals summary={s} />
          <GroupsCard summary={s} />
          {s.withoutAccount.length > 0 && <WithoutAccountCard summary={s} />}
          <BankFileCard summary={s} payrollId={payrollId} />
          <GeneratedFilesCard payrollId={payrollId} />
          <PayeeSummaryCard payroll={s.payroll} />
        </>
      )}
    </Stack>
  );
};
