import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EditCalendar from '@mui/icons-material/EditCalendar';
import EventNote from '@mui/icons-material/EventNote';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import type { GridColDef } from '@mui/x-data-grid';
import {
  PAY_PERIODICITIES,
  type PayPeriodicity,
  type PayrollItem,
  type PayrollStatus,
  type ProjectPayrollResponse,
} from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useFormat } from '../../../lib/use-format';
import { usePayrollCalendar, useProjectPayroll } from '../api/payroll-calendar';
import { CompanySettingsCard } from './company-settings-card';
import { RtPolicyCard } from './rt-policy-card';
import { GenerateCalendarDialog } from './generate-calendar-dialog';
import { PayDateDialog } from './pay-date-dialog';
import { ProjectionResultDialog } from './projection-result-dialog';
import { periodStanding, registerDateOf } from './register-date';

export const STATUS_COLORS: Record<PayrollStatus, 'default' | 'info' | 'warning' | 'success'> = {
  planned: 'default',
  projected: 'info',
  processed: 'warning',
  paid: 'success',
};

type Props = {
  year: number;
  periodicity: PayPeriodicity;
  onChange: (next: { year: number; periodicity: PayPeriodicity }) => void;
};

/**
 * The payroll calendar of a year and periodicity: each payroll's period, pay date and status; generate the
 * year, change a pay date, project a payroll, open its daily register; the company's payroll settings.
 */
export const PayrollCalendarPanel = ({ year, periodicity, onChange }: Props) => {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'Payroll');
  const canUpdate = ability.can('update', 'Payroll');
  const canAttendance = ability.can('read', 'Attendance');
  const list = usePayrollCalendar(year);
  const project = useProjectPayroll();
  const [generating, setGenerating] = useState(false);
  const [editing, setEditing] = useState<PayrollItem | null>(null);
  const [projection, setProjection] = useState<ProjectPayrollResponse | null>(null);
  const today = todayInCostaRica(new Date());

  const all = list.data ?? [];
  const rows = all.filter((p) => p.periodicity === periodicity);
  // The calendar opens on the current period: its row is scrolled into view once per year and periodicity.
  const current = rows.find((r) => periodStanding(r, today) === 'current');
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const key = `${year}|${periodicity}`;
    if (!current || scrolledFor.current === key) return;
    const el = document.querySelector(
      `[data-testid="payroll-calendar-grid"] [data-id="${current.payrollId}"]`,
    );
    if (!el) return;
    scrolledFor.current = key;
    el.scrollIntoView({ block: 'center' });
  });
  const counts = Object.fromEntries(
    PAY_PERIODICITIES.map((p) => [p, all.filter((x) => x.periodicity === p).length]),
  ) as Record<PayPeriodicity, number>;

  const runProjection = (payroll: PayrollItem) =>
    project.mutate(payroll.payrollId, {
      onSuccess: (result) => setProjection(result),
      onError: (error) => notify(translateError(t, error), 'error'),
    });

  const columns = useMemo<GridColDef<PayrollItem>[]>(
    () => [
      { field: 'sequence', headerName: '#', width: 60 },
      {
        field: 'periodStart',
        headerName: t('payrollCalendar.fields.period'),
        flex: 1.2,
        minWidth: 200,
        valueGetter: (_value, row) => `${format.date(row.periodStart)} – ${format.date(row.periodEnd)}`,
      },
      {
        field: 'payDate',
        headerName: t('payrollCalendar.fields.payDate'),
        minWidth: 170,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <span data-testid={`pay-date-${row.payrollId}`}>{format.date(row.payDate)}</span>
            {canUpdate && row.payDateEditable && row.payDate >= today && (
              <Tooltip title={t('payrollCalendar.actions.editPayDate')}>
                <IconButton
                  size="small"
                  onClick={() => setEditing(row)}
                  aria-label={t('payrollCalendar.actions.editPayDate')}
                  data-testid={`edit-pay-date-${row.payrollId}`}
                >
                  <EditCalendar fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ),
      },
      {
        field: 'status',
        headerName: t('payrollCalendar.fields.status'),
        minWidth: 260,
        flex: 1,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5}>
            {periodStanding(row, today) === 'pastNotProjected' ? (
              // A past period never projected: from before the company used the product, not a task left.
              <Tooltip title={t('payrollCalendar.status.pastNotProjectedHelp')}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('payrollCalendar.status.pastNotProjected')}
                  data-testid={`status-${row.payrollId}`}
                />
              </Tooltip>
            ) : (
              <Chip
                size="small"
                color={STATUS_COLORS[row.status]}
                label={t(`payrollCalendar.status.${row.status}`)}
                data-testid={`status-${row.payrollId}`}
              />
            )}
            {periodStanding(row, today) === 'current' && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={t('payrollCalendar.status.currentPeriod')}
                data-testid="current-period"
              />
            )}
            {row.needsRecalculation && (
              <Chip size="small" color="error" variant="outlined" label={t('payrollCalendar.recalculate')} />
            )}
          </Stack>
        ),
      },
      {
        field: 'employeeCount',
        headerName: t('payrollCalendar.fields.employees'),
        minWidth: 110,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number, row) => (row.status === 'planned' ? '—' : format.number(value)),
      },
      {
        field: 'actions',
        headerName: t('payrollCalendar.fields.actions'),
        sortable: false,
        minWidth: 330,
        flex: 1,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1}>
            {canUpdate && (row.status === 'planned' || row.status === 'projected') && (
              <Button
                size="small"
                variant={row.status === 'planned' ? 'contained' : 'outlined'}
                startIcon={<PlaylistAddCheck />}
                disabled={project.isPending}
                onClick={() => runProjection(row)}
                data-testid={`project-${row.payrollId}`}
              >
                {row.status === 'planned'
                  ? t('payrollCalendar.actions.project')
                  : t('payrollCalendar.actions.reproject')}
              </Button>
            )}
            {canAttendance && row.status !== 'planned' && (
              <Button
                size="small"
                variant="text"
                startIcon={<EventNote />}
                component={RouterLink}
                to={paths.app.diaryRegister.getHref({
                  payroll: row.payrollId,
                  date: registerDateOf(row, today),
                })}
                data-testid={`attendance-${row.payrollId}`}
              >
                {t('payrollCalendar.actions.attendance')}
              </Button>
            )}
          </Stack>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, format, canUpdate, canAttendance, project.isPending, today],
  );

  return (
    <Stack spacing={3}>
      <Card>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2.5, alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <IconButton
              onClick={() => onChange({ year: year - 1, periodicity })}
              aria-label={t('payrollCalendar.previousYear')}
              data-testid="previous-year"
            >
              <ChevronLeft />
            </IconButton>
            <Typography variant="h5" data-testid="calendar-year" sx={{ minWidth: 64, textAlign: 'center' }}>
              {year}
            </Typography>
            <IconButton
              onClick={() => onChange({ year: year + 1, periodicity })}
              aria-label={t('payrollCalendar.nextYear')}
              data-testid="next-year"
            >
              <ChevronRight />
            </IconButton>
          </Stack>
          {canCreate && (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setGenerating(true)}
              data-testid="generate-calendar"
            >
              {t('payrollCalendar.actions.generate')}
            </Button>
          )}
        </Stack>
        <Tabs
          value={periodicity}
          onChange={(_e, next: PayPeriodicity) => onChange({ year, periodicity: next })}
          sx={{ px: 2.5 }}
        >
          {PAY_PERIODICITIES.map((p) => (
            <Tab
              key={p}
              value={p}
              data-testid={`periodicity-${p}`}
              label={`${t(`payrollCalendar.periodicity.${p}`)} (${counts[p] ?? 0})`}
            />
          ))}
        </Tabs>
        {list.isError && (
          <Alert severity="error" sx={{ mx: 2.5, mt: 2 }}>
            {translateError(t, list.error)}
          </Alert>
        )}
        <Box sx={{ height: rows.length > 0 ? 'auto' : 260 }} data-testid="payroll-calendar-grid">
          <AppDataGrid
            rows={rows}
            columns={columns}
            getRowId={(row) => row.payrollId}
            getRowClassName={({ row }) => (periodStanding(row, today) === 'current' ? 'Mui-selected' : '')}
            loading={list.isLoading}
            hideFooter={rows.length <= 100}
            autoHeight={rows.length > 0}
            localeText={{ noRowsLabel: t('payrollCalendar.empty', { year }) }}
          />
        </Box>
      </Card>
      <CompanySettingsCard />
      <RtPolicyCard />
      {generating && (
        <GenerateCalendarDialog
          year={year}
          periodicity={periodicity}
          onClose={(result) => {
            setGenerating(false);
            if (result) onChange(result);
          }}
        />
      )}
      {editing && <PayDateDialog payroll={editing} onClose={() => setEditing(null)} />}
      {projection && <ProjectionResultDialog result={projection} onClose={() => setProjection(null)} />}
    </Stack>
  );
};
