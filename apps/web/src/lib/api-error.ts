import type { ErrorCode } from '@planilla/contracts';

/**
 * The API client's failure (`api-client.ts` throws it), apart from the client so that code which only reads an
 * error (`lib/form.ts`, `lib/errors.ts`) does not load the client and the contracts' route table with it.
 */

/** Codes the client itself produces, beside the server's `ERROR_STATUS` codes. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';
export type ApiErrorCode = ErrorCode | ClientErrorCode;
export const CLIENT_ERROR_CODES: ClientErrorCode[] = ['NETWORK_ERROR', 'INVALID_RESPONSE'];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** Stable code: translate with the locale key `errors.<code>`. */
    readonly code: ApiErrorCode | (string & {}),
    /** The server's message, already in the request's language. */
    message: string,
    /** Field path → message in the request's language. */
    readonly fields: Record<string, string> | undefined,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly requestId?: string,
    /** Figures the message names (`{available}` days …), for the translated text. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
