import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Divider,
  InputAdornment,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Replay from '@mui/icons-material/Replay';
import Search from '@mui/icons-material/Search';
import type { GridColDef } from '@mui/x-data-grid';
import {
  DEFAULT_PAGE_SIZE,
  OUTBOX_STATUSES,
  type MailOutboxItem,
  type OutboxStatus,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useMailOutbox, useRetryMail } from '../api/mail-outbox';

const STATUS_COLOR: Record<OutboxStatus, 'info' | 'success' | 'error'> = {
  pending: 'info',
  sent: 'success',
  failed: 'error',
};
const PAGE_SIZES = [10, 25, 50, 100];
const isStatus = (value: string | null): value is OutboxStatus =>
  (OUTBOX_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The company's outgoing mail for its administrators: where mail goes (the SMTP server, or .eml copies in a
 * folder), each message's state with its attempts and the reason of its last failure, and "try again" for the
 * failed ones (one or all).
 */
export const MailOutboxPanel = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const grid = useServerGrid({ pageSize: DEFAULT_PAGE_SIZE, serverSort: false });
  const { search, setSearch, debouncedSearch } = grid;
  const outbox = useMailOutbox({ ...grid.request, ...(status ? { status } : {}) }, true);
  const retry = useRetryMail();
  const [error, setError] = useState<string | null>(null);
  const delivery = outbox.data?.delivery;
  const counts = outbox.data?.counts;
  const hasFailed = (counts?.failed ?? 0) > 0;

  const retryMail = async (ids?: number[]) => {
    setError(null);
    try {
      const { retried } = await retry.mutateAsync(ids ? { ids } : {});
      enqueueSnackbar(t('mail.retried', { count: retried }), { variant: 'success' });
    } catch (e) {
      setError(translateError(t, e));
    }
  };

  const columns = useMemo<GridColDef<MailOutboxItem>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('mail.columns.createdAt'),
        width: 150,
        valueFormatter: (v: string) => f.dateTime(v),
      },
      {
        field: 'kind',
        headerName: t('mail.columns.kind'),
        width: 170,
        valueFormatter: (v: string) => t(`mail.kinds.${v}`, { defaultValue: v }),
      },
      { field: 'to', headerName: t('mail.columns.to'), flex: 1, minWidth: 170 },
      { field: 'subject', headerName: t('mail.columns.subject'), flex: 1, minWidth: 150 },
      {
        field: 'status',
        headerName: t('mail.columns.status'),
        width: 210,
        renderCell: ({ row }) => (
          <Stack sx={{ py: 0.5, minWidth: 0 }}>
            <Chip
              size="small"
              color={STATUS_COLOR[row.status]}
              label={
                row.status === 'sent' && row.sentAt
                  ? t('mail.status.sentAt', { at: f.dateTime(row.sentAt) })
                  : row.status === 'pending' && row.emlFile
                    ? t('mail.status.savedAsEml')
                    : t(`mail.status.${row.status}`)
              }
              data-testid={`mail-status-${row.id}`}
              data-status={row.status}
              sx={{ alignSelf: 'flex-start' }}
            />
            {row.status === 'pending' && row.nextAttemptAt && row.attempts > 0 && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
                {t('mail.nextAttempt', { at: f.dateTime(row.nextAttemptAt) })}
              </Typography>
            )}
          </Stack>
        ),
      },
      {
        field: 'attempts',
        headerName: t('mail.columns.attempts'),
        width: 80,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'lastError',
        headerName: t('mail.columns.lastError'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) =>
          row.lastError ? (
            <Tooltip title={row.lastError}>
              <Typography
                variant="body2"
                noWrap
                sx={{ color: row.status === 'failed' ? 'error.main' : 'text.secondary' }}
              >
                {row.lastError}
              </Typography>
            </Tooltip>
          ) : (
            (row.emlFile ?? '')
          ),
      },
      ...(hasFailed
        ? [
            {
              field: 'actions',
              headerName: t('mail.columns.actions'),
              width: 130,
              sortable: false,
              renderCell: ({ row }) =>
                row.status === 'failed' ? (
                  <Button
                    size="small"
                    startIcon={<Replay />}
                    disabled={retry.isPending}
                    onClick={() => void retryMail([row.id])}
                    aria-label={`${t('mail.retry')}: ${row.to}`}
                    data-testid={`mail-retry-${row.id}`}
                  >
                    {t('mail.retry')}
                  </Button>
                ) : null,
            } satisfies GridColDef<MailOutboxItem>,
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- retryMail reads the latest mutation
    [t, f, retry.isPending, hasFailed],
  );

  return (
    <Stack spacing={2}>
      {delivery && (
        <Alert
          severity={delivery.mode === 'smtp' ? 'success' : 'warning'}
          data-testid="mail-delivery"
          data-mode={delivery.mode}
        >
          {delivery.mode === 'eml'
            ? t('mail.delivery.eml', { folder: delivery.folder })
            : t(`mail.delivery.${delivery.mode}`)}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Card>
        <Tabs
          value={status ?? 'all'}
          onChange={(_, value: string) => {
            setParams(value === 'all' ? {} : { status: value }, { replace: true });
            grid.firstPage();
          }}
          sx={{ px: 2 }}
        >
          <Tab value="all" label={t('mail.tabs.all')} />
          {OUTBOX_STATUSES.map((s) => (
            <Tab
              key={s}
              value={s}
              label={t(`mail.tabs.${s}`, { count: counts?.[s] ?? 0 })}
              data-testid={`mail-tab-${s}`}
            />
          ))}
        </Tabs>
        <Divider />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ p: 2.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <TextField
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('mail.search')}
            sx={{ width: { xs: '100%', sm: 380 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('mail.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            variant="contained"
            startIcon={<Replay />}
            disabled={!counts?.failed || retry.isPending}
            onClick={() => void retryMail()}
            data-testid="mail-retry-all"
          >
            {t('mail.retryAll', { count: counts?.failed ?? 0 })}
          </Button>
        </Stack>
        <Divider />
        <Box sx={{ width: '100%' }} data-testid="mail-grid">
          <AppDataGrid<MailOutboxItem>
            {...grid.gridProps(outbox)}
            columns={columns}
            getRowId={(row) => row.id}
            getRowHeight={() => 'auto'}
            pageSizeOptions={PAGE_SIZES}
            localeText={{
              noRowsLabel: debouncedSearch
                ? t('mail.noMatches', { search: debouncedSearch })
                : t('mail.empty'),
            }}
          />
        </Box>
      </Card>
    </Stack>
  );
};
