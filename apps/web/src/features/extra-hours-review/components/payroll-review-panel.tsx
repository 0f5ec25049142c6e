import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  FormControlLabel,
  Link,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import Grid from '@mui/material/Grid';
import DoneAll from '@mui/icons-material/DoneAll';
import Undo from '@mui/icons-material/Undo';
import { REVIEW_BLOCKER_CODES } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { paths } from '../../../config/paths';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { selectionCount, selectionRequest } from '../../../lib/grid-selection';
import { useFormat } from '../../../lib/use-format';
import { useReviewStatus, useUpdateReview } from '../api/queries';
import { PayrollSelect, usePayrollParam } from './payroll-select';
import { reviewColumns, type Row } from './review-columns';

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

  const columns = useMemo(() => reviewColumns(t, format, payrollId), [t, format, payrollId]);

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
