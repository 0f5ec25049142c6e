/**
 * Stable error codes of the API with their HTTP status. The web client translates the code
 * (locale key `errors.<CODE>`); the server answers `message` in the request's language.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  SESSION_EXPIRED: 401,
  TENANT_MISMATCH: 403,
  FORBIDDEN: 403,
  NOT_A_MEMBER: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  USER_CODE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  RESET_TOKEN_INVALID: 400,
  WRONG_PASSWORD: 400,
  PASSWORD_REUSED: 400,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
