import type React from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import {
  BANK_FIELD_SOURCES,
  BANK_FILE_ENCODINGS,
  BANK_FILE_TYPES,
  bankFieldLongestValue,
  isSafePad,
  isSafeSeparator,
  type BankLayoutDefinitionInput,
  type BankLayoutField,
  type BankLayoutItem,
  type BankLayoutPreviewRequest,
} from '@planilla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { useBankLayoutPreview, useSaveBankLayout } from '../api/payment-summary';
import { FilePreview } from './file-preview';

type Definition = BankLayoutDefinitionInput;
type RecordKey = { kind: 'header' | 'trailer'; index: number } | { kind: 'detail' };

const BLANK: Definition = {
  fileType: 'delimited',
  separator: ';',
  quote: 'minimal',
  lineEnding: 'crlf',
  encoding: 'utf-8',
  bom: false,
  columnTitles: true,
  header: [],
  detail: {
    fields: [
      { label: 'IBAN', source: 'iban' },
      { label: 'Cedula', source: 'nationalId' },
      { label: 'Nombre', source: 'name' },
      { label: 'Monto', source: 'amount', amountUnit: 'colones', decimalSeparator: '.' },
    ],
  },
  trailer: [],
  extension: 'csv',
};

const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Define and test a company bank layout: the file's shape, and the fields of its header, detail and trailer
 * records. "Test" previews the selected payroll's file with the layout as it is on screen (nothing stored); the
 * server's validation messages show beside each field. The checks that need no payroll are mirrored as the user
 * types, with the contract's own rules: a fixed width's minimum for its source (`bankFieldLongestValue`), a
 * separator or padding that would split the records. A built-in layout is copied into a new one.
 */
export const BankLayoutDialog = ({
  payrollId,
  source,
  onClose,
}: {
  payrollId: number;
  source: BankLayoutItem | null;
  onClose: (savedCode?: string) => void;
}) => {
  const { t } = useTranslation();
  const editing = source !== null && !source.builtIn ? source : null;
  const [code, setCode] = useState(editing?.code ?? '');
  const [name, setName] = useState(editing?.name ?? (source ? `${source.name}` : ''));
  const [def, setDef] = useState<Definition>(() => copy(source?.definition ?? BLANK));
  const [request, setRequest] = useState<BankLayoutPreviewRequest | null>(null);
  const preview = useBankLayoutPreview(request);
  const save = useSaveBankLayout();
  const fixed = def.fileType === 'fixed';
  const badSeparator = def.separator !== undefined && !isSafeSeparator(def.separator);

  const error = save.error ?? preview.error;
  const fieldErrors: Record<string, string> = isApiError(error) ? (error.fields ?? {}) : {};
  const errorAt = (path: string) => fieldErrors[`definition.${path}`] ?? fieldErrors[path];

  const update = (change: (d: Definition) => void) =>
    setDef((d) => {
      const next = copy(d);
      change(next);
      return next;
    });
  const recordOf = (d: Definition, key: RecordKey) =>
    key.kind === 'detail' ? d.detail : (d[key.kind] ?? [])[key.index]!;
  const pathOf = (key: RecordKey) => (key.kind === 'detail' ? 'detail' : `${key.kind}.${key.index}`);
  const setField = (key: RecordKey, i: number, patch: Partial<BankLayoutField>) =>
    update((d) => {
      const field = recordOf(d, key).fields[i]!;
      Object.assign(field, patch);
      for (const [k, v] of Object.entries(patch))
        if (v === undefined || v === '') delete (field as Record<string, unknown>)[k];
    });

  const test = () => {
    save.reset();
    setRequest({ payrollId, definition: copy(def), lines: 15 });
  };
  const submit = () =>
    save.mutate(editing ? { id: editing.id!, name, definition: def } : { code, name, definition: def }, {
      onSuccess: (saved) => onClose(saved.code),
    });

  const recordEditor = (key: RecordKey, title: string) => {
    const record = recordOf(def, key);
    const base = pathOf(key);
    return (
      <Box key={base} sx={{ mb: 2 }} data-testid={`record-${base}`}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {key.kind !== 'detail' && (
            <Button
              size="small"
              color="warning"
              onClick={() => update((d) => void (d[key.kind] ?? []).splice(key.index, 1))}
            >
              {t('paymentSummary.editor.removeRecord')}
            </Button>
          )}
        </Stack>
        {record.fields.map((field, i) => {
          const at = (name: string) => errorAt(`${base}.fields.${i}.${name}`);
          const n = i + 1;
          const minWidth = fixed ? bankFieldLongestValue(field) : null;
          const narrow = minWidth !== null && field.width !== undefined && field.width < minWidth;
          const badPad = field.pad !== undefined && !isSafePad(field.pad);
          const isAmount = field.source === 'amount' || field.source === 'total';
          const isDate = field.source === 'payDate' || field.source === 'generatedDate';
          return (
            <Stack
              key={i}
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
                value={field.label}
                onChange={(e) => setField(key, i, { label: e.target.value })}
                error={!!at('label')}
                helperText={at('label')}
                sx={{ width: 170 }}
              />
              <TextField
                select
                size="small"
                label={t('paymentSummary.editor.source', { n })}
                value={field.source}
                onChange={(e) => setField(key, i, { source: e.target.value as BankLayoutField['source'] })}
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
                  onChange={(e) => setField(key, i, { value: e.target.value })}
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
                  onChange={(e) => setField(key, i, { amountUnit: e.target.value as 'colones' | 'centimos' })}
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
                  onChange={(e) => setField(key, i, { decimalSeparator: e.target.value as '.' | ',' })}
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
                  onChange={(e) => setField(key, i, { dateFormat: e.target.value })}
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
                  onChange={(e) =>
                    setField(key, i, { nameOrder: e.target.value as 'given_first' | 'surname_first' })
                  }
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
                  onChange={(e) =>
                    setField(key, i, { start: e.target.value === '' ? undefined : Number(e.target.value) })
                  }
                  sx={{ width: 110 }}
                />
              )}
              {fixed && (
                <TextField
                  size="small"
                  type="number"
                  label={t('paymentSummary.editor.width', { n })}
                  value={field.width ?? ''}
                  onChange={(e) =>
                    setField(key, i, { width: e.target.value === '' ? undefined : Number(e.target.value) })
                  }
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
                  onChange={(e) =>
                    setField(key, i, { align: (e.target.value || undefined) as 'left' | 'right' | undefined })
                  }
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
                  onChange={(e) => setField(key, i, { pad: e.target.value.slice(-1) || undefined })}
                  error={badPad || !!at('pad')}
                  helperText={badPad ? t('validation.unsafePad') : at('pad')}
                  sx={{ width: badPad || at('pad') ? 240 : 100 }}
                />
              )}
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={field.upperCase ?? false}
                    onChange={(e) => setField(key, i, { upperCase: e.target.checked || undefined })}
                  />
                }
                label={t('paymentSummary.editor.upperCase')}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={field.stripAccents ?? false}
                    onChange={(e) => setField(key, i, { stripAccents: e.target.checked || undefined })}
                  />
                }
                label={t('paymentSummary.editor.stripAccents')}
              />
              <IconButton
                aria-label={t('paymentSummary.editor.removeField', { n })}
                onClick={() => update((d) => void recordOf(d, key).fields.splice(i, 1))}
                disabled={record.fields.length <= 1}
              >
                <Delete />
              </IconButton>
            </Stack>
          );
        })}
        <Button
          size="small"
          onClick={() =>
            update(
              (d) =>
                void recordOf(d, key).fields.push({
                  label: t('paymentSummary.editor.newField'),
                  source: 'constant',
                  value: '',
                  ...(fixed ? { width: 1 } : {}),
                }),
            )
          }
          data-testid={`add-field-${base}`}
        >
          {t('paymentSummary.editor.addField')}
        </Button>
      </Box>
    );
  };

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="lg" aria-labelledby="bank-layout-title">
      <DialogTitle id="bank-layout-title">
        {editing
          ? t('paymentSummary.editor.editTitle', { code: editing.code })
          : t('paymentSummary.editor.newTitle')}
      </DialogTitle>
      <DialogContent dividers>
        {source?.builtIn && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('paymentSummary.editor.copyOf', { name: source.name })}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2 }}
        >
          <TextField
            size="small"
            label={t('paymentSummary.editor.code')}
            value={code}
            disabled={!!editing}
            onChange={(e) => setCode(e.target.value)}
            error={!!fieldErrors.code}
            helperText={fieldErrors.code ?? t('paymentSummary.editor.codeHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'layout-code' } }}
          />
          <TextField
            size="small"
            label={t('paymentSummary.editor.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!fieldErrors.name}
            helperText={fieldErrors.name}
            sx={{ minWidth: 320 }}
            slotProps={{ htmlInput: { 'data-testid': 'layout-name' } }}
          />
        </Stack>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2 }}
        >
          <TextField
            select
            size="small"
            label={t('paymentSummary.editor.fileType')}
            value={def.fileType}
            onChange={(e) =>
              update((d) => {
                d.fileType = e.target.value as Definition['fileType'];
                if (d.fileType === 'xlsx') d.extension = 'xlsx';
                else if (d.extension === 'xlsx') d.extension = d.fileType === 'fixed' ? 'txt' : 'csv';
              })
            }
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
              onChange={(e) =>
                update((d) => {
                  const v = e.target.value === '\\t' ? '\t' : e.target.value.slice(-1);
                  if (v) d.separator = v;
                  else delete d.separator;
                })
              }
              error={badSeparator || !!errorAt('separator')}
              helperText={
                badSeparator
                  ? t('validation.unsafeSeparator')
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
              onChange={(e) => update((d) => void (d.quote = e.target.value as Definition['quote']))}
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
              onChange={(e) => update((d) => void (d.lineEnding = e.target.value as 'crlf' | 'lf'))}
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
              onChange={(e) =>
                update((d) => {
                  d.encoding = e.target.value as Definition['encoding'];
                  if (d.encoding !== 'utf-8') d.bom = false;
                })
              }
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
            onChange={(e) => update((d) => void (d.extension = e.target.value))}
            error={!!errorAt('extension')}
            helperText={errorAt('extension')}
            sx={{ width: 120 }}
          />
          {def.fileType !== 'xlsx' && (def.encoding ?? 'utf-8') === 'utf-8' && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={def.bom ?? false}
                  onChange={(e) => update((d) => void (d.bom = e.target.checked))}
                />
              }
              label={t('paymentSummary.editor.bom')}
            />
          )}
          {!fixed && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={def.columnTitles ?? false}
                  onChange={(e) => update((d) => void (d.columnTitles = e.target.checked))}
                />
              }
              label={t('paymentSummary.editor.columnTitles')}
            />
          )}
        </Stack>
        <Divider sx={{ mb: 2 }} />
        {(def.header ?? []).map((_, index) =>
          recordEditor({ kind: 'header', index }, t('paymentSummary.editor.header', { n: index + 1 })),
        )}
        {recordEditor({ kind: 'detail' }, t('paymentSummary.editor.detail'))}
        {(def.trailer ?? []).map((_, index) =>
          recordEditor({ kind: 'trailer', index }, t('paymentSummary.editor.trailer', { n: index + 1 })),
        )}
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button
            size="small"
            onClick={() =>
              update(
                (d) =>
                  void (d.header = [
                    ...(d.header ?? []),
                    {
                      fields: [
                        { label: 'Tipo', source: 'constant', value: '1', ...(fixed ? { width: 1 } : {}) },
                      ],
                    },
                  ]),
              )
            }
          >
            {t('paymentSummary.editor.addHeader')}
          </Button>
          <Button
            size="small"
            onClick={() =>
              update(
                (d) =>
                  void (d.trailer = [
                    ...(d.trailer ?? []),
                    {
                      fields: [
                        { label: 'Registros', source: 'recordCount', ...(fixed ? { width: 6 } : {}) },
                        {
                          label: 'Total',
                          source: 'total',
                          amountUnit: 'colones',
                          ...(fixed ? { width: 17 } : {}),
                        },
                      ],
                    },
                  ]),
              )
            }
            data-testid="add-trailer"
          >
            {t('paymentSummary.editor.addTrailer')}
          </Button>
        </Stack>
        <Divider sx={{ mb: 2 }} />
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('paymentSummary.editor.previewTitle')}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="layout-error">
            {translateError(t, error)}
            {Object.entries(fieldErrors).length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {Object.entries(fieldErrors).map(([path, message]) => (
                  <li key={path}>
                    <code>{path}</code>: {message}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {preview.data && request && !preview.isError && <FilePreview preview={preview.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('paymentSummary.editor.cancel')}</Button>
        <Button variant="outlined" onClick={test} disabled={preview.isFetching} data-testid="test-layout">
          {t('paymentSummary.editor.test')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="save-layout">
          {t('paymentSummary.editor.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
