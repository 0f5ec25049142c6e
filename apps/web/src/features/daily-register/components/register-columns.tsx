import { useMemo } from 'react';
import { Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import BeachAccess from '@mui/icons-material/BeachAccess';
import EventBusy from '@mui/icons-material/EventBusy';
import LocalHospital from '@mui/icons-material/LocalHospital';
import Restore from '@mui/icons-material/Restore';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { ATTENDANCE_CODES, type AttendanceCode, type AttendanceDayItem } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useFormat } from '../../../lib/use-format';
import { useDeleteAbsentDay } from '../api/daily-register';
import { CODE_COLORS } from './code-colors';
import { formatMinutes, parseHours, parseTime } from './register-rows';

export type RegisterEmployee = { num_empleado: number; fullName: string };

type RegisterColumnsOptions = {
  canWrite: boolean;
  /** May open the vacation, disability and unpaid-leave dialogs. */
  canRanges: boolean;
  // Stable callbacks (state setters): the columns are memoised on the permissions only.
  onAmount: (amount: { row: AttendanceDayItem; code: '+' | '-' }) => void;
  onVacation: (employee: RegisterEmployee) => void;
  onDisability: (employee: RegisterEmployee) => void;
  onUnpaidLeave: (employee: RegisterEmployee) => void;
};

/**
 * The register's columns: code, times and hours editable in place (each cell parses what is typed), the
 * amount, disability or leave of the day, and the row's range dialogs and restore action.
 */
export const useRegisterColumns = ({
  canWrite,
  canRanges,
  onAmount,
  onVacation,
  onDisability,
  onUnpaidLeave,
}: RegisterColumnsOptions) => {
  const { t } = useTranslation();
  const format = useFormat();
  const restore = useDeleteAbsentDay();
  return useMemo<GridColDef<AttendanceDayItem>[]>(
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
                onClick={() => onAmount({ row, code: row.code as '+' | '-' })}
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
                  onClick={() => onVacation(row)}
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
                  onClick={() => onDisability(row)}
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
                  onClick={() => onUnpaidLeave(row)}
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
    [t, format, canWrite, canRanges, restore, onAmount, onVacation, onDisability, onUnpaidLeave],
  );
};
