import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
  type ChipProps,
} from '@mui/material';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { VacationRequestStatus } from '@planilla/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import {
  useCancelVacationRequest,
  useMyVacationRequests,
  type VacationRequest,
} from '../api/vacation-requests';
import { QueryState } from './query-state';

const STATUS_COLOR: Record<VacationRequestStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** Asks before cancelling a pending request; a refusal (already decided) shows in the dialog. */
const CancelDialog = ({ request, onClose }: { request: VacationRequest; onClose: () => void }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const cancel = useCancelVacationRequest();
  const confirm = async () => {
    try {
      await cancel.mutateAsync(request.id);
      enqueueSnackbar(t('selfService.requests.cancelled'), { variant: 'success' });
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <Dialog open onClose={() => !cancel.isPending && onClose()} aria-labelledby="cancel-request-title">
      <DialogTitle id="cancel-request-title">{t('selfService.requests.cancelTitle')}</DialogTitle>
      <DialogContent>
        {cancel.error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="cancel-request-error">
            {translateError(t, cancel.error)}
          </Alert>
        )}
        <DialogContentText>
          {t('selfService.requests.cancelText', { from: f.date(request.from), to: f.date(request.to) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" color="secondary" onClick={onClose} disabled={cancel.isPending}>
          {t('selfService.requests.keep')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={cancel.isPending}
          data-testid="cancel-request-confirm"
        >
          {t('selfService.requests.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * My vacation requests, pending first: dates, working days, state (pending, approved, rejected with its reason,
 * cancelled); a pending one can be cancelled.
 */
export const MyVacationRequests = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const requests = useMyVacationRequests();
  const [cancelling, setCancelling] = useState<VacationRequest | null>(null);
  const items = requests.data?.items;
  if (!items)
    return (
      <QueryState
        isLoading={requests.isLoading}
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <Card>
        <EmptyState icon={<EventAvailable />} title={t('selfService.requests.empty')} />
      </Card>
    );
  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 1.5,
        }}
        data-testid="my-vacation-requests"
      >
        {items.map((r) => (
          <Card component="li" key={r.id} data-testid={`vacation-request-${r.id}`}>
            <CardContent>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
              >
                <Box>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {r.from === r.to
                      ? f.date(r.from)
                      : t('selfService.vacations.period', { start: f.date(r.from), end: f.date(r.to) })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('selfService.vacations.days', { count: r.days, value: f.number(r.days) })}
                    {' · '}
                    {t('selfService.requests.requestedOn', { date: f.date(r.createdAt) })}
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  color={STATUS_COLOR[r.status]}
                  variant={r.status === 'pending' ? 'outlined' : 'filled'}
                  label={t(`selfService.requests.status.${r.status}`)}
                  data-testid="vacation-request-status"
                />
              </Stack>
              {r.note && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {r.note}
                </Typography>
              )}
              {r.status === 'rejected' && r.decisionReason && (
                <Alert
                  severity="error"
                  variant="outlined"
                  sx={{ mt: 1.5 }}
                  data-testid="vacation-request-reason"
                >
                  {t('selfService.requests.reason', { reason: r.decisionReason })}
                </Alert>
              )}
              {r.decidedAt && r.status !== 'cancelled' && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {t('selfService.requests.decidedOn', { date: f.date(r.decidedAt) })}
                </Typography>
              )}
              {r.status === 'pending' && (
                <Button
                  size="small"
                  color="error"
                  sx={{ mt: 1, ml: -1 }}
                  onClick={() => setCancelling(r)}
                  data-testid="vacation-request-cancel"
                >
                  {t('selfService.requests.cancel')}
                </Button>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
      {cancelling && <CancelDialog request={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
};
