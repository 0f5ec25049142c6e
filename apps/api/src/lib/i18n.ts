import type { ErrorCode } from '@planilla/contracts';

export type Lang = 'es' | 'en';

/** The request's language from Accept-Language: English when asked first, Spanish otherwise. */
export const langOf = (acceptLanguage: string | undefined): Lang =>
  acceptLanguage && /^\s*en\b/i.test(acceptLanguage) ? 'en' : 'es';

type Dict = Record<string, { es: string; en: string }>;

const errorMessages: Record<ErrorCode, { es: string; en: string }> = {
  VALIDATION_ERROR: { es: 'Revise los datos ingresados.', en: 'Please check the data you entered.' },
  BAD_REQUEST: { es: 'La solicitud no es válida.', en: 'The request is not valid.' },
  INVALID_CREDENTIALS: { es: 'Usuario o contraseña incorrectos.', en: 'Wrong user code or password.' },
  UNAUTHENTICATED: { es: 'Debe iniciar sesión.', en: 'You must sign in.' },
  TOKEN_EXPIRED: { es: 'Su sesión expiró. Ingrese de nuevo.', en: 'Your session expired. Please sign in again.' },
  TOKEN_INVALID: { es: 'La sesión no es válida. Ingrese de nuevo.', en: 'The session is not valid. Please sign in again.' },
  SESSION_EXPIRED: { es: 'Su sesión expiró. Ingrese de nuevo.', en: 'Your session expired. Please sign in again.' },
  TENANT_MISMATCH: {
    es: 'La solicitud no corresponde a la empresa de su sesión.',
    en: 'The request does not match the company of your session.',
  },
  FORBIDDEN: { es: 'No tiene permiso para realizar esta acción.', en: 'You are not allowed to do this.' },
  NOT_A_MEMBER: { es: 'No tiene acceso a esta empresa.', en: 'You do not have access to this company.' },
  NOT_FOUND: { es: 'No se encontró el registro.', en: 'The record was not found.' },
  ROUTE_NOT_FOUND: { es: 'La ruta solicitada no existe.', en: 'The requested route does not exist.' },
  USER_CODE_TAKEN: { es: 'Ese código de usuario ya existe.', en: 'That user code already exists.' },
  EMAIL_TAKEN: { es: 'Ese correo ya está registrado.', en: 'That e-mail is already registered.' },
  CONFLICT: { es: 'La operación choca con el estado actual.', en: 'The operation conflicts with the current state.' },
  RESET_TOKEN_INVALID: {
    es: 'El enlace de recuperación no es válido o ya venció.',
    en: 'The recovery link is not valid or has expired.',
  },
  WRONG_PASSWORD: { es: 'La contraseña actual no es correcta.', en: 'The current password is not correct.' },
  PASSWORD_REUSED: {
    es: 'La nueva contraseña debe ser distinta de la actual.',
    en: 'The new password must differ from the current one.',
  },
  PAYLOAD_TOO_LARGE: { es: 'El envío es demasiado grande.', en: 'The upload is too large.' },
  RATE_LIMITED: {
    es: 'Demasiados intentos. Espere unos minutos e intente de nuevo.',
    en: 'Too many attempts. Wait a few minutes and try again.',
  },
  INTERNAL_ERROR: {
    es: 'Ocurrió un error inesperado. Intente de nuevo; si persiste, reporte el código de solicitud.',
    en: 'An unexpected error occurred. Try again; if it persists, report the request id.',
  },
};

const validationMessages: Dict = {
  'validation.required': { es: 'Este campo es obligatorio.', en: 'This field is required.' },
  'validation.invalidEmail': { es: 'El correo electrónico no es válido.', en: 'The e-mail address is not valid.' },
  'validation.tooShort': { es: 'El valor es demasiado corto.', en: 'The value is too short.' },
  'validation.tooLong': { es: 'El valor es demasiado largo.', en: 'The value is too long.' },
  'validation.passwordTooShort': {
    es: 'La contraseña debe tener al menos 10 caracteres.',
    en: 'The password must have at least 10 characters.',
  },
  'validation.passwordTooWeak': {
    es: 'La contraseña debe combinar letras con números o símbolos.',
    en: 'The password must combine letters with digits or symbols.',
  },
  'validation.passwordsDoNotMatch': { es: 'Las contraseñas no coinciden.', en: 'The passwords do not match.' },
  'validation.userCodeFormat': {
    es: 'El código de usuario debe tener de 3 a 30 letras, números, punto, guion o guion bajo.',
    en: 'The user code must have 3 to 30 letters, digits, dots, dashes or underscores.',
  },
  'validation.invalidValue': { es: 'El valor no es válido.', en: 'The value is not valid.' },
  'validation.invalidNumber': { es: 'Debe ser un número válido.', en: 'Must be a valid number.' },
};

const otherMessages: Dict = {
  'menu.dashboard': { es: 'Panel analítico', en: 'Analytics dashboard' },
  'menu.payrollUsers': { es: 'Usuarios de planilla', en: 'Payroll users' },
  'menuSection.dashboard': { es: 'Inicio', en: 'Home' },
  'menuSection.administration': { es: 'Administración', en: 'Administration' },
  'menuSection.parameters': { es: 'Parámetros', en: 'Parameters' },
  'menuSection.personal': { es: 'Datos personales', en: 'Personal data' },
  'menuSection.presence': { es: 'Asistencia', en: 'Attendance' },
  'menuSection.processes': { es: 'Procesos', en: 'Processes' },
  'menuSection.postpayroll': { es: 'Post planilla', en: 'Post-payroll' },
  'menuSection.vacations': { es: 'Vacaciones', en: 'Vacations' },
};

const all: Dict = { ...errorMessages, ...validationMessages, ...otherMessages };

/** A message by key in the given language; unknown keys come back unchanged (never an empty string). */
export const translate = (key: string, lang: Lang): string => {
  if (key.startsWith('errors.')) return errorMessages[key.slice(7) as ErrorCode]?.[lang] ?? key;
  return all[key]?.[lang] ?? key;
};
export const isKnownMessageKey = (key: string): boolean => key in all;
export const errorMessage = (code: ErrorCode, lang: Lang): string => errorMessages[code][lang];
