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
  EMPLOYEE_NOT_FOUND: { es: 'No se encontró el empleado.', en: 'The employee was not found.' },
  NATIONAL_ID_TAKEN: {
    es: 'Ya existe un empleado con esa identificación en esta empresa.',
    en: 'An employee with that ID number already exists in this company.',
  },
  EMPLOYEE_NUMBER_TAKEN: {
    es: 'Ese número de empleado ya está en uso en esta empresa.',
    en: 'That employee number is already in use in this company.',
  },
  EMPLOYEE_ALREADY_ACTIVE: { es: 'El empleado ya está activo.', en: 'The employee is already active.' },
  EMPLOYEE_ALREADY_INACTIVE: { es: 'El empleado ya está inactivo.', en: 'The employee is already inactive.' },
  LOCALIZATION_NOT_FOUND: { es: 'No se encontró la localización.', en: 'The localization was not found.' },
  SCHEDULE_NOT_FOUND: { es: 'No se encontró el horario.', en: 'The schedule was not found.' },
  SCHEDULE_NAME_TAKEN: { es: 'Ya existe un horario con ese nombre.', en: 'A schedule with that name already exists.' },
  SCHEDULE_IN_USE: {
    es: 'El horario tiene empleados activos; asígneles otro horario antes de desactivarlo.',
    en: 'The schedule has active employees; assign them another schedule before retiring it.',
  },
  CATALOG_ENTRY_NOT_FOUND: { es: 'No se encontró el registro del catálogo.', en: 'The catalog entry was not found.' },
  CATALOG_NAME_TAKEN: {
    es: 'Ya existe un registro con ese nombre en este catálogo (quizá desactivado); no se distinguen mayúsculas ni tildes.',
    en: 'An entry with that name already exists in this catalog (perhaps retired); case and accents are not told apart.',
  },
  CATALOG_ENTRY_IN_USE: {
    es: 'Hay empleados activos con este registro; asígneles otro antes de desactivarlo.',
    en: 'Active employees have this entry; assign them another one before retiring it.',
  },
  PROJECTION_UNAVAILABLE: {
    es: 'No se puede proyectar el pago de este empleado: no tiene salario vigente o no hay reglas de cálculo para esa fecha.',
    en: 'The pay of this employee cannot be projected: there is no salary in force or no payroll rules for that date.',
  },
  IMPORT_FILE_INVALID: {
    es: 'El archivo no se pudo leer o no tiene el formato esperado.',
    en: 'The file could not be read or does not have the expected format.',
  },
  IMPORT_JOB_NOT_FOUND: { es: 'No se encontró la importación.', en: 'The import was not found.' },
  IMPORT_IN_PROGRESS: {
    es: 'Ya hay una importación en curso; espere a que termine.',
    en: 'An import is already running; wait until it finishes.',
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
  'validation.invalidDate': { es: 'La fecha no es válida.', en: 'The date is not valid.' },
  'validation.invalidTime': { es: 'La hora no es válida (HH:MM).', en: 'The time is not valid (HH:MM).' },
  'validation.invalidNationalId': {
    es: 'La identificación no tiene el formato del tipo elegido.',
    en: 'The ID number does not have the format of the chosen ID type.',
  },
  'validation.invalidIban': {
    es: 'La cuenta IBAN no es válida: debe ser CR seguido de 20 dígitos con dígitos de control correctos.',
    en: 'The IBAN is not valid: it must be CR followed by 20 digits with correct check digits.',
  },
  'validation.ibanBankMismatch': {
    es: 'La cuenta IBAN no pertenece al banco elegido.',
    en: 'The IBAN does not belong to the chosen bank.',
  },
  'validation.amountPositive': { es: 'El monto debe ser mayor que cero.', en: 'The amount must be greater than zero.' },
  'validation.invalidPhone': { es: 'El teléfono no es válido.', en: 'The phone number is not valid.' },
  'validation.unknownOption': { es: 'La opción elegida no existe.', en: 'The chosen option does not exist.' },
  'validation.minimumAge': {
    es: 'La persona debe tener al menos 15 años a la fecha de ingreso.',
    en: 'The person must be at least 15 years old on the entry date.',
  },
  'validation.salaryDateNotAfterLast': {
    es: 'La fecha de vigencia debe ser posterior a la del último salario registrado.',
    en: 'The effective date must be after that of the last recorded salary.',
  },
  'validation.dateBeforeEntry': {
    es: 'La fecha no puede ser anterior a la fecha de ingreso.',
    en: 'The date cannot be before the entry date.',
  },
  'validation.reentryNotAfterExit': {
    es: 'La fecha de reingreso debe ser posterior a la última salida.',
    en: 'The re-entry date must be after the last exit.',
  },
  'validation.dateAfterExit': {
    es: 'La fecha es posterior a la salida del empleado: registre primero el reingreso.',
    en: "The date is after the employee's exit: record a re-entry first.",
  },
  'validation.notApplicable': {
    es: 'Este dato no aplica en la situación actual del empleado.',
    en: 'This value does not apply to the employee in their current situation.',
  },
  'validation.localityMismatch': {
    es: 'El cantón o el distrito no pertenece a la provincia o al cantón elegido.',
    en: 'The canton or district does not belong to the chosen province or canton.',
  },
  'validation.workingDays': {
    es: 'Elija de 1 a 7 días distintos de la semana.',
    en: 'Choose 1 to 7 different days of the week.',
  },
  'validation.scheduleHoursExceedSpan': {
    es: 'Las horas por día no caben entre la hora de entrada y la de salida.',
    en: 'The hours per day do not fit between the start and end times.',
  },
  'validation.scheduleOverLegalLimit': {
    es: 'Las horas superan el máximo legal diario o semanal del tipo de jornada.',
    en: 'The hours exceed the legal daily or weekly maximum of the shift type.',
  },
  'validation.scheduleTimesOutsideJornada': {
    es: 'Las horas de entrada y salida no corresponden al tipo de jornada (diurna entre 5:00 y 19:00; nocturna con 3,5 horas o más entre 19:00 y 5:00; mixta con menos).',
    en: 'The start and end times do not match the shift type (diurnal between 5:00 and 19:00; nocturnal with 3.5 hours or more between 19:00 and 5:00; mixed with fewer).',
  },
  'validation.duplicateInFile': {
    es: 'Este valor se repite en otra fila del archivo.',
    en: 'This value is repeated in another row of the file.',
  },
  'validation.atLeastOneField': { es: 'Indique al menos un dato para cambiar.', en: 'Give at least one value to change.' },
  'validation.exitTypeLiabilityFixed': {
    es: 'La responsabilidad patronal de un tipo de salida legal la fija la ley y no se puede cambiar.',
    en: 'The employer liability of a legal exit type is set by law and cannot be changed.',
  },
};

const warningMessages: Dict = {
  'warning.belowMinimumWage': {
    es: 'El salario es inferior al salario mínimo legal vigente para esa fecha.',
    en: 'The salary is below the legal minimum wage in force on that date.',
  },
  'warning.belowMinimumWageOf': {
    es: 'El salario es inferior al mínimo legal de ₡{minimum} al mes vigente el {date} ({decree}). Se importará igual.',
    en: 'The salary is below the legal minimum of ₡{minimum} a month in force on {date} ({decree}). It will be imported anyway.',
  },
};

const otherMessages: Dict = {
  'menu.dashboard': { es: 'Panel analítico', en: 'Analytics dashboard' },
  'menu.payrollUsers': { es: 'Usuarios de planilla', en: 'Payroll users' },
  'menu.schedules': { es: 'Horarios', en: 'Schedules' },
  'menu.companyCatalogs': { es: 'Catálogos', en: 'Catalogs' },
  'menu.employees': { es: 'Empleados', en: 'Employees' },
  'menuSection.dashboard': { es: 'Inicio', en: 'Home' },
  'menuSection.administration': { es: 'Administración', en: 'Administration' },
  'menuSection.parameters': { es: 'Parámetros', en: 'Parameters' },
  'menuSection.personal': { es: 'Datos personales', en: 'Personal data' },
  'menuSection.presence': { es: 'Asistencia', en: 'Attendance' },
  'menuSection.processes': { es: 'Procesos', en: 'Processes' },
  'menuSection.postpayroll': { es: 'Post planilla', en: 'Post-payroll' },
  'menuSection.vacations': { es: 'Vacaciones', en: 'Vacations' },
};

const all: Dict = { ...errorMessages, ...validationMessages, ...warningMessages, ...otherMessages };

/** A message by key in the given language; unknown keys come back unchanged (never an empty string). */
export const translate = (key: string, lang: Lang): string => {
  if (key.startsWith('errors.')) return errorMessages[key.slice(7) as ErrorCode]?.[lang] ?? key;
  return all[key]?.[lang] ?? key;
};
export const isKnownMessageKey = (key: string): boolean => key in all;
export const errorMessage = (code: ErrorCode, lang: Lang): string => errorMessages[code][lang];
