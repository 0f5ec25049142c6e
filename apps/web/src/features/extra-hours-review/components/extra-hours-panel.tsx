import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Tune from '@mui/icons-material/Tune';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { EXTRA_HOURS_STATUSES, type AttendanceDayItem } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useExtraHoursDays, useExtraHoursEmployees, useUpdateExtraHours } from '../api/queries';
import { hoursOf, PayrollSelect, usePayrollParam } from './payroll-select';

type Day = AttendanceDayItem;
const dayKey = (d: { num_empleado: number; date: string }) => `${d.num_empleado}|${d.date}`;
const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

type Pending = { action: 'reject' | 'adjust'; days: Day[] };

/**
 * `/payroll/presence/extrahours`: a payroll's extra hours, pending first. Totals per employee (a click
 * narrows the days to that employee); the days with their status, holiday and daily-cap flags; approve or
 * reject one or many, adjust one with a reason (update Payroll).
 */
export const ExtraHoursPanel = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const { payroll, payrolls, loading } = usePayrollParam();
  const payrollId = payroll?.payrollId ?? null;
  const canApprove = useAppAbility().can('update', 'Payroll') && payroll?.status !== 'paid';
  // The server does not sort these lists: paged by the server, column sorting off.
  const employeesGrid = useServerGrid({ pageSize: 10, serverSort: false });
  const daysGrid = useServerGrid({ pageSize: 25, serverSort: false });
  const { search, setSearch, debouncedSearch: debounced } = employeesGrid;
  const [status, setStatus] = useState<string>('');
  const [employee, setEmployee] = useState<number | null>(null);
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState('');
  const [dialogError, setDialogError] = useState<string | null>(null);
  const update = useUpdateExtraHours();

  const filters = {
    ...(debounced ? { search: debounced } : {}),
    ...(status ? { status } : {}),
  };
  const employees = useExtraHoursEmployees(payrollId, {
    page: employeesGrid.request.page,
    pageSize: employeesGrid.request.pageSize,
    ...filters,
  });
  const days = useExtraHoursDays(payrollId, {
    page: daysGrid.request.page,
    pageSize: daysGrid.request.pageSize,
    ...filters,
    ...(employee !== null ? { num_empleado: employee } : {}),
  });
  const rows = days.data?.items ?? [];
  const selected = rows.filter((d) => selection.ids.has(dayKey(d)));
  const clearSelection = () => setSelection({ type: 'include', ids: new Set() });

  const send = async (
    items: {
      num_empleado: number;
      date: string;
      action: 'approve' | 'reject' | 'adjust';
      approvedMinutes?: number;
      reason?: string;
    }[],
  ) => {
    if (!payrollId) return;
    const res = await update.mutateAsync({ payrollId, items });
    enqueueSnackbar(t('extraHoursReview.extra.done', { count: res.updated }), { variant: 'success' });
    clearSelection();
  };
  const approve = async (list: Day[]) => {
    try {
      await send(
        list.map((d) => ({ num_empleado: d.num_empleado, date: d.date, action: 'approve' as const })),
      );
    } catch (error) {
      enqueueSnackbar(translateError(t, error), { variant: 'error' });
    }
  };
  const openDialog = (action: Pending['action'], list: Day[]) => {
    setReason('');
    setMinutes(action === 'adjust' && list[0] ? String(list[0].extraMinutes) : '');
    setDialogError(null);
    setPending({ action, days: list });
  };
  const confirmDialog = async () => {
    if (!pending) return;
    setDialogError(null);
    try {
      await send(
        pending.days.map((d) => ({
          num_empleado: d.num_empleado,
          date: d.date,
          action: pending.action,
          reason: reason.trim(),
          ...(pending.action === 'adjust' ? { approvedMinutes: Number(minutes) } : {}),
        })),
      );
      setPending(null);
    } catch (error) {
      setDialogError(translateError(t, error));
    }
  };

  const employeeColumns = useMemo<GridColDef[]>(
    () => [
      {
        field: 'fullName',
        headerName: t('extraHoursReview.fields.employee'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ lineHeight: 1.35 }}>
              {row.fullName}
            </Typography>
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
              #{row.num_empleado}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'pendingMinutes',
        headerName: t('extraHoursReview.fields.pending'),
        minWidth: 110,
        renderCell: ({ value }) =>
          value > 0 ? <Chip size="small" color="warning" label={hoursOf(value)} /> : '—',
      },
      {
        field: 'approvedMinutes',
        headerName: t('extraHoursReview.fields.approved'),
        minWidth: 110,
        valueFormatter: (v: number) => hoursOf(v),
      },
      {
        field: 'rejectedMinutes',
        headerName: t('extraHoursReview.fields.rejected'),
        minWidth: 130,
        valueFormatter: (v: number) => hoursOf(v),
      },
      {
        field: 'holidayMinutes',
        headerName: t('extraHoursReview.fields.holiday'),
        minWidth: 130,
        valueFormatter: (v: number) => (v ? hoursOf(v) : '—'),
      },
      {
        field: 'daysOverCap',
        headerName: t('extraHoursReview.fields.overCap'),
        minWidth: 150,
        renderCell: ({ value }) =>
          value > 0 ? <Chip size="small" color="error" variant="outlined" label={value} /> : '—',
      },
    ],
    [t],
  );

  const dayColumns = useMemo<GridColDef<Day>[]>(
    () => [
      {
        field: 'fullName',
        headerName: t('extraHoursReview.fields.employee'),
        flex: 1,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ lineHeight: 1.35 }}>
              {row.fullName}
            </Typography>
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
              #{row.num_empleado}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'date',
        headerName: t('extraHoursReview.fields.date'),
        minWidth: 150,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{format.date(row.date)}</span>
            {row.holidayId && (
              <Chip
                size="small"
                color="info"
                label={t('extraHoursReview.flags.holiday')}
                data-testid="flag-holiday"
              />
            )}
          </Stack>
        ),
      },
      {
        field: 'ordinaryMinutes',
        headerName: t('extraHoursReview.fields.ordinary'),
        minWidth: 100,
        valueFormatter: (v: number) => hoursOf(v),
      },
      {
        field: 'extraMinutes',
        headerName: t('extraHoursReview.fields.extra'),
        minWidth: 150,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{hoursOf(row.extraMinutes)}</span>
            {row.overDailyCap && (
              <Tooltip title={t('extraHoursReview.flags.overCapHelp')}>
                <Chip
                  size="small"
                  color="error"
                  variant="outlined"
                  label={t('extraHoursReview.flags.overCap')}
                  data-testid="flag-over-cap"
                />
              </Tooltip>
            )}
          </Stack>
        ),
      },
      {
        field: 'extraStatus',
        headerName: t('extraHoursReview.fields.status'),
        minWidth: 120,
        renderCell: ({ row }) =>
          row.extraStatus ? (
            <Chip
              size="small"
              color={STATUS_COLOR[row.extraStatus]}
              label={t(`extraHoursReview.extraStatus.${row.extraStatus}`)}
            />
          ) : null,
      },
      {
        field: 'extraApprovedMinutes',
        headerName: t('extraHoursReview.fields.paid'),
        minWidth: 100,
        valueFormatter: (v: number | null) => (v === null ? '—' : hoursOf(v)),
      },
      { field: 'extraReason', headerName: t('extraHoursReview.fields.reason'), flex: 1, minWidth: 150 },
      ...(canApprove
        ? [
            {
              field: 'actions',
              headerName: '',
              sortable: false,
              width: 130,
              align: 'right',
              renderCell: ({ row }) => (
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={t('extraHoursReview.extra.approve')}>
                    <span>
                      <IconButton
                        size="small"
                        color="success"
                        disabled={row.extraStatus === 'approved'}
                        onClick={() => void approve([row])}
                        aria-label={`${t('extraHoursReview.extra.approve')} ${row.num_empleado} ${row.date}`}
                        data-testid={`approve-${row.num_empleado}-${row.date}`}
                      >
                        <Check fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t('extraHoursReview.extra.adjust')}>
                    <IconButton
                      size="small"
                      onClick={() => openDialog('adjust', [row])}
                      aria-label={`${t('extraHoursReview.extra.adjust')} ${row.num_empleado} ${row.date}`}
                    >
                      <Tune fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('extraHoursReview.extra.reject')}>
                    <span>
                      <IconButton
                        size="small"
                        color="error"
                        disabled={row.extraStatus === 'rejected'}
                        onClick={() => openDialog('reject', [row])}
                        aria-label={`${t('extraHoursReview.extra.reject')} ${row.num_empleado} ${row.date}`}
                      >
                        <Close fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              ),
            } satisfies GridColDef<Day>,
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, format, canApprove, payrollId],
  );

  if (!loading && payrolls.length === 0)
    return <Alert severity="info">{t('extraHoursReview.noPayrolls')}</Alert>;

  return (
    <Stack spacing={3}>
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2.5 }}>
          <PayrollSelect payroll={payroll} payrolls={payrolls} />
          <TextField
            size="small"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              daysGrid.firstPage();
              setEmployee(null);
            }}
            label={t('extraHoursReview.search')}
            sx={{ minWidth: 260 }}
            slotProps={{ htmlInput: { 'data-testid': 'extra-search' } }}
          />
          <TextField
            select
            size="small"
            label={t('extraHoursReview.fields.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              employeesGrid.firstPage();
              daysGrid.firstPage();
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('extraHoursReview.all')}</MenuItem>
            {EXTRA_HOURS_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`extraHoursReview.extraStatus.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {payroll?.status === 'paid' && (
          <Alert severity="info" sx={{ mx: 2.5, mb: 2 }}>
            {t('extraHoursReview.paidReadOnly')}
          </Alert>
        )}
      </Card>

      <Card>
        <CardHeader
          title={t('extraHoursReview.extra.perEmployee')}
          subheader={t('extraHoursReview.extra.perEmployeeHelp')}
        />
        <Divider />
        <Box data-testid="extra-employees-grid">
          <AppDataGrid
            {...employeesGrid.gridProps(employees)}
            columns={employeeColumns}
            getRowId={(r) => r.num_empleado}
            pageSizeOptions={[10, 25, 50]}
            onRowClick={({ row }) => {
              setEmployee(row.num_empleado === employee ? null : row.num_empleado);
              daysGrid.firstPage();
            }}
            getRowClassName={({ row }) => (row.num_empleado === employee ? 'Mui-selected' : '')}
            localeText={{ noRowsLabel: t('extraHoursReview.extra.none') }}
          />
        </Box>
      </Card>

      <Card>
        <CardHeader
          title={t('extraHoursReview.extra.days')}
          subheader={
            employee !== null
              ? t('extraHoursReview.extra.ofEmployee', { number: employee })
              : t('extraHoursReview.extra.pendingFirst')
          }
          action={
            <Stack direction="row" spacing={1}>
              {employee !== null && (
                <Button
                  onClick={() => {
                    setEmployee(null);
                    daysGrid.firstPage();
                  }}
                >
                  {t('extraHoursReview.extra.allEmployees')}
                </Button>
              )}
              {canApprove && (
                <>
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={<Check />}
                    disabled={selected.length === 0 || update.isPending}
                    onClick={() => void approve(selected)}
                    data-testid="approve-selected"
                  >
                    {t('extraHoursReview.extra.approveSelected', { count: selected.length })}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<Close />}
                    disabled={selected.length === 0 || update.isPending}
                    onClick={() => openDialog('reject', selected)}
                    data-testid="reject-selected"
                  >
                    {t('extraHoursReview.extra.rejectSelected', { count: selected.length })}
                  </Button>
                </>
              )}
            </Stack>
          }
        />
        <Divider />
        <Box data-testid="extra-days-grid">
          <AppDataGrid<Day>
            {...daysGrid.gridProps(days)}
            columns={dayColumns}
            getRowId={dayKey}
            pageSizeOptions={[25, 50, 100]}
            checkboxSelection={canApprove}
            keepNonExistentRowsSelected={false}
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            localeText={{ noRowsLabel: t('extraHoursReview.extra.none') }}
          />
        </Box>
      </Card>

      <Dialog open={pending !== null} onClose={() => setPending(null)} fullWidth maxWidth="xs">
        <DialogTitle>
          {pending?.action === 'adjust'
            ? t('extraHoursReview.extra.adjustTitle')
            : t('extraHoursReview.extra.rejectTitle', { count: pending?.days.length ?? 0 })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {pending?.action === 'adjust' && pending.days[0] && (
              <TextField
                type="number"
                label={t('extraHoursReview.extra.approvedMinutes', {
                  recorded: pending.days[0].extraMinutes,
                })}
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
                slotProps={{
                  htmlInput: { min: 1, max: pending.days[0].extraMinutes, 'data-testid': 'adjust-minutes' },
                }}
              />
            )}
            <TextField
              label={t('extraHoursReview.fields.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'extra-reason' } }}
            />
            {dialogError && <Alert severity="error">{dialogError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>{t('extraHoursReview.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!reason.trim() || update.isPending}
            onClick={() => void confirmDialog()}
            data-testid="extra-confirm"
          >
            {t('extraHoursReview.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
