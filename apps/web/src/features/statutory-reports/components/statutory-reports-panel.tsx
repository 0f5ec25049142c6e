import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import type { GridColDef } from '@mui/x-data-grid';
import type { StatutoryMonth, StatutoryReportKind } from '@planilla/contracts';
import { STATUTORY_REPORTS } from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useDownloadStatutoryReport, useStatutoryMonths } from '../api/statutory-reports';

type Row = StatutoryMonth & { id: string };

/**
 * The months of a year with closed payrolls, their totals and filing dates, and per month the CCSS, INS RT and
 * salary-tax withholding reports to download as Excel or CSV. The year is in the URL (`year`).
 */
export const StatutoryReportsPanel = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const thisYear = Number(todayInCostaRica(new Date()).slice(0, 4));
  const year = Number(params.get('year')) || thisYear;
  const months = useStatutoryMonths(year);
  const download = useDownloadStatutoryReport();
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);

  /** One line per report: its name, then Excel and CSV (each button's accessible name says which report and month). */
  const reportLinks = (row: Row) =>
    STATUTORY_REPORTS.map((report: StatutoryReportKind) => (
      <Stack key={report} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="caption" sx={{ minWidth: 72 }}>
          {t(`statutoryReports.reports.${report}`)}
        </Typography>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            variant={format === 'xlsx' ? 'outlined' : 'text'}
            startIcon={format === 'xlsx' ? <FileDownload /> : undefined}
            disabled={download.isPending}
            data-testid={`report-${row.month}-${report}-${format}`}
            aria-label={t('statutoryReports.download', {
              report: t(`statutoryReports.reports.${report}`),
              month: f.month(row.month),
              format: format === 'xlsx' ? 'Excel' : 'CSV',
            })}
            onClick={() => download.mutate({ month: row.month, report, format })}
            sx={{ minWidth: 0, py: 0 }}
          >
            {format === 'xlsx' ? 'Excel' : 'CSV'}
          </Button>
        ))}
      </Stack>
    ));

  const columns: GridColDef<Row>[] = [
    {
      field: 'month',
      headerName: t('statutoryReports.columns.month'),
      width: 100,
      valueFormatter: (v: string) => f.month(v),
    },
    { field: 'employees', headerName: t('statutoryReports.columns.employees'), width: 90, type: 'number' },
    {
      field: 'ccssBase',
      headerName: t('statutoryReports.columns.ccssBase'),
      width: 135,
      type: 'number',
      valueFormatter: (v: number) => f.centimos(v),
    },
    {
      field: 'ccss',
      headerName: t('statutoryReports.columns.ccss'),
      width: 130,
      type: 'number',
      valueGetter: (_v, r) => r.ccssWorker + r.ccssEmployer,
      valueFormatter: (v: number) => f.centimos(v),
    },
    {
      field: 'insPremium',
      headerName: t('statutoryReports.columns.insPremium'),
      width: 120,
      type: 'number',
      valueFormatter: (v: number) => f.centimos(v),
    },
    {
      field: 'taxWithheld',
      headerName: t('statutoryReports.columns.taxWithheld'),
      width: 130,
      type: 'number',
      valueFormatter: (v: number) => f.centimos(v),
    },
    {
      field: 'due',
      headerName: t('statutoryReports.columns.due'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack sx={{ py: 0.5 }}>
          <Typography variant="caption">
            {t('statutoryReports.due.ccss', { date: f.date(row.due.ccss) })}
          </Typography>
          <Typography variant="caption">
            {t('statutoryReports.due.ins', { date: f.date(row.due.ins) })}
          </Typography>
          <Typography variant="caption">
            {t('statutoryReports.due.tax', { date: f.date(row.due.tax) })}
          </Typography>
        </Stack>
      ),
    },
    {
      field: 'files',
      headerName: t('statutoryReports.columns.files'),
      // Every column fits a 1440 px screen beside the menu: nothing runs past the card.
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => <Stack sx={{ py: 0.5 }}>{reportLinks(row)}</Stack>,
    },
  ];

  return (
    <Stack spacing={3}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 140 }}
              label={t('statutoryReports.year')}
              value={String(year)}
              onChange={(e) => setParams({ year: e.target.value }, { replace: true })}
            >
              {years.map((y) => (
                <MenuItem key={y} value={String(y)}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('statutoryReports.note')}
            </Typography>
            <Chip size="small" variant="outlined" label={t('statutoryReports.monthRule')} />
          </Stack>
        </CardContent>
      </Card>
      {months.error ? <Alert severity="error">{translateError(t, months.error)}</Alert> : null}
      {download.error ? <Alert severity="error">{translateError(t, download.error)}</Alert> : null}
      <Card>
        <AppDataGrid<Row>
          aria-label={t('statutoryReports.gridLabel', { year })}
          rows={(months.data?.months ?? []).map((m) => ({ ...m, id: m.month }))}
          columns={columns}
          loading={months.isLoading}
          getRowHeight={() => 'auto'}
          hideFooter
          disableRowSelectionOnClick
          localeText={{ noRowsLabel: t('statutoryReports.empty') }}
        />
      </Card>
    </Stack>
  );
};
