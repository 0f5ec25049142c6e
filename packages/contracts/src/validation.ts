/**
 * Validation messages are keys, not sentences: schemas say `{ error: V.passwordTooShort }` and each side
 * translates the key (the web with its locale files, the server with its message table).
 */
export const V = {
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooWeak: 'validation.passwordTooWeak',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  userCodeFormat: 'validation.userCodeFormat',
  invalidValue: 'validation.invalidValue',
  invalidNumber: 'validation.invalidNumber',
  // Employees and parameters (issue 4)
  invalidDate: 'validation.invalidDate',
  invalidTime: 'validation.invalidTime',
  invalidNationalId: 'validation.invalidNationalId',
  invalidIban: 'validation.invalidIban',
  ibanBankMismatch: 'validation.ibanBankMismatch',
  amountPositive: 'validation.amountPositive',
  invalidPhone: 'validation.invalidPhone',
  invalidBadgeCode: 'validation.invalidBadgeCode',
  unknownOption: 'validation.unknownOption',
  minimumAge: 'validation.minimumAge',
  salaryDateNotAfterLast: 'validation.salaryDateNotAfterLast',
  dateBeforeEntry: 'validation.dateBeforeEntry',
  reentryNotAfterExit: 'validation.reentryNotAfterExit',
  dateAfterExit: 'validation.dateAfterExit',
  notApplicable: 'validation.notApplicable',
  localityMismatch: 'validation.localityMismatch',
  workingDays: 'validation.workingDays',
  scheduleHoursExceedSpan: 'validation.scheduleHoursExceedSpan',
  scheduleOverLegalLimit: 'validation.scheduleOverLegalLimit',
  scheduleTimesOutsideJornada: 'validation.scheduleTimesOutsideJornada',
  duplicateInFile: 'validation.duplicateInFile',
  atLeastOneField: 'validation.atLeastOneField',
  exitTypeLiabilityFixed: 'validation.exitTypeLiabilityFixed',
  // Legal parameters (issue 9)
  dateBefore2020: 'validation.dateBefore2020',
  amountNotNegative: 'validation.amountNotNegative',
  rateRange: 'validation.rateRange',
  firstBracketFromZero: 'validation.firstBracketFromZero',
  bracketsAscending: 'validation.bracketsAscending',
  transferSameDay: 'validation.transferSameDay',
  transferOtherYear: 'validation.transferOtherYear',
  holidayLawDate: 'validation.holidayLawDate',
  duplicateValue: 'validation.duplicateValue',
  // Effective-dated assignment and periodicity (issue 9)
  changeDateBeforeLast: 'validation.changeDateBeforeLast',
  changeScheduledLater: 'validation.changeScheduledLater',
  // Payroll calendar and attendance (issue 11)
  periodNotOfPeriodicity: 'validation.periodNotOfPeriodicity',
  payDateOutOfRange: 'validation.payDateOutOfRange',
  dateInPast: 'validation.dateInPast',
  dateOutsidePeriod: 'validation.dateOutsidePeriod',
  toBeforeFrom: 'validation.toBeforeFrom',
  rangeTooLong: 'validation.rangeTooLong',
  timesBothOrNeither: 'validation.timesBothOrNeither',
  missingMarkTimes: 'validation.missingMarkTimes',
  notForCode: 'validation.notForCode',
  vacationOnRestDay: 'validation.vacationOnRestDay',
  noWorkingDays: 'validation.noWorkingDays',
  outsideEmployment: 'validation.outsideEmployment',
  notAnAbsence: 'validation.notAnAbsence',
  duplicateItem: 'validation.duplicateItem',
  correctsPaidPayroll: 'validation.correctsPaidPayroll',
  aguinaldoPayDate: 'validation.aguinaldoPayDate',
  aguinaldoMonth: 'validation.aguinaldoMonth',
  aguinaldoMonthPaid: 'validation.aguinaldoMonthPaid',
  // Extra hours (issue 11)
  noExtraHours: 'validation.noExtraHours',
  approvedOverRecorded: 'validation.approvedOverRecorded',
  extraHoursNotForCode: 'validation.extraHoursNotForCode',
  // Hostile input (issue 10)
  unstorableText: 'validation.unstorableText',
  // INS Riesgos del Trabajo policy (issue 23)
  rtRateRange: 'validation.rtRateRange',
  rtPolicyNumber: 'validation.rtPolicyNumber',
  // Bank layouts (issue 23)
  unsafeSeparator: 'validation.unsafeSeparator',
  unsafePad: 'validation.unsafePad',
  controlCharacter: 'validation.controlCharacter',
  separatorInValue: 'validation.separatorInValue',
  fieldTooNarrow: 'validation.fieldTooNarrow',
  // Pay items (issue 26)
  payItemCode: 'validation.payItemCode',
  instalmentOverPrincipal: 'validation.instalmentOverPrincipal',
  courtOrderRequired: 'validation.courtOrderRequired',
  notForPayItemClass: 'validation.notForPayItemClass',
  payrollNotOfEmployee: 'validation.payrollNotOfEmployee',
  payrollNameAmbiguous: 'validation.payrollNameAmbiguous',
  payoffOverBalance: 'validation.payoffOverBalance',
  beforeClosedPayroll: 'validation.beforeClosedPayroll',
  replacesOtherItem: 'validation.replacesOtherItem',
  // Self-service data changes (issue 27)
  noHomeAddress: 'validation.noHomeAddress',
  sameAsCurrent: 'validation.sameAsCurrent',
  // Department heads (issue 27)
  notAnActiveEmployee: 'validation.notAnActiveEmployee',
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
