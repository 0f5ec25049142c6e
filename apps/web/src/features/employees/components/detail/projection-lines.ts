import type { PayslipLineDto } from '@planilla/contracts';

/** The order and title key of the groups of payslip lines (the engine's `kind`). */
export const LINE_KINDS = ['earning', 'deduction', 'employer', 'provision', 'info'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** Lines grouped by kind in payslip order, with each group's total; empty groups left out. */
export const groupLines = (lines: readonly PayslipLineDto[]) =>
  LINE_KINDS.map((kind) => {
    const items = lines.filter((line) => line.kind === kind);
    return { kind, items, total: items.reduce((sum, line) => sum + line.amount, 0) };
  }).filter((group) => group.items.length > 0);

/** Issue codes whose `detail` is an amount in céntimos, and those whose detail is hours. */
export const MONEY_DETAIL = new Set([
  'ALIMONY_ABOVE_AGUINALDO',
  'BELOW_MINIMUM_WAGE',
  'NEGATIVE_NET_PAY',
  'DEDUCTION_DEFERRED',
  'GARNISHMENT_PROTECTED_AMOUNT_CARRIED',
]);
export const HOURS_DETAIL = new Set([
  'JORNADA_OVER_LEGAL_LIMIT',
  'DAILY_HOURS_OVER_CAP',
  'WEEKLY_HOURS_OVER_LIMIT',
]);

/** Issue codes whose detail names law values used outside their year (the engine's `carriedRuleDetail`). */
export const CARRIED_RULES = new Set(['RULES_CARRIED_FORWARD', 'RULES_CARRIED_BACKWARD']);
