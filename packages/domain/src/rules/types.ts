import type { IsoDate } from '../calendar/iso-date';
import type { BasisPoints, Cents } from '../money/money';

/**
 * How sure we are of a value, from the sources cited with it: `confirmed` = official text or two
 * reputable sources; `sourced` = one reputable source; `derived` = computed from confirmed inputs;
 * `unconfirmed` = not found or disputed (such values are configurable policies, see `policy.ts`).
 */
export type RuleStatus = 'confirmed' | 'sourced' | 'derived' | 'unconfirmed';

/** Where a stored value comes from and since when it applies. Every figure in `rules/` carries one. */
export type Provenance = {
  readonly effectiveFrom: IsoDate;
  /** Section of the reference and the sources it quotes. */
  readonly source: string;
  readonly status: RuleStatus;
};

export type Sourced<T> = Provenance & { readonly value: T };

export type JornadaType = 'diurnal' | 'mixed' | 'nocturnal';

export type CcssWorkerLineCode = 'CCSS_SEM_WORKER' | 'CCSS_IVM_WORKER' | 'BANCO_POPULAR_WORKER';

/** The ten lines of the CCSS employer bill, in the order of the CCSS-format table (reference §2). */
export type CcssEmployerLineCode =
  | 'CCSS_SEM_EMPLOYER'
  | 'CCSS_IVM_EMPLOYER'
  | 'BANCO_POPULAR_EMPLOYER'
  | 'FODESAF_EMPLOYER'
  | 'IMAS_EMPLOYER'
  | 'INA_EMPLOYER'
  | 'LPT_BANCO_POPULAR_EMPLOYER'
  | 'LPT_FCL_EMPLOYER'
  | 'LPT_ROP_EMPLOYER'
  | 'LPT_INS_EMPLOYER';

export type ContributionRule<Code extends string> = Provenance & {
  readonly code: Code;
  readonly rate: BasisPoints;
  readonly legalRef: string;
};

/** One band of the monthly salary tax: `rate` applies to the part of the gross above `from` and up to `to`. */
export type TaxBracket = {
  readonly from: Cents;
  /** `null` for the open top band. */
  readonly to: Cents | null;
  readonly rate: BasisPoints;
};

export type SalaryTaxRules = {
  readonly decree: string;
  readonly legalRef: string;
  readonly brackets: Sourced<readonly TaxBracket[]>;
  /** Monthly credit per qualifying child (Ley 7092 art. 34). */
  readonly childCredit: Sourced<Cents>;
  /** Monthly credit for the spouse (Ley 7092 art. 34). */
  readonly spouseCredit: Sourced<Cents>;
};

/**
 * The occupation categories of the yearly minimum-wage decree (private sector, reference §8): the generic
 * worker levels (TONC, TOSC, TOC, TOE), the diversified-education mid-level technician (TMED), the
 * specialized-superior worker (TES), the university bachelor and licentiate, and domestic work.
 */
export const MINIMUM_WAGE_CATEGORIES = [
  'unskilled',
  'semi_skilled',
  'skilled',
  'specialized',
  'technician_mid',
  'specialized_superior',
  'bachelor',
  'licentiate',
  'domestic',
] as const;
export type MinimumWageCategory = (typeof MINIMUM_WAGE_CATEGORIES)[number];

/** The minimum wage of one decree category, used only to warn about a salary below it. */
export type MinimumWageRule = Provenance & {
  readonly category: MinimumWageCategory;
  readonly decree: string | null;
  readonly monthly: Cents;
  /** `null` where the reference gives no daily figure for the year. */
  readonly daily: Cents | null;
};

export type MinimumWagesByCategory = Readonly<Partial<Record<MinimumWageCategory, MinimumWageRule>>>;

/** Accrual rates for the accounting summary; companies may override them (`PayrollPolicy.provisionRates`). */
export type ProvisionRates = {
  readonly aguinaldo: Sourced<BasisPoints>;
  readonly vacation: Sourced<BasisPoints>;
  readonly cesantia: Sourced<BasisPoints>;
};

export type HolidayId =
  | 'NEW_YEAR'
  | 'JUAN_SANTAMARIA'
  | 'HOLY_THURSDAY'
  | 'GOOD_FRIDAY'
  | 'LABOUR_DAY'
  | 'NICOYA_ANNEXATION'
  | 'VIRGEN_DE_LOS_ANGELES'
  | 'MOTHERS_DAY'
  | 'AFRO_COSTA_RICAN_DAY'
  | 'INDEPENDENCE_DAY'
  | 'ARMY_ABOLITION_DAY'
  | 'CHRISTMAS';

type HolidayBase = Provenance & {
  readonly id: HolidayId;
  /** Official Spanish name. */
  readonly name: string;
  /** Pago obligatorio (art. 148): paid by law even when not worked on day-paid contracts. */
  readonly obligatory: boolean;
  readonly legalRef: string;
  /** Last day the holiday existed; `null` while in force. */
  readonly effectiveTo: IsoDate | null;
};

export type HolidayDefinition =
  | (HolidayBase & { readonly kind: 'fixed'; readonly month: number; readonly day: number })
  | (HolidayBase & { readonly kind: 'easter'; readonly offsetDays: number });

/** A holiday enjoyed on another day in one year (Ley 9875 transfers, Ley 10050 Sunday moves). */
export type HolidayTransfer = Provenance & {
  readonly id: HolidayId;
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly legalRef: string;
};

export type JornadaRule = {
  readonly maxHoursPerDay: Sourced<number>;
  readonly maxHoursPerWeek: Sourced<number>;
  /** Longer day allowed when the week stays within its maximum (art. 136); `null` where none is. */
  readonly extendedMaxHoursPerDay: Sourced<number> | null;
};

export type CesantiaRow = {
  /** Years of service, 1–13 (13 stands for "13 or more"). */
  readonly years: number;
  /** Days of salary per year, in hundredths of a day (19.5 days = 1950) so 21.24 stays exact. */
  readonly daysPerYearHundredths: number;
};

/** Código de Trabajo and related laws: values that do not change each January. */
export type LabourCode = {
  readonly jornadas: Readonly<Record<JornadaType, JornadaRule>>;
  readonly dailyCapHours: Sourced<number>;
  readonly overtimeRate: Sourced<BasisPoints>;
  /** The simple day added when a holiday is worked: salary already includes the holiday, so the day is paid double. */
  readonly holidayWorkedAdditionalRate: Sourced<BasisPoints>;
  readonly holidayOvertimeRate: Sourced<BasisPoints>;
  /** The simple pay added per hour worked on the weekly rest day (art. 152): the salary already pays the day once. */
  readonly restDayWorkedAdditionalRate: Sourced<BasisPoints>;
  /** Hours beyond the jornada on the rest day: 1.5 × the double hour. */
  readonly restDayOvertimeRate: Sourced<BasisPoints>;
  readonly monthDays: Sourced<number>;
  readonly fortnightDays: Sourced<number>;
  readonly disability: {
    readonly ccssIllnessEmployerDays: Sourced<number>;
    readonly ccssIllnessSubsidyRate: Sourced<BasisPoints>;
    readonly maternityEmployerRate: Sourced<BasisPoints>;
    readonly maternityCcssRate: Sourced<BasisPoints>;
    /** Paternity leave (CT art. 95 as reformed by Ley 10211): the employer's share, as maternity. */
    readonly paternityEmployerRate: Sourced<BasisPoints>;
    /** The CCSS's share of paternity leave (a subsidy; information line). */
    readonly paternityCcssRate: Sourced<BasisPoints>;
    /** Paid paternity days: 2 a week during the first 4 weeks after the birth. */
    readonly paternityDays: Sourced<number>;
    readonly insInitialDays: Sourced<number>;
    readonly insInitialRate: Sourced<BasisPoints>;
    /**
     * The employer's share of CCSS illness days 1–3 is a subsidy of the suspended contract, not salary: no CCSS
     * contributions, not in the aguinaldo or the art. 157 average (the salary tax still applies).
     */
    readonly illnessEmployerPayIsSubsidy: Sourced<boolean>;
  };
  readonly vacations: {
    readonly weeksPerPeriod: Sourced<number>;
    readonly periodWeeks: Sourced<number>;
    /** Weeks of pay the art. 157 average looks back on (the whole employment when shorter). */
    readonly averageWeeks: Sourced<number>;
    /** Weeks after the 50 within which the employer must grant the vacation (art. 155). */
    readonly grantWeeks: Sourced<number>;
    readonly proportionalDaysPerMonth: Sourced<number>;
    readonly domesticDaysPerPeriod: Sourced<number>;
  };
  readonly termination: {
    readonly noticeDays: Sourced<{
      readonly threeToSixMonths: number;
      readonly sixToTwelveMonths: number;
      readonly overOneYear: number;
    }>;
    readonly cesantiaShortServiceDays: Sourced<{
      readonly threeToSixMonths: number;
      readonly sixToTwelveMonths: number;
    }>;
    readonly cesantiaTable: Sourced<readonly CesantiaRow[]>;
    readonly cesantiaCapYears: Sourced<number>;
    readonly averageMonths: Sourced<number>;
  };
  readonly aguinaldo: {
    readonly divisor: Sourced<number>;
    /** First day of the accrual year, as month and day of the previous year (1 December). */
    readonly periodStart: Sourced<{ readonly month: number; readonly day: number }>;
    readonly periodEnd: Sourced<{ readonly month: number; readonly day: number }>;
  };
};

/**
 * Everything the engine needs from `effectiveFrom` on. The shipped sets are one per calendar year (a new
 * file in `rules/cr/` registered in `rules/index.ts`); `mergeRegisteredRules` cuts the timeline wherever any
 * table changes. The set in force on a date is the last that starts on or before it (`getRuleSet`).
 */
export type RuleSet = {
  readonly country: 'CR';
  /** The year of `effectiveFrom` (for a yearly file, the year it was published for). */
  readonly year: number;
  readonly effectiveFrom: IsoDate;
  /**
   * Last day of the year a shipped file was published for, or the day before the next merged set; `null`
   * for the last merged set. Informational: a set stays in force until a later one starts.
   */
  readonly effectiveTo: IsoDate | null;
  readonly ccss: {
    readonly worker: readonly ContributionRule<CcssWorkerLineCode>[];
    readonly employer: readonly ContributionRule<CcssEmployerLineCode>[];
  };
  readonly salaryTax: SalaryTaxRules;
  /** The generic unskilled (TONC, "mínimo minimorum") minimum: every set has one. */
  readonly minimumWage: MinimumWageRule;
  /**
   * The minimum of each decree category with a value in force (TONC included, equal to `minimumWage`); a
   * category the reference gives no figure for yet is absent (no warning for it). Read through
   * `minimumWageFor(category, date, ruleSets)`.
   */
  readonly minimumWages: MinimumWagesByCategory;
  readonly provisionDefaults: ProvisionRates;
  readonly holidays: {
    readonly definitions: readonly HolidayDefinition[];
    /**
     * Holiday transfers this set brings (each applies in the year of its `from` only). `holidays(year)`
     * gathers the transfers of every set in the list, so where a transfer sits does not matter.
     */
    readonly transfers: readonly HolidayTransfer[];
  };
  readonly labourCode: LabourCode;
};

// Pay items: a company's recurring earnings and deductions (issue 26), and the law's limits on deductions.

/**
 * What a pay item is, which decides how the law treats it: commissions and bonuses are salary, travel allowances
 * (viáticos) are not; the worker's savings in the asociación solidarista and the employer's contribution to it;
 * court orders (pensión alimentaria, embargo); loans from the company or the association, salary advances, and
 * voluntary deductions (insurance, union or cooperative dues).
 */
export const PAY_ITEM_CLASSES = [
  'commission',
  'bonus',
  'allowance',
  'association_savings',
  'association_employer',
  'alimony',
  'embargo',
  'company_loan',
  'association_loan',
  'advance',
  'voluntary',
] as const;
export type PayItemClass = (typeof PAY_ITEM_CLASSES)[number];

/**
 * `earning`: paid to the worker; `deduction`: withheld from the worker's pay; `employer`: the employer's own
 * charge (its contribution to the association), never taken from the worker.
 */
export type PayItemKind = 'earning' | 'deduction' | 'employer';

/** How the law treats an earning. Deductions and employer charges have every flag false. */
export type PayItemTreatment = {
  /** Salary reported to the CCSS: worker and employer contributions apply (and it is garnishable salary). */
  readonly ccssBase: boolean;
  /** In the salary tax base (Reglamento Ley 7092 art. 29). */
  readonly taxable: boolean;
  /** Counted for the aguinaldo (Ley 2412). */
  readonly aguinaldo: boolean;
  /** Counted in the settlement's salary average (CT arts. 29–30: ordinary and extraordinary salaries). */
  readonly settlementAverage: boolean;
};

export type PayItemEarningLineCode = 'COMMISSION' | 'BONUS' | 'TRAVEL_ALLOWANCE';
export type PayItemDeductionLineCode =
  | 'ALIMONY_DEDUCTION'
  | 'GARNISHMENT'
  | 'ASSOCIATION_SAVINGS'
  | 'ASSOCIATION_LOAN'
  | 'COMPANY_LOAN'
  | 'SALARY_ADVANCE'
  | 'VOLUNTARY_DEDUCTION';
export type PayItemEmployerLineCode = 'ASSOCIATION_EMPLOYER';
export type PayItemLineCode = PayItemEarningLineCode | PayItemDeductionLineCode | PayItemEmployerLineCode;

/** The shipped treatment of one class: its kind, payslip line, legal flags and the legal basis printed on it. */
export type PayItemClassRule = Provenance & {
  readonly kind: PayItemKind;
  readonly lineCode: PayItemLineCode;
  readonly treatment: PayItemTreatment;
  /** Spanish, quoted on the voucher as the law names it. */
  readonly legalRef: string;
};

export type PayItemClassRules = Readonly<Record<PayItemClass, PayItemClassRule>>;

/**
 * The protected (inembargable) amount of one minimum-wage decree (CT art. 172): the lowest monthly minimum the
 * decree sets, a daily one × 26. An embargo keeps the amount of the decree in force on its order date.
 */
export type ProtectedAmountRule = Provenance & {
  readonly decree: string;
  /** Monthly, in céntimos. */
  readonly monthly: Cents;
  /** The decree category it is the minimum of. */
  readonly category: MinimumWageCategory;
};

/** The law's limits on what may be withheld from a salary (CT art. 172; Ley de Pensiones Alimentarias 7654). */
export type GarnishmentRules = {
  /** One per decree, oldest first. */
  readonly protectedAmounts: readonly ProtectedAmountRule[];
  /** Days a daily minimum is multiplied by to give the protected month (art. 172: × 26). */
  readonly dailyMinimumDays: Sourced<number>;
  /** The lower band of the excess runs up to this many times the protected amount (3). */
  readonly lowerBandMultiple: Sourced<number>;
  /** Share of the lower band that may be garnished: 1/8 = 1 250 basis points. */
  readonly lowerBandShare: Sourced<BasisPoints>;
  /** Share of the rest that may be garnished: 1/4 = 2 500 basis points. */
  readonly upperBandShare: Sourced<BasisPoints>;
  /** Pensiones alimentarias together never take more than this share of the salary (50 %). */
  readonly alimonyCapRate: Sourced<BasisPoints>;
};
