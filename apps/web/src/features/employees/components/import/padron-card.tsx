import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import type { ImportJob } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/use-format';
import { isJobFinished, useImportJob } from '../../api/import-employees';
import { PADRON_MAX_BYTES, usePadronStatus, useUploadPadron } from '../../api/padron';
import { FileDropZone } from './file-drop-zone';
import { checkFile, toMegabytes, type FileProblem } from './import-logic';
import { JobProgress } from './job-progress';

const EXTENSIONS = ['.txt'];
const JOB_COLORS: Record<ImportJob['status'], 'info' | 'success' | 'error'> = {
  running: 'info',
  succeeded: 'success',
  failed: 'error',
};

type PadronResult = { rows: number; skipped: number; seconds: number };
const isPadronResult = (result: ImportJob['result']): result is PadronResult =>
  result !== null && 'rows' in result && 'seconds' in result;

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Box>
    <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
      {label}
    </Typography>
    <Box sx={{ typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' }} data-testid={testId}>
      {children}
    </Box>
  </Box>
);

/** The outcome of a finished padrón job: voters loaded, lines left out and time, or the failure. */
const PadronOutcome = ({ job }: { job: ImportJob }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (job.status === 'succeeded' && isPadronResult(job.result)) {
    return (
      <Alert severity="success" data-testid="padron-result">
        {t('employeeImport.padron.done', {
          rows: format.number(job.result.rows),
          seconds: format.number(Math.round(job.result.seconds)),
        })}
        {job.result.skipped > 0 &&
          ` ${t('employeeImport.padron.skipped', { skipped: format.number(job.result.skipped) })}`}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="padron-result">
      {t('employeeImport.padron.failed')} {job.error?.message}
    </Alert>
  );
};

/**
 * The TSE electoral roll (administrators): whether it is loaded, and the upload of PADRON_COMPLETO.txt with
 * the progress of its load. An import already running when the screen opens is followed too.
 */
export const PadronCard = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const status = usePadronStatus();
  const upload = useUploadPadron();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const lastJob = status.data?.lastJob ?? null;
  // The job this screen started, or one that was already running.
  const followed = upload.data ?? (lastJob?.status === 'running' ? lastJob : undefined);
  const job = useImportJob(followed?.jobId ?? null, followed);
  const current = job.data;
  const running = upload.isPending || (current !== undefined && !isJobFinished(current));

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileProblem(checkFile(chosen, EXTENSIONS, PADRON_MAX_BYTES));
    upload.reset();
  };

  const jobLine = (last: ImportJob) =>
    t('employeeImport.padron.lastJobLine', {
      status: t(`employeeImport.padron.jobStatus.${last.status}`),
      date: format.dateTime(last.finishedAt ?? last.startedAt),
    });

  return (
    <Card data-testid="padron-card">
      <CardHeader
        title={t('employeeImport.padron.title')}
        subheader={t('employeeImport.padron.subtitle')}
        slotProps={{ subheader: { variant: 'body2', sx: { mt: 0.5 } } }}
      />
      <CardContent>
        <Stack spacing={2.5}>
          {status.isPending && <Skeleton variant="rounded" height={64} />}
          {status.isError && <Alert severity="error">{translateError(t, status.error)}</Alert>}
          {status.data && (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) minmax(0, 1.6fr)' },
              }}
              data-testid="padron-status"
            >
              <Fact label={t('employeeImport.padron.fields.state')}>
                <Chip
                  size="small"
                  color={status.data.loaded ? 'success' : 'warning'}
                  label={t(
                    status.data.loaded ? 'employeeImport.padron.loaded' : 'employeeImport.padron.notLoaded',
                  )}
                  data-testid="padron-loaded"
                />
              </Fact>
              <Fact label={t('employeeImport.padron.fields.rows')} testId="padron-rows">
                {status.data.loaded ? format.number(status.data.rows) : '—'}
              </Fact>
              <Fact label={t('employeeImport.padron.fields.importedAt')}>
                {status.data.importedAt ? format.dateTime(status.data.importedAt) : '—'}
              </Fact>
              <Fact label={t('employeeImport.padron.fields.sourceName')}>
                {status.data.sourceName ?? '—'}
              </Fact>
              <Fact label={t('employeeImport.padron.fields.lastJob')} testId="padron-last-job">
                {lastJob ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Box
                      component="span"
                      sx={{
                        width: 8,
                        height: 8,
                        borderRadius: '50%',
                        bgcolor: `${JOB_COLORS[lastJob.status]}.main`,
                        flexShrink: 0,
                      }}
                    />
                    <span>{jobLine(lastJob)}</span>
                  </Stack>
                ) : (
                  t('employeeImport.padron.noJob')
                )}
              </Fact>
            </Box>
          )}
          <Divider />
          <FileDropZone
            accept={EXTENSIONS.join(',')}
            hint={t('employeeImport.padron.hint')}
            file={file}
            onFile={chooseFile}
            disabled={running}
            inputTestId="padron-file"
          />
          {file && fileProblem && (
            <Alert severity="error" data-testid="padron-file-problem">
              {t(`employeeImport.padron.problems.${fileProblem}`, {
                size: format.number(toMegabytes(file.size)),
              })}
            </Alert>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('employeeImport.padron.replaceNote')}
          </Typography>
          {upload.isPending && (
            <JobProgress
              job={null}
              label={t('employeeImport.padron.sending')}
              count={() => ''}
              testId="padron-progress"
            />
          )}
          {current && !isJobFinished(current) && (
            <JobProgress
              job={current}
              label={t('employeeImport.padron.running')}
              count={(processed, total) => t('employeeImport.padron.count', { processed, total })}
              testId="padron-progress"
            />
          )}
          {upload.isError && <Alert severity="error">{translateError(t, upload.error)}</Alert>}
          {job.isError && <Alert severity="error">{translateError(t, job.error)}</Alert>}
          {upload.data && current && isJobFinished(current) && <PadronOutcome job={current} />}
          <Box>
            <Button
              variant="contained"
              startIcon={<CloudUploadOutlined />}
              disabled={!file || fileProblem !== null || running || upload.isSuccess}
              onClick={() => file && upload.mutate(file)}
              data-testid="padron-upload"
            >
              {t('employeeImport.padron.upload')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
