/**
 * The one CSV record writer of the product: every export (`toCsv` in `spreadsheet.ts`) and every delimited bank
 * file (`bank-files/bank-file-render.ts`) writes its lines here, and nothing else writes CSV (a lint rule in
 * `eslint.config.js` refuses `Papa.unparse` and ExcelJS's own CSV writer elsewhere).
 *
 * Text a person typed never runs in a spreadsheet (OWASP "CSV injection"): a text value that a spreadsheet
 * would read as a formula — one that begins with `=`, `+`, `-`, `@`, a tab or a carriage return, also after
 * leading blanks, or with their full-width forms — is written with a `'` in front, which Excel and LibreOffice
 * read as "this is text". The product's own figures (amounts, counts, dates it formats) are `CsvFigure`s and
 * are written as they are, so a negative amount stays a number a spreadsheet can add (docs/decisions.md).
 */

/** Text the product made from a number or a date (`-1234,56`, `05/01/2026`): written as it is. */
export type CsvFigure = { readonly figure: string };
/** A plain string is text a person may have typed: neutralised when it would start a formula. */
export type CsvValue = string | CsvFigure;

export const figure = (text: string): CsvFigure => ({ figure: text });

/**
 * Quote a value when it needs it (`minimal`: it holds the delimiter, a quote, a line break or blanks at an end),
 * always (`all`), or never (`none`: the delimiter and line breaks become spaces; a bank that takes no quotes).
 */
export type CsvQuoting = 'minimal' | 'all' | 'none';
export type CsvOptions = { delimiter: string; quote?: CsvQuoting };

/** The characters a spreadsheet starts a formula with (and their full-width forms, which some convert). */
// eslint-disable-next-line no-control-regex
const FORMULA_START = /^[\s\u0000-\u001f]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;

/** `text` as a spreadsheet will show it, never as a formula: `'` in front of what would start one. */
export const neutralizeFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const LINE_BREAK = /[\r\n]/g;
const NEEDS_QUOTES = /[\r\n"]|^\s|\s$/;

const field = (value: CsvValue, { delimiter, quote = 'minimal' }: CsvOptions): string => {
  const raw = typeof value === 'string' ? value : value.figure;
  // Unquoted, the delimiter and line breaks go first, so what they leave at the start is checked too.
  const plain = quote === 'none' ? raw.split(delimiter).join(' ').replace(LINE_BREAK, ' ') : raw;
  const text = typeof value === 'string' ? neutralizeFormula(plain) : plain;
  if (quote === 'none') return text;
  return quote === 'all' || text.includes(delimiter) || NEEDS_QUOTES.test(text)
    ? `"${text.replace(/"/g, '""')}"`
    : text;
};

/** One record (a line, without its line ending). */
export const csvRecord = (values: readonly CsvValue[], options: CsvOptions): string =>
  values.map((v) => field(v, options)).join(options.delimiter);
