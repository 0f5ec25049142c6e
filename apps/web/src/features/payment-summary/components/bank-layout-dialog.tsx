import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { BankLayoutItem, BankLayoutPreviewRequest } from '@planilla/contracts';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { muiField } from '../../../lib/form';
import { useBankLayoutPreview, useSaveBankLayout } from '../api/payment-summary';
import {
  BLANK_DEFINITION,
  copyOf,
  liveIssuesOf,
  newHeader,
  newTrailer,
  type BankLayoutFormValues,
} from './bank-layout-form';
import { FilePreview } from './file-preview';
import { LayoutFileSettings } from './layout-file-settings';
import { LayoutRecordEditor } from './layout-record-editor';

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
  const form = useForm<BankLayoutFormValues>({
    defaultValues: {
      code: editing?.code ?? '',
      name: editing?.name ?? (source ? `${source.name}` : ''),
      definition: copyOf(source?.definition ?? BLANK_DEFINITION),
    },
  });
  const def = useWatch({ control: form.control, name: 'definition' });
  const headers = useFieldArray({ control: form.control, name: 'definition.header' });
  const trailers = useFieldArray({ control: form.control, name: 'definition.trailer' });
  const [request, setRequest] = useState<BankLayoutPreviewRequest | null>(null);
  const preview = useBankLayoutPreview(request);
  const save = useSaveBankLayout();
  const fixed = def.fileType === 'fixed';
  const live = liveIssuesOf(def);

  const error = save.error ?? preview.error;
  const fieldErrors: Record<string, string> = isApiError(error) ? (error.fields ?? {}) : {};
  const errorAt = (path: string) => fieldErrors[`definition.${path}`] ?? fieldErrors[path];

  const test = () => {
    save.reset();
    setRequest({ payrollId, definition: copyOf(form.getValues('definition')), lines: 15 });
  };
  // The server judges the layout (the live checks only warn): both buttons send it as it is on screen.
  const submit = () => {
    const { code, name, definition } = copyOf(form.getValues());
    save.mutate(editing ? { id: editing.id!, name, definition } : { code, name, definition }, {
      onSuccess: (saved) => onClose(saved.code),
    });
  };
  const recordProps = { form, fixed, errorAt, live };

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
            {...muiField(form.register('code'))}
            disabled={!!editing}
            error={!!fieldErrors.code}
            helperText={fieldErrors.code ?? t('paymentSummary.editor.codeHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'layout-code' } }}
          />
          <TextField
            size="small"
            label={t('paymentSummary.editor.name')}
            {...muiField(form.register('name'))}
            error={!!fieldErrors.name}
            helperText={fieldErrors.name}
            sx={{ minWidth: 320 }}
            slotProps={{ htmlInput: { 'data-testid': 'layout-name' } }}
          />
        </Stack>
        <LayoutFileSettings form={form} def={def} errorAt={errorAt} live={live} />
        <Divider sx={{ mb: 2 }} />
        {headers.fields.map((item, index) => (
          <LayoutRecordEditor
            key={item.id}
            {...recordProps}
            base={`header.${index}`}
            title={t('paymentSummary.editor.header', { n: index + 1 })}
            record={def.header?.[index] ?? { fields: [] }}
            onRemove={() => headers.remove(index)}
          />
        ))}
        <LayoutRecordEditor
          {...recordProps}
          base="detail"
          title={t('paymentSummary.editor.detail')}
          record={def.detail}
          onRemove={null}
        />
        {trailers.fields.map((item, index) => (
          <LayoutRecordEditor
            key={item.id}
            {...recordProps}
            base={`trailer.${index}`}
            title={t('paymentSummary.editor.trailer', { n: index + 1 })}
            record={def.trailer?.[index] ?? { fields: [] }}
            onRemove={() => trailers.remove(index)}
          />
        ))}
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button size="small" onClick={() => headers.append(newHeader(fixed))}>
            {t('paymentSummary.editor.addHeader')}
          </Button>
          <Button size="small" onClick={() => trailers.append(newTrailer(fixed))} data-testid="add-trailer">
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
