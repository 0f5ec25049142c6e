import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { CalculationState, PayslipDetail } from '@planilla/contracts';
import { parseColones } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { RowsImport } from '../../../components/ui/rows-import';
import { notify } from '../../../lib/notify';
import { useFormat } from '../../../lib/use-format';
import { useAguinaldoEarnings, useSaveAguinaldoEarnings } from '../api/payroll-calculation';

type AguinaldoState = NonNullable<CalculationState['aguinaldo']>;

/**
 * What an aguinaldo payroll is, its pay-by date, and the regular payrolls of its year still open; it opens the
 * earnings from before the system and the alimony orders withheld from it.
 */
export const AguinaldoBanner = ({
  info,
  onEarnings,
  onAlimony,
}: {
  info: AguinaldoState;
  onEarnings: () => void;
  onAlimony: () => void;
}) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Alert
      severity={info.openPayrolls.length > 0 ? 'warning' : 'info'}
      data-testid="aguinaldo-banner"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button color="inherit" size="small" onClick={onEarnings} data-testid="aguinaldo-earnings-open">
            {t('payrollCalculation.aguinaldo.earnings')}
          </Button>
          <Button color="inherit" size="small" onClick={onAlimony} data-testid="aguinaldo-alimony-open">
            {t('payrollCalculation.aguinaldo.alimony.open')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t('payrollCalculation.aguinaldo.title', { year: info.year })}</AlertTitle>
      {t('payrollCalculation.aguinaldo.explain', {
        from: f.date(`${info.year - 1}-12-01`),
        to: f.date(`${info.year}-11-30`),
        payBy: f.date(info.payBy),
      })}
      {info.openPayrolls.length > 0 && (
        <Box sx={{ mt: 1 }}>
          {t('payrollCalculation.aguinaldo.open', { count: info.openPayrolls.length })}
          {info.openPayrolls.slice(0, 6).map((p) => (
            <div key={p.payrollId}>
              {f.payroll(p, { withPeriod: true })} ·{' '}
              {t(`payrollCalculation.status.${p.status}`, { defaultValue: p.status })}
            </div>
          ))}
        </Box>
      )}
    </Alert>
  );
};

/** An aguinaldo payslip's month-by-month explanation: closed payrolls and earnings from before, Σ ÷ 12. */
export const AguinaldoMonths = ({ detail }: { detail: NonNullable<PayslipDetail['aguinaldo']> }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const monthLabel = (m: string) =>
    new Intl.DateTimeFormat(f.language === 'en' ? 'en-US' : 'es-CR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .format(new Date(`${m}-01T00:00:00Z`))
      .replace(/^./, (c) => c.toUpperCase());
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('payrollCalculation.aguinaldo.months')}
      </Typography>
      <Table
        size="small"
        data-testid="aguinaldo-months"
        aria-label={t('payrollCalculation.aguinaldo.months')}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('payrollCalculation.aguinaldo.month')}</TableCell>
            <TableCell>{t('payrollCalculation.aguinaldo.payrolls')}</TableCell>
            <TableCell align="right">{t('payrollCalculation.aguinaldo.earned')}</TableCell>
            <TableCell align="right">{t('payrollCalculation.aguinaldo.imported')}</TableCell>
            <TableCell align="right">{t('payrollCalculation.aguinaldo.monthTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.months.map((m) => (
            <TableRow key={m.month}>
              <TableCell>{monthLabel(m.month)}</TableCell>
              <TableCell sx={{ fontSize: 12, color: 'text.secondary' }}>
                {m.payrolls.map((p) => `${f.date(p.periodStart)} – ${f.date(p.periodEnd)}`).join(' · ')}
              </TableCell>
              <TableCell align="right">{f.centimos(m.earned)}</TableCell>
              <TableCell align="right">{m.imported ? f.centimos(m.imported) : ''}</TableCell>
              <TableCell align="right">{f.centimos(m.earned + m.imported)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4}>
              <strong>{t('payrollCalculation.aguinaldo.total')}</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{f.centimos(detail.total)}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        {t('payrollCalculation.aguinaldo.counted')}
      </Typography>
    </Box>
  );
};

type ParsedRow = { row: number; num_empleado: number; month: string; amount: number };

/**
 * `número;mes;monto` rows (a file or pasted from a spreadsheet: `;`, `,` or tab; a header line is skipped):
 * the month as `AAAA-MM` or `MM/AAAA`, the amount in colones as people write it. Lines that cannot be read are
 * answered as row errors, like the server's.
 */
export const parseEarnings = (text: string): { rows: ParsedRow[]; unreadable: number[] } => {
  const rows: ParsedRow[] = [];
  const unreadable: number[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    const cells = line.split(/\t|;/).length >= 3 ? line.split(/\t|;/) : line.split(',');
    const [num, month, amount] = cells.map((c) => c.trim());
    if (i === 0 && num && !/^\d+$/.test(num)) return; // header
    const m = /^(\d{4})-(\d{2})$/.exec(month ?? '') ?? /^(\d{2})\/(\d{4})$/.exec(month ?? '');
    const iso = m ? (m[1]!.length === 4 ? `${m[1]}-${m[2]}` : `${m[2]}-${m[1]}`) : null;
    const centimos = amount === undefined ? null : parseColones(amount);
    if (!num || !/^\d+$/.test(num) || !iso || centimos === null || centimos < 0) unreadable.push(i + 1);
    else rows.push({ row: i + 1, num_empleado: Number(num), month: iso, amount: centimos });
  });
  return { rows, unreadable };
};

/** The earnings from before the product for an aguinaldo year: the list, and typing or importing more. */
export const AguinaldoEarningsDialog = ({
  year,
  canEdit,
  onClose,
}: {
  year: number;
  canEdit: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const f = useFormat();
  const earnings = useAguinaldoEarnings(year);
  const save = useSaveAguinaldoEarnings();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="aguinaldo-earnings-title">
      <DialogTitle id="aguinaldo-earnings-title">
        {t('payrollCalculation.aguinaldo.earningsTitle', { year })}
      </DialogTitle>
      <DialogContent dividers tabIndex={0}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('payrollCalculation.aguinaldo.earningsHelp')}
        </Typography>
        {canEdit && (
          <Box sx={{ mb: 3 }}>
            <RowsImport
              parse={parseEarnings}
              submit={(rows, dryRun) => save.mutateAsync({ year, rows, source: 'import', dryRun })}
              pending={save.isPending}
              onSaved={(count) => notify(t('payrollCalculation.aguinaldo.saved', { count }), 'success')}
              labels={{
                paste: t('payrollCalculation.aguinaldo.paste'),
                unreadable: (rows) => t('payrollCalculation.aguinaldo.unreadable', { rows }),
                valid: (count) => t('payrollCalculation.aguinaldo.valid', { count }),
              }}
              placeholder={'12;2025-12;450000,00\n12;2026-01;450000,00'}
              testId="aguinaldo-earnings"
            />
          </Box>
        )}
        {earnings.data && earnings.data.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('payrollCalculation.aguinaldo.noEarnings')}
          </Typography>
        )}
        {earnings.data && earnings.data.length > 0 && (
          <Table size="small" aria-label={t('payrollCalculation.aguinaldo.earnings')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('payrollCalculation.columns.number')}</TableCell>
                <TableCell>{t('payrollCalculation.columns.name')}</TableCell>
                <TableCell>{t('payrollCalculation.aguinaldo.month')}</TableCell>
                <TableCell align="right">{t('payrollCalculation.aguinaldo.imported')}</TableCell>
                <TableCell>{t('payrollCalculation.aguinaldo.countedColumn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {earnings.data.map((e) => {
                // Each month counts once: a closed payroll of the same month replaces what was recorded here.
                const replaced = e.replacedBy.length > 0;
                return (
                  <TableRow
                    key={`${e.num_empleado}${e.month}`}
                    data-testid={`aguinaldo-earning-${e.num_empleado}-${e.month}`}
                  >
                    <TableCell>{e.num_empleado}</TableCell>
                    <TableCell>{e.fullName}</TableCell>
                    <TableCell>{e.month}</TableCell>
                    <TableCell
                      align="right"
                      sx={replaced ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
                    >
                      {f.centimos(e.amount)}
                    </TableCell>
                    <TableCell>
                      {replaced
                        ? t('payrollCalculation.aguinaldo.replaced', {
                            count: e.replacedBy.length,
                            payrolls: e.replacedBy.join(', '),
                          })
                        : t('payrollCalculation.aguinaldo.countedYes')}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('payrollCalculation.closeDialog')}</Button>
      </DialogActions>
    </Dialog>
  );
};
