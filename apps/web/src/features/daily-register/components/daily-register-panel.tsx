import { useEffect, useState } from 'react';
import { Alert, Box, Card, Typography } from '@mui/material';
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
import {
  useAttendancePayrolls,
  usePresenceDates,
  usePresenceList,
  useRegisterDepartments,
  useWriteDays,
} from '../api/daily-register';
import { AmountDialog } from './amount-dialog';
import { BulkBar } from './bulk-bar';
import { DisabilityDialog } from './disability-dialog';
import { useRegisterColumns, type RegisterEmployee } from './register-columns';
import { itemOfRow, TIMED_CODES } from './register-rows';
import { DayPicker, RegisterFilters } from './register-toolbar';
import { UnpaidLeaveDialog } from './unpaid-leave-dialog';
import { VacationDialog } from './vacation-dialog';

const PAGE_SIZES = [25, 50, 100];

type Props = {
  payrollId: number | null;
  date: string | null;
  search: string;
  onChange: (next: { payroll: number | null; date: string | null; search: string }) => void;
};

/**
 * The daily register: a payroll's employees on one date, paged by the server, each with its code, times,
 * hours and amounts, editable in place (Enter or typing starts a cell, Enter or Tab saves it), with bulk
 * codes for the selected rows, filters by code, department and name, and the vacation, disability and
 * unpaid leave (or suspension) dialogs.
 */
export const DailyRegisterPanel = ({ payrollId, date, search: initialSearch, onChange }: Props) => {
  const { t } = useTranslation();
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
  const [vacationFor, setVacationFor] = useState<RegisterEmployee | null>(null);
  const [disabilityFor, setDisabilityFor] = useState<RegisterEmployee | null>(null);
  const [unpaidLeaveFor, setUnpaidLeaveFor] = useState<RegisterEmployee | null>(null);
  const [amountFor, setAmountFor] = useState<{ row: AttendanceDayItem; code: '+' | '-' } | null>(null);
  const write = useWriteDays();

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
  const columns = useRegisterColumns({
    canWrite,
    canRanges,
    onAmount: setAmountFor,
    onVacation: setVacationFor,
    onDisability: setDisabilityFor,
    onUnpaidLeave: setUnpaidLeaveFor,
  });

  if (payrolls.data && payrolls.data.length === 0)
    return <Alert severity="info">{t('dailyRegister.noPayrolls')}</Alert>;

  return (
    <Card>
      <DayPicker
        payrolls={payrolls.data ?? []}
        payrollId={chosenPayroll ? chosenPayroll.payrollId : null}
        dates={dateList}
        date={validDate}
        codes={codes}
        onPayroll={(next) => onChange({ payroll: next, date: null, search })}
        onDate={(next) => onChange({ payroll: payrollId, date: next, search })}
        onToggleCode={(c) => setCodes((cur) => (cur.includes(c) ? cur.filter((x) => x !== c) : [...cur, c]))}
      />
      <RegisterFilters
        search={search}
        onSearch={setSearch}
        onSearchDone={() => onChange({ payroll: payrollId, date: validDate, search: search.trim() })}
        codes={codes}
        onCodes={setCodes}
        departmentId={departmentId}
        onDepartment={setDepartmentId}
        departments={departments.data ?? []}
      />
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
        <BulkBar
          count={selectedIds.length}
          code={bulkCode}
          onCode={setBulkCode}
          date={validDate}
          onApply={applyBulk}
          pending={write.isPending}
        />
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
