import { z } from 'zod';
import { MAX_EMPLOYEE_NUMBER } from './employees';
import { isoDate } from './parameters';
import { payrollId, PAYROLL_STATUSES } from './payroll-runs';
import { V } from './validation';

/**
 * Payment summary and bank transfer files (issue 13), in the `procesoPlanilla/` group. Amounts are integer
 * céntimos.
 *
 * No Costa Rican bank publishes its mass-payment layout openly and the community layouts disagree
 * (`../shared/domain/files-and-calendar-facts.md` §1), so a bank file's layout is data: a `BankLayoutDefinition`
 * says the file type, separator, quoting, line ending, encoding, and the header, detail and trailer records with
 * their fields. The product ships generic layouts (`BUILT_IN_BANK_LAYOUTS`); a company keeps its own in
 * `bank_layouts`.
 *
 * - `paymentResume` (POST): net pay of a processed or paid payroll grouped by bank (from the IBAN's bank code)
 *   and payment method; employees without a valid IBAN listed apart.
 * - `bankLayouts` (POST): the built-in layouts and the company's. `newBankLayout` (POST), `updateBankLayout`
 *   (PUT), `deactivateBankLayout` (PUT).
 * - `bankLayoutPreview` (POST): the first lines and the totals of a payroll's file with a layout (stored or
 *   unsaved), without storing anything.
 * - `bankFile` (PUT): generates and stores the bank file of a closed (paid) payroll; `bankFiles` (POST) lists a
 *   payroll's stored bank files with checksum and totals. Downloads go through `GET util/` (folder `bancos`).
 */

// ---------------------------------------------------------------------------------------------------------
// The layout definition

/** Where a field's value comes from. Employee sources only make sense in the detail record. */
export const BANK_FIELD_SOURCES = [
  // one employee (detail record)
  'iban',
  'account',
  'nationalId',
  'name',
  'amount',
  'employeeNumber',
  'bankCode',
  'sequence',
  // the file (any record)
  'payDate',
  'generatedDate',
  'reference',
  'recordCount',
  'total',
  'companyLegalId',
  'companyName',
  'constant',
] as const;
export type BankFieldSource = (typeof BANK_FIELD_SOURCES)[number];
export const EMPLOYEE_FIELD_SOURCES: readonly BankFieldSource[] = [
  'iban',
  'account',
  'nationalId',
  'name',
  'amount',
  'employeeNumber',
  'bankCode',
  'sequence',
];
/** Sources whose value is a number: never truncated to fit a width (the file would pay a wrong amount). */
export const NUMERIC_FIELD_SOURCES: readonly BankFieldSource[] = [
  'amount',
  'total',
  'recordCount',
  'sequence',
  'employeeNumber',
];
/** Sources that identify an account or a person: never truncated either. */
export const IDENTIFIER_FIELD_SOURCES: readonly BankFieldSource[] = [
  'iban',
  'account',
  'nationalId',
  'bankCode',
];

/**
 * The largest values a bank file carries: the design limits a fixed-width field is checked against when a layout
 * is saved or tested (`bankFieldLongestValue`; a narrower field is refused, named, with
 * `BANK_LAYOUT_FIELD_TOO_NARROW`), instead of failing on the payday a long value turns up.
 * - `records`: payees in one file. The product is built for 10 000-employee payrolls (product brief): five times
 *   that (a `sequence` starting at `start` reaches `start + records − 1`).
 * - `paymentCentimos`: one payment, ₡9 999 999 999,99 (12 digits in céntimos, 13 characters in colones). A
 *   salary is at most ₡1 000 000 000,00 a month (`amountCents`); a payslip's net or a settlement stays below ten.
 * - `totalCentimos`: a file's total, ₡9 999 999 999 999,99 (15 digits; 16 is the most a JSON number keeps exact).
 * - `idLength`: the longest Costa Rican identification, 12 characters (a DIMEX has 12 digits; a cédula jurídica
 *   written with its dashes, `3-101-123456`, 12). A passport has no fixed format (up to 20 letters and digits):
 *   one longer than its field is refused when the file is made, naming the employee (`BANK_FILE_FIELD_OVERFLOW`).
 * - IBAN 22 (`CR` + 20 digits), its account 14, the SINPE bank code 3, the employee number 8 digits
 *   (`MAX_EMPLOYEE_NUMBER`), a date as long as its pattern. Names, references, the company's name and constants
 *   have no minimum: text is cut to the width (a constant must fit it whole).
 */
export const BANK_FILE_LIMITS = {
  records: 50_000,
  paymentCentimos: 999_999_999_999,
  totalCentimos: 999_999_999_999_999,
  idLength: 12,
} as const;

const digits = (n: number) => String(n).length;
/** Céntimos as written: whole céntimos, or colones with a decimal mark and two decimals. */
const amountLength = (maxCentimos: number, unit: 'colones' | 'centimos' | undefined) =>
  (unit ?? 'colones') === 'centimos' ? digits(maxCentimos) : digits(Math.trunc(maxCentimos / 100)) + 3;

/** The longest text a field's source can produce (`BANK_FILE_LIMITS`), or `null` for text that is cut. */
export const bankFieldLongestValue = (f: BankLayoutField): number | null => {
  switch (f.source) {
    case 'iban':
      return 22;
    case 'account':
      return 14;
    case 'bankCode':
      return 3;
    case 'nationalId':
    case 'companyLegalId':
      return BANK_FILE_LIMITS.idLength;
    case 'employeeNumber':
      return digits(MAX_EMPLOYEE_NUMBER);
    case 'amount':
      return amountLength(BANK_FILE_LIMITS.paymentCentimos, f.amountUnit);
    case 'total':
      return amountLength(BANK_FILE_LIMITS.totalCentimos, f.amountUnit);
    case 'sequence':
      return digits((f.start ?? 1) + BANK_FILE_LIMITS.records - 1);
    case 'recordCount':
      return digits(BANK_FILE_LIMITS.records);
    case 'payDate':
    case 'generatedDate':
      // Every token of a pattern is replaced by as many digits as it has letters (`yyyy` → 2026, `MM` → 11).
      return (f.dateFormat ?? DEFAULT_DATE_FORMAT).length;
    case 'name':
    case 'reference':
    case 'companyName':
    case 'constant':
      return null;
  }
};

export const BANK_FILE_TYPES = ['delimited', 'fixed', 'xlsx'] as const;
export type BankFileType = (typeof BANK_FILE_TYPES)[number];
export const BANK_FILE_ENCODINGS = ['utf-8', 'latin1', 'windows-1252'] as const;
export type BankFileEncoding = (typeof BANK_FILE_ENCODINGS)[number];

/** Date patterns: `yyyy`, `yy`, `MM`, `dd` and the separators `-`, `/`, `.`, space. */
const DATE_FORMAT = /^(?:yyyy|yy|MM|dd|[-/. ])+$/;

const oneChar = z.string({ error: V.required }).length(1, { error: V.invalidValue });

/** The pattern of a date field without one. */
export const DEFAULT_DATE_FORMAT = 'dd/MM/yyyy';

/**
 * Characters that split a record or that nobody sees: control characters (line feed, carriage return, tab, NUL …),
 * Unicode line and paragraph separators, and invisible format characters (zero-width, direction overrides).
 */
const RECORD_BREAKING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** A separator: a visible mark, a space or a tab; never a quote (it opens a quoted value), a letter or a digit. */
export const isSafeSeparator = (c: string): boolean =>
  c === '\t' || !(RECORD_BREAKING.test(c) || /[\p{L}\p{N}"']/u.test(c));
/** A padding character: visible or a space, never a quote. */
export const isSafePad = (c: string): boolean => !RECORD_BREAKING.test(c) && c !== '"';
const isLineText = (s: string) => !RECORD_BREAKING.test(s);

export const bankLayoutField = z.object({
  /** Column title (the delimited or Excel title row) and the field's name in the editor. */
  label: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(40, { error: V.tooLong }),
  source: z.enum(BANK_FIELD_SOURCES, { error: V.invalidValue }),
  /** Text of a `constant` field. */
  value: z.string({ error: V.invalidValue }).max(200, { error: V.tooLong }).optional(),
  /** `amount` and `total`: colones with two decimals, or whole céntimos. */
  amountUnit: z.enum(['colones', 'centimos'], { error: V.invalidValue }).optional(),
  /** Decimal mark of amounts in colones. */
  decimalSeparator: z.enum(['.', ','], { error: V.invalidValue }).optional(),
  /** `payDate` and `generatedDate`. */
  dateFormat: z
    .string({ error: V.invalidValue })
    .regex(DATE_FORMAT, { error: V.invalidValue })
    .max(20)
    .optional(),
  /** `name`: given name first (`Ana Mora Solís`) or surnames first (`Mora Solís Ana`). */
  nameOrder: z.enum(['given_first', 'surname_first'], { error: V.invalidValue }).optional(),
  /** `sequence`: the number of the first detail record (default 1). */
  start: z.number({ error: V.invalidNumber }).int({ error: V.invalidNumber }).min(0).max(99_999).optional(),
  upperCase: z.boolean({ error: V.invalidValue }).optional(),
  /** Letters without accents (`á` → `a`, `ñ` → `n`): some bank systems take only A–Z. */
  stripAccents: z.boolean({ error: V.invalidValue }).optional(),
  /** Fixed width: the field's width in characters (required there). */
  width: z
    .number({ error: V.invalidNumber })
    .int({ error: V.invalidNumber })
    .min(1, { error: V.invalidNumber })
    .max(500, { error: V.invalidNumber })
    .optional(),
  /** Fixed width: numbers right, text left by default. */
  align: z.enum(['left', 'right'], { error: V.invalidValue }).optional(),
  /** Fixed width: the padding character (default `0` for numbers, space for text). */
  pad: oneChar.optional(),
});
export type BankLayoutField = z.infer<typeof bankLayoutField>;

export const bankLayoutRecord = z.object({
  fields: z.array(bankLayoutField).min(1, { error: V.required }).max(60, { error: V.tooLong }),
});
export type BankLayoutRecord = z.infer<typeof bankLayoutRecord>;

/** The definition's shape without the checks across fields: how a stored layout is listed, whatever it holds. */
export const bankLayoutShape = z.object({
  fileType: z.enum(BANK_FILE_TYPES, { error: V.invalidValue }),
  /** Delimited: the separator (`,`, `;`, `|`, a tab …). */
  separator: oneChar.optional(),
  /** Delimited: quote values when needed (`minimal`), always (`all`) or never (`none`; separators become spaces). */
  quote: z.enum(['minimal', 'all', 'none'], { error: V.invalidValue }).default('minimal'),
  lineEnding: z.enum(['crlf', 'lf'], { error: V.invalidValue }).default('crlf'),
  encoding: z.enum(BANK_FILE_ENCODINGS, { error: V.invalidValue }).default('utf-8'),
  /** UTF-8 only: start with a byte-order mark (Excel shows accents; some bank portals refuse it). */
  bom: z.boolean({ error: V.invalidValue }).default(false),
  /** Delimited and Excel: a first row with each detail field's label. */
  columnTitles: z.boolean({ error: V.invalidValue }).default(false),
  /** Records before the details (a fixed-width file's header, a debit line …), each once. */
  header: z.array(bankLayoutRecord).max(5, { error: V.tooLong }).default([]),
  /** One record per employee paid. */
  detail: bankLayoutRecord,
  /** Records after the details (totals, counts), each once. */
  trailer: z.array(bankLayoutRecord).max(5, { error: V.tooLong }).default([]),
  /** The file name's extension. */
  extension: z.string({ error: V.required }).regex(/^[a-zA-Z0-9]{1,5}$/, { error: V.invalidValue }),
});

type Records = { header?: BankLayoutRecord[]; detail: BankLayoutRecord; trailer?: BankLayoutRecord[] };

/** Each record of a definition with its kind and the path of its fields (`['header', 0, 'fields']`). */
const recordsOf = (d: Records): { kind: string; base: (string | number)[]; record: BankLayoutRecord }[] => [
  ...(d.header ?? []).map((record, i) => ({ kind: 'header', base: ['header', i, 'fields'], record })),
  { kind: 'detail', base: ['detail', 'fields'], record: d.detail },
  ...(d.trailer ?? []).map((record, i) => ({ kind: 'trailer', base: ['trailer', i, 'fields'], record })),
];

/** A fixed-width field narrower than the longest value of its source (`bankFieldLongestValue`). */
export type NarrowBankField = { path: (string | number)[]; label: string; width: number; needed: number };

/** The fields of a fixed-width layout too narrow for their source, in the order of the file (none otherwise). */
export const narrowBankFields = (d: Records & { fileType: BankFileType }): NarrowBankField[] =>
  d.fileType !== 'fixed'
    ? []
    : recordsOf(d).flatMap(({ base, record }) =>
        record.fields.flatMap((f, i) => {
          const needed = bankFieldLongestValue(f);
          return needed !== null && f.width !== undefined && f.width < needed
            ? [{ path: [...base, i, 'width'], label: f.label, width: f.width, needed }]
            : [];
        }),
      );

/**
 * The checks across fields and of the characters that would break a file, each reported at the field's path with
 * a validation key. They live here rather than in the shape, so a layout stored before a check existed still
 * reads (`bankLayoutShape`) and is refused only when it is saved or used.
 */
export const bankLayoutDefinition = bankLayoutShape.superRefine((d, ctx) => {
  if (d.fileType === 'delimited' && d.separator === undefined)
    ctx.addIssue({ code: 'custom', message: V.required, path: ['separator'] });
  if (d.separator !== undefined && !isSafeSeparator(d.separator))
    ctx.addIssue({ code: 'custom', message: V.unsafeSeparator, path: ['separator'] });
  if (d.fileType === 'xlsx' && d.extension.toLowerCase() !== 'xlsx')
    ctx.addIssue({ code: 'custom', message: V.invalidValue, path: ['extension'] });
  if (d.bom && d.encoding !== 'utf-8')
    ctx.addIssue({ code: 'custom', message: V.notApplicable, path: ['bom'] });
  for (const { kind, base, record } of recordsOf(d)) {
    record.fields.forEach((f, i) => {
      const at = (name: string) => [...base, i, name];
      if (!isLineText(f.label))
        ctx.addIssue({ code: 'custom', message: V.controlCharacter, path: at('label') });
      if (f.value !== undefined && !isLineText(f.value))
        ctx.addIssue({ code: 'custom', message: V.controlCharacter, path: at('value') });
      if (f.pad !== undefined && !isSafePad(f.pad))
        ctx.addIssue({ code: 'custom', message: V.unsafePad, path: at('pad') });
      // Unquoted, a separator inside the product's own figure would turn into a space (`1234 56`).
      if (d.fileType === 'delimited' && d.quote === 'none' && d.separator !== undefined) {
        const amount = f.source === 'amount' || f.source === 'total';
        if (
          amount &&
          (f.amountUnit ?? 'colones') === 'colones' &&
          (f.decimalSeparator ?? '.') === d.separator
        )
          ctx.addIssue({ code: 'custom', message: V.separatorInValue, path: at('decimalSeparator') });
        const date = f.source === 'payDate' || f.source === 'generatedDate';
        if (date && (f.dateFormat ?? DEFAULT_DATE_FORMAT).includes(d.separator))
          ctx.addIssue({ code: 'custom', message: V.separatorInValue, path: at('dateFormat') });
      }
      if (kind !== 'detail' && EMPLOYEE_FIELD_SOURCES.includes(f.source))
        ctx.addIssue({ code: 'custom', message: V.notApplicable, path: at('source') });
      if (f.source === 'constant' && f.value === undefined)
        ctx.addIssue({ code: 'custom', message: V.required, path: at('value') });
      if (d.fileType === 'fixed' && f.width === undefined)
        ctx.addIssue({ code: 'custom', message: V.required, path: at('width') });
      if (
        d.fileType === 'fixed' &&
        f.source === 'constant' &&
        f.value !== undefined &&
        f.width !== undefined &&
        f.value.length > f.width
      )
        ctx.addIssue({ code: 'custom', message: V.tooLong, path: at('value') });
    });
    if (d.fileType === 'fixed') {
      const width = record.fields.reduce((s, f) => s + (f.width ?? 0), 0);
      if (width > 2_000) ctx.addIssue({ code: 'custom', message: V.tooLong, path: base });
    }
  }
});
export type BankLayoutDefinition = z.infer<typeof bankLayoutDefinition>;
export type BankLayoutDefinitionInput = z.input<typeof bankLayoutDefinition>;

/** A layout's code: letters, digits, `-` and `_` (it names the files made with it). */
export const bankLayoutCode = z
  .string({ error: V.required })
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,30}$/, { error: V.invalidValue });

export type BuiltInBankLayout = {
  code: string;
  /** Names in both languages (a built-in layout has no row to translate). */
  name: { es: string; en: string };
  /** Where it comes from and how far it can be trusted. */
  note: { es: string; en: string };
  definition: BankLayoutDefinition;
};

const GENERIC_FIELDS: BankLayoutField[] = [
  { label: 'IBAN', source: 'iban' },
  { label: 'Cedula', source: 'nationalId' },
  { label: 'Nombre', source: 'name' },
  { label: 'Monto', source: 'amount', amountUnit: 'colones', decimalSeparator: '.' },
  { label: 'Referencia', source: 'reference' },
];

const fixed = (
  label: string,
  source: BankFieldSource,
  width: number,
  more: Partial<BankLayoutField> = {},
): BankLayoutField => ({ label, source, width, ...more });

/**
 * The layouts shipped with the product, as data. The two generic ones carry the columns any bank portal's
 * bulk template can be filled from; the fixed-width one is a community layout, NOT confirmed by the bank.
 */
export const BUILT_IN_BANK_LAYOUTS: readonly BuiltInBankLayout[] = [
  {
    code: 'GENERIC_CSV',
    name: {
      es: 'Genérico CSV (IBAN, cédula, nombre, monto, referencia)',
      en: 'Generic CSV (IBAN, ID, name, amount, reference)',
    },
    note: {
      es: 'Columnas separadas por coma, monto en colones con punto decimal, UTF-8 sin BOM: para llenar la plantilla de pagos masivos del portal de cualquier banco.',
      en: "Comma-separated columns, amount in colones with a decimal point, UTF-8 without BOM: to fill any bank portal's bulk-payment template.",
    },
    definition: {
      fileType: 'delimited',
      separator: ',',
      quote: 'minimal',
      lineEnding: 'crlf',
      encoding: 'utf-8',
      bom: false,
      columnTitles: true,
      header: [],
      detail: { fields: GENERIC_FIELDS },
      trailer: [],
      extension: 'csv',
    },
  },
  {
    code: 'GENERIC_XLSX',
    name: {
      es: 'Genérico Excel (IBAN, cédula, nombre, monto, referencia)',
      en: 'Generic Excel (IBAN, ID, name, amount, reference)',
    },
    note: {
      es: 'Las mismas columnas en un libro de Excel: para copiar y pegar en la plantilla del banco.',
      en: "The same columns in an Excel workbook: to copy and paste into the bank's template.",
    },
    definition: {
      fileType: 'xlsx',
      quote: 'minimal',
      lineEnding: 'crlf',
      encoding: 'utf-8',
      bom: false,
      columnTitles: true,
      header: [],
      detail: { fields: GENERIC_FIELDS },
      trailer: [],
      extension: 'xlsx',
    },
  },
  {
    code: 'BNCR_SINPE_COMMUNITY',
    name: {
      es: 'BNCR SINPE ancho fijo (comunitario, SIN CONFIRMAR)',
      en: 'BNCR SINPE fixed width (community, UNCONFIRMED)',
    },
    note: {
      es: 'Estructura de dos implementaciones comunitarias (encabezado, débito, créditos; céntimos; CRLF; latin-1). El banco no la ha confirmado: el formato de fecha, la cuenta (IBAN o cuenta cliente) y los totales de control difieren entre fuentes. Cópiela, ponga el número de cliente y la cuenta de débito de la empresa, y valídela con el banco antes de usarla.',
      en: "Structure from two community implementations (header, debit, credits; céntimos; CRLF; latin-1). Not confirmed by the bank: the date format, the account (IBAN or client account) and the control totals differ between sources. Copy it, set the company's client number and debit account, and validate it with the bank before use.",
    },
    definition: {
      fileType: 'fixed',
      quote: 'none',
      lineEnding: 'crlf',
      encoding: 'latin1',
      bom: false,
      columnTitles: false,
      header: [
        {
          fields: [
            fixed('Tipo de registro', 'constant', 1, { value: '1' }),
            fixed('ID cliente BNCR', 'constant', 15, { value: '000000000000000' }),
            fixed('Tipo ID cliente', 'constant', 1, { value: '2' }),
            fixed('ID cliente', 'companyLegalId', 15, { align: 'right', pad: '0' }),
            fixed('Fecha', 'payDate', 10, { dateFormat: 'dd/MM/yyyy' }),
            fixed('Número de transferencia', 'constant', 5, { value: '00001' }),
            fixed('Tipo de transacción', 'constant', 1, { value: '1' }),
            fixed('Código error SFB', 'constant', 4, { value: '0000' }),
            fixed('Código error SINPE', 'constant', 4, { value: '0000' }),
            fixed('Monto aplicado SFB', 'total', 16, { amountUnit: 'centimos' }),
            fixed('Monto aplicado SINPE', 'constant', 16, { value: '0000000000000000' }),
            fixed('Tipo de cambio compra', 'constant', 7, { value: '0000000' }),
            fixed('Tipo de cambio venta', 'constant', 7, { value: '0000000' }),
            fixed('Sumatoria de montos', 'total', 16, { amountUnit: 'centimos' }),
            fixed('Sumatoria de correlativos', 'constant', 10, { value: '0000000000' }),
          ],
        },
        {
          fields: [
            fixed('Tipo de registro', 'constant', 1, { value: '2' }),
            fixed('Número de línea', 'constant', 5, { value: '00001' }),
            fixed('Tipo de cuenta', 'constant', 1, { value: '1' }),
            fixed('Cuenta de débito (IBAN de la empresa)', 'constant', 22, {
              value: 'CR00000000000000000000',
            }),
            fixed('Comprobante', 'constant', 8, { value: '00000001' }),
            fixed('Monto', 'total', 15, { amountUnit: 'centimos' }),
            fixed('Moneda', 'constant', 2, { value: '01' }),
            fixed('Concepto', 'reference', 45),
            fixed('Estado', 'constant', 2, { value: '00' }),
          ],
        },
      ],
      detail: {
        fields: [
          fixed('Tipo de registro', 'constant', 1, { value: '3' }),
          fixed('Número de línea', 'sequence', 5, { start: 2 }),
          fixed('Tipo de cuenta', 'constant', 1, { value: '2' }),
          fixed('IBAN', 'iban', 22),
          fixed('Comprobante', 'sequence', 8, { start: 1 }),
          fixed('Monto', 'amount', 15, { amountUnit: 'centimos' }),
          fixed('Moneda', 'constant', 2, { value: '01' }),
          fixed('Concepto', 'reference', 45),
          fixed('Estado', 'constant', 2, { value: '00' }),
          fixed('Tipo ID beneficiario', 'constant', 1, { value: '1' }),
          fixed('ID beneficiario', 'nationalId', 15),
          fixed('Detalle', 'name', 20, { upperCase: true, stripAccents: true }),
        ],
      },
      trailer: [],
      extension: 'SIN',
    },
  },
];

export const builtInBankLayout = (code: string): BuiltInBankLayout | undefined =>
  BUILT_IN_BANK_LAYOUTS.find((l) => l.code.toLowerCase() === code.toLowerCase());

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/paymentresume

export const PAYMENT_METHODS = ['transfer', 'no_account', 'nothing_to_pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentResumeRequest = z.object({ payrollId });
export type PaymentResumeRequest = z.input<typeof paymentResumeRequest>;

export const paymentGroup = z.object({
  /** The SINPE code of the IBAN's bank (null for employees without a valid IBAN). */
  bankCode: z.string().nullable(),
  bankName: z.string().nullable(),
  /** `transfer`: valid IBAN; `no_account`: no valid IBAN (paid another way, or fixed first); `nothing_to_pay`: net ≤ 0. */
  method: z.enum(PAYMENT_METHODS),
  employees: z.number().int(),
  net: z.number().int(),
});
export type PaymentGroup = z.infer<typeof paymentGroup>;

export const employeeWithoutAccount = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  nationalId: z.string(),
  /** The stored IBAN when it is there but not valid. */
  iban: z.string().nullable(),
  reason: z.enum(['missing', 'invalid']),
  net: z.number().int(),
});
export type EmployeeWithoutAccount = z.infer<typeof employeeWithoutAccount>;

export const paymentResume = z.object({
  payroll: z.object({
    payrollId: z.number().int(),
    periodicity: z.string(),
    periodStart: isoDate,
    periodEnd: isoDate,
    payDate: isoDate,
    status: z.enum(PAYROLL_STATUSES),
  }),
  groups: z.array(paymentGroup),
  withoutAccount: z.array(employeeWithoutAccount),
  totals: z.object({
    employees: z.number().int(),
    net: z.number().int(),
    transferEmployees: z.number().int(),
    transferNet: z.number().int(),
    withoutAccountEmployees: z.number().int(),
    withoutAccountNet: z.number().int(),
  }),
  /** The calculation's stored net total; `matches` says the summary adds up to it to the céntimo. */
  calculationNet: z.number().int(),
  matches: z.boolean(),
});
export type PaymentResume = z.infer<typeof paymentResume>;

// ---------------------------------------------------------------------------------------------------------
// Layouts: procesoPlanilla/banklayouts, newbanklayout, updatebanklayout, deactivatebanklayout

export const bankLayoutId = z
  .number({ error: V.required })
  .int({ error: V.invalidNumber })
  .positive({ error: V.invalidNumber })
  .max(2_147_483_647, { error: V.invalidNumber });

export const bankLayoutsRequest = z
  .object({ includeInactive: z.boolean({ error: V.invalidValue }).optional() })
  .optional()
  .default({});
export type BankLayoutsRequest = z.input<typeof bankLayoutsRequest>;

export const bankLayoutItem = z.object({
  /** Null for a built-in layout. */
  id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  builtIn: z.boolean(),
  active: z.boolean(),
  definition: bankLayoutShape,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type BankLayoutItem = z.infer<typeof bankLayoutItem>;
export const bankLayoutsResponse = z.array(bankLayoutItem);

const layoutName = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(80, { error: V.tooLong });

export const newBankLayoutRequest = z.object({
  code: bankLayoutCode,
  name: layoutName,
  definition: bankLayoutDefinition,
});
export type NewBankLayoutRequest = z.input<typeof newBankLayoutRequest>;

export const updateBankLayoutRequest = z.object({
  id: bankLayoutId,
  name: layoutName,
  definition: bankLayoutDefinition,
  /** `true` reactivates a deactivated layout. */
  active: z.boolean({ error: V.invalidValue }).optional(),
});
export type UpdateBankLayoutRequest = z.input<typeof updateBankLayoutRequest>;

export const deactivateBankLayoutRequest = z.object({ id: bankLayoutId });
export type DeactivateBankLayoutRequest = z.input<typeof deactivateBankLayoutRequest>;

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/banklayoutpreview and bankfile

const bankFileTarget = {
  payrollId,
  /** Only the employees whose IBAN is of this bank (SINPE code, 3 digits). */
  bankCode: z
    .string({ error: V.invalidValue })
    .regex(/^\d{3}$/, { error: V.invalidValue })
    .optional(),
  /** The text of `reference` fields (default: `Pago planilla <pay date>`). */
  reference: z
    .string({ error: V.invalidValue })
    .trim()
    .min(1, { error: V.required })
    .max(60, { error: V.tooLong })
    .optional(),
};

export const bankLayoutPreviewRequest = z
  .object({
    ...bankFileTarget,
    /** A stored or built-in layout … */
    layoutCode: bankLayoutCode.optional(),
    /** … or a definition being edited (not stored). */
    definition: bankLayoutDefinition.optional(),
    /** Lines to show (default 10). */
    lines: z.number({ error: V.invalidNumber }).int({ error: V.invalidNumber }).min(1).max(100).default(10),
  })
  .superRefine((d, ctx) => {
    if ((d.layoutCode === undefined) === (d.definition === undefined))
      ctx.addIssue({ code: 'custom', message: V.required, path: ['layoutCode'] });
  });
export type BankLayoutPreviewRequest = z.input<typeof bankLayoutPreviewRequest>;

export const bankFileLine = z.object({
  kind: z.enum(['title', 'header', 'detail', 'trailer']),
  /** The line as written (Excel: the cells joined by a tab). */
  text: z.string(),
  cells: z.array(z.string()),
  /** Characters in the line (a fixed-width layout's lines of one kind all have the same). */
  length: z.number().int(),
});
export type BankFileLine = z.infer<typeof bankFileLine>;

export const bankLayoutPreview = z.object({
  lines: z.array(bankFileLine),
  /** Lines in the whole file (titles, header, details, trailer). */
  lineCount: z.number().int(),
  /** Detail records: employees paid by the file. */
  recordCount: z.number().int(),
  /** Céntimos the file pays. */
  totalAmount: z.number().int(),
  fileName: z.string(),
  /** Paid employees left out because they have no valid IBAN (listed in the payment summary). */
  withoutAccount: z.number().int(),
});
export type BankLayoutPreview = z.infer<typeof bankLayoutPreview>;

export const bankFileRequest = z.object({ ...bankFileTarget, layoutCode: bankLayoutCode });
export type BankFileRequest = z.input<typeof bankFileRequest>;

/** The folder of `util/` where bank files are stored. */
export const BANK_FILES_FOLDER = 'bancos';

export const generatedFileItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  payrollId: z.number().int().nullable(),
  layoutCode: z.string().nullable(),
  /** `GET util/` with these headers downloads it. */
  carpeta: z.string(),
  nom_archivo: z.string(),
  sha256: z.string(),
  byteSize: z.number().int(),
  recordCount: z.number().int(),
  totalAmount: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type GeneratedFileItem = z.infer<typeof generatedFileItem>;

export const bankFilesRequest = z.object({ payrollId });
export type BankFilesRequest = z.input<typeof bankFilesRequest>;
export const bankFilesResponse = z.array(generatedFileItem);
