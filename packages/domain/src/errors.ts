/**
 * Stable error codes thrown by the engine for malformed input. Business problems that a payroll
 * administrator must resolve (a missing clock mark, a duplicated attendance day) are not thrown: they come
 * back as `blockers` on the payslip.
 */
export type DomainErrorCode =
  | 'INVALID_DATE'
  | 'INVALID_MONEY'
  | 'INVALID_INPUT'
  | 'RULES_NOT_AVAILABLE'
  /** Two values of one rule table take effect on the same date (`mergeRegisteredRules`). */
  | 'RULES_OVERLAP';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** The offending field or value, for the caller's error message; never a label. */
  readonly detail: string | undefined;

  constructor(code: DomainErrorCode, message: string, detail?: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.detail = detail;
  }
}

export function invalidInput(message: string, detail?: string): DomainError {
  return new DomainError('INVALID_INPUT', message, detail);
}
