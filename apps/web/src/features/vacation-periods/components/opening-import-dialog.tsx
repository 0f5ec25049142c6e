import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RowsImport } from '../../../components/ui/rows-import';
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
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="opening-import-title">
      <DialogTitle id="opening-import-title">{t('vacationPeriods.import.title')}</DialogTitle>
      <DialogContent dividers tabIndex={0}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('vacationPeriods.import.help')}
        </Typography>
        <RowsImport
          parse={parseOpenings}
          submit={(rows, dryRun) => save.mutateAsync({ rows, dryRun })}
          pending={save.isPending}
          onSaved={(count) => {
            notify(t('vacationPeriods.import.saved', { count }), 'success');
            onClose();
          }}
          labels={{
            paste: t('vacationPeriods.import.rows'),
            unreadable: (rows) => t('vacationPeriods.import.unreadable', { rows }),
            valid: (count) => t('vacationPeriods.import.valid', { count }),
          }}
          placeholder={'12;6,5;30/06/2026;Sistema anterior\n14;3'}
          testId="opening-import"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('vacationPeriods.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
