import { amountCents, V } from '@planilla/contracts';
import { z } from 'zod';

/**
 * A monthly amount typed in colones → integer céntimos (the unit of the API and the engine), or null
 * when the text is not an amount. Accepts what people write in Costa Rica and elsewhere: `450000`,
 * `450 000`, `450.000`, `450,000`, `450000,50`, `450 000,5`, `1.250.000,75`, `1,250,000.75`, `₡450 000`.
 * With both separators the last one is the decimal mark; with one kind only, once and followed by one
 * or two digits it is the decimal mark, otherwise it groups thousands. No fractions of a céntimo.
 */
export const parseColones = (text: string): number | null => {
  const cleaned = text.replace(/[\s\u00a0\u202f₡]/g, '');
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
  return Number.isSafeInteger(centimos) ? centimos : null;
};

/** Céntimos → the plain text an amount field starts with (`450000` or `450000,50`). */
export const centimosToInput = (centimos: number, decimalMark = ','): string => {
  const colones = Math.trunc(centimos / 100);
  const rest = Math.abs(centimos % 100);
  return rest === 0 ? String(colones) : `${colones}${decimalMark}${String(rest).padStart(2, '0')}`;
};

const toCentimos = (text: string, ctx: z.RefinementCtx): number => {
  const centimos = parseColones(text);
  if (centimos === null) {
    ctx.addIssue({ code: 'custom', message: V.invalidNumber });
    return z.NEVER;
  }
  return centimos;
};

/** A required amount field: colones text in, céntimos out, with the contract's limits. */
export const moneyInput = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .transform(toCentimos)
  .pipe(amountCents);

/** An optional amount field: blank is `undefined`. */
export const optionalMoneyInput = z
  .string()
  .trim()
  .transform((text, ctx) => (text === '' ? undefined : toCentimos(text, ctx)))
  .pipe(amountCents.optional());
