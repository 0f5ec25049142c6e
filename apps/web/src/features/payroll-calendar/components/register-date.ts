import type { PayrollItem } from '@planilla/contracts';

/** The day the daily register opens on: today when it falls in the period, else the period's first day. */
export const registerDateOf = (
  payroll: Pick<PayrollItem, 'periodStart' | 'periodEnd'>,
  today: string,
): string => (today >= payroll.periodStart && today <= payroll.periodEnd ? today : payroll.periodStart);

/**
 * Where a payroll stands against today, for the calendar: `current` (today is in its period: the calendar
 * opens on it), `pastNotProjected` (its period ended and it was never projected: from before the company
 * used the product, so it has no attendance and no calculation), or null.
 */
export const periodStanding = (
  payroll: Pick<PayrollItem, 'periodStart' | 'periodEnd' | 'status'>,
  today: string,
): 'current' | 'pastNotProjected' | null => {
  if (today >= payroll.periodStart && today <= payroll.periodEnd) return 'current';
  if (payroll.periodEnd < today && payroll.status === 'planned') return 'pastNotProjected';
  return null;
};
