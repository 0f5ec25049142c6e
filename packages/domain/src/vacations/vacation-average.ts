import { addDays, maxDate, type IsoDate } from '../calendar/iso-date';
import { CR_LABOUR_CODE } from '../rules/cr/labour-code';
import type { LabourCode } from '../rules/types';

/**
 * The days whose pay the art. 157 average of a vacation taken from `firstDay` looks back on: the 50 weeks (350
 * days) before it, or the whole employment since `hireDate` when that is shorter. Null when nothing was worked
 * before `firstDay` (the vacation is then paid at the salary in force).
 *
 * What is averaged over these days (the regular payroll's choice, `docs/decisions.md`): the salary lines of the
 * closed payslips whose periods lie inside the window (`AGUINALDO_BASE_LINE_CODES`: ordinary and extraordinary
 * pay), plus the months recorded from before the product that lie inside it, over the days they were paid for
 * (30-day months) less the incapacity days paid by a subsidy.
 */
export function vacationAverageWindow(
  firstDay: IsoDate,
  hireDate: IsoDate,
  labour: LabourCode = CR_LABOUR_CODE,
): { readonly from: IsoDate; readonly to: IsoDate } | null {
  const to = addDays(firstDay, -1);
  const from = maxDate(addDays(firstDay, -labour.vacations.averageWeeks.value * 7), hireDate);
  return from > to ? null : { from, to };
}
