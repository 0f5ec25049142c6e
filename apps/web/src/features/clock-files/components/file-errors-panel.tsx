import { useState } from 'react';
import { Box, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { CLOCK_ROW_ERROR_REASONS, type ClockRowErrorReason } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useFormat } from '../../../lib/use-format';
import { useClockErrors, useClockFiles } from '../api/clock-files';

type ErrorRow = {
  fileId: number;
  fileName: string;
  row: number;
  value: string;
  reason: ClockRowErrorReason;
  message: string;
};

/** `/payroll/presence/fileerror`: the rows of clock files that could not be used, with the reason in the user's language. */
export const FileErrorsPanel = ({
  fileId,
  onFileChange,
}: {
  fileId: number | undefined;
  onFileChange: (fileId: number | undefined) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [reason, setReason] = useState<ClockRowErrorReason | ''>('');
  const grid = useServerGrid({ pageSize: 25, serverSort: false });
  const files = useClockFiles(1, 100);
  const errors = useClockErrors({
    fileId,
    reason: reason || undefined,
    page: grid.request.page,
    pageSize: grid.request.pageSize,
  });
  const columns: GridColDef<ErrorRow>[] = [
    { field: 'fileName', headerName: t('clockFiles.columns.file'), flex: 1.2, minWidth: 160 },
    {
      field: 'row',
      headerName: t('clockFiles.columns.row'),
      type: 'number',
      width: 90,
      valueFormatter: (v: number) => format.number(v),
    },
    { field: 'value', headerName: t('clockFiles.columns.value'), flex: 1, minWidth: 160 },
    {
      field: 'reasonLabel',
      headerName: t('clockFiles.errors.reasonFilter'),
      width: 200,
      valueGetter: (_v, row) => t(`clockFiles.errors.reason.${row.reason}`),
    },
    { field: 'message', headerName: t('clockFiles.columns.detail'), flex: 2, minWidth: 260 },
  ];
  return (
    <Card>
      <CardContent sx={{ pt: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('clockFiles.errors.fileFilter')}
            value={fileId ?? ''}
            onChange={(e) => {
              grid.firstPage();
              onFileChange(e.target.value === '' ? undefined : Number(e.target.value));
            }}
            sx={{ minWidth: 280 }}
            slotProps={{
              select: { displayEmpty: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'errors-file-filter' },
            }}
          >
            <MenuItem value="">{t('clockFiles.errors.allFiles')}</MenuItem>
            {(files.data?.items ?? []).map((f) => (
              <MenuItem key={f.fileId} value={f.fileId}>
                {f.fileName} · {format.dateTime(f.uploadedAt)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('clockFiles.errors.reasonFilter')}
            value={reason}
            onChange={(e) => {
              grid.firstPage();
              setReason(e.target.value as ClockRowErrorReason | '');
            }}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('clockFiles.errors.allReasons')}</MenuItem>
            {CLOCK_ROW_ERROR_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`clockFiles.errors.reason.${r}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Box data-testid="clock-errors-grid">
          <AppDataGrid<ErrorRow>
            {...grid.gridProps(errors)}
            getRowId={(r) => `${r.fileId}:${r.row}`}
            columns={columns}
            loading={errors.isFetching && !errors.data}
            pageSizeOptions={[25, 50, 100]}
            localeText={{ noRowsLabel: t('clockFiles.errors.empty') }}
          />
        </Box>
      </CardContent>
    </Card>
  );
};
