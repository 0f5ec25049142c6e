import type { DisabilityType } from '../attendance/attendance';
import type { IsoDate } from '../calendar/iso-date';
import { applyRate, rateFromBasisPoints, type BasisPoints, type Cents } from '../money/money';
import type { LineKind, PayslipIssue, PayslipIssueCode, PayslipLine, PayslipLineCode } from './payslip-types';

/** Legal basis printed on each line (Spanish: it is quoted on the voucher as the law names it). */
export const LEGAL_REFS = {
  ordinary: 'Salario mensual ÷ 30 por día (convención de mes de 30 días)',
  ordinaryDaily: 'Salario diario pactado por cada día pagado',
  ordinaryHourly: 'Salario por hora pactado × las horas de la jornada ordinaria de cada día pagado',
  weekRestDayPaid:
    'la semana incluye el día de descanso (comercio, o jornada semanal en cinco días: Código de Trabajo arts. 136 y 152)',
  weekDaysWorked:
    'fuera del comercio la semana paga los días laborados y los feriados de pago obligatorio, no el día de descanso ni los feriados de pago no obligatorio no laborados (Código de Trabajo arts. 148 y 152)',
  absence: 'Ausencia injustificada: día no pagado (salario mensual ÷ 30)',
  absenceWage: 'Ausencia injustificada: día no pagado',
  overtime: 'Código de Trabajo art. 139; Constitución Política art. 58',
  holidayWorked: 'Código de Trabajo art. 148: feriado trabajado, pago doble',
  holidayOvertime: 'Código de Trabajo arts. 139 y 148: horas extra en feriado, triple',
  restDayWorked: 'Código de Trabajo art. 152: día de descanso trabajado, pago doble',
  restDayOvertime: 'Código de Trabajo arts. 139 y 152: horas extra en el día de descanso, triple',
  vacationAverage: 'Código de Trabajo art. 157: promedio de las últimas 50 semanas',
  vacationCurrent: 'Código de Trabajo arts. 153 y 157: salario vigente (sin historial de 50 semanas)',
  vacationFloor:
    'Código de Trabajo arts. 153 y 157: salario diario vigente, mayor que el promedio de las últimas 50 semanas',
  illnessEmployer:
    'Incapacidad por enfermedad CCSS: el patrono paga el 50 % de los días 1 a 3 (subsidio, no salario: sin cargas sociales)',
  illnessSubsidy: 'Subsidio de incapacidad pagado por la CCSS',
  insSubsidy: 'Código de Trabajo art. 236: subsidio pagado por el INS',
  maternityEmployer: 'Código de Trabajo art. 95: licencia de maternidad, 50 % patrono',
  maternitySubsidy: 'Código de Trabajo art. 95; Reglamento SEM art. 43: 50 % pagado por la CCSS',
  maternityBase: 'Código de Trabajo art. 95: cuotas CCSS sobre el salario completo durante la licencia',
  paternityEmployer:
    'Código de Trabajo art. 95 (reformado por la Ley 10211): licencia de paternidad, 50 % patrono',
  paternitySubsidy: 'Código de Trabajo art. 95 (Ley 10211): licencia de paternidad, 50 % pagado por la CCSS',
  paternityBase:
    'Código de Trabajo art. 95 (Ley 10211): cuotas CCSS sobre el salario completo durante la licencia de paternidad',
  additional: 'Pago adicional (Reglamento Ley 7092 art. 29)',
  deduction: 'Rebajo de pago',
  insPremium: 'Código de Trabajo, Título IV: seguro de Riesgos del Trabajo (INS)',
  provisionAguinaldo: 'Ley 2412: aguinaldo',
  aguinaldoPayment:
    'Ley 2412: salarios devengados del 1 de diciembre al 30 de noviembre ÷ 12, sin cargas sociales ni renta',
  alimonyDeduction:
    'Ley 2412 art. 1 y Ley de Pensiones Alimentarias 7654: el aguinaldo solo se embarga por pensión alimentaria',
  provisionVacation: 'Código de Trabajo art. 153: vacaciones',
  provisionCesantia: 'Código de Trabajo art. 29: auxilio de cesantía',
  preaviso:
    'Código de Trabajo art. 28: preaviso no otorgado, pagado en dinero (sin cargas sociales ni renta)',
  cesantia:
    'Código de Trabajo art. 29 (reformado por la LPT art. 88): auxilio de cesantía (sin cargas sociales ni renta)',
  vacationSettlement:
    'Código de Trabajo arts. 153, 156 y 157: vacaciones pendientes pagadas al terminar, promedio de las últimas 50 semanas',
  aguinaldoProportional:
    'Ley 2412: aguinaldo proporcional, salarios desde el 1 de diciembre ÷ 12 (sin cargas sociales ni renta)',
} as const;

// Every line has the same fields in the same order, so the objects share one shape.

/** A line paid per day: `units` days at `rate` × the daily `basis`. */
export function dayLine(
  code: PayslipLineCode,
  kind: LineKind,
  units: number,
  rate: number,
  basis: Cents,
  amount: Cents,
  legalRef: string,
  disabilityType: DisabilityType | null = null,
  date: IsoDate | null = null,
): PayslipLine {
  return {
    code,
    kind,
    quantity: units,
    unit: 'days',
    rate,
    basis,
    amount,
    legalRef,
    date,
    disabilityType,
    note: null,
  };
}

/** A line paid per hour: `hours` at `rate` × the hourly `basis`. */
export function hourLine(
  code: PayslipLineCode,
  hours: number,
  rate: number,
  basis: Cents,
  amount: Cents,
  legalRef: string,
  date: IsoDate | null = null,
): PayslipLine {
  return {
    code,
    kind: 'earning',
    quantity: hours,
    unit: 'hours',
    rate,
    basis,
    amount,
    legalRef,
    date,
    disabilityType: null,
    note: null,
  };
}

/** A percentage of a base: CCSS lines, employer charges, provisions. */
export function rateLine(
  code: PayslipLineCode,
  kind: LineKind,
  rate: number | null,
  basis: Cents,
  amount: Cents,
  legalRef: string,
): PayslipLine {
  return {
    code,
    kind,
    quantity: null,
    unit: null,
    rate,
    basis,
    amount,
    legalRef,
    date: null,
    disabilityType: null,
    note: null,
  };
}

/** A fixed amount of one day: additional payments and pay deductions. */
export function amountLine(
  code: PayslipLineCode,
  kind: LineKind,
  amount: Cents,
  legalRef: string,
  date: IsoDate,
  note: string | null,
): PayslipLine {
  return {
    code,
    kind,
    quantity: null,
    unit: null,
    rate: null,
    basis: null,
    amount,
    legalRef,
    date,
    disabilityType: null,
    note,
  };
}

export function issue(
  code: PayslipIssueCode,
  date: IsoDate | null = null,
  detail: string | null = null,
): PayslipIssue {
  return { code, date, detail };
}

export function sumAmounts(lines: readonly PayslipLine[]): Cents {
  let total = 0;
  for (const line of lines) total += line.amount;
  return total as Cents;
}

/**
 * Earnings that are not salary: the termination indemnities (preaviso, cesantía) and the aguinaldo, whole or
 * proportional. The CCSS takes no contributions on them and they are not reported as salary to the INS
 * Riesgos del Trabajo policy, so no RT premium is charged on them (docs/decisions.md, "RT premium").
 */
export const NOT_SALARY_EARNING_CODES = [
  'PREAVISO',
  'CESANTIA',
  'AGUINALDO_PROPORTIONAL',
  'AGUINALDO_PAYMENT',
] as const satisfies readonly PayslipLineCode[];

/**
 * The INS Riesgos del Trabajo premium on the salary of a payslip at the rate of the company's policy (basis
 * points; `null` without a policy): an employer line, or `null` when there is no policy or no salary.
 */
export function insRiskPremiumLine(salary: Cents, rate: BasisPoints | null): PayslipLine | null {
  if (rate === null || salary <= 0) return null;
  return rateLine(
    'INS_RISK_PREMIUM',
    'employer',
    rateFromBasisPoints(rate),
    salary,
    applyRate(salary, rate),
    LEGAL_REFS.insPremium,
  );
}
