import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import type { GridColDef } from '@mui/x-data-grid';
import type { PayslipRow } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import type { PayslipResults } from '../hooks/use-payslip-results';

const PAGE_SIZES = [10, 25, 50, 100];

type PayslipResultsCardProps = {
  payslips: PayslipResults;
  /** Opens an employee's payslip. */
  onOpen: (employee: number) => void;
};

/** The calculated payslips: search, warnings only, export, and the grid (a row opens its payslip). */
export const PayslipResultsCard = ({ payslips, onOpen }: PayslipResultsCardProps) => {
  const { t } = useTranslation();
  const f = useFormat();
  const { grid, warningsOnly, setWarningsOnly, results, exporter, runExport } = payslips;
  const { search, setSearch } = grid;

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
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
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
          onRowClick={({ row }) => onOpen(row.num_empleado)}
        />
      </CardContent>
    </Card>
  );
};
