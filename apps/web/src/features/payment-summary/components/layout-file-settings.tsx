import type React from 'react';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { BANK_FILE_ENCODINGS, BANK_FILE_TYPES } from '@planilla/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankLayoutFormValues } from './bank-layout-form';

type Definition = BankLayoutFormValues['definition'];

type LayoutFileSettingsProps = {
  form: UseFormReturn<BankLayoutFormValues>;
  /** The definition as typed so far (the form's watched value). */
  def: Definition;
  /** The server's message at a path of the definition, if any. */
  errorAt: (path: string) => string | undefined;
  /** The live checks' validation keys by path of the definition. */
  live: Record<string, string>;
};

/** The file's shape: its type, separator and quoting, line ending, encoding, extension, BOM and column titles. */
export const LayoutFileSettings = ({ form, def, errorAt, live }: LayoutFileSettingsProps) => {
  const { t } = useTranslation();
  const fixed = def.fileType === 'fixed';
  const badSeparator = live.separator;
  const set = <K extends keyof Definition>(name: K, value: Definition[K]) =>
    form.setValue(`definition.${name}`, value as never, { shouldDirty: true });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('paymentSummary.editor.fileType')}
        value={def.fileType}
        onChange={(e) => {
          const fileType = e.target.value as Definition['fileType'];
          set('fileType', fileType);
          if (fileType === 'xlsx') set('extension', 'xlsx');
          else if (def.extension === 'xlsx') set('extension', fileType === 'fixed' ? 'txt' : 'csv');
        }}
        sx={{ width: 200 }}
        slotProps={{
          select: {
            SelectDisplayProps: {
              'data-testid': 'layout-file-type',
            } as React.HTMLAttributes<HTMLDivElement>,
          },
        }}
      >
        {BANK_FILE_TYPES.map((ft) => (
          <MenuItem key={ft} value={ft}>
            {t(`paymentSummary.fileTypes.${ft}`)}
          </MenuItem>
        ))}
      </TextField>
      {def.fileType === 'delimited' && (
        <TextField
          size="small"
          label={t('paymentSummary.editor.separator')}
          value={def.separator === '\t' ? '\\t' : (def.separator ?? '')}
          onChange={(e) => {
            const v = e.target.value === '\\t' ? '\t' : e.target.value.slice(-1);
            set('separator', v || undefined);
          }}
          error={!!badSeparator || !!errorAt('separator')}
          helperText={
            badSeparator
              ? t(badSeparator)
              : (errorAt('separator') ?? t('paymentSummary.editor.separatorHelp'))
          }
          sx={{ width: badSeparator || errorAt('separator') ? 320 : 150 }}
        />
      )}
      {def.fileType === 'delimited' && (
        <TextField
          select
          size="small"
          label={t('paymentSummary.editor.quote')}
          value={def.quote ?? 'minimal'}
          onChange={(e) => set('quote', e.target.value as Definition['quote'])}
          sx={{ width: 180 }}
        >
          {(['minimal', 'all', 'none'] as const).map((q) => (
            <MenuItem key={q} value={q}>
              {t(`paymentSummary.quotes.${q}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {def.fileType !== 'xlsx' && (
        <TextField
          select
          size="small"
          label={t('paymentSummary.editor.lineEnding')}
          value={def.lineEnding ?? 'crlf'}
          onChange={(e) => set('lineEnding', e.target.value as 'crlf' | 'lf')}
          sx={{ width: 160 }}
        >
          <MenuItem value="crlf">CRLF (Windows)</MenuItem>
          <MenuItem value="lf">LF</MenuItem>
        </TextField>
      )}
      {def.fileType !== 'xlsx' && (
        <TextField
          select
          size="small"
          label={t('paymentSummary.editor.encoding')}
          value={def.encoding ?? 'utf-8'}
          onChange={(e) => {
            const encoding = e.target.value as Definition['encoding'];
            set('encoding', encoding);
            if (encoding !== 'utf-8') set('bom', false);
          }}
          sx={{ width: 170 }}
        >
          {BANK_FILE_ENCODINGS.map((enc) => (
            <MenuItem key={enc} value={enc}>
              {enc}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        size="small"
        label={t('paymentSummary.editor.extension')}
        value={def.extension}
        onChange={(e) => set('extension', e.target.value)}
        error={!!errorAt('extension')}
        helperText={errorAt('extension')}
        sx={{ width: 120 }}
      />
      {def.fileType !== 'xlsx' && (def.encoding ?? 'utf-8') === 'utf-8' && (
        <FormControlLabel
          control={<Checkbox checked={def.bom ?? false} onChange={(e) => set('bom', e.target.checked)} />}
          label={t('paymentSummary.editor.bom')}
        />
      )}
      {!fixed && (
        <FormControlLabel
          control={
            <Checkbox
              checked={def.columnTitles ?? false}
              onChange={(e) => set('columnTitles', e.target.checked)}
            />
          }
          label={t('paymentSummary.editor.columnTitles')}
        />
      )}
    </Stack>
  );
};
