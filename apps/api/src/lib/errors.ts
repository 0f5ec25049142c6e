import { ERROR_STATUS, type ErrorCode } from '@planilla/contracts';

export type ErrorParams = Record<string, string | number>;

/** An expected failure: a stable code (its HTTP status comes from the contract) and optional field messages. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** Field path -> message key (translated by the error handler). */
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown; headers?: Record<string, string>; params?: ErrorParams },
  ) {
    super(code, options);
    this.status = ERROR_STATUS[code];
    this.headers = options?.headers;
    this.params = options?.params;
  }
  readonly headers: Record<string, string> | undefined;
  /** Figures the message names: `{name}` in the message is replaced, and they are answered as `params`. */
  readonly params: ErrorParams | undefined;
}

/** Bad input: field path → message key, answered 400 with the fields marked. */
export const invalid = (fields: Record<string, string>) => new AppError('VALIDATION_ERROR', fields);

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
