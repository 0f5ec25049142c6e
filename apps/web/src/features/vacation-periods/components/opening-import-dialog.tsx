import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { VacationOpeningImportResponse } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useImportOpenings } from '../api/vacation-periods';

type Row = { row: number; num_empleado: number; days: number; effectiveDate?: string; reason?: string };

/**
 * `número;días;fecha;motivo` rows (a CSV file or pasted from a spreadsheet: `;`, `,` or tab; a header line is
 * skipped). The date (`DD/MM/AAAA` or `AAAA-MM-DD`) and the reason are optional; days take `,` or `.` decimals.
 */
export const parseOpenings = (text: string): { rows: Row[]; unreadable: number[] } => {
  const rows: Row[] = [];
  const unreadable: number[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    const cells = (/[;\t]/.test(line) ? line.split(/[;\t]/) : line.split(',')).map((c) => c.trim());
    const [num, days, date, ...reason] = cells;
    if (i === 0 && num && !/^\d+$/.test(num)) return; // header
    const value = Number((days ?? '').replace(',', '.'));
    const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date ?? '');
    const iso = dmy
      ? `${dmy[3]}-${dmy[2]}-${dmy[1]}`
      : /^\d{4}-\d{2}-\d{2}$/.test(date ?? '')
        ? date
        : undefined;
    if (!num || !/^\d+$/.test(num) || !days || !Number.isFinite(value) || (date && !iso))
      unreadable.push(i + 1);
    else
      rows.push({
        row: i + 1,
        num_empleado: Number(num),
        days: value,
        ...(iso ? { effectiveDate: iso } : {}),
        ...(reason.join(' ').trim() ? { reason: reason.join(' ').trim() } : {}),
      });
  });
  return { rows, unreadable };
};

/** Opening balances of many employees at once: paste or load, check (dry run, row errors), save. */
export const OpeningImportDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const save = useImportOpenings();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<VacationOpeningImportResponse | null>(null);
  const [unreadable, setUnreadable] = useState<number[]>([]);
  const run = async (dryRun: boolean) => {
    const parsed = parseOpenings(text);
    setUnreadable(parsed.unreadable);
    if (parsed.rows.length === 0 || parsed.unreadable.length > 0) return setChecked(null);
    try {
      const answer = await save.mutateAsync({ rows: parsed.rows, dryRun });
      setChecked(answer);
      if (!dryRun && answer.problems.length === 0) {
        notify(t('vacationPeriods.import.saved', { count: answer.saved }), 'success');
        onClose();
      }
    } catch (err) {
      notify(translateError(t, err), 'error');
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="opening-import-title">
      <DialogTitle id="opening-import-title">{t('vacationPeriods.import.title')}</DialogTitle>
      <DialogContent dividers tabIndex={0}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('vacationPeriods.import.help')}
        </Typography>
        <Stack spacing={1.5}>
          <TextField
            multiline
            minRows={5}
            label={t('vacationPeriods.import.rows')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setChecked(null);
            }}
            placeholder={'12;6,5;30/06/2026;Sistema anterior\n14;3'}
            slotProps={{ htmlInput: { 'data-testid': 'opening-import-text' } }}
          />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Button component="label">
              {t('vacationPeriods.import.file')}
              <input
                hidden
                type="file"
                accept=".csv,.txt,text/csv"
                onChange={(e) => {
                  void e.target.files?.[0]?.text().then((content) => {
                    setText(content);
                    setChecked(null);
                  });
                }}
              />
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button
              onClick={() => void run(true)}
              disabled={save.isPending || !text.trim()}
              data-testid="opening-import-check"
            >
              {t('vacationPeriods.import.check')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void run(false)}
              disabled={save.isPending || !checked || checked.problems.length > 0}
              data-testid="opening-import-save"
            >
              {t('vacationPeriods.import.save')}
            </Button>
          </Stack>
          {unreadable.length > 0 && (
            <Alert severity="error">
              {t('vacationPeriods.import.unreadable', { rows: unreadable.join(', ') })}
            </Alert>
          )}
          {checked && checked.problems.length > 0 && (
            <Alert severity="error" data-testid="opening-import-problems">
              {checked.problems.slice(0, 30).map((p) => (
                <div key={`${p.row}${p.field}`}>
                  {t('vacationPeriods.import.row', { row: p.row })}: {p.reason}
                </div>
              ))}
            </Alert>
          )}
          {checked && checked.problems.length === 0 && (
            <Alert severity="success">{t('vacationPeriods.import.valid', { count: checked.rows })}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('vacationPeriods.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
