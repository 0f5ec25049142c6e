import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useMyPayslip } from '../api/get-my-payslip';
import { useMyVoucher } from '../api/get-my-voucher';
import { Line, LineList, Total } from './payslip-parts';
import { QueryState } from './query-state';

/** The groups of an employee's payslip, in payslip order: what was paid, what was withheld, what is only said. */
const GROUPS = ['earning', 'deduction', 'info'] as const;

/** One of my closed payslips: net first, each line explained, the totals, and the voucher PDF to open or save. */
export const MyPayslip = ({ payrollId }: { payrollId: number }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const payslip = useMyPayslip(payrollId);
  const voucher = useMyVoucher();
  const p = payslip.data;
  if (!p)
    return (
      <QueryState
        isLoading={payslip.isLoading}
        error={payslip.error}
        onRetry={() => void payslip.refetch()}
      />
    );
  return (
    <Stack spacing={2.5} data-testid="my-payslip">
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" data-testid="my-payslip-title">
            {f.payroll(p)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('selfService.payslips.period', { start: f.date(p.periodStart), end: f.date(p.periodEnd) })}
            {' · '}
            {t('selfService.payslips.paidOn', { date: f.date(p.payDate) })}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('selfService.payslip.net')}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 700, color: 'primary.main' }}
            data-testid="my-payslip-net"
          >
            {f.centimos(p.net)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              startIcon={<OpenInNew />}
              disabled={voucher.isPending}
              onClick={() => voucher.mutate({ payrollId, purpose: 'preview' })}
              data-testid="voucher-open"
            >
              {t('selfService.payslip.voucher.open')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={voucher.isPending}
              onClick={() => voucher.mutate({ payrollId, purpose: 'download' })}
              data-testid="voucher-download"
            >
              {t('selfService.payslip.voucher.download')}
            </Button>
          </Stack>
          {voucher.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateError(t, voucher.error)}
            </Alert>
          )}
        </CardContent>
      </Card>
      {GROUPS.map((kind) => {
        const lines = p.lines.filter((l) => l.kind === kind);
        if (lines.length === 0) return null;
        return (
          <Card key={kind} data-testid={`my-payslip-${kind}`}>
            <CardContent sx={{ pb: '12px !important' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t(`selfService.payslip.groups.${kind}`)}
              </Typography>
              {kind === 'info' && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('selfService.payslip.infoNote')}
                </Typography>
              )}
              <LineList>
                {lines.map((line, i) => (
                  <Line key={`${line.code}-${line.date ?? ''}-${i}`} line={line} />
                ))}
              </LineList>
              {kind !== 'info' && (
                <>
                  <Divider />
                  <Total
                    label={t(`selfService.payslip.totals.${kind}`)}
                    amount={f.centimos(kind === 'deduction' ? -p.deductions : p.gross)}
                    testId={`my-payslip-total-${kind}`}
                  />
                </>
              )}
            </CardContent>
          </Card>
        );
      })}
      <Card>
        <CardContent sx={{ pb: '12px !important' }}>
          <Total
            label={t('selfService.payslip.totals.gross')}
            amount={f.centimos(p.gross)}
            testId="my-payslip-sum-gross"
          />
          <Total
            label={t('selfService.payslip.totals.deduction')}
            amount={f.centimos(-p.deductions)}
            testId="my-payslip-sum-deductions"
          />
          <Divider />
          <Total
            label={t('selfService.payslip.net')}
            amount={f.centimos(p.net)}
            strong
            testId="my-payslip-sum-net"
          />
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('selfService.payslip.employerNote')}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
};
