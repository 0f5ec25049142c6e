import {
  DEFAULT_DATE_FORMAT,
  IDENTIFIER_FIELD_SOURCES,
  NUMERIC_FIELD_SOURCES,
  stripAccents,
  type BankFieldSource,
  type BankLayoutDefinition,
  type BankLayoutField,
  type BankLayoutRecord,
} from '@planilla/contracts';
import { csvRecord, figure, type CsvValue } from '../../lib/csv';
import { toXlsx, type Cell as SheetCell } from '../../lib/spreadsheet';

/**
 * A bank file from a layout (pure: payees and the file's facts in, lines out; `encodeBankFile` makes the
 * bytes). Amounts are integer céntimos; a layout never loses one: numbers and account identifiers that do not
 * fit their width are refused (`BankFieldOverflow`), only text (names, references, constants) is cut.
 */

/** An employee the file pays: a valid, normalized IBAN and a net above zero. */
export type BankPayee = {
  employeeNumber: number;
  firstName: string;
  firstSurname: string;
  secondSurname: string | null;
  nationalId: string;
  iban: string;
  bankCode: string;
  net: number;
};

export type BankFileFacts = {
  /** `YYYY-MM-DD` */
  payDate: string;
  /** `YYYY-MM-DD`: the day the file is made (Costa Rica). */
  generatedDate: string;
  reference: string;
  companyLegalId: string;
  companyName: string;
};

export type LineKind = 'title' | 'header' | 'detail' | 'trailer';
/** A cell: its text, and the number an Excel file stores for numeric sources. */
export type Cell = { text: string; number?: number; figure?: true };
export type RenderedLine = { kind: LineKind; cells: Cell[]; text: string };
export type RenderedBankFile = { lines: RenderedLine[]; recordCount: number; totalAmount: number };

/** A value that does not fit its fixed width (the service answers `BANK_FILE_FIELD_OVERFLOW`). */
export class BankFieldOverflow extends Error {
  constructor(
    readonly field: string,
    readonly value: string,
    readonly width: number,
    readonly employeeNumber: number | null,
  ) {
    super('BANK_FILE_FIELD_OVERFLOW');
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Céntimos as colones with two decimals (`123456` → `1234.56`), exact (integer arithmetic). */
export const colonesText = (cents: number, separator: '.' | ','): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}${separator}${pad2(abs % 100)}`;
};

/** `YYYY-MM-DD` in a pattern of `yyyy`, `yy`, `MM`, `dd`. */
export const formatDate = (isoDate: string, pattern: string): string => {
  const [y, m, d] = isoDate.split('-') as [string, string, string];
  return pattern.replace(/yyyy|yy|MM|dd/g, (token) =>
    token === 'yyyy' ? y : token === 'yy' ? y.slice(2) : token === 'MM' ? m : d,
  );
};

const nameOf = (p: BankPayee, order: BankLayoutField['nameOrder']) => {
  const surnames = [p.firstSurname, p.secondSurname].filter(Boolean).join(' ');
  return (order === 'surname_first' ? `${surnames} ${p.firstName}` : `${p.firstName} ${surnames}`).trim();
};

type Totals = { recordCount: number; totalAmount: number };

const amountCell = (cents: number, f: BankLayoutField): Cell =>
  (f.amountUnit ?? 'colones') === 'centimos'
    ? { text: String(cents), number: cents }
    : { text: colonesText(cents, f.decimalSeparator ?? '.'), number: cents / 100 };

/** The raw value of a field, before case, accents and width. */
const rawCell = (
  f: BankLayoutField,
  facts: BankFileFacts,
  totals: Totals,
  payee: BankPayee | null,
  index: number,
): Cell => {
  switch (f.source) {
    case 'iban':
      return { text: payee?.iban ?? '' };
    case 'account':
      // The 14-digit account inside the IBAN (characters 9–22): CRkk 0bbb aaaaaaaaaaaaaa.
      return { text: payee?.iban.slice(8) ?? '' };
    case 'nationalId':
      return { text: payee?.nationalId ?? '' };
    case 'name':
      return { text: payee ? nameOf(payee, f.nameOrder) : '' };
    case 'amount':
      return payee ? amountCell(payee.net, f) : { text: '' };
    case 'employeeNumber':
      return payee ? { text: String(payee.employeeNumber), number: payee.employeeNumber } : { text: '' };
    case 'bankCode':
      return { text: payee?.bankCode ?? '' };
    case 'sequence': {
      const n = (f.start ?? 1) + index;
      return { text: String(n), number: n };
    }
    case 'payDate':
      return { text: formatDate(facts.payDate, f.dateFormat ?? DEFAULT_DATE_FORMAT) };
    case 'generatedDate':
      return { text: formatDate(facts.generatedDate, f.dateFormat ?? DEFAULT_DATE_FORMAT) };
    case 'reference':
      return { text: facts.reference };
    case 'recordCount':
      return { text: String(totals.recordCount), number: totals.recordCount };
    case 'total':
      return amountCell(totals.totalAmount, f);
    case 'companyLegalId':
      return { text: facts.companyLegalId };
    case 'companyName':
      return { text: facts.companyName };
    case 'constant':
      return { text: f.value ?? '' };
  }
};

/** Sources whose text the product makes (numbers, amounts, dates): a CSV writes them as they are. */
const FIGURE_SOURCES: readonly BankFieldSource[] = [...NUMERIC_FIELD_SOURCES, 'payDate', 'generatedDate'];

/**
 * What never reaches a record from text: control characters (C0 with tab, CR and LF, DEL, C1 with NEL),
 * Unicode line and paragraph separators, and invisible format characters (zero-width, direction overrides,
 * a stray BOM). Each run becomes one space, so a name or a reference can never split a record or hide text.
 */
const RECORD_BREAKERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;
export const recordText = (text: string): string => text.replace(RECORD_BREAKERS, ' ');

/** A field's final text: line breaks out, accents and case as the layout says, fitted to its width. */
const cellOf = (
  def: BankLayoutDefinition,
  f: BankLayoutField,
  facts: BankFileFacts,
  totals: Totals,
  payee: BankPayee | null,
  index: number,
): Cell => {
  const raw = rawCell(f, facts, totals, payee, index);
  let text = recordText(raw.text);
  if (f.stripAccents) text = stripAccents(text);
  if (f.upperCase) text = text.toUpperCase();
  if (def.fileType === 'fixed' && f.width !== undefined) {
    // Widths count characters (code points), which is what a one-byte encoding writes as bytes.
    const numeric = NUMERIC_FIELD_SOURCES.includes(f.source);
    let chars = [...text];
    if (chars.length > f.width) {
      if (numeric || IDENTIFIER_FIELD_SOURCES.includes(f.source))
        throw new BankFieldOverflow(f.label, text, f.width, payee?.employeeNumber ?? null);
      chars = chars.slice(0, f.width);
    }
    const padding = (f.pad ?? (numeric ? '0' : ' ')).repeat(f.width - chars.length);
    text =
      (f.align ?? (numeric ? 'right' : 'left')) === 'right'
        ? padding + chars.join('')
        : chars.join('') + padding;
  }
  if (FIGURE_SOURCES.includes(f.source)) return { ...raw, text, figure: true };
  return raw.number === undefined ? { text } : { text, number: raw.number };
};

/** Delimited files go through the one CSV writer: what a person typed never starts a formula there. */
const csvValue = (c: Cell): CsvValue => (c.figure ? figure(c.text) : c.text);

const lineText = (def: BankLayoutDefinition, cells: Cell[]): string => {
  if (def.fileType === 'fixed') return cells.map((c) => c.text).join('');
  if (def.fileType === 'xlsx') return cells.map((c) => c.text).join('\t');
  return csvRecord(cells.map(csvValue), { delimiter: def.separator ?? ',', quote: def.quote });
};

/** Every line of the file: titles, header records, one detail per payee, trailer records. */
export const renderBankFile = (
  def: BankLayoutDefinition,
  payees: readonly BankPayee[],
  facts: BankFileFacts,
): RenderedBankFile => {
  const totals: Totals = { recordCount: payees.length, totalAmount: 0 };
  for (const p of payees) totals.totalAmount += p.net;
  const lines: RenderedLine[] = [];
  const push = (kind: LineKind, cells: Cell[]) => lines.push({ kind, cells, text: lineText(def, cells) });
  const record = (kind: LineKind, r: BankLayoutRecord, payee: BankPayee | null, index: number) =>
    push(
      kind,
      r.fields.map((f) => cellOf(def, f, facts, totals, payee, index)),
    );

  if (def.columnTitles && def.fileType !== 'fixed')
    push(
      'title',
      def.detail.fields.map((f) => ({ text: recordText(f.label) })),
    );
  def.header.forEach((r) => record('header', r, null, 0));
  payees.forEach((p, i) => record('detail', def.detail, p, i));
  def.trailer.forEach((r) => record('trailer', r, null, 0));
  return { lines, recordCount: totals.recordCount, totalAmount: totals.totalAmount };
};

// Windows-1252 differs from latin-1 in 0x80–0x9F: these characters have a byte there.
const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Text in a one-byte encoding; a character it cannot hold becomes `?` (one byte, so widths stay right). */
export const singleByte = (text: string, encoding: 'latin1' | 'windows-1252'): Buffer => {
  const chars = [...text];
  const out = Buffer.alloc(chars.length);
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0)!;
    if (encoding === 'windows-1252' && CP1252[ch] !== undefined) out[i] = CP1252[ch];
    else if (code <= 0x7f || (code >= 0xa0 && code <= 0xff)) out[i] = code;
    else if (encoding === 'latin1' && code >= 0x80 && code <= 0x9f) out[i] = code;
    else out[i] = 0x3f;
  });
  return out;
};

/** The file's bytes: text lines with the layout's line ending and encoding, or an Excel workbook. */
export const encodeBankFile = async (def: BankLayoutDefinition, file: RenderedBankFile): Promise<Buffer> => {
  if (def.fileType === 'xlsx') {
    // Numbers as numbers, everything else as text cells; the same payroll and layout give the same workbook.
    const rows = file.lines.map((line) =>
      line.cells.map((c): SheetCell => (c.number !== undefined && line.kind !== 'title' ? c.number : c.text)),
    );
    const columns = def.detail.fields.map((f) => ({
      width: Math.max(12, f.label.length + 2, f.source === 'iban' ? 26 : f.source === 'name' ? 34 : 0),
      ...((f.source === 'amount' || f.source === 'total') && (f.amountUnit ?? 'colones') === 'colones'
        ? { numFmt: '#,##0.00' }
        : {}),
    }));
    const boldRows = file.lines.flatMap((l, i) => (l.kind === 'title' ? [i] : []));
    return toXlsx([{ name: 'Pagos', columns, rows, boldRows }], { fixedDates: true });
  }
  const eol = def.lineEnding === 'lf' ? '\n' : '\r\n';
  const text = file.lines.map((l) => l.text + eol).join('');
  if (def.encoding === 'utf-8')
    return Buffer.concat([Buffer.from(def.bom ? '\ufeff' : ''), Buffer.from(text, 'utf8')]);
  return singleByte(text, def.encoding);
};
