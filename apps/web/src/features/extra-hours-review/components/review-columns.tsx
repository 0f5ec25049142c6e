import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { ATTENDANCE_CODES, type reviewStatusItem } from '@planilla/contracts';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import type { useFormat } from '../../../lib/use-format';
import { employeeCell } from './employee-cell';
import { hoursOf } from './payroll-select';

export type Row = z.infer<typeof reviewStatusItem>;
type Format = ReturnType<typeof useFormat>;

/** Per employee: days by code, hours, extra hours, + and −, blockers (each a link to its day), warnings, state. */
export const reviewColumns = (t: TFunction, format: Format, payrollId: number | null): GridColDef<Row>[] => [
  {
    field: 'fullName',
    headerName: t('extraHoursReview.fields.employee'),
    flex: 1,
    minWidth: 170,
    renderCell: employeeCell,
  },
  {
    field: 'counts',
    headerName: t('extraHoursReview.review.days'),
    minWidth: 150,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {ATTENDANCE_CODES.filter((c) => row.counts[c] > 0).map((c) => (
          <Tooltip key={c} title={t(`extraHoursReview.codes.${c}`)}>
            <Chip size="small" variant="outlined" label={`${c} ${row.counts[c]}`} />
          </Tooltip>
        ))}
      </Stack>
    ),
  },
  {
    field: 'ordinaryMinutes',
    headerName: t('extraHoursReview.fields.ordinary'),
    minWidth: 95,
    valueFormatter: (v: number) => hoursOf(v),
  },
  {
    field: 'extraMinutesApproved',
    headerName: t('extraHoursReview.review.extra'),
    minWidth: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <span>
        {hoursOf(row.extraMinutesApproved)}
        {row.extraMinutesPending > 0 && (
          <Typography component="span" variant="caption" sx={{ color: 'warning.main', ml: 0.5 }}>
            (+{hoursOf(row.extraMinutesPending)})
          </Typography>
        )}
      </span>
    ),
  },
  {
    field: 'additions',
    headerName: t('extraHoursReview.review.additions'),
    minWidth: 105,
    valueFormatter: (v: number) => (v ? format.centimos(v) : '—'),
  },
  {
    field: 'deductions',
    headerName: t('extraHoursReview.review.deductions'),
    minWidth: 105,
    valueFormatter: (v: number) => (v ? format.centimos(v) : '—'),
  },
  {
    field: 'blockers',
    headerName: t('extraHoursReview.review.blockersAndWarnings'),
    flex: 1.3,
    minWidth: 190,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', py: 0.5, gap: 0.5 }}>
        {row.blockers.map((b) => (
          <Chip
            key={`${b.code}-${b.date}`}
            size="small"
            color="error"
            component={RouterLink}
            clickable
            to={
              b.date && payrollId
                ? paths.app.diaryRegister.getHref({
                    payroll: payrollId,
                    date: b.date,
                    search: String(row.num_empleado),
                  })
                : '#'
            }
            label={`${t(`extraHoursReview.blockers.${b.code}`)}${b.date ? ` · ${format.date(b.date)}` : ''}`}
            data-testid={`blocker-${row.num_empleado}-${b.code}`}
          />
        ))}
        {row.warnings.map((w) => (
          <Chip
            key={`${w.code}-${w.date}`}
            size="small"
            color="warning"
            variant="outlined"
            label={`${t(`extraHoursReview.warnings.${w.code}`)}${w.date ? ` · ${format.date(w.date)}` : ''}`}
          />
        ))}
      </Stack>
    ),
  },
  {
    field: 'reviewStatus',
    headerName: t('extraHoursReview.fields.status'),
    minWidth: 130,
    renderCell: ({ row }) => (
      <Tooltip
        title={
          row.reviewedBy
            ? t('extraHoursReview.review.by', {
                user: row.reviewedBy,
                when: format.dateTime(row.reviewedAt ?? ''),
              })
            : ''
        }
      >
        <Chip
          size="small"
          color={row.reviewStatus === 'reviewed' ? 'success' : 'default'}
          label={t(`extraHoursReview.reviewStatus.${row.reviewStatus}`)}
          data-testid={`review-status-${row.num_empleado}`}
        />
      </Tooltip>
    ),
  },
];
