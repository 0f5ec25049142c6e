import { useEffect, useMemo, useState } from 'react';
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
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import {
  EXTRA_HOURS_STATUSES,
  type AttendanceDayItem,
  type ExtraHoursStatus,
  type updateExtraHourRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { selectionCount, selectionRequest, type SelectionRequest } from '../../../lib/grid-selection';
import { useFormat } from '../../../lib/use-format';
import { useExtraHoursDays, useExtraHoursEmployees, useUpdateExtraHours } from '../api/queries';
import { hoursOf, PayrollSelect, usePayrollParam } from './payroll-select';

type Day = AttendanceDayItem;
type DayRef = { num_empleado: number; date: string };
const dayKey = (d: DayRef) => `${d.num_empleado}|${d.date}`;
const dayOfKey = (id: GridRowId): DayRef => {
  const [num, date] = String(id).split('|');
  return { num_empleado: Number(num), date: date! };
};
const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

/** A dialog's target: one day to adjust, or the selection (ticked days, or all matching) to reject. */
type Pending =
  { action: 'adjust'; day: Day } | { action: 'reject'; target: SelectionRequest<DayRef>; count: number };

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
  // Select-all means every matching day, on every page: the server takes the filters and the unticked.
  const daysGrid = useServerGrid({ pageSize: 25, serverSort: false, selectAll: 'matching' });
  const { search, setSearch, debouncedSearch: debounced } = employeesGrid;
  const [status, setStatus] = useState<string>('');
  const [employee, setEmployee] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState('');
  const [dialogError, setDialogError] = useState<string | null>(null);
  const update = useUpdateExtraHours();

  const filters = {
    ...(debounced ? { search: debounced } : {}),
    ...(status ? { status: status as ExtraHoursStatus } : {}),
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
  const { clearSelection } = daysGrid;
  useEffect(() => clearSelection(), [payrollId, clearSelection]);
  const selectedCount = selectionCount(daysGrid.selection, days.data?.total ?? 0);
  const selectedTarget = () => selectionRequest(daysGrid.selection, dayOfKey);

  type Body = Omit<z.input<typeof updateExtraHourRequest>, 'payrollId'>;
  const send = async (body: Body) => {
    if (!payrollId) return;
    const res = await update.mutateAsync({ payrollId, ...body });
    enqueueSnackbar(t('extraHoursReview.extra.done', { count: res.updated }), { variant: 'success' });
    clearSelection();
  };
  /** The call for a selection: the ticked days as items, or a select-all as the list's filters + the unticked. */
  const bodyFor = (target: SelectionRequest<DayRef>, action: 'approve' | 'reject', why?: string): Body =>
    target.kind === 'some'
      ? { items: target.keys.map((k) => ({ ...k, action, ...(why ? { reason: why } : {}) })) }
      : {
          all: {
            ...filters,
            ...(employee !== null ? { num_empleado: employee } : {}),
            except: target.except,
            action,
            ...(why ? { reason: why } : {}),
          },
        };
  const approve = async (target: SelectionRequest<DayRef>) => {
    try {
      await send(bodyFor(target, 'approve'));
    } catch (error) {
      enqueueSnackbar(translateError(t, error), { variant: 'error' });
    }
  };
  const openDialog = (next: Pending) => {
    setReason('');
    setMinutes(next.action === 'adjust' ? String(next.day.extraMinutes) : '');
    setDialogError(null);
    setPending(next);
  };
  const confirmDialog = async () => {
    if (!pending) return;
    setDialogError(null);
    try {
      await send(
        pending.action === 'adjust'
          ? {
              items: [
                {
                  num_empleado: pending.day.num_empleado,
                  date: pending.day.date,
                  action: 'adjust',
                  reason: reason.trim(),
                  approvedMinutes: Number(minutes),
                },
              ],
            }
          : bodyFor(pending.target, 'reject', reason.trim()),
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
                        onClick={() =>
                          void approve({
                            kind: 'some',
                            keys: [{ num_empleado: row.num_empleado, date: row.date }],
                          })
                        }
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
                      onClick={() => openDialog({ action: 'adjust', day: row })}
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
                        onClick={() =>
                          openDialog({
                            action: 'reject',
                            target: {
                              kind: 'some',
                              keys: [{ num_empleado: row.num_empleado, date: row.date }],
                            },
                            count: 1,
                          })
                        }
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
                    disabled={selectedCount === 0 || update.isPending}
                    onClick={() => void approve(selectedTarget())}
                    data-testid="approve-selected"
                  >
                    {t('extraHoursReview.extra.approveSelected', { count: selectedCount })}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<Close />}
                    disabled={selectedCount === 0 || update.isPending}
                    onClick={() =>
                      openDialog({ action: 'reject', target: selectedTarget(), count: selectedCount })
                    }
                    data-testid="reject-selected"
                  >
                    {t('extraHoursReview.extra.rejectSelected', { count: selectedCount })}
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
            localeText={{ noRowsLabel: t('extraHoursReview.extra.none') }}
          />
        </Box>
      </Card>

      <Dialog open={pending !== null} onClose={() => setPending(null)} fullWidth maxWidth="xs">
        <DialogTitle>
          {pending?.action === 'adjust'
            ? t('extraHoursReview.extra.adjustTitle')
            : t('extraHoursReview.extra.rejectTitle', {
                count: pending?.action === 'reject' ? pending.count : 0,
              })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {pending?.action === 'adjust' && (
              <TextField
                type="number"
                label={t('extraHoursReview.extra.approvedMinutes', {
                  recorded: pending.day.extraMinutes,
                })}
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
                slotProps={{
                  htmlInput: { min: 1, max: pending.day.extraMinutes, 'data-testid': 'adjust-minutes' },
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
