import { FILING_SOURCES, type FilingKind } from '@planilla/contracts';
import { addDays, daysInMonth, isBusinessDay, type IsoDate } from '@planilla/domain';

/**
 * When each monthly statutory filing of a month's payrolls is due: data with its source (the law changes data,
 * not code). `confirmed: false` marks a date our reference could not confirm; the dashboard says so beside it.
 */
export type FilingRule =
  | { kind: FilingKind; rule: 'day_of_next_month'; day: number; confirmed: boolean; source: string }
  | {
      kind: FilingKind;
      rule: 'business_days_after_month_end';
      days: number;
      confirmed: boolean;
      source: string;
    };

export const FILING_RULES: readonly FilingRule[] = [
  {
    kind: 'ccss_payroll',
    // The SICERE planilla of a month is presented in the following one; the due date itself is UNCONFIRMED in
    // ../shared/domain/cr-payroll-reference.md §13. The 15th is a reminder, not the law.
    rule: 'day_of_next_month',
    day: 15,
    confirmed: false,
    source: FILING_SOURCES.es.ccss_payroll,
  },
  {
    kind: 'ins_rt_payroll',
    // "10 business days from the payroll cut-off date of the annual calendar"; the cut-off is taken as the
    // month's last day (the product reports monthly).
    rule: 'business_days_after_month_end',
    days: 10,
    confirmed: true,
    source: FILING_SOURCES.es.ins_rt_payroll,
  },
  {
    kind: 'hacienda_withholding',
    rule: 'day_of_next_month',
    day: 15,
    confirmed: true,
    source: FILING_SOURCES.es.hacienda_withholding,
  },
];

const nextMonthStart = (month: string): IsoDate => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01` as IsoDate;
};

/** The last day of a `YYYY-MM` month. */
export const monthLastDay = (month: string): IsoDate => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(daysInMonth(y, m)).padStart(2, '0')}` as IsoDate;
};

/** The due date of a rule for the payrolls of `month` (`YYYY-MM`). Business days skip weekends and holidays. */
export const dueDateOf = (rule: FilingRule, month: string): IsoDate => {
  if (rule.rule === 'day_of_next_month') {
    const start = nextMonthStart(month);
    return `${start.slice(0, 8)}${String(rule.day).padStart(2, '0')}` as IsoDate;
  }
  let day = monthLastDay(month);
  for (let left = rule.days; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
};

export const dueDatesOf = (month: string) => {
  const of = (kind: FilingKind) =>
    dueDateOf(
      FILING_RULES.find((r) => r.kind === kind)!,
      month,
    );
  return { ccss: of('ccss_payroll'), ins: of('ins_rt_payroll'), tax: of('hacienda_withholding') };
};

/** `YYYY-MM` shifted by `months`. */
export const shiftMonth = (month: string, months: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
