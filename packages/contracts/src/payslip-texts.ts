import type { MessageLanguage } from './error-messages';
import { formatCentimos, formatDate, formatQuantity, pluralCategory } from './format';
import { REVIEW_BLOCKER_CODES, REVIEW_WARNING_CODES } from './attendance';
import type { MinimumWageCategoryCode } from './parameters';
import type { StaleReason } from './payroll-calculation';

/**
 * The one catalogue of payslip texts: each line code's label and explanation (its legal basis), each warning
 * and blocker's name and sentence, why a calculation is stale, the units of a quantity. Read by the API (the
 * voucher and settlement PDFs, the calculation export, e-mails) and by the web (`payslip` namespace, built from
 * this object in `apps/web/src/lib/i18n.ts`). Typed per language like `ERROR_MESSAGES`: a code without a text in
 * either language is a type error; `apps/api/src/lib/payslip-texts.ts` proves the code lists equal the engine's.
 * Figures are named `{name}` (the web turns them into i18next's `{{name}}`).
 */

/** Every payslip line code of the engine (`PayslipLineCode` in `@planilla/domain`). */
export const PAYSLIP_LINE_CODES = [
  'ORDINARY_PAY',
  'ABSENCE_UNPAID',
  'OVERTIME',
  'HOLIDAY_WORKED',
  'HOLIDAY_OVERTIME',
  'VACATION_PAY',
  'REST_DAY_WORKED',
  'REST_DAY_OVERTIME',
  'DISABILITY_EMPLOYER',
  'ILLNESS_EMPLOYER_SUBSIDY',
  'ADDITIONAL_PAYMENT',
  'CCSS_SEM_WORKER',
  'CCSS_IVM_WORKER',
  'BANCO_POPULAR_WORKER',
  'SALARY_TAX',
  'PAY_DEDUCTION',
  'CCSS_SEM_EMPLOYER',
  'CCSS_IVM_EMPLOYER',
  'BANCO_POPULAR_EMPLOYER',
  'FODESAF_EMPLOYER',
  'IMAS_EMPLOYER',
  'INA_EMPLOYER',
  'LPT_BANCO_POPULAR_EMPLOYER',
  'LPT_FCL_EMPLOYER',
  'LPT_ROP_EMPLOYER',
  'LPT_INS_EMPLOYER',
  'INS_RISK_PREMIUM',
  'PROVISION_AGUINALDO',
  'PROVISION_VACATION',
  'PROVISION_CESANTIA',
  'DISABILITY_SUBSIDY_INFO',
  'MATERNITY_CCSS_BASE_INFO',
  'PATERNITY_CCSS_BASE_INFO',
  'AGUINALDO_PAYMENT',
  'ALIMONY_DEDUCTION',
  'PREAVISO',
  'CESANTIA',
  'VACATION_SETTLEMENT',
  'AGUINALDO_PROPORTIONAL',
  // Pay items (issue 26)
  'COMMISSION',
  'BONUS',
  'TRAVEL_ALLOWANCE',
  'GARNISHMENT',
  'ASSOCIATION_SAVINGS',
  'ASSOCIATION_LOAN',
  'COMPANY_LOAN',
  'SALARY_ADVANCE',
  'VOLUNTARY_DEDUCTION',
  'ASSOCIATION_EMPLOYER',
] as const;
export type PayslipLineCodeText = (typeof PAYSLIP_LINE_CODES)[number];

/** The engine's payslip warnings and blockers (`PayslipIssueCode` in `@planilla/domain`). */
export const PAYSLIP_ISSUE_CODES = [
  'BELOW_MINIMUM_WAGE',
  'NEGATIVE_NET_PAY',
  'MISSING_CLOCK_MARK',
  'NO_SALARY_IN_FORCE',
  'DUPLICATE_ATTENDANCE_DAY',
  'ATTENDANCE_OUTSIDE_PERIOD',
  'NOT_EMPLOYED_IN_PERIOD',
  'DAILY_HOURS_OVER_CAP',
  'WEEKLY_HOURS_OVER_LIMIT',
  'JORNADA_OVER_LEGAL_LIMIT',
  'ATTENDANCE_OUTSIDE_EMPLOYMENT',
  'ABSENCE_ON_HOLIDAY',
  'VACATION_ON_HOLIDAY',
  'ALIMONY_ABOVE_AGUINALDO',
  'DEDUCTION_DEFERRED',
  'GARNISHMENT_PROTECTED_AMOUNT_CARRIED',
  'RULES_CARRIED_FORWARD',
  'RULES_CARRIED_BACKWARD',
] as const;
export type PayslipIssueCodeText = (typeof PAYSLIP_ISSUE_CODES)[number];
/** Worded by `carried` (the table, year and decree), not by a sentence of their own. */
type CarriedIssueCode = 'RULES_CARRIED_FORWARD' | 'RULES_CARRIED_BACKWARD';

/** Everything shown beside a payslip or a payroll: the engine's issues and the review's blockers and warnings. */
export type IssueCodeText =
  PayslipIssueCodeText | (typeof REVIEW_BLOCKER_CODES)[number] | (typeof REVIEW_WARNING_CODES)[number];
export const ISSUE_CODES: readonly IssueCodeText[] = [
  ...new Set<IssueCodeText>([
    ...PAYSLIP_ISSUE_CODES,
    ...REVIEW_BLOCKER_CODES,
    ...REVIEW_WARNING_CODES,
    'NO_BANK_ACCOUNT',
  ]),
];

export type QuantityUnit = 'days' | 'hours';
/** A count with its unit: a line's quantity, a length of service, vacation days. */
export type CountUnit = QuantityUnit | 'workDays' | 'months' | 'years';
export type CarriedTable = 'salaryTax' | 'minimumWage' | 'ccssRate';

export type PayslipTexts = {
  /** A line's name. */
  lines: Record<PayslipLineCodeText, string>;
  /**
   * A line's explanation and legal basis (`{legalRef}`: the law the engine cites, kept in Spanish). A pay-item class
   * whose stored reference cites no law (travel allowances, a company loan, a salary advance, a voluntary
   * deduction) is explained here alone: its reference only restates the line in Spanish, so it is left out, and the
   * explanation does not repeat the line's name either (screens show it just above).
   */
  basis: Record<PayslipLineCodeText, string>;
  /** A warning's or blocker's short name (a chip, a column, an export cell). */
  issues: Record<IssueCodeText, string>;
  /** A payslip issue as a sentence (`{date}`, `{amount}`, `{hours}` filled by the reader). */
  issueDetails: Record<Exclude<PayslipIssueCodeText, CarriedIssueCode>, string>;
  /** Why a calculation is out of date. */
  staleReasons: Record<StaleReason, string>;
  /** A yearly table used outside its year (`{year}`, `{decree}`, `{appliedTo}`). */
  carried: Record<'forward' | 'backward', Record<CarriedTable, string>>;
  /** A quantity with its unit, per plural category (`{value}`: the formatted number). */
  units: Record<CountUnit, { one: string; other: string }>;
  /**
   * The minimum-wage decree's categories, by the decree's Spanish names (the occupation catalogue, the legal
   * parameters, the below-minimum warnings).
   */
  minimumWageCategories: Record<MinimumWageCategoryCode, string>;
  /**
   * How an embargo's line was computed (CT art. 172; the engine's `GarnishmentComputation`), sentence by sentence:
   * where its protected amount comes from (`fromDecree`, `fromDecreeCarried` or `fromOrder`, in `{origin}`), the
   * computation, and what earlier embargos took when they took something (`garnishmentText` puts them together).
   */
  garnishment: {
    fromDecree: string;
    fromDecreeCarried: string;
    fromOrder: string;
    computation: string;
    earlier: string;
  };
};

export const PAYSLIP_TEXTS: Record<MessageLanguage, PayslipTexts> = {
  es: {
    lines: {
      ORDINARY_PAY: 'Salario ordinario',
      ABSENCE_UNPAID: 'Ausencias sin goce de salario',
      OVERTIME: 'Horas extra',
      HOLIDAY_WORKED: 'Feriado laborado',
      HOLIDAY_OVERTIME: 'Horas extra en feriado',
      VACATION_PAY: 'Vacaciones',
      REST_DAY_WORKED: 'Día de descanso trabajado',
      REST_DAY_OVERTIME: 'Horas extra en día de descanso',
      DISABILITY_EMPLOYER: 'Licencia de maternidad o paternidad: la parte del patrono',
      ILLNESS_EMPLOYER_SUBSIDY: 'Incapacidad CCSS, días 1 a 3 (patrono)',
      ADDITIONAL_PAYMENT: 'Pago adicional',
      CCSS_SEM_WORKER: 'CCSS: Seguro de Enfermedad y Maternidad (SEM)',
      CCSS_IVM_WORKER: 'CCSS: Invalidez, Vejez y Muerte (IVM)',
      BANCO_POPULAR_WORKER: 'Banco Popular: aporte del trabajador',
      SALARY_TAX: 'Impuesto al salario',
      PAY_DEDUCTION: 'Rebajo',
      CCSS_SEM_EMPLOYER: 'CCSS: Seguro de Enfermedad y Maternidad (SEM), cuota patronal',
      CCSS_IVM_EMPLOYER: 'CCSS: Invalidez, Vejez y Muerte (IVM), cuota patronal',
      BANCO_POPULAR_EMPLOYER: 'Banco Popular: cuota patronal',
      FODESAF_EMPLOYER: 'Asignaciones Familiares (FODESAF)',
      IMAS_EMPLOYER: 'IMAS',
      INA_EMPLOYER: 'INA',
      LPT_BANCO_POPULAR_EMPLOYER: 'Ley de Protección al Trabajador: Banco Popular',
      LPT_FCL_EMPLOYER: 'Ley de Protección al Trabajador: Fondo de Capitalización Laboral',
      LPT_ROP_EMPLOYER: 'Ley de Protección al Trabajador: pensión complementaria (ROP)',
      LPT_INS_EMPLOYER: 'Ley de Protección al Trabajador: INS',
      INS_RISK_PREMIUM: 'Póliza de riesgos del trabajo (INS)',
      PROVISION_AGUINALDO: 'Aguinaldo',
      PROVISION_VACATION: 'Vacaciones',
      PROVISION_CESANTIA: 'Cesantía',
      DISABILITY_SUBSIDY_INFO: 'Subsidio de incapacidad (lo paga la CCSS o el INS)',
      MATERNITY_CCSS_BASE_INFO: 'Licencia de maternidad: la parte que paga la CCSS',
      PATERNITY_CCSS_BASE_INFO: 'Licencia de paternidad: la parte que paga la CCSS',
      AGUINALDO_PAYMENT: 'Aguinaldo',
      ALIMONY_DEDUCTION: 'Pensión alimentaria (retención judicial)',
      PREAVISO: 'Preaviso',
      CESANTIA: 'Auxilio de cesantía',
      VACATION_SETTLEMENT: 'Vacaciones pendientes (liquidación)',
      AGUINALDO_PROPORTIONAL: 'Aguinaldo proporcional',
      COMMISSION: 'Comisión',
      BONUS: 'Bonificación',
      TRAVEL_ALLOWANCE: 'Viáticos',
      GARNISHMENT: 'Embargo de salario',
      ASSOCIATION_SAVINGS: 'Asociación solidarista: ahorro',
      ASSOCIATION_LOAN: 'Asociación solidarista: préstamo',
      COMPANY_LOAN: 'Préstamo de la empresa',
      SALARY_ADVANCE: 'Adelanto de salario',
      VOLUNTARY_DEDUCTION: 'Rebajo voluntario',
      ASSOCIATION_EMPLOYER: 'Asociación solidarista: aporte patronal',
    },
    basis: {
      ORDINARY_PAY:
        'El salario de cada día pagado: el mensual ÷ 30 (mes de 30 días), o el salario por día o por hora pactado — {legalRef}.',
      ABSENCE_UNPAID: 'Ausencia injustificada: el día no se paga (el salario de ese día).',
      OVERTIME:
        'Horas extra al 150 % del salario por hora — Código de Trabajo art. 139; Constitución Política art. 58.',
      HOLIDAY_WORKED: 'Feriado trabajado: se paga un día más, es decir, doble — Código de Trabajo art. 148.',
      HOLIDAY_OVERTIME: 'Horas extra en un feriado, al triple — Código de Trabajo arts. 139 y 148.',
      VACATION_PAY:
        'Días de vacaciones al promedio diario de las remuneraciones ordinarias y extraordinarias de las últimas 50 semanas (de toda la relación laboral si es más corta), nunca por debajo del salario diario vigente — {legalRef}.',
      REST_DAY_WORKED:
        'Horas trabajadas en el día de descanso semanal: el salario ya paga ese día una vez, se paga otra vez cada hora hasta la jornada, es decir, doble — Código de Trabajo art. 152.',
      REST_DAY_OVERTIME:
        'Horas más allá de la jornada en el día de descanso: 1,5 veces la hora doble, es decir, al triple — Código de Trabajo arts. 139 y 152.',
      DISABILITY_EMPLOYER:
        'Licencia de maternidad o de paternidad: el patrono paga el 50 % del salario y la CCSS el otro 50 %; es salario, con cargas sobre el salario completo — Código de Trabajo art. 95 (la paternidad, reformado por la Ley 10211).',
      ILLNESS_EMPLOYER_SUBSIDY:
        'Incapacidad por enfermedad de la CCSS: el patrono paga el 50 % del salario diario en los días 1 a 3 de cada incapacidad continua (las boletas seguidas cuentan como una). Es un subsidio, no salario: no paga cargas sociales ni cuenta para el aguinaldo; sí paga impuesto al salario.',
      ADDITIONAL_PAYMENT:
        'Pago adicional que forma parte del salario: pagan CCSS e impuesto — Reglamento de la Ley 7092 art. 29.',
      CCSS_SEM_WORKER:
        'Cuota del trabajador al seguro de salud y maternidad — CCSS, Seguro de Enfermedad y Maternidad.',
      CCSS_IVM_WORKER:
        'Cuota del trabajador al seguro de pensiones — CCSS, Reglamento del Seguro de Invalidez, Vejez y Muerte.',
      BANCO_POPULAR_WORKER: 'Aporte del trabajador al Banco Popular — Ley de Protección al Trabajador.',
      SALARY_TAX: 'Retención del impuesto según los tramos mensuales — {legalRef}.',
      PAY_DEDUCTION: 'Rebajo de pago, después de la CCSS y el impuesto.',
      CCSS_SEM_EMPLOYER:
        'Carga del patrono al seguro de salud y maternidad — CCSS, Seguro de Enfermedad y Maternidad.',
      CCSS_IVM_EMPLOYER:
        'Carga del patrono al seguro de pensiones — CCSS, Reglamento del Seguro de Invalidez, Vejez y Muerte.',
      BANCO_POPULAR_EMPLOYER: 'Aporte del patrono al Banco Popular, cobrado en la planilla de la CCSS.',
      FODESAF_EMPLOYER:
        'Fondo de asignaciones familiares, cobrado en la planilla de la CCSS — Fondo de Desarrollo Social y Asignaciones Familiares (FODESAF).',
      IMAS_EMPLOYER:
        'Aporte para la asistencia social, cobrado en la planilla de la CCSS — Instituto Mixto de Ayuda Social (IMAS).',
      INA_EMPLOYER:
        'Aporte para la formación profesional, cobrado en la planilla de la CCSS — Instituto Nacional de Aprendizaje (INA).',
      LPT_BANCO_POPULAR_EMPLOYER: 'Aporte del patrono al Banco Popular — Ley de Protección al Trabajador.',
      LPT_FCL_EMPLOYER:
        'Fondo de capitalización del trabajador — Ley de Protección al Trabajador (Fondo de Capitalización Laboral).',
      LPT_ROP_EMPLOYER:
        'Pensión complementaria obligatoria — Ley de Protección al Trabajador (Régimen Obligatorio de Pensiones Complementarias).',
      LPT_INS_EMPLOYER:
        'La línea «INS» de la planilla de la CCSS (no es la póliza de riesgos del trabajo) — Ley de Protección al Trabajador.',
      INS_RISK_PREMIUM:
        'Prima del seguro de riesgos del trabajo, a la tasa del INS de la empresa — Código de Trabajo, Título IV.',
      PROVISION_AGUINALDO: 'Provisión del aguinaldo (la doceava parte de los salarios) — Ley 2412.',
      PROVISION_VACATION: 'Provisión de las vacaciones pagadas — Código de Trabajo art. 153.',
      PROVISION_CESANTIA: 'Provisión del auxilio de cesantía — Código de Trabajo art. 29.',
      DISABILITY_SUBSIDY_INFO:
        'Subsidio que paga la CCSS o el INS por los días de incapacidad; no lo paga el patrono — Código de Trabajo arts. 95 y 236.',
      MATERNITY_CCSS_BASE_INFO:
        'Durante la licencia de maternidad las cuotas de la CCSS siguen sobre el salario completo: la mitad que paga la CCSS se suma a la base — Código de Trabajo art. 95.',
      PATERNITY_CCSS_BASE_INFO:
        'La licencia de paternidad (2 días por semana durante las 4 semanas siguientes al nacimiento) se paga como la de maternidad: las cuotas de la CCSS siguen sobre el salario completo y la mitad que paga la CCSS se suma a la base y al aguinaldo — Código de Trabajo art. 95, reformado por la Ley 10211.',
      AGUINALDO_PAYMENT:
        'Aguinaldo: los salarios devengados del 1 de diciembre al 30 de noviembre ÷ 12, sin cargas sociales ni impuesto — Ley 2412.',
      ALIMONY_DEDUCTION:
        'Retención por pensión alimentaria ordenada por un juzgado (el expediente va en la nota): se rebaja primero después de la CCSS y el impuesto, hasta el 50 % del salario líquido aunque el neto quede por debajo del mínimo inembargable, y es la única retención que admite el aguinaldo — {legalRef}.',
      PREAVISO:
        'Preaviso no otorgado, pagado en dinero: días según la antigüedad × el promedio diario de los últimos seis meses (÷ 30), sin cargas sociales ni renta — Código de Trabajo art. 28.',
      CESANTIA:
        'Auxilio de cesantía: días por año laborado según la tabla del art. 29 (máximo 8 años) × el promedio diario de los últimos seis meses, sin cargas sociales ni renta — Código de Trabajo art. 29.',
      VACATION_SETTLEMENT:
        'Vacaciones pendientes pagadas al terminar: días hábiles × 7 ÷ días laborables por semana × el promedio diario de las últimas 50 semanas; es salario, con cargas sociales y renta — Código de Trabajo arts. 153, 156 y 157.',
      AGUINALDO_PROPORTIONAL:
        'Aguinaldo proporcional: los salarios devengados desde el 1 de diciembre hasta la salida ÷ 12, sin cargas sociales ni renta — Ley 2412.',
      COMMISSION:
        'Comisión: es salario, paga CCSS e impuesto y cuenta para el aguinaldo y la liquidación (según el tratamiento del rubro) — {legalRef}.',
      BONUS:
        'Bonificación o premio: es salario, paga CCSS e impuesto y cuenta para el aguinaldo y la liquidación (según el tratamiento del rubro) — {legalRef}.',
      TRAVEL_ALLOWANCE:
        'Reintegran gastos del trabajo, no son salario: sin CCSS, impuesto ni aguinaldo, y no se embargan (según el tratamiento del rubro).',
      GARNISHMENT:
        'Embargo ordenado por un juzgado (el expediente va en la nota), depositado en el BCR: del salario líquido (después de la CCSS y el impuesto; sin subsidios ni viáticos) se protege el salario mínimo menor del decreto vigente al ordenarse el embargo, en proporción al periodo; se embarga 1/8 de lo que excede hasta tres veces ese monto y 1/4 del resto, y varios embargos juntos, por fecha de la orden, nunca pasan de esa parte — {legalRef}.',
      ASSOCIATION_SAVINGS:
        'Ahorro del trabajador en la asociación solidarista, rebajado por planilla después de las pensiones y los embargos; nunca deja el neto por debajo del mínimo inembargable: lo que no cabe pasa a la próxima planilla — {legalRef}.',
      ASSOCIATION_LOAN:
        'Cuota de un préstamo de la asociación solidarista: nunca más que el saldo ni por debajo del mínimo inembargable; lo que no cabe pasa a la próxima planilla — {legalRef}.',
      COMPANY_LOAN:
        'Cuota rebajada por planilla hasta saldar el préstamo: nunca más que el saldo ni por debajo del mínimo inembargable; lo que no cabe pasa a la próxima planilla.',
      SALARY_ADVANCE:
        'Se rebaja en la planilla a la que está ligado: nunca más que el saldo ni por debajo del mínimo inembargable; lo que no cabe pasa a la próxima planilla.',
      VOLUNTARY_DEDUCTION:
        'Autorizado por el trabajador (seguro, sindicato, cooperativa), el último en tomarse: nunca deja el neto por debajo del mínimo inembargable; lo que no cabe pasa a la próxima planilla.',
      ASSOCIATION_EMPLOYER:
        'Aporte del patrono a la asociación solidarista: un costo del patrono, no se rebaja al trabajador — {legalRef}.',
    },
    issues: {
      NO_BANK_ACCOUNT: 'Sin cuenta bancaria',
      BELOW_MINIMUM_WAGE: 'Bajo el salario mínimo',
      NEGATIVE_NET_PAY: 'Neto negativo',
      MISSING_CLOCK_MARK: 'Falta marca',
      NO_SALARY_IN_FORCE: 'Sin salario vigente',
      RULES_CARRIED_FORWARD: 'Valores legales arrastrados',
      MISSING_MARK: 'Sin marca',
      EXTRA_HOURS_PENDING: 'Horas extra pendientes',
      REST_DAY_WORK_UNPAID: 'Descanso trabajado sin pagar',
      NO_SALARY: 'Sin salario vigente',
      NO_SCHEDULE: 'Sin horario',
      DUPLICATE_ATTENDANCE_DAY: 'Día de asistencia repetido',
      ATTENDANCE_OUTSIDE_PERIOD: 'Asistencia fuera del periodo',
      NOT_EMPLOYED_IN_PERIOD: 'Sin relación laboral en el periodo',
      RULES_CARRIED_BACKWARD: 'Valores legales anteriores a su vigencia',
      DAILY_HOURS_OVER_CAP: 'Más de 12 horas en un día',
      WEEKLY_HOURS_OVER_LIMIT: 'Horas semanales sobre el límite',
      JORNADA_OVER_LEGAL_LIMIT: 'Jornada sobre el límite legal',
      ATTENDANCE_OUTSIDE_EMPLOYMENT: 'Asistencia fuera de la relación laboral',
      ABSENCE_ON_HOLIDAY: 'Ausencia en feriado',
      VACATION_ON_HOLIDAY: 'Vacaciones en feriado',
      ALIMONY_ABOVE_AGUINALDO: 'Pensión alimentaria mayor que el aguinaldo',
      DEDUCTION_DEFERRED: 'Rebajo pasa a la próxima planilla',
      GARNISHMENT_PROTECTED_AMOUNT_CARRIED: 'Inembargable de otro decreto',
      DISABILITY_WITHOUT_TYPE: 'Incapacidad sin tipo',
    },
    issueDetails: {
      BELOW_MINIMUM_WAGE:
        'El salario vigente desde el {date} es menor que el mínimo de ley ({amount} mensuales en jornada completa).',
      NEGATIVE_NET_PAY: 'El salario neto sería negativo ({amount}).',
      MISSING_CLOCK_MARK: 'Falta una marca de asistencia el {date}.',
      NO_SALARY_IN_FORCE: 'No hay salario vigente el {date}: agregue un salario con esa fecha o anterior.',
      DUPLICATE_ATTENDANCE_DAY: 'El {date} tiene más de un registro de asistencia.',
      ATTENDANCE_OUTSIDE_PERIOD: 'Hay asistencia del {date}, fuera del período.',
      NOT_EMPLOYED_IN_PERIOD:
        'El empleado no tiene días laborales en este período (ingresa después o salió antes).',
      DAILY_HOURS_OVER_CAP: 'El {date} suma {hours} horas, más del máximo diario.',
      WEEKLY_HOURS_OVER_LIMIT:
        'La semana del {date} suma {hours} horas ordinarias (días trabajados × horas por día), más del máximo semanal de la jornada.',
      JORNADA_OVER_LEGAL_LIMIT:
        'Las horas por día del horario superan el máximo legal de la jornada ({hours} h).',
      ATTENDANCE_OUTSIDE_EMPLOYMENT: 'Hay asistencia del {date}, fuera de la relación laboral.',
      ABSENCE_ON_HOLIDAY: 'Hay una ausencia el {date}, que es feriado.',
      VACATION_ON_HOLIDAY: 'Hay vacaciones el {date}, que es feriado.',
      ALIMONY_ABOVE_AGUINALDO:
        'La pensión alimentaria ordenada ({amount}) es mayor que el aguinaldo: se retuvo el aguinaldo completo.',
      DEDUCTION_DEFERRED:
        'No se pudo rebajar {amount} de un rubro sin pasar el límite de ley (el mínimo inembargable, el 50 % de las pensiones o la parte embargable): pasa a la próxima planilla.',
      GARNISHMENT_PROTECTED_AMOUNT_CARRIED:
        'El embargo ordenado el {date} se protegió con {amount} mensuales, del decreto más cercano conocido: registre el monto inembargable que indica la orden.',
    },
    staleReasons: {
      attendance: 'asistencia',
      salary: 'salario',
      schedule: 'horario',
      periodicity: 'periodicidad',
      employment: 'ingreso o salida',
      credits: 'créditos fiscales',
      history: 'planillas o incapacidades anteriores',
      legal: 'valores legales',
      payItems: 'deducciones y percepciones (rubros o sus saldos)',
    },
    carried: {
      forward: {
        salaryTax:
          'Tramos {year}, {decree}, aplicados a {appliedTo}: el decreto {appliedTo} no está registrado.',
        minimumWage:
          'Salario mínimo {year}, {decree}, aplicado a {appliedTo}: el decreto {appliedTo} no está registrado.',
        ccssRate: 'Tasas de la CCSS de {year} aplicadas a {appliedTo}.',
      },
      backward: {
        salaryTax:
          'Tramos {year}, {decree}, aplicados a {appliedTo}: los tramos de {appliedTo} no están registrados.',
        minimumWage:
          'Salario mínimo {year}, {decree}, aplicado a {appliedTo}: el de {appliedTo} no está registrado.',
        ccssRate:
          'Tasas de la CCSS vigentes desde {year} aplicadas a {appliedTo}: las de {appliedTo} no están registradas.',
      },
    },
    units: {
      days: { one: '{value} día', other: '{value} días' },
      hours: { one: '{value} h', other: '{value} h' },
      workDays: { one: '{value} día hábil', other: '{value} días hábiles' },
      months: { one: '{value} mes', other: '{value} meses' },
      years: { one: '{value} año', other: '{value} años' },
    },
    minimumWageCategories: {
      unskilled: 'Trabajador en ocupación no calificada (TONC)',
      semi_skilled: 'Trabajador en ocupación semicalificada (TOSC)',
      skilled: 'Trabajador en ocupación calificada (TOC)',
      specialized: 'Trabajador en ocupación especializada (TOE)',
      technician_mid: 'Técnico medio en educación diversificada (TMED)',
      specialized_superior: 'Trabajador de especialización superior (TES)',
      bachelor: 'Bachiller universitario',
      licentiate: 'Licenciado universitario',
      domestic: 'Servicio doméstico',
    },
    garnishment: {
      fromDecree: '{decree}, vigente al ordenarse el embargo el {orderDate}',
      fromDecreeCarried: '{decree}, el decreto más cercano conocido al embargo del {orderDate}',
      fromOrder: 'el monto que indica la orden del {orderDate}',
      computation:
        'Inembargable: {protectedMonthly} al mes ({origin}), {protectedForPeriod} en el periodo. Del salario líquido de {salaryAfterCharges} se embarga 1/8 de {lowerBand} (lo que excede el inembargable hasta tres veces él) = {lowerShare} y 1/4 de {upperBand} (el resto) = {upperShare}: embargable {garnishable}.',
      earlier:
        'Los embargos ordenados antes ya tomaron {takenByEarlier}: quedan {available} para este embargo.',
    },
  },
  en: {
    lines: {
      ORDINARY_PAY: 'Ordinary salary',
      ABSENCE_UNPAID: 'Unpaid absences',
      OVERTIME: 'Overtime',
      HOLIDAY_WORKED: 'Holiday worked',
      HOLIDAY_OVERTIME: 'Overtime on a holiday',
      VACATION_PAY: 'Vacation pay',
      REST_DAY_WORKED: 'Rest day worked',
      REST_DAY_OVERTIME: 'Rest day extra hours',
      DISABILITY_EMPLOYER: "Maternity or paternity leave: the employer's part",
      ILLNESS_EMPLOYER_SUBSIDY: 'CCSS sick leave, days 1–3 (employer)',
      ADDITIONAL_PAYMENT: 'Additional payment',
      CCSS_SEM_WORKER: 'CCSS: Health and Maternity Insurance (SEM)',
      CCSS_IVM_WORKER: 'CCSS: Disability, Old Age and Death (IVM)',
      BANCO_POPULAR_WORKER: 'Banco Popular: employee contribution',
      SALARY_TAX: 'Salary tax',
      PAY_DEDUCTION: 'Deduction',
      CCSS_SEM_EMPLOYER: 'CCSS: Health and Maternity Insurance (SEM), employer share',
      CCSS_IVM_EMPLOYER: 'CCSS: Disability, Old Age and Death (IVM), employer share',
      BANCO_POPULAR_EMPLOYER: 'Banco Popular: employer contribution',
      FODESAF_EMPLOYER: 'Family Allowances (FODESAF)',
      IMAS_EMPLOYER: 'IMAS',
      INA_EMPLOYER: 'INA',
      LPT_BANCO_POPULAR_EMPLOYER: 'Worker Protection Law: Banco Popular',
      LPT_FCL_EMPLOYER: 'Worker Protection Law: Labour Capitalisation Fund',
      LPT_ROP_EMPLOYER: 'Worker Protection Law: complementary pension (ROP)',
      LPT_INS_EMPLOYER: 'Worker Protection Law: INS',
      INS_RISK_PREMIUM: 'Occupational risk insurance (INS)',
      PROVISION_AGUINALDO: 'Aguinaldo (Christmas bonus)',
      PROVISION_VACATION: 'Vacations',
      PROVISION_CESANTIA: 'Severance (cesantía)',
      DISABILITY_SUBSIDY_INFO: 'Sick leave subsidy (paid by the CCSS or the INS)',
      MATERNITY_CCSS_BASE_INFO: 'Maternity leave: the part the CCSS pays',
      PATERNITY_CCSS_BASE_INFO: 'Paternity leave: the part the CCSS pays',
      AGUINALDO_PAYMENT: 'Aguinaldo (year-end bonus)',
      ALIMONY_DEDUCTION: 'Alimony (court order)',
      PREAVISO: 'Notice pay (preaviso)',
      CESANTIA: 'Severance (cesantía)',
      VACATION_SETTLEMENT: 'Pending vacation (settlement)',
      AGUINALDO_PROPORTIONAL: 'Proportional aguinaldo',
      COMMISSION: 'Commission',
      BONUS: 'Bonus',
      TRAVEL_ALLOWANCE: 'Travel allowance (viáticos)',
      GARNISHMENT: 'Salary garnishment (embargo)',
      ASSOCIATION_SAVINGS: 'Solidarity association: savings',
      ASSOCIATION_LOAN: 'Solidarity association: loan',
      COMPANY_LOAN: 'Company loan',
      SALARY_ADVANCE: 'Salary advance',
      VOLUNTARY_DEDUCTION: 'Voluntary deduction',
      ASSOCIATION_EMPLOYER: "Solidarity association: employer's contribution",
    },
    basis: {
      ORDINARY_PAY:
        'The pay of each day paid: the monthly salary ÷ 30 (30-day month), or the agreed daily or hourly wage — {legalRef}.',
      ABSENCE_UNPAID: 'Unjustified absence: the day is not paid (that day’s pay).',
      OVERTIME:
        'Overtime at 150 % of the hourly salary — Código de Trabajo art. 139; Constitución Política art. 58.',
      HOLIDAY_WORKED: 'A holiday worked is paid one more day, i.e. double — Código de Trabajo art. 148.',
      HOLIDAY_OVERTIME: 'Overtime on a holiday, paid triple — Código de Trabajo arts. 139 and 148.',
      VACATION_PAY:
        'Vacation days at the daily average of the ordinary and extraordinary pay of the last 50 weeks (the whole employment when shorter), never below the current daily salary — {legalRef}.',
      REST_DAY_WORKED:
        'Hours worked on the weekly rest day: the salary already pays that day once, so each hour up to the working day is paid once more, i.e. double — Código de Trabajo art. 152.',
      REST_DAY_OVERTIME:
        'Hours beyond the working day on the rest day: 1.5 times the double hour, i.e. triple — Código de Trabajo arts. 139 and 152.',
      DISABILITY_EMPLOYER:
        'Maternity or paternity leave: the employer pays 50 % of the salary and the CCSS the other 50 %; it is salary, with contributions on the full salary — Código de Trabajo art. 95 (paternity as reformed by Ley 10211).',
      ILLNESS_EMPLOYER_SUBSIDY:
        'CCSS sick leave: the employer pays 50 % of the daily salary on days 1 to 3 of each continuous incapacity (certificates back to back count as one). It is a subsidy, not salary: no social charges and not counted for the aguinaldo; the salary tax applies.',
      ADDITIONAL_PAYMENT:
        'An additional payment that is part of the salary: CCSS and tax apply — Reglamento de la Ley 7092 art. 29.',
      CCSS_SEM_WORKER:
        "Employee's share of the health and maternity insurance — CCSS, Seguro de Enfermedad y Maternidad.",
      CCSS_IVM_WORKER:
        "Employee's share of the pension insurance — CCSS, Reglamento del Seguro de Invalidez, Vejez y Muerte.",
      BANCO_POPULAR_WORKER: "Employee's contribution to the Banco Popular — Ley de Protección al Trabajador.",
      SALARY_TAX: 'Salary tax withheld on the monthly brackets — {legalRef}.',
      PAY_DEDUCTION: 'A deduction from pay, made after CCSS and tax.',
      CCSS_SEM_EMPLOYER:
        "Employer's share of the health and maternity insurance — CCSS, Seguro de Enfermedad y Maternidad.",
      CCSS_IVM_EMPLOYER:
        "Employer's share of the pension insurance — CCSS, Reglamento del Seguro de Invalidez, Vejez y Muerte.",
      BANCO_POPULAR_EMPLOYER: "Employer's contribution to the Banco Popular, collected on the CCSS bill.",
      FODESAF_EMPLOYER:
        'Family allowances fund, collected on the CCSS bill — Fondo de Desarrollo Social y Asignaciones Familiares (FODESAF).',
      IMAS_EMPLOYER:
        'Social assistance, collected on the CCSS bill — Instituto Mixto de Ayuda Social (IMAS).',
      INA_EMPLOYER:
        'Vocational training, collected on the CCSS bill — Instituto Nacional de Aprendizaje (INA).',
      LPT_BANCO_POPULAR_EMPLOYER:
        "Employer's contribution to the Banco Popular — Ley de Protección al Trabajador.",
      LPT_FCL_EMPLOYER:
        "The worker's capitalisation fund — Ley de Protección al Trabajador (Fondo de Capitalización Laboral).",
      LPT_ROP_EMPLOYER:
        'Mandatory complementary pension — Ley de Protección al Trabajador (Régimen Obligatorio de Pensiones Complementarias).',
      LPT_INS_EMPLOYER:
        'The "INS" line of the CCSS bill (not the occupational-risk policy) — Ley de Protección al Trabajador.',
      INS_RISK_PREMIUM:
        "Occupational-risk insurance premium at the company's INS rate — Código de Trabajo, Título IV.",
      PROVISION_AGUINALDO: 'Accrual for the Christmas bonus (one twelfth of the salaries) — Ley 2412.',
      PROVISION_VACATION: 'Accrual for paid vacations — Código de Trabajo art. 153.',
      PROVISION_CESANTIA: 'Accrual for severance pay (auxilio de cesantía) — Código de Trabajo art. 29.',
      DISABILITY_SUBSIDY_INFO:
        'Subsidy the CCSS or the INS pays for incapacity days; not paid by the employer — Código de Trabajo arts. 95 and 236.',
      MATERNITY_CCSS_BASE_INFO:
        'During maternity leave CCSS contributions continue on the full salary: the CCSS half is added to the base — Código de Trabajo art. 95.',
      PATERNITY_CCSS_BASE_INFO:
        'Paternity leave (2 days a week during the 4 weeks after the birth) is paid like maternity leave: CCSS contributions continue on the full salary and the CCSS half is added to the base and to the aguinaldo — Código de Trabajo art. 95, as reformed by Ley 10211.',
      AGUINALDO_PAYMENT:
        'Aguinaldo: the salaries earned from 1 December to 30 November ÷ 12, free of social charges and tax — Ley 2412.',
      ALIMONY_DEDUCTION:
        'Alimony withheld by court order (the case number is in the note): taken first after CCSS and tax, up to 50 % of the salary after them even if the net falls below the protected minimum, and the only deduction the aguinaldo admits — {legalRef}.',
      PREAVISO:
        'Notice not given, paid in money: days by seniority × the daily average of the last six months (÷ 30), free of social charges and tax — Código de Trabajo art. 28.',
      CESANTIA:
        'Severance: days per year worked from the art. 29 table (at most 8 years) × the daily average of the last six months, free of social charges and tax — Código de Trabajo art. 29.',
      VACATION_SETTLEMENT:
        'Pending vacation paid on termination: working days × 7 ÷ working days a week × the daily average of the last 50 weeks; it is salary, with social charges and tax — Código de Trabajo arts. 153, 156 and 157.',
      AGUINALDO_PROPORTIONAL:
        'Proportional aguinaldo: the salaries earned from 1 December to the exit ÷ 12, free of social charges and tax — Ley 2412.',
      COMMISSION:
        "A commission is salary: CCSS and tax apply and it counts for the aguinaldo and the settlement (as the item's treatment says) — {legalRef}.",
      BONUS:
        "A bonus or prize is salary: CCSS and tax apply and it counts for the aguinaldo and the settlement (as the item's treatment says) — {legalRef}.",
      TRAVEL_ALLOWANCE:
        "They reimburse the cost of the work and are not salary: no CCSS, tax or aguinaldo, and not garnishable (as the item's treatment says).",
      GARNISHMENT:
        'Garnishment ordered by a court (the case number is in the note), deposited at BCR: of the salary after CCSS and tax (no subsidies or allowances) the lowest minimum wage of the decree in force when the order was made is protected, prorated to the period; 1/8 of the excess up to three times that amount and 1/4 of the rest is garnished, and several orders together, by order date, never take more than that part — {legalRef}.',
      ASSOCIATION_SAVINGS:
        "The worker's savings in the solidarity association, taken after alimony and garnishments; never below the protected minimum: what does not fit rolls to the next payroll — {legalRef}.",
      ASSOCIATION_LOAN:
        'An instalment of a solidarity-association loan: never more than the balance nor below the protected minimum; what does not fit rolls to the next payroll — {legalRef}.',
      COMPANY_LOAN:
        'An instalment deducted by payroll until the loan is paid off: never more than the balance nor below the protected minimum; what does not fit rolls to the next payroll.',
      SALARY_ADVANCE:
        'Taken in the payroll it is tied to: never more than the balance nor below the protected minimum; what does not fit rolls to the next payroll.',
      VOLUNTARY_DEDUCTION:
        'Authorised by the worker (insurance, union, cooperative) and taken last: never below the protected minimum; what does not fit rolls to the next payroll.',
      ASSOCIATION_EMPLOYER:
        "The employer's contribution to the solidarity association: the employer's cost, not taken from the worker — {legalRef}.",
    },
    issues: {
      NO_BANK_ACCOUNT: 'No bank account',
      BELOW_MINIMUM_WAGE: 'Below minimum wage',
      NEGATIVE_NET_PAY: 'Net below zero',
      MISSING_CLOCK_MARK: 'Missing clock mark',
      NO_SALARY_IN_FORCE: 'No salary in force',
      RULES_CARRIED_FORWARD: 'Legal values carried forward',
      MISSING_MARK: 'Missing mark',
      EXTRA_HOURS_PENDING: 'Extra hours pending',
      REST_DAY_WORK_UNPAID: 'Rest day worked, unpaid',
      NO_SALARY: 'No salary in force',
      NO_SCHEDULE: 'No schedule',
      DUPLICATE_ATTENDANCE_DAY: 'Attendance day repeated',
      ATTENDANCE_OUTSIDE_PERIOD: 'Attendance outside the period',
      NOT_EMPLOYED_IN_PERIOD: 'Not employed in the period',
      RULES_CARRIED_BACKWARD: 'Legal values carried backward',
      DAILY_HOURS_OVER_CAP: 'More than 12 hours in a day',
      WEEKLY_HOURS_OVER_LIMIT: 'Weekly hours over the limit',
      JORNADA_OVER_LEGAL_LIMIT: 'Working day over the legal limit',
      ATTENDANCE_OUTSIDE_EMPLOYMENT: 'Attendance outside employment',
      ABSENCE_ON_HOLIDAY: 'Absence on a holiday',
      VACATION_ON_HOLIDAY: 'Vacation on a holiday',
      ALIMONY_ABOVE_AGUINALDO: 'Alimony above the aguinaldo',
      DEDUCTION_DEFERRED: 'Deduction rolls to the next payroll',
      GARNISHMENT_PROTECTED_AMOUNT_CARRIED: 'Protected amount of another decree',
      DISABILITY_WITHOUT_TYPE: 'Disability without type',
    },
    issueDetails: {
      BELOW_MINIMUM_WAGE:
        'The salary in force from {date} is below the legal minimum ({amount} a month for a full jornada).',
      NEGATIVE_NET_PAY: 'The net pay would be negative ({amount}).',
      MISSING_CLOCK_MARK: 'A clock mark is missing on {date}.',
      NO_SALARY_IN_FORCE: 'No salary is in force on {date}: add a salary from that date or earlier.',
      DUPLICATE_ATTENDANCE_DAY: '{date} has more than one attendance record.',
      ATTENDANCE_OUTSIDE_PERIOD: 'There is attendance on {date}, outside the period.',
      NOT_EMPLOYED_IN_PERIOD:
        'The employee has no employed days in this period (enters later or left earlier).',
      DAILY_HOURS_OVER_CAP: '{date} adds up to {hours} hours, over the daily maximum.',
      WEEKLY_HOURS_OVER_LIMIT:
        "The week from {date} adds up to {hours} ordinary hours (days worked × hours a day), over the jornada's weekly maximum.",
      JORNADA_OVER_LEGAL_LIMIT:
        "The schedule's hours per day exceed the jornada's legal maximum ({hours} h).",
      ATTENDANCE_OUTSIDE_EMPLOYMENT: 'There is attendance on {date}, outside the employment.',
      ABSENCE_ON_HOLIDAY: 'There is an absence on {date}, which is a holiday.',
      VACATION_ON_HOLIDAY: 'There are vacations on {date}, which is a holiday.',
      ALIMONY_ABOVE_AGUINALDO:
        'The alimony ordered ({amount}) is more than the aguinaldo: the whole aguinaldo was withheld.',
      DEDUCTION_DEFERRED:
        "{amount} of an item could not be deducted within the law's limits (the protected minimum, the alimony's 50 % or the garnishable part): it rolls to the next payroll.",
      GARNISHMENT_PROTECTED_AMOUNT_CARRIED:
        'The garnishment ordered on {date} was protected with {amount} a month, from the nearest decree known: record the protected amount its order states.',
    },
    staleReasons: {
      attendance: 'attendance',
      salary: 'salary',
      schedule: 'schedule',
      periodicity: 'periodicity',
      employment: 'entry or exit',
      credits: 'tax credits',
      history: 'earlier payrolls or incapacities',
      legal: 'legal values',
      payItems: 'earnings and deductions (items or their balances)',
    },
    carried: {
      forward: {
        salaryTax:
          'Brackets {year}, {decree}, applied to {appliedTo}: the {appliedTo} decree is not registered.',
        minimumWage:
          'Minimum wage {year}, {decree}, applied to {appliedTo}: the {appliedTo} decree is not registered.',
        ccssRate: 'CCSS rates of {year} applied to {appliedTo}.',
      },
      backward: {
        salaryTax:
          'Brackets {year}, {decree}, applied to {appliedTo}: the {appliedTo} brackets are not registered.',
        minimumWage:
          'Minimum wage {year}, {decree}, applied to {appliedTo}: the {appliedTo} one is not registered.',
        ccssRate:
          'CCSS rates in force from {year} applied to {appliedTo}: those of {appliedTo} are not registered.',
      },
    },
    units: {
      days: { one: '{value} day', other: '{value} days' },
      hours: { one: '{value} h', other: '{value} h' },
      workDays: { one: '{value} working day', other: '{value} working days' },
      months: { one: '{value} month', other: '{value} months' },
      years: { one: '{value} year', other: '{value} years' },
    },
    minimumWageCategories: {
      unskilled: 'Unskilled occupation worker (TONC)',
      semi_skilled: 'Semi-skilled occupation worker (TOSC)',
      skilled: 'Skilled occupation worker (TOC)',
      specialized: 'Specialized occupation worker (TOE)',
      technician_mid: 'Mid-level technician, diversified education (TMED)',
      specialized_superior: 'Specialized-superior worker (TES)',
      bachelor: 'University bachelor (bachiller)',
      licentiate: 'University licentiate (licenciado)',
      domestic: 'Domestic work',
    },
    garnishment: {
      fromDecree: '{decree}, in force when the garnishment was ordered on {orderDate}',
      fromDecreeCarried: '{decree}, the nearest decree known to the garnishment of {orderDate}',
      fromOrder: 'the amount its order of {orderDate} states',
      computation:
        'Protected: {protectedMonthly} a month ({origin}), {protectedForPeriod} in the period. Of the salary after charges of {salaryAfterCharges}, 1/8 of {lowerBand} (the part above the protected amount up to three times it) = {lowerShare} and 1/4 of {upperBand} (the rest) = {upperShare} may be garnished: {garnishable}.',
      earlier: 'The garnishments ordered earlier took {takenByEarlier}: {available} is left for this one.',
    },
  },
};

/** Fills `{name}` figures in a catalogue text. */
export const fillText = (text: string, values: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A quantity with its unit in `language`, singular or plural by the count: `1 día`, `1,5 días`, `0,03 h`. */
export const formatQuantityWithUnit = (
  value: number,
  unit: CountUnit | null,
  language: MessageLanguage,
): string => {
  const number = formatQuantity(value, language);
  if (!unit) return number;
  const forms = PAYSLIP_TEXTS[language].units[unit];
  return fillText(pluralCategory(value, language) === 'one' ? forms.one : forms.other, { value: number });
};

/**
 * A length of service in words, singular or plural per part, the zero parts left out: `1 año, 1 mes y 1 día`,
 * `2 years and 3 days` (the language's own list, `Intl.ListFormat`).
 */
export const formatService = (
  service: { years: number; months: number; days: number },
  language: MessageLanguage,
): string => {
  const parts = (['years', 'months', 'days'] as const)
    .filter((unit) => service[unit] !== 0)
    .map((unit) => formatQuantityWithUnit(service[unit], unit, language));
  if (parts.length === 0) return formatQuantityWithUnit(0, 'days', language);
  return new Intl.ListFormat(language === 'es' ? 'es' : 'en', { style: 'long', type: 'conjunction' }).format(
    parts,
  );
};

/** The figures of an embargo's computation (the engine's `GarnishmentComputation`), amounts in céntimos. */
export type GarnishmentFigures = {
  orderDate: string;
  decree: string | null;
  protectedFrom: 'decree' | 'order';
  carried: 'forward' | 'backward' | null;
  protectedMonthly: number;
  protectedForPeriod: number;
  salaryAfterCharges: number;
  lowerBand: number;
  lowerShare: number;
  upperBand: number;
  upperShare: number;
  garnishable: number;
  takenByEarlier: number;
  available: number;
};

/**
 * How an embargo was computed, in `language`: the protected amount and where it comes from, the two bands of
 * art. 172 and their shares, and what earlier embargos took (only when they took something). Money and dates in
 * the one format; the payslip detail, the voucher PDF and the calculation export all read it.
 */
export const garnishmentText = (g: GarnishmentFigures, language: MessageLanguage): string => {
  const texts = PAYSLIP_TEXTS[language].garnishment;
  const money = (c: number) => formatCentimos(c, language);
  const orderDate = formatDate(g.orderDate, language);
  const origin =
    g.protectedFrom === 'order'
      ? fillText(texts.fromOrder, { orderDate })
      : fillText(g.carried ? texts.fromDecreeCarried : texts.fromDecree, {
          decree: g.decree ?? '',
          orderDate,
        });
  const sentences = [
    fillText(texts.computation, {
      protectedMonthly: money(g.protectedMonthly),
      origin,
      protectedForPeriod: money(g.protectedForPeriod),
      salaryAfterCharges: money(g.salaryAfterCharges),
      lowerBand: money(g.lowerBand),
      lowerShare: money(g.lowerShare),
      upperBand: money(g.upperBand),
      upperShare: money(g.upperShare),
      garnishable: money(g.garnishable),
    }),
  ];
  if (g.takenByEarlier > 0)
    sentences.push(
      fillText(texts.earlier, { takenByEarlier: money(g.takenByEarlier), available: money(g.available) }),
    );
  return sentences.join(' ');
};

/** A line's label; a code the catalogue does not know (an old stored line) shows as it is. */
export const lineLabel = (code: string, language: MessageLanguage): string =>
  PAYSLIP_TEXTS[language].lines[code as PayslipLineCodeText] ?? code;

/** A warning's or blocker's short name. */
export const issueLabel = (code: string, language: MessageLanguage): string =>
  PAYSLIP_TEXTS[language].issues[code as IssueCodeText] ?? code;
