import type { PayrollItem } from '@planilla/contracts';

/** The day the daily register opens on: today when it falls in the period, else the period's first day. */
export const registerDateOf = (
  payroll: Pick<PayrollItem, 'periodStart' | 'periodEnd'>,
  today: string,
): string => (today >= payroll.periodStart && today <= payroll.periodEnd ? today : payroll.periodStart);
