import type { MessageLanguage } from './error-messages';
import type { V } from './validation';

/** A validation message's name: `passwordTooShort` for the key `validation.passwordTooShort`. */
export type ValidationName = keyof typeof V;

/**
 * The one catalogue of validation messages (the texts of the `V` keys), typed per language like
 * `ERROR_MESSAGES`: a key without a text in either language is a type error. The API answers a refused field
 * with its text (`lib/i18n.ts`), the web shows the same under the field (`validation` namespace, built from this
 * object in `apps/web/src/lib/i18n.ts`). Figures are named `{name}` (`{min}`: the password's minimum length).
 */
export const VALIDATION_MESSAGES: Record<MessageLanguage, Record<ValidationName, string>> = {
  es: {
    required: 'Este campo es obligatorio.',
    invalidEmail: 'Escriba un correo electrónico válido, por ejemplo nombre@empresa.cr.',
    tooShort: 'El texto es demasiado corto.',
    tooLong: 'El texto es demasiado largo.',
    passwordTooShort: 'La contraseña debe tener al menos {min} caracteres.',
    passwordTooWeak: 'La contraseña debe combinar letras con números o símbolos.',
    passwordsDoNotMatch: 'Las contraseñas no coinciden.',
    userCodeFormat: 'Use de 3 a 30 caracteres: letras, números, punto, guion o guion bajo.',
    invalidValue: 'El valor no es válido.',
    invalidNumber: 'Escriba un número válido.',
    invalidDate: 'La fecha no es válida.',
    invalidTime: 'La hora no es válida (HH:MM).',
    invalidNationalId: 'La identificación no tiene el formato del tipo elegido.',
    invalidIban:
      'La cuenta IBAN no es válida: debe ser CR seguido de 20 dígitos con dígitos de control correctos.',
    ibanBankMismatch: 'La cuenta IBAN no pertenece al banco elegido.',
    amountPositive: 'El monto debe ser mayor que cero.',
    invalidPhone: 'El teléfono no es válido.',
    invalidBadgeCode: 'El código de marca admite de 1 a 20 letras, números, punto o guion.',
    unknownOption: 'La opción elegida no existe.',
    minimumAge: 'La persona debe tener al menos 15 años a la fecha de ingreso.',
    salaryDateNotAfterLast: 'La fecha de vigencia debe ser posterior a la del último salario registrado.',
    dateBeforeEntry: 'La fecha no puede ser anterior a la fecha de ingreso.',
    reentryNotAfterExit: 'La fecha de reingreso debe ser posterior a la última salida.',
    dateAfterExit: 'La fecha es posterior a la salida del empleado: registre primero el reingreso.',
    notApplicable: 'Este dato no aplica en la situación actual del empleado.',
    localityMismatch: 'El cantón o el distrito no pertenece a la provincia o al cantón elegido.',
    workingDays: 'Elija de 1 a 7 días distintos de la semana.',
    scheduleHoursExceedSpan: 'Las horas por día no caben entre la hora de entrada y la de salida.',
    scheduleOverLegalLimit: 'Las horas superan el máximo legal diario o semanal del tipo de jornada.',
    scheduleTimesOutsideJornada:
      'Las horas de entrada y salida no corresponden al tipo de jornada (diurna entre 5:00 y 19:00; nocturna con 3,5 horas o más entre 19:00 y 5:00; mixta con menos).',
    duplicateInFile: 'Este valor se repite en otra fila del archivo.',
    atLeastOneField: 'Indique al menos un dato para cambiar.',
    exitTypeLiabilityFixed:
      'La responsabilidad patronal de un tipo de salida legal la fija la ley y no se puede cambiar.',
    dateBefore2020: 'La fecha debe ser a partir del 1 de enero de 2020.',
    amountNotNegative: 'El monto no puede ser negativo.',
    rateRange: 'La tasa debe estar entre 0 % y 100 %.',
    firstBracketFromZero: 'El primer tramo debe empezar en ₡0.',
    bracketsAscending:
      'Los tramos deben ir en orden ascendente: cada tramo empieza en un monto mayor que el anterior.',
    transferSameDay: 'La fecha de disfrute debe ser distinta de la fecha de ley del feriado.',
    transferOtherYear: 'El feriado solo se puede trasladar dentro de su mismo año.',
    holidayLawDate: 'La fecha original no es la fecha de ley de ese feriado en ese año.',
    duplicateValue: 'Este valor está repetido.',
    changeDateBeforeLast: 'La fecha no puede ser anterior a la del último cambio registrado.',
    changeScheduledLater:
      'Ya hay un cambio programado para una fecha posterior: indique desde cuándo rige este.',
    periodNotOfPeriodicity:
      'El periodo no corresponde a la periodicidad (quincenal 1–15 o 16–fin de mes, mensual el mes, semanal 7 días, bisemanal 14).',
    payDateOutOfRange: 'La fecha de pago debe estar entre el inicio del periodo y 31 días después de su fin.',
    dateInPast: 'La fecha no puede estar en el pasado.',
    dateOutsidePeriod: 'La fecha está fuera del periodo de la planilla.',
    toBeforeFrom: 'La fecha final no puede ser anterior a la inicial.',
    rangeTooLong: 'El rango no puede pasar de 366 días; regístrelo en partes.',
    timesBothOrNeither: 'Indique la hora de entrada y la de salida, o ninguna.',
    missingMarkTimes: 'Un día sin marca tiene a lo sumo una de las dos horas (la marca que existe).',
    notForCode: 'Este dato no aplica al código de asistencia elegido.',
    vacationOnRestDay: 'Las vacaciones solo se registran en días laborables que no sean feriados.',
    noWorkingDays: 'El rango no incluye ningún día laborable.',
    outsideEmployment: 'La fecha está fuera del periodo laboral actual del empleado.',
    notAnAbsence: 'Ese día no es una ausencia (código A).',
    duplicateItem: 'El mismo empleado y día aparece más de una vez.',
    correctsPaidPayroll:
      'Una corrección solo puede nombrar una planilla cerrada (pagada) anterior de la empresa.',
    aguinaldoPayDate: 'El aguinaldo se paga del 1 al 20 de diciembre (Ley 2412).',
    aguinaldoMonth: 'El mes no es del periodo del aguinaldo (1 de diciembre al 30 de noviembre).',
    aguinaldoMonthPaid:
      'Ese mes ya tiene planillas pagadas del empleado en el sistema: no se cuenta dos veces.',
    noExtraHours: 'Ese día no tiene horas extra registradas.',
    approvedOverRecorded: 'Las horas aprobadas no pueden pasar de las horas extra registradas.',
    extraHoursNotForCode: 'Solo se registran horas extra en un día trabajado (código R o E).',
    unstorableText: 'El texto contiene caracteres no permitidos (caracteres de control o Unicode inválido).',
    rtRateRange: 'La tasa de la póliza de riesgos del trabajo debe estar entre 0,01 % y 25 %.',
    rtPolicyNumber:
      'El número de póliza admite hasta 30 letras, números, espacios, puntos, guiones y barras.',
    unsafeSeparator:
      'Separador no válido: use un signo visible (; , |), un espacio o \\t; nunca comillas, letras, dígitos ni saltos de línea.',
    unsafePad: 'Relleno no válido: use un carácter visible o un espacio, sin comillas.',
    controlCharacter:
      'El texto no puede llevar saltos de línea, tabuladores ni otros caracteres de control: partirían los registros del archivo.',
    separatorInValue:
      'Sin comillas, este carácter es también el separador del archivo: el valor se partiría. Elija otro o use comillas.',
    fieldTooNarrow: 'El ancho no alcanza para el valor más largo que produce el origen de este campo.',
    payItemCode:
      'Use de 2 a 30 caracteres: letras mayúsculas, números y guion bajo, empezando por una letra.',
    instalmentOverPrincipal: 'La cuota no puede ser mayor que el monto del préstamo.',
    courtOrderRequired:
      'Una pensión alimentaria o un embargo necesita el número de expediente y la fecha de la orden.',
    notForPayItemClass: 'Este dato no aplica a este tipo de rubro.',
    payrollNotOfEmployee: 'Elija una planilla ordinaria del empleado que no esté cerrada.',
    payrollNameAmbiguous: 'Hay más de una planilla con ese nombre: agregue su periodo o escriba su número.',
    payoffOverBalance: 'El pago no puede ser mayor que el saldo pendiente.',
    beforeClosedPayroll:
      'La fecha no puede ser anterior al final de la última planilla cerrada que aplicó el rubro.',
    replacesOtherItem:
      'Solo se reemplaza un rubro vigente del mismo empleado y del mismo tipo, que empezó antes.',
    noHomeAddress:
      'No hay una dirección registrada que cambiar: pida a Recursos Humanos que registre su dirección.',
    sameAsCurrent: 'Es el mismo dato que ya está registrado.',
    notAnActiveEmployee: 'Elija un empleado activo de la empresa.',
  },
  en: {
    required: 'This field is required.',
    invalidEmail: 'Enter a valid e-mail address, for example name@company.cr.',
    tooShort: 'The text is too short.',
    tooLong: 'The text is too long.',
    passwordTooShort: 'The password must have at least {min} characters.',
    passwordTooWeak: 'The password must mix letters with digits or symbols.',
    passwordsDoNotMatch: 'The passwords do not match.',
    userCodeFormat: 'Use 3 to 30 characters: letters, digits, dot, dash or underscore.',
    invalidValue: 'The value is not valid.',
    invalidNumber: 'Enter a valid number.',
    invalidDate: 'The date is not valid.',
    invalidTime: 'The time is not valid (HH:MM).',
    invalidNationalId: 'The ID number does not have the format of the chosen ID type.',
    invalidIban: 'The IBAN is not valid: it must be CR followed by 20 digits with correct check digits.',
    ibanBankMismatch: 'The IBAN does not belong to the chosen bank.',
    amountPositive: 'The amount must be greater than zero.',
    invalidPhone: 'The phone number is not valid.',
    invalidBadgeCode: 'The badge code takes 1 to 20 letters, digits, dots or dashes.',
    unknownOption: 'The chosen option does not exist.',
    minimumAge: 'The person must be at least 15 years old on the entry date.',
    salaryDateNotAfterLast: 'The effective date must be after that of the last recorded salary.',
    dateBeforeEntry: 'The date cannot be before the entry date.',
    reentryNotAfterExit: 'The re-entry date must be after the last exit.',
    dateAfterExit: "The date is after the employee's exit: record a re-entry first.",
    notApplicable: 'This value does not apply to the employee in their current situation.',
    localityMismatch: 'The canton or district does not belong to the chosen province or canton.',
    workingDays: 'Choose 1 to 7 different days of the week.',
    scheduleHoursExceedSpan: 'The hours per day do not fit between the start and end times.',
    scheduleOverLegalLimit: 'The hours exceed the legal daily or weekly maximum of the shift type.',
    scheduleTimesOutsideJornada:
      'The start and end times do not match the shift type (diurnal between 5:00 and 19:00; nocturnal with 3.5 hours or more between 19:00 and 5:00; mixed with fewer).',
    duplicateInFile: 'This value is repeated in another row of the file.',
    atLeastOneField: 'Give at least one value to change.',
    exitTypeLiabilityFixed:
      'The employer liability of a legal exit type is set by law and cannot be changed.',
    dateBefore2020: 'The date must be on or after 1 January 2020.',
    amountNotNegative: 'The amount cannot be negative.',
    rateRange: 'The rate must be between 0 % and 100 %.',
    firstBracketFromZero: 'The first bracket must start at ₡0.',
    bracketsAscending: 'The brackets must go up: each bracket starts at a higher amount than the one before.',
    transferSameDay: "The day off must differ from the holiday's own date.",
    transferOtherYear: 'A holiday can only be moved within its own year.',
    holidayLawDate: "The original date is not the holiday's own date in that year.",
    duplicateValue: 'This value is repeated.',
    changeDateBeforeLast: 'The date cannot be before that of the last recorded change.',
    changeScheduledLater:
      'A change is already scheduled for a later date: give the date this one applies from.',
    periodNotOfPeriodicity:
      'The period does not match the periodicity (fortnightly 1–15 or 16–end of month, monthly the month, weekly 7 days, biweekly 14).',
    payDateOutOfRange: 'The pay date must lie between the start of the period and 31 days after its end.',
    dateInPast: 'The date cannot be in the past.',
    dateOutsidePeriod: 'The date is outside the period of the payroll.',
    toBeforeFrom: 'The end date cannot be before the start date.',
    rangeTooLong: 'The range cannot exceed 366 days; register it in parts.',
    timesBothOrNeither: 'Give both the entry and the exit time, or neither.',
    missingMarkTimes: 'A day with a missing mark has at most one of the two times (the mark that exists).',
    notForCode: 'This value does not apply to the chosen attendance code.',
    vacationOnRestDay: 'Vacations are recorded only on working days that are not holidays.',
    noWorkingDays: 'The range includes no working day.',
    outsideEmployment: "The date is outside the employee's current employment.",
    notAnAbsence: 'That day is not an absence (code A).',
    duplicateItem: 'The same employee and day appears more than once.',
    correctsPaidPayroll: 'A correction can only name an earlier closed (paid) payroll of the company.',
    aguinaldoPayDate: 'The aguinaldo is paid from 1 to 20 December (Ley 2412).',
    aguinaldoMonth: 'The month is not in the aguinaldo period (1 December to 30 November).',
    aguinaldoMonthPaid:
      'That month already has paid payrolls of the employee in the system: it is not counted twice.',
    noExtraHours: 'That day has no extra hours recorded.',
    approvedOverRecorded: 'The approved time cannot exceed the extra time recorded.',
    extraHoursNotForCode: 'Extra hours are recorded only on a day worked (code R or E).',
    unstorableText:
      'The text contains characters that are not allowed (control characters or invalid Unicode).',
    rtRateRange: 'The work-risk policy rate must be between 0.01 % and 25 %.',
    rtPolicyNumber: 'The policy number takes up to 30 letters, digits, spaces, dots, dashes and slashes.',
    unsafeSeparator:
      'Not a valid separator: use a visible mark (; , |), a space or \\t; never quotes, letters, digits or line breaks.',
    unsafePad: 'Not a valid padding: use a visible character or a space, not a quote.',
    controlCharacter:
      "The text cannot hold line breaks, tabs or other control characters: they would split the file's records.",
    separatorInValue:
      "Without quotes, this character is also the file's separator: the value would be split. Choose another or use quotes.",
    fieldTooNarrow: "The width cannot hold the longest value this field's source produces.",
    payItemCode: 'Use 2 to 30 characters: capital letters, digits and underscores, starting with a letter.',
    instalmentOverPrincipal: 'The instalment cannot be more than the loan amount.',
    courtOrderRequired: 'Alimony or a garnishment needs the court case number and the order date.',
    notForPayItemClass: 'This value does not apply to this kind of pay item.',
    payrollNotOfEmployee: "Choose one of the employee's regular payrolls that is not closed.",
    payrollNameAmbiguous: 'More than one payroll has that name: add its period or write its number.',
    payoffOverBalance: 'The payment cannot be more than the balance owed.',
    beforeClosedPayroll:
      'The date cannot be before the end of the last closed payroll that applied the item.',
    replacesOtherItem:
      'Only an item in force of the same employee and type, that started earlier, can be replaced.',
    noHomeAddress: 'There is no address on file to change: ask Human Resources to record your address.',
    sameAsCurrent: 'It is the same value already on file.',
    notAnActiveEmployee: 'Choose an active employee of the company.',
  },
};
