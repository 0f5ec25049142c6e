import type React from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  FormControlLabel,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AccountTree from '@mui/icons-material/AccountTree';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import FileDownload from '@mui/icons-material/FileDownload';
import type { GridColDef } from '@mui/x-data-grid';
import type { AccountingResumeRequest, JournalLine } from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import {
  useAccountingResume,
  useExportAccountingResume,
  useJournalPayrolls,
} from '../api/accounting-summary';
import { ChartOfAccountsDialog } from './chart-of-accounts-dialog';

type Scope = 'payroll' | 'month';
type GridRow = JournalLine & { id: string; isTotal: boolean };

/** This month (`YYYY-MM`) in Costa Rica's calendar. */
const thisMonth = () => todayInCostaRica(new Date()).slice(0, 7);

/** Pick a payroll or a month; the balanced journal with its totals, the files, and the chart of accounts. */
export const AccountingSummaryPanel = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const ability = useAppAbility();
  const canEdit = ability.can('update', 'PostPayroll');
  const payrolls = useJournalPayrolls();
  const [scope, setScope] = useState<Scope>('payroll');
  const [chosen, setChosen] = useState<number | null>(null);
  const [month, setMonth] = useState(thisMonth);
  const [byDepartment, setByDepartment] = useState(false);
  const [chartOpen, setChartOpen] = useState(false);
  const exporter = useExportAccountingResume();

  // Until one is chosen, the newest paid payroll (the list comes newest first).
  const payrollId = chosen ?? payrolls.data?.find((p) => p.status === 'paid')?.payrollId ?? null;
  const request: AccountingResumeRequest | null =
    scope === 'payroll'
      ? payrollId === null
        ? null
        : { payrollId, ...(byDepartment ? { byDepartment } : {}) }
      : /^\d{4}-\d{2}$/.test(month)
        ? { month, ...(byDepartment ? { byDepartment } : {}) }
        : null;
  const journal = useAccountingResume(request);
  const j = journal.data;

  const columns: GridColDef<GridRow>[] = [
    { field: 'accountCode', headerName: t('accountingSummary.columns.account'), width: 120, sortable: false },
    {
      field: 'accountName',
      headerName: t('accountingSummary.columns.accountName'),
      flex: 1,
      minWidth: 200,
      sortable: false,
    },
    {
      field: 'departmentName',
      headerName: t('accountingSummary.columns.costCentre'),
      width: 170,
      sortable: false,
      valueGetter: (_v, row) =>
        row.departmentName ?? (row.noDepartment ? t('accountingSummary.noDepartment') : ''),
    },
    {
      field: 'description',
      headerName: t('accountingSummary.columns.description'),
      flex: 1.4,
      minWidth: 260,
      sortable: false,
    },
    ...(['debit', 'credit'] as const).map((field): GridColDef<GridRow> => ({
      field,
      headerName: t(`accountingSummary.columns.${field}`),
      width: 160,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      // An empty side stays blank, as in a ledger; the totals row shows both.
      valueFormatter: (value: number, row) => (value === 0 && !row.isTotal ? '' : f.centimos(value)),
    })),
  ];
  const rows: GridRow[] = j
    ? [
        ...j.lines.map((l, i) => ({ ...l, id: String(i), isTotal: false })),
        {
          id: 'totals',
          isTotal: true,
          lineKind: 'salary_expense',
          side: 'debit',
          accountCode: '',
          accountName: t('accountingSummary.totals'),
          departmentId: null,
          departmentName: null,
          noDepartment: false,
          description: '',
          debit: j.totals.debit,
          credit: j.totals.credit,
        },
      ]
    : [];

  const download = (format: 'xlsx' | 'csv') => request && exporter.mutate({ ...request, format });

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={scope}
              aria-label={t('accountingSummary.scope.label')}
              onChange={(_e, value: Scope | null) => value && setScope(value)}
            >
              <ToggleButton value="payroll" data-testid="scope-payroll">
                {t('accountingSummary.scope.payroll')}
              </ToggleButton>
              <ToggleButton value="month" data-testid="scope-month">
                {t('accountingSummary.scope.month')}
              </ToggleButton>
            </ToggleButtonGroup>
            {scope === 'payroll' ? (
              <FormControl size="small" sx={{ minWidth: 340 }}>
                <InputLabel id="journal-payroll">{t('accountingSummary.payroll')}</InputLabel>
                <Select
                  labelId="journal-payroll"
                  label={t('accountingSummary.payroll')}
                  SelectDisplayProps={
                    { 'data-testid': 'journal-payroll-select' } as React.HTMLAttributes<HTMLDivElement>
                  }
                  value={payrollId ?? ''}
                  onChange={(e) => setChosen(Number(e.target.value))}
                >
                  {(payrolls.data ?? []).map((p) => (
                    <MenuItem key={p.payrollId} value={p.payrollId}>
                      {f.payroll(p, { withPeriod: true })} ·{' '}
                      {t(`accountingSummary.status.${p.status as 'paid' | 'processed'}`)}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            ) : (
              <TextField
                size="small"
                type="month"
                label={t('accountingSummary.month')}
                value={month}
                onChange={(e) => setMonth(e.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'journal-month' } }}
              />
            )}
            <FormControlLabel
              control={
                <Switch
                  checked={byDepartment}
                  onChange={(e) => setByDepartment(e.target.checked)}
                  data-testid="by-department"
                />
              }
              label={t('accountingSummary.byDepartment')}
            />
            <Box sx={{ flex: 1 }} />
            <Button
              variant="outlined"
              startIcon={<AccountTree />}
              onClick={() => setChartOpen(true)}
              data-testid="open-chart"
            >
              {t('accountingSummary.chart.open')}
            </Button>
          </Stack>
          {payrolls.data?.length === 0 && scope === 'payroll' && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('accountingSummary.noPayrolls')}
            </Alert>
          )}
        </CardContent>
      </Card>

      {journal.isError && <Alert severity="error">{translateError(t, journal.error)}</Alert>}
      {!request && payrolls.data && payrolls.data.length > 0 && (
        <Alert severity="info">{t('accountingSummary.pick')}</Alert>
      )}
      {journal.isFetching && !j && <LinearProgress aria-label={t('accountingSummary.loading')} />}

      {j && (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              {j.draft && (
                <Alert severity="warning" data-testid="journal-draft">
                  {t('accountingSummary.draft')}
                </Alert>
              )}
              <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  data-testid="balance-indicator"
                  color={j.totals.balanced ? 'success' : 'error'}
                  icon={j.totals.balanced ? <CheckCircle /> : <ErrorOutline />}
                  label={
                    j.totals.balanced ? t('accountingSummary.balanced') : t('accountingSummary.notBalanced')
                  }
                />
                <Typography variant="body2">
                  {t(
                    j.totals.balanced
                      ? 'accountingSummary.balancedHint'
                      : 'accountingSummary.notBalancedHint',
                    {
                      debit: f.centimos(j.totals.debit),
                      credit: f.centimos(j.totals.credit),
                    },
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('accountingSummary.entryDate', { date: f.date(j.date) })} ·{' '}
                  {t('accountingSummary.payrollsIncluded', {
                    count: j.payrolls.length,
                    employees: f.number(j.payrollTotals.employees),
                  })}
                </Typography>
                <Box sx={{ flex: 1 }} />
                <Button
                  variant="outlined"
                  color="secondary"
                  startIcon={<FileDownload />}
                  disabled={exporter.isPending || j.lines.length === 0}
                  onClick={() => download('xlsx')}
                  aria-label={t('accountingSummary.exportExcelLabel')}
                  data-testid="journal-export-xlsx"
                >
                  {t('accountingSummary.exportExcel')}
                </Button>
                <Button
                  variant="outlined"
                  color="secondary"
                  startIcon={<FileDownload />}
                  disabled={exporter.isPending || j.lines.length === 0}
                  onClick={() => download('csv')}
                  aria-label={t('accountingSummary.exportCsvLabel')}
                  data-testid="journal-export-csv"
                >
                  {t('accountingSummary.exportCsv')}
                </Button>
              </Stack>
              {exporter.isError && (
                <Alert severity="error" onClose={() => exporter.reset()}>
                  {translateError(t, exporter.error)}
                </Alert>
              )}
              {j.lines.length === 0 ? (
                <Alert severity="info">{t('accountingSummary.emptyMonth')}</Alert>
              ) : (
                <Box data-testid="journal-grid">
                  <AppDataGrid<GridRow>
                    aria-label={t('accountingSummary.grid')}
                    rows={rows}
                    columns={columns}
                    loading={journal.isFetching}
                    hideFooter={rows.length <= 100}
                    pageSizeOptions={[100]}
                    initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
                    getRowClassName={({ row }) => (row.isTotal ? 'journal-totals' : '')}
                    sx={{ '& .journal-totals': { fontWeight: 700 } }}
                  />
                </Box>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}

      {chartOpen && <ChartOfAccountsDialog canEdit={canEdit} onClose={() => setChartOpen(false)} />}
    </Stack>
  );
};
