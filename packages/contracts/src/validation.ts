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
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
