import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { translateError } from '../../../lib/errors';
import { emptySelection, isRowSelected } from '../../../lib/grid-selection';
import { useFormat } from '../../../lib/use-format';
import { useVacationInbox, type InboxFilter, type InboxRequest } from '../api/approvals';
import { DecideDialog } from './decide-dialog';

const STATUS_COLOR = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
} as const;

/**
 * The vacation requests of the inbox: pending ones (or the last decided), with the employee, the dates, the working
 * days, the employee's balance (less what is pending) and the payrolls the days fall in. Rows the caller may decide
 * (the company's approver rule) can be ticked and approved or rejected together; the outcome is shown above.
 */
export const VacationRequestsTab = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const [filter, setFilter] = useState<InboxFilter>('pending');
  const inbox = useVacationInbox(filter);
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [outcome, setOutcome] = useState<{ decision: 'approve' | 'reject'; count: number } | null>(null);
  const rows = useMemo(() => inbox.data?.items ?? [], [inbox.data]);
  const chosen = rows.filter((r) => r.canDecide && isRowSelected(selection, r.id));
  const chosenDays = chosen.reduce((sum, r) => sum + r.days, 0);
  const anyDecidable = rows.some((r) => r.canDecide);
  const days = (value: number) => t('approvals.days', { count: value, value: f.number(value, 2) });

  const columns: GridColDef<InboxRequest>[] = [
    {
      field: 'fullName',
      headerName: t('approvals.columns.employee'),
      flex: 1.4,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('approvals.employeeNumber', { num: row.num_empleado })}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'from',
      headerName: t('approvals.columns.dates'),
      minWidth: 190,
      flex: 1,
      valueFormatter: (_value, row) =>
        row.from === row.to ? f.date(row.from) : `${f.date(row.from)} – ${f.date(row.to)}`,
    },
    {
      field: 'days',
      headerName: t('approvals.columns.days'),
      type: 'number',
      width: 90,
    },
    {
      field: 'availableDays',
      headerName: t('approvals.columns.balance'),
      type: 'number',
      width: 120,
      description: t('approvals.columns.balanceHelp'),
      renderCell: ({ row }) =>
        row.availableDays === null ? (
          '—'
        ) : (
          <Typography variant="body2" color={row.availableDays < 0 ? 'error.main' : undefined}>
            {f.number(row.availableDays, 2)}
          </Typography>
        ),
    },
    {
      field: 'payrolls',
      headerName: t('approvals.columns.payrolls'),
      minWidth: 200,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) =>
        row.payrolls.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('approvals.noPayroll')}
          </Typography>
        ) : (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            {row.payrolls.map((p) => (
              <Chip
                key={p.payrollId}
                size="small"
                variant="outlined"
                label={`${f.date(p.periodStart)} – ${f.date(p.periodEnd)}`}
              />
            ))}
          </Stack>
        ),
    },
    {
      field: 'approverHead',
      headerName: t('approvals.columns.approver'),
      minWidth: 150,
      flex: 0.8,
      valueGetter: (_value, row) => row.approverHead ?? t('approvals.byRoles'),
    },
    {
      field: 'status',
      headerName: t('approvals.columns.status'),
      minWidth: 150,
      flex: 0.8,
      renderCell: ({ row }) => (
        <Tooltip title={row.decisionReason ?? row.note ?? ''}>
          <Chip
            size="small"
            color={STATUS_COLOR[row.status]}
            variant={row.status === 'pending' ? 'outlined' : 'filled'}
            label={t(`approvals.status.${row.status}`)}
          />
        </Tooltip>
      ),
    },
    {
      field: filter === 'pending' ? 'note' : 'decisionReason',
      headerName: t(filter === 'pending' ? 'approvals.columns.note' : 'approvals.columns.reason'),
      minWidth: 180,
      flex: 1,
      sortable: false,
    },
  ];

  return (
    <Stack spacing={2} sx={{ p: 2.5 }} data-testid="approvals-vacations">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_, value: InboxFilter | null) => {
            if (!value) return;
            setFilter(value);
            setSelection(emptySelection());
          }}
          aria-label={t('approvals.filter.label')}
        >
          <ToggleButton value="pending" data-testid="approvals-filter-pending">
            {t('approvals.filter.pending')}
          </ToggleButton>
          <ToggleButton value="decided" data-testid="approvals-filter-decided">
            {t('approvals.filter.decided')}
          </ToggleButton>
        </ToggleButtonGroup>
        {filter === 'pending' && anyDecidable && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              startIcon={<Check />}
              disabled={chosen.length === 0}
              onClick={() => setDeciding('approve')}
              data-testid="approvals-approve"
            >
              {t('approvals.actions.approveCount', { count: chosen.length })}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<Close />}
              disabled={chosen.length === 0}
              onClick={() => setDeciding('reject')}
              data-testid="approvals-reject"
            >
              {t('approvals.actions.rejectCount', { count: chosen.length })}
            </Button>
          </Stack>
        )}
      </Stack>
      {outcome && (
        <Alert severity="success" onClose={() => setOutcome(null)} data-testid="approvals-outcome">
          {t(outcome.decision === 'approve' ? 'approvals.outcome.approved' : 'approvals.outcome.rejected', {
            count: outcome.count,
          })}
        </Alert>
      )}
      {inbox.error && <Alert severity="error">{translateError(t, inbox.error)}</Alert>}
      {filter === 'pending' && rows.length > 0 && !anyDecidable && (
        <Alert severity="info">{t('approvals.nothingToDecide')}</Alert>
      )}
      <Box sx={{ width: '100%' }}>
        <AppDataGrid<InboxRequest>
          rows={rows}
          columns={columns}
          loading={inbox.isLoading}
          autoHeight
          // 25 rows a page: every cell is rendered (and reachable to a screen reader or a test).
          disableVirtualization
          getRowId={(row) => row.id}
          checkboxSelection={filter === 'pending' && anyDecidable}
          isRowSelectable={({ row }) => row.canDecide}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          getRowHeight={() => 'auto'}
          pageSizeOptions={[25, 50, 100]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          localeText={{
            noRowsLabel: t(filter === 'pending' ? 'approvals.empty.pending' : 'approvals.empty.decided'),
          }}
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('approvals.help', { days: days(chosenDays) })}
      </Typography>
      {deciding && (
        <DecideDialog
          decision={deciding}
          ids={chosen.map((r) => r.id)}
          days={chosenDays}
          onClose={() => setDeciding(null)}
          onDone={(count) => {
            setOutcome({ decision: deciding, count });
            setSelection(emptySelection());
          }}
        />
      )}
    </Stack>
  );
};
