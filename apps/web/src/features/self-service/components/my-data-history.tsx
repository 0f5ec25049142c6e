import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { DATA_CHANGE_FIELDS, type DataChangeRequestItem, type DataChangeStatus } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useMyDataRequests } from '../api/my-data';

const STATUS_COLOR: Record<DataChangeStatus, 'success' | 'error' | 'default' | 'warning'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** One decided request: its state, when and by whom, what it asked (an IBAN as the server masked it), why. */
const HistoryItem = ({ request }: { request: DataChangeRequestItem }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const fields = DATA_CHANGE_FIELDS.filter((field) => request.asked[field] !== undefined);
  const decided = request.decidedAt ? f.date(request.decidedAt) : null;
  return (
    <Card component="li" variant="outlined" data-testid={`my-data-history-${request.id}`}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('selfService.data.history.requestedOn', { date: f.date(request.requestedAt) })}
          </Typography>
          <Chip
            size="small"
            color={STATUS_COLOR[request.status]}
            label={t(`selfService.requests.status.${request.status}`)}
          />
        </Stack>
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {fields.map((field) => (
            <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
              <strong>{t(`selfService.data.fields.${field}`)}:</strong>{' '}
              {/* A masked IBAN keeps its groups on one line: its last 4 digits stay in sight. */}
              <Box component="span" sx={field === 'iban' ? { whiteSpace: 'nowrap' } : undefined}>
                {request.asked[field] ?? '—'}
              </Box>
            </Typography>
          ))}
        </Stack>
        {decided && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {request.status === 'cancelled'
              ? t('selfService.data.history.cancelledOn', { date: decided })
              : request.decidedBy
                ? t('selfService.data.history.decidedBy', { date: decided, name: request.decidedBy })
                : t('selfService.requests.decidedOn', { date: decided })}
          </Typography>
        )}
        {request.decisionReason && request.status !== 'cancelled' && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {request.status === 'rejected'
              ? t('selfService.requests.reason', { reason: request.decisionReason })
              : t('selfService.data.history.comment', { reason: request.decisionReason })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The history of "Mis datos": my decided requests (approved, rejected, cancelled), newest first, as the server
 * lists them (`autoservicio/missolicitudesdatos`, IBANs masked but for the last 4 digits); the pending one shows
 * above the history, with its button to withdraw it.
 */
export const MyDataHistory = () => {
  const { t } = useTranslation();
  const query = useMyDataRequests();
  const decided = (query.data?.items ?? []).filter((r) => r.status !== 'pending');
  if (!query.data) return null;
  return (
    <Card data-testid="my-data-history">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('selfService.data.history.title')}
        </Typography>
        {decided.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('selfService.data.history.empty')}
          </Typography>
        ) : (
          <>
            {decided.some((r) => r.asked.iban !== undefined || r.previous.iban !== undefined) && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                {t('selfService.data.history.masked')}
              </Typography>
            )}
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {decided.map((r) => (
                <HistoryItem key={r.id} request={r} />
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};
