import { Alert, Chip, Stack, Typography } from '@mui/material';
import type { employeeImportResult, ImportJob } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useFormat } from '../../../../lib/use-format';
import { SkippedRowsGrid } from './problems-grid';
import { StatTiles } from './stat-tiles';

/** Links shown to the created employees; the rest are in the list. */
const MAX_LINKS = 60;

type EmployeeResult = z.infer<typeof employeeImportResult>;
const isEmployeeResult = (result: ImportJob['result']): result is EmployeeResult =>
  result !== null && 'employees' in result;

/** The outcome of an employee import: counts, links to the created employees, the skipped rows' problems. */
export const ImportResult = ({ job }: { job: ImportJob }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (job.status === 'failed' || !isEmployeeResult(job.result)) {
    return (
      <Alert severity="error" data-testid="import-failed">
        {t('employeeImport.result.failed')} {job.error?.message}
      </Alert>
    );
  }
  const { imported, skipped, employees, problems } = job.result;
  const shown = employees.slice(0, MAX_LINKS);
  return (
    <Stack spacing={2.5} data-testid="import-result">
      <StatTiles
        tiles={[
          {
            label: t('employeeImport.result.imported'),
            value: imported,
            color: 'success',
            testId: 'import-imported',
          },
          {
            label: t('employeeImport.result.skipped'),
            value: skipped,
            color: skipped > 0 ? 'warning' : 'info',
            testId: 'import-skipped',
          },
        ]}
      />
      <Alert severity={imported > 0 ? 'success' : 'warning'}>
        {imported > 0
          ? t('employeeImport.result.done', { imported: format.number(imported) })
          : t('employeeImport.result.noneImported')}
      </Alert>
      {imported > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t('employeeImport.result.created')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="import-created">
            {shown.map((employee) => (
              <Chip
                key={employee.num_empleado}
                component={Link}
                to={paths.app.employeeDetail.getHref(employee.num_empleado)}
                clickable
                color="primary"
                variant="outlined"
                label={t('employeeImport.result.employeeLink', {
                  num: employee.num_empleado,
                  row: employee.row,
                })}
                data-testid={`import-created-${employee.num_empleado}`}
              />
            ))}
          </Stack>
          {employees.length > shown.length && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('employeeImport.result.more', { rest: format.number(employees.length - shown.length) })}
            </Typography>
          )}
        </Stack>
      )}
      {problems.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t('employeeImport.result.skippedTitle')}
          </Typography>
          <SkippedRowsGrid problems={problems} testId="import-skipped-rows" />
        </Stack>
      )}
    </Stack>
  );
};
