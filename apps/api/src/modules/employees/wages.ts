import type { WageType } from '@planilla/contracts';
import { monthlyEquivalent, type Cents } from '@planilla/domain';

/** A full diurnal day (8 h): an hourly wage's month when no schedule says otherwise. */
const FULL_DAY_MINUTES = 8 * 60;

/**
 * A salary row's pay from the salary as agreed: `amount` its monthly equivalent (what lists, changes, vacation
 * values and the minimum wage compare), `wageType`, and `wage` for a daily or hourly wage (null when monthly).
 * An hourly wage's month is its hours a day by the schedule in force from that date (`jornadaMinutes`).
 */
export const salaryPay = (wageType: WageType, agreed: number, jornadaMinutes: number | null) => ({
  amount: monthlyEquivalent(wageType, agreed as Cents, jornadaMinutes ?? FULL_DAY_MINUTES) as number,
  wageType,
  wage: wageType === 'monthly' ? null : agreed,
});
