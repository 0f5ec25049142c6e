import { z } from 'zod';
import { isoDate, MINIMUM_WAGE_CATEGORIES, minimumWageCategory, optionalBody } from './parameters';
import { V } from './validation';

/**
 * Legal parameters: the law's rule tables as dated intervals (the values shipped with the product and those
 * the installation's system administrator registers), and each company's payment-date rule. Money is integer
 * céntimos; rates are basis points (5.5 % = 550, 0–10000).
 */

// ---------------------------------------------------------------------------------------------------------
// Vocabulary (the same lists as `@planilla/domain`, which contracts do not import)

/** The thirteen lines of the CCSS bill: three deducted from the worker, ten paid by the employer. */
export const CCSS_LINE_CODES = [
  'CCSS_SEM_WORKER',
  'CCSS_IVM_WORKER',
  'BANCO_POPULAR_WORKER',
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
] as const;
export type CcssLineCode = (typeof CCSS_LINE_CODES)[number];

/** The holidays of Código de Trabajo art. 148. */
export const HOLIDAY_IDS = [
  'NEW_YEAR',
  'JUAN_SANTAMARIA',
  'HOLY_THURSDAY',
  'GOOD_FRIDAY',
  'LABOUR_DAY',
  'NICOYA_ANNEXATION',
  'VIRGEN_DE_LOS_ANGELES',
  'MOTHERS_DAY',
  'AFRO_COSTA_RICAN_DAY',
  'INDEPENDENCE_DAY',
  'ARMY_ABOLITION_DAY',
  'CHRISTMAS',
] as const;
export type HolidayIdCode = (typeof HOLIDAY_IDS)[number];

/** The rule tables: yearly brackets and credits, CCSS rates, minimum wage, provisions, holiday transfers. */
export const LEGAL_RULE_TABLES = [
  'salaryTax',
  'minimumWage',
  'ccssRate',
  'provisions',
  'holidayTransfer',
] as const;
export type LegalRuleTable = (typeof LEGAL_RULE_TABLES)[number];

/** First date a value may take effect: the engine answers from 1 January 2020. */
export const FIRST_LEGAL_RULE_DATE = '2020-01-01';

/** Pay dates on a Saturday, Sunday or holiday: paid the business day before (default), or kept. */
export const PAY_DATE_RULES = ['previous_business_day', 'keep'] as const;
export type PayDateRuleCode = (typeof PAY_DATE_RULES)[number];

// ---------------------------------------------------------------------------------------------------------
// Pieces

const effectiveFrom = isoDate.refine((s) => s >= FIRST_LEGAL_RULE_DATE, { error: V.dateBefore2020 });
const decree = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(120, { error: V.tooLong });
const source = z.string({ error: V.invalidValue }).trim().max(300, { error: V.tooLong }).nullish();
const cents = z
  .number({ error: V.invalidNumber })
  .int({ error: V.invalidNumber })
  .safe({ error: V.invalidNumber });
const nonNegativeCents = cents.min(0, { error: V.amountNotNegative });
const positiveCents = cents.min(1, { error: V.amountPositive });
/** Basis points: 0 (0 %) to 10000 (100 %). */
export const basisPoints = z
  .number({ error: V.invalidNumber })
  .int({ error: V.rateRange })
  .min(0, { error: V.rateRange })
  .max(10_000, { error: V.rateRange });

/** One band of the salary tax: the rate applies above `from` (céntimos) up to the next band's `from`. */
export const taxBandInput = z.object({ from: nonNegativeCents, rate: basisPoints });

/** Bands from 0, each starting above the previous one. */
const taxBands = z
  .array(taxBandInput, { error: V.required })
  .min(2, { error: V.tooShort })
  .max(10, { error: V.tooLong })
  .superRefine((bands, ctx) => {
    if (bands[0] && bands[0].from !== 0) {
      ctx.addIssue({ code: 'custom', path: [0, 'from'], message: V.firstBracketFromZero });
    }
    bands.forEach((band, index) => {
      const previous = bands[index - 1];
      if (index > 0 && previous && band.from <= previous.from) {
        ctx.addIssue({ code: 'custom', path: [index, 'from'], message: V.bracketsAscending });
      }
    });
  });

const registrationBase = { decree, source };

const salaryTaxFields = {
  effectiveFrom,
  /** Ascending thresholds; the last band is open. */
  brackets: taxBands,
  /** Monthly credit per child and for the spouse, céntimos. */
  childCredit: nonNegativeCents,
  spouseCredit: nonNegativeCents,
};
const minimumWageFields = {
  effectiveFrom,
  /** The decree's category (default the generic unskilled worker, TONC); one registration per category. */
  category: minimumWageCategory.default('unskilled'),
  /** The category's minimum, a month. */
  monthly: positiveCents,
  /** A day; optional. */
  daily: positiveCents.nullish(),
};
const transferFields = {
  holidayId: z.enum(HOLIDAY_IDS, { error: V.unknownOption }),
  /** The law's date of the holiday that year. */
  from: effectiveFrom,
  /** The day it is enjoyed instead, in the same year. */
  to: effectiveFrom,
};
const checkTransfer = (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (value.from === value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: V.transferSameDay });
  else if (value.from.slice(0, 4) !== value.to.slice(0, 4)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: V.transferOtherYear });
  }
};

// ---------------------------------------------------------------------------------------------------------
// paramPlanilla/newlegalrule (POST): register newly published values (system administrator only)

export const newSalaryTaxRule = z.object({
  kind: z.literal('salaryTax'),
  ...registrationBase,
  ...salaryTaxFields,
});
export const newCcssRatesRule = z.object({
  kind: z.literal('ccssRates'),
  ...registrationBase,
  effectiveFrom,
  /** The lines whose rate changes (one interval each). */
  rates: z
    .array(z.object({ code: z.enum(CCSS_LINE_CODES, { error: V.unknownOption }), rate: basisPoints }), {
      error: V.required,
    })
    .min(1, { error: V.required })
    .max(CCSS_LINE_CODES.length, { error: V.tooLong })
    .superRefine((rates, ctx) => {
      rates.forEach((rate, index) => {
        if (rates.findIndex((other) => other.code === rate.code) !== index) {
          ctx.addIssue({ code: 'custom', path: [index, 'code'], message: V.duplicateValue });
        }
      });
    }),
});
export const newMinimumWageRule = z.object({
  kind: z.literal('minimumWage'),
  ...registrationBase,
  ...minimumWageFields,
});
export const newHolidayTransferRule = z
  .object({ kind: z.literal('holidayTransfer'), ...registrationBase, ...transferFields })
  .superRefine(checkTransfer);

export const newLegalRuleRequest = z.discriminatedUnion(
  'kind',
  [newSalaryTaxRule, newCcssRatesRule, newMinimumWageRule, newHolidayTransferRule],
  { error: V.unknownOption },
);
export type NewLegalRuleRequest = z.input<typeof newLegalRuleRequest>;

// ---------------------------------------------------------------------------------------------------------
// paramPlanilla/updatelegalrule (PUT): change a registered value that has not taken effect yet

const id = z.number({ error: V.required }).int({ error: V.invalidValue }).positive({ error: V.invalidValue });

export const updateLegalRuleRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({ id, kind: z.literal('salaryTax'), ...registrationBase, ...salaryTaxFields }),
    z.object({
      id,
      kind: z.literal('ccssRate'),
      ...registrationBase,
      effectiveFrom,
      code: z.enum(CCSS_LINE_CODES, { error: V.unknownOption }),
      rate: basisPoints,
    }),
    z.object({ id, kind: z.literal('minimumWage'), ...registrationBase, ...minimumWageFields }),
    z
      .object({ id, kind: z.literal('holidayTransfer'), ...registrationBase, ...transferFields })
      .superRefine(checkTransfer),
  ],
  { error: V.unknownOption },
);
export type UpdateLegalRuleRequest = z.input<typeof updateLegalRuleRequest>;

// paramPlanilla/deletelegalrule (DELETE): remove a registered value that has not taken effect yet
export const deleteLegalRuleRequest = z.object({ id });
export type DeleteLegalRuleRequest = z.input<typeof deleteLegalRuleRequest>;

// ---------------------------------------------------------------------------------------------------------
// paramPlanilla/legalrules (POST): every table with its intervals (every signed-in role)

export const legalRulesRequest = optionalBody(z.object({}));

const intervalBase = {
  /** Within a table: the CCSS line code, `HOLIDAY_ID:year` for a transfer, else the table's name. */
  key: z.string(),
  effectiveFrom: z.string(),
  /** The day before the next value of the same key; `null` while it is the last (in force until a newer one). */
  effectiveTo: z.string().nullable(),
  decree: z.string().nullable(),
  /** Where the value comes from: the reference's sources for shipped values, decree and note for registered. */
  source: z.string(),
  /** How sure the reference is of a shipped value; registered values are `confirmed`. */
  status: z.enum(['confirmed', 'sourced', 'derived', 'unconfirmed']),
  origin: z.enum(['shipped', 'registered']),
  /** The registration's id (to edit or delete it), `null` for shipped values. */
  id: z.number().int().nullable(),
  /**
   * On the server's today: `scheduled` (starts later), `in_force`, `ended` (a later value replaced it),
   * `overridden` (a shipped value replaced by a registered one of the same date, never applied).
   */
  state: z.enum(['scheduled', 'in_force', 'ended', 'overridden']),
  /** A yearly value (brackets, minimum wage) in force after the year it was published for. */
  carriedForward: z.boolean(),
  /** A registered value that has not taken effect: it may still be edited or deleted. */
  editable: z.boolean(),
  registeredAt: z.string().nullable(),
  registeredBy: z.string().nullable(),
};

export const legalRuleInterval = z.discriminatedUnion('table', [
  z.object({
    table: z.literal('salaryTax'),
    ...intervalBase,
    value: z.object({
      brackets: z.array(
        z.object({ from: z.number().int(), to: z.number().int().nullable(), rate: z.number().int() }),
      ),
      childCredit: z.number().int(),
      spouseCredit: z.number().int(),
      legalRef: z.string(),
    }),
  }),
  z.object({
    table: z.literal('minimumWage'),
    ...intervalBase,
    value: z.object({
      category: z.enum(MINIMUM_WAGE_CATEGORIES),
      monthly: z.number().int(),
      daily: z.number().int().nullable(),
    }),
  }),
  z.object({
    table: z.literal('ccssRate'),
    ...intervalBase,
    value: z.object({ code: z.enum(CCSS_LINE_CODES), rate: z.number().int(), legalRef: z.string() }),
  }),
  z.object({
    table: z.literal('provisions'),
    ...intervalBase,
    value: z.object({ aguinaldo: z.number().int(), vacation: z.number().int(), cesantia: z.number().int() }),
  }),
  z.object({
    table: z.literal('holidayTransfer'),
    ...intervalBase,
    value: z.object({
      holidayId: z.enum(HOLIDAY_IDS),
      name: z.string(),
      from: z.string(),
      to: z.string(),
      legalRef: z.string(),
    }),
  }),
]);
export type LegalRuleInterval = z.infer<typeof legalRuleInterval>;

export const holidayDefinitionDto = z.object({
  id: z.enum(HOLIDAY_IDS),
  /** Official Spanish name. */
  name: z.string(),
  obligatory: z.boolean(),
  /** A fixed day (`month`/`day`) or days from Easter Sunday (`offsetDays`). */
  kind: z.enum(['fixed', 'easter']),
  month: z.number().int().nullable(),
  day: z.number().int().nullable(),
  offsetDays: z.number().int().nullable(),
  /** `null` when the law is older than any date the engine computes. */
  effectiveFrom: z.string().nullable(),
  legalRef: z.string(),
});
export type HolidayDefinitionDto = z.infer<typeof holidayDefinitionDto>;

export const legalRulesResponse = z.object({
  /** Today in Costa Rica, which `state` and `editable` were computed on. */
  today: z.string(),
  intervals: z.array(legalRuleInterval),
  /**
   * The minimum wages by decree category, one entry per year a decree gave values (shipped or registered):
   * each category's value published for that year, or `null` where none was ("not published").
   */
  minimumWageYears: z.array(
    z.object({
      year: z.number().int(),
      categories: z.array(
        z.object({
          category: z.enum(MINIMUM_WAGE_CATEGORIES),
          value: z
            .object({
              monthly: z.number().int(),
              daily: z.number().int().nullable(),
              decree: z.string().nullable(),
              effectiveFrom: z.string(),
              status: z.enum(['confirmed', 'sourced', 'derived', 'unconfirmed']),
              origin: z.enum(['shipped', 'registered']),
            })
            .nullable(),
        }),
      ),
    }),
  ),
  holidays: z.array(holidayDefinitionDto),
  /** The holidays of the current and the next year, transfers applied. */
  upcomingHolidays: z.array(
    z.object({
      date: z.string(),
      id: z.enum(HOLIDAY_IDS),
      name: z.string(),
      obligatory: z.boolean(),
      movedFrom: z.string().nullable(),
    }),
  ),
});
export type LegalRulesResponse = z.infer<typeof legalRulesResponse>;

/** What newlegalrule, updatelegalrule and deletelegalrule answer: the registrations they wrote or removed. */
export const legalRuleChangeResponse = z.object({ ids: z.array(z.number().int()) });
export type LegalRuleChangeResponse = z.infer<typeof legalRuleChangeResponse>;

// ---------------------------------------------------------------------------------------------------------
// paramPlanilla/companysettings (POST, read) and paramPlanilla/updatecompanysettings (PUT): the company's
// payroll settings, one set per company (see docs/payroll-cycle.md, "Company settings"):
// - `payDateRule`: a pay date on a Saturday, Sunday or holiday moves to the business day before
//   (`previous_business_day`, the default) or stays (`keep`);
// - `payDateTiming` / `payDateDays`: pay on the period's last day (`periodEnd`) or N days after it
//   (`daysAfterEnd`, 0–31), before the business-day rule;
// - `weekAnchor`: the first day of one weekly or biweekly period (its weekday is the company's first day of
//   the week; for biweekly periods the date also says which of two weeks starts one);
// - `allowAdvanceVacations`: vacations beyond the earned balance are accepted (the balance goes negative);
// - `vacationMaxPeriods`, `vacationGrantWeeks`: when the vacation screen flags a balance (over the limit,
//   overdue);
// - `weeklyRestDayPaid`: weekly and biweekly pay includes the weekly rest day (CT art. 152: in commerce, and in
//   the art. 136 case of a five-day week); otherwise it pays the days worked and the obligatory holidays. Default
//   false, the law's general rule; an employee may differ;
// - `vacationApprover`: who decides the employees' vacation requests: `roles` (payroll manager, HR assistant,
//   administrator; the default) or `departmentHead` (the head of the employee's department when it has one, the
//   roles otherwise).

export const COMPANY_PAY_DATE_TIMINGS = ['periodEnd', 'daysAfterEnd'] as const;
export type CompanyPayDateTiming = (typeof COMPANY_PAY_DATE_TIMINGS)[number];
export const VACATION_APPROVERS = ['roles', 'departmentHead'] as const;
export type VacationApprover = (typeof VACATION_APPROVERS)[number];

export const companySettingsRequest = optionalBody(z.object({}));
export const companySettingsResponse = z.object({
  num_empresa: z.number().int(),
  payDateRule: z.enum(PAY_DATE_RULES),
  payDateTiming: z.enum(COMPANY_PAY_DATE_TIMINGS),
  payDateDays: z.number().int(),
  weekAnchor: z.string(),
  /** 0 Sunday … 6 Saturday: the weekday of `weekAnchor`. */
  firstDayOfWeek: z.number().int(),
  allowAdvanceVacations: z.boolean(),
  /** Vacation periods an employee may accumulate before the vacation screen flags them (over the limit). */
  vacationMaxPeriods: z.number().int(),
  /** Weeks after the 50 within which the company grants a period (art. 155: at most 15); later it is overdue. */
  vacationGrantWeeks: z.number().int(),
  /** Payment vouchers (PDF) open only with the employee's cédula as password. */
  voucherPassword: z.boolean(),
  weeklyRestDayPaid: z.boolean(),
  vacationApprover: z.enum(VACATION_APPROVERS),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsResponse>;
/** Every field is optional: what is left out keeps its value. */
export const updateCompanySettingsRequest = z.object({
  payDateRule: z.enum(PAY_DATE_RULES, { error: V.unknownOption }).optional(),
  payDateTiming: z.enum(COMPANY_PAY_DATE_TIMINGS, { error: V.unknownOption }).optional(),
  payDateDays: z
    .number({ error: V.invalidNumber })
    .int({ error: V.invalidNumber })
    .min(0, { error: V.invalidNumber })
    .max(31, { error: V.invalidNumber })
    .optional(),
  weekAnchor: isoDate.optional(),
  allowAdvanceVacations: z.boolean({ error: V.invalidValue }).optional(),
  vacationMaxPeriods: z
    .number({ error: V.invalidNumber })
    .int({ error: V.invalidNumber })
    .min(1, { error: V.invalidNumber })
    .max(10, { error: V.invalidNumber })
    .optional(),
  vacationGrantWeeks: z
    .number({ error: V.invalidNumber })
    .int({ error: V.invalidNumber })
    .min(1, { error: V.invalidNumber })
    .max(15, { error: V.invalidNumber })
    .optional(),
  voucherPassword: z.boolean({ error: V.invalidValue }).optional(),
  weeklyRestDayPaid: z.boolean({ error: V.invalidValue }).optional(),
  vacationApprover: z.enum(VACATION_APPROVERS, { error: V.unknownOption }).optional(),
});
export type UpdateCompanySettingsRequest = z.input<typeof updateCompanySettingsRequest>;

// ---------------------------------------------------------------------------------------------------------
// paramPlanilla/rtpolicies (POST, read), savertpolicy (PUT) and deletertpolicy (DELETE): the company's INS
// Riesgos del Trabajo policy, effective-dated. Each version holds from its date until the next one; the payroll
// calculation charges the version in force on a period's last day on the period's gross salary
// (`INS_RISK_PREMIUM`). The rate is the one the INS set for the company's economic activity, in basis points
// (1.50 % = 150).

/** 0.01 % to 25 %: the INS rates by activity fall well inside (docs/decisions.md, "RT premium"). */
export const RT_RATE_MIN = 1;
export const RT_RATE_MAX = 2_500;

export const rtPolicy = z.object({
  effectiveFrom: z.string(),
  policyNumber: z.string(),
  /** Basis points of the salaries reported. */
  rate: z.number().int(),
  activity: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type RtPolicy = z.infer<typeof rtPolicy>;

export const rtPoliciesRequest = optionalBody(z.object({}));
export const rtPoliciesResponse = z.object({
  /** The version in force today (null: the company has no policy today, and no premium is charged). */
  inForce: rtPolicy.nullable(),
  /** Every version, newest first. */
  items: z.array(rtPolicy),
});
export type RtPoliciesResponse = z.infer<typeof rtPoliciesResponse>;

export const saveRtPolicyRequest = z.object({
  /** The version to add, or to change when one starts on that date. */
  effectiveFrom: isoDate,
  policyNumber: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(30, { error: V.rtPolicyNumber })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { error: V.rtPolicyNumber }),
  rate: z
    .number({ error: V.rtRateRange })
    .int({ error: V.rtRateRange })
    .min(RT_RATE_MIN, { error: V.rtRateRange })
    .max(RT_RATE_MAX, { error: V.rtRateRange }),
  activity: z
    .string({ error: V.invalidValue })
    .trim()
    .max(120, { error: V.tooLong })
    .nullish()
    .transform((s) => (s ? s : null)),
});
export type SaveRtPolicyRequest = z.input<typeof saveRtPolicyRequest>;
export const deleteRtPolicyRequest = z.object({ effectiveFrom: isoDate });
