import type { BasisPoints } from '../money/money';

/** How withholding is spread over non-monthly payrolls (reference §3: the official method is unconfirmed). */
export type TaxProrationMethod = 'month_to_date' | 'projected';

/** Where the salary tax is rounded (reference §3: rounding is unconfirmed). */
export type TaxRounding = 'centimo' | 'colon';

/** How the cesantía table is read for a given seniority (reference §9: fractions are unconfirmed). */
export type CesantiaMethod = 'total_seniority_row' | 'cumulative_by_year';

/** How a vacation day is paid in money on termination (reference §5: pay mechanics are sourced once). */
export type VacationCashOut = 'calendar_equivalent' | 'working_days';

/**
 * Company-level choices for the rules the reference marks UNCONFIRMED or leaves to each employer.
 * Every field has the default the reference recommends (`DEFAULT_PAYROLL_POLICY`); override per company.
 */
export type PayrollPolicy = {
  /**
   * CCSS illness, days 1–3 (reference §7, disputed): share paid by the employer and share the CCSS
   * pays (the latter shown as information only). Default 50 % employer / 0 % CCSS per the Costa Rican lawyers.
   */
  readonly illnessFirstDays: { readonly employerRate: BasisPoints; readonly ccssRate: BasisPoints };
  /**
   * INS work-accident subsidy after day 45, shown as information (reference §7: 100 % up to a threshold
   * and 67 % on the excess; the threshold is unconfirmed). Default 67 % of the daily salary.
   */
  readonly insLaterRate: BasisPoints;
  /** Salary tax on weekly, biweekly and fortnightly payrolls (reference §3). Default month-to-date. */
  readonly taxProration: TaxProrationMethod;
  /** Default `centimo`: keep the céntimos; `colon` rounds the withholding half-up to whole colones. */
  readonly taxRounding: TaxRounding;
  /**
   * INS Riesgos del Trabajo premium rate of this employer's policy (reference §2: depends on the activity,
   * unconfirmed). Default `null`: INS bills it separately and no line is accrued.
   */
  readonly insRiskPremiumRate: BasisPoints | null;
  /** Company overrides of the accrual rates; `undefined` keeps the rule set's default. */
  readonly provisionRates: {
    readonly aguinaldo?: BasisPoints | undefined;
    readonly vacation?: BasisPoints | undefined;
    readonly cesantia?: BasisPoints | undefined;
  };
  /** Default `total_seniority_row`: days for the total seniority × min(years, 8), the reference's reading. */
  readonly cesantiaMethod: CesantiaMethod;
  /**
   * Default `calendar_equivalent`: a working day of vacation paid in money is worth 7 ÷ (working days per
   * week) daily salaries, so 12 days on a 6-day week pay (monthly ÷ 30) × 14 as the reference's pay
   * mechanics say. `working_days` pays one daily salary per day.
   */
  readonly vacationCashOut: VacationCashOut;
};

export type PayrollPolicyOverrides = Partial<PayrollPolicy>;

export const DEFAULT_PAYROLL_POLICY: PayrollPolicy = {
  illnessFirstDays: { employerRate: 5_000, ccssRate: 0 },
  insLaterRate: 6_700,
  taxProration: 'month_to_date',
  taxRounding: 'centimo',
  insRiskPremiumRate: null,
  provisionRates: {},
  cesantiaMethod: 'total_seniority_row',
  vacationCashOut: 'calendar_equivalent',
};

/** The default policy with a company's overrides applied. */
export function resolvePolicy(overrides?: PayrollPolicyOverrides): PayrollPolicy {
  if (!overrides) return DEFAULT_PAYROLL_POLICY;
  return { ...DEFAULT_PAYROLL_POLICY, ...overrides };
}
