import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { ImportJob } from '@planilla/contracts';
import { useFormat } from '../../../../lib/use-format';
import { jobPercent } from './import-logic';

type JobProgressProps = {
  /** null while the file is being sent (no job yet): the bar runs without a measure. */
  job: ImportJob | null;
  /** What is happening ("Importando empleados…"). */
  label: string;
  /** "{{processed}} de {{total}} filas", given the formatted numbers. */
  count: (processed: string, total: string) => string;
  testId: string;
};

/** A job's progress bar with processed / total. */
export const JobProgress = ({ job, label, count, testId }: JobProgressProps) => {
  const format = useFormat();
  const measured = job !== null && job.total > 0;
  const percent = job ? jobPercent(job) : 0;
  return (
    <Stack spacing={1} data-testid={testId}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        {measured && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid={`${testId}-count`}>
            {count(format.number(job.processed), format.number(job.total))}
            {' · '}
            {format.number(Math.floor(percent))} %
          </Typography>
        )}
      </Stack>
      <Box>
        <LinearProgress
          variant={measured ? 'determinate' : 'indeterminate'}
          value={percent}
          sx={{ height: 8, borderRadius: 4 }}
          aria-label={label}
        />
      </Box>
    </Stack>
  );
};
