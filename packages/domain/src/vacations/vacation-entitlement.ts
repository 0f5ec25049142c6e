import { addDays, addYears, toDayNumber, type IsoDate } from '../calendar/iso-date';
import { serviceLength } from '../calendar/service-length';
import { invalidInput } from '../errors';
import { CR_LABOUR_CODE } from '../rules/cr/labour-code';
import type { LabourCode } from '../rules/types';

export type VacationEntitlementInput = {
  readonly hireDate: IsoDate;
  /** Last day counted (today for a balance, the last day worked for a settlement), inclusive. */
  readonly asOf: IsoDate;
  /** Working days in the employee's week, 1–6; default 6. Two weeks are 12 working days on 6, 10 on 5. */
  readonly workDaysPerWeek?: number;
  /** Domestic workers earn 15 days per 50 weeks (1.25 a month) instead of two weeks. */
  readonly domestic?: boolean;
  /** Vacation days (V) taken since the hire date; they consume the oldest periods first. */
  readonly daysTaken?: number;
  /**
   * Unpaid leave and suspensions (inclusive ranges): they do not break the continuity of the service
   * (art. 153), but their calendar days are not service, so each period ends as many days later.
   */
  readonly unpaidRanges?: readonly { readonly from: IsoDate; readonly to: IsoDate }[];
  /**
   * Weeks after the 50 weeks within which the employer must grant the period (art. 155: fifteen; a company may
   * ask for less). Pending days of a period past that are overdue (vencidas): still owed, never lost.
   */
  readonly grantWeeks?: number;
};

export type VacationPeriod = {
  /** 1 for the first year of service. */
  readonly index: number;
  /** Anniversary of the hire date that opens the period (later by the unpaid days of the periods before). */
  readonly start: IsoDate;
  /** Day before the next anniversary. */
  readonly end: IsoDate;
  /** `earned` once 50 weeks of the period are worked; `accruing` before that. */
  readonly status: 'earned' | 'accruing';
  /** Months worked in the period up to `asOf` (whole months plus days ÷ 30). */
  readonly monthsWorked: number;
  /** Full entitlement once earned; the proportional days while accruing. */
  readonly entitledDays: number;
  readonly takenDays: number;
  readonly pendingDays: number;
  /** Calendar days of unpaid leave and suspensions inside the period (up to `asOf`): its end moved by as many. */
  readonly unpaidDays: number;
  /** Last day to grant the period (art. 155): `grantWeeks` after the day its 50 weeks are completed. */
  readonly grantBy: IsoDate;
  /** Its pending days once `grantBy` has passed (vencidas: overdue, still owed). */
  readonly overdueDays: number;
};

export type VacationEntitlement = {
  /** Working days per full period: 2 × workDaysPerWeek (15 for domestic workers). */
  readonly daysPerPeriod: number;
  readonly periods: readonly VacationPeriod[];
  /** Days of the periods already earned (50 weeks completed). */
  readonly earnedDays: number;
  /** Proportional days of the period in progress: max(1, daysPerPeriod ÷ 12) a month, capped at daysPerPeriod. */
  readonly accruedDays: number;
  readonly takenDays: number;
  /** `earnedDays − takenDays`: what may be scheduled now (negative if taken in advance). */
  readonly pendingDays: number;
  /** `earnedDays + accruedDays − takenDays`: what is owed in money if the contract ends on `asOf`. */
  readonly pendingWithAccruedDays: number;
  /** Pending days of the periods whose time to grant them has passed (art. 155). */
  readonly overdueDays: number;
};

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * Vacation balance under CT art. 153: two weeks (in the employee's working days) per 50 weeks of
 * continuous work, counted in yearly periods from the hire date; before the 50 weeks of a period,
 * proportional days of at least one per month worked: max(1, full entitlement ÷ 12) a month (1 on a
 * 6- or 5-day week, 1.25 for domestic workers), never more than the full period's entitlement (on a
 * 5-day week the 10 days are reached after 10 months). Unpaid leave and suspensions keep the service
 * continuous but are not counted in it: each period ends as many calendar days later (`unpaidRanges`).
 */
export function vacationEntitlement(
  input: VacationEntitlementInput,
  labourCode: LabourCode = CR_LABOUR_CODE,
): VacationEntitlement {
  const workDaysPerWeek = input.workDaysPerWeek ?? 6;
  if (!Number.isInteger(workDaysPerWeek) || workDaysPerWeek < 1 || workDaysPerWeek > 6) {
    throw invalidInput('workDaysPerWeek must be a whole number from 1 to 6', 'workDaysPerWeek');
  }
  const daysTaken = input.daysTaken ?? 0;
  const grantWeeks = input.grantWeeks ?? labourCode.vacations.grantWeeks.value;
  if (!Number.isInteger(grantWeeks) || grantWeeks < 0 || grantWeeks > 52)
    throw invalidInput('grantWeeks must be a whole number from 0 to 52', 'grantWeeks');
  if (!Number.isFinite(daysTaken) || daysTaken < 0)
    throw invalidInput('daysTaken must be a non-negative number', 'daysTaken');
  const hire = toDayNumber(input.hireDate, 'hireDate');
  const asOf = toDayNumber(input.asOf, 'asOf');
  if (asOf < hire) throw invalidInput('asOf is before hireDate', 'asOf');

  const rules = labourCode.vacations;
  const daysPerPeriod = input.domestic
    ? rules.domesticDaysPerPeriod.value
    : rules.weeksPerPeriod.value * workDaysPerWeek;
  const earnAfterDays = rules.periodWeeks.value * 7;
  // Art. 153: before the 50 weeks, "como mínimo, un día por cada mes trabajado" (reference §5). The full
  // period ÷ 12 is more for domestic workers (1.25); shorter weeks (10 days on a 5-day week) still get 1.
  const perMonth = Math.max(rules.proportionalDaysPerMonth.value, daysPerPeriod / 12);

  const unpaid = (input.unpaidRanges ?? []).map((r, i) => {
    const from = toDayNumber(r.from, `unpaidRanges.${i}.from`);
    const to = toDayNumber(r.to, `unpaidRanges.${i}.to`);
    if (to < from) throw invalidInput('an unpaid range ends before it starts', `unpaidRanges.${i}.to`);
    return { from, to };
  });
  /** Calendar days of unpaid ranges between two days (inclusive); overlapping ranges count once. */
  const unpaidBetween = (first: number, last: number) => {
    const days = new Set<number>();
    for (const r of unpaid)
      for (let d = Math.max(first, r.from); d <= Math.min(last, r.to); d++) days.add(d);
    return days.size;
  };

  const raw: {
    index: number;
    start: IsoDate;
    end: IsoDate;
    status: 'earned' | 'accruing';
    months: number;
    entitled: number;
    unpaidDays: number;
    grantBy: IsoDate;
  }[] = [];
  let start = input.hireDate;
  for (let index = 1; toDayNumber(start) <= asOf; index++) {
    // The hire date's anniversary, moved on by every unpaid day since the hire (which the move may reach).
    const anniversaryEnd = toDayNumber(addYears(input.hireDate, index)) - 1;
    let end = anniversaryEnd;
    for (let moved = -1; moved !== end; ) {
      moved = end;
      end = anniversaryEnd + unpaidBetween(hire, end);
    }
    const endDate = addDays(start, end - toDayNumber(start));
    const lastCounted = Math.min(end, asOf);
    const lastCountedDate = addDays(start, lastCounted - toDayNumber(start));
    const unpaidDays = unpaidBetween(toDayNumber(start), lastCounted);
    const worked = lastCounted - toDayNumber(start) + 1 - unpaidDays;
    const length = serviceLength(start, lastCountedDate);
    const months = round4(Math.max(0, length.totalMonths + (length.days - unpaidDays) / 30));
    const earned = worked >= earnAfterDays;
    // The 50 weeks are completed after as many days of service (unpaid days do not count toward them).
    let completed = toDayNumber(start) + earnAfterDays - 1;
    for (let moved = -1; moved !== completed; ) {
      moved = completed;
      completed = toDayNumber(start) + earnAfterDays - 1 + unpaidBetween(toDayNumber(start), completed);
    }
    raw.push({
      index,
      start,
      end: endDate,
      status: earned ? 'earned' : 'accruing',
      months,
      entitled: earned ? daysPerPeriod : round4(Math.min(daysPerPeriod, months * perMonth)),
      unpaidDays,
      grantBy: addDays(start, completed - toDayNumber(start) + grantWeeks * 7),
    });
    start = addDays(endDate, 1);
  }

  let toAllocate = daysTaken;
  const periods = raw.map((period, position) => {
    const isLast = position === raw.length - 1;
    const taken = isLast ? toAllocate : Math.min(toAllocate, period.entitled);
    toAllocate = round4(toAllocate - taken);
    return {
      index: period.index,
      start: period.start,
      end: period.end,
      status: period.status,
      monthsWorked: period.months,
      entitledDays: period.entitled,
      takenDays: round4(taken),
      pendingDays: round4(period.entitled - taken),
      unpaidDays: period.unpaidDays,
      grantBy: period.grantBy,
      overdueDays:
        period.status === 'earned' && toDayNumber(period.grantBy) < asOf
          ? round4(Math.max(0, period.entitled - taken))
          : 0,
    };
  });

  const earnedDays = round4(
    periods.filter((p) => p.status === 'earned').reduce((sum, p) => sum + p.entitledDays, 0),
  );
  const accruedDays = round4(
    periods.filter((p) => p.status === 'accruing').reduce((sum, p) => sum + p.entitledDays, 0),
  );
  return {
    daysPerPeriod,
    periods,
    earnedDays,
    accruedDays,
    takenDays: round4(daysTaken),
    pendingDays: round4(earnedDays - daysTaken),
    pendingWithAccruedDays: round4(earnedDays + accruedDays - daysTaken),
    overdueDays: round4(periods.reduce((sum, p) => sum + p.overdueDays, 0)),
  };
}
