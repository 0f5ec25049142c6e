import { z } from 'zod';
import type { MessageLanguage } from './error-messages';
import { bankLayoutCode } from './bank-layout';
import { employeeNumber } from './employees';
import { isoDate, optionalBody } from './parameters';
import { V } from './validation';

// ---------------------------------------------------------------------------------------------------------
// Pay items (issue 26): a company's catalogue of recurring earnings and deductions, its payees, and each
// employee's items with their balances. The engine's rules live in `@planilla/domain` (`CR_PAY_ITEM_CLASSES`,
// `CR_GARNISHMENT_RULES`); these are the calls' shapes and the lists the screens offer.

/** The engine's classes (`PAY_ITEM_CLASSES` in `@planilla/domain`; a test in the API proves the lists equal). */
export const PAY_ITEM_CLASS_CODES = [
  'commission',
  'bonus',
  'allowance',
  'association_savings',
  'association_employer',
  'alimony',
  'embargo',
  'company_loan',
  'association_loan',
  'advance',
  'voluntary',
] as const;
export type PayItemClassCode = (typeof PAY_ITEM_CLASS_CODES)[number];
export const payItemClass = z.enum(PAY_ITEM_CLASS_CODES, { error: V.unknownOption });

/** Whom a deduction or an employer charge is paid to. */
export const PAYEE_KINDS = [
  'association',
  'court',
  'bank',
  'insurer',
  'union',
  'cooperative',
  'other',
] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

/** How an item's amount is set (the engine's `PayItemValue`). */
export const PAY_ITEM_VALUE_TYPES = ['amount', 'percentage', 'quantity', 'legal_maximum'] as const;
export type PayItemValueType = (typeof PAY_ITEM_VALUE_TYPES)[number];
/** What a percentage is of: the payslip's salary, or that salary less the law's charges (salario líquido). */
export const PAY_ITEM_PERCENTAGE_BASES = ['gross_salary', 'salary_after_charges'] as const;
export type PayItemPercentageBaseCode = (typeof PAY_ITEM_PERCENTAGE_BASES)[number];
/** Every payroll of the employee's periodicity, or once in a named payroll. */
export const PAY_ITEM_FREQUENCIES = ['recurring', 'once'] as const;
export type PayItemFrequency = (typeof PAY_ITEM_FREQUENCIES)[number];
/** Why an item stopped before its end date: ended by HR, paid off early, settled at termination. */
export const PAY_ITEM_END_REASONS = ['ended', 'paid_off', 'settled'] as const;
export type PayItemEndReason = (typeof PAY_ITEM_END_REASONS)[number];
/** What an item's state is today: not started, in force, over (by date, balance, payoff or settlement). */
export const PAY_ITEM_STATES = ['scheduled', 'active', 'ended', 'paid_off', 'settled'] as const;
export type PayItemState = (typeof PAY_ITEM_STATES)[number];
/** Why a payslip took less than an item asked (the engine's `PayItemLimit`). */
export const PAY_ITEM_LIMITS = ['balance', 'alimony_cap', 'garnishment_limit', 'minimum_wage_floor'] as const;
export type PayItemLimitCode = (typeof PAY_ITEM_LIMITS)[number];
/** A balance's moves: a closed payroll's deduction, a payoff outside the payroll, the settlement's deduction. */
export const PAY_ITEM_MOVEMENT_KINDS = ['payroll', 'payoff', 'settlement'] as const;
export type PayItemMovementKind = (typeof PAY_ITEM_MOVEMENT_KINDS)[number];

/** Classes whose items carry a balance (a loan's or an advance's principal; an embargo's debt is optional). */
export const PAY_ITEM_CLASSES_WITH_BALANCE: readonly PayItemClassCode[] = [
  'company_loan',
  'association_loan',
  'advance',
];
/** Classes whose items need a court case number and an order date. */
export const PAY_ITEM_COURT_ORDER_CLASSES: readonly PayItemClassCode[] = ['alimony', 'embargo'];

/**
 * The catalogue every company starts with (inserted the first time its catalogue is used): code and class.
 * Names are `PAY_ITEM_TEXTS[language].types`; the class gives the law's treatment (`CR_PAY_ITEM_CLASSES`).
 */
export const SHIPPED_PAY_ITEM_TYPES = [
  { code: 'COMISION', itemClass: 'commission' },
  { code: 'BONIFICACION', itemClass: 'bonus' },
  { code: 'VIATICOS', itemClass: 'allowance' },
  { code: 'AHORRO_ASOCIACION', itemClass: 'association_savings' },
  { code: 'APORTE_ASOCIACION', itemClass: 'association_employer' },
  { code: 'PENSION_ALIMENTARIA', itemClass: 'alimony' },
  { code: 'EMBARGO', itemClass: 'embargo' },
  { code: 'PRESTAMO_EMPRESA', itemClass: 'company_loan' },
  { code: 'PRESTAMO_ASOCIACION', itemClass: 'association_loan' },
  { code: 'ADELANTO_SALARIO', itemClass: 'advance' },
  { code: 'POLIZA_SEGURO', itemClass: 'voluntary' },
  { code: 'CUOTA_SINDICAL', itemClass: 'voluntary' },
  { code: 'CUOTA_COOPERATIVA', itemClass: 'voluntary' },
] as const satisfies readonly { code: string; itemClass: PayItemClassCode }[];
export type ShippedPayItemTypeCode = (typeof SHIPPED_PAY_ITEM_TYPES)[number]['code'];

/** The texts of pay items, typed per language (a missing one is a type error); the web's `payItems` namespace. */
export type PayItemTexts = {
  readonly types: Record<ShippedPayItemTypeCode, string>;
  readonly classes: Record<PayItemClassCode, string>;
  readonly payeeKinds: Record<PayeeKind, string>;
  readonly valueTypes: Record<PayItemValueType, string>;
  readonly percentageBases: Record<PayItemPercentageBaseCode, string>;
  readonly frequencies: Record<PayItemFrequency, string>;
  readonly states: Record<PayItemState, string>;
  readonly limits: Record<PayItemLimitCode, string>;
  readonly movementKinds: Record<PayItemMovementKind, string>;
};

export const PAY_ITEM_TEXTS: Record<MessageLanguage, PayItemTexts> = {
  es: {
    types: {
      COMISION: 'Comisión',
      BONIFICACION: 'Bonificación',
      VIATICOS: 'Viáticos',
      AHORRO_ASOCIACION: 'Ahorro asociación solidarista',
      APORTE_ASOCIACION: 'Aporte patronal asociación solidarista',
      PENSION_ALIMENTARIA: 'Pensión alimentaria',
      EMBARGO: 'Embargo de salario',
      PRESTAMO_EMPRESA: 'Préstamo de la empresa',
      PRESTAMO_ASOCIACION: 'Préstamo de la asociación',
      ADELANTO_SALARIO: 'Adelanto de salario',
      POLIZA_SEGURO: 'Póliza de seguro',
      CUOTA_SINDICAL: 'Cuota sindical',
      CUOTA_COOPERATIVA: 'Cuota de cooperativa',
    },
    classes: {
      commission: 'Comisión',
      bonus: 'Bonificación o premio',
      allowance: 'Viáticos',
      association_savings: 'Ahorro en la asociación solidarista',
      association_employer: 'Aporte patronal a la asociación',
      alimony: 'Pensión alimentaria',
      embargo: 'Embargo (art. 172 CT)',
      company_loan: 'Préstamo de la empresa',
      association_loan: 'Préstamo de la asociación',
      advance: 'Adelanto de salario',
      voluntary: 'Rebajo voluntario',
    },
    payeeKinds: {
      association: 'Asociación solidarista',
      court: 'Juzgado',
      bank: 'Banco',
      insurer: 'Aseguradora',
      union: 'Sindicato',
      cooperative: 'Cooperativa',
      other: 'Otro',
    },
    valueTypes: {
      amount: 'Monto fijo',
      percentage: 'Porcentaje',
      quantity: 'Cantidad × tarifa',
      legal_maximum: 'Máximo legal (art. 172)',
    },
    percentageBases: {
      gross_salary: 'del salario bruto',
      salary_after_charges: 'del salario líquido (después de cargas y renta)',
    },
    frequencies: { recurring: 'Cada planilla', once: 'Una vez, en una planilla' },
    states: {
      scheduled: 'Programado',
      active: 'Vigente',
      ended: 'Finalizado',
      paid_off: 'Cancelado',
      settled: 'Liquidado',
    },
    limits: {
      balance: 'limitado por el saldo',
      alimony_cap: 'limitado al 50 % del salario líquido',
      garnishment_limit: 'limitado por el art. 172 del Código de Trabajo',
      minimum_wage_floor: 'limitado por el salario mínimo inembargable',
    },
    movementKinds: {
      payroll: 'Planilla cerrada',
      payoff: 'Pago anticipado',
      settlement: 'Liquidación',
    },
  },
  en: {
    types: {
      COMISION: 'Commission',
      BONIFICACION: 'Bonus',
      VIATICOS: 'Travel allowance',
      AHORRO_ASOCIACION: 'Solidarity association savings',
      APORTE_ASOCIACION: "Employer's solidarity association contribution",
      PENSION_ALIMENTARIA: 'Alimony (pensión alimentaria)',
      EMBARGO: 'Salary garnishment',
      PRESTAMO_EMPRESA: 'Company loan',
      PRESTAMO_ASOCIACION: 'Association loan',
      ADELANTO_SALARIO: 'Salary advance',
      POLIZA_SEGURO: 'Insurance policy',
      CUOTA_SINDICAL: 'Union dues',
      CUOTA_COOPERATIVA: 'Cooperative dues',
    },
    classes: {
      commission: 'Commission',
      bonus: 'Bonus or award',
      allowance: 'Travel allowance',
      association_savings: 'Solidarity association savings',
      association_employer: "Employer's association contribution",
      alimony: 'Alimony (pensión alimentaria)',
      embargo: 'Garnishment (Labour Code art. 172)',
      company_loan: 'Company loan',
      association_loan: 'Association loan',
      advance: 'Salary advance',
      voluntary: 'Voluntary deduction',
    },
    payeeKinds: {
      association: 'Solidarity association',
      court: 'Court',
      bank: 'Bank',
      insurer: 'Insurer',
      union: 'Union',
      cooperative: 'Cooperative',
      other: 'Other',
    },
    valueTypes: {
      amount: 'Fixed amount',
      percentage: 'Percentage',
      quantity: 'Quantity × rate',
      legal_maximum: 'Legal maximum (art. 172)',
    },
    percentageBases: {
      gross_salary: 'of gross salary',
      salary_after_charges: 'of salary after social charges and tax',
    },
    frequencies: { recurring: 'Every payroll', once: 'Once, in one payroll' },
    states: {
      scheduled: 'Scheduled',
      active: 'In force',
      ended: 'Ended',
      paid_off: 'Paid off',
      settled: 'Settled',
    },
    limits: {
      balance: 'limited by the balance',
      alimony_cap: 'limited to 50 % of the salary after charges',
      garnishment_limit: 'limited by Labour Code art. 172',
      minimum_wage_floor: 'limited by the protected minimum wage',
    },
    movementKinds: {
      payroll: 'Closed payroll',
      payoff: 'Early payoff',
      settlement: 'Settlement',
    },
  },
};

// ---------------------------------------------------------------------------------------------------------
// Shared fields

/** Céntimos, 0 or more. */
const cents = z
  .number({ error: V.invalidNumber })
  .int({ error: V.invalidNumber })
  .min(0, { error: V.amountNotNegative })
  .max(100_000_000_000, { error: V.tooLong });
const optionalCents = cents.nullish().transform((v) => v ?? null);
/** Basis points: 1 % = 100, up to 100 %. */
const basisPoints = z
  .number({ error: V.invalidNumber })
  .int({ error: V.invalidNumber })
  .min(0, { error: V.rateRange })
  .max(10_000, { error: V.rateRange });
const optionalText = (max: number) =>
  z
    .string({ error: V.invalidValue })
    .trim()
    .max(max, { error: V.tooLong })
    .nullish()
    .transform((s) => (s ? s : null));
/** A catalogue code: upper-case letters, digits and underscores (`CUOTA_SOLIDARISTA`). */
export const payItemTypeCode = z
  .string({ error: V.required })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9_]{1,29}$/, { error: V.payItemCode });
const iban = z
  .string({ error: V.invalidIban })
  .transform((s) => s.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().max(34, { error: V.invalidIban }))
  .nullish()
  .transform((s) => (s ? s : null));
/** An account of the chart (`5101-01`): letters, digits, dots and dashes. */
const accountCode = z
  .string({ error: V.invalidValue })
  .trim()
  .regex(/^[A-Za-z0-9.-]{1,30}$/, { error: V.invalidValue })
  .nullish()
  .transform((s) => s ?? null);

// ---------------------------------------------------------------------------------------------------------
// Payees (rubros/beneficiariolista, rubros/nuevobeneficiario, rubros/actualizarbeneficiario)

export const payeeDto = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PAYEE_KINDS),
  idNumber: z.string().nullable(),
  iban: z.string().nullable(),
  active: z.boolean(),
  /** Catalogue and employee items that name it. */
  itemCount: z.number().int(),
});
export type PayeeDto = z.infer<typeof payeeDto>;
/** Every payee of the company, active and not, by name. */
export const payeeListRequest = optionalBody(z.object({}));
export const payeeListResponse = z.array(payeeDto);
/** What creating or changing a payee answers: the payee as stored. */
export const payeeResponse = z.object({ payee: payeeDto });
const payeeFields = {
  name: z.string({ error: V.required }).trim().min(2, { error: V.tooShort }).max(120, { error: V.tooLong }),
  kind: z.enum(PAYEE_KINDS, { error: V.unknownOption }),
  idNumber: optionalText(20),
  /** Validated as an IBAN CR by the server (check digits). */
  iban,
};
export const newPayeeRequest = z.object({ ...payeeFields, active: z.boolean().default(true) });
export type NewPayeeRequest = z.input<typeof newPayeeRequest>;
/** The fields sent change (null clears `idNumber` or `iban`); those left out stay as they are. */
export const updatePayeeRequest = z.object({
  id: z.number().int().positive(),
  name: payeeFields.name.optional(),
  kind: payeeFields.kind.optional(),
  idNumber: payeeFields.idNumber.optional(),
  iban: payeeFields.iban.optional(),
  active: z.boolean().optional(),
});
export type UpdatePayeeRequest = z.input<typeof updatePayeeRequest>;

// ---------------------------------------------------------------------------------------------------------
// The catalogue (rubros/tipolista, rubros/nuevotipo, rubros/actualizartipo)

export const payItemTreatmentDto = z.object({
  ccssBase: z.boolean(),
  taxable: z.boolean(),
  aguinaldo: z.boolean(),
  settlementAverage: z.boolean(),
});
export type PayItemTreatmentDto = z.infer<typeof payItemTreatmentDto>;

export const payItemTypeDto = z.object({
  code: z.string(),
  /** The company's name, or the shipped one in the request's language. */
  name: z.string(),
  /** The company's own name; null: the shipped name. */
  customName: z.string().nullable(),
  itemClass: payItemClass,
  kind: z.enum(['earning', 'deduction', 'employer']),
  /** An earning's legal treatment (all false for deductions and employer charges). */
  treatment: payItemTreatmentDto,
  /** The legal basis printed on the payslip line (the class's, from the rule table). */
  legalRef: z.string(),
  debitAccount: z.string().nullable(),
  creditAccount: z.string().nullable(),
  payeeId: z.number().int().nullable(),
  payeeName: z.string().nullable(),
  shipped: z.boolean(),
  active: z.boolean(),
  /** Employee items of this type (any state). */
  itemCount: z.number().int(),
});
export type PayItemTypeDto = z.infer<typeof payItemTypeDto>;
/** The company's catalogue (the shipped types are added the first time it is read), by class then code. */
export const payItemTypeListRequest = optionalBody(z.object({}));
export const payItemTypeListResponse = z.array(payItemTypeDto);
/** What creating or changing a type answers: the type as stored. */
export const payItemTypeResponse = z.object({ type: payItemTypeDto });

export const newPayItemTypeRequest = z.object({
  code: payItemTypeCode,
  name: z.string({ error: V.required }).trim().min(2, { error: V.tooShort }).max(80, { error: V.tooLong }),
  itemClass: payItemClass,
  /** An earning's flags; default the class's shipped treatment. Refused for deductions (the law fixes them). */
  treatment: payItemTreatmentDto.partial().optional(),
  debitAccount: accountCode,
  creditAccount: accountCode,
  payeeId: z.number().int().positive().nullish(),
  active: z.boolean().default(true),
});
export type NewPayItemTypeRequest = z.input<typeof newPayItemTypeRequest>;
/**
 * The class never changes (items already computed under it); name, flags, accounts, payee and active do. The
 * fields sent change (null clears an account or the payee); those left out stay as they are.
 */
export const updatePayItemTypeRequest = z.object({
  code: payItemTypeCode,
  /** null: back to the shipped name (shipped types only). */
  name: z.string().trim().min(2, { error: V.tooShort }).max(80, { error: V.tooLong }).nullish(),
  treatment: payItemTreatmentDto.partial().optional(),
  debitAccount: accountCode.optional(),
  creditAccount: accountCode.optional(),
  payeeId: z.number().int().positive().nullish(),
  active: z.boolean().optional(),
});
export type UpdatePayItemTypeRequest = z.input<typeof updatePayItemTypeRequest>;

// ---------------------------------------------------------------------------------------------------------
// An employee's items (rubros/empleadolista, rubros/nuevo, rubros/actualizar, rubros/finalizar, rubros/eliminar,
// rubros/cancelar, rubros/movimientos)

export const employeePayItemDto = z.object({
  id: z.number().int(),
  employeeNumber: z.number().int(),
  employeeName: z.string(),
  typeCode: z.string(),
  typeName: z.string(),
  itemClass: payItemClass,
  kind: z.enum(['earning', 'deduction', 'employer']),
  valueType: z.enum(PAY_ITEM_VALUE_TYPES),
  /** Céntimos: a fixed amount, or a loan's instalment. */
  amount: z.number().int().nullable(),
  /** Basis points (1 % = 100). */
  rate: z.number().int().nullable(),
  percentageOf: z.enum(PAY_ITEM_PERCENTAGE_BASES).nullable(),
  quantity: z.number().nullable(),
  unitRate: z.number().int().nullable(),
  frequency: z.enum(PAY_ITEM_FREQUENCIES),
  payrollId: z.number().int().nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  reference: z.string().nullable(),
  orderDate: z.string().nullable(),
  protectedAmount: z.number().int().nullable(),
  principal: z.number().int().nullable(),
  /** Still owed after the last closed payroll. */
  balance: z.number().int().nullable(),
  /** Rolled forward by the floor, due besides the next amount. */
  deferred: z.number().int(),
  payeeId: z.number().int().nullable(),
  payeeName: z.string().nullable(),
  note: z.string().nullable(),
  replacesId: z.number().int().nullable(),
  state: z.enum(PAY_ITEM_STATES),
  endReason: z.enum(PAY_ITEM_END_REASONS).nullable(),
  /** A closed payroll deducted or paid it: it can only be ended (or paid off), never edited or deleted. */
  usedByClosedPayroll: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type EmployeePayItemDto = z.infer<typeof employeePayItemDto>;

export const employeePayItemListRequest = z.object({
  num_empleado: employeeNumber,
  /** Ended, paid-off and settled items too (the history). */
  includeEnded: z.boolean().default(true),
});
export type EmployeePayItemListRequest = z.input<typeof employeePayItemListRequest>;
export const employeePayItemListResponse = z.object({ items: z.array(employeePayItemDto) });

/**
 * The fields of an item. Which are required depends on `valueType` (amount; rate and percentageOf; quantity and
 * unitRate; nothing for legal_maximum) and on the type's class (checked by the server, the field named): a
 * pensión or embargo needs `reference` and `orderDate`; a loan or advance needs `principal` (its instalment is
 * `amount`, never above it); `frequency: once` needs `payrollId`.
 */
const employeePayItemFields = {
  valueType: z.enum(PAY_ITEM_VALUE_TYPES, { error: V.unknownOption }),
  amount: optionalCents,
  rate: basisPoints.nullish().transform((v) => v ?? null),
  percentageOf: z
    .enum(PAY_ITEM_PERCENTAGE_BASES, { error: V.unknownOption })
    .nullish()
    .transform((v) => v ?? null),
  quantity: z
    .number({ error: V.invalidNumber })
    .min(0, { error: V.amountNotNegative })
    .max(1_000_000_000, { error: V.tooLong })
    .nullish()
    .transform((v) => v ?? null),
  unitRate: optionalCents,
  frequency: z.enum(PAY_ITEM_FREQUENCIES, { error: V.unknownOption }).default('recurring'),
  payrollId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  validFrom: isoDate,
  validTo: isoDate.nullish().transform((v) => v ?? null),
  reference: optionalText(60),
  orderDate: isoDate.nullish().transform((v) => v ?? null),
  protectedAmount: optionalCents,
  principal: optionalCents,
  payeeId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  note: optionalText(300),
};
export const newEmployeePayItemRequest = z.object({
  num_empleado: employeeNumber,
  typeCode: payItemTypeCode,
  ...employeePayItemFields,
  /**
   * The item this one continues (same employee and type, in force, started before): it is ended the day before
   * `validFrom` in the same call. How an item a closed payroll used is changed from a date.
   */
  replacesId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
});
export type NewEmployeePayItemRequest = z.input<typeof newEmployeePayItemRequest>;
/** Only an item no closed payroll used (409 `PAY_ITEM_USED`); the type and employee never change. */
export const updateEmployeePayItemRequest = z.object({
  id: z.number().int().positive(),
  ...employeePayItemFields,
});
export type UpdateEmployeePayItemRequest = z.input<typeof updateEmployeePayItemRequest>;
/** Ends an item on a date (its last day): not before the last closed payroll that used it. */
export const endEmployeePayItemRequest = z.object({
  id: z.number().int().positive(),
  validTo: isoDate,
  note: optionalText(300),
});
export type EndEmployeePayItemRequest = z.input<typeof endEmployeePayItemRequest>;
/** Deletes an item no payroll used (typed by mistake); anything else is ended instead. */
export const deleteEmployeePayItemRequest = z.object({ id: z.number().int().positive() });
export const deleteEmployeePayItemResponse = z.object({ id: z.number().int() });
/** Records an early payoff of a loan or advance outside the payroll: the balance falls by `amount` (default all). */
export const payoffEmployeePayItemRequest = z.object({
  id: z.number().int().positive(),
  date: isoDate,
  amount: cents.positive({ error: V.amountPositive }).nullish(),
  note: optionalText(300),
});
export type PayoffEmployeePayItemRequest = z.input<typeof payoffEmployeePayItemRequest>;
export const employeePayItemResponse = z.object({ item: employeePayItemDto });

export const payItemMovementDto = z.object({
  id: z.number().int(),
  kind: z.enum(PAY_ITEM_MOVEMENT_KINDS),
  payrollId: z.number().int().nullable(),
  payrollName: z.string().nullable(),
  amount: z.number().int(),
  deferredAfter: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type PayItemMovementDto = z.infer<typeof payItemMovementDto>;
export const payItemMovementListRequest = z.object({ id: z.number().int().positive() });
/** What a calculated payroll that is not closed yet would do with the item (it moves nothing until closed). */
export const payItemPendingDto = z.object({
  payrollId: z.number().int(),
  payrollName: z.string(),
  due: z.number().int(),
  taken: z.number().int(),
  deferred: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  limitedBy: z.enum(PAY_ITEM_LIMITS).nullable(),
});
export type PayItemPendingDto = z.infer<typeof payItemPendingDto>;
export const payItemMovementListResponse = z.object({
  item: employeePayItemDto,
  /** Oldest first. */
  movements: z.array(payItemMovementDto),
  /** What each calculated (not closed) payroll would take, oldest first. */
  pending: z.array(payItemPendingDto).default([]),
});

// ---------------------------------------------------------------------------------------------------------
// The company's orders and loans (rubros/resumen)

export const payItemOverviewRequest = z.object({
  /** Only these classes; default every deduction with a balance or a court order. */
  classes: z.array(payItemClass).optional(),
  /** Only items in force today (default) or every one. */
  includeEnded: z.boolean().default(false),
});
export type PayItemOverviewRequest = z.input<typeof payItemOverviewRequest>;
export const payItemOverviewResponse = z.object({
  items: z.array(employeePayItemDto),
  totals: z.object({
    /** Sum of balances still owed (loans, advances, embargo debts). */
    balance: z.number().int(),
    /** Sum of what rolled forward. */
    deferred: z.number().int(),
    items: z.number().int(),
  }),
});

// ---------------------------------------------------------------------------------------------------------
// Bulk import (rubros/importar): CSV or Excel, dry run first, row errors like the employee import

/** The file's columns (Spanish headers, case and accents ignored) and the request field each fills. */
export const PAY_ITEM_IMPORT_COLUMNS = [
  { column: 'num_empleado', field: 'num_empleado', required: true },
  { column: 'codigo', field: 'typeCode', required: true },
  { column: 'tipo_valor', field: 'valueType', required: false },
  { column: 'monto', field: 'amount', required: false },
  { column: 'porcentaje', field: 'rate', required: false },
  { column: 'base_porcentaje', field: 'percentageOf', required: false },
  { column: 'cantidad', field: 'quantity', required: false },
  { column: 'tarifa', field: 'unitRate', required: false },
  { column: 'desde', field: 'validFrom', required: true },
  { column: 'hasta', field: 'validTo', required: false },
  { column: 'referencia', field: 'reference', required: false },
  { column: 'fecha_orden', field: 'orderDate', required: false },
  { column: 'principal', field: 'principal', required: false },
  { column: 'beneficiario', field: 'payee', required: false },
  { column: 'nota', field: 'note', required: false },
  /**
   * Once, in this payroll (empty: every payroll): its number (id) or its name as the screens show it, with or
   * without its period (`Planilla quincenal 22 · 16/11/2026 – 30/11/2026`, `Fortnightly payroll 22`). Without
   * `desde`, the item starts on the payroll's first day.
   */
  { column: 'planilla', field: 'payrollId', required: false },
] as const;
/**
 * The upload: multipart/form-data with the file in field `archivo` (.xlsx or .csv, up to 2 MB and 5 000 rows) and
 * the text field `dryRun` (`true`, the default: only check; `false`: check and write when every row is valid).
 */
export const PAY_ITEM_IMPORT_MAX_ROWS = 5_000;
export const payItemImportRowError = z.object({
  /** The file's row (1 = the header). */
  row: z.number().int(),
  /** The file's column, or null for the row as a whole. */
  column: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});
export const payItemImportResponse = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  valid: z.number().int(),
  /** Written (0 on a dry run or when any row has an error: the import is all or nothing). */
  imported: z.number().int(),
  errors: z.array(payItemImportRowError),
});
export type PayItemImportResponse = z.infer<typeof payItemImportResponse>;

// ---------------------------------------------------------------------------------------------------------
// What a payroll owes each payee (rubros/pagosbeneficiario, its Excel and its bank file)

/** A type's display name: the company's own, else the shipped name in the language, else its code. */
export const payItemTypeName = (code: string, name: string | null, language: MessageLanguage): string =>
  name ?? (PAY_ITEM_TEXTS[language].types as Record<string, string>)[code] ?? code;

const payeeScope = {
  /** One payroll: processed (a draft: it may still be recalculated) or paid. */
  payrollId: z.number({ error: V.invalidNumber }).int().positive().optional(),
  /** A calendar month, `YYYY-MM`: every closed (paid) payroll whose pay date falls in it. */
  month: z
    .string({ error: V.invalidDate })
    .regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, { error: V.invalidDate })
    .optional(),
};
/** Exactly one of `payrollId` and `month`. */
const onePayeeScope = (
  v: { payrollId?: number | undefined; month?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.payrollId !== undefined && v.month !== undefined)
    ctx.addIssue({ code: 'custom', path: ['month'], message: V.notApplicable });
  if (v.payrollId === undefined && v.month === undefined)
    ctx.addIssue({ code: 'custom', path: ['payrollId'], message: V.required });
};

export const payeeSummaryRequest = z.object(payeeScope).superRefine(onePayeeScope);
export type PayeeSummaryRequest = z.input<typeof payeeSummaryRequest>;
export const payeeSummaryLine = z.object({
  employeeNumber: z.number().int(),
  employeeName: z.string(),
  nationalId: z.string(),
  typeCode: z.string(),
  typeName: z.string(),
  itemClass: payItemClass,
  reference: z.string().nullable(),
  payrollId: z.number().int(),
  amount: z.number().int(),
});
export type PayeeSummaryLine = z.infer<typeof payeeSummaryLine>;
export const payeeSummaryGroup = z.object({
  /** null: items without a payee. */
  payeeId: z.number().int().nullable(),
  payeeName: z.string().nullable(),
  kind: z.enum(PAYEE_KINDS).nullable(),
  idNumber: z.string().nullable(),
  iban: z.string().nullable(),
  /** The IBAN is a valid IBAN CR: the payee goes into the bank file. */
  inBankFile: z.boolean(),
  total: z.number().int(),
  lines: z.array(payeeSummaryLine),
});
export type PayeeSummaryGroup = z.infer<typeof payeeSummaryGroup>;
export const payeeSummaryResponse = z.object({
  payrollIds: z.array(z.number().int()),
  /** The month asked for, or null for one payroll. */
  month: z.string().nullable(),
  /** The payroll's pay date, or the month's last day. */
  date: z.string(),
  /** A processed payroll not yet closed: the amounts may still change, and no bank file is made. */
  draft: z.boolean(),
  /** Payees by name, the items without a payee last. */
  groups: z.array(payeeSummaryGroup),
  total: z.number().int(),
  /** What the bank file carries: the payees with a valid IBAN. */
  bankFileTotal: z.number().int(),
  bankFilePayees: z.number().int(),
});
export type PayeeSummaryResponse = z.infer<typeof payeeSummaryResponse>;

/** rubros/pagosbeneficiarioexport: the summary as a workbook (one row per line, a total per payee) or a CSV. */
export const payeeSummaryExportRequest = z
  .object({ ...payeeScope, format: z.enum(['xlsx', 'csv'], { error: V.invalidValue }).default('xlsx') })
  .superRefine(onePayeeScope);
export type PayeeSummaryExportRequest = z.input<typeof payeeSummaryExportRequest>;

/**
 * rubros/pagosbeneficiariobanco: one record per payee with a valid IBAN, in a bank layout of the net pay's bank
 * file (`banklayouts`): closed payrolls only. The file is answered as a download and written to the document log.
 */
export const payeeBankFileRequest = z
  .object({
    ...payeeScope,
    layoutCode: bankLayoutCode,
    /** Only this payee. */
    payeeId: z.number({ error: V.invalidNumber }).int().positive().optional(),
    /** The text of `reference` fields (default: `Pago rubros <pay date or month>`). */
    reference: z
      .string({ error: V.invalidValue })
      .trim()
      .min(1, { error: V.required })
      .max(60, { error: V.tooLong })
      .optional(),
  })
  .superRefine(onePayeeScope);
export type PayeeBankFileRequest = z.input<typeof payeeBankFileRequest>;
