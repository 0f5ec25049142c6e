import {
  Box,
  Chip,
  IconButton,
  Stack,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import type { LegalRuleInterval } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

// The cells every rule table shares: an interval's dates, source, state and row actions.

/** From – to of an interval; an open one is in force until a newer value is registered. */
export const Dates = ({ interval }: { interval: LegalRuleInterval }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{format.date(interval.effectiveFrom)}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {interval.effectiveTo
          ? t('legalRules.until', { date: format.date(interval.effectiveTo) })
          : t('legalRules.openEnded')}
      </Typography>
    </Box>
  );
};

/** Where the value comes from and its state today. */
export const Status = ({ interval }: { interval: LegalRuleInterval }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const color = { in_force: 'success', scheduled: 'info', ended: 'default', overridden: 'default' } as const;
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={interval.origin === 'registered' ? 'primary' : 'default'}
        label={t(`legalRules.origin.${interval.origin}`)}
      />
      <Chip size="small" color={color[interval.state]} label={t(`legalRules.state.${interval.state}`)} />
      {interval.carriedForward && (
        <Chip
          size="small"
          color="warning"
          label={t('legalRules.carriedForwardChip')}
          data-testid="carried-forward-chip"
        />
      )}
      {interval.registeredBy && interval.registeredAt && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('legalRules.registeredBy', {
            user: interval.registeredBy,
            date: format.date(interval.registeredAt),
          })}
        </Typography>
      )}
    </Stack>
  );
};

/** The decree (or law) and the sources the value was taken from. */
export const Source = ({ interval }: { interval: LegalRuleInterval }) => (
  <Box sx={{ minWidth: 220, maxWidth: 380 }}>
    {interval.decree && (
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {interval.decree}
      </Typography>
    )}
    {interval.source !== interval.decree && (
      <Typography
        variant="caption"
        sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }}
      >
        {interval.source}
      </Typography>
    )}
  </Box>
);

export type RowActions = {
  onEdit: (interval: LegalRuleInterval) => void;
  onDelete: (interval: LegalRuleInterval) => void;
} | null;

/** Edit and delete a registered value that has not taken effect (the system administrator). */
export const Actions = ({ interval, actions }: { interval: LegalRuleInterval; actions: RowActions }) => {
  const { t } = useTranslation();
  if (!actions || !interval.editable) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={t('legalRules.edit')}>
        <IconButton size="small" aria-label={t('legalRules.edit')} onClick={() => actions.onEdit(interval)}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('legalRules.delete')}>
        <IconButton
          size="small"
          aria-label={t('legalRules.delete')}
          onClick={() => actions.onDelete(interval)}
          data-testid={`delete-rule-${interval.id}`}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};

export const Head = ({ columns }: { columns: string[] }) => (
  <TableHead>
    <TableRow>
      {columns.map((column, index) => (
        <TableCell key={index}>{column}</TableCell>
      ))}
    </TableRow>
  </TableHead>
);

// Past versions are set back by a tinted row, not by transparency: their text keeps AA contrast.
export const rowSx = (interval: LegalRuleInterval) => ({
  verticalAlign: 'top',
  ...(interval.state === 'ended' || interval.state === 'overridden' ? { bgcolor: 'action.hover' } : {}),
  '& > td': { verticalAlign: 'top' },
});
