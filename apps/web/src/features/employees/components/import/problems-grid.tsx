import { useCallback, useMemo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ImportProblem } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../../components/ui/app-data-grid';
import { HEADER_ROW, problemGridRows, problemsByRow, type RowProblems } from './import-logic';

const PAGE_SIZES = [10, 25, 50, 100];

/** "3", or "1 (header)" for a problem of the header row (a missing column). */
const useRowLabel = () => {
  const { t } = useTranslation();
  return useCallback(
    (row: number) => (row === HEADER_ROW ? t('employeeImport.report.headerRow', { row }) : String(row)),
    [t],
  );
};

const Value = ({ value }: { value: string }) => {
  const { t } = useTranslation();
  return value === '' ? (
    <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t('employeeImport.report.empty')}
    </Typography>
  ) : (
    <Typography variant="body2" noWrap title={value}>
      {value}
    </Typography>
  );
};

const Column = ({ column }: { column: string }) => (
  <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
    {column}
  </Typography>
);

/** Every problem of a file, one line each: row, column, value as written, reason (in the user's language). */
export const ProblemsGrid = ({
  problems,
  testId,
}: {
  problems: readonly ImportProblem[];
  testId: string;
}) => {
  const { t } = useTranslation();
  const rowLabel = useRowLabel();
  const rows = useMemo(() => problemGridRows(problems), [problems]);
  const columns = useMemo<GridColDef<(typeof rows)[number]>[]>(
    () => [
      {
        field: 'row',
        headerName: t('employeeImport.report.columns.row'),
        width: 130,
        valueFormatter: (value: number) => rowLabel(value),
      },
      {
        field: 'column',
        headerName: t('employeeImport.report.columns.column'),
        width: 190,
        renderCell: ({ row }) => <Column column={row.column} />,
      },
      {
        field: 'value',
        headerName: t('employeeImport.report.columns.value'),
        flex: 0.8,
        minWidth: 150,
        renderCell: ({ row }) => <Value value={row.value} />,
      },
      {
        field: 'reason',
        headerName: t('employeeImport.report.columns.reason'),
        flex: 2,
        minWidth: 260,
        renderCell: ({ row }) => (
          <Typography variant="body2" sx={{ whiteSpace: 'normal', py: 1 }}>
            {row.reason}
          </Typography>
        ),
      },
    ],
    [t, rowLabel],
  );
  return (
    <Box sx={{ width: '100%' }} data-testid={testId}>
      <AppDataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={PAGE_SIZES}
        autoHeight
        density="compact"
        sx={{ '& .MuiDataGrid-cell': { minHeight: 44 } }}
      />
    </Box>
  );
};

/** The skipped rows of an import, one line per row with all of its problems. */
export const SkippedRowsGrid = ({
  problems,
  testId,
}: {
  problems: readonly ImportProblem[];
  testId: string;
}) => {
  const { t } = useTranslation();
  const rowLabel = useRowLabel();
  const rows = useMemo(() => problemsByRow(problems), [problems]);
  const columns = useMemo<GridColDef<RowProblems>[]>(
    () => [
      {
        field: 'row',
        headerName: t('employeeImport.report.columns.row'),
        width: 130,
        valueFormatter: (value: number) => rowLabel(value),
      },
      {
        field: 'problems',
        headerName: t('employeeImport.report.columns.problems'),
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack spacing={0.5} sx={{ py: 1.25 }}>
            {row.problems.map((problem, index) => (
              <Typography variant="body2" key={index} sx={{ whiteSpace: 'normal' }}>
                <Column column={problem.column} />
                {problem.value !== '' && (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {` ${t('employeeImport.report.quoted', { value: problem.value })}`}
                  </Typography>
                )}
                {`: ${problem.reason}`}
              </Typography>
            ))}
          </Stack>
        ),
      },
    ],
    [t, rowLabel],
  );
  return (
    <Box sx={{ width: '100%' }} data-testid={testId}>
      <AppDataGrid
        rows={rows}
        columns={columns}
        getRowId={(row) => row.row}
        getRowHeight={() => 'auto'}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={PAGE_SIZES}
        autoHeight
      />
    </Box>
  );
};
