import { Card, CardContent, CardHeader } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { DocumentLogEntry } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useFormat } from '../../../lib/use-format';
import { useDocumentLog } from '../api/vouchers';

/** The document log (bitácora de documentos) of the payroll: what was generated, seen, sent or failed, by whom. */
export const DocumentLog = ({ payrollId, polling }: { payrollId: number; polling: boolean }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const grid = useServerGrid({ pageSize: 10, serverSort: false });
  const log = useDocumentLog(payrollId, grid.request.page, grid.request.pageSize, polling);
  const columns: GridColDef<DocumentLogEntry>[] = [
    {
      field: 'at',
      headerName: t('vouchers.log.at'),
      width: 170,
      valueFormatter: (v: string) => f.dateTime(v),
    },
    {
      field: 'action',
      headerName: t('vouchers.log.action'),
      width: 150,
      valueFormatter: (v: string) => t(`vouchers.actions.${v}`, { defaultValue: v }),
    },
    {
      field: 'document',
      headerName: t('vouchers.log.document'),
      width: 170,
      valueFormatter: (v: string) => t(`vouchers.documents.${v}`, { defaultValue: v }),
    },
    {
      field: 'fullName',
      headerName: t('vouchers.log.employee'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => (row.num_empleado ? `${row.num_empleado} · ${row.fullName ?? ''}` : ''),
    },
    {
      field: 'userCode',
      headerName: t('vouchers.log.user'),
      width: 130,
      valueFormatter: (v: string | null) => v ?? t('vouchers.log.system'),
    },
    { field: 'detail', headerName: t('vouchers.log.detail'), flex: 1, minWidth: 200 },
  ];
  return (
    <Card sx={{ mt: 3 }}>
      <CardHeader title={t('vouchers.log.title')} titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
      <CardContent>
        <AppDataGrid<DocumentLogEntry>
          {...grid.gridProps(log)}
          columns={columns}
          pageSizeOptions={[10, 25, 50]}
          localeText={{ noRowsLabel: t('vouchers.log.empty') }}
        />
      </CardContent>
    </Card>
  );
};
