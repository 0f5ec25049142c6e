import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/Send';
import Visibility from '@mui/icons-material/Visibility';
import type { GridColDef } from '@mui/x-data-grid';
import type { EmailPaidDocumentResponse, VoucherStatusItem } from '@planilla/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import {
  useDownloadAllVouchers,
  useDownloadVoucher,
  useEmailVouchers,
  useResendVoucher,
  useRetryVouchers,
  useVoucherPayrolls,
  useVoucherStatus,
} from '../api/vouchers';
import { DocumentLog } from './document-log';
import { PreviewDialog } from './preview-dialog';
import { SendingProgress } from './sending-progress';

const STATUS_COLOR = { not_sent: 'default', queued: 'info', sent: 'success', failed: 'error' } as const;

/** The last 3 months' payrolls; per payroll its employees with their voucher's status; preview, download, send. */
export const VouchersPanel = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const canSend = useAppAbility().can('update', 'PostPayroll');
  const [params, setParams] = useSearchParams();
  const payrolls = useVoucherPayrolls();
  const requested = Number(params.get('payroll')) || null;
  const payrollId = requested ?? payrolls.data?.items.find((p) => p.status === 'paid')?.payrollId ?? null;
  const grid = useServerGrid({ pageSize: 25, serverSort: false });
  const [status, setStatus] = useState<string>('');
  const [preview, setPreview] = useState<{ employee: number; name: string } | null>(null);
  const [sendResult, setSendResult] = useState<EmailPaidDocumentResponse | null>(null);
  const email = useEmailVouchers();
  const resend = useResendVoucher();
  const retry = useRetryVouchers();
  const download = useDownloadVoucher();
  const downloadAll = useDownloadAllVouchers();
  const [polling, setPolling] = useState(false);
  const vouchers = useVoucherStatus(
    payrollId === null
      ? null
      : {
          payrollId,
          ...grid.request,
          ...(status ? { status: status as 'sent' } : {}),
        },
    polling,
  );
  const progress = vouchers.data?.progress;
  // Stored vouchers (issue 28): the job after the close renders them; its progress is shown while it runs.
  const files = vouchers.data?.files ?? null;
  const storing = files !== null && files.status !== 'ready';
  useEffect(() => setPolling((progress?.queued ?? 0) > 0 || storing), [progress?.queued, storing]);
  const draft = vouchers.data?.draft ?? false;
  const delivery = vouchers.data?.delivery;
  // Select-all ticks the page shown (`useServerGrid`'s default): the e-mail call takes a list of employees.
  const selected = [...grid.selection.ids].map(Number);
  const error = email.error ?? resend.error ?? retry.error ?? download.error ?? downloadAll.error;

  const choose = (id: number) => {
    setParams({ payroll: String(id) }, { replace: true });
    grid.clearSelection();
    setSendResult(null);
    grid.firstPage();
  };
  const send = (employees?: number[]) => {
    if (payrollId === null) return;
    email.mutate(
      { payrollId, ...(employees ? { employees } : {}) },
      {
        onSuccess: (result) => {
          setSendResult(result);
          grid.clearSelection();
          setPolling(true);
        },
      },
    );
  };

  const statusText = (row: VoucherStatusItem) =>
    row.status === 'sent' && row.sentAt
      ? t('vouchers.status.sentAt', { at: f.dateTime(row.sentAt) })
      : row.status === 'queued' && row.localCopy
        ? t('vouchers.status.localCopy')
        : row.status === 'queued' && row.attempts > 0
          ? t('vouchers.status.retrying', { attempts: row.attempts })
          : t(`vouchers.status.${row.status}`);

  const columns: GridColDef<VoucherStatusItem>[] = [
    { field: 'num_empleado', headerName: t('vouchers.columns.number'), width: 90 },
    { field: 'fullName', headerName: t('vouchers.columns.name'), flex: 1, minWidth: 200 },
    {
      field: 'email',
      headerName: t('vouchers.columns.email'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) =>
        row.email ?? <Chip size="small" color="warning" label={t('vouchers.withoutEmail')} />,
    },
    {
      field: 'net',
      headerName: t('vouchers.columns.net'),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => f.centimos(v),
    },
    {
      field: 'status',
      headerName: t('vouchers.columns.status'),
      width: 230,
      renderCell: ({ row }) => (
        <Tooltip title={row.lastError ?? ''}>
          <Chip
            size="small"
            variant={row.status === 'not_sent' ? 'outlined' : 'filled'}
            color={STATUS_COLOR[row.status]}
            label={statusText(row)}
            data-testid={`voucher-status-${row.num_empleado}`}
            data-status={row.status}
          />
        </Tooltip>
      ),
    },
    {
      field: 'attempts',
      headerName: t('vouchers.columns.attempts'),
      width: 100,
      align: 'right',
      headerAlign: 'right',
    },
    {
      field: 'actions',
      headerName: t('vouchers.columns.actions'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row">
          <IconButton
            size="small"
            aria-label={t('vouchers.previewOf', { name: row.fullName })}
            onClick={() => setPreview({ employee: row.num_empleado, name: row.fullName })}
          >
            <Visibility fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('vouchers.downloadOf', { name: row.fullName })}
            onClick={() => payrollId !== null && download.mutate({ payrollId, employee: row.num_empleado })}
          >
            <Download fontSize="small" />
          </IconButton>
          {canSend && !draft && row.status !== 'not_sent' && row.email && (
            <IconButton
              size="small"
              aria-label={t('vouchers.resendOf', { name: row.fullName })}
              disabled={resend.isPending}
              onClick={() =>
                payrollId !== null && resend.mutate({ payrollId, num_empleado: row.num_empleado })
              }
            >
              <Replay fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ),
    },
  ];

  const payrollLabel = (p: { periodicity: string; periodStart: string; periodEnd: string; status: string }) =>
    t('vouchers.payrollOption', {
      payroll: f.payroll(p, { withPeriod: true }),
      status: t(`vouchers.payrollStatus.${p.status}`),
    });

  return (
    <>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems="center">
            <FormControl sx={{ minWidth: 360 }} size="small">
              <InputLabel id="vouchers-payroll-label">{t('vouchers.payroll')}</InputLabel>
              <Select
                labelId="vouchers-payroll-label"
                label={t('vouchers.payroll')}
                value={payrollId ?? ''}
                onChange={(e) => choose(Number(e.target.value))}
                data-testid="vouchers-payroll"
              >
                {(payrolls.data?.items ?? []).map((p) => (
                  <MenuItem key={p.payrollId} value={p.payrollId}>
                    {payrollLabel(p)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <TextField
              size="small"
              label={t('vouchers.search')}
              value={grid.search}
              onChange={(e) => grid.setSearch(e.target.value)}
            />
            <FormControl sx={{ minWidth: 180 }} size="small">
              <InputLabel id="vouchers-status-label">{t('vouchers.columns.status')}</InputLabel>
              <Select
                labelId="vouchers-status-label"
                label={t('vouchers.columns.status')}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value);
                  grid.firstPage();
                }}
              >
                <MenuItem value="">{t('vouchers.filters.all')}</MenuItem>
                {(['not_sent', 'queued', 'sent', 'failed', 'without_email'] as const).map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`vouchers.filters.${s}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
          {payrolls.isSuccess && payrolls.data.items.length === 0 && (
            <Alert severity="info">{t('vouchers.noPayrolls')}</Alert>
          )}
          {payrollId !== null && (
            <>
              {draft && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {t('vouchers.draft')}
                </Alert>
              )}
              {delivery && delivery.mode !== 'smtp' && (
                <Alert
                  severity="info"
                  sx={{ mb: 2 }}
                  data-testid="voucher-delivery"
                  data-mode={delivery.mode}
                >
                  {delivery.mode === 'eml'
                    ? t('vouchers.delivery.eml', { folder: delivery.folder })
                    : t('vouchers.delivery.outbox')}
                </Alert>
              )}
              {files && files.status !== 'ready' && (
                <Alert
                  severity={files.status === 'failed' ? 'warning' : 'info'}
                  sx={{ mb: 2 }}
                  data-testid="voucher-files"
                  data-status={files.status}
                >
                  {t(`vouchers.files.${files.status}`, {
                    processed: f.number(files.processed),
                    total: f.number(files.total),
                  })}
                </Alert>
              )}
              {progress && <SendingProgress progress={progress} />}
              <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
                <Button
                  variant="outlined"
                  startIcon={<Download />}
                  disabled={downloadAll.isPending}
                  onClick={() => downloadAll.mutate(payrollId)}
                >
                  {t('vouchers.downloadAll')}
                </Button>
                {canSend && !draft && (
                  <>
                    <Button
                      variant="contained"
                      startIcon={<Send />}
                      disabled={email.isPending}
                      onClick={() => send()}
                    >
                      {t('vouchers.sendAll')}
                    </Button>
                    <Button
                      variant="outlined"
                      startIcon={<Send />}
                      disabled={email.isPending || selected.length === 0}
                      onClick={() => send(selected)}
                    >
                      {t('vouchers.sendSelected', { count: selected.length })}
                    </Button>
                    {(progress?.failed ?? 0) > 0 && (
                      <Button
                        variant="outlined"
                        color="warning"
                        startIcon={<Replay />}
                        disabled={retry.isPending}
                        onClick={() => retry.mutate({ payrollId })}
                      >
                        {t('vouchers.retryFailed', { count: progress?.failed ?? 0 })}
                      </Button>
                    )}
                  </>
                )}
              </Stack>
              {sendResult && (
                <Alert
                  severity={sendResult.withoutEmail.length > 0 ? 'warning' : 'success'}
                  sx={{ mb: 2 }}
                  onClose={() => setSendResult(null)}
                  data-testid="vouchers-send-result"
                >
                  {t('vouchers.sendResult', {
                    queued: sendResult.queued,
                    alreadySent: sendResult.alreadySent,
                  })}
                  {sendResult.withoutEmail.length > 0 && (
                    <>
                      {' '}
                      {t('vouchers.withoutEmailList', {
                        list: sendResult.withoutEmail
                          .map((w) => `${w.num_empleado} ${w.fullName}`)
                          .join(', '),
                      })}
                    </>
                  )}
                </Alert>
              )}
              {resend.isSuccess && (
                <Alert severity="success" sx={{ mb: 2 }} onClose={() => resend.reset()}>
                  {t('vouchers.resent')}
                </Alert>
              )}
              {error && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {translateError(t, error)}
                </Alert>
              )}
              <AppDataGrid<VoucherStatusItem>
                {...grid.gridProps(vouchers)}
                columns={columns}
                getRowId={(row) => row.num_empleado}
                pageSizeOptions={[25, 50, 100]}
                checkboxSelection={canSend && !draft}
                keepNonExistentRowsSelected
                isRowSelectable={({ row }) => row.email !== null}
                disableRowSelectionOnClick
                localeText={{ noRowsLabel: t('vouchers.noEmployees') }}
              />
            </>
          )}
        </CardContent>
      </Card>
      {payrollId !== null && <DocumentLog payrollId={payrollId} polling={polling} />}
      {payrollId !== null && preview && (
        <PreviewDialog
          payrollId={payrollId}
          employee={preview.employee}
          name={preview.name}
          onClose={() => setPreview(null)}
        />
      )}
    </>
  );
};
