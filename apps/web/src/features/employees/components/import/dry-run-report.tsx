import { Alert, Stack, Typography } from '@mui/material';
import type { ImportDryRunResponse } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { HEADER_ROW } from './import-logic';
import { ProblemsGrid } from './problems-grid';
import { StatTiles } from './stat-tiles';

/** What the dry run found: rows read, valid and with problems, every problem, and the valid rows' warnings. */
export const DryRunReport = ({ report }: { report: ImportDryRunResponse }) => {
  const { t } = useTranslation();
  const { totalRows, validRows, invalidRows, problems, warnings } = report;
  const missingColumns = problems.filter((p) => p.row === HEADER_ROW).map((p) => p.column);
  let summary: { severity: 'success' | 'warning' | 'error'; text: string };
  if (totalRows === 0 && problems.length === 0)
    summary = { severity: 'warning', text: t('employeeImport.report.noRows') };
  else if (problems.length === 0)
    summary = { severity: 'success', text: t('employeeImport.report.allValid') };
  else if (validRows === 0) summary = { severity: 'error', text: t('employeeImport.report.noneValid') };
  else summary = { severity: 'warning', text: t('employeeImport.report.someInvalid') };
  return (
    <Stack spacing={2.5} data-testid="dry-run-report">
      <StatTiles
        tiles={[
          {
            label: t('employeeImport.report.totalRows'),
            value: totalRows,
            color: 'primary',
            testId: 'dry-run-total',
          },
          {
            label: t('employeeImport.report.validRows'),
            value: validRows,
            color: 'success',
            testId: 'dry-run-valid',
          },
          {
            label: t('employeeImport.report.invalidRows'),
            value: invalidRows,
            color: invalidRows > 0 ? 'error' : 'info',
            testId: 'dry-run-invalid',
          },
        ]}
      />
      <Alert severity={summary.severity} data-testid="dry-run-summary">
        {summary.text}
      </Alert>
      {missingColumns.length > 0 && (
        <Alert severity="error" data-testid="dry-run-missing-columns">
          {t('employeeImport.report.missingColumns', { columns: missingColumns.join(', ') })}
        </Alert>
      )}
      {problems.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t('employeeImport.report.problemsTitle')}
          </Typography>
          <ProblemsGrid problems={problems} testId="dry-run-problems" />
        </Stack>
      )}
      {warnings.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t('employeeImport.report.warningsTitle')}
          </Typography>
          <Alert severity="info" data-testid="dry-run-warnings-note">
            {t('employeeImport.report.warningsNote', { count: warnings.length })}
          </Alert>
          <ProblemsGrid problems={warnings} testId="dry-run-warnings" />
        </Stack>
      )}
    </Stack>
  );
};
