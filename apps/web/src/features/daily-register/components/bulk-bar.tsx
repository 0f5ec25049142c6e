import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { AttendanceCode } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { BULK_CODES } from './register-rows';

type BulkBarProps = {
  /** How many rows are selected. */
  count: number;
  code: AttendanceCode;
  onCode: (code: AttendanceCode) => void;
  /** The date the code is written on. */
  date: string | null;
  onApply: () => void;
  pending: boolean;
};

/** One code for the selected rows on the date shown. */
export const BulkBar = ({
  count,
  code: bulkCode,
  onCode,
  date: validDate,
  onApply,
  pending,
}: BulkBarProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ px: 2.5, py: 1.5, alignItems: 'center', bgcolor: 'action.hover' }}
      data-testid="bulk-bar"
    >
      <Typography variant="body2">{t('dailyRegister.bulk.selected', { count: count })}</Typography>
      <TextField
        select
        size="small"
        label={t('dailyRegister.fields.code')}
        value={bulkCode}
        onChange={(e) => onCode(e.target.value as AttendanceCode)}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'bulk-code' } as object } }}
      >
        {BULK_CODES.map((c) => (
          <MenuItem key={c} value={c}>
            {c} · {t(`dailyRegister.codes.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={onApply} disabled={pending} data-testid="bulk-apply">
        {t('dailyRegister.bulk.apply', {
          count: count,
          code: bulkCode,
          date: validDate ? format.date(validDate) : '',
        })}
      </Button>
    </Stack>
  );
};
