import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Pending } from './extra-hours-day';

type ExtraHoursDialogProps = {
  pending: Pending | null;
  reason: string;
  onReason: (reason: string) => void;
  minutes: string;
  onMinutes: (minutes: string) => void;
  error: string | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Adjusting one day's paid minutes, or rejecting a selection: both with a reason. */
export const ExtraHoursDialog = ({
  pending,
  reason,
  onReason,
  minutes,
  onMinutes,
  error,
  busy,
  onClose,
  onConfirm,
}: ExtraHoursDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={pending !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {pending?.action === 'adjust'
          ? t('extraHoursReview.extra.adjustTitle')
          : t('extraHoursReview.extra.rejectTitle', {
              count: pending?.action === 'reject' ? pending.count : 0,
            })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {pending?.action === 'adjust' && (
            <TextField
              type="number"
              label={t('extraHoursReview.extra.approvedMinutes', {
                recorded: pending.day.extraMinutes,
              })}
              value={minutes}
              onChange={(e) => onMinutes(e.target.value)}
              slotProps={{
                htmlInput: { min: 1, max: pending.day.extraMinutes, 'data-testid': 'adjust-minutes' },
              }}
            />
          )}
          <TextField
            label={t('extraHoursReview.fields.reason')}
            value={reason}
            onChange={(e) => onReason(e.target.value)}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'extra-reason' } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('extraHoursReview.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!reason.trim() || busy}
          onClick={onConfirm}
          data-testid="extra-confirm"
        >
          {t('extraHoursReview.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
