import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import type { GridColDef } from '@mui/x-data-grid';
import type { ClockFileItem } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import {
  downloadSample,
  SAMPLE_FILES,
  useClockFiles,
  useClockJob,
  useRereadClockFile,
  useSendClockFile,
} from '../api/clock-files';

const STATUS_COLOR = { uploaded: 'default', parsing: 'info', parsed: 'success', failed: 'error' } as const;

/** The five counts of a read file. */
const Summary = ({ file }: { file: ClockFileItem }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tiles = [
    ['rows', file.totalRows],
    ['marks', file.markRows],
    ['new', file.newMarks],
    ['duplicates', file.duplicateMarks],
    ['errors', file.errorRows],
  ] as const;
  return (
    <Stack spacing={2} data-testid="clock-file-summary">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {tiles.map(([key, value]) => (
          <Box
            key={key}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5, minWidth: 120 }}
            data-testid={`summary-${key}`}
          >
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`clockFiles.register.${key}`)}
            </Typography>
            <Typography variant="h6" sx={{ color: key === 'errors' && value > 0 ? 'error.main' : undefined }}>
              {format.number(value)}
            </Typography>
          </Box>
        ))}
      </Stack>
      {file.duplicateMarks > 0 && (
        <Alert severity="info">
          {t('clockFiles.register.duplicatesNote', { count: file.duplicateMarks })}
        </Alert>
      )}
      {file.dateOrderAssumed && <Alert severity="warning">{t('clockFiles.register.dateOrderAssumed')}</Alert>}
      <Stack direction="row" spacing={1}>
        {file.errorRows > 0 && (
          <Button
            component={Link}
            to={paths.app.clockFileErrors.getHref({ fileId: file.fileId })}
            variant="outlined"
            color="error"
            data-testid="see-errors"
          >
            {t('clockFiles.register.seeErrors')}
          </Button>
        )}
        <Button component={Link} to={paths.app.clockRegister.getHref()} variant="outlined">
          {t('clockFiles.register.applyMarks')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** `/payroll/presence/fileregister`: upload a clock file with progress, its summary, the samples, the files. */
export const FileRegisterPanel = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAppAbility();
  const canUpload = ability.can('update', 'Attendance');
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<{ sent: number; total: number } | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [fileId, setFileId] = useState<number | null>(null);
  const send = useSendClockFile();
  const reread = useRereadClockFile();
  const job = useClockJob(jobId);
  const grid = useServerGrid({ pageSize: 10, serverSort: false });
  const files = useClockFiles(grid.request.page, grid.request.pageSize);
  const current = files.data?.items.find((f) => f.fileId === fileId) ?? null;
  const running = send.isPending || (jobId !== null && (!job.data || job.data.status === 'running'));

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setJobId(null);
    setFileId(null);
    setSent({ sent: 0, total: file.size });
    send.mutate(
      { file, onProgress: (s, total) => setSent({ sent: s, total }) },
      {
        onSuccess: (started) => {
          setJobId(started.jobId);
          setFileId(started.file.fileId);
        },
      },
    );
    if (input.current) input.current.value = '';
  };

  const columns: GridColDef<ClockFileItem>[] = [
    { field: 'fileName', headerName: t('clockFiles.columns.file'), flex: 1.6, minWidth: 180 },
    {
      field: 'status',
      headerName: t('clockFiles.columns.status'),
      width: 120,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={STATUS_COLOR[row.status]}
          label={t(`clockFiles.status.${row.status}`)}
          title={row.error?.message}
        />
      ),
    },
    {
      field: 'format',
      headerName: t('clockFiles.columns.format'),
      width: 100,
      valueGetter: (_v, row) => (row.format ? t(`clockFiles.format.${row.format}`) : '—'),
    },
    ...(['markRows', 'newMarks', 'duplicateMarks', 'errorRows'] as const).map(
      (field): GridColDef<ClockFileItem> => ({
        field,
        headerName: t(
          `clockFiles.register.${{ markRows: 'marks', newMarks: 'new', duplicateMarks: 'duplicates', errorRows: 'errors' }[field]}`,
        ),
        type: 'number',
        width: 110,
        valueFormatter: (v: number) => format.number(v),
      }),
    ),
    {
      field: 'uploadedAt',
      headerName: t('clockFiles.columns.uploadedAt'),
      width: 170,
      valueFormatter: (v: string) => format.dateTime(v),
    },
    { field: 'uploadedBy', headerName: t('clockFiles.columns.uploadedBy'), width: 120 },
    {
      field: 'actions',
      headerName: '',
      width: 150,
      sortable: false,
      renderCell: ({ row }) =>
        canUpload && row.status !== 'parsing' ? (
          <Button
            size="small"
            disabled={running}
            onClick={() =>
              reread.mutate(row.fileId, {
                onSuccess: (started) => {
                  setFileId(row.fileId);
                  setJobId(started.jobId);
                },
              })
            }
          >
            {t('clockFiles.register.reread')}
          </Button>
        ) : null,
    },
  ];

  const failure = send.error ?? reread.error ?? (job.data?.status === 'failed' ? job.data.error : null);
  return (
    <Stack spacing={3}>
      <Card>
        <CardContent sx={{ pt: 3 }}>
          <Stack spacing={2.5}>
            {canUpload ? (
              <Box>
                <input
                  ref={input}
                  type="file"
                  hidden
                  accept=".csv,.txt,.xlsx,.dat,text/csv,text/plain"
                  data-testid="clock-file-input"
                  onChange={(e) => onFile(e.target.files?.[0])}
                />
                <Button
                  variant="contained"
                  startIcon={<UploadFile />}
                  disabled={running}
                  onClick={() => input.current?.click()}
                >
                  {t('clockFiles.register.choose')}
                </Button>
              </Box>
            ) : (
              <Alert severity="info">{t('clockFiles.register.forbidden')}</Alert>
            )}
            {send.isPending && sent && (
              <Stack spacing={1} data-testid="upload-progress">
                <Typography variant="body2">{t('clockFiles.register.uploading')}</Typography>
                <LinearProgress
                  variant="determinate"
                  value={sent.total > 0 ? (100 * sent.sent) / sent.total : 0}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </Stack>
            )}
            {jobId !== null && job.data?.status === 'running' && (
              <Stack spacing={1} data-testid="read-progress">
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography variant="body2">{t('clockFiles.register.reading')}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('clockFiles.register.bytes', {
                      processed: format.number(job.data.processed),
                      total: format.number(job.data.total),
                    })}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={job.data.total > 0 ? (100 * job.data.processed) / job.data.total : 0}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </Stack>
            )}
            {failure && (
              <Alert severity="error" data-testid="clock-file-error">
                {'code' in failure && 'message' in failure && !(failure instanceof Error)
                  ? `${t('clockFiles.register.failed')}: ${failure.message}`
                  : translateError(t, failure)}
              </Alert>
            )}
            {current && current.status === 'parsed' && !running && (
              <Box>
                <Typography variant="subtitle1" sx={{ mb: 1.5 }}>
                  {t('clockFiles.register.summaryTitle')}: {current.fileName}
                </Typography>
                <Summary file={current} />
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('clockFiles.register.samples')}
          subheader={t('clockFiles.register.samplesHelp')}
        />
        <CardContent>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {SAMPLE_FILES.map((s) => (
              <Button
                key={s.name}
                variant="outlined"
                startIcon={<Download />}
                onClick={() => void downloadSample(s.name)}
                data-testid={`sample-${s.format}`}
              >
                {t('clockFiles.register.sample', { format: t(`clockFiles.format.${s.format}`) })}
              </Button>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('clockFiles.register.recent')} />
        <Box data-testid="clock-files-grid">
          <AppDataGrid<ClockFileItem>
            {...grid.gridProps(files)}
            getRowId={(r) => r.fileId}
            columns={columns}
            loading={files.isFetching && !files.data}
            pageSizeOptions={[10, 25, 50]}
          />
        </Box>
      </Card>
    </Stack>
  );
};
