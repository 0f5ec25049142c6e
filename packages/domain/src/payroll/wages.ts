import { invalidInput } from '../errors';
import { cents, mulDiv, type Cents } from '../money/money';
import { CR_LABOUR_CODE } from '../rules/cr/labour-code';
import type { WageType } from './payslip-types';

/**
 * A wage as a monthly salary of the 30-day convention: a daily wage × 30, an hourly wage × the jornada's
 * minutes a day ÷ 60 × 30 (rounded to the céntimo only when that is not whole, i.e. an hourly wage of odd
 * céntimos on a jornada of an odd number of minutes). The engine pays from it exactly what the wage pays a day
 * or an hour; screens that compare salaries (the minimum wage, the vacation value, analytics) use it too.
 */
export function monthlyEquivalent(
  wageType: WageType,
  amount: Cents,
  jornadaMinutes: number,
  monthDays: number = CR_LABOUR_CODE.monthDays.value,
): Cents {
  const wage = cents(amount, 'amount');
  switch (wageType) {
    case 'monthly':
      return wage;
    case 'daily':
      return (wage * monthDays) as Cents;
    case 'hourly':
      if (!Number.isSafeInteger(jornadaMinutes) || jornadaMinutes <= 0) {
        throw invalidInput('the jornada must have more than 0 whole minutes a day', 'jornadaMinutes');
      }
      return mulDiv(wage, jornadaMinutes * monthDays, 60);
    default:
      throw invalidInput('wageType must be monthly, daily or hourly', 'wageType');
  }
}
