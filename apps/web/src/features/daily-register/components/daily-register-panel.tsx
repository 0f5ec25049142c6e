import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import BeachAccess from '@mui/icons-material/BeachAccess';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventBusy from '@mui/icons-material/EventBusy';
import LocalHospital from '@mui/icons-material/LocalHospital';
import Restore from '@mui/icons-material/Restore';
import Search from '@mui/icons-material/Search';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import {
  ATTENDANCE_CODES,
  DEFAULT_PAGE_SIZE,
  type AttendanceCode,
  type AttendanceDayItem,
  type PresenceListRequest,
} from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useFormat } from '../../../lib/use-format';
import {
  useAttendancePayrolls,
  useDeleteAbsentDay,
  usePresenceDates,
  usePresenceList,
  useRegisterDepartments,
  useWriteDays,
} from '../api/daily-register';
import { AmountDialog } from './amount-dialog';
import { DisabilityDialog } from './disability-dialog';
import { BULK_CODES, formatMinutes, itemOfRow, parseHours, parseTime, TIMED_CODES } from './register-rows';
import { UnpaidLeaveDialog } from './unpaid-leave-dialog';
import { VacationDialog } from './vacation-dialog';

export const CODE_COLORS: Record<
  AttendanceCode,
  'default' | 'success' | 'info' | 'error' | 'warning' | 'secondary' | 'primary'
> = {
  R: 'success',
  E: 'primary',
  A: 'error',
  S: 'warning',
  V: 'info',
  I: 'secondary',
  '+': 'success',
  '-': 'error',
};

const PAGE_SIZES = [25, 50, 100];

type Props = {
  payrollId: number | null;
  date: string | null;
  search: string;
  onChange: (next: { payroll: number | null; date: string | null; search: string }) => void;
};

type Employee = { num_empleado: number; fullName: string };

/**
 * The daily register: a payroll's employees on one date, paged by the server, each with its code, times,
 * hours and amounts, editable in place (Enter or typing starts a cell, Enter or Tab saves it), with bulk
 * codes for the selected rows, filters by code, department and name, and the vacation, disability and
 * unpaid leave (or suspension) dialogs.
 */
export const DailyRegisterPanel = ({ payrollId, date, search: initialSearch, onChange }: Props) => {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAppAbility();
  const payrolls = useAttendancePayrolls();
  const chosenPayroll = payrolls.data?.find((p) => p.payrollId === payrollId) ?? null;
  const canWrite =
    ability.can('update', 'Attendance') && chosenPayroll !== null && chosenPayroll.status !== 'paid';
  const canRanges = ability.can('create', 'PersonalAction') && canWrite;
  const dates = usePresenceDates(chosenPayroll ? chosenPayroll.payrollId : null);
  const departments = useRegisterDepartments();
  // The server sorts only by name (ascending): no column sorting, the pages come in name order.
  const grid = useServerGrid({ initialSearch, pageSize: DEFAULT_PAGE_SIZE, serverSort: false });
  const { search, setSearch, debouncedSearch, firstPage } = grid;
  const [codes, setCodes] = useState<AttendanceCode[]>([]);
  const [departmentId, setDepartmentId] = useState('');
  const [bulkCode, setBulkCode] = useState<AttendanceCode>('R');
  const [vacationFor, setVacationFor] = useState<Employee | null>(null);
  const [disabilityFor, setDisabilityFor] = useState<Employee | null>(null);
  const [unpaidLeaveFor, setUnpaidLeaveFor] = useState<Employee | null>(null);
  const [amountFor, setAmountFor] = useState<{ row: AttendanceDayItem; code: '+' | '-' } | null>(null);
  const write = useWriteDays();
  const restore = useDeleteAbsentDay();

  // The first payroll, and a date inside the period, when none is chosen.
  useEffect(() => {
    if (payrollId === null && payrolls.data?.[0])
      onChange({ payroll: payrolls.data[0].payrollId, date, search });
  }, [payrollId, payrolls.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const dateList = dates.data?.dates ?? [];
  const validDate = date !== null && dateList.some((d) => d.date === date) ? date : null;
  useEffect(() => {
    if (dates.data && validDate === null && dateList[0])
      onChange({ payroll: payrollId, date: dateList[0].date, search });
  }, [dates.data, validDate]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    firstPage(); // clears the selection too
  }, [payrollId, validDate, debouncedSearch, codes, departmentId, firstPage]);

  const params: PresenceListRequest | null =
    chosenPayroll && validDate
      ? {
          payrollId: chosenPayroll.payrollId,
          date: validDate,
          ...grid.request,
          ...(codes.length > 0 ? { codes } : {}),
          ...(departmentId ? { departmentId: Number(departmentId) } : {}),
          sortBy: 'name',
        }
      : null;
  const list = usePresenceList(params);
  const dateIndex = dateList.findIndex((d) => d.date === validDate);
  const dateInfo = dateIndex >= 0 ? dateList[dateIndex] : undefined;
  // Select-all ticks the page shown (`useServerGrid`'s default): the call takes a list of employees.
  const selectedIds = [...grid.selection.ids].map(Number);

  const saveRow = async (row: AttendanceDayItem, before: AttendanceDayItem): Promise<AttendanceDayItem> => {
    // Leaving a cell without changing it writes nothing (it would mark the day as set by a person).
    if (JSON.stringify(row) === JSON.stringify(before)) return before;
    if (row.code === 'I' && before.code !== 'I') {
      setDisabilityFor({ num_empleado: row.num_empleado, fullName: row.fullName });
      return before;
    }
    if ((row.code === '+' || row.code === '-') && (before.code !== row.code || row.amount === null)) {
      setAmountFor({ row: before, code: row.code });
      return before;
    }
    const result = await write.mutateAsync({ payrollId: row.payrollId, items: [itemOfRow(row, before)] });
    for (const w of result.warnings) notify(t(`dailyRegister.warnings.${w.code}`), 'warning');
    return result.days[0] ?? row;
  };

  const applyBulk = () => {
    if (!chosenPayroll || !validDate || selectedIds.length === 0) return;
    write.mutate(
      {
        payrollId: chosenPayroll.payrollId,
        items: selectedIds.map((num) => ({ num_empleado: num, date: validDate, code: bulkCode })),
      },
      {
        onSuccess: (result) => {
          notify(t('dailyRegister.saved', { count: result.updated }), 'success');
          grid.clearSelection();
        },
        onError: (error) => notify(translateError(t, error), 'error'),
      },
    );
  };

  const timed = (row: AttendanceDayItem) => TIMED_CODES.includes(row.code) || row.code === 'S';
  const columns = useMemo<GridColDef<AttendanceDayItem>[]>(
    () => [
      { field: 'num_empleado', headerName: t('dailyRegister.fields.num_empleado'), width: 80 },
      {
        field: 'fullName',
        headerName: t('dailyRegister.fields.fullName'),
        flex: 1.3,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
            <Typography variant="body2" sx={{ fontWeight: 500, lineHeight: 1.4 }} noWrap title={row.fullName}>
              {row.fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }} noWrap>
              {row.departmentName ?? ''}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'code',
        headerName: t('dailyRegister.fields.code'),
        width: 90,
        editable: true,
        // Typed: Enter or any key opens the cell, the last letter typed is the code (− or - for a deduction).
        valueParser: (value: string) => {
          const last = String(value ?? '')
            .trim()
            .slice(-1)
            .toUpperCase();
          return last === '−' ? '-' : last;
        },
        valueSetter: (value: string, row) =>
          (ATTENDANCE_CODES as readonly string[]).includes(value)
            ? { ...row, code: value as AttendanceCode }
            : row,
        renderCell: ({ row }: GridRenderCellParams<AttendanceDayItem>) => (
          <Tooltip title={t(`dailyRegister.codes.${row.code}`)}>
            <Chip
              size="small"
              color={CODE_COLORS[row.code]}
              variant={row.source === 'projection' ? 'outlined' : 'filled'}
              label={row.code === '-' ? '−' : row.code}
              sx={{ minWidth: 36, fontWeight: 600 }}
              data-testid={`code-${row.num_empleado}`}
            />
          </Tooltip>
        ),
      },
      {
        field: 'entryTime',
        headerName: t('dailyRegister.fields.entryTime'),
        width: 90,
        editable: true,
        valueSetter: (value: string | null, row) => ({
          ...row,
          entryTime: parseTime(String(value ?? '')) ?? row.entryTime,
        }),
      },
      {
        field: 'exitTime',
        headerName: t('dailyRegister.fields.exitTime'),
        width: 90,
        editable: true,
        valueSetter: (value: string | null, row) => ({
          ...row,
          exitTime: parseTime(String(value ?? '')) ?? row.exitTime,
        }),
      },
      {
        field: 'ordinaryMinutes',
        headerName: t('dailyRegister.fields.ordinary'),
        width: 100,
        editable: true,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (value: number) => formatMinutes(value),
        valueSetter: (value: string, row) => {
          const minutes = parseHours(String(value ?? ''));
          return { ...row, ordinaryMinutes: minutes ?? row.ordinaryMinutes };
        },
      },
      {
        field: 'extraMinutes',
        headerName: t('dailyRegister.fields.extra'),
        width: 100,
        editable: true,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (value: number) => (value ? formatMinutes(value) : ''),
        valueSetter: (value: string, row) => {
          const minutes = parseHours(String(value ?? ''));
          if (minutes === null) return row;
          // Extra hours on a regular day make it E.
          const code =
            minutes > 0 && row.code === 'R' ? 'E' : minutes === 0 && row.code === 'E' ? 'R' : row.code;
          return { ...row, extraMinutes: minutes, code };
        },
        renderCell: ({ row, formattedValue }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <span>{formattedValue as string}</span>
            {row.extraStatus && row.extraMinutes > 0 && (
              <Chip
                size="small"
                variant="outlined"
                label={t(`dailyRegister.extraStatus.${row.extraStatus}`)}
              />
            )}
          </Stack>
        ),
      },
      {
        field: 'amount',
        headerName: t('dailyRegister.fields.amount'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => {
          if (row.code === 'I')
            return (
              <Typography variant="body2" noWrap>
                {row.disabilityType ? t(`dailyRegister.disabilityTypes.${row.disabilityType}`) : ''}
                {row.disabilityCertificate
                  ? ` · ${t('dailyRegister.boleta')} ${row.disabilityCertificate}`
                  : ''}
              </Typography>
            );
          if ((row.code === '+' || row.code === '-') && row.amount !== null)
            return (
              <Button
                size="small"
                color={row.code === '+' ? 'success' : 'error'}
                disabled={!canWrite}
                onClick={() => setAmountFor({ row, code: row.code as '+' | '-' })}
                sx={{ textTransform: 'none', justifyContent: 'flex-start' }}
              >
                {row.code === '+' ? '+' : '−'}
                {format.centimos(row.amount)} · {row.amountReason}
                {row.correctsPayrollId !== null &&
                  ` · ${t('dailyRegister.amount.correctsShort', { id: row.correctsPayrollId })}`}
              </Button>
            );
          if (row.code === 'A' && (row.rangeKind === 'unpaid_leave' || row.rangeKind === 'suspension'))
            return (
              <Typography
                variant="body2"
                noWrap
                title={`${t(`dailyRegister.unpaidLeaveKinds.${row.rangeKind}`)}${row.rangeNote ? ` · ${row.rangeNote}` : ''}`}
              >
                {t(`dailyRegister.unpaidLeaveKinds.${row.rangeKind}`)}
                {row.rangeNote ? ` · ${row.rangeNote}` : ''}
              </Typography>
            );
          const notes = [
            row.holidayId ? t('dailyRegister.holiday') : null,
            row.restDay ? t('dailyRegister.restDay') : null,
          ].filter(Boolean);
          return (
            <Typography variant="caption" color="text.secondary">
              {notes.join(' · ')}
            </Typography>
          );
        },
      },
      {
        field: 'actions',
        headerName: '',
        sortable: false,
        width: 160,
        renderCell: ({ row }) => (
          <Stack direction="row">
            {canRanges && (
              <Tooltip title={t('dailyRegister.actions.vacation')}>
                <IconButton
                  size="small"
                  onClick={() => setVacationFor(row)}
                  data-testid={`vacation-${row.num_empleado}`}
                  aria-label={t('dailyRegister.actions.vacation')}
                >
                  <BeachAccess fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canRanges && (
              <Tooltip title={t('dailyRegister.actions.disability')}>
                <IconButton
                  size="small"
                  onClick={() => setDisabilityFor(row)}
                  data-testid={`disability-${row.num_empleado}`}
                  aria-label={t('dailyRegister.actions.disability')}
                >
                  <LocalHospital fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canRanges && (
              <Tooltip title={t('dailyRegister.actions.unpaidLeave')}>
                <IconButton
                  size="small"
                  onClick={() => setUnpaidLeaveFor(row)}
                  data-testid={`unpaid-leave-${row.num_empleado}`}
                  aria-label={t('dailyRegister.actions.unpaidLeave')}
                >
                  <EventBusy fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {/* An A of unpaid leave belongs to its range: putting the day back would lay it out A again. */}
            {canWrite && row.code === 'A' && row.rangeId === null && (
              <Tooltip title={t('dailyRegister.actions.restore')}>
                <IconButton
                  size="small"
                  disabled={restore.isPending}
                  data-testid={`restore-${row.num_empleado}`}
                  aria-label={t('dailyRegister.actions.restore')}
                  onClick={() =>
                    restore.mutate(
                      { payrollId: row.payrollId, num_empleado: row.num_empleado, date: row.date },
                      { onSuccess: () => notify(t('dailyRegister.restored'), 'success') },
                    )
                  }
                >
                  <Restore fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ),
      },
    ],
    [t, format, canWrite, canRanges, restore],
  );

  const payrollLabel = (p: { periodicity: string; periodStart: string; periodEnd: string; status: string }) =>
    `${format.payroll(p, { withPeriod: true })} (${t(`dailyRegister.status.${p.status}`)})`;

  const goDate = (offset: number) => {
    const next = dateList[dateIndex + offset];
    if (next) onChange({ payroll: payrollId, date: next.date, search });
  };

  if (payrolls.data && payrolls.data.length === 0)
    return <Alert severity="info">{t('dailyRegister.noPayrolls')}</Alert>;

  return (
    <Card>
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={2}
        sx={{ p: 2.5, alignItems: { lg: 'center' } }}
      >
        <TextField
          select
          size="small"
          label={t('dailyRegister.fields.payroll')}
          value={chosenPayroll ? String(chosenPayroll.payrollId) : ''}
          onChange={(e) => onChange({ payroll: Number(e.target.value), date: null, search })}
          sx={{ minWidth: 360 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'register-payroll' } as object } }}
        >
          {(payrolls.data ?? []).map((p) => (
            <MenuItem key={p.payrollId} value={String(p.payrollId)}>
              {payrollLabel(p)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton
            size="small"
            disabled={dateIndex <= 0}
            onClick={() => goDate(-1)}
            aria-label={t('dailyRegister.previousDay')}
            data-testid="previous-day"
          >
            <ChevronLeft />
          </IconButton>
          <TextField
            select
            size="small"
            label={t('dailyRegister.fields.date')}
            value={validDate ?? ''}
            onChange={(e) => onChange({ payroll: payrollId, date: e.target.value, search })}
            sx={{ minWidth: 250 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'register-date' } as object } }}
          >
            {dateList.map((d) => (
              <MenuItem key={d.date} value={d.date}>
                {format.longDate(d.date)}
                {d.holidayName ? ` · ${d.holidayName}` : ''}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            size="small"
            disabled={dateIndex < 0 || dateIndex >= dateList.length - 1}
            onClick={() => goDate(1)}
            aria-label={t('dailyRegister.nextDay')}
            data-testid="next-day"
          >
            <ChevronRight />
          </IconButton>
        </Stack>
        {dateInfo && (
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ flexWrap: 'wrap', rowGap: 0.75 }}
            data-testid="date-counts"
          >
            {ATTENDANCE_CODES.filter((c) => dateInfo.counts[c] > 0).map((c) => (
              <Chip
                key={c}
                size="small"
                color={CODE_COLORS[c]}
                variant={codes.includes(c) ? 'filled' : 'outlined'}
                label={`${c === '-' ? '−' : c} ${dateInfo.counts[c]}`}
                onClick={() =>
                  setCodes((cur) => (cur.includes(c) ? cur.filter((x) => x !== c) : [...cur, c]))
                }
                data-testid={`count-${c}`}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ px: 2.5, pb: 2.5 }}>
        <TextField
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
          }}
          onBlur={() => onChange({ payroll: payrollId, date: validDate, search: search.trim() })}
          placeholder={t('dailyRegister.search')}
          size="small"
          sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}
          slotProps={{
            htmlInput: { 'aria-label': t('dailyRegister.search'), 'data-testid': 'register-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('dailyRegister.fields.codes')}
          value={codes}
          onChange={(e) => setCodes(e.target.value as unknown as AttendanceCode[])}
          sx={{ width: { xs: '100%', md: 220 } }}
          slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).join(' ') } }}
        >
          {ATTENDANCE_CODES.map((c) => (
            <MenuItem key={c} value={c}>
              {c} · {t(`dailyRegister.codes.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('dailyRegister.fields.department')}
          value={departmentId}
          onChange={(e) => setDepartmentId(e.target.value)}
          sx={{ width: { xs: '100%', md: 240 } }}
        >
          <MenuItem value="">{t('dailyRegister.all')}</MenuItem>
          {(departments.data ?? []).map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 2.5, pb: 1.5, display: 'block' }}
        data-testid="code-legend"
      >
        {ATTENDANCE_CODES.map((c) => `${c === '-' ? '−' : c} ${t(`dailyRegister.codes.${c}`)}`).join(' · ')}
        {/* How to type in the grid, only to whom may. */}
        {canWrite && ` — ${t('dailyRegister.keyboard')}`}
      </Typography>
      {chosenPayroll?.status === 'paid' && (
        <Alert severity="info" sx={{ mx: 2.5, mb: 2 }}>
          {t('dailyRegister.paidReadOnly')}
        </Alert>
      )}
      {canWrite && selectedIds.length > 0 && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ px: 2.5, py: 1.5, alignItems: 'center', bgcolor: 'action.hover' }}
          data-testid="bulk-bar"
        >
          <Typography variant="body2">
            {t('dailyRegister.bulk.selected', { count: selectedIds.length })}
          </Typography>
          <TextField
            select
            size="small"
            label={t('dailyRegister.fields.code')}
            value={bulkCode}
            onChange={(e) => setBulkCode(e.target.value as AttendanceCode)}
            sx={{ minWidth: 180 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'bulk-code' } as object } }}
          >
            {BULK_CODES.map((c) => (
              <MenuItem key={c} value={c}>
                {c} · {t(`dailyRegister.codes.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={applyBulk} disabled={write.isPending} data-testid="bulk-apply">
            {t('dailyRegister.bulk.apply', {
              count: selectedIds.length,
              code: bulkCode,
              date: validDate ? format.date(validDate) : '',
            })}
          </Button>
        </Stack>
      )}
      <Box data-testid="register-grid">
        <AppDataGrid
          {...grid.gridProps(list)}
          columns={columns}
          getRowId={(row) => row.num_empleado}
          loading={list.isFetching || payrolls.isLoading}
          pageSizeOptions={PAGE_SIZES}
          checkboxSelection={canWrite}
          rowHeight={56}
          isCellEditable={({ row, field }) => {
            if (!canWrite) return false;
            if (field === 'code') return true;
            if (field === 'entryTime' || field === 'exitTime') return timed(row);
            if (field === 'ordinaryMinutes') return TIMED_CODES.includes(row.code);
            if (field === 'extraMinutes') return row.code === 'R' || row.code === 'E';
            return false;
          }}
          processRowUpdate={saveRow}
          onProcessRowUpdateError={(error) => notify(translateError(t, error), 'error')}
          localeText={{ noRowsLabel: t('dailyRegister.empty') }}
        />
      </Box>
      {vacationFor && validDate && (
        <VacationDialog employee={vacationFor} date={validDate} onClose={() => setVacationFor(null)} />
      )}
      {disabilityFor && validDate && (
        <DisabilityDialog employee={disabilityFor} date={validDate} onClose={() => setDisabilityFor(null)} />
      )}
      {unpaidLeaveFor && validDate && (
        <UnpaidLeaveDialog
          employee={unpaidLeaveFor}
          date={validDate}
          onClose={() => setUnpaidLeaveFor(null)}
        />
      )}
      {amountFor && (
        <AmountDialog row={amountFor.row} code={amountFor.code} onClose={() => setAmountFor(null)} />
      )}
    </Card>
  );
};
