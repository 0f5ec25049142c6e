import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardHeader, Divider, MenuItem, Stack, TextField } from '@mui/material';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import {
  EXTRA_HOURS_STATUSES,
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
import { dayColumns, employeeColumns } from './extra-hours-columns';
import { dayKey, dayOfKey, type Day, type DayRef, type Pending } from './extra-hours-day';
import { ExtraHoursDialog } from './extra-hours-dialog';
import { PayrollSelect, usePayrollParam } from './payroll-select';

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

  const employeeGridColumns = useMemo(() => employeeColumns(t), [t]);
  const dayGridColumns = useMemo(
    () => dayColumns(t, format, canApprove ? { approve, openDialog } : null),
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
            columns={employeeGridColumns}
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
            columns={dayGridColumns}
            getRowId={dayKey}
            pageSizeOptions={[25, 50, 100]}
            checkboxSelection={canApprove}
            localeText={{ noRowsLabel: t('extraHoursReview.extra.none') }}
          />
        </Box>
      </Card>

      <ExtraHoursDialog
        pending={pending}
        reason={reason}
        onReason={setReason}
        minutes={minutes}
        onMinutes={setMinutes}
        error={dialogError}
        busy={update.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => void confirmDialog()}
      />
    </Stack>
  );
};
