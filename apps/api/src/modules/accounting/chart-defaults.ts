import type { JournalLineKind } from '@planilla/contracts';
import type { PayslipLineCode } from '@planilla/domain';

type Text = { es: string; en: string };

/**
 * The built-in Costa Rican chart of accounts for the payroll journal: what a kind posts to until the company
 * saves its own account. Codes follow the usual NIIF-style Costa Rican layout (2 = pasivo, 5 = gastos);
 * `kind` names the line in descriptions, `account` is the default account's name.
 */
export const DEFAULT_CHART: Record<JournalLineKind, { code: string; account: Text; kind: Text }> = {
  salary_expense: {
    code: '5-1-01',
    account: { es: 'Sueldos y salarios', en: 'Salaries and wages' },
    kind: { es: 'Salarios brutos', en: 'Gross salaries' },
  },
  employer_charges_expense: {
    code: '5-1-02',
    account: { es: 'Cargas sociales patronales', en: 'Employer social charges' },
    kind: { es: 'Cargas sociales patronales (CCSS y LPT)', en: 'Employer charges (CCSS and LPT)' },
  },
  ins_premium_expense: {
    code: '5-1-06',
    account: { es: 'Gasto póliza de riesgos del trabajo (INS)', en: 'Work-risk insurance (INS) expense' },
    kind: { es: 'Prima de la póliza de riesgos del trabajo', en: 'Work-risk policy premium' },
  },
  aguinaldo_expense: {
    code: '5-1-03',
    account: { es: 'Gasto de aguinaldo', en: 'Year-end bonus (aguinaldo) expense' },
    kind: { es: 'Provisión de aguinaldo', en: 'Aguinaldo provision' },
  },
  vacation_expense: {
    code: '5-1-04',
    account: { es: 'Gasto de vacaciones', en: 'Vacation expense' },
    kind: { es: 'Provisión de vacaciones', en: 'Vacation provision' },
  },
  cesantia_expense: {
    code: '5-1-05',
    account: { es: 'Gasto de cesantía', en: 'Severance (cesantía) expense' },
    kind: { es: 'Provisión de cesantía', en: 'Severance provision' },
  },
  allowance_expense: {
    code: '5-1-07',
    account: { es: 'Gasto de viáticos', en: 'Travel allowance expense' },
    kind: { es: 'Viáticos', en: 'Travel allowances' },
  },
  association_expense: {
    code: '5-1-08',
    account: {
      es: 'Aporte patronal a la asociación solidarista',
      en: "Employer's solidarity association contribution",
    },
    kind: {
      es: 'Aporte patronal a la asociación solidarista',
      en: "Employer's contribution to the solidarity association",
    },
  },
  net_payable: {
    code: '2-1-01',
    account: { es: 'Salarios por pagar', en: 'Salaries payable' },
    kind: { es: 'Salarios netos por pagar', en: 'Net salaries payable' },
  },
  ccss_worker_payable: {
    code: '2-1-02',
    account: { es: 'CCSS cuota obrera por pagar', en: 'CCSS worker contributions payable' },
    kind: { es: 'Cuota obrera CCSS y Banco Popular', en: 'CCSS and Banco Popular worker contributions' },
  },
  ccss_employer_payable: {
    code: '2-1-03',
    account: { es: 'CCSS cuota patronal por pagar', en: 'CCSS employer contributions payable' },
    kind: { es: 'Cuota patronal CCSS y LPT', en: 'CCSS and LPT employer contributions' },
  },
  ins_premium_payable: {
    code: '2-1-04',
    account: { es: 'Póliza de riesgos del trabajo INS por pagar', en: 'INS work-risk premium payable' },
    kind: { es: 'Póliza de riesgos del trabajo (INS)', en: 'Work-risk premium (INS)' },
  },
  salary_tax_payable: {
    code: '2-1-05',
    account: { es: 'Impuesto al salario retenido por pagar', en: 'Salary tax withheld payable' },
    kind: { es: 'Impuesto al salario retenido', en: 'Salary tax withheld' },
  },
  other_deductions_payable: {
    code: '2-1-06',
    account: { es: 'Otras deducciones por pagar', en: 'Other deductions payable' },
    kind: {
      es: 'Rebajos, embargos y pensiones alimentarias',
      en: 'Pay deductions, garnishments and alimony',
    },
  },
  aguinaldo_liability: {
    code: '2-1-07',
    account: { es: 'Provisión de aguinaldo por pagar', en: 'Aguinaldo provision payable' },
    kind: { es: 'Provisión de aguinaldo', en: 'Aguinaldo provision' },
  },
  vacation_liability: {
    code: '2-1-08',
    account: { es: 'Provisión de vacaciones por pagar', en: 'Vacation provision payable' },
    kind: { es: 'Provisión de vacaciones', en: 'Vacation provision' },
  },
  cesantia_liability: {
    code: '2-1-09',
    account: { es: 'Provisión de cesantía por pagar', en: 'Severance provision payable' },
    kind: { es: 'Provisión de cesantía', en: 'Severance provision' },
  },
};

/** Where a payslip line posts: an expense (debit) and/or a payable (credit). Earnings credit the net payable too. */
export type Posting = {
  debit?: JournalLineKind;
  credit?: JournalLineKind;
  /** A payment out of a liability set aside before (the aguinaldo from its provision): debits it, credits the net. */
  settles?: JournalLineKind;
};

const ccssWorker: Posting = { credit: 'ccss_worker_payable' };
const ccssEmployer: Posting = { debit: 'employer_charges_expense', credit: 'ccss_employer_payable' };
const earning: Posting = { debit: 'salary_expense' };

/**
 * Each payslip line code of the engine and its posting. The employer's CCSS bill (SEM, IVM, Banco Popular,
 * FODESAF, IMAS, INA and the Ley de Protección al Trabajador lines) is paid to the CCSS in one SICERE bill,
 * so it is one payable; the INS work-risk premium is paid to the INS. Info lines (subsidies the CCSS or INS
 * pay) are not money of the payroll and post nothing.
 */
export const LINE_POSTINGS: Record<PayslipLineCode, Posting> = {
  ORDINARY_PAY: earning,
  ABSENCE_UNPAID: earning,
  OVERTIME: earning,
  HOLIDAY_WORKED: earning,
  HOLIDAY_OVERTIME: earning,
  VACATION_PAY: earning,
  REST_DAY_WORKED: earning,
  REST_DAY_OVERTIME: earning,
  DISABILITY_EMPLOYER: earning,
  // The employer's days 1–3 of an illness: a subsidy, not salary, but paid to the worker with the payroll.
  ILLNESS_EMPLOYER_SUBSIDY: earning,
  ADDITIONAL_PAYMENT: earning,
  // The aguinaldo's own payroll pays what the monthly provision set aside: it cancels the liability.
  AGUINALDO_PAYMENT: { settles: 'aguinaldo_liability' },
  // The settlement (liquidación): preaviso is an expense of the exit (no provision is set aside for it);
  // cesantía, the pending vacations and the proportional aguinaldo are paid out of their monthly provisions.
  PREAVISO: { debit: 'cesantia_expense' },
  CESANTIA: { settles: 'cesantia_liability' },
  VACATION_SETTLEMENT: { settles: 'vacation_liability' },
  AGUINALDO_PROPORTIONAL: { settles: 'aguinaldo_liability' },
  CCSS_SEM_WORKER: ccssWorker,
  CCSS_IVM_WORKER: ccssWorker,
  BANCO_POPULAR_WORKER: ccssWorker,
  SALARY_TAX: { credit: 'salary_tax_payable' },
  PAY_DEDUCTION: { credit: 'other_deductions_payable' },
  // Withheld for the beneficiary of a court order, paid to the court's account: a payable like any deduction.
  ALIMONY_DEDUCTION: { credit: 'other_deductions_payable' },
  CCSS_SEM_EMPLOYER: ccssEmployer,
  CCSS_IVM_EMPLOYER: ccssEmployer,
  BANCO_POPULAR_EMPLOYER: ccssEmployer,
  FODESAF_EMPLOYER: ccssEmployer,
  IMAS_EMPLOYER: ccssEmployer,
  INA_EMPLOYER: ccssEmployer,
  LPT_BANCO_POPULAR_EMPLOYER: ccssEmployer,
  LPT_FCL_EMPLOYER: ccssEmployer,
  LPT_ROP_EMPLOYER: ccssEmployer,
  LPT_INS_EMPLOYER: ccssEmployer,
  // The work-risk premium at the company's RT policy rate: its own expense, owed to the INS (not the CCSS bill).
  INS_RISK_PREMIUM: { debit: 'ins_premium_expense', credit: 'ins_premium_payable' },
  PROVISION_AGUINALDO: { debit: 'aguinaldo_expense', credit: 'aguinaldo_liability' },
  PROVISION_VACATION: { debit: 'vacation_expense', credit: 'vacation_liability' },
  PROVISION_CESANTIA: { debit: 'cesantia_expense', credit: 'cesantia_liability' },
  // Pay items (issue 26). Commissions and bonuses are salary; viáticos are not: an expense of their own. The
  // worker's deductions are owed to their payees (the association, a court's account, an insurer): other
  // deductions payable, one line per payee (`buildJournal`), or the item type's own accounts when it has them.
  // The employer's contribution to the association is its own expense, owed to the association.
  COMMISSION: earning,
  BONUS: earning,
  TRAVEL_ALLOWANCE: { debit: 'allowance_expense' },
  GARNISHMENT: { credit: 'other_deductions_payable' },
  ASSOCIATION_SAVINGS: { credit: 'other_deductions_payable' },
  ASSOCIATION_LOAN: { credit: 'other_deductions_payable' },
  COMPANY_LOAN: { credit: 'other_deductions_payable' },
  SALARY_ADVANCE: { credit: 'other_deductions_payable' },
  VOLUNTARY_DEDUCTION: { credit: 'other_deductions_payable' },
  ASSOCIATION_EMPLOYER: { debit: 'association_expense', credit: 'other_deductions_payable' },
  DISABILITY_SUBSIDY_INFO: {},
  MATERNITY_CCSS_BASE_INFO: {},
  PATERNITY_CCSS_BASE_INFO: {},
};

/**
 * A code the table does not know (a newer engine) posts by its line kind, so the entry still balances and the
 * money is never dropped: earnings to salaries, deductions to other deductions, employer lines to the CCSS
 * bill, provisions to the vacation provision.
 */
export const KIND_POSTINGS: Record<string, Posting> = {
  earning,
  deduction: { credit: 'other_deductions_payable' },
  employer: ccssEmployer,
  provision: { debit: 'vacation_expense', credit: 'vacation_liability' },
};

export const postingOf = (code: string, kind: string): Posting =>
  (LINE_POSTINGS as Record<string, Posting>)[code] ?? KIND_POSTINGS[kind] ?? {};
