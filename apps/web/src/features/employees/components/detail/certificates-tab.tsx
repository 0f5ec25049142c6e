import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import type { SalaryCertificateItem } from '@planilla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../../lib/ability';
import { translateError } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/use-format';
import {
  useEmployeeCertificates,
  useIssueEmployeeCertificate,
  useRevokeCertificate,
} from '../../api/salary-certificates';
import { QueryState, SectionCard } from './detail-parts';

/** Revokes one certificate with its reason (required): its code stops verifying. */
const RevokeDialog = ({
  employeeNumber,
  certificate,
  onClose,
}: {
  employeeNumber: number;
  certificate: SalaryCertificateItem | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate(employeeNumber);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  // The reason clears once the dialog has faded out, not while it still shows.
  const clear = () => {
    setReason('');
    setMissing(false);
    revoke.reset();
  };
  const close = () => onClose();
  const submit = () => {
    if (!certificate) return;
    if (!reason.trim()) return setMissing(true);
    revoke.mutate({ id: certificate.id, reason: reason.trim() }, { onSuccess: close });
  };
  return (
    <Dialog
      open={certificate !== null}
      onClose={revoke.isPending ? undefined : close}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: clear } }}
    >
      <DialogTitle>{t('employeeDetail.certificates.revoke.title')}</DialogTitle>
      <DialogContent>
        {revoke.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translateError(t, revoke.error)}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 2 }}>
          {t('employeeDetail.certificates.revoke.description')}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          required
          multiline
          minRows={2}
          label={t('employeeDetail.certificates.revoke.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? t('validation.required') : ' '}
          slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'certificate-revoke-reason' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="outlined" color="secondary" onClick={close} disabled={revoke.isPending}>
          {t('common.actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={submit}
          disabled={revoke.isPending}
          data-testid="certificate-revoke-confirm"
        >
          {t('employeeDetail.certificates.revoke.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The employee's salary certificates: who issued each and when, its state; HR issues and revokes. */
export const CertificatesTab = ({ employeeNumber, active }: { employeeNumber: number; active: boolean }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const ability = useAppAbility();
  const canUpdate = ability.can('update', 'Employee');
  const certificates = useEmployeeCertificates(employeeNumber);
  const issue = useIssueEmployeeCertificate(employeeNumber);
  const [revoking, setRevoking] = useState<SalaryCertificateItem | null>(null);
  const items = certificates.data?.items ?? [];

  return (
    <SectionCard
      title={t('employeeDetail.certificates.title')}
      subheader={t('employeeDetail.certificates.subtitle')}
      testId="certificates-tab"
      noPadding
      action={
        canUpdate && active ? (
          <Button
            variant="contained"
            startIcon={<Download />}
            disabled={issue.isPending}
            onClick={() => issue.mutate()}
            data-testid="employee-certificate-issue"
          >
            {t('employeeDetail.certificates.issue')}
          </Button>
        ) : undefined
      }
    >
      {(issue.error || !certificates.data || items.length === 0) && (
        <Stack spacing={2} sx={{ p: 2 }}>
          {issue.error && <Alert severity="error">{translateError(t, issue.error)}</Alert>}
          <QueryState
            isLoading={certificates.isLoading}
            error={certificates.error}
            onRetry={() => void certificates.refetch()}
          />
          {certificates.data && items.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('employeeDetail.certificates.empty')}
            </Typography>
          )}
        </Stack>
      )}
      {items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('employeeDetail.certificates.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('employeeDetail.certificates.columns.issued')}</TableCell>
                <TableCell>{t('employeeDetail.certificates.columns.by')}</TableCell>
                <TableCell>{t('employeeDetail.certificates.columns.code')}</TableCell>
                <TableCell>{t('employeeDetail.certificates.columns.status')}</TableCell>
                {canUpdate && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((c) => (
                <TableRow key={c.id} data-testid={`employee-certificate-${c.id}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.dateTime(c.issuedAt)}</TableCell>
                  <TableCell>{c.issuedBy ?? '—'}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>…{c.codeHint}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={c.revokedAt ? 'error' : 'success'}
                      label={t(`employeeDetail.certificates.status.${c.revokedAt ? 'revoked' : 'valid'}`)}
                    />
                    {c.revokedAt && (
                      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
                        {t('employeeDetail.certificates.revokedBy', {
                          date: f.dateTime(c.revokedAt),
                          user: c.revokedBy ?? '—',
                          reason: c.revokeReason ?? '',
                        })}
                      </Typography>
                    )}
                  </TableCell>
                  {canUpdate && (
                    <TableCell align="right">
                      {!c.revokedAt && (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setRevoking(c)}
                          data-testid={`employee-certificate-revoke-${c.id}`}
                        >
                          {t('employeeDetail.certificates.revoke.action')}
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <RevokeDialog
        employeeNumber={employeeNumber}
        certificate={revoking}
        onClose={() => setRevoking(null)}
      />
    </SectionCard>
  );
};
