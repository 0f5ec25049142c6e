import { addDays, isIsoDate, type IsoDate } from '../calendar/iso-date';
import { DomainError, invalidInput } from '../errors';
import type { BasisPoints, Cents } from '../money/money';
import { contribution } from './cr/builders';
import { CR_HISTORIC_HOLIDAY_TRANSFERS } from './cr/holiday-law';
import { FIRST_RULE_DATE } from './index';
import {
  MINIMUM_WAGE_CATEGORIES,
  type CcssEmployerLineCode,
  type CcssWorkerLineCode,
  type ContributionRule,
  type HolidayId,
  type HolidayTransfer,
  type MinimumWageCategory,
  type MinimumWageRule,
  type MinimumWagesByCategory,
  type ProvisionRates,
  type RuleSet,
  type RuleStatus,
  type SalaryTaxRules,
  type TaxBracket,
} from './types';

// Law on any date. Every rule table is a list of values, each in force from its `effectiveFrom` until the
// next value of the same table (the last one stays in force until a newer one exists). The shipped yearly
// files of `cr/` and the values the installation's system administrator registers (the API stores them) are
// merged here into one list of rule sets the engine reads as it always has: `calculatePayslip(input, rules)`.

export type CcssLineCode = CcssWorkerLineCode | CcssEmployerLineCode;

export const CCSS_WORKER_CODES: readonly CcssWorkerLineCode[] = [
  'CCSS_SEM_WORKER',
  'CCSS_IVM_WORKER',
  'BANCO_POPULAR_WORKER',
];
export const CCSS_EMPLOYER_CODES: readonly CcssEmployerLineCode[] = [
  'CCSS_SEM_EMPLOYER',
  'CCSS_IVM_EMPLOYER',
  'BANCO_POPULAR_EMPLOYER',
  'FODESAF_EMPLOYER',
  'IMAS_EMPLOYER',
  'INA_EMPLOYER',
  'LPT_BANCO_POPULAR_EMPLOYER',
  'LPT_FCL_EMPLOYER',
  'LPT_ROP_EMPLOYER',
  'LPT_INS_EMPLOYER',
];
export const CCSS_LINE_CODES: readonly CcssLineCode[] = [...CCSS_WORKER_CODES, ...CCSS_EMPLOYER_CODES];

type RegisteredBase = {
  /** The database id of the registration; the engine only echoes it. */
  readonly id: number;
  /** Number of the decree or law that published the value, e.g. `Decreto 45700-H`. */
  readonly decree: string;
  /** Where it was published (La Gaceta, Alcance …), optional. */
  readonly source?: string | null;
};

/** A new year's monthly brackets and credits (Ley 7092 arts. 33–34, yearly decree of Hacienda). */
export type RegisteredSalaryTax = RegisteredBase & {
  readonly kind: 'salaryTax';
  readonly effectiveFrom: IsoDate;
  /** From 0, contiguous (`to` of one = `from` of the next), the last open (`to: null`). */
  readonly brackets: readonly TaxBracket[];
  readonly childCredit: Cents;
  readonly spouseCredit: Cents;
};

/** A new rate of one line of the CCSS bill. */
export type RegisteredCcssRate = RegisteredBase & {
  readonly kind: 'ccssRate';
  readonly effectiveFrom: IsoDate;
  readonly code: CcssLineCode;
  readonly rate: BasisPoints;
};

/**
 * A minimum-wage decree's figure for one category (default the generic unskilled, TONC): the monthly figure
 * and, if given, the daily one. A new year's decree is one registration per category it publishes.
 */
export type RegisteredMinimumWage = RegisteredBase & {
  readonly kind: 'minimumWage';
  readonly category?: MinimumWageCategory;
  readonly effectiveFrom: IsoDate;
  readonly monthly: Cents;
  readonly daily: Cents | null;
};

/** A holiday enjoyed on another day in one year; `from` is the law's date of the holiday that year. */
export type RegisteredHolidayTransfer = RegisteredBase & {
  readonly kind: 'holidayTransfer';
  readonly holidayId: HolidayId;
  readonly from: IsoDate;
  readonly to: IsoDate;
};

export type RegisteredRule =
  RegisteredSalaryTax | RegisteredCcssRate | RegisteredMinimumWage | RegisteredHolidayTransfer;

export type RuleTable = 'salaryTax' | 'minimumWage' | 'ccssRate' | 'provisions' | 'holidayTransfer';

type RuleValues = {
  salaryTax: SalaryTaxRules;
  minimumWage: MinimumWageRule;
  ccssRate: ContributionRule<CcssLineCode>;
  provisions: ProvisionRates;
  holidayTransfer: HolidayTransfer;
};

type IntervalBase = {
  /**
   * Within a table: the CCSS line code, the category of a minimum wage, `HOLIDAY_ID:year` for a transfer, else
   * the table's name.
   */
  readonly key: string;
  readonly effectiveFrom: IsoDate;
  /**
   * The day before the next value of the same key, `null` while it is the last one (in force until a newer
   * value exists). A transfer is an event: its interval runs from the earlier to the later of its two days.
   */
  readonly effectiveTo: IsoDate | null;
  readonly decree: string | null;
  readonly source: string;
  readonly status: RuleStatus;
  readonly origin: 'shipped' | 'registered';
  /** The registration's id (`origin: 'registered'`), else `null`. */
  readonly registeredId: number | null;
  /** A shipped value replaced by a registered one from the same date: listed, never applied. */
  readonly overridden: boolean;
};

/** One value of one rule table and the dates it is in force. */
export type RuleInterval = {
  [T in RuleTable]: IntervalBase & { readonly table: T; readonly value: RuleValues[T] };
}[RuleTable];

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Candidate = DistributiveOmit<RuleInterval, 'effectiveTo' | 'overridden'>;

const overlap = (what: string) =>
  new DomainError('RULES_OVERLAP', `two values of ${what} take effect on the same date`, what);

const yearOfDate = (date: IsoDate): number => Number(date.slice(0, 4));

const sameValue = (a: Candidate, b: Candidate): boolean => {
  switch (a.table) {
    case 'salaryTax': {
      const other = b.value as SalaryTaxRules;
      return (
        JSON.stringify(a.value.brackets.value) === JSON.stringify(other.brackets.value) &&
        a.value.childCredit.value === other.childCredit.value &&
        a.value.spouseCredit.value === other.spouseCredit.value
      );
    }
    case 'minimumWage': {
      const other = b.value as MinimumWageRule;
      return a.value.monthly === other.monthly && a.value.daily === other.daily;
    }
    case 'ccssRate':
      return a.value.rate === (b.value as ContributionRule<CcssLineCode>).rate;
    case 'provisions': {
      const other = b.value as ProvisionRates;
      return (
        a.value.aguinaldo.value === other.aguinaldo.value &&
        a.value.vacation.value === other.vacation.value &&
        a.value.cesantia.value === other.cesantia.value
      );
    }
    case 'holidayTransfer':
      return (
        a.value.from === (b.value as HolidayTransfer).from && a.value.to === (b.value as HolidayTransfer).to
      );
  }
};

const transferCandidate = (
  transfer: HolidayTransfer,
  origin: 'shipped' | 'registered',
  registeredId: number | null,
  decree: string | null,
): Candidate => ({
  table: 'holidayTransfer',
  key: `${transfer.id}:${yearOfDate(transfer.from)}`,
  effectiveFrom: transfer.from < transfer.to ? transfer.from : transfer.to,
  value: transfer,
  decree,
  source: transfer.source,
  status: transfer.status,
  origin,
  registeredId,
});

/** The values a yearly rule set of `cr/` contributes to each table. */
function shippedCandidates(ruleSet: RuleSet): Candidate[] {
  const shipped = { origin: 'shipped' as const, registeredId: null };
  const tax = ruleSet.salaryTax;
  const candidates: Candidate[] = [
    {
      table: 'salaryTax',
      key: 'salaryTax',
      effectiveFrom: tax.brackets.effectiveFrom,
      value: tax,
      decree: tax.decree,
      source: tax.brackets.source,
      status: tax.brackets.status,
      ...shipped,
    },
  ];
  const wages: MinimumWagesByCategory = { ...ruleSet.minimumWages, unskilled: ruleSet.minimumWage };
  for (const category of MINIMUM_WAGE_CATEGORIES) {
    const wage = wages[category];
    if (!wage) continue;
    if (wage.category !== category)
      throw invalidInput(`minimum wage under ${category} is ${wage.category}`, category);
    candidates.push({
      table: 'minimumWage',
      key: category,
      effectiveFrom: wage.effectiveFrom,
      value: wage,
      decree: wage.decree,
      source: wage.source,
      status: wage.status,
      ...shipped,
    });
  }
  for (const line of [...ruleSet.ccss.worker, ...ruleSet.ccss.employer]) {
    candidates.push({
      table: 'ccssRate',
      key: line.code,
      effectiveFrom: line.effectiveFrom,
      value: line,
      decree: null,
      source: line.source,
      status: line.status,
      ...shipped,
    });
  }
  const provisions = ruleSet.provisionDefaults;
  const provisionsFrom = [provisions.aguinaldo, provisions.vacation, provisions.cesantia]
    .map((rate) => rate.effectiveFrom)
    .sort()
    .at(-1) as IsoDate;
  candidates.push({
    table: 'provisions',
    key: 'provisions',
    effectiveFrom: provisionsFrom,
    value: provisions,
    decree: null,
    source: provisions.aguinaldo.source,
    status: provisions.aguinaldo.status,
    ...shipped,
  });
  for (const transfer of ruleSet.holidays.transfers) {
    candidates.push(transferCandidate(transfer, 'shipped', null, transfer.legalRef));
  }
  return candidates;
}

const TAX_LEGAL_REF = 'Ley 7092 arts. 33–34';
/** A registration's source: its decree, and where it was published when the administrator said so. */
function registeredSource(rule: RegisteredRule): string {
  const note = rule.source?.trim();
  return note ? `${rule.decree}; ${note}` : rule.decree;
}

function assertDate(value: IsoDate, field: string): void {
  if (!isIsoDate(value)) throw new DomainError('INVALID_DATE', `${field} must be a YYYY-MM-DD date`, field);
  if (value < FIRST_RULE_DATE) throw invalidInput(`${field} must be on or after ${FIRST_RULE_DATE}`, field);
}

function assertBasisPoints(value: number, field: string): void {
  if (!Number.isInteger(value) || value < 0 || value > 10_000) {
    throw invalidInput(`${field} must be a whole number of basis points from 0 to 10000`, field);
  }
}

function assertCents(value: number, field: string, minimum = 0): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw invalidInput(`${field} must be whole céntimos of at least ${minimum}`, field);
  }
}

/**
 * Checks a salary-tax table: it starts at 0, each band starts where the previous one ends, the thresholds
 * go up, the last band is open, every rate is 0–100 %.
 */
export function assertTaxBrackets(brackets: readonly TaxBracket[], field = 'brackets'): void {
  if (!Array.isArray(brackets) || brackets.length === 0) throw invalidInput('brackets are required', field);
  brackets.forEach((bracket, index) => {
    const at = `${field}[${index}]`;
    assertCents(bracket.from, `${at}.from`);
    assertBasisPoints(bracket.rate, `${at}.rate`);
    const previous = brackets[index - 1];
    if (index === 0 && bracket.from !== 0) throw invalidInput('the first band starts at 0', `${at}.from`);
    if (previous && previous.to !== bracket.from) {
      throw invalidInput('each band starts where the previous one ends', `${at}.from`);
    }
    const last = index === brackets.length - 1;
    if (last && bracket.to !== null) throw invalidInput('the last band is open (to: null)', `${at}.to`);
    if (!last && (bracket.to === null || bracket.to <= bracket.from)) {
      throw invalidInput('the thresholds must go up', `${at}.to`);
    }
  });
}

/** The values a registration contributes, checked (a bad one throws `INVALID_*`, naming the field). */
function registeredCandidate(rule: RegisteredRule): Candidate {
  const registered = { origin: 'registered' as const, registeredId: rule.id, decree: rule.decree };
  if (typeof rule.decree !== 'string' || rule.decree.trim() === '')
    throw invalidInput('decree is required', 'decree');
  const source = registeredSource(rule);
  switch (rule.kind) {
    case 'salaryTax': {
      assertDate(rule.effectiveFrom, 'effectiveFrom');
      assertTaxBrackets(rule.brackets);
      assertCents(rule.childCredit, 'childCredit');
      assertCents(rule.spouseCredit, 'spouseCredit');
      const from = rule.effectiveFrom;
      const value: SalaryTaxRules = {
        decree: rule.decree,
        legalRef: `${TAX_LEGAL_REF}; ${rule.decree}`,
        brackets: { value: rule.brackets, effectiveFrom: from, source, status: 'confirmed' },
        childCredit: { value: rule.childCredit, effectiveFrom: from, source, status: 'confirmed' },
        spouseCredit: { value: rule.spouseCredit, effectiveFrom: from, source, status: 'confirmed' },
      };
      return {
        table: 'salaryTax',
        key: 'salaryTax',
        effectiveFrom: from,
        value,
        source,
        status: 'confirmed',
        ...registered,
      };
    }
    case 'minimumWage': {
      const category = rule.category ?? 'unskilled';
      if (!MINIMUM_WAGE_CATEGORIES.includes(category)) throw invalidInput('unknown category', 'category');
      assertDate(rule.effectiveFrom, 'effectiveFrom');
      assertCents(rule.monthly, 'monthly', 1);
      if (rule.daily !== null) assertCents(rule.daily, 'daily', 1);
      const value: MinimumWageRule = {
        category,
        decree: rule.decree,
        monthly: rule.monthly,
        daily: rule.daily,
        effectiveFrom: rule.effectiveFrom,
        source,
        status: 'confirmed',
      };
      return {
        table: 'minimumWage',
        key: category,
        effectiveFrom: rule.effectiveFrom,
        value,
        source,
        status: 'confirmed',
        ...registered,
      };
    }
    case 'ccssRate': {
      assertDate(rule.effectiveFrom, 'effectiveFrom');
      if (!CCSS_LINE_CODES.includes(rule.code)) throw invalidInput('unknown CCSS line', 'code');
      assertBasisPoints(rule.rate, 'rate');
      const value = contribution(rule.code, rule.rate, rule.effectiveFrom, source);
      return {
        table: 'ccssRate',
        key: rule.code,
        effectiveFrom: rule.effectiveFrom,
        value,
        source,
        status: 'confirmed',
        ...registered,
      };
    }
    case 'holidayTransfer': {
      assertDate(rule.from, 'from');
      assertDate(rule.to, 'to');
      if (rule.from === rule.to) throw invalidInput('a transfer moves the holiday to another day', 'to');
      if (yearOfDate(rule.from) !== yearOfDate(rule.to)) {
        throw invalidInput('a holiday is moved within its year', 'to');
      }
      const transfer: HolidayTransfer = {
        id: rule.holidayId,
        from: rule.from,
        to: rule.to,
        legalRef: rule.decree,
        effectiveFrom: rule.from < rule.to ? rule.from : rule.to,
        source,
        status: 'confirmed',
      };
      return transferCandidate(transfer, 'registered', rule.id, rule.decree);
    }
  }
}

const byDate = (a: { effectiveFrom: IsoDate }, b: { effectiveFrom: IsoDate }) =>
  a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0;

const TABLE_ORDER: readonly RuleTable[] = [
  'salaryTax',
  'minimumWage',
  'ccssRate',
  'provisions',
  'holidayTransfer',
];

/**
 * Every rule table as dated intervals: the shipped values (yearly files, historic holiday transfers) and the
 * registered ones. A registered value replaces a shipped one of the same table that takes effect on the same
 * date (the shipped one is kept in the list with `overridden: true`); from a later date it simply follows it.
 * Throws `RULES_OVERLAP` when two registered values (or two different shipped ones) of the same table take
 * effect on the same date, or two transfers move the same holiday in the same year.
 */
export function ruleTimeline(
  shipped: readonly RuleSet[],
  registered: readonly RegisteredRule[] = [],
): RuleInterval[] {
  const applied = new Map<string, Candidate>();
  const overridden: Candidate[] = [];
  const slot = (c: Candidate) =>
    c.table === 'holidayTransfer' ? `${c.table}|${c.key}` : `${c.table}|${c.key}|${c.effectiveFrom}`;

  const historic = CR_HISTORIC_HOLIDAY_TRANSFERS.map((t) =>
    transferCandidate(t, 'shipped', null, t.legalRef),
  );
  for (const candidate of [...historic, ...shipped.flatMap(shippedCandidates)]) {
    const id = slot(candidate);
    const existing = applied.get(id);
    if (existing && !sameValue(existing, candidate)) throw overlap(id);
    applied.set(id, candidate); // the same value again: the later file's source wins
  }
  for (const rule of registered) {
    const candidate = registeredCandidate(rule);
    const id = slot(candidate);
    const existing = applied.get(id);
    if (existing?.origin === 'registered') throw overlap(id);
    if (existing) overridden.push(existing);
    applied.set(id, candidate);
  }

  const groups = new Map<string, Candidate[]>();
  for (const candidate of applied.values()) {
    const group = `${candidate.table}|${candidate.key}`;
    groups.set(group, [...(groups.get(group) ?? []), candidate]);
  }
  const intervals: RuleInterval[] = [];
  for (const group of groups.values()) {
    group.sort(byDate).forEach((candidate, index) => {
      const next = group[index + 1];
      let effectiveTo: IsoDate | null = next ? addDays(next.effectiveFrom, -1) : null;
      if (candidate.table === 'holidayTransfer') {
        const { from, to } = candidate.value;
        effectiveTo = from < to ? to : from;
      }
      intervals.push({ ...candidate, effectiveTo, overridden: false } as RuleInterval);
    });
  }
  for (const candidate of overridden) {
    intervals.push({ ...candidate, effectiveTo: null, overridden: true } as RuleInterval);
  }
  const keyOrder = (interval: RuleInterval) =>
    interval.table === 'ccssRate'
      ? CCSS_LINE_CODES.indexOf(interval.key as CcssLineCode)
      : interval.table === 'minimumWage'
        ? MINIMUM_WAGE_CATEGORIES.indexOf(interval.key as MinimumWageCategory)
        : 0;
  return intervals.sort(
    (a, b) =>
      TABLE_ORDER.indexOf(a.table) - TABLE_ORDER.indexOf(b.table) ||
      keyOrder(a) - keyOrder(b) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
      byDate(a, b) ||
      Number(a.overridden) - Number(b.overridden),
  );
}

/**
 * The value of one table on `date`: the last that took effect on or before it, else (unless `onlyInForce`)
 * the earliest one.
 */
function valueOn<T extends RuleTable>(
  intervals: readonly RuleInterval[],
  table: T,
  key: string,
  date: IsoDate,
  onlyInForce = false,
): RuleValues[T] | undefined {
  let best: RuleInterval | undefined;
  let earliest: RuleInterval | undefined;
  for (const interval of intervals) {
    if (interval.table !== table || interval.key !== key || interval.overridden) continue;
    if (!earliest || interval.effectiveFrom < earliest.effectiveFrom) earliest = interval;
    if (interval.effectiveFrom <= date && (!best || interval.effectiveFrom > best.effectiveFrom))
      best = interval;
  }
  return (onlyInForce ? best : (best ?? earliest))?.value as RuleValues[T] | undefined;
}

/**
 * The shipped rule sets with the registered values merged in, as consecutive rule sets (one per date on which
 * any table changes, the first from 1 January 2020, the last open: `effectiveTo: null`). Pass the result to
 * `payrollRules(policy, ruleSets)` or as `PayrollRules.ruleSets`; `getRuleSet`, `holidays` and every
 * calculation read it like the shipped list. A registered value applies from its date, overriding a shipped
 * one of the same date; validation and overlap errors throw as in `ruleTimeline`.
 */
export function mergeRegisteredRules(
  shipped: readonly RuleSet[],
  registered: readonly RegisteredRule[] = [],
): RuleSet[] {
  const latest = shipped.at(-1);
  if (!latest) throw invalidInput('at least one shipped rule set is required', 'shipped');
  const intervals = ruleTimeline(shipped, registered).filter((interval) => !interval.overridden);
  const starts = new Set<IsoDate>([FIRST_RULE_DATE]);
  for (const interval of intervals) {
    if (interval.table === 'holidayTransfer') continue;
    starts.add(interval.effectiveFrom > FIRST_RULE_DATE ? interval.effectiveFrom : FIRST_RULE_DATE);
  }
  const dates = [...starts].sort();
  const transfers = intervals.flatMap((interval) =>
    interval.table === 'holidayTransfer' ? [interval.value] : [],
  );
  const segmentOf = (date: IsoDate) => {
    let index = 0;
    while (index + 1 < dates.length && (dates[index + 1] as IsoDate) <= date) index += 1;
    return index;
  };
  const transfersBySegment = new Map<number, HolidayTransfer[]>();
  for (const transfer of transfers) {
    const index = segmentOf(transfer.from);
    transfersBySegment.set(index, [...(transfersBySegment.get(index) ?? []), transfer]);
  }

  return dates.map((start, index): RuleSet => {
    const next = dates[index + 1];
    const required = <T extends RuleTable>(table: T, key: string): RuleValues[T] => {
      const value = valueOn(intervals, table, key, start);
      if (value === undefined) throw invalidInput(`no ${table} value`, key);
      return value;
    };
    const ccss = <C extends CcssLineCode>(codes: readonly C[]) =>
      codes.map((code) => required('ccssRate', code) as ContributionRule<C>);
    const minimumWage = required('minimumWage', 'unskilled');
    // TONC stands in before its first value like every table; another category only once it has one.
    const minimumWages: Partial<Record<MinimumWageCategory, MinimumWageRule>> = { unskilled: minimumWage };
    for (const category of MINIMUM_WAGE_CATEGORIES) {
      if (category === 'unskilled') continue;
      const wage = valueOn(intervals, 'minimumWage', category, start, true);
      if (wage) minimumWages[category] = wage;
    }
    return {
      country: 'CR',
      year: yearOfDate(start),
      effectiveFrom: start,
      effectiveTo: next ? addDays(next, -1) : null,
      ccss: {
        worker: ccss(latest.ccss.worker.map((line) => line.code)),
        employer: ccss(latest.ccss.employer.map((line) => line.code)),
      },
      salaryTax: required('salaryTax', 'salaryTax'),
      minimumWage,
      minimumWages,
      provisionDefaults: required('provisions', 'provisions'),
      holidays: { definitions: latest.holidays.definitions, transfers: transfersBySegment.get(index) ?? [] },
      labourCode: latest.labourCode,
    };
  });
}

/** Yearly tables: a new decree is expected every year, so using one past its year is worth a warning. */
export type CarriedRuleTable = 'salaryTax' | 'minimumWage' | 'ccssRate';

/**
 * A table of a rule set applied on a date outside the year its values were published for: `forward` when
 * the last registered values are used after their year (no newer decree registered yet), `backward` when
 * the earliest known values stand in for a date before them (a year before the data starts).
 */
export type CarriedRule = {
  readonly table: CarriedRuleTable;
  readonly direction: 'forward' | 'backward';
  /** The year the values were published for (the year of their `effectiveFrom`). */
  readonly year: number;
  readonly decree: string | null;
  /** The year of the date they are applied to. */
  readonly appliedTo: number;
  readonly effectiveFrom: IsoDate;
};

/**
 * Which values of `ruleSet` are carried on `date`. Salary-tax brackets and the minimum wage are published
 * every year, so using them in a later year is carried forward; CCSS rates stay in force until they change
 * (no yearly decree) and are only reported when used before their date.
 */
export function carriedRules(ruleSet: RuleSet, date: IsoDate): CarriedRule[] {
  const appliedTo = yearOfDate(date);
  const result: CarriedRule[] = [];
  const check = (table: CarriedRuleTable, effectiveFrom: IsoDate, decree: string | null, yearly: boolean) => {
    const year = yearOfDate(effectiveFrom);
    if (effectiveFrom > date)
      result.push({ table, direction: 'backward', year, decree, appliedTo, effectiveFrom });
    else if (yearly && year < appliedTo)
      result.push({ table, direction: 'forward', year, decree, appliedTo, effectiveFrom });
  };
  check('salaryTax', ruleSet.salaryTax.brackets.effectiveFrom, ruleSet.salaryTax.decree, true);
  check('minimumWage', ruleSet.minimumWage.effectiveFrom, ruleSet.minimumWage.decree, true);
  const lateCcss = [...ruleSet.ccss.worker, ...ruleSet.ccss.employer]
    .map((line) => line.effectiveFrom)
    .filter((from) => from > date)
    .sort();
  const lastCcss = lateCcss.at(-1);
  if (lastCcss) check('ccssRate', lastCcss, null, false);
  return result;
}

/**
 * The machine-readable detail of a `RULES_CARRIED_FORWARD` / `RULES_CARRIED_BACKWARD` payslip warning:
 * JSON `{"table":"salaryTax","year":2026,"decree":"Decreto 45333-H","appliedTo":2027}`. The web words it
 * ("tramos 2026, decreto 45333-H, aplicados a 2027: el decreto 2027 no está registrado").
 */
export function carriedRuleDetail(rule: CarriedRule): string {
  return JSON.stringify({
    table: rule.table,
    year: rule.year,
    decree: rule.decree,
    appliedTo: rule.appliedTo,
  });
}

export type CarriedRuleDetail = {
  table: CarriedRuleTable;
  year: number;
  decree: string | null;
  appliedTo: number;
};

/** Reads `carriedRuleDetail`'s text back; `null` when it is not one. */
export function parseCarriedRuleDetail(detail: string | null | undefined): CarriedRuleDetail | null {
  if (!detail) return null;
  try {
    const value = JSON.parse(detail) as Partial<CarriedRuleDetail> | null;
    if (
      value &&
      (value.table === 'salaryTax' || value.table === 'minimumWage' || value.table === 'ccssRate') &&
      Number.isInteger(value.year) &&
      Number.isInteger(value.appliedTo) &&
      (value.decree === null || typeof value.decree === 'string')
    ) {
      return {
        table: value.table,
        year: value.year!,
        decree: value.decree ?? null,
        appliedTo: value.appliedTo!,
      };
    }
  } catch {
    // not JSON: not a carried-rule detail
  }
  return null;
}
