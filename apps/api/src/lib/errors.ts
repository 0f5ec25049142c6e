import { ERROR_STATUS, type ErrorCode } from '@planilla/contracts';

/** An expected failure: a stable code (its HTTP status comes from the contract) and optional field messages. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** Field path -> message key (translated by the error handler). */
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(code, options);
    this.status = ERROR_STATUS[code];
    this.headers = options?.headers;
  }
  readonly headers: Record<string, string> | undefined;
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
