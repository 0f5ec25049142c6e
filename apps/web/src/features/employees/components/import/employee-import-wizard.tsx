import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Stack,
  Step,
  StepButton,
  Stepper,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { translateError } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/use-format';
import {
  IMPORT_MAX_BYTES,
  isJobFinished,
  useImportDryRun,
  useImportJob,
  useStartEmployeeImport,
} from '../../api/import-employees';
import { DryRunReport } from './dry-run-report';
import { FileDropZone } from './file-drop-zone';
import { checkFile, toMegabytes, type FileProblem } from './import-logic';
import { ImportResult } from './import-result';
import { JobProgress } from './job-progress';
import { TemplateStep } from './template-step';

const STEPS = ['template', 'file', 'import'] as const;
const EXTENSIONS = ['.xlsx', '.csv'];

/**
 * Importing employees in three steps: the template, the file checked without writing (every problem of
 * every row), then the valid rows imported as a job whose progress is polled.
 */
export const EmployeeImportWizard = () => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const dryRun = useImportDryRun();
  const start = useStartEmployeeImport();
  const job = useImportJob(start.data?.jobId ?? null, start.data);
  const report = dryRun.data;
  const maxMb = format.number(toMegabytes(IMPORT_MAX_BYTES));
  const ended = isJobFinished(job.data) ? job.data : null;
  const finished = ended !== null;
  const importStarted = step === 2;

  // The reasons come in the language of the request: after a change of language, check the file again.
  const checkedIn = useRef(i18n.language);
  const { mutate: checkFileOnServer } = dryRun;
  useEffect(() => {
    if (checkedIn.current === i18n.language) return;
    checkedIn.current = i18n.language;
    if (file && report && !importStarted) checkFileOnServer(file);
  }, [i18n.language, file, report, importStarted, checkFileOnServer]);

  const chooseFile = (chosen: File) => {
    const problem = checkFile(chosen, EXTENSIONS, IMPORT_MAX_BYTES);
    setFile(chosen);
    setFileProblem(problem);
    dryRun.reset();
    if (!problem) dryRun.mutate(chosen);
  };

  const runImport = () => {
    if (!file) return;
    setConfirming(false);
    setStep(2);
    start.mutate(file);
  };

  const restart = () => {
    setFile(null);
    setFileProblem(null);
    dryRun.reset();
    start.reset();
    setStep(1);
  };

  const fileProblemText = (problem: FileProblem, chosen: File) => {
    if (problem === 'size') {
      return t('employeeImport.file.problems.size', {
        size: format.number(toMegabytes(chosen.size)),
        max: maxMb,
      });
    }
    return t(`employeeImport.file.problems.${problem}`);
  };

  return (
    <Card>
      <CardContent sx={{ pt: 3 }}>
        <Stepper activeStep={step} nonLinear alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((key, index) => (
            <Step key={key} completed={index < step || (index === 2 && ended?.status === 'succeeded')}>
              <StepButton
                onClick={() => setStep(index)}
                disabled={importStarted || index === 2}
                data-testid={`import-step-${key}`}
              >
                {t(`employeeImport.steps.${key}`)}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        <Divider sx={{ mb: 3 }} />

        {step === 0 && <TemplateStep onNext={() => setStep(1)} />}

        {step === 1 && (
          <Stack spacing={2.5}>
            <FileDropZone
              accept={EXTENSIONS.join(',')}
              hint={t('employeeImport.file.hint', { max: maxMb })}
              file={file}
              onFile={chooseFile}
              disabled={dryRun.isPending}
              inputTestId="import-file"
            />
            {file && fileProblem && (
              <Alert severity="error" data-testid="import-file-problem">
                {fileProblemText(fileProblem, file)}
              </Alert>
            )}
            {dryRun.isPending && (
              <JobProgress
                job={null}
                label={t('employeeImport.file.checking')}
                count={() => ''}
                testId="dry-run-progress"
              />
            )}
            {dryRun.isError && (
              <Alert severity="error" data-testid="dry-run-error">
                {translateError(t, dryRun.error)}
              </Alert>
            )}
            {report && <DryRunReport report={report} />}
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', pt: 1 }}>
              <Button startIcon={<ArrowBack />} onClick={() => setStep(0)}>
                {t('employeeImport.file.back')}
              </Button>
              <Button
                variant="contained"
                startIcon={<PlaylistAddCheck />}
                disabled={!report || report.validRows === 0 || dryRun.isPending}
                onClick={() => (report && report.invalidRows > 0 ? setConfirming(true) : runImport())}
                data-testid="import-run"
              >
                {t('employeeImport.report.import', { valid: format.number(report?.validRows ?? 0) })}
              </Button>
            </Stack>
          </Stack>
        )}

        {step === 2 && (
          <Stack spacing={2.5}>
            {start.isPending && (
              <JobProgress
                job={null}
                label={t('employeeImport.progress.sending')}
                count={() => ''}
                testId="import-progress"
              />
            )}
            {start.isError && (
              <Alert severity="error" data-testid="import-error">
                {translateError(t, start.error)}
              </Alert>
            )}
            {job.data && !finished && (
              <JobProgress
                job={job.data}
                label={t('employeeImport.progress.running')}
                count={(processed, total) => t('employeeImport.progress.count', { processed, total })}
                testId="import-progress"
              />
            )}
            {job.isError && !finished && (
              <Alert severity="error" data-testid="import-error">
                {translateError(t, job.error)}
              </Alert>
            )}
            {ended && <ImportResult job={ended} />}
            {(finished || start.isError || job.isError) && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
                <Button
                  variant="contained"
                  component={Link}
                  to={paths.app.employees.getHref()}
                  data-testid="import-to-list"
                >
                  {t('employeeImport.result.toList')}
                </Button>
                <Button variant="outlined" onClick={restart} data-testid="import-again">
                  {t('employeeImport.result.again')}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
      </CardContent>

      <Dialog open={confirming} onClose={() => setConfirming(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('employeeImport.confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            <Box component="p" sx={{ mt: 0 }}>
              {t('employeeImport.confirm.valid', { valid: format.number(report?.validRows ?? 0) })}
            </Box>
            <Box component="p" sx={{ mb: 0 }}>
              {t('employeeImport.confirm.skipped', { invalid: format.number(report?.invalidRows ?? 0) })}
            </Box>
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="secondary" onClick={() => setConfirming(false)}>
            {t('common.actions.cancel')}
          </Button>
          <Button variant="contained" onClick={runImport} data-testid="import-confirm">
            {t('employeeImport.confirm.import')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
};
