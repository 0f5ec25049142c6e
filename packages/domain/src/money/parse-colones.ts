import type { Cents } from './money';

/**
 * An amount of colones as a person types it → integer céntimos, or `null` when the text is not an amount.
 * The one parser for typed money: the web forms, the spreadsheet import and the API use it, so a text is
 * accepted or refused the same way everywhere.
 *
 * Accepted: `450000`, `450 000`, `450.000`, `450,000`, `450000,50`, `450 000,5`, `1.250.000,75`,
 * `1,250,000.75`, `1 234 567,89`, `₡450 000`, `₡ 500`, `CRC 500`. Spaces (also non-breaking) group digits.
 * With both separators the last one is the decimal mark; with one kind only, once and followed by one or two
 * digits it is the decimal mark, otherwise it groups thousands (`450.000`, `1,250,000`) and every group
 * after the first must have three digits.
 *
 * Refused (`null`): blank, letters, a sign (`-450000`: amounts typed by people are never negative),
 * fractions of a céntimo (`450000,505`), misplaced groups (`45,0000`, `1.2.3`), a trailing separator
 * (`450000,`), exponents (`4e5`) and amounts past `Number.MAX_SAFE_INTEGER` céntimos.
 */
export function parseColones(text: string): Cents | null {
  const cleaned = text
    .trim()
    .replace(/^(₡|CRC)/i, '')
    .replace(/[\s\u00a0\u202f₡]/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned) || /[.,]$/.test(cleaned)) return null;
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  let integer = cleaned;
  let fraction = '';
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const at = cleaned.lastIndexOf(decimal);
    integer = cleaned.slice(0, at);
    fraction = cleaned.slice(at + 1);
    if (integer.includes(decimal)) return null;
    const group = decimal === ',' ? '.' : ',';
    if (!new RegExp(`^\\d{1,3}(\\${group}\\d{3})*$`).test(integer)) return null;
  } else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? ',' : '.';
    const parts = cleaned.split(separator);
    const tail = parts[parts.length - 1] ?? '';
    if (parts.length === 2 && tail.length <= 2) {
      integer = parts[0] ?? '';
      fraction = tail;
    } else if ((parts[0] ?? '').length <= 3 && parts.slice(1).every((part) => part.length === 3)) {
      integer = parts.join('');
    } else {
      return null;
    }
  }
  const digits = integer.replace(/[.,]/g, '');
  if (!/^\d+$/.test(digits) || !/^\d{0,2}$/.test(fraction)) return null;
  const centimos = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(centimos) ? (centimos as Cents) : null;
}
