import { Chip, IconButton, Stack, Tooltip } from '@mui/material';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Tune from '@mui/icons-material/Tune';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { SelectionRequest } from '../../../lib/grid-selection';
import type { useFormat } from '../../../lib/use-format';
import { employeeCell } from './employee-cell';
import { STATUS_COLOR, type Day, type DayRef, type Pending } from './extra-hours-day';
import { hoursOf } from './payroll-select';

type Format = ReturnType<typeof useFormat>;

/** The totals per employee: pending, approved, rejected, on holidays, days over the daily cap. */
export const employeeColumns = (t: TFunction): GridColDef[] => [
  {
    field: 'fullName',
    headerName: t('extraHoursReview.fields.employee'),
    flex: 1,
    minWidth: 200,
    renderCell: employeeCell,
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
];

type DayActions = {
  approve: (target: SelectionRequest<DayRef>) => Promise<void>;
  openDialog: (next: Pending) => void;
};

/** The days with their status and flags; with `on`, the approve / adjust / reject buttons of each day. */
export const dayColumns = (t: TFunction, format: Format, on: DayActions | null): GridColDef<Day>[] => [
  {
    field: 'fullName',
    headerName: t('extraHoursReview.fields.employee'),
    flex: 1,
    minWidth: 190,
    renderCell: employeeCell,
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
  ...(on
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
                      void on.approve({
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
                  onClick={() => on.openDialog({ action: 'adjust', day: row })}
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
                      on.openDialog({
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
];
