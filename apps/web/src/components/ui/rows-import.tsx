import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../lib/errors';
import { notify } from '../../lib/notify';

/** What the server answers to rows checked (dry run) or saved. */
export type RowsCheck = {
  dryRun: boolean;
  rows: number;
  saved: number;
  problems: { row: number; field: string; reason: string }[];
};

type Props<R> = {
  /** Rows read from the text, and the lines that could not be read (1-based). */
  parse: (text: string) => { rows: R[]; unreadable: number[] };
  /** The call: a dry run, or the save. */
  submit: (rows: R[], dryRun: boolean) => Promise<RowsCheck>;
  pending: boolean;
  /** Called after a save without problems, with the rows saved. */
  onSaved: (saved: number) => void;
  /** The caller's translated texts (the lines that could not be read, the rows found valid). */
  labels: { paste: string; unreadable: (rows: string) => string; valid: (count: number) => string };
  placeholder: string;
  /** Prefix of the test ids: `-text`, `-check`, `-save`, `-problems`. */
  testId: string;
};

/**
 * Rows pasted from a spreadsheet or loaded from a CSV file: read in the browser, checked by the server in a dry
 * run (row errors in the user's language), then saved all at once — or nothing while a row is in error.
 */
export const RowsImport = <R,>({
  parse,
  submit,
  pending,
  onSaved,
  labels,
  placeholder,
  testId,
}: Props<R>) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<RowsCheck | null>(null);
  const [unreadable, setUnreadable] = useState<number[]>([]);
  const edit = (value: string) => {
    setText(value);
    setChecked(null);
  };
  const run = async (dryRun: boolean) => {
    const parsed = parse(text);
    setUnreadable(parsed.unreadable);
    if (parsed.rows.length === 0 || parsed.unreadable.length > 0) return setChecked(null);
    try {
      const answer = await submit(parsed.rows, dryRun);
      setChecked(answer);
      if (!dryRun && answer.problems.length === 0) {
        edit('');
        onSaved(answer.saved);
      }
    } catch (err) {
      notify(translateError(t, err), 'error');
    }
  };
  return (
    <Stack spacing={1.5}>
      <TextField
        multiline
        minRows={4}
        label={labels.paste}
        value={text}
        onChange={(e) => edit(e.target.value)}
        placeholder={placeholder}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-text` } }}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button component="label">
          {t('common.rowsImport.file')}
          <input
            hidden
            type="file"
            accept=".csv,.txt,text/csv"
            onChange={(e) => void e.target.files?.[0]?.text().then(edit)}
          />
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          onClick={() => void run(true)}
          disabled={pending || !text.trim()}
          data-testid={`${testId}-check`}
        >
          {t('common.rowsImport.check')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void run(false)}
          disabled={pending || !checked || checked.problems.length > 0}
          data-testid={`${testId}-save`}
        >
          {t('common.rowsImport.save')}
        </Button>
      </Stack>
      {unreadable.length > 0 && <Alert severity="error">{labels.unreadable(unreadable.join(', '))}</Alert>}
      {checked && checked.problems.length > 0 && (
        <Alert severity="error" data-testid={`${testId}-problems`}>
          {checked.problems.slice(0, 30).map((p) => (
            <div key={`${p.row}${p.field}`}>
              {t('common.rowsImport.row', { row: p.row })}: {p.reason}
            </div>
          ))}
        </Alert>
      )}
      {checked && checked.problems.length === 0 && (
        <Alert severity="success">{labels.valid(checked.rows)}</Alert>
      )}
    </Stack>
  );
};
