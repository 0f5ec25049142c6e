import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  Divider,
  Skeleton,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { settlementArithmetic, type SettlementExplanation } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { payslipLineComputation, payslipLineExplanation, payslipLineLabel } from '../../../lib/payslip-texts';
import { useFormat } from '../../../lib/use-format';
import { useDownloadSettlement, useNewSettlement, useSettlementPreview } from '../api/settlement';

const LinesTable = ({ s, kind, caption }: { s: SettlementExplanation; kind: string; caption: string }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const lines = s.lines.filter((l) => l.kind === kind);
  if (lines.length === 0) return null;
  return (
    <TableContainer>
      <Table size="small" data-testid={`settlement-${kind}-lines`}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '8px 16px' }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('settlement.columns.concept')}</TableCell>
            <TableCell>{t('settlement.columns.arithmetic')}</TableCell>
            <TableCell align="right">{t('settlement.columns.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.code} data-testid={`settlement-line-${l.code}`}>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {payslipLineLabel(t, l)}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {payslipLineExplanation(t, l)}
                </Typography>
                {payslipLineComputation(l, f.catalogue) && (
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {payslipLineComputation(l, f.catalogue)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>{settlementArithmetic(l, s, f.catalogue)}</TableCell>
              <TableCell align="right" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                {f.centimos(kind === 'deduction' ? -l.amount : l.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * The settlement (liquidación) of an employee who left: the exit and what its type owes, the averages, each
 * line with its basis and arithmetic, the totals; creating its payroll (calculated and closed in the payroll
 * calculation screen) and the document to sign.
 */
export const SettlementCard = ({ employeeNumber }: { employeeNumber: number }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const ability = useAppAbility();
  const canCreate = ability.can('update', 'Payroll');
  const preview = useSettlementPreview(employeeNumber, true);
  const create = useNewSettlement();
  const download = useDownloadSettlement();
  const s = preview.data?.settlement;
  const payroll = preview.data?.payroll ?? null;

  return (
    <Card data-testid="settlement-card">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{
          px: 3,
          pt: 2.5,
          pb: 1.5,
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>
            {t('settlement.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('settlement.subtitle')}
          </Typography>
        </Box>
        {s && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate(employeeNumber)}
            disabled={download.isPending}
            data-testid="settlement-pdf"
          >
            {t('settlement.pdf')}
          </Button>
        )}
      </Stack>
      <Divider />
      {preview.isLoading && (
        <Stack spacing={1} sx={{ p: 2.5 }} aria-label={t('settlement.loading')} role="progressbar">
          <Skeleton variant="rounded" height={28} />
          <Skeleton variant="rounded" height={28} />
        </Stack>
      )}
      {preview.isError && (
        <Alert
          severity="error"
          sx={{ m: 2.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => void preview.refetch()}>
              {t('common.actions.retry')}
            </Button>
          }
        >
          {translateError(t, preview.error)}
        </Alert>
      )}
      {s && (
        <Stack spacing={1.5} sx={{ pb: 2 }}>
          <Box sx={{ px: 3 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="settlement-exit">
              {t('settlement.exit', { date: f.date(s.exitDate), type: s.exitType.name })}
            </Typography>
            <Typography variant="body2">{t(`settlement.causes.${s.cause}`)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('settlement.service', { service: f.service(s.service) })}
              {' · '}
              {s.average.source === 'payslips'
                ? t('settlement.average', {
                    count: s.average.months.length,
                    monthly: f.centimos(s.average.monthly),
                    daily: f.centimos(s.average.daily),
                  })
                : t('settlement.averageFallback', {
                    monthly: f.centimos(s.average.monthly),
                    daily: f.centimos(s.average.daily),
                  })}
            </Typography>
          </Box>
          {preview.data?.final && (
            <Alert severity="success" sx={{ mx: 3 }} data-testid="settlement-final">
              {t('settlement.final')}
            </Alert>
          )}
          {payroll?.stale && (
            <Alert severity="info" sx={{ mx: 3 }}>
              {t('settlement.stale')}
            </Alert>
          )}
          {s.openPayrolls.length > 0 && !preview.data?.final && (
            <Alert severity="warning" sx={{ mx: 3 }} data-testid="settlement-open">
              {t('settlement.open', { count: s.openPayrolls.length })}
            </Alert>
          )}
          <LinesTable s={s} kind="earning" caption={t('documents.settlement.rights')} />
          <LinesTable s={s} kind="deduction" caption={t('documents.settlement.deductions')} />
          <Stack spacing={0.5} sx={{ px: 3 }}>
            <Typography variant="body2" data-testid="settlement-gross">
              {t('documents.settlement.grossTotal')}: <strong>{f.centimos(s.totals.gross)}</strong>
            </Typography>
            {s.totals.deductions > 0 && (
              <Typography variant="body2">
                {t('documents.settlement.deductionsTotal')}: {f.centimos(-s.totals.deductions)}
              </Typography>
            )}
            <Typography variant="subtitle1" data-testid="settlement-net">
              {t('documents.settlement.net')}: <strong>{f.centimos(s.totals.net)}</strong>
            </Typography>
            {s.totals.employerCharges > 0 && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('settlement.employerCharges', { amount: f.centimos(s.totals.employerCharges) })}
              </Typography>
            )}
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {s.salaryPayroll
                ? t('settlement.salaryPayroll', {
                    date: f.date(s.exitDate),
                    from: f.date(s.salaryPayroll.periodStart),
                    to: f.date(s.salaryPayroll.periodEnd),
                    status: t(`settlement.statuses.${s.salaryPayroll.status}`, {
                      defaultValue: s.salaryPayroll.status,
                    }),
                  })
                : t('settlement.salaryNoPayroll', { date: f.date(s.exitDate) })}
            </Typography>
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ px: 3, alignItems: { sm: 'center' } }}
          >
            {payroll ? (
              <>
                <Typography variant="body2" data-testid="settlement-payroll">
                  {t('settlement.created', {
                    from: f.date(payroll.periodStart),
                    to: f.date(payroll.periodEnd),
                    status: t(`settlement.statuses.${payroll.status}`),
                  })}
                </Typography>
                <MuiLink
                  component={Link}
                  to={`${paths.app.payrollCalculate.getHref()}?payrollId=${payroll.payrollId}`}
                  data-testid="settlement-open-calculation"
                >
                  {t('settlement.openCalculation')}
                </MuiLink>
              </>
            ) : (
              canCreate && (
                <Button
                  variant="contained"
                  onClick={() => create.mutate(employeeNumber)}
                  disabled={create.isPending}
                  data-testid="settlement-create"
                >
                  {t('settlement.create')}
                </Button>
              )
            )}
          </Stack>
          {(create.isError || download.isError) && (
            <Alert severity="error" sx={{ mx: 3 }}>
              {translateError(t, create.error ?? download.error)}
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
};
