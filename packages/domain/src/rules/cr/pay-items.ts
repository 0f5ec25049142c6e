import type { PayItemClassRule, PayItemClassRules, PayItemTreatment, RuleStatus } from '../types';
import { EFFECTIVE_DATE_NOT_IN_REFERENCE } from './builders';

// The shipped catalogue of pay-item classes: how the law treats each one (issue 26). A company's item of a
// class starts from this treatment; it may change the flags of its earnings (a bonus the company does not count
// for the aguinaldo), never the kind or the order of deductions. Laws cited: the Reglamento of Ley 7092 art. 29
// (what the salary tax takes), Ley 2412 (aguinaldo), the Código de Trabajo arts. 29–30 (the settlement's
// average of ordinary and extraordinary salaries) and art. 172 (embargos), Ley 7654 de Pensiones Alimentarias,
// Ley 6970 de Asociaciones Solidaristas. None of them is dated by the reference: `EFFECTIVE_DATE_NOT_IN_REFERENCE`.

const UNDATED = EFFECTIVE_DATE_NOT_IN_REFERENCE;

/** Salary: CCSS, salary tax, aguinaldo and the settlement average. */
const SALARY: PayItemTreatment = { ccssBase: true, taxable: true, aguinaldo: true, settlementAverage: true };
/** Not salary, or not an earning at all: no flag. */
const NONE: PayItemTreatment = {
  ccssBase: false,
  taxable: false,
  aguinaldo: false,
  settlementAverage: false,
};

function payItemClass(
  rule: Omit<PayItemClassRule, 'effectiveFrom' | 'status'>,
  status: RuleStatus = 'sourced',
): PayItemClassRule {
  return { ...rule, effectiveFrom: UNDATED, status };
}

const SALARY_SOURCE =
  '§3 Reglamento Ley 7092 art. 29 (comisiones, bonificaciones, premios, gratificaciones are taxable salary); §4 and files-and-calendar facts §4.1 (the aguinaldo counts commissions, bonuses and "cualquier otro incentivo": AG Legal; La Teja 2025-11-18); §9 the settlement average is of ordinary and extraordinary salaries (CT arts. 29–30); being salary, CCSS contributions apply';

export const CR_PAY_ITEM_CLASSES: PayItemClassRules = {
  commission: payItemClass({
    kind: 'earning',
    lineCode: 'COMMISSION',
    treatment: SALARY,
    legalRef:
      'Comisión: salario (Reglamento Ley 7092 art. 29; Ley 2412): con cargas sociales, renta y aguinaldo',
    source: SALARY_SOURCE,
  }),
  bonus: payItemClass({
    kind: 'earning',
    lineCode: 'BONUS',
    treatment: SALARY,
    legalRef:
      'Bonificación o premio: salario (Reglamento Ley 7092 art. 29; Ley 2412): con cargas sociales, renta y aguinaldo',
    source: SALARY_SOURCE,
  }),
  allowance: payItemClass(
    {
      kind: 'earning',
      lineCode: 'TRAVEL_ALLOWANCE',
      treatment: NONE,
      legalRef:
        'Viáticos: reintegro de gastos del trabajo, no es salario: sin cargas sociales, renta ni aguinaldo',
      source:
        '§14 and issue 26: travel allowances (viáticos) reimburse the cost of the work, they are not salary; the reference cites no legal text for it (El Observador: Ley 7092 art. 8 makes documented viáticos a deductible expense of the employer; the Sala Segunda decides case by case whether a benefit is salary in kind). A company that pays a fixed allowance that is really salary sets the flags on its item',
    },
    'unconfirmed',
  ),
  association_savings: payItemClass({
    kind: 'deduction',
    lineCode: 'ASSOCIATION_SAVINGS',
    treatment: NONE,
    legalRef:
      'Ley 6970 de Asociaciones Solidaristas: ahorro del trabajador rebajado por planilla, nunca por debajo del salario mínimo inembargable',
    source:
      '§14 Asociación solidarista (Ley 6970): the worker saves a percentage of salary by payroll deduction, commonly 3–5 % set by the statutes (El Financiero); below the minimum wage no deduction (El Financiero; digital506)',
  }),
  association_employer: payItemClass({
    kind: 'employer',
    lineCode: 'ASSOCIATION_EMPLOYER',
    treatment: NONE,
    legalRef:
      'Ley 6970 de Asociaciones Solidaristas: aporte patronal a la asociación (no se rebaja al trabajador)',
    source:
      '§2 and §14 Asociación solidarista (Ley 6970): the employer transfers its contribution, commonly 5 % (kgtiger); an employer charge, not a deduction from the worker; that it is an advance on cesantía (art. 18) is unconfirmed',
  }),
  alimony: payItemClass({
    kind: 'deduction',
    lineCode: 'ALIMONY_DEDUCTION',
    treatment: NONE,
    legalRef:
      'Ley de Pensiones Alimentarias 7654; Código de Trabajo art. 172: pensión alimentaria, hasta el 50 % del salario líquido, aun por debajo del mínimo inembargable',
    source:
      "§14 Pensión alimentaria: up to 50 % of the salary and it may reach below the protected amount (El Financiero; digital506); the first deduction after the law's charges",
  }),
  embargo: payItemClass({
    kind: 'deduction',
    lineCode: 'GARNISHMENT',
    treatment: NONE,
    legalRef: 'Código de Trabajo art. 172: embargo de salario',
    source:
      '§14 Embargos, Código de Trabajo art. 172 (deusalegal 2022; empresariosdelcombustible 2022): the protected amount of the decree in force on the order date; 1/8 of the excess up to 3 × it and 1/4 of the rest; queued by order date; deposited at BCR with the case number',
  }),
  company_loan: payItemClass({
    kind: 'deduction',
    lineCode: 'COMPANY_LOAN',
    treatment: NONE,
    legalRef:
      'Préstamo del patrono: cuota rebajada por planilla hasta saldar, nunca por debajo del salario mínimo inembargable',
    source:
      '§14 Loans and salary advances: deducted in instalments until the balance is zero; they stop at the minimum-wage floor (MTSS via El Financiero; digital506)',
  }),
  association_loan: payItemClass({
    kind: 'deduction',
    lineCode: 'ASSOCIATION_LOAN',
    treatment: NONE,
    legalRef:
      'Ley 6970: préstamo de la asociación solidarista, cuota rebajada por planilla, nunca por debajo del salario mínimo inembargable',
    source:
      '§14 Asociación solidarista (Ley 6970) and loans: association loans are deducted through the payroll and paid to the association monthly; they stop at the minimum-wage floor',
  }),
  advance: payItemClass({
    kind: 'deduction',
    lineCode: 'SALARY_ADVANCE',
    treatment: NONE,
    legalRef:
      'Adelanto de salario: se rebaja en la planilla a la que está ligado, nunca por debajo del salario mínimo inembargable',
    source:
      '§14 Loans and salary advances: an advance (adelanto) is deducted in the payroll it is tied to; it stops at the minimum-wage floor',
  }),
  voluntary: payItemClass({
    kind: 'deduction',
    lineCode: 'VOLUNTARY_DEDUCTION',
    treatment: NONE,
    legalRef:
      'Rebajo voluntario autorizado por el trabajador (seguro, sindicato, cooperativa), nunca por debajo del salario mínimo inembargable',
    source:
      '§14: below the minimum wage the MTSS allows no deduction other than the pensión alimentaria (El Financiero; digital506); voluntary deductions (insurance, union or cooperative dues) come last (issue 26)',
  }),
};
