import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Grid,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import Search from '@mui/icons-material/Search';
import type { GridColDef } from '@mui/x-data-grid';
import type { VacationBalanceItem, VacationEmployeeRequest } from '@planilla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { translateError } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useFormat } from '../../../lib/use-format';
import { useExportVacations, useVacationBalances, useVacationDepartments } from '../api/vacation-periods';
import { EmployeeVacationDialog } from './employee-vacation-dialog';
import { OpeningImportDialog } from './opening-import-dialog';
import { useAppAbility } from '../../../lib/ability';

const SORTS: Record<string, VacationEmployeeRequest['sortBy']> = {
  fullName: 'name',
  num_empleado: 'num_empleado',
  pendingDays: 'pending',
  pendingValue: 'value',
};

/** A figure of the company summary (`color`: a figure that calls for attention, e.g. overdue days). */
const SummaryCard = ({
  label,
  value,
  detail,
  testId,
  color,
}: {
  label: string;
  value: string;
  /** A line under the figure (what it counts). */
  detail?: string;
  testId: string;
  color?: 'warning.main';
}) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box data-testid={testId}>
        <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere', ...(color ? { color } : {}) }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
    </CardContent>
  </Card>
);

/**
 * The company's vacation balances (CT art. 153): a summary (pending days, their value at today's salary: the
 * vacation liability; employees over the accumulation the company allows; employees with overdue days: periods
 * not granted within the weeks of art. 155, still owed), filters, the grid of employees, and one employee's
 * periods in a dialog.
 */
export const VacationPeriodsPanel = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const grid = useServerGrid({ pageSize: 25, initialSort: [{ field: 'fullName', sort: 'asc' }] });
  const [departmentId, setDepartmentId] = useState<number | ''>('');
  const [overLimitOnly, setOverLimitOnly] = useState(false);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [includeInactive, setIncludeInactive] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const canChange = useAppAbility().can('update', 'Vacation');
  const departments = useVacationDepartments();
  const exporter = useExportVacations();
  const filters = {
    ...(departmentId !== '' ? { departmentId } : {}),
    ...(overLimitOnly ? { overLimitOnly } : {}),
    ...(overdueOnly ? { overdueOnly } : {}),
    ...(includeInactive ? { includeInactive } : {}),
    sortBy: SORTS[grid.sortItem?.field ?? 'fullName'] ?? 'name',
  };
  const request: VacationEmployeeRequest = { ...grid.request, ...filters };
  const balances = useVacationBalances(request);
  const summary = balances.data?.summary;
  const days = (n: number) => format.number(n, 2);

  const columns: GridColDef<VacationBalanceItem>[] = [
    { field: 'num_empleado', headerName: t('vacationPeriods.columns.number'), width: 90 },
    {
      field: 'fullName',
      headerName: t('vacationPeriods.columns.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={() => setOpen(row.num_empleado)}
          sx={{ textTransform: 'none', justifyContent: 'flex-start' }}
          data-testid={`vacation-open-${row.num_empleado}`}
        >
          {row.fullName}
        </Button>
      ),
    },
    {
      field: 'departmentName',
      headerName: t('vacationPeriods.columns.department'),
      width: 150,
      sortable: false,
    },
    {
      field: 'hireDate',
      headerName: t('vacationPeriods.columns.hireDate'),
      width: 110,
      sortable: false,
      valueFormatter: (v: string) => format.date(v),
    },
    {
      field: 'earnedDays',
      headerName: t('vacationPeriods.columns.earned'),
      type: 'number',
      width: 95,
      sortable: false,
      valueFormatter: days,
    },
    {
      field: 'accruedDays',
      headerName: t('vacationPeriods.columns.accrued'),
      type: 'number',
      width: 120,
      sortable: false,
      valueFormatter: days,
    },
    {
      field: 'takenDays',
      headerName: t('vacationPeriods.columns.taken'),
      type: 'number',
      width: 100,
      sortable: false,
      valueFormatter: days,
    },
    {
      field: 'pendingDays',
      headerName: t('vacationPeriods.columns.pending'),
      type: 'number',
      width: 110,
      valueFormatter: days,
    },
    {
      field: 'overdueDays',
      headerName: t('vacationPeriods.columns.overdue'),
      type: 'number',
      width: 110,
      sortable: false,
      valueFormatter: days,
      renderCell: ({ row, formattedValue }) =>
        row.overdueDays > 0 ? (
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            label={formattedValue as string}
            data-testid={`vacation-overdue-${row.num_empleado}`}
          />
        ) : (
          formattedValue
        ),
    },
    {
      field: 'overLimit',
      headerName: t('vacationPeriods.columns.limit'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.overLimit ? <Chip size="small" color="warning" label={t('vacationPeriods.overLimit')} /> : null,
    },
    {
      field: 'pendingValue',
      headerName: t('vacationPeriods.columns.value'),
      type: 'number',
      width: 150,
      valueFormatter: (v: number) => format.centimos(v),
    },
  ];

  const download = async (fileFormat: 'xlsx' | 'csv') => {
    try {
      await exporter.mutateAsync({
        ...filters,
        ...(grid.debouncedSearch ? { search: grid.debouncedSearch } : {}),
        format: fileFormat,
      });
    } catch (err) {
      notify(translateError(t, err), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
          <SummaryCard
            label={t('vacationPeriods.summary.employees')}
            value={summary ? format.number(summary.employees) : '—'}
            testId="vacation-summary-employees"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
          <SummaryCard
            label={t('vacationPeriods.summary.pendingDays')}
            value={summary ? days(summary.pendingDays) : '—'}
            detail={
              summary
                ? t('vacationPeriods.summary.pendingDetail', {
                    accrued: days(summary.pendingWithAccruedDays),
                  })
                : undefined
            }
            testId="vacation-summary-pending"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <SummaryCard
            label={t('vacationPeriods.summary.liability')}
            value={summary ? format.centimos(summary.liability) : '—'}
            testId="vacation-summary-liability"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
          <SummaryCard
            label={t('vacationPeriods.summary.overLimit', { periods: summary?.maxPeriods ?? 2 })}
            value={summary ? format.number(summary.overLimit) : '—'}
            testId="vacation-summary-over-limit"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
          <SummaryCard
            label={t('vacationPeriods.summary.overdue')}
            value={summary ? days(summary.overdueDays) : '—'}
            detail={
              summary
                ? t('vacationPeriods.summary.overdueValue', {
                    count: summary.overdueEmployees,
                    employees: format.number(summary.overdueEmployees),
                  })
                : undefined
            }
            color={summary && summary.overdueEmployees > 0 ? 'warning.main' : undefined}
            testId="vacation-summary-overdue"
          />
        </Grid>
      </Grid>
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
          >
            <TextField
              size="small"
              label={t('vacationPeriods.search')}
              value={grid.search}
              onChange={(e) => grid.setSearch(e.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                },
                htmlInput: { 'data-testid': 'vacation-search' },
              }}
              sx={{ minWidth: 260 }}
            />
            <TextField
              select
              size="small"
              label={t('vacationPeriods.department')}
              value={departmentId}
              onChange={(e) => {
                setDepartmentId(e.target.value === '' ? '' : Number(e.target.value));
                grid.firstPage();
              }}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('vacationPeriods.allDepartments')}</MenuItem>
              {(departments.data ?? []).map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {d.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={overLimitOnly}
                  onChange={(e) => {
                    setOverLimitOnly(e.target.checked);
                    grid.firstPage();
                  }}
                />
              }
              label={t('vacationPeriods.overLimitOnly')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={overdueOnly}
                  onChange={(e) => {
                    setOverdueOnly(e.target.checked);
                    grid.firstPage();
                  }}
                  slotProps={{ input: { 'data-testid': 'vacation-overdue-only' } as object }}
                />
              }
              label={t('vacationPeriods.overdueOnly')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={includeInactive}
                  onChange={(e) => {
                    setIncludeInactive(e.target.checked);
                    grid.firstPage();
                  }}
                />
              }
              label={t('vacationPeriods.includeInactive')}
            />
            <Box sx={{ flex: 1 }} />
            {canChange && (
              <Button onClick={() => setImporting(true)} data-testid="opening-import-open">
                {t('vacationPeriods.import.open')}
              </Button>
            )}
            <Button
              startIcon={<FileDownload />}
              onClick={() => void download('xlsx')}
              disabled={exporter.isPending}
              data-testid="vacation-export"
            >
              {t('vacationPeriods.export')}
            </Button>
            <Button onClick={() => void download('csv')} disabled={exporter.isPending}>
              CSV
            </Button>
          </Stack>
          <AppDataGrid
            {...grid.gridProps(balances)}
            columns={columns}
            getRowId={(r) => r.num_empleado}
            pageSizeOptions={[25, 50, 100]}
            disableRowSelectionOnClick
            aria-label={t('vacationPeriods.gridLabel')}
          />
          {summary && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t('vacationPeriods.asOf', { date: format.date(summary.asOf) })}
            </Typography>
          )}
        </CardContent>
      </Card>
      {open !== null && <EmployeeVacationDialog employeeNumber={open} onClose={() => setOpen(null)} />}
      {importing && <OpeningImportDialog onClose={() => setImporting(false)} />}
    </Stack>
  );
};
