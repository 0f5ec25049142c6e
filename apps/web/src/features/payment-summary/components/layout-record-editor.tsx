import { Box, Button, Stack, Typography } from '@mui/material';
import type { BankLayoutField, BankLayoutRecord } from '@planilla/contracts';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newField, type BankLayoutFormValues, type RecordPath } from './bank-layout-form';
import { LayoutFieldRow } from './layout-field-row';

type LayoutRecordEditorProps = {
  form: UseFormReturn<BankLayoutFormValues>;
  /** `detail`, `header.0`, `trailer.1` …: the record's path in the definition (and its test id). */
  base: string;
  title: string;
  /** The record as typed so far (the form's watched value). */
  record: BankLayoutRecord;
  fixed: boolean;
  /** The server's message at a path of the definition, if any. */
  errorAt: (path: string) => string | undefined;
  /** The live checks' validation keys by path of the definition. */
  live: Record<string, string>;
  /** Removes the record (headers and trailers; the detail stays). */
  onRemove: (() => void) | null;
};

/** A record of the file (a header, the detail, a trailer): its fields, each removable but the last, and a new one. */
export const LayoutRecordEditor = ({
  form,
  base,
  title,
  record,
  fixed,
  errorAt,
  live,
  onRemove,
}: LayoutRecordEditorProps) => {
  const { t } = useTranslation();
  const recordPath = `definition.${base}.fields` as RecordPath;
  const fields = useFieldArray({ control: form.control, name: recordPath });
  return (
    <Box sx={{ mb: 2 }} data-testid={`record-${base}`}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {onRemove && (
          <Button size="small" color="warning" onClick={onRemove}>
            {t('paymentSummary.editor.removeRecord')}
          </Button>
        )}
      </Stack>
      {fields.fields.map((item, i) => {
        const field = record.fields[i];
        if (!field) return null;
        const path = (name: keyof BankLayoutField) => `${base}.fields.${i}.${name}`;
        return (
          <LayoutFieldRow
            key={item.id}
            form={form}
            recordPath={recordPath}
            index={i}
            field={field}
            fixed={fixed}
            errorAt={(name) => errorAt(path(name))}
            liveAt={(name) => live[path(name)]}
            onRemove={record.fields.length > 1 ? () => fields.remove(i) : null}
          />
        );
      })}
      <Button
        size="small"
        onClick={() => fields.append(newField(t('paymentSummary.editor.newField'), fixed))}
        data-testid={`add-field-${base}`}
      >
        {t('paymentSummary.editor.addField')}
      </Button>
    </Box>
  );
};
