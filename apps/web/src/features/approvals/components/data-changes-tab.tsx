import {
  Alert,
  Box,
  Button,
  Card,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import {
  DATA_CHANGE_FIELDS,
  DATA_CHANGE_STATUSES,
  type DataChangeRequestItem,
  type DataChangeStatus,
  type EmployeeContactData,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { groupIban } from '../../../lib/format';
import { emptySelection, isRowSelected } from '../../../lib/grid-selection';
import { useFormat } from '../../../lib/use-format';
import { useDataChangeInbox, useDecideDataChanges } from '../api/data-changes';

const shown = (field: keyof EmployeeContactData, value: string | null | undefined) =>
  value ? (field === 'iban' ? groupIban(value) : value) : '—';

/** Each field asked: what the record holds now (struck through) and what is asked. */
const Changes = ({ request }: { request: DataChangeRequestItem }) => {
  const { t } = useTranslation();
  const before = request.current ?? request.previous;
  return (
    <Stack spacing={0.5} sx={{ py: 1, minWidth: 0 }}>
      {DATA_CHANGE_FIELDS.filter((f) => request.asked[f] !== undefined).map((f) => (
        <Box key={f} sx={{ overflowWrap: 'anywhere' }} data-testid={`data-change-${request.id}-${f}`}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {t(`selfService.data.fields.${f}`)}
            {f === 'iban' && before.bankName ? ` · ${before.bankName}` : ''}
          </Typography>
          <Typography variant="body2">
            <Box component="del" sx={{ color: 'text.secondary' }} aria-label={t('selfService.inbox.current')}>
              {shown(f, before[f])}
            </Box>
            {' → '}
            <Box
              component="ins"
              sx={{ textDecoration: 'none', fontWeight: 600 }}
              aria-label={t('selfService.inbox.asked')}
            >
              {shown(f, request.asked[f])}
            </Box>
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

/** The dialog that asks HR why the selected requests are rejected (the employee reads it in the e-mail). */
const RejectDialog = ({
  count,
  onClose,
  onReject,
  submitting,
  error,
}: {
  count: number;
  onClose: () => void;
  onReject: (reason: string) => void;
  submitting: boolean;
  error: string | null;
}) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!missing) onReject(reason.trim());
        }}
      >
        <DialogTitle>{t('selfService.inbox.rejectTitle', { count })}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t('selfService.inbox.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={touched && missing}
            helperText={touched && missing ? t('validation.required') : t('selfService.inbox.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'data-change-reason' } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitting={submitting}
          submitLabel={t('selfService.inbox.reject')}
          submitTestId="data-change-reject-submit"
          submitColor="error"
        />
      </Box>
    </Dialog>
  );
};

/**
 * HR's inbox of the employees' data-change requests: each with what the record holds now beside what is asked;
 * the selected ones approved (applied to the employees' records) or rejected with a reason, all or none.
 */
export const DataChangesTab = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const [status, setStatus] = useState<DataChangeStatus>('pending');
  const inbox = useDataChangeInbox(status);
  const decide = useDecideDataChanges();
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection());
  const [rejecting, setRejecting] = useState(false);
  const rows = useMemo(() => inbox.data ?? [], [inbox.data]);
  const selected = rows.filter((r) => isRowSelected(selection, r.id)).map((r) => r.id);
  const pending = status === 'pending';

  const run = (decision: 'approve' | 'reject', reason: string | null) =>
    decide.mutate(
      { ids: selected, decision, reason },
      {
        onSuccess: (decided) => {
          setSelection(emptySelection());
          setRejecting(false);
          enqueueSnackbar(t(`selfService.inbox.${decision}d`, { count: decided.length }), {
            variant: 'success',
          });
        },
        onError: (error) => {
          if (decision === 'approve' || !isApiError(error) || error.code !== 'VALIDATION_ERROR') {
            setRejecting(false);
            enqueueSnackbar(translateError(t, error), { variant: 'error' });
          }
        },
      },
    );

  const columns: GridColDef<DataChangeRequestItem>[] = [
    {
      field: 'fullName',
      headerName: t('selfService.inbox.employee'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.fullName}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            #{row.num_empleado} · {f.dateTime(row.requestedAt)}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'asked',
      headerName: t('selfService.inbox.changes'),
      flex: 2,
      minWidth: 280,
      sortable: false,
      renderCell: ({ row }) => <Changes request={row} />,
    },
    {
      field: 'note',
      headerName: t('selfService.inbox.note'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => (
        <Typography variant="body2" sx={{ py: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {pending ? (row.note ?? '') : (row.decisionReason ?? row.note ?? '')}
        </Typography>
      ),
    },
  ];

  return (
    <Stack spacing={2} sx={{ p: 2.5 }} data-testid="data-change-inbox">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'space-between' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_, value: DataChangeStatus | null) => {
            if (value) {
              setStatus(value);
              setSelection(emptySelection());
            }
          }}
          aria-label={t('selfService.inbox.statusFilter')}
        >
          {DATA_CHANGE_STATUSES.map((s) => (
            <ToggleButton key={s} value={s} data-testid={`data-change-status-${s}`}>
              {t(`selfService.data.status.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {pending && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={selected.length === 0 || decide.isPending}
              onClick={() => run('approve', null)}
              data-testid="data-change-approve"
            >
              {t('selfService.inbox.approveCount', { count: selected.length })}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={selected.length === 0 || decide.isPending}
              onClick={() => {
                decide.reset();
                setRejecting(true);
              }}
              data-testid="data-change-reject"
            >
              {t('selfService.inbox.rejectCount', { count: selected.length })}
            </Button>
          </Stack>
        )}
      </Stack>
      {inbox.error ? (
        <Alert severity="error">{translateError(t, inbox.error)}</Alert>
      ) : (
        <Card>
          <AppDataGrid<DataChangeRequestItem>
            autoHeight
            rows={rows}
            columns={columns}
            loading={inbox.isLoading}
            getRowHeight={() => 'auto'}
            checkboxSelection={pending}
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            hideFooterSelectedRowCount
            localeText={{ noRowsLabel: t(`selfService.inbox.empty.${status}`) }}
            pageSizeOptions={[25, 50, 100]}
            initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          />
        </Card>
      )}
      {rejecting && (
        <RejectDialog
          count={selected.length}
          onClose={() => setRejecting(false)}
          onReject={(reason) => run('reject', reason)}
          submitting={decide.isPending}
          error={decide.isError ? translateError(t, decide.error) : null}
        />
      )}
    </Stack>
  );
};
