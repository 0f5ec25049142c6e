import type { ErrorCode } from './errors';

/** The languages of the product's texts: Spanish (Costa Rica) and English. */
export const MESSAGE_LANGUAGES = ['es', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/**
 * The one catalogue of error texts, one per language: the API answers `error.message` from it and the web
 * shows the same text for `errors.<CODE>`. A new code in `ERROR_STATUS` fails typecheck until both
 * languages have its text.
 */
export const ERROR_MESSAGES: Record<MessageLanguage, Record<ErrorCode, string>> = {
  es: {
    VALIDATION_ERROR: 'Algunos datos no son válidos. Revise los campos marcados.',
    BAD_REQUEST: 'La solicitud no es válida.',
    INVALID_CREDENTIALS: 'Usuario o contraseña incorrectos.',
    UNAUTHENTICATED: 'Debe ingresar para continuar.',
    TOKEN_EXPIRED: 'Su sesión expiró; ingrese de nuevo.',
    TOKEN_INVALID: 'Su sesión no es válida; ingrese de nuevo.',
    SESSION_EXPIRED: 'Su sesión expiró; ingrese de nuevo.',
    TENANT_MISMATCH: 'Los datos solicitados no pertenecen a la empresa de su sesión.',
    FORBIDDEN: 'No tiene permiso para realizar esta acción.',
    NOT_A_MEMBER: 'Su usuario no tiene acceso a esta empresa.',
    NOT_FOUND: 'No se encontró lo que buscaba.',
    ROUTE_NOT_FOUND: 'La operación solicitada no existe.',
    USER_CODE_TAKEN: 'Ya existe un usuario con ese código.',
    EMAIL_TAKEN: 'Ya existe un usuario con ese correo electrónico.',
    CONFLICT: 'La operación no se puede realizar en el estado actual. Actualice e intente de nuevo.',
    RESET_TOKEN_INVALID: 'El enlace para cambiar la contraseña no es válido o ya venció. Solicite uno nuevo.',
    WRONG_PASSWORD: 'La contraseña actual no es correcta.',
    PASSWORD_REUSED: 'La contraseña nueva debe ser distinta de la actual.',
    EMPLOYEE_NOT_FOUND: 'No se encontró el empleado.',
    NATIONAL_ID_TAKEN: 'Ya existe un empleado con esa identificación en esta empresa.',
    BADGE_CODE_TAKEN: 'Otro empleado de esta empresa ya marca con ese código.',
    EMPLOYEE_NUMBER_TAKEN: 'Ese número de empleado ya está en uso en esta empresa.',
    EMPLOYEE_ALREADY_ACTIVE: 'El empleado ya está activo.',
    EMPLOYEE_ALREADY_INACTIVE: 'El empleado ya está inactivo.',
    LOCALIZATION_NOT_FOUND: 'No se encontró la localización.',
    SCHEDULE_NOT_FOUND: 'No se encontró el horario.',
    SCHEDULE_NAME_TAKEN: 'Ya existe un horario con ese nombre.',
    SCHEDULE_IN_USE: 'El horario tiene empleados activos; asígneles otro horario antes de desactivarlo.',
    CATALOG_ENTRY_NOT_FOUND: 'No se encontró el registro del catálogo.',
    CATALOG_NAME_TAKEN:
      'Ya existe un registro con ese nombre en este catálogo (quizá desactivado); no se distinguen mayúsculas ni tildes.',
    CATALOG_ENTRY_IN_USE: 'Hay empleados activos con este registro; asígneles otro antes de desactivarlo.',
    PROJECTION_UNAVAILABLE:
      'No se puede proyectar el pago de este empleado: no tiene salario vigente o no hay reglas de cálculo para esa fecha.',
    IMPORT_FILE_INVALID: 'El archivo no se pudo leer o no tiene el formato esperado.',
    IMPORT_JOB_NOT_FOUND: 'No se encontró la importación.',
    IMPORT_IN_PROGRESS: 'Ya hay una importación en curso; espere a que termine.',
    USER_NOT_FOUND: 'No se encontró el usuario en esta empresa.',
    LAST_ADMIN: 'La empresa debe conservar al menos un administrador activo.',
    CANNOT_DEACTIVATE_SELF: 'No puede desactivar su propio usuario.',
    USER_IN_OTHER_COMPANIES:
      'Este usuario también trabaja en empresas que usted no administra: solo un administrador de todas ellas puede cambiar su nombre o correo.',
    PAYROLL_NOT_FOUND: 'No se encontró la planilla.',
    PAYROLL_PERIOD_OVERLAP: 'El periodo se traslapa con otra planilla de la misma periodicidad.',
    PAYROLL_PAID: 'La planilla ya está pagada: no admite cambios de asistencia ni de fechas.',
    PAYROLL_ALREADY_CLOSED:
      'La planilla ya fue cerrada y está pagada (otra persona o sesión la cerró); actualice la pantalla para ver su estado.',
    PAYROLL_NOT_PROJECTED: 'La planilla aún no está proyectada: proyéctela antes de registrar la asistencia.',
    PAYROLL_STATUS_CONFLICT:
      'El estado de la planilla no permite esta operación (ya fue calculada o pagada).',
    PAYROLL_RULES_UNAVAILABLE: 'No hay datos de feriados y reglas de cálculo para un año del periodo.',
    ATTENDANCE_DAY_NOT_FOUND:
      'El empleado no tiene ese día en la planilla (no pertenece a ella en esa fecha).',
    ATTENDANCE_RANGE_OVERLAP:
      'Las fechas se traslapan con vacaciones o una incapacidad ya registradas del empleado.',
    VACATION_BALANCE_EXCEEDED:
      'Las vacaciones pedidas suman {requested} días hábiles y el empleado {num_empleado} tiene {available} días disponibles; la empresa no permite vacaciones adelantadas.',
    LEGAL_RULE_NOT_FOUND: 'No se encontró el valor legal registrado.',
    LEGAL_RULE_IN_FORCE:
      'Ese valor legal ya entró en vigencia: no se puede modificar ni eliminar; registre un valor nuevo que lo reemplace desde otra fecha.',
    LEGAL_RULE_OVERLAP:
      'Ya hay un valor registrado para esa tabla con la misma fecha de vigencia (o ese feriado ya se trasladó ese año).',
    PAYLOAD_TOO_LARGE: 'El archivo o los datos enviados son demasiado grandes.',
    RATE_LIMITED: 'Demasiados intentos. Espere unos minutos e intente de nuevo.',
    INTERNAL_ERROR:
      'Ocurrió un error inesperado. Intente de nuevo; si persiste, reporte el código de solicitud.',
    PAYROLL_REVIEW_BLOCKERS:
      'La planilla tiene {count} pendientes de revisión (empleados {employees}): resuélvalos antes de calcular.',
    PAYROLL_CALCULATION_RUNNING:
      'El cálculo de esta planilla ya está en curso ({processed} de {total} empleados); espere a que termine.',
    PAYROLL_NOT_CALCULATED: 'La planilla no está calculada: calcúlela antes de cerrarla.',
    PAYROLL_STALE:
      'La asistencia, los salarios o los valores legales cambiaron después del cálculo: recalcule la planilla antes de cerrarla.',
    PAYROLL_TOTALS_CHANGED:
      'Los totales de la planilla cambiaron desde que los revisó: revíselos de nuevo antes de cerrar.',
    AGUINALDO_PAYROLLS_OPEN:
      'Hay {count} planillas regulares del periodo del aguinaldo sin cerrar: ciérrelas y recalcule el aguinaldo antes de cerrarlo.',
    SETTLEMENT_NO_EXIT:
      'El empleado no tiene una salida registrada: registre la salida (fecha y tipo) antes de liquidarlo.',
    SETTLEMENT_PAID:
      'La liquidación de esta salida ya fue pagada: es definitiva y la salida ya no se puede cambiar.',
    SETTLEMENT_PAYROLLS_OPEN:
      'El empleado tiene {count} planillas regulares hasta su salida sin cerrar: ciérrelas y recalcule la liquidación antes de cerrarla.',
    PAYROLL_KIND_CONFLICT: 'Esta operación no aplica a este tipo de planilla (aguinaldo o liquidación).',
    PAYSLIP_NOT_FOUND: 'El empleado no tiene comprobante calculado en esta planilla.',
    PAYROLL_CALCULATION_FAILED:
      'No se pudo calcular el comprobante del empleado {num_empleado} ({reason}); el cálculo anterior se conserva intacto.',
    LEGAL_RULE_USED_BY_PAID_PAYROLL:
      'Una planilla pagada (con fecha de pago {payDate}) usó ese valor legal: no se puede alterar; las correcciones van en planillas posteriores.',
    VOUCHER_PAYROLL_NOT_CLOSED:
      'La planilla aún no está cerrada: sus comprobantes son un borrador y no se pueden enviar por correo.',
    EMPLOYEE_WITHOUT_EMAIL: 'El empleado {num_empleado} no tiene correo electrónico registrado.',
    REVIEW_BLOCKED:
      '{count} empleado(s) tienen bloqueos y no se pueden marcar como revisados: {employees}. Resuelva los días sin marca y las horas extra pendientes, o registre el salario y el horario.',
    UPLOAD_MALFORMED: 'El archivo no llegó completo o el envío está dañado. Envíelo de nuevo.',
    JOB_INTERRUPTED:
      'El servidor se detuvo mientras el proceso corría; no se aplicó nada. Puede iniciarlo de nuevo.',
    FILE_NOT_FOUND: 'No se encontró el archivo en la carpeta de la empresa.',
    FILE_EXISTS: 'Ya existe un archivo con ese nombre en la carpeta; indique que desea reemplazarlo.',
    CLOCK_FILE_NOT_FOUND: 'No se encontró el archivo de marcas.',
    CLOCK_FILE_ALREADY_REGISTERED: 'Ese archivo ya está registrado como archivo de marcas.',
    CLOCK_FILE_BUSY: 'El archivo de marcas se está leyendo; espere a que termine.',
    CLOCK_FILE_ALREADY_READ:
      'Ese archivo de marcas ya fue leído y sus marcas vienen de su contenido; súbalo con otro nombre para leerlo.',
    CLOCK_FILE_EMPTY: 'El archivo está vacío.',
    CLOCK_FILE_UNSUPPORTED:
      'El formato no es compatible. Use CSV, TXT, XLSX o el attlog.dat del reloj ZKTeco (un .xls antiguo debe guardarse como .xlsx).',
    CLOCK_FILE_UNKNOWN_LAYOUT:
      'No se reconocen las columnas: se necesita el número de empleado o carné y la fecha y hora de cada marca.',
    CLOCK_FILE_LINE_TOO_LONG: 'El archivo tiene una línea demasiado larga; no parece un archivo de marcas.',
    CLOCK_FILE_UNREADABLE_XLSX: 'El libro de Excel está dañado o no se puede leer.',
    PAYROLL_CALENDAR_MISALIGNED:
      'La planilla existente del {periodStart} al {periodEnd} se traslapa con los periodos generados o deja un hueco entre ellos: revise el primer día de la semana o la periodicidad; no se creó ninguna planilla.',
    PAYMENT_SUMMARY_NOT_CALCULATED: 'La planilla aún no está calculada: no hay pagos que resumir.',
    BANK_FILE_PAYROLL_NOT_CLOSED:
      'Solo una planilla cerrada (pagada) produce el archivo del banco: ciérrela primero. Mientras tanto puede ver la vista previa.',
    BANK_LAYOUT_NOT_FOUND: 'No se encontró el formato de archivo bancario.',
    BANK_LAYOUT_CODE_TAKEN: 'Ya existe un formato de archivo bancario con ese código.',
    BANK_LAYOUT_BUILT_IN:
      'Los formatos incluidos con el sistema no se modifican: cree uno propio con otro código a partir de él.',
    BANK_LAYOUT_INACTIVE: 'El formato de archivo bancario está desactivado: actívelo antes de usarlo.',
    BANK_FILE_FIELD_OVERFLOW:
      'El campo «{field}» ({value}) no cabe en {width} caracteres (empleado {num_empleado}): amplíe el ancho en el formato; no se generó ningún archivo.',
    BANK_FILE_EMPTY:
      'Ningún empleado de la selección tiene cuenta IBAN válida y monto por pagar: no hay archivo que generar.',
    RT_POLICY_NOT_FOUND: 'No hay una versión de la póliza de riesgos del trabajo desde esa fecha.',
    RT_POLICY_USED_BY_PAID_PAYROLL:
      'La planilla pagada del periodo que termina el {periodEnd} usó esa tasa de la póliza de riesgos del trabajo: no se puede cambiar. Registre el cambio desde una fecha posterior.',
    BANK_LAYOUT_FIELD_TOO_NARROW:
      'El campo «{field}» tiene {width} caracteres de ancho y su origen puede llegar a {needed}: amplíelo a {needed} o más. No se guardó nada.',
    NOT_AN_EMPLOYEE: 'Su usuario no está vinculado a un empleado de esta empresa.',
    SETTLEMENT_NOT_FOUND: 'No tiene una liquidación pagada.',
    VACATION_REQUEST_NOT_FOUND: 'No se encontró la solicitud de vacaciones.',
    VACATION_REQUEST_DECIDED: 'La solicitud ya fue resuelta o cancelada: no admite cambios.',
    SALARY_CERTIFICATE_NOT_FOUND: 'No se encontró la constancia salarial.',
    SALARY_CERTIFICATE_REVOKED: 'La constancia salarial ya fue revocada.',
    SALARY_CERTIFICATE_EMPLOYEE_INACTIVE:
      'El empleado no está activo: una constancia salarial certifica una relación laboral vigente.',
    DATA_CHANGE_REQUEST_NOT_FOUND: 'No se encontró la solicitud de cambio de datos.',
    DATA_CHANGE_REQUEST_DECIDED:
      'La solicitud de cambio de datos ya fue resuelta o cancelada: no admite cambios.',
    DATA_CHANGE_REQUEST_PENDING:
      'Ya tiene una solicitud de cambio de datos pendiente: cancélela antes de pedir otra, o espere la decisión.',
    PAY_ITEM_NOT_FOUND: 'No se encontró el rubro del empleado.',
    PAY_ITEM_TYPE_NOT_FOUND: 'No se encontró ese tipo de rubro en el catálogo de la empresa.',
    PAY_ITEM_TYPE_CODE_TAKEN: 'Ya existe un tipo de rubro con ese código.',
    PAY_ITEM_TYPE_INACTIVE: 'Ese tipo de rubro está inactivo: actívelo en el catálogo antes de asignarlo.',
    PAYEE_NOT_FOUND: 'No se encontró el beneficiario.',
    PAYEE_NAME_TAKEN: 'Ya existe un beneficiario con ese nombre.',
    PAY_ITEM_USED:
      'Una planilla cerrada ya usó este rubro: no se puede modificar ni eliminar. Finalícelo y registre uno nuevo desde la fecha del cambio.',
    PAY_ITEM_EMPLOYEE_INACTIVE: 'El empleado está inactivo: no se le pueden asignar rubros.',
    PAY_ITEM_ENDED: 'El rubro ya terminó: no admite cambios.',
    PAY_ITEM_NO_BALANCE: 'Este rubro no tiene saldo pendiente que cancelar.',
    PAYEE_BANK_FILE_EMPTY:
      'Ningún beneficiario de la selección tiene cuenta IBAN válida y monto por pagar: no hay archivo que generar.',
    PAYEE_BANK_FILE_FIELD_OVERFLOW:
      'El campo «{field}» ({value}) no cabe en {width} caracteres (beneficiario {payee}): amplíe el ancho en el formato; no se generó ningún archivo.',
  },
  en: {
    VALIDATION_ERROR: 'Some data is not valid. Check the highlighted fields.',
    BAD_REQUEST: 'The request is not valid.',
    INVALID_CREDENTIALS: 'Wrong user or password.',
    UNAUTHENTICATED: 'Please sign in to continue.',
    TOKEN_EXPIRED: 'Your session expired; please sign in again.',
    TOKEN_INVALID: 'Your session is not valid; please sign in again.',
    SESSION_EXPIRED: 'Your session expired; please sign in again.',
    TENANT_MISMATCH: 'The requested data does not belong to the company of your session.',
    FORBIDDEN: 'You are not allowed to do this.',
    NOT_A_MEMBER: 'Your user has no access to this company.',
    NOT_FOUND: 'What you were looking for was not found.',
    ROUTE_NOT_FOUND: 'The requested operation does not exist.',
    USER_CODE_TAKEN: 'A user with that code already exists.',
    EMAIL_TAKEN: 'A user with that e-mail address already exists.',
    CONFLICT: 'The operation cannot be done in the current state. Refresh and try again.',
    RESET_TOKEN_INVALID: 'The password link is not valid or has expired. Request a new one.',
    WRONG_PASSWORD: 'The current password is not correct.',
    PASSWORD_REUSED: 'The new password must differ from the current one.',
    EMPLOYEE_NOT_FOUND: 'The employee was not found.',
    NATIONAL_ID_TAKEN: 'An employee with that ID number already exists in this company.',
    BADGE_CODE_TAKEN: 'Another employee of this company already marks with that code.',
    EMPLOYEE_NUMBER_TAKEN: 'That employee number is already in use in this company.',
    EMPLOYEE_ALREADY_ACTIVE: 'The employee is already active.',
    EMPLOYEE_ALREADY_INACTIVE: 'The employee is already inactive.',
    LOCALIZATION_NOT_FOUND: 'The localization was not found.',
    SCHEDULE_NOT_FOUND: 'The schedule was not found.',
    SCHEDULE_NAME_TAKEN: 'A schedule with that name already exists.',
    SCHEDULE_IN_USE: 'The schedule has active employees; assign them another schedule before retiring it.',
    CATALOG_ENTRY_NOT_FOUND: 'The catalog entry was not found.',
    CATALOG_NAME_TAKEN:
      'An entry with that name already exists in this catalog (perhaps retired); case and accents are not told apart.',
    CATALOG_ENTRY_IN_USE: 'Active employees have this entry; assign them another one before retiring it.',
    PROJECTION_UNAVAILABLE:
      'The pay of this employee cannot be projected: there is no salary in force or no payroll rules for that date.',
    IMPORT_FILE_INVALID: 'The file could not be read or does not have the expected format.',
    IMPORT_JOB_NOT_FOUND: 'The import was not found.',
    IMPORT_IN_PROGRESS: 'An import is already running; wait until it finishes.',
    USER_NOT_FOUND: 'The user was not found in this company.',
    LAST_ADMIN: 'The company must keep at least one active administrator.',
    CANNOT_DEACTIVATE_SELF: 'You cannot deactivate your own user.',
    PAYROLL_REVIEW_BLOCKERS:
      'The payroll has {count} review items pending (employees {employees}): resolve them before calculating.',
    PAYROLL_CALCULATION_RUNNING:
      'This payroll is already being calculated ({processed} of {total} employees); wait until it finishes.',
    PAYROLL_NOT_CALCULATED: 'The payroll has not been calculated: calculate it before closing it.',
    PAYROLL_STALE:
      'Attendance, salaries or legal values changed after the calculation: recalculate the payroll before closing it.',
    PAYROLL_TOTALS_CHANGED:
      'The payroll totals changed since you reviewed them: review them again before closing.',
    AGUINALDO_PAYROLLS_OPEN:
      '{count} regular payrolls of the aguinaldo period are not closed: close them and recalculate the aguinaldo before closing it.',
    SETTLEMENT_NO_EXIT: 'The employee has no recorded exit: record the exit (date and type) before settling.',
    SETTLEMENT_PAID:
      'The settlement of this exit has been paid: it is final and the exit can no longer change.',
    SETTLEMENT_PAYROLLS_OPEN:
      'The employee has {count} regular payrolls up to the exit not closed: close them and recalculate the settlement before closing it.',
    PAYROLL_KIND_CONFLICT: 'This operation does not apply to this kind of payroll (aguinaldo or settlement).',
    PAYSLIP_NOT_FOUND: 'The employee has no calculated payslip in this payroll.',
    PAYROLL_CALCULATION_FAILED:
      'The payslip of employee {num_empleado} could not be calculated ({reason}); the previous calculation is kept intact.',
    LEGAL_RULE_USED_BY_PAID_PAYROLL:
      'A paid payroll (pay date {payDate}) used that legal value: it cannot be altered; corrections go in later payrolls.',
    VOUCHER_PAYROLL_NOT_CLOSED:
      'The payroll is not closed yet: its vouchers are a draft and cannot be e-mailed.',
    EMPLOYEE_WITHOUT_EMAIL: 'Employee {num_empleado} has no e-mail address on record.',
    USER_IN_OTHER_COMPANIES:
      'This user also works in companies you do not administer: only an administrator of all of them can change their name or e-mail.',
    PAYROLL_NOT_FOUND: 'The payroll was not found.',
    REVIEW_BLOCKED:
      '{count} employee(s) have blockers and cannot be marked reviewed: {employees}. Resolve the days with a missing mark and the pending extra hours, or record the salary and the schedule.',
    PAYROLL_PERIOD_OVERLAP: 'The period overlaps another payroll of the same periodicity.',
    PAYROLL_PAID: 'The payroll has been paid: it accepts no attendance or date changes.',
    PAYROLL_ALREADY_CLOSED:
      'The payroll was already closed and is paid (another person or session closed it); refresh to see its status.',
    PAYROLL_NOT_PROJECTED: 'The payroll has not been projected yet: project it before recording attendance.',
    PAYROLL_STATUS_CONFLICT:
      'The status of the payroll does not allow this (it has been calculated or paid).',
    PAYROLL_RULES_UNAVAILABLE: 'There are no holiday and payroll rules for a year of the period.',
    ATTENDANCE_DAY_NOT_FOUND: 'The employee has no such day in the payroll (not part of it on that date).',
    ATTENDANCE_RANGE_OVERLAP:
      'The dates overlap vacations or a disability already registered for the employee.',
    VACATION_BALANCE_EXCEEDED:
      'The vacation asked for is {requested} working days and employee {num_empleado} has {available} days available; the company does not allow advance vacations.',
    LEGAL_RULE_NOT_FOUND: 'The registered legal value was not found.',
    LEGAL_RULE_IN_FORCE:
      'That legal value has already taken effect: it cannot be changed or deleted; register a new value that replaces it from another date.',
    LEGAL_RULE_OVERLAP:
      'A value is already registered for that table with the same effective date (or that holiday was already moved that year).',
    PAYLOAD_TOO_LARGE: 'The file or data sent is too large.',
    RATE_LIMITED: 'Too many attempts. Wait a few minutes and try again.',
    INTERNAL_ERROR: 'An unexpected error occurred. Try again; if it persists, report the request id.',
    UPLOAD_MALFORMED: 'The file did not arrive whole or the upload is damaged. Send it again.',
    JOB_INTERRUPTED:
      'The server stopped while the job was running; nothing was applied. You can start it again.',
    FILE_NOT_FOUND: "The file was not found in the company's folder.",
    FILE_EXISTS: 'A file with that name already exists in the folder; say that you want to replace it.',
    CLOCK_FILE_NOT_FOUND: 'The clock file was not found.',
    CLOCK_FILE_ALREADY_REGISTERED: 'That file is already registered as a clock file.',
    CLOCK_FILE_BUSY: 'The clock file is being read; wait until it finishes.',
    CLOCK_FILE_ALREADY_READ:
      'That clock file was already read and its marks come from its content; upload it under another name to read it.',
    CLOCK_FILE_EMPTY: 'The file is empty.',
    CLOCK_FILE_UNSUPPORTED:
      'The format is not supported. Use CSV, TXT, XLSX or the ZKTeco clock attlog.dat (save an old .xls as .xlsx).',
    CLOCK_FILE_UNKNOWN_LAYOUT:
      'The columns are not recognised: each mark needs the employee number or badge and its date and time.',
    CLOCK_FILE_LINE_TOO_LONG: 'The file has a line that is far too long; it does not look like a clock file.',
    CLOCK_FILE_UNREADABLE_XLSX: 'The Excel workbook is damaged or cannot be read.',
    PAYROLL_CALENDAR_MISALIGNED:
      'The existing payroll from {periodStart} to {periodEnd} overlaps the generated periods or leaves a gap next to them: check the first day of the week or the periodicity; no payroll was created.',
    PAYMENT_SUMMARY_NOT_CALCULATED:
      'The payroll has not been calculated yet: there are no payments to summarize.',
    BANK_FILE_PAYROLL_NOT_CLOSED:
      'Only a closed (paid) payroll produces the bank file: close it first. Meanwhile you can look at the preview.',
    BANK_LAYOUT_NOT_FOUND: 'The bank file layout was not found.',
    BANK_LAYOUT_CODE_TAKEN: 'A bank file layout with that code already exists.',
    BANK_LAYOUT_BUILT_IN:
      'The layouts shipped with the system are not changed: create your own from it with another code.',
    BANK_LAYOUT_INACTIVE: 'The bank file layout is deactivated: activate it before using it.',
    BANK_FILE_FIELD_OVERFLOW:
      'The field “{field}” ({value}) does not fit in {width} characters (employee {num_empleado}): widen it in the layout; no file was generated.',
    BANK_FILE_EMPTY:
      'No employee of the selection has a valid IBAN and an amount to pay: there is no file to generate.',
    RT_POLICY_NOT_FOUND: 'There is no version of the work-risk policy from that date.',
    RT_POLICY_USED_BY_PAID_PAYROLL:
      'The paid payroll of the period ending {periodEnd} used that work-risk policy rate: it cannot change. Register the change from a later date.',
    BANK_LAYOUT_FIELD_TOO_NARROW:
      'The field “{field}” is {width} characters wide and its source can reach {needed}: widen it to {needed} or more. Nothing was saved.',
    NOT_AN_EMPLOYEE: 'Your user is not linked to an employee of this company.',
    SETTLEMENT_NOT_FOUND: 'You have no paid settlement.',
    VACATION_REQUEST_NOT_FOUND: 'The vacation request was not found.',
    VACATION_REQUEST_DECIDED: 'The request has already been decided or cancelled: it takes no changes.',
    SALARY_CERTIFICATE_NOT_FOUND: 'The salary certificate was not found.',
    SALARY_CERTIFICATE_REVOKED: 'The salary certificate has already been revoked.',
    SALARY_CERTIFICATE_EMPLOYEE_INACTIVE:
      'The employee is not active: a salary certificate certifies an employment in force.',
    DATA_CHANGE_REQUEST_NOT_FOUND: 'The data-change request was not found.',
    DATA_CHANGE_REQUEST_DECIDED:
      'The data-change request has already been decided or cancelled: it takes no changes.',
    DATA_CHANGE_REQUEST_PENDING:
      'You already have a pending data-change request: cancel it before asking for another, or wait for the decision.',
    PAY_ITEM_NOT_FOUND: "The employee's pay item was not found.",
    PAY_ITEM_TYPE_NOT_FOUND: "That pay item type is not in the company's catalogue.",
    PAY_ITEM_TYPE_CODE_TAKEN: 'A pay item type with that code already exists.',
    PAY_ITEM_TYPE_INACTIVE:
      'That pay item type is inactive: activate it in the catalogue before assigning it.',
    PAYEE_NOT_FOUND: 'The payee was not found.',
    PAYEE_NAME_TAKEN: 'A payee with that name already exists.',
    PAY_ITEM_USED:
      'A closed payroll already used this pay item: it cannot be changed or deleted. End it and add a new one from the date of the change.',
    PAY_ITEM_EMPLOYEE_INACTIVE: 'The employee is inactive: no pay items can be assigned.',
    PAY_ITEM_ENDED: 'The pay item has ended: it takes no changes.',
    PAY_ITEM_NO_BALANCE: 'This pay item has no balance left to pay off.',
    PAYEE_BANK_FILE_EMPTY:
      'No payee in the selection has a valid IBAN and an amount to pay: there is no file to generate.',
    PAYEE_BANK_FILE_FIELD_OVERFLOW:
      'The field “{field}” ({value}) does not fit in {width} characters (payee {payee}): widen it in the layout; no file was generated.',
  },
};

/** The text of an error code in a language. */
export const errorMessage = (code: ErrorCode, language: MessageLanguage): string =>
  ERROR_MESSAGES[language][code];
