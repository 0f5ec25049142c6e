import { ERROR_MESSAGES, type ErrorCode, type MessageLanguage } from '@planilla/contracts';

export type Lang = MessageLanguage;

/** The request's language from Accept-Language: English when asked first, Spanish otherwise. */
export const langOf = (acceptLanguage: string | undefined): Lang =>
  acceptLanguage && /^\s*en\b/i.test(acceptLanguage) ? 'en' : 'es';

type Dict = Record<string, { es: string; en: string }>;

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
  'validation.invalidBadgeCode': {
    es: 'El código de marca admite de 1 a 20 letras, números, punto o guion.',
    en: 'The badge code takes 1 to 20 letters, digits, dots or dashes.',
  },
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
  'validation.dateBefore2020': {
    es: 'La fecha debe ser a partir del 1 de enero de 2020.',
    en: 'The date must be on or after 1 January 2020.',
  },
  'validation.amountNotNegative': { es: 'El monto no puede ser negativo.', en: 'The amount cannot be negative.' },
  'validation.rateRange': {
    es: 'La tasa debe estar entre 0 % y 100 %.',
    en: 'The rate must be between 0 % and 100 %.',
  },
  'validation.firstBracketFromZero': {
    es: 'El primer tramo debe empezar en ₡0.',
    en: 'The first bracket must start at ₡0.',
  },
  'validation.bracketsAscending': {
    es: 'Los tramos deben ir en orden ascendente: cada tramo empieza en un monto mayor que el anterior.',
    en: 'The brackets must go up: each bracket starts at a higher amount than the one before.',
  },
  'validation.transferSameDay': {
    es: 'La fecha de disfrute debe ser distinta de la fecha de ley del feriado.',
    en: 'The day off must differ from the holiday\'s own date.',
  },
  'validation.transferOtherYear': {
    es: 'El feriado solo se puede trasladar dentro de su mismo año.',
    en: 'A holiday can only be moved within its own year.',
  },
  'validation.holidayLawDate': {
    es: 'La fecha original no es la fecha de ley de ese feriado en ese año.',
    en: 'The original date is not the holiday\'s own date in that year.',
  },
  'validation.duplicateValue': { es: 'Este valor está repetido.', en: 'This value is repeated.' },
  'validation.changeDateBeforeLast': {
    es: 'La fecha no puede ser anterior a la del último cambio registrado.',
    en: 'The date cannot be before that of the last recorded change.',
  },
  'validation.changeScheduledLater': {
    es: 'Ya hay un cambio programado para una fecha posterior: indique desde cuándo rige este.',
    en: 'A change is already scheduled for a later date: give the date this one applies from.',
  },
  'validation.periodNotOfPeriodicity': {
    es: 'El periodo no corresponde a la periodicidad (quincenal 1–15 o 16–fin de mes, mensual el mes, semanal 7 días, bisemanal 14).',
    en: 'The period does not match the periodicity (fortnightly 1–15 or 16–end of month, monthly the month, weekly 7 days, biweekly 14).',
  },
  'validation.payDateOutOfRange': {
    es: 'La fecha de pago debe estar entre el inicio del periodo y 31 días después de su fin.',
    en: 'The pay date must lie between the start of the period and 31 days after its end.',
  },
  'validation.dateInPast': { es: 'La fecha no puede estar en el pasado.', en: 'The date cannot be in the past.' },
  'validation.dateOutsidePeriod': {
    es: 'La fecha está fuera del periodo de la planilla.',
    en: 'The date is outside the period of the payroll.',
  },
  'validation.toBeforeFrom': {
    es: 'La fecha final no puede ser anterior a la inicial.',
    en: 'The end date cannot be before the start date.',
  },
  'validation.rangeTooLong': {
    es: 'El rango no puede pasar de 366 días; regístrelo en partes.',
    en: 'The range cannot exceed 366 days; register it in parts.',
  },
  'validation.timesBothOrNeither': {
    es: 'Indique la hora de entrada y la de salida, o ninguna.',
    en: 'Give both the entry and the exit time, or neither.',
  },
  'validation.missingMarkTimes': {
    es: 'Un día sin marca tiene a lo sumo una de las dos horas (la marca que existe).',
    en: 'A day with a missing mark has at most one of the two times (the mark that exists).',
  },
  'validation.notForCode': {
    es: 'Este dato no aplica al código de asistencia elegido.',
    en: 'This value does not apply to the chosen attendance code.',
  },
  'validation.vacationOnRestDay': {
    es: 'Las vacaciones solo se registran en días laborables que no sean feriados.',
    en: 'Vacations are recorded only on working days that are not holidays.',
  },
  'validation.noWorkingDays': {
    es: 'El rango no incluye ningún día laborable.',
    en: 'The range includes no working day.',
  },
  'validation.outsideEmployment': {
    es: 'La fecha está fuera del periodo laboral actual del empleado.',
    en: "The date is outside the employee's current employment.",
  },
  'validation.notAnAbsence': {
    es: 'Ese día no es una ausencia (código A).',
    en: 'That day is not an absence (code A).',
  },
  'validation.duplicateItem': {
    es: 'El mismo empleado y día aparece más de una vez.',
    en: 'The same employee and day appears more than once.',
  },
  'validation.aguinaldoPayDate': {
    es: 'El aguinaldo se paga del 1 al 20 de diciembre (Ley 2412).',
    en: 'The aguinaldo is paid from 1 to 20 December (Ley 2412).',
  },
  'validation.aguinaldoMonth': {
    es: 'El mes no es del periodo del aguinaldo (1 de diciembre al 30 de noviembre).',
    en: 'The month is not in the aguinaldo period (1 December to 30 November).',
  },
  'validation.rtRateRange': {
    es: 'La tasa de la póliza de riesgos del trabajo debe estar entre 0,01 % y 25 %.',
    en: 'The work-risk policy rate must be between 0.01 % and 25 %.',
  },
  'validation.rtPolicyNumber': {
    es: 'El número de póliza admite hasta 30 letras, números, espacios, puntos, guiones y barras.',
    en: 'The policy number takes up to 30 letters, digits, spaces, dots, dashes and slashes.',
  },
  'validation.aguinaldoMonthPaid': {
    es: 'Ese mes ya tiene planillas pagadas del empleado en el sistema: no se cuenta dos veces.',
    en: 'That month already has paid payrolls of the employee in the system: it is not counted twice.',
  },
  'validation.correctsPaidPayroll': {
    es: 'Una corrección solo puede nombrar una planilla cerrada (pagada) anterior de la empresa.',
    en: 'A correction can only name an earlier closed (paid) payroll of the company.',
  },
  'validation.exitTypeLiabilityFixed': {
    es: 'La responsabilidad patronal de un tipo de salida legal la fija la ley y no se puede cambiar.',
    en: 'The employer liability of a legal exit type is set by law and cannot be changed.',
  },
  'validation.unstorableText': {
    es: 'El texto contiene caracteres no permitidos (caracteres de control o Unicode inválido).',
    en: 'The text contains characters that are not allowed (control characters or invalid Unicode).',
  },
  'validation.unsafeSeparator': {
    es: 'Separador no válido: use un signo visible (; , |), un espacio o \\t; nunca comillas, letras, dígitos ni saltos de línea.',
    en: 'Not a valid separator: use a visible mark (; , |), a space or \\t; never quotes, letters, digits or line breaks.',
  },
  'validation.unsafePad': {
    es: 'Relleno no válido: use un carácter visible o un espacio, sin comillas.',
    en: 'Not a valid padding: use a visible character or a space, not a quote.',
  },
  'validation.controlCharacter': {
    es: 'El texto no puede llevar saltos de línea, tabuladores ni otros caracteres de control: partirían los registros del archivo.',
    en: "The text cannot hold line breaks, tabs or other control characters: they would split the file's records.",
  },
  'validation.separatorInValue': {
    es: 'Sin comillas, este carácter es también el separador del archivo: el valor se partiría. Elija otro o use comillas.',
    en: "Without quotes, this character is also the file's separator: the value would be split. Choose another or use quotes.",
  },
  'validation.fieldTooNarrow': {
    es: 'El ancho no alcanza para el valor más largo que produce el origen de este campo.',
    en: "The width cannot hold the longest value this field's source produces.",
  },
  'validation.noExtraHours': {
    es: 'Ese día no tiene horas extra registradas.',
    en: 'That day has no extra hours recorded.',
  },
  'validation.approvedOverRecorded': {
    es: 'Las horas aprobadas no pueden pasar de las horas extra registradas.',
    en: 'The approved time cannot exceed the extra time recorded.',
  },
  'validation.extraHoursNotForCode': {
    es: 'Solo se registran horas extra en un día trabajado (código R o E).',
    en: 'Extra hours are recorded only on a day worked (code R or E).',
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
  'menu.mailOutbox': { es: 'Correo saliente', en: 'Outgoing mail' },
  'menu.schedules': { es: 'Horarios', en: 'Schedules' },
  'menu.companyCatalogs': { es: 'Catálogos', en: 'Catalogs' },
  'menu.employees': { es: 'Empleados', en: 'Employees' },
  'menu.legalRules': { es: 'Parámetros legales', en: 'Legal parameters' },
  'menu.payrollCalendar': { es: 'Calendario de planillas', en: 'Payroll calendar' },
  'menu.diaryRegister': { es: 'Registro diario', en: 'Daily register' },
  'menuSection.dashboard': { es: 'Inicio', en: 'Home' },
  'menuSection.administration': { es: 'Administración', en: 'Administration' },
  'menuSection.parameters': { es: 'Parámetros', en: 'Parameters' },
  'menuSection.personal': { es: 'Datos personales', en: 'Personal data' },
  'menuSection.presence': { es: 'Asistencia', en: 'Attendance' },
  'menuSection.processes': { es: 'Procesos', en: 'Processes' },
  'menuSection.postpayroll': { es: 'Post planilla', en: 'Post-payroll' },
  'menuSection.vacations': { es: 'Vacaciones', en: 'Vacations' },
  'menu.extraHours': { es: 'Horas extra', en: 'Extra hours' },
  'menu.payrollReview': { es: 'Revisión de planilla', en: 'Payroll review' },
  'menu.accountingResume': { es: 'Resumen contable', en: 'Accounting summary' },
  'menu.payDocument': { es: 'Comprobantes de pago', en: 'Payment vouchers' },
  'menu.paymentResume': { es: 'Resumen de pagos', en: 'Payment summary' },
  'menu.vacationPeriods': { es: 'Periodos de vacaciones', en: 'Vacation periods' },
  'vacation.openingImported': {
    es: 'Saldo inicial importado: vacaciones disfrutadas antes de usar Planilla CR',
    en: 'Imported opening balance: vacations taken before using Planilla CR',
  },
};

const all: Dict = { ...validationMessages, ...warningMessages, ...otherMessages };

/**
 * A message by key in the given language; unknown keys come back unchanged (never an empty string). Error
 * texts (`errors.<CODE>`) come from the contracts' catalogue, which the web shows too.
 */
export const translate = (key: string, lang: Lang): string => {
  if (key.startsWith('errors.')) return ERROR_MESSAGES[lang][key.slice(7) as ErrorCode] ?? key;
  return all[key]?.[lang] ?? key;
};
export const isKnownMessageKey = (key: string): boolean => key in all;
export const errorMessage = (code: ErrorCode, lang: Lang): string => ERROR_MESSAGES[lang][code];
