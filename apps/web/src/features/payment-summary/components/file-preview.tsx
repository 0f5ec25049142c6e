import { Box, Stack, Typography } from '@mui/material';
import type { BankLayoutPreview } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/** The first lines of a bank file as written (monospace, with each line's length) and the file's totals. */
export const FilePreview = ({ preview }: { preview: BankLayoutPreview }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Box data-testid="file-preview">
      <Stack direction="row" spacing={3} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {t('paymentSummary.preview.records')}:{' '}
          <strong data-testid="preview-records">{f.number(preview.recordCount)}</strong>
        </Typography>
        <Typography variant="body2">
          {t('paymentSummary.preview.total')}:{' '}
          <strong data-testid="preview-total">{f.centimos(preview.totalAmount)}</strong>
        </Typography>
        <Typography variant="body2">
          {t('paymentSummary.preview.lines', { shown: preview.lines.length, count: preview.lineCount })}
        </Typography>
        {preview.withoutAccount > 0 && (
          <Typography variant="body2" color="warning.main">
            {t('paymentSummary.preview.withoutAccount', { count: preview.withoutAccount })}
          </Typography>
        )}
      </Stack>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label={t('paymentSummary.preview.label', { name: preview.fileName })}
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          color: 'text.primary',
          borderRadius: 1,
          overflowX: 'auto',
          fontFamily: 'monospace',
          fontSize: 13,
        }}
      >
        {preview.lines.map((l, i) => (
          <Box component="div" key={i} data-testid={`preview-line-${l.kind}`}>
            <Box component="span" sx={{ color: 'text.secondary', userSelect: 'none' }}>
              {String(l.length).padStart(4, ' ')} │{' '}
            </Box>
            {l.text}
          </Box>
        ))}
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        {t('paymentSummary.preview.help', { name: preview.fileName })}
      </Typography>
    </Box>
  );
};
