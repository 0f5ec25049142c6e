import { Box, LinearProgress, Typography } from '@mui/material';
import type { VoucherProgress } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';

/** The sending progress of a payroll: a named bar and the counts. */
export const SendingProgress = ({ progress }: { progress: VoucherProgress }) => {
  const { t } = useTranslation();
  const reachable = progress.total - progress.withoutEmail;
  const value = reachable > 0 ? Math.round((progress.sent / reachable) * 100) : 0;
  return (
    <Box sx={{ mb: 2 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={t('vouchers.progress.label')}
        sx={{ height: 8, borderRadius: 1, mb: 1 }}
      />
      <Typography variant="body2" data-testid="vouchers-progress">
        {t('vouchers.progress.text', {
          sent: progress.sent,
          reachable,
          queued: progress.queued,
          failed: progress.failed,
          withoutEmail: progress.withoutEmail,
        })}
      </Typography>
    </Box>
  );
};
