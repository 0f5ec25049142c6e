import type React from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import type { GridColDef } from '@mui/x-data-grid';
import type { PayrollCalculateRequest, PayslipRow } from '@planilla/contracts';
import { parseCarriedRuleDetail, todayInCostaRica } from '@planilla/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import {
  useCalculatePayroll,
  useCalculationState,
  useNewAguinaldo,
  useClosePayroll,
  useExportPayrollResults,
  usePayrollResults,
  usePayrollsToCalculate,
  usePayslipDetail,
} from '../api/payroll-calculation';
import { AguinaldoAlimonyDialog } from './aguinaldo-alimony-dialog';
import { AguinaldoBanner, AguinaldoEarningsDialog, AguinaldoMonths } from './aguinaldo-panels';
import { SettlementBanner } from './settlement-banner';

const PAGE_SIZES = [10, 25, 50, 100];

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
  const close = useClosePayroll();
  const state = useCalculationState(payrollId, calculate.isPending);
  // Paged and sorted by the server: by name unless a sortable column (number, name, gross, net) is chosen.
  const grid = useServerGrid({ pageSize: 25 });
  const { search, setSearch } = grid;
  const [warningsOnly, setWarningsOnly] = useState(false);
  const sortBy = SORT_OF_FIELD[grid.sortItem?.field ?? ''] ?? 'name';
  const exporter = useExportPayrollResults();
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
  const calculated = state.data?.calculated ?? null;
  const results = usePayrollResults(
    payrollId !== null && calculated
      ? {
          payrollId,
          ...grid.request,
          sortBy,
          ...(warningsOnly ? { warningsOnly } : {}),
        }
      : null,
  );
  // The file holds every row the grid would show: the same search, warnings filter and order.
  const runExport = (format: 'xlsx' | 'csv') => {
    if (payrollId === null) return;
    exporter.mutate({
      payrollId,
      ...(grid.request.search ? { search: grid.request.search } : {}),
      sortBy,
      ...(warningsOnly ? { warningsOnly } : {}),
      format,
    });
  };
  const payroll = payrolls.data?.find((p) => p.payrollId === payrollId) ?? null;
  const s = state.data;
  const totals = calculated?.totals;

  const columns: GridColDef<PayslipRow>[] = [
    {
      field: 'num_empleado',
      headerName: t('payrollCalculation.columns.number'),
      width: 90,
      sortingOrder: ['asc', null],
    },
    {
      field: 'fullName',
      headerName: t('payrollCalculation.columns.name'),
      flex: 1,
      minWidth: 200,
      sortingOrder: ['asc', null],
    },
    {
      field: 'daysByCode',
      headerName: t('payrollCalculation.columns.days'),
      width: 170,
      sortable: false,
      valueGetter: (_v, row) =>
        Object.entries(row.daysByCode)
          .map(([code, n]) => `${code} ${n}`)
          .join(' · '),
    },
    ...(['gross', 'deductions', 'net', 'employerCost'] as const).map((field): GridColDef<PayslipRow> => ({
      field,
      headerName: t(`payrollCalculation.columns.${field}`),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      // The server orders money from the highest down (who is paid most is what one looks for).
      ...(field === 'gross' || field === 'net'
        ? { sortingOrder: ['desc' as const, null] }
        : { sortable: false }),
      valueFormatter: (value: number) => f.centimos(value),
    })),
    {
      field: 'warnings',
      headerName: t('payrollCalculation.columns.warnings'),
      width: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {row.warnings.slice(0, 2).map((w) => (
            <Chip
              key={`${w.code}${w.date ?? ''}`}
              size="small"
              color="warning"
              label={t(`payslip.issues.${w.code}`, { defaultValue: w.code })}
            />
          ))}
        </Stack>
      ),
    },
  ];

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

      {s && s.blockers.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>{t('payrollCalculation.blockers', { count: s.blockers.length })}</AlertTitle>
          {s.blockers.slice(0, 20).map((b) => (
            <div key={`${b.num_empleado}${b.code}${b.date ?? ''}`}>
              #{b.num_empleado} · {t(`payslip.issues.${b.code}`, { defaultValue: b.code })}
              {b.date ? ` · ${f.date(b.date)}` : ''}
            </div>
          ))}
        </Alert>
      )}

      {s?.stale && (
        <Alert
          severity="info"
          data-testid="stale-banner"
          action={
            canPay ? (
              <Button color="inherit" size="small" onClick={() => payrollId && calculate.mutate(payrollId)}>
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
      )}

      {totals && (
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
      )}

      {calculated && payrollId !== null && (
        <Card>
          <CardContent>
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <TextField
                size="small"
                label={t('payrollCalculation.search')}
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                }}
                sx={{ maxWidth: 380 }}
              />
              <FormControlLabel
                sx={{ flexShrink: 0 }}
                control={
                  <Switch
                    checked={warningsOnly}
                    onChange={(e) => {
                      setWarningsOnly(e.target.checked);
                      grid.firstPage();
                    }}
                    data-testid="warnings-only"
                  />
                }
                label={t('payrollCalculation.warningsOnly')}
              />
              <Box sx={{ flex: 1 }} />
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<FileDownload />}
                disabled={exporter.isPending}
                onClick={() => runExport('xlsx')}
                aria-label={t('payrollCalculation.exportExcelLabel')}
                data-testid="export-xlsx"
              >
                {t('payrollCalculation.exportExcel')}
              </Button>
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<FileDownload />}
                disabled={exporter.isPending}
                onClick={() => runExport('csv')}
                aria-label={t('payrollCalculation.exportCsvLabel')}
                data-testid="export-csv"
              >
                {t('payrollCalculation.exportCsv')}
              </Button>
            </Stack>
            {exporter.isError && (
              <Alert severity="error" sx={{ mb: 2 }} onClose={() => exporter.reset()}>
                {translateError(t, exporter.error)}
              </Alert>
            )}
            <AppDataGrid<PayslipRow>
              {...grid.gridProps(results)}
              columns={columns}
              getRowId={(row) => row.num_empleado}
              pageSizeOptions={PAGE_SIZES}
              onRowClick={({ row }) => setPayslipOf(row.num_empleado)}
            />
          </CardContent>
        </Card>
      )}

      {payrollId !== null && payslipOf !== null && (
        <PayslipDialog payrollId={payrollId} employee={payslipOf} onClose={() => setPayslipOf(null)} />
      )}

      <Dialog open={confirming && !!totals} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('payrollCalculation.closeTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('payrollCalculation.closeText')}</Typography>
          {totals && (
            <Table size="small">
              <TableBody>
                {(['gross', 'deductions', 'net', 'employerCost'] as const).map((k) => (
                  <TableRow key={k}>
                    <TableCell>{t(`payrollCalculation.columns.${k}`)}</TableCell>
                    <TableCell align="right">{f.centimos(totals[k])}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell>{t('payrollCalculation.employees')}</TableCell>
                  <TableCell align="right">{f.number(totals.employees)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
          {close.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateError(t, close.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('payrollCalculation.cancel')}</Button>
          <Button
            variant="contained"
            color="success"
            data-testid="confirm-close"
            disabled={close.isPending}
            onClick={() =>
              payrollId &&
              totals &&
              close.mutate({ payrollId, confirmNet: totals.net }, { onSuccess: () => setConfirming(false) })
            }
          >
            {t('payrollCalculation.confirmClose')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};

/** The grid's sortable columns and the server's order for each. */
const SORT_OF_FIELD: Record<string, PayrollCalculateRequest['sortBy']> = {
  num_empleado: 'num_empleado',
  fullName: 'name',
  gross: 'gross',
  net: 'net',
};

const PayslipDialog = ({
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
                          {t(`payslip.lines.${l.code}`, { defaultValue: l.code })}
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
                          {t(`payslip.basis.${l.code}`, {
                            legalRef: l.legalRef,
                            defaultValue: l.legalRef,
                          })}
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
                    {t(`payslip.lines.${c.code}`, { defaultValue: c.code })}: {f.centimos(c.previous)} →{' '}
                    {f.centimos(c.current)}
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
                      variant={a.code === 'R' ? 'outlined' : 'filled'}
                      label={`${f.date(a.date)} ${a.code}${a.extraHours ? ` +${f.quantity(a.extraHours, 'hours')}` : ''}`}
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
