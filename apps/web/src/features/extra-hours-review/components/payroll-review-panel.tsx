import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  FormControlLabel,
  Link,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Grid from '@mui/material/Grid';
import DoneAll from '@mui/icons-material/DoneAll';
import Undo from '@mui/icons-material/Undo';
import type { GridColDef } from '@mui/x-data-grid';
import { ATTENDANCE_CODES, REVIEW_BLOCKER_CODES, type reviewStatusItem } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { paths } from '../../../config/paths';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { selectionCount, selectionRequest } from '../../../lib/grid-selection';
import { useFormat } from '../../../lib/use-format';
import { useReviewStatus, useUpdateReview } from '../api/queries';
import { hoursOf, PayrollSelect, usePayrollParam } from './payroll-select';

type Row = z.infer<typeof reviewStatusItem>;

const Figure = ({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: string | number;
  color?: string;
  testId?: string;
}) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" sx={{ color }} data-testid={testId}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);

/**
 * `/payroll/processes/payrollreview`: whether a payroll is ready to calculate. How many employees are
 * reviewed and what blocks the rest; per employee the days by code, hours, extra hours, + and −, blockers
 * (each a link to the day of the daily register that causes it) and warnings; mark reviewed or back to
 * pending (update Payroll). A blocked employee cannot be marked: the server answers which and why.
 */
export const PayrollReviewPanel = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const { payroll, payrolls, loading } = usePayrollParam();
  const payrollId = payroll?.payrollId ?? null;
  const canMark = useAppAbility().can('update', 'Payroll') && payroll?.status !== 'paid';
  // The server does not sort this list: paged by the server, column sorting off.
  // Select-all means every matching member, on every page: the server takes the filters and the unticked.
  const grid = useServerGrid({ pageSize: 25, serverSort: false, selectAll: 'matching' });
  const { search, setSearch, debouncedSearch: debounced, firstPage } = grid;
  const [reviewStatus, setReviewStatus] = useState<'' | 'pending' | 'reviewed'>('');
  const [onlyBlocked, setOnlyBlocked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateReview();
  const status = useReviewStatus(payrollId, {
    page: grid.request.page,
    pageSize: grid.request.pageSize,
    ...(debounced ? { search: debounced } : {}),
    ...(reviewStatus ? { reviewStatus } : {}),
    onlyBlocked,
  });
  const data = status.data;
  const { clearSelection } = grid;
  useEffect(() => clearSelection(), [payrollId, clearSelection]);
  const selectedCount = selectionCount(grid.selection, data?.page.total ?? 0);

  const mark = async (reviewed: boolean) => {
    if (!payrollId) return;
    setError(null);
    try {
      const target = selectionRequest(grid.selection, Number);
      const res = await update.mutateAsync({
        payrollId,
        ...(target.kind === 'some'
          ? { employees: target.keys }
          : {
              all: {
                ...(debounced ? { search: debounced } : {}),
                ...(reviewStatus ? { reviewStatus } : {}),
                onlyBlocked,
                except: target.except,
              },
            }),
        reviewed,
      });
      enqueueSnackbar(
        t(reviewed ? 'extraHoursReview.review.marked' : 'extraHoursReview.review.unmarked', {
          count: res.updated,
        }),
        {
          variant: 'success',
        },
      );
      if (res.refused.length > 0)
        enqueueSnackbar(t('extraHoursReview.review.skippedBlocked', { count: res.refused.length }), {
          variant: 'warning',
        });
      clearSelection();
    } catch (e) {
      setError(translateError(t, e));
    }
  };

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'fullName',
        headerName: t('extraHoursReview.fields.employee'),
        flex: 1,
        minWidth: 170,
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
    ],
    [t, format, payrollId],
  );

  if (!loading && payrolls.length === 0)
    return <Alert severity="info">{t('extraHoursReview.noPayrolls')}</Alert>;

  const blockedCodes = REVIEW_BLOCKER_CODES.filter((c) => (data?.blockers[c] ?? 0) > 0);
  return (
    <Stack spacing={3}>
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2.5 }}>
          <PayrollSelect payroll={payroll} payrolls={payrolls} />
          <TextField
            size="small"
            value={search}
            label={t('extraHoursReview.search')}
            onChange={(e) => {
              setSearch(e.target.value);
            }}
            sx={{ minWidth: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'review-search' } }}
          />
          <TextField
            select
            size="small"
            label={t('extraHoursReview.fields.status')}
            value={reviewStatus}
            onChange={(e) => {
              setReviewStatus(e.target.value as typeof reviewStatus);
              firstPage();
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('extraHoursReview.all')}</MenuItem>
            <MenuItem value="pending">{t('extraHoursReview.reviewStatus.pending')}</MenuItem>
            <MenuItem value="reviewed">{t('extraHoursReview.reviewStatus.reviewed')}</MenuItem>
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={onlyBlocked}
                onChange={(e) => {
                  setOnlyBlocked(e.target.checked);
                  firstPage();
                }}
              />
            }
            label={t('extraHoursReview.review.onlyBlocked')}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          />
        </Stack>
        {payroll?.status === 'paid' && (
          <Alert severity="info" sx={{ mx: 2.5, mb: 2 }}>
            {t('extraHoursReview.paidReadOnly')}
          </Alert>
        )}
      </Card>

      {data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label={t('extraHoursReview.review.employees')} value={data.employees} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure
              label={t('extraHoursReview.review.reviewed')}
              value={`${data.reviewed} / ${data.employees}`}
              color={data.reviewed === data.employees && data.employees > 0 ? 'success.main' : undefined}
              testId="reviewed-count"
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure
              label={t('extraHoursReview.review.blocked')}
              value={data.blocked}
              color={data.blocked > 0 ? 'error.main' : 'success.main'}
              testId="blocked-count"
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {t('extraHoursReview.review.whatBlocks')}
                </Typography>
                {blockedCodes.length === 0 ? (
                  <Typography variant="body2" sx={{ color: 'success.main' }}>
                    {t('extraHoursReview.review.nothingBlocks')}
                  </Typography>
                ) : (
                  <Stack spacing={0.5}>
                    {blockedCodes.map((c) => (
                      <Typography key={c} variant="body2">
                        {t(`extraHoursReview.blockers.${c}`)}: <strong>{data.blockers[c]}</strong>
                        {c === 'EXTRA_HOURS_PENDING' && payrollId && (
                          <Link
                            component={RouterLink}
                            to={paths.app.extraHours.getHref({ payroll: payrollId })}
                            sx={{ ml: 1 }}
                          >
                            {t('extraHoursReview.review.goApprove')}
                          </Link>
                        )}
                      </Typography>
                    ))}
                  </Stack>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}

      <Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ p: 2, justifyContent: 'flex-end' }}>
          {canMark && (
            <>
              <Button
                variant="contained"
                startIcon={<DoneAll />}
                disabled={selectedCount === 0 || update.isPending}
                onClick={() => void mark(true)}
                data-testid="mark-reviewed"
              >
                {t('extraHoursReview.review.markReviewed', { count: selectedCount })}
              </Button>
              <Button
                variant="outlined"
                startIcon={<Undo />}
                disabled={selectedCount === 0 || update.isPending}
                onClick={() => void mark(false)}
                data-testid="mark-pending"
              >
                {t('extraHoursReview.review.markPending', { count: selectedCount })}
              </Button>
            </>
          )}
        </Stack>
        {error && (
          <Alert
            severity="error"
            sx={{ mx: 2, mb: 2 }}
            data-testid="review-error"
            onClose={() => setError(null)}
          >
            {error}
          </Alert>
        )}
        <Divider />
        <Box data-testid="review-grid">
          <AppDataGrid<Row>
            {...grid.gridProps({ data: data?.page, isFetching: status.isFetching })}
            columns={columns}
            getRowId={(r) => r.num_empleado}
            getRowHeight={() => 'auto'}
            pageSizeOptions={[25, 50, 100]}
            checkboxSelection={canMark}
            sx={{ '& .MuiDataGrid-cell': { minHeight: 56 } }}
            localeText={{ noRowsLabel: t('extraHoursReview.review.none') }}
          />
        </Box>
      </Card>
    </Stack>
  );
};
