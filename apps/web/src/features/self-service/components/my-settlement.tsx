import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import Gavel from '@mui/icons-material/Gavel';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { settlementArithmetic, type SettlementExplanation } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useMySettlement, useMySettlementPdf } from '../api/my-settlement';
import { Line, LineList, Total } from './payslip-parts';
import { QueryState } from './query-state';

/** The settlement's lines of one kind under their heading, each with the settlement's arithmetic, and their total. */
const Group = ({
  s,
  kind,
  title,
  totalLabel,
  total,
}: {
  s: SettlementExplanation;
  kind: 'earning' | 'deduction';
  title: string;
  totalLabel: string;
  total: number;
}) => {
  const f = useFormat();
  const lines = s.lines.filter((l) => l.kind === kind);
  if (lines.length === 0) return null;
  return (
    <Card data-testid={`my-settlement-${kind}`}>
      <CardContent sx={{ pb: '12px !important' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <LineList>
          {lines.map((l, i) => (
            <Line key={`${l.code}-${i}`} line={l} arithmetic={settlementArithmetic(l, s, f.catalogue)} />
          ))}
        </LineList>
        <Divider />
        <Total
          label={totalLabel}
          amount={f.centimos(kind === 'deduction' ? -total : total)}
          testId={`my-settlement-total-${kind}`}
        />
      </CardContent>
    </Card>
  );
};

/**
 * My settlement (liquidación), once the company has paid it: the exit and what its cause owes, the length of
 * service, each line with its basis and arithmetic (as the settlement and its document state them), the totals, and
 * the document to open or save. A settlement not paid yet is not shown.
 */
export const MySettlement = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const settlement = useMySettlement();
  const pdf = useMySettlementPdf();
  const s = settlement.data?.settlement;
  if (!settlement.data)
    return (
      <QueryState
        isLoading={settlement.isLoading}
        error={settlement.error}
        onRetry={() => void settlement.refetch()}
      />
    );
  if (!s)
    return (
      <Card>
        <EmptyState
          icon={<Gavel />}
          title={t('selfService.settlement.empty.title')}
          description={t('selfService.settlement.empty.description')}
        />
      </Card>
    );
  return (
    <Stack spacing={2.5} data-testid="my-settlement">
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('documents.settlement.title')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }} data-testid="my-settlement-exit">
            {t('settlement.exit', { date: f.date(s.exitDate), type: s.exitType.name })}
          </Typography>
          <Typography variant="body2">{t(`settlement.causes.${s.cause}`)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('settlement.service', { service: f.service(s.service) })}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('documents.settlement.net')}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 700, color: 'primary.main' }}
            data-testid="my-settlement-net"
          >
            {f.centimos(s.totals.net)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('selfService.payslips.paidOn', { date: f.date(s.payDate) })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              startIcon={<OpenInNew />}
              disabled={pdf.isPending}
              onClick={() => pdf.mutate('preview')}
              data-testid="my-settlement-open"
            >
              {t('selfService.settlement.open')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={pdf.isPending}
              onClick={() => pdf.mutate('download')}
              data-testid="my-settlement-download"
            >
              {t('selfService.settlement.download')}
            </Button>
          </Stack>
          {pdf.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateError(t, pdf.error)}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Group
        s={s}
        kind="earning"
        title={t('documents.settlement.rights')}
        totalLabel={t('documents.settlement.grossTotal')}
        total={s.totals.gross}
      />
      <Group
        s={s}
        kind="deduction"
        title={t('documents.settlement.deductions')}
        totalLabel={t('documents.settlement.deductionsTotal')}
        total={s.totals.deductions}
      />
      <Card>
        <CardContent sx={{ pb: '12px !important' }}>
          <Total
            label={t('documents.settlement.grossTotal')}
            amount={f.centimos(s.totals.gross)}
            testId="my-settlement-sum-gross"
          />
          {s.totals.deductions > 0 && (
            <Total
              label={t('documents.settlement.deductionsTotal')}
              amount={f.centimos(-s.totals.deductions)}
              testId="my-settlement-sum-deductions"
            />
          )}
          <Divider />
          <Total
            label={t('documents.settlement.net')}
            amount={f.centimos(s.totals.net)}
            strong
            testId="my-settlement-sum-net"
          />
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {s.salaryPayroll
              ? t('documents.settlement.salaryInPayroll', {
                  exit: f.date(s.exitDate),
                  start: f.date(s.salaryPayroll.periodStart),
                  end: f.date(s.salaryPayroll.periodEnd),
                })
              : t('documents.settlement.salaryInPeriodPayroll', { exit: f.date(s.exitDate) })}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
};
