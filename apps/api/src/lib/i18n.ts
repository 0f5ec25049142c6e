import {
  ERROR_MESSAGES,
  PASSWORD_MIN_LENGTH,
  VALIDATION_MESSAGES,
  fillText,
  type ErrorCode,
  type MessageLanguage,
  type ValidationName,
} from '@planilla/contracts';

export type Lang = MessageLanguage;

/** The request's language from Accept-Language: English when asked first, Spanish otherwise. */
export const langOf = (acceptLanguage: string | undefined): Lang =>
  acceptLanguage && /^\s*en\b/i.test(acceptLanguage) ? 'en' : 'es';

type Dict = Record<string, { es: string; en: string }>;

/** The contracts' validation catalogue, by key (`validation.required`), figures filled (`{min}`). */
const validationMessages: Dict = Object.fromEntries(
  (Object.keys(VALIDATION_MESSAGES.es) as ValidationName[]).map((name) => [
    `validation.${name}`,
    {
      es: fillText(VALIDATION_MESSAGES.es[name], { min: PASSWORD_MIN_LENGTH }),
      en: fillText(VALIDATION_MESSAGES.en[name], { min: PASSWORD_MIN_LENGTH }),
    },
  ]),
);

const warningMessages: Dict = {
  'warning.belowMinimumWage': {
    es: 'El salario es inferior al salario mínimo legal vigente para esa fecha: {category}.',
    en: 'The salary is below the legal minimum wage in force on that date: {category}.',
  },
  'warning.belowMinimumWageOf': {
    es: 'El salario es inferior al mínimo legal de ₡{minimum} al mes vigente el {date} para {category} ({decree}). Se importará igual.',
    en: 'The salary is below the legal minimum of ₡{minimum} a month in force on {date} for {category} ({decree}). It will be imported anyway.',
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
  'menuSection.selfservice': { es: 'Autoservicio', en: 'Self-service' },
  'menu.myPayslips': { es: 'Mis pagos', en: 'My payslips' },
  'menu.myVacations': { es: 'Mis vacaciones', en: 'My vacations' },
  'menu.myActions': { es: 'Mis incapacidades y acciones', en: 'My incapacities and actions' },
  'menu.myCertificates': { es: 'Constancia salarial', en: 'Salary certificate' },
  'menu.myData': { es: 'Mis datos', en: 'My data' },
  'menu.extraHours': { es: 'Horas extra', en: 'Extra hours' },
  'menu.payrollReview': { es: 'Revisión de planilla', en: 'Payroll review' },
  'menu.accountingResume': { es: 'Resumen contable', en: 'Accounting summary' },
  'menu.payDocument': { es: 'Comprobantes de pago', en: 'Payment vouchers' },
  'menu.paymentResume': { es: 'Resumen de pagos', en: 'Payment summary' },
  'menu.vacationPeriods': { es: 'Periodos de vacaciones', en: 'Vacation periods' },
  'menu.approvalsInbox': { es: 'Bandeja de aprobaciones', en: 'Approvals inbox' },
  'menu.payItemCatalogue': { es: 'Rubros de planilla', en: 'Pay items' },
  'menu.payItemsOverview': { es: 'Embargos, pensiones y préstamos', en: 'Orders and loans' },
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
