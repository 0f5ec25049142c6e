import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { parseCarriedRuleDetail } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { payslipLineComputation, payslipLineExplanation, payslipLineLabel } from '../../../lib/payslip-texts';
import { useFormat } from '../../../lib/use-format';
import { usePayslipDetail } from '../api/payroll-calculation';
import { AguinaldoMonths } from './aguinaldo-panels';

/** One employee's payslip of the payroll: lines with their basis, subtotals, warnings, changes, attendance. */
export const PayslipDialog = ({
  payrollId,
  employee,
  onClose,
}: {
  payrollId: number;
  employee: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const f = useFormat();
  const detail = usePayslipDetail(payrollId, employee);
  const d = detail.data;
  // Values carried past their year name their table, year and decree, as on the projection.
  const warningText = (w: { code: string; detail?: string | null }) => {
    const carried =
      w.code === 'RULES_CARRIED_FORWARD' || w.code === 'RULES_CARRIED_BACKWARD'
        ? parseCarriedRuleDetail(w.detail ?? undefined)
        : null;
    if (!carried) return t(`payslip.issues.${w.code}`, { defaultValue: w.code });
    const direction = w.code === 'RULES_CARRIED_FORWARD' ? 'forward' : 'backward';
    return t(`payslip.carried.${direction}.${carried.table}`, {
      year: carried.year,
      decree: carried.decree ?? '—',
      appliedTo: carried.appliedTo,
    });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle data-testid="payslip-title">
        {t('payrollCalculation.payslip')} #{employee} {d ? `· ${d.fullName}` : ''}
      </DialogTitle>
      {/* A long payslip scrolls: the region takes the keyboard focus so it can be scrolled without a mouse. */}
      <DialogContent tabIndex={0}>
        {detail.isLoading && <LinearProgress />}
        {d && (
          <Stack spacing={2}>
            <Typography variant="body2">
              {f.date(d.period.start)} – {f.date(d.period.end)} · {t('payrollCalculation.payDate')}{' '}
              {f.date(d.payDate)}
            </Typography>
            {d.warnings.length > 0 && (
              <Alert severity="warning">
                {d.warnings.map((w) => (
                  <div key={`${w.code}${w.date ?? ''}${w.detail ?? ''}`}>{warningText(w)}</div>
                ))}
              </Alert>
            )}
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('payrollCalculation.line.code')}</TableCell>
                  <TableCell align="right">{t('payrollCalculation.line.quantity')}</TableCell>
                  <TableCell align="right">{t('payrollCalculation.line.rate')}</TableCell>
                  <TableCell align="right">{t('payrollCalculation.line.basis')}</TableCell>
                  <TableCell align="right">{t('payrollCalculation.line.amount')}</TableCell>
                  <TableCell>{t('payrollCalculation.line.legalRef')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(['earning', 'deduction'] as const).flatMap((kind) => [
                  ...d.lines
                    .filter((l) => l.kind === kind)
                    .map((l, i) => (
                      <TableRow key={`${kind}${i}`}>
                        <TableCell>
                          {payslipLineLabel(t, l)}
                          {l.date ? ` (${f.date(l.date)})` : ''}
                          {/* The reason typed for a pay deduction or an additional payment. */}
                          {l.note ? `: ${l.note}` : ''}
                        </TableCell>
                        <TableCell align="right">
                          {l.quantity === null ? '' : f.quantity(l.quantity, l.unit)}
                        </TableCell>
                        <TableCell align="right">{f.rate(l.rate)}</TableCell>
                        <TableCell align="right">{l.basis === null ? '' : f.centimos(l.basis)}</TableCell>
                        <TableCell align="right">
                          {f.centimos(l.kind === 'deduction' ? -l.amount : l.amount)}
                        </TableCell>
                        <TableCell sx={{ fontSize: 12, color: 'text.secondary' }}>
                          {/* The explanation follows the interface language; the laws it cites stay Spanish. */}
                          {payslipLineExplanation(t, l)}
                          {/* An embargo: how art. 172 computed it (issue 26), from the payslip catalogue. */}
                          {l.payItem?.garnishment ? (
                            <Typography
                              component="span"
                              display="block"
                              sx={{ fontSize: 12, mt: 0.5 }}
                              data-testid="payslip-garnishment"
                            >
                              {payslipLineComputation(l, f.catalogue)}
                            </Typography>
                          ) : null}
                        </TableCell>
                      </TableRow>
                    )),
                  <TableRow key={`${kind}-total`} data-testid={`payslip-subtotal-${kind}`}>
                    <TableCell colSpan={4}>
                      <strong>{t(`payrollCalculation.subtotals.${kind}`)}</strong>
                    </TableCell>
                    <TableCell align="right">
                      <strong>
                        {f.centimos(kind === 'deduction' ? -d.totals.deductions : d.totals.gross)}
                      </strong>
                    </TableCell>
                    <TableCell />
                  </TableRow>,
                ])}
                <TableRow>
                  <TableCell colSpan={4}>
                    <strong>{t('payrollCalculation.columns.net')}</strong>
                  </TableCell>
                  <TableCell align="right">
                    <strong>{f.centimos(d.totals.net)}</strong>
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
            {d.previous && (
              <Alert severity="info">
                {t('payrollCalculation.previous', {
                  net: f.centimos(d.previous.net),
                  difference: f.centimos(d.totals.net - d.previous.net),
                })}
                {d.changes.slice(0, 5).map((c) => (
                  <div key={c.code}>
                    {payslipLineLabel(t, c)}: {f.centimos(c.previous)} → {f.centimos(c.current)}
                  </div>
                ))}
              </Alert>
            )}
            {d.aguinaldo ? (
              <AguinaldoMonths detail={d.aguinaldo} />
            ) : (
              <>
                <Typography variant="subtitle2">{t('payrollCalculation.attendance')}</Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {d.attendance.map((a) => (
                    <Chip
                      key={a.date}
                      size="small"
                      variant={a.code === 'R' || a.dayOff ? 'outlined' : 'filled'}
                      label={
                        a.dayOff
                          ? `${f.date(a.date)} ${t(`payrollCalculation.dayOff.${a.dayOff}`)}`
                          : `${f.date(a.date)} ${a.code}${a.extraHours ? ` +${f.quantity(a.extraHours, 'hours')}` : ''}`
                      }
                    />
                  ))}
                </Stack>
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('payrollCalculation.closeDialog')}</Button>
      </DialogActions>
    </Dialog>
  );
};
