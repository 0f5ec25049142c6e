import type { AttendanceDay, DisabilityType } from '../attendance/attendance';
import type { IsoDate } from '../calendar/iso-date';
import type { Period } from '../calendar/periods';
import type { Cents } from '../money/money';
import type { TaxProrationMethod } from '../rules/policy';
import type {
  CcssEmployerLineCode,
  CcssWorkerLineCode,
  JornadaType,
  MinimumWageCategory,
  PayItemDeductionLineCode,
  PayItemEarningLineCode,
  PayItemEmployerLineCode,
} from '../rules/types';
import type { PayItem, PayItemResult, PayslipLinePayItem } from './pay-item-types';
import type { SalaryTaxBand } from './salary-tax';

/**
 * What a wage is paid for: a month (30-day convention), a day or an hour of the ordinary jornada (the
 * decree's daily and hourly wages, reference §8; a worker paid by the day or hour).
 */
export type WageType = 'monthly' | 'daily' | 'hourly';

/**
 * A wage in force from `effectiveFrom` until the next entry (the salary history); a worker can move from one
 * wage type to another. The engine derives what it needs (the day, the hour) from the wage as agreed, never
 * the other way round: a daily wage is 1/30 of a month, an hourly wage × the jornada's hours is a day.
 */
export type SalaryEntry =
  | {
      readonly effectiveFrom: IsoDate;
      readonly wageType?: 'monthly';
      /** Monthly salary for the full ordinary jornada, in céntimos. Daily = monthly ÷ 30. */
      readonly monthlySalary: Cents;
    }
  | { readonly effectiveFrom: IsoDate; readonly wageType: 'daily'; readonly dailyWage: Cents }
  | { readonly effectiveFrom: IsoDate; readonly wageType: 'hourly'; readonly hourlyWage: Cents };

export type Jornada = {
  readonly type: JornadaType;
  /**
   * Ordinary hours per day agreed in the contract; defaults to the legal maximum of the type (8, 7, 6).
   * Hourly salary = daily ÷ these hours (reference §6, PGR C-091-2014).
   */
  readonly hoursPerDay?: number;
};

/**
 * A jornada in force from `effectiveFrom` on: the employee's schedule changed in the middle of the period
 * (the schedule history). `PayslipInput.jornada` applies to the days before the first change.
 */
export type JornadaChange = Jornada & { readonly effectiveFrom: IsoDate };

/**
 * Everything about one employee and one period that the payslip depends on. Amounts are céntimos,
 * dates `YYYY-MM-DD`.
 */
export type PayslipInput = {
  /** Echoed back on the payslip; the engine does not interpret it. */
  readonly employeeId?: string;
  /** The pay period (see `periodFor`). Any start–end range works; the periodicity sets the day convention. */
  readonly period: Period;
  /** Payment date; defaults to `period.end`. Picks the rule set (rates, brackets) and the tax month. */
  readonly payDate?: IsoDate;
  /** Salary history; the entry with the latest `effectiveFrom` on or before a day applies to that day. */
  readonly salaries: readonly SalaryEntry[];
  /** The jornada of the period, or of its days before the first of `jornadaChanges`. */
  readonly jornada: Jornada;
  /**
   * Changes of jornada, each in force from its `effectiveFrom` until the next (a new schedule in the middle
   * of the period). Each day's hourly salary, daily cap, weekly maximum and minimum-wage proration use the
   * jornada in force that day. Two changes on the same day are refused.
   */
  readonly jornadaChanges?: readonly JornadaChange[];
  /**
   * Whether weekly and biweekly pay includes the weekly rest day (CT art. 152: in commerce, and in the art. 136
   * case of the week's hours worked in five days). When false, such pay is the days worked: the rest days
   * (`restDays`) and the holidays that are not of obligatory pay are unpaid unless worked (a worked rest day is
   * paid double, a worked non-obligatory holiday once), the obligatory holidays are paid (reference §6, §10).
   * Monthly and fortnightly pay include every day whatever this says. Defaults to true.
   */
  readonly restDayPaid?: boolean;
  /** The employee's weekly rest days in the period by their schedule(s); required when `restDayPaid` is false. */
  readonly restDays?: readonly IsoDate[];
  /** Children who qualify for the salary-tax credit (the employee asked for it and proved it). */
  readonly children?: number;
  /** Whether the spouse credit applies. */
  readonly spouse?: boolean;
  /** The decree category of the occupation, whose minimum the salary is checked against (default unskilled). */
  readonly minimumWageCategory?: MinimumWageCategory;
  /** First day of employment; days before it are not paid. */
  readonly hireDate?: IsoDate;
  /** Last day of employment; days after it are not paid. */
  readonly exitDate?: IsoDate;
  /** One row per day at most; days without a row are ordinary paid days (rest days, holidays not worked). */
  readonly attendance: readonly AttendanceDay[];
  /**
   * Art. 157 history: ordinary and extraordinary pay of the last 50 weeks (the whole employment when shorter)
   * and the days it was earned in (30-day months; incapacity days paid by a subsidy left out). Vacation days
   * are paid at `earnings ÷ days` a day when that is more than the current daily salary, never less; without
   * it, at the current salary.
   */
  readonly vacationAverage?: { readonly earnings: Cents; readonly days: number };
  /**
   * Monthly salary the CCSS and INS base their subsidies on (average reported over the last 3 months).
   * Only changes the information lines; defaults to the salary in force.
   */
  readonly disabilityReferenceMonthly?: Cents;
  /**
   * Already paid and withheld in the calendar month of `payDate` by earlier payslips (weekly, biweekly,
   * fortnightly payrolls, or an extra run). Used by the month-to-date tax method.
   */
  readonly monthToDate?: { readonly taxableGross: Cents; readonly taxWithheld: Cents };
  /**
   * The employee's pay items in force for the period (commissions, allowances, the association, pensiones,
   * embargos, loans, advances, voluntary deductions), each once, with what was deferred before. Earnings enter
   * the bases their treatment says; deductions are taken after the law's charges in the legal order (pensiones,
   * embargos, then the rest) within the law's limits; the payslip then carries `payItems`. Without this field the
   * payslip is exactly what it was before pay items existed.
   */
  readonly payItems?: readonly PayItem[];
};

export type LineKind = 'earning' | 'deduction' | 'employer' | 'provision' | 'info';

export type EarningLineCode =
  | 'ORDINARY_PAY'
  | 'ABSENCE_UNPAID'
  | 'OVERTIME'
  | 'HOLIDAY_WORKED'
  | 'HOLIDAY_OVERTIME'
  | 'VACATION_PAY'
  /** Hours worked on the weekly rest day, paid once more (the salary pays the day once): double (CT art. 152). */
  | 'REST_DAY_WORKED'
  /** Hours beyond the jornada on the weekly rest day: 3× the hourly salary (CT arts. 139 and 152). */
  | 'REST_DAY_OVERTIME'
  /**
   * The employer's 50 % of maternity or paternity leave (CT art. 95; Ley 10211 for paternity): salary, with CCSS
   * on the full salary.
   */
  | 'DISABILITY_EMPLOYER'
  /**
   * CCSS illness days 1–3 paid by the employer: a subsidy of the suspended contract, not salary (no CCSS, not in
   * the aguinaldo or the art. 157 average; the salary tax applies).
   */
  | 'ILLNESS_EMPLOYER_SUBSIDY'
  | 'ADDITIONAL_PAYMENT'
  /** The aguinaldo paid by its own December payroll (Ley 2412): exempt from CCSS and the salary tax. */
  | 'AGUINALDO_PAYMENT'
  /** Pay items (`PayslipInput.payItems`): commission and bonus (salary), travel allowance (viáticos: not salary). */
  | PayItemEarningLineCode
  // Termination settlement (liquidación) lines, paid by a payroll of kind `settlement`:
  /** Notice not given, paid in money (CT art. 28): an indemnity, without CCSS or salary tax. */
  | 'PREAVISO'
  /** Severance (CT art. 29): an indemnity, without CCSS or salary tax. */
  | 'CESANTIA'
  /** Pending vacation days paid in money on termination (CT arts. 153, 156, 157): salary, with CCSS and tax. */
  | 'VACATION_SETTLEMENT'
  /** The aguinaldo accrued since 1 December (Ley 2412), paid on termination: without CCSS or salary tax. */
  | 'AGUINALDO_PROPORTIONAL';

export type DeductionLineCode =
  | CcssWorkerLineCode
  | 'SALARY_TAX'
  | 'PAY_DEDUCTION'
  /**
   * Court-ordered alimony (pensión alimentaria): withheld from the salary as a pay item, and from the aguinaldo,
   * where it is the only deduction Ley 2412 allows.
   */
  | 'ALIMONY_DEDUCTION'
  /** Pay items: embargo (art. 172), association savings and loan, company loan, salary advance, voluntary. */
  | PayItemDeductionLineCode;

export type EmployerLineCode =
  | CcssEmployerLineCode
  | 'INS_RISK_PREMIUM'
  /** The employer's contribution to the asociación solidarista (a pay item): its charge, not the worker's. */
  | PayItemEmployerLineCode;

export type ProvisionLineCode = 'PROVISION_AGUINALDO' | 'PROVISION_VACATION' | 'PROVISION_CESANTIA';

export type InfoLineCode =
  | 'DISABILITY_SUBSIDY_INFO'
  | 'MATERNITY_CCSS_BASE_INFO'
  /** The CCSS half of paternity days, added to the CCSS base and the aguinaldo base like maternity's. */
  | 'PATERNITY_CCSS_BASE_INFO';

/** Stable English codes; the web app's locale files turn them into labels. */
export type PayslipLineCode =
  EarningLineCode | DeductionLineCode | EmployerLineCode | ProvisionLineCode | InfoLineCode;

/**
 * One line of the payslip. `amount ≈ quantity × basis × rate` (or `basis × rate` without a quantity);
 * the amount is computed exactly from the salary and rounded once, so the shown rounded basis can
 * differ from it by céntimos.
 */
export type PayslipLine = {
  readonly code: PayslipLineCode;
  /**
   * `earning` lines add up to the gross (ABSENCE_UNPAID is a negative earning), `deduction` lines to the
   * deductions; `employer` and `provision` lines are the employer's cost, never paid to the employee;
   * `info` lines explain (subsidies paid by the CCSS or INS) and are not money of this payslip.
   */
  readonly kind: LineKind;
  readonly quantity: number | null;
  readonly unit: 'days' | 'hours' | null;
  /** Multiplier: 1.5 for overtime, 0.055 for 5.5 %, −1 for deducted days; `null` for fixed amounts and the tax. */
  readonly rate: number | null;
  /** The daily or hourly salary for quantity lines, the base for percentage lines; `null` for fixed amounts. */
  readonly basis: Cents | null;
  readonly amount: Cents;
  readonly legalRef: string;
  /** The day a line belongs to (holiday worked, additional payment, pay deduction), else `null`. */
  readonly date: IsoDate | null;
  readonly disabilityType: DisabilityType | null;
  /** Free text the caller attached to a `+` or `-` day; a pay item's reference (case or loan number). */
  readonly note: string | null;
  /** Only on a pay item's line: which item, what it counts for, and an embargo's computation. */
  readonly payItem?: PayslipLinePayItem;
};

export type PayslipTotals = {
  /** Sum of the earning lines. */
  readonly gross: Cents;
  /** Sum of the deduction lines. */
  readonly deductions: Cents;
  /** `gross − deductions`, exactly. */
  readonly net: Cents;
  readonly employerCharges: Cents;
  readonly provisions: Cents;
  /** `gross + employerCharges + provisions`. */
  readonly employerCost: Cents;
  /**
   * Salary reported to the CCSS: gross without the employer's illness subsidy (days 1–3), plus the CCSS half of
   * maternity days (art. 95: contributions on the full salary).
   */
  readonly ccssBase: Cents;
  /** This payslip's share of the month's taxable gross. */
  readonly taxableGross: Cents;
  /** What this payslip adds to the aguinaldo: gross without illness/INS incapacity pay, maternity at 100 %. */
  readonly aguinaldoBase: Cents;
};

export type PayslipTax = {
  readonly method: TaxProrationMethod;
  /** `YYYY-MM` of the pay date. */
  readonly taxMonth: string;
  /** Month-to-date taxable gross including this payslip, or the projected monthly gross. */
  readonly monthlyBase: Cents;
  readonly taxBeforeCredits: Cents;
  readonly credits: Cents;
  /** Tax of the whole month on `monthlyBase`. */
  readonly monthlyTax: Cents;
  /** Withheld earlier in the month (`monthToDate.taxWithheld`); 0 for the projected method. */
  readonly previouslyWithheld: Cents;
  /** Withheld on this payslip (the SALARY_TAX line). */
  readonly withheld: Cents;
  readonly brackets: readonly SalaryTaxBand[];
};

/** Day counts for the voucher and the INS RT-Virtual report. */
export type PayslipDays = {
  readonly calendar: number;
  /** Days the period is worth for this employee under its convention (30, 15, 7 or 14 when employed throughout). */
  readonly payable: number;
  readonly worked: number;
  readonly absent: number;
  readonly vacation: number;
  readonly disability: number;
  readonly unresolved: number;
  readonly holidaysWorked: number;
  /** Weekly rest days worked (paid double), holidays not included. */
  readonly restDaysWorked: number;
  /**
   * Incapacity days of CCSS illness or an INS work risk (30-day weights): the contract is suspended and they are
   * paid by a subsidy, not salary, so the art. 157 average leaves them out.
   */
  readonly subsidized: number;
  /** Extra hours, holiday ones included. */
  readonly extraHours: number;
};

export type PayslipIssueCode =
  // blockers: the payslip must not be paid until they are resolved
  | 'MISSING_CLOCK_MARK'
  | 'DUPLICATE_ATTENDANCE_DAY'
  | 'ATTENDANCE_OUTSIDE_PERIOD'
  | 'NO_SALARY_IN_FORCE'
  | 'NOT_EMPLOYED_IN_PERIOD'
  | 'NEGATIVE_NET_PAY'
  // warnings: paid as computed, shown for review
  /**
   * Yearly values (salary-tax brackets and credits, the minimum wage) used in a year after the one they were
   * published for, because the newer decree is not registered; detail = `carriedRuleDetail` JSON
   * `{"table":"salaryTax","year":2026,"decree":"Decreto 45333-H","appliedTo":2027}`.
   */
  | 'RULES_CARRIED_FORWARD'
  /** Values used for a date before they took effect (no earlier values known); same detail. */
  | 'RULES_CARRIED_BACKWARD'
  | 'BELOW_MINIMUM_WAGE'
  | 'DAILY_HOURS_OVER_CAP'
  | 'WEEKLY_HOURS_OVER_LIMIT'
  | 'JORNADA_OVER_LEGAL_LIMIT'
  | 'ATTENDANCE_OUTSIDE_EMPLOYMENT'
  | 'ABSENCE_ON_HOLIDAY'
  | 'VACATION_ON_HOLIDAY'
  /** The alimony ordered is more than the aguinaldo: the whole aguinaldo is withheld; detail = céntimos ordered. */
  | 'ALIMONY_ABOVE_AGUINALDO'
  /**
   * A pay item's deduction could not be taken in full (the minimum-wage floor, the pensiones' 50 %, the embargos'
   * art. 172 part): the rest rolls forward to the next payroll; one per item, detail = céntimos deferred.
   */
  | 'DEDUCTION_DEFERRED'
  /**
   * An embargo ordered on a date whose decree the table does not hold (before the first or after the last one
   * known) is protected by the nearest known decree; detail = the monthly céntimos used, date = the order date.
   */
  | 'GARNISHMENT_PROTECTED_AMOUNT_CARRIED';

export type PayslipIssue = {
  readonly code: PayslipIssueCode;
  readonly date: IsoDate | null;
  /** Machine-readable detail (a figure or a field), not a sentence; the web app words the message. */
  readonly detail: string | null;
};

export type Payslip = {
  readonly employeeId: string | null;
  readonly period: Period;
  readonly payDate: IsoDate;
  /** Year of the rule set applied. */
  readonly ruleSetYear: number;
  readonly lines: readonly PayslipLine[];
  readonly totals: PayslipTotals;
  readonly tax: PayslipTax;
  readonly days: PayslipDays;
  /** Non-empty means the payslip must not be paid: an S day is never paid silently. */
  readonly blockers: readonly PayslipIssue[];
  readonly warnings: readonly PayslipIssue[];
  /** One per `PayslipInput.payItems` entry, in its order; only when the input has `payItems`. */
  readonly payItems?: readonly PayItemResult[];
};
