import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import { PAY_ITEM_IMPORT_COLUMNS, type PayItemImportResponse } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { PAY_ITEM_IMPORT_MAX_BYTES, useImportPayItems } from '../api/import-pay-items';

/** The file people fill: the header row of `PAY_ITEM_IMPORT_COLUMNS`, nothing else (no data to escape). */
export const importTemplate = (): Blob =>
  new Blob([`${PAY_ITEM_IMPORT_COLUMNS.map((c) => c.column).join(',')}\r\n`], {
    type: 'text/csv;charset=utf-8',
  });

/** How many row errors the dialog lists (the rest are counted). */
const SHOWN_ERRORS = 200;

/**
 * Bulk import of employees' items from CSV or Excel, the employee import's way: choose the file, check it (a dry
 * run lists every row's errors, nothing is written), then import it (all rows, or none while any is in error).
 */
export const PayItemImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const importer = useImportPayItems();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<PayItemImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setFile(null);
      setChecked(null);
      setError(null);
    }
  }, [open]);

  const choose = (next: File | undefined) => {
    setChecked(null);
    setError(null);
    if (!next) return setFile(null);
    if (next.size > PAY_ITEM_IMPORT_MAX_BYTES) {
      setFile(null);
      setError(
        t('payItems.import.tooLarge', { size: format.number(PAY_ITEM_IMPORT_MAX_BYTES / 1024 / 1024) }),
      );
      return;
    }
    setFile(next);
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    try {
      const answer = await importer.mutateAsync({ file, dryRun });
      setChecked(answer);
      if (!dryRun && answer.errors.length === 0) {
        enqueueSnackbar(t('payItems.import.done', { count: answer.imported }), { variant: 'success' });
        onClose();
      }
    } catch (err) {
      setError(translateError(t, err));
    }
  };

  const busy = importer.isPending;
  const clean = checked !== null && checked.errors.length === 0;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="pay-item-import-title"
    >
      <DialogTitle id="pay-item-import-title">{t('payItems.import.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="body2">{t('payItems.import.help')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }} data-testid="import-columns">
            {PAY_ITEM_IMPORT_COLUMNS.map((c) => (
              <Chip
                key={c.column}
                size="small"
                variant={c.required ? 'filled' : 'outlined'}
                color={c.required ? 'primary' : 'default'}
                label={c.column}
              />
            ))}
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('payItems.import.columnsHelp')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label" disabled={busy}>
              {t('payItems.import.choose')}
              <input
                hidden
                type="file"
                accept=".csv,.txt,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                data-testid="import-file"
                onChange={(e) => choose(e.target.files?.[0])}
              />
            </Button>
            <Typography
              variant="body2"
              sx={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}
              data-testid="import-file-name"
            >
              {file ? file.name : t('payItems.import.noFile')}
            </Typography>
            <Button
              startIcon={<Download />}
              onClick={() => saveFile({ blob: importTemplate(), filename: 'plantilla-rubros.csv' })}
            >
              {t('payItems.import.template')}
            </Button>
          </Stack>
          {error && (
            <Alert severity="error" data-testid="import-error">
              {error}
            </Alert>
          )}
          {checked && clean && (
            <Alert severity="success" data-testid="import-clean">
              {t('payItems.import.clean', { count: checked.valid })}
            </Alert>
          )}
          {checked && !clean && (
            <>
              <Alert severity="error" data-testid="import-problems">
                {t('payItems.import.problems', {
                  rows: checked.rows,
                  valid: checked.valid,
                  errors: checked.errors.length,
                })}
              </Alert>
              <TableContainer sx={{ maxHeight: 320 }}>
                <Table size="small" stickyHeader data-testid="import-errors-table">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('payItems.import.row')}</TableCell>
                      <TableCell>{t('payItems.import.column')}</TableCell>
                      <TableCell>{t('payItems.import.message')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {checked.errors.slice(0, SHOWN_ERRORS).map((e, index) => (
                      <TableRow key={`${e.row}-${e.column ?? ''}-${index}`} data-testid="import-error-row">
                        <TableCell>{e.row}</TableCell>
                        <TableCell>{e.column ?? '—'}</TableCell>
                        <TableCell>{e.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              {checked.errors.length > SHOWN_ERRORS && (
                <Typography variant="caption">
                  {t('payItems.import.more', { count: checked.errors.length - SHOWN_ERRORS })}
                </Typography>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" color="secondary" onClick={onClose} disabled={busy}>
          {t('common.actions.cancel')}
        </Button>
        <Button
          onClick={() => void run(true)}
          disabled={busy || !file}
          data-testid="import-check"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('payItems.import.check')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void run(false)}
          disabled={busy || !file || !clean}
          data-testid="import-save"
        >
          {t('payItems.import.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
