import {
  isoDate,
  PAY_ITEM_CLASSES_WITH_BALANCE,
  PAY_ITEM_COURT_ORDER_CLASSES,
  PAY_ITEM_FREQUENCIES,
  PAY_ITEM_PERCENTAGE_BASES,
  PAY_ITEM_VALUE_TYPES,
  V,
  type EmployeePayItemDto,
  type NewEmployeePayItemRequest,
  type PayItemClassCode,
  type PayItemValueType,
} from '@planilla/contracts';
import { parseColones } from '@planilla/domain';
import { z } from 'zod';
import { centimosToInput } from '../../../lib/money-input';

/**
 * The add/edit form of an employee's pay item: what people type (colones, percent, quantities as text), which
 * fields a type's class and a value type show, and the request it becomes. The server checks the same rules
 * and names the field it refuses; this mirrors them so the dialog says so before sending.
 */

/** How a class's items may be valued: a loan's or an advance's instalment is an amount; only an embargo takes the legal maximum. */
export const valueTypesOf = (itemClass: PayItemClassCode | undefined): readonly PayItemValueType[] => {
  if (itemClass === undefined) return PAY_ITEM_VALUE_TYPES.filter((v) => v !== 'legal_maximum');
  if (PAY_ITEM_CLASSES_WITH_BALANCE.includes(itemClass)) return ['amount'];
  if (itemClass === 'embargo') return ['legal_maximum', 'amount', 'percentage'];
  if (itemClass === 'alimony' || itemClass.startsWith('association') || itemClass === 'voluntary')
    return ['amount', 'percentage'];
  return ['amount', 'percentage', 'quantity'];
};
export const needsCourtOrder = (itemClass: PayItemClassCode | undefined): boolean =>
  itemClass !== undefined && PAY_ITEM_COURT_ORDER_CLASSES.includes(itemClass);
export const hasPrincipal = (itemClass: PayItemClassCode | undefined): boolean =>
  itemClass !== undefined && PAY_ITEM_CLASSES_WITH_BALANCE.includes(itemClass);
/**
 * What the principal field is for a class and value type: a loan's or an advance's amount (required), an embargo's
 * debt (required at the legal maximum, which takes all art. 172 allows until it is paid; optional otherwise), or
 * nothing.
 */
export const principalOf = (
  itemClass: PayItemClassCode | undefined,
  valueType: PayItemValueType,
): { field: 'loan' | 'debt'; required: boolean } | null => {
  if (hasPrincipal(itemClass)) return { field: 'loan', required: true };
  if (itemClass === 'embargo') return { field: 'debt', required: valueType === 'legal_maximum' };
  return null;
};

/**
 * A number with at most two decimals as people type it (`5,5`, `12.25`, `1 000`), in hundredths: the one parser of
 * typed amounts (`parseColones`) reads it, so a percentage becomes basis points (5,5 % → 550) and a quantity its
 * hundredths. `null` when unreadable.
 */
export const hundredthsOf = (text: string): number | null => parseColones(text);

export const payItemFormSchema = z.object({
  typeCode: z.string().min(1, { error: V.required }),
  valueType: z.enum(PAY_ITEM_VALUE_TYPES, { error: V.unknownOption }),
  amount: z.string(),
  rate: z.string(),
  percentageOf: z.enum(PAY_ITEM_PERCENTAGE_BASES, { error: V.unknownOption }),
  quantity: z.string(),
  unitRate: z.string(),
  frequency: z.enum(PAY_ITEM_FREQUENCIES, { error: V.unknownOption }),
  payrollId: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  reference: z.string().trim().max(60, { error: V.tooLong }),
  orderDate: z.string(),
  principal: z.string(),
  payeeId: z.string(),
  note: z.string().trim().max(300, { error: V.tooLong }),
});
export type PayItemFormValues = z.input<typeof payItemFormSchema>;
export type PayItemFormField = keyof PayItemFormValues;
export const PAY_ITEM_FORM_FIELDS = Object.keys(payItemFormSchema.shape) as PayItemFormField[];

/** The request's fields (without the employee, the type or the id), or the first problem of each field. */
export type PayItemFields = Omit<NewEmployeePayItemRequest, 'num_empleado' | 'typeCode'>;
type Reading = { fields: PayItemFields; errors: Partial<Record<PayItemFormField, string>> };

const dateOf = (text: string, required: boolean): { value: string | null; error?: string } => {
  if (text === '') return required ? { value: null, error: V.required } : { value: null };
  return isoDate.safeParse(text).success ? { value: text } : { value: null, error: V.invalidDate };
};

/**
 * Reads the form for an item of class `itemClass` (undefined until a type is chosen): the fields its value type
 * and class use, every other one left null, and the validation key of each field in error.
 */
export const readPayItemForm = (
  values: PayItemFormValues,
  itemClass: PayItemClassCode | undefined,
): Reading => {
  const errors: Reading['errors'] = {};
  const money = (field: 'amount' | 'unitRate' | 'principal'): number | null => {
    const text = values[field].trim();
    if (text === '') {
      errors[field] = V.required;
      return null;
    }
    const centimos = parseColones(text);
    if (centimos === null) errors[field] = text.startsWith('-') ? V.amountNotNegative : V.invalidNumber;
    return centimos;
  };
  const valueType = values.valueType;
  const amount = valueType === 'amount' ? money('amount') : null;
  let rate: number | null = null;
  if (valueType === 'percentage') {
    const text = values.rate.trim();
    rate = text === '' ? null : hundredthsOf(text);
    if (text === '') errors.rate = V.required;
    else if (rate === null) errors.rate = text.startsWith('-') ? V.rateRange : V.invalidNumber;
    else if (rate > 10_000) errors.rate = V.rateRange;
  }
  let quantity: number | null = null;
  let unitRate: number | null = null;
  if (valueType === 'quantity') {
    const text = values.quantity.trim();
    const hundredths = text === '' ? null : hundredthsOf(text);
    if (text === '') errors.quantity = V.required;
    else if (hundredths === null)
      errors.quantity = text.startsWith('-') ? V.amountNotNegative : V.invalidNumber;
    quantity = hundredths === null ? null : hundredths / 100;
    unitRate = money('unitRate');
  }
  const principalField = principalOf(itemClass, valueType);
  const principal =
    principalField && (principalField.required || values.principal.trim() !== '') ? money('principal') : null;
  if (amount !== null && principal !== null && amount > principal) errors.amount = V.instalmentOverPrincipal;

  const validFrom = dateOf(values.validFrom, true);
  if (validFrom.error) errors.validFrom = validFrom.error;
  const validTo = dateOf(values.validTo, false);
  if (validTo.error) errors.validTo = validTo.error;
  else if (validTo.value && validFrom.value && validTo.value < validFrom.value)
    errors.validTo = V.toBeforeFrom;

  const courtOrder = needsCourtOrder(itemClass);
  const reference = values.reference.trim();
  if (courtOrder && reference === '') errors.reference = V.courtOrderRequired;
  const orderDate = courtOrder ? dateOf(values.orderDate, true) : { value: null };
  if (courtOrder && orderDate.error)
    errors.orderDate = orderDate.error === V.required ? V.courtOrderRequired : orderDate.error;

  const once = values.frequency === 'once';
  if (once && values.payrollId === '') errors.payrollId = V.required;

  return {
    errors,
    fields: {
      valueType,
      amount,
      rate,
      percentageOf: valueType === 'percentage' ? values.percentageOf : null,
      quantity,
      unitRate,
      frequency: values.frequency,
      payrollId: once && values.payrollId !== '' ? Number(values.payrollId) : null,
      validFrom: validFrom.value ?? '',
      validTo: validTo.value,
      reference: reference === '' ? null : reference,
      orderDate: orderDate.value,
      principal,
      payeeId: values.payeeId === '' ? null : Number(values.payeeId),
      note: values.note.trim() === '' ? null : values.note.trim(),
    },
  };
};

/** The form's resolver: the schema, then the class's rules with each problem on its field. */
export const payItemFormResolverSchema = (itemClassOf: (typeCode: string) => PayItemClassCode | undefined) =>
  payItemFormSchema.superRefine((values, ctx) => {
    const { errors } = readPayItemForm(values, itemClassOf(values.typeCode));
    for (const [field, message] of Object.entries(errors))
      ctx.addIssue({ code: 'custom', message, path: [field] });
  });

const blankValues: PayItemFormValues = {
  typeCode: '',
  valueType: 'amount',
  amount: '',
  rate: '',
  percentageOf: 'gross_salary',
  quantity: '',
  unitRate: '',
  frequency: 'recurring',
  payrollId: '',
  validFrom: '',
  validTo: '',
  reference: '',
  orderDate: '',
  principal: '',
  payeeId: '',
  note: '',
};

/** Hundredths as the text a field starts with (`550` → `5,5`). */
const hundredthsToInput = (value: number): string => centimosToInput(value).replace(/,(\d)0$/, ',$1');

/** What the dialog starts with: a new item from `today`, or the item being edited as typed text. */
export const payItemFormDefaults = (item: EmployeePayItemDto | null, today: string): PayItemFormValues => {
  if (!item) return { ...blankValues, validFrom: today };
  return {
    typeCode: item.typeCode,
    valueType: item.valueType,
    amount: item.amount === null ? '' : centimosToInput(item.amount),
    rate: item.rate === null ? '' : hundredthsToInput(item.rate),
    percentageOf: item.percentageOf ?? 'gross_salary',
    quantity: item.quantity === null ? '' : hundredthsToInput(Math.round(item.quantity * 100)),
    unitRate: item.unitRate === null ? '' : centimosToInput(item.unitRate),
    frequency: item.frequency,
    payrollId: item.payrollId === null ? '' : String(item.payrollId),
    validFrom: item.validFrom,
    validTo: item.validTo ?? '',
    reference: item.reference ?? '',
    orderDate: item.orderDate ?? '',
    principal: item.principal === null ? '' : centimosToInput(item.principal),
    payeeId: item.payeeId === null ? '' : String(item.payeeId),
    note: item.note ?? '',
  };
};
