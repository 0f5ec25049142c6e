import { addDays, daysBetween, type IsoDate } from '../calendar/iso-date';
import type { LabourCode } from '../rules/types';
import type { DisabilityType } from './attendance';

/**
 * Who pays the days of an incapacity (reference §7, the engine's `DISABILITY_GROUPS`): a CCSS illness's first
 * days (3, counted once per continuous incapacity) the employer, then the CCSS's subsidy; a work accident the INS
 * (its first 45 days at one rate, then another: the same payer); maternity and paternity leave the employer and
 * the CCSS, half each (CT art. 95, Ley 10211).
 */
export type DisabilityPayer = 'employer' | 'ccss' | 'ins' | 'employer_and_ccss';

/** A stretch of an incapacity range paid by one payer. */
export type DisabilityPayerSpan = {
  readonly payer: DisabilityPayer;
  readonly from: IsoDate;
  readonly to: IsoDate;
  /** Calendar days of the stretch. */
  readonly days: number;
};

/** An incapacity range as registered (one certificate): its type and first and last day. */
export type DisabilityRange = { readonly type: DisabilityType; readonly from: IsoDate; readonly to: IsoDate };

const payerOf = (
  type: DisabilityType,
  dayNumber: number,
  rules: LabourCode['disability'],
): DisabilityPayer => {
  if (type === 'maternity' || type === 'paternity') return 'employer_and_ccss';
  if (type === 'ins_accident') return 'ins';
  return dayNumber <= rules.ccssIllnessEmployerDays.value ? 'employer' : 'ccss';
};

/**
 * The payers of each range, in the order given. Consecutive ranges of one type (the next starts the day after the
 * previous ends) are one incapacity, whatever certificates they were registered with, as the engine counts them
 * (`payslip-input.ts` numbers the days of a chain): the employer's days of an illness are paid once per chain.
 * `rulesOn(day)` gives the labour code in force on a range's first day.
 */
export function disabilityPayers(
  ranges: readonly DisabilityRange[],
  rulesOn: (day: IsoDate) => LabourCode['disability'],
): DisabilityPayerSpan[][] {
  const byStart = ranges
    .map((range, index) => ({ range, index }))
    .sort((a, b) => (a.range.from < b.range.from ? -1 : a.range.from > b.range.from ? 1 : a.index - b.index));
  const firstDayNumber = new Map<number, number>();
  let previous: { type: DisabilityType; to: IsoDate; lastDayNumber: number } | null = null;
  for (const { range, index } of byStart) {
    const before: { type: DisabilityType; to: IsoDate; lastDayNumber: number } | null = previous;
    const first: number =
      before !== null && before.type === range.type && addDays(before.to, 1) === range.from
        ? before.lastDayNumber + 1
        : 1;
    firstDayNumber.set(index, first);
    previous = { type: range.type, to: range.to, lastDayNumber: first + daysBetween(range.from, range.to) };
  }
  return ranges.map((range, index) => {
    const rules = rulesOn(range.from);
    const first = firstDayNumber.get(index) ?? 1;
    const length = daysBetween(range.from, range.to) + 1;
    const spans: DisabilityPayerSpan[] = [];
    for (let offset = 0; offset < length; offset++) {
      const payer = payerOf(range.type, first + offset, rules);
      const day = addDays(range.from, offset);
      const last = spans[spans.length - 1];
      if (last && last.payer === payer) spans[spans.length - 1] = { ...last, to: day, days: last.days + 1 };
      else spans.push({ payer, from: day, to: day, days: 1 });
    }
    return spans;
  });
}
