// Public API of @planilla/domain: the Costa Rican payroll engine. Pure functions over plain data; no
// clock, no I/O. Other packages import from here only.

export { DomainError, type DomainErrorCode } from './errors';

// Money
export {
  ZERO,
  addCents,
  allocate,
  applyRate,
  cents,
  colones,
  isCents,
  maxCents,
  minCents,
  mulDiv,
  negateCents,
  prorate,
  rateFromBasisPoints,
  roundHalfUp,
  splitEvenly,
  subtractCents,
  sumCents,
  toColonesString,
  type BasisPoints,
  type Cents,
  type Money,
} from './money/money';
export { parseColones } from './money/parse-colones';

// Calendar
export {
  addDays,
  addMonths,
  addYears,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isLeapYear,
  weekday,
  type IsoDate,
  type Weekday,
} from './calendar/iso-date';
export { COSTA_RICA_UTC_OFFSET_MINUTES, todayInCostaRica } from './calendar/costa-rica-today';
export { easterSunday } from './calendar/easter';
export { holidayLawDate, holidayOn, holidays, type Holiday } from './calendar/holidays';
export {
  DEFAULT_PAY_DATE_RULE,
  PAY_DATE_RULES,
  adjustPayDate,
  isBusinessDay,
  type PayDateRule,
} from './calendar/business-days';
export {
  DEFAULT_PERIOD_ANCHOR,
  PERIODICITIES,
  calendarDays,
  listPeriods,
  nextPeriod,
  nominalDays,
  periodFor,
  previousPeriod,
  thirtyDayMonthDays,
  type Period,
  type PeriodOptions,
  type Periodicity,
} from './calendar/periods';
export { serviceLength, type ServiceLength } from './calendar/service-length';
export {
  COSTA_RICA_UTC_OFFSET,
  clockTimeToMinutes,
  formatLocalDateTime,
  fromMinuteNumber,
  isLocalDateTime,
  localDate,
  localDateTimeParts,
  toMinuteNumber,
  type LocalDateTime,
  type LocalDateTimeParts,
} from './calendar/local-date-time';
export {
  MAX_PAY_DELAY_DAYS,
  payDateFor,
  payrollCalendar,
  payrollYearOf,
  weekAnchor,
  type AdjustPayDate,
  type PayDateTiming,
  type PayrollCalendarEntry,
  type PayrollCalendarInput,
} from './calendar/payroll-calendar';

// Rules
export {
  CR_PAYROLL_RULES,
  CR_RULE_SETS,
  FIRST_RULE_DATE,
  findRuleSetForYear,
  getRuleSet,
  payrollRules,
  type PayrollRules,
} from './rules/index';
export {
  CCSS_EMPLOYER_CODES,
  CCSS_LINE_CODES,
  CCSS_WORKER_CODES,
  assertTaxBrackets,
  carriedRuleDetail,
  carriedRules,
  mergeRegisteredRules,
  parseCarriedRuleDetail,
  ruleTimeline,
  type CarriedRule,
  type CarriedRuleDetail,
  type CarriedRuleTable,
  type CcssLineCode,
  type RegisteredCcssRate,
  type RegisteredHolidayTransfer,
  type RegisteredMinimumWage,
  type RegisteredRule,
  type RegisteredSalaryTax,
  type RuleInterval,
  type RuleTable,
} from './rules/timeline';
export { CR_HOLIDAY_DEFINITIONS, CR_FIRST_HOLIDAY_YEAR } from './rules/cr/holiday-law';
export {
  DEFAULT_PAYROLL_POLICY,
  resolvePolicy,
  type CesantiaMethod,
  type PayrollPolicy,
  type PayrollPolicyOverrides,
  type TaxProrationMethod,
  type TaxRounding,
  type VacationCashOut,
} from './rules/policy';
export type {
  CcssEmployerLineCode,
  CcssWorkerLineCode,
  ContributionRule,
  HolidayDefinition,
  HolidayId,
  HolidayTransfer,
  JornadaType,
  LabourCode,
  GarnishmentRules,
  MinimumWageCategory,
  MinimumWageRule,
  MinimumWagesByCategory,
  PayItemClass,
  PayItemClassRule,
  PayItemClassRules,
  PayItemDeductionLineCode,
  PayItemEarningLineCode,
  PayItemEmployerLineCode,
  PayItemKind,
  PayItemLineCode,
  PayItemTreatment,
  ProtectedAmountRule,
  Provenance,
  ProvisionRates,
  RuleSet,
  RuleStatus,
  SalaryTaxRules,
  Sourced,
  TaxBracket,
} from './rules/types';
export { MINIMUM_WAGE_CATEGORIES, PAY_ITEM_CLASSES } from './rules/types';
export { CR_PAY_ITEM_CLASSES } from './rules/cr/pay-items';
export { CR_GARNISHMENT_RULES } from './rules/cr/garnishment';
export { CR_LABOUR_CODE } from './rules/cr/labour-code';
export { EFFECTIVE_DATE_NOT_IN_REFERENCE } from './rules/cr/builders';

// Attendance
export {
  ATTENDANCE_CODES,
  DISABILITY_TYPES,
  countAttendance,
  isWorkedCode,
  type AttendanceCode,
  type AttendanceCounts,
  type AttendanceDay,
  type Disability,
  type DisabilityType,
} from './attendance/attendance';
export {
  CLOCK_STATES,
  clockStateFromCode,
  datesBetween,
  opensWork,
  pairClockMarks,
  type ClockPunch,
  type ClockState,
  type PairedDay,
  type PairedDayCode,
  type PairingIssue,
  type PairingOptions,
  type PairingResult,
  type ScheduledDay,
  type WorkInterval,
} from './attendance/clock-pairing';
export {
  applyShiftTolerances,
  countedExtraMinutes,
  EXTRA_ROUNDINGS,
  NO_TOLERANCES,
  type ExtraRounding,
  type ShiftTolerances,
} from './attendance/shift-tolerances';
export {
  disabilityPayers,
  type DisabilityPayer,
  type DisabilityPayerSpan,
  type DisabilityRange,
} from './attendance/disability-payers';

// Payroll
export { calculatePayslip } from './payroll/calculate-payslip';
export type {
  DeductionLineCode,
  EarningLineCode,
  EmployerLineCode,
  InfoLineCode,
  Jornada,
  JornadaChange,
  LineKind,
  Payslip,
  PayslipDays,
  PayslipInput,
  PayslipIssue,
  PayslipIssueCode,
  PayslipLine,
  PayslipLineCode,
  PayslipTax,
  PayslipTotals,
  ProvisionLineCode,
  SalaryEntry,
  WageType,
} from './payroll/payslip-types';
export type {
  GarnishmentComputation,
  PayItem,
  PayItemLimit,
  PayItemPercentageBase,
  PayItemResult,
  PayItemValue,
  PayslipLinePayItem,
  ProtectedAmountInForce,
} from './payroll/pay-item-types';
export {
  DEDUCTION_ORDER,
  checkPayItems,
  garnishableAmount,
  payItemClassRule,
  payItemDeductions,
  protectedAmountForPeriod,
  protectedAmountOn,
  type CheckedPayItem,
  type GarnishableAmount,
  type PayItemDeductionContext,
  type PayItemDeductions,
} from './payroll/pay-items';
export { monthlyEquivalent } from './payroll/wages';
export {
  computeMonthlySalaryTax,
  salaryTax,
  taxCredits,
  type SalaryTaxBand,
  type SalaryTaxInput,
  type SalaryTaxResult,
} from './payroll/salary-tax';
export {
  ccssEmployer,
  ccssWorker,
  type ContributionInput,
  type ContributionLine,
  type ContributionResult,
} from './payroll/ccss';
export {
  aguinaldo,
  aguinaldoBaseOf,
  aguinaldoPeriod,
  aguinaldoYearOf,
  AGUINALDO_BASE_LINE_CODES,
  type AguinaldoInput,
} from './payroll/aguinaldo';
export { LEGAL_REFS, NOT_SALARY_EARNING_CODES, insRiskPremiumLine } from './payroll/payslip-lines';
export {
  minimumWage,
  minimumWageFloorFor,
  minimumWageFor,
  type MinimumWageInForce,
} from './payroll/minimum-wage';

// Vacations and termination
export {
  vacationEntitlement,
  type VacationEntitlement,
  type VacationEntitlementInput,
  type VacationPeriod,
} from './vacations/vacation-entitlement';
export {
  TERMINATION_CAUSES,
  cesantiaDaysFor,
  noticeDaysFor,
  terminationSettlement,
  type SettlementLine,
  type SettlementLineCode,
  type TerminationCause,
  type TerminationInput,
  type TerminationSettlement,
  type TerminationVacation,
} from './termination/termination-settlement';
export { EXIT_TYPE_CAUSES, terminationCauseOf, type ExitTypeCode } from './termination/exit-causes';

// Validation
export { CR_BANK_CODES } from './validation/bank-codes';
export { ibanBankCode, ibanCheckDigits, isValidIban, normalizeIban } from './validation/iban';
export {
  NATIONAL_ID_TYPES,
  isValidNationalId,
  normalizeNationalId,
  type NationalIdType,
} from './validation/national-id';
