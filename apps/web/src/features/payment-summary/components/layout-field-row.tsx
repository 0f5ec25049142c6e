import { Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import { BANK_FIELD_SOURCES, bankFieldLongestValue, type BankLayoutField } from '@planilla/contracts';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankLayoutFormValues, RecordPath } from './bank-layout-form';

type LayoutFieldRowProps = {
  form: UseFormReturn<BankLayoutFormValues>;
  /** The record's fields in the form, and this field's place among them. */
  recordPath: RecordPath;
  index: number;
  field: BankLayoutField;
  fixed: boolean;
  /** The server's message for a property of this field, if any. */
  errorAt: (name: keyof BankLayoutField) => string | undefined;
  /** The live checks' validation key for a property of this field, if any. */
  liveAt: (name: keyof BankLayoutField) => string | undefined;
  onRemove: (() => void) | null;
};

/** One field of a record: its label and source, and the options its source and the file type take. */
export const LayoutFieldRow = ({
  form,
  recordPath,
  index: i,
  field,
  fixed,
  errorAt: at,
  liveAt,
  onRemove,
}: LayoutFieldRowProps) => {
  const { t } = useTranslation();
  // An emptied option is left out of the layout (the server applies its default, or asks for it).
  const set = <K extends keyof BankLayoutField>(name: K, value: BankLayoutField[K] | '') =>
    form.setValue(
      `${recordPath}.${i}.${name}` as FieldPath<BankLayoutFormValues>,
      (value === '' ? undefined : value) as never,
      { shouldDirty: true },
    );
  const n = i + 1;
  const minWidth = fixed ? bankFieldLongestValue(field) : null;
  const narrow = liveAt('width') !== undefined;
  const badPad = liveAt('pad');
  const isAmount = field.source === 'amount' || field.source === 'total';
  const isDate = field.source === 'payDate' || field.source === 'generatedDate';
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        mb: 1,
        pb: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid="layout-field"
    >
      <TextField
        size="small"
        label={t('paymentSummary.editor.label', { n })}
        value={field.label ?? ''}
        onChange={(e) => set('label', e.target.value)}
        error={!!at('label')}
        helperText={at('label')}
        sx={{ width: 170 }}
      />
      <TextField
        select
        size="small"
        label={t('paymentSummary.editor.source', { n })}
        value={field.source}
        onChange={(e) => set('source', e.target.value as BankLayoutField['source'])}
        error={!!at('source')}
        helperText={at('source')}
        sx={{ width: 200 }}
      >
        {BANK_FIELD_SOURCES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`paymentSummary.sources.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {field.source === 'constant' && (
        <TextField
          size="small"
          label={t('paymentSummary.editor.value', { n })}
          value={field.value ?? ''}
          onChange={(e) => set('value', e.target.value)}
          error={!!at('value')}
          helperText={at('value')}
          sx={{ width: 170 }}
        />
      )}
      {isAmount && (
        <TextField
          select
          size="small"
          label={t('paymentSummary.editor.amountUnit', { n })}
          value={field.amountUnit ?? 'colones'}
          onChange={(e) => set('amountUnit', e.target.value as 'colones' | 'centimos')}
          sx={{ width: 150 }}
        >
          <MenuItem value="colones">{t('paymentSummary.editor.colones')}</MenuItem>
          <MenuItem value="centimos">{t('paymentSummary.editor.centimos')}</MenuItem>
        </TextField>
      )}
      {isAmount && (field.amountUnit ?? 'colones') === 'colones' && (
        <TextField
          select
          size="small"
          label={t('paymentSummary.editor.decimalSeparator', { n })}
          value={field.decimalSeparator ?? '.'}
          onChange={(e) => set('decimalSeparator', e.target.value as '.' | ',')}
          sx={{ width: 130 }}
        >
          <MenuItem value=".">.</MenuItem>
          <MenuItem value=",">,</MenuItem>
        </TextField>
      )}
      {isDate && (
        <TextField
          size="small"
          label={t('paymentSummary.editor.dateFormat', { n })}
          value={field.dateFormat ?? ''}
          placeholder="dd/MM/yyyy"
          onChange={(e) => set('dateFormat', e.target.value)}
          error={!!at('dateFormat')}
          helperText={at('dateFormat')}
          sx={{ width: 150 }}
        />
      )}
      {field.source === 'name' && (
        <TextField
          select
          size="small"
          label={t('paymentSummary.editor.nameOrder', { n })}
          value={field.nameOrder ?? 'given_first'}
          onChange={(e) => set('nameOrder', e.target.value as 'given_first' | 'surname_first')}
          sx={{ width: 180 }}
        >
          <MenuItem value="given_first">{t('paymentSummary.editor.givenFirst')}</MenuItem>
          <MenuItem value="surname_first">{t('paymentSummary.editor.surnameFirst')}</MenuItem>
        </TextField>
      )}
      {field.source === 'sequence' && (
        <TextField
          size="small"
          type="number"
          label={t('paymentSummary.editor.start', { n })}
          value={field.start ?? 1}
          onChange={(e) => set('start', e.target.value === '' ? undefined : Number(e.target.value))}
          sx={{ width: 110 }}
        />
      )}
      {fixed && (
        <TextField
          size="small"
          type="number"
          label={t('paymentSummary.editor.width', { n })}
          value={field.width ?? ''}
          onChange={(e) => set('width', e.target.value === '' ? undefined : Number(e.target.value))}
          error={narrow || !!at('width')}
          helperText={
            narrow || !at('width')
              ? minWidth !== null
                ? t('paymentSummary.editor.widthMin', { min: minWidth })
                : undefined
              : at('width')
          }
          sx={{ width: 110 }}
        />
      )}
      {fixed && (
        <TextField
          select
          size="small"
          label={t('paymentSummary.editor.align', { n })}
          value={field.align ?? ''}
          onChange={(e) => set('align', (e.target.value || undefined) as 'left' | 'right' | undefined)}
          sx={{ width: 150 }}
        >
          <MenuItem value="">{t('paymentSummary.editor.auto')}</MenuItem>
          <MenuItem value="left">{t('paymentSummary.editor.left')}</MenuItem>
          <MenuItem value="right">{t('paymentSummary.editor.right')}</MenuItem>
        </TextField>
      )}
      {fixed && (
        <TextField
          size="small"
          label={t('paymentSummary.editor.pad', { n })}
          value={field.pad ?? ''}
          onChange={(e) => set('pad', e.target.value.slice(-1) || undefined)}
          error={!!badPad || !!at('pad')}
          helperText={badPad ? t(badPad) : at('pad')}
          sx={{ width: badPad || at('pad') ? 240 : 100 }}
        />
      )}
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={field.upperCase ?? false}
            onChange={(e) => set('upperCase', e.target.checked || undefined)}
          />
        }
        label={t('paymentSummary.editor.upperCase')}
      />
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={field.stripAccents ?? false}
            onChange={(e) => set('stripAccents', e.target.checked || undefined)}
          />
        }
        label={t('paymentSummary.editor.stripAccents')}
      />
      <IconButton
        aria-label={t('paymentSummary.editor.removeField', { n })}
        onClick={() => onRemove?.()}
        disabled={onRemove === null}
      >
        <Delete />
      </IconButton>
    </Stack>
  );
};
