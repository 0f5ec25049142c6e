import {
  isSafePad,
  isSafeSeparator,
  narrowBankFields,
  V,
  type BankLayoutDefinitionInput,
  type BankLayoutField,
  type BankLayoutRecord,
} from '@planilla/contracts';
import { z } from 'zod';

/** The editor's form: a layout's code and name, and its definition as the contract takes it. */
export type BankLayoutFormValues = { code: string; name: string; definition: BankLayoutDefinitionInput };

/** The path of a record's fields in the form: `definition.detail.fields`, `definition.header.0.fields` … */
export type RecordPath =
  'definition.detail.fields' | `definition.header.${number}.fields` | `definition.trailer.${number}.fields`;

/** What a new layout starts from: the generic CSV's columns. */
export const BLANK_DEFINITION: BankLayoutDefinitionInput = {
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

/** A deep copy through JSON: what is sent, and a definition to edit that is not the layout's own object. */
export const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A field added to a record: a constant, one character wide in a fixed-width file. */
export const newField = (label: string, fixed: boolean): BankLayoutField => ({
  label,
  source: 'constant',
  value: '',
  ...(fixed ? { width: 1 } : {}),
});

/** A header record added to the file: its record type. */
export const newHeader = (fixed: boolean): BankLayoutRecord => ({
  fields: [{ label: 'Tipo', source: 'constant', value: '1', ...(fixed ? { width: 1 } : {}) }],
});

/** A trailer record added to the file: the number of records and the total. */
export const newTrailer = (fixed: boolean): BankLayoutRecord => ({
  fields: [
    { label: 'Registros', source: 'recordCount', ...(fixed ? { width: 6 } : {}) },
    { label: 'Total', source: 'total', amountUnit: 'colones', ...(fixed ? { width: 17 } : {}) },
  ],
});

/**
 * The checks that need no payroll, mirrored as the user types with the contract's own rules: a separator or a
 * padding that would split the records, a fixed width below its source's longest value. They only warn: "Test"
 * and "Save" still send the layout, and the server's answer (in the user's language) names the field.
 */
const liveChecks = z.custom<BankLayoutDefinitionInput>().superRefine((d, ctx) => {
  if (d.separator !== undefined && !isSafeSeparator(d.separator))
    ctx.addIssue({ code: 'custom', message: V.unsafeSeparator, path: ['separator'] });
  const records = [...(d.header ?? []), d.detail, ...(d.trailer ?? [])];
  const bases = [
    ...(d.header ?? []).map((_, i) => ['header', i]),
    ['detail'],
    ...(d.trailer ?? []).map((_, i) => ['trailer', i]),
  ];
  records.forEach((record, r) =>
    record.fields.forEach((f, i) => {
      if (f.pad !== undefined && !isSafePad(f.pad))
        ctx.addIssue({ code: 'custom', message: V.unsafePad, path: [...bases[r]!, 'fields', i, 'pad'] });
    }),
  );
  for (const narrow of narrowBankFields(d))
    ctx.addIssue({ code: 'custom', message: V.tooShort, path: narrow.path });
});

/** The live checks' validation keys by the definition's path (`separator`, `detail.fields.1.width` …). */
export const liveIssuesOf = (definition: BankLayoutDefinitionInput): Record<string, string> => {
  const result = liveChecks.safeParse(definition);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
