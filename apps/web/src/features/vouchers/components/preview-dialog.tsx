import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { fetchVoucher, voucherKeys } from '../api/vouchers';

/** A voucher's PDF shown in a dialog (an object URL in an iframe), logged as previewed by the server. */
export const PreviewDialog = ({
  payrollId,
  employee,
  name,
  onClose,
}: {
  payrollId: number;
  employee: number;
  name: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchVoucher(payrollId, employee, 'preview').then(
      ({ blob }) => {
        // The server logged the preview: the document log shows it.
        void queryClient.invalidateQueries({ queryKey: [...voucherKeys.all, 'log'] });
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      (err: unknown) => !cancelled && setError(err),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [payrollId, employee, queryClient]);
  const title = t('vouchers.preview.title', { name });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="voucher-preview-title">
      <DialogTitle id="voucher-preview-title">{title}</DialogTitle>
      <DialogContent sx={{ height: '75vh', p: 1 }}>
        {error ? (
          <Alert severity="error">{translateError(t, error)}</Alert>
        ) : url ? (
          <Box
            component="iframe"
            src={url}
            title={title}
            data-testid="voucher-preview"
            sx={{ width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <LinearProgress aria-label={t('vouchers.preview.loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('vouchers.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
