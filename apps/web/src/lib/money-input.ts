import { amountCents, V } from '@planilla/contracts';
import { parseColones } from '@planilla/domain';
import { z } from 'zod';

/**
 * Form fields for amounts people type in colones. The text is read by the domain's `parseColones` (the one
 * parser of typed money, shared with the API's import) and checked with the contract's limits; what it cannot
 * read is `validation.invalidNumber`.
 */

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
