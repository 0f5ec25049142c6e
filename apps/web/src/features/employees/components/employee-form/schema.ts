import {
  employeeNumber,
  newEmployeeRequest,
  V,
  WAGE_TYPES,
  type EmployeeDetail,
  type NationalIdType,
  type ValidationKey,
} from '@planilla/contracts';
import {
  ibanBankCode,
  isValidIban,
  isValidNationalId,
  normalizeIban,
  normalizeNationalId,
  todayInCostaRica,
} from '@planilla/domain';
import { z } from 'zod';
import type { CreateEmployeeInput } from '../../api/create-employee';
import type { UpdateEmployeeInput } from '../../api/update-employee';
import { moneyInput } from '../../../../lib/money-input';
import { formatNationalId } from '../../national-id';
import { groupIban } from '../../../../lib/format';

/**
 * The employee form's schema: every field is what its input holds (text, or a boolean for the spouse
 * credit), turned into the request's value and then checked by the contract's own field schema, so the
 * messages are the contracts' `validation.*` keys. On top, what the server checks with the payroll engine:
 * the national id's format for its type, the IBAN's check digits and bank, both-or-neither for bank and
 * IBAN, and (when creating) the minimum working age on the entry date.
 */

const shape = newEmployeeRequest.shape;

/**
 * `source.pipe(target)` when the target also accepts what the form never gives (`null`, `undefined`): the
 * form's input type stays the source's, the output is the target's.
 */
const into = <A extends z.ZodType, B extends z.ZodType>(source: A, target: B) =>
  source.pipe(target as unknown as z.ZodType<z.output<B>, z.output<A>>);

const required = z.string({ error: V.required }).trim().min(1, { error: V.required });
const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());
const idOrNull = (s: string) => (s === '' ? null : Number(s));

/** The national id as the server stores it: without dashes or spaces, passports upper-case. */
export const normalizeId = (type: string, value: string): string =>
  type === 'pasaporte' ? normalizeNationalId(value.trim()).toUpperCase() : normalizeNationalId(value.trim());

/** Whether the national id has the format of its type (the engine's rule, on the normalized value). */
export const nationalIdIssue = (type: string, value: string): ValidationKey | null => {
  if (!type || value.trim() === '') return null;
  return isValidNationalId(type as NationalIdType, normalizeId(type, value)) ? null : V.invalidNationalId;
};

/** What is wrong with an IBAN for the chosen bank: check digits first, then the bank code (characters 6–8). */
export const ibanIssue = (iban: string, bankCode: string): ValidationKey | null => {
  if (normalizeIban(iban) === '') return null;
  if (!isValidIban(iban)) return V.invalidIban;
  if (bankCode && ibanBankCode(iban) !== bankCode) return V.ibanBankMismatch;
  return null;
};

/** A Costa Rican IBAN is 22 characters: `CR` + 2 check digits + 18 digits. */
export const IBAN_LENGTH = 22;

/** `CR05015202001026284066` → `CR05 0152 0200 1026 2840 66` (one home: lib/format). */
export { groupIban };

const baseFields = {
  idType: required.pipe(shape.idType),
  nationalId: shape.nationalId,
  firstName: shape.firstName,
  firstSurname: shape.firstSurname,
  secondSurname: into(z.string(), shape.secondSurname),
  birthDate: required.pipe(shape.birthDate),
  sex: required.pipe(shape.sex),
  civilStatus: required.pipe(shape.civilStatus),
  nationality: required.pipe(shape.nationality),
  educationLevel: into(z.string(), shape.educationLevel),
  childrenCount: into(
    z
      .string()
      .trim()
      .transform((s) => (s === '' ? 0 : Number(s))),
    shape.childrenCount,
  ),
  spouseName: into(z.string(), shape.spouseName),
  spouseTaxCredit: into(z.boolean(), shape.spouseTaxCredit),
  bankCode: into(z.string().transform(blankToNull), shape.bankCode),
  iban: into(z.string(), shape.iban),
  email: into(z.string().transform(blankToNull), shape.email),
  phone: into(z.string().transform(blankToNull), shape.phone),
  badgeCode: into(z.string().transform(blankToNull), shape.badgeCode),
  departmentId: into(z.string().transform(idOrNull), shape.departmentId),
  occupationId: into(z.string().transform(idOrNull), shape.occupationId),
  locationId: into(z.string().transform(idOrNull), shape.locationId),
  scheduleId: required.transform(Number).pipe(shape.scheduleId),
  periodicity: required.pipe(shape.periodicity),
  /** `''` follows the company's rule for the weekly rest day; `'yes'` / `'no'` is the employee's own. */
  weeklyRestDayPaid: into(
    z.enum(['', 'yes', 'no']).transform((v) => (v === '' ? null : v === 'yes')),
    shape.weeklyRestDayPaid,
  ),
};

/** The select's value for the employee's rule on the weekly rest day. */
export const restDayChoice = (paid: boolean | null): '' | 'yes' | 'no' =>
  paid === null ? '' : paid ? 'yes' : 'no';

const createFields = {
  /** Optional: empty lets the server assign the next number. */
  num_empleado: into(
    z
      .string()
      .trim()
      .transform((s) => (s === '' ? undefined : Number(s))),
    employeeNumber.optional(),
  ),
  entryDate: required.pipe(shape.entryDate),
  /** Colones as typed → céntimos: a month's, a day's or an hour's per `wageType`. */
  salary: moneyInput,
  wageType: z.enum(WAGE_TYPES),
  /** Optional as a whole: all four blank, or all four given (checked in `crossChecks`). */
  homeAddress: z.object({
    provinceCode: z.string(),
    cantonCode: z.string(),
    districtCode: z.string(),
    address: z.string(),
  }),
};

const HOME_ADDRESS_PARTS = ['provinceCode', 'cantonCode', 'districtCode', 'address'] as const;
/** Longest señas the server takes. */
const ADDRESS_MAX = 300;

type RawValues = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The engine's checks that involve more than one field; they run even when other fields have errors. */
const crossChecks = (values: RawValues, ctx: z.RefinementCtx) => {
  const idIssue =
    typeof values.nationalId === 'string' ? nationalIdIssue(text(values.idType), values.nationalId) : null;
  if (idIssue) ctx.addIssue({ code: 'custom', path: ['nationalId'], message: idIssue });

  const iban = text(values.iban);
  const bank = text(values.bankCode);
  const issue = ibanIssue(iban, bank);
  if (issue) ctx.addIssue({ code: 'custom', path: ['iban'], message: issue });
  if (iban !== '' && bank === '' && !issue)
    ctx.addIssue({ code: 'custom', path: ['bankCode'], message: V.required });
  if (iban === '' && bank !== '') ctx.addIssue({ code: 'custom', path: ['iban'], message: V.required });

  const home = values.homeAddress as Record<(typeof HOME_ADDRESS_PARTS)[number], string> | undefined;
  if (home && HOME_ADDRESS_PARTS.some((part) => home[part].trim() !== '')) {
    for (const part of HOME_ADDRESS_PARTS)
      if (home[part].trim() === '')
        ctx.addIssue({ code: 'custom', path: ['homeAddress', part], message: V.required });
    if (home.address.trim().length > ADDRESS_MAX)
      ctx.addIssue({ code: 'custom', path: ['homeAddress', 'address'], message: V.tooLong });
  }

  const birth = text(values.birthDate);
  const entry = text(values.entryDate);
  if (/^\d{4}-\d{2}-\d{2}$/.test(birth) && /^\d{4}-\d{2}-\d{2}$/.test(entry)) {
    const fifteenth = `${String(Number(birth.slice(0, 4)) + 15).padStart(4, '0')}${birth.slice(4)}`;
    if (fifteenth > entry) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: V.minimumAge });
  }
};

export const employeeCreateSchema = z.object({ ...createFields, ...baseFields }).superRefine(crossChecks);
export const employeeEditSchema = z.object(baseFields).superRefine(crossChecks);

/** What the form's inputs hold. */
export type EmployeeFormValues = z.input<typeof employeeCreateSchema>;
export type EmployeeCreateValues = z.output<typeof employeeCreateSchema>;
export type EmployeeEditValues = z.output<typeof employeeEditSchema>;
export type EmployeeFormField = keyof EmployeeFormValues;

/** The fields the server may name in a 400 `VALIDATION_ERROR`, in the order of the form. */
export const FORM_FIELDS = [
  'num_empleado',
  'idType',
  'nationalId',
  'firstName',
  'firstSurname',
  'secondSurname',
  'birthDate',
  'sex',
  'civilStatus',
  'nationality',
  'educationLevel',
  'childrenCount',
  'spouseName',
  'spouseTaxCredit',
  'bankCode',
  'iban',
  'email',
  'phone',
  'badgeCode',
  'departmentId',
  'occupationId',
  'locationId',
  'scheduleId',
  'periodicity',
  'weeklyRestDayPaid',
  'entryDate',
  'salary',
  'wageType',
  'homeAddress.provinceCode',
  'homeAddress.cantonCode',
  'homeAddress.districtCode',
  'homeAddress.address',
] as const satisfies readonly (EmployeeFormField | `homeAddress.${(typeof HOME_ADDRESS_PARTS)[number]}`)[];

/** A new employee: cédula física, Costa Rican, no children, hired today. */
export const emptyValues = (): EmployeeFormValues => ({
  num_empleado: '',
  idType: 'fisica',
  nationalId: '',
  firstName: '',
  firstSurname: '',
  secondSurname: '',
  birthDate: '',
  sex: '',
  civilStatus: '',
  nationality: 'CR',
  educationLevel: '',
  childrenCount: '0',
  spouseName: '',
  spouseTaxCredit: false,
  bankCode: '',
  iban: '',
  email: '',
  phone: '',
  badgeCode: '',
  departmentId: '',
  occupationId: '',
  locationId: '',
  scheduleId: '',
  periodicity: '',
  weeklyRestDayPaid: '',
  entryDate: todayInCostaRica(new Date()),
  salary: '',
  wageType: 'monthly',
  homeAddress: { provinceCode: '', cantonCode: '', districtCode: '', address: '' },
});

/** The form's inputs for an existing employee (create-only fields are not shown in edit mode). */
export const valuesOf = (employee: EmployeeDetail): EmployeeFormValues => ({
  num_empleado: String(employee.num_empleado),
  idType: employee.idType,
  nationalId: formatNationalId(employee.idType, employee.nationalId),
  firstName: employee.firstName,
  firstSurname: employee.firstSurname,
  secondSurname: employee.secondSurname ?? '',
  birthDate: employee.birthDate,
  sex: employee.sex,
  civilStatus: employee.civilStatus,
  nationality: employee.nationality,
  educationLevel: employee.educationLevel ?? '',
  childrenCount: String(employee.childrenCount),
  spouseName: employee.spouseName ?? '',
  spouseTaxCredit: employee.spouseTaxCredit,
  bankCode: employee.bankCode ?? '',
  iban: employee.iban ? groupIban(employee.iban) : '',
  email: employee.email ?? '',
  phone: employee.phone ?? '',
  badgeCode: employee.badgeCode ?? '',
  departmentId: employee.departmentId === null ? '' : String(employee.departmentId),
  occupationId: employee.occupationId === null ? '' : String(employee.occupationId),
  locationId: employee.locationId === null ? '' : String(employee.locationId),
  scheduleId: String(employee.scheduleId),
  periodicity: employee.periodicity,
  weeklyRestDayPaid: restDayChoice(employee.weeklyRestDayPaid),
  entryDate: employee.entryDate,
  salary: '',
  wageType: 'monthly',
  homeAddress: { provinceCode: '', cantonCode: '', districtCode: '', address: '' },
});

/** `empleados/new`'s body from the validated form. */
export const toCreateRequest = (values: EmployeeCreateValues): CreateEmployeeInput => {
  const { num_empleado, homeAddress, ...rest } = values;
  const given = HOME_ADDRESS_PARTS.every((part) => homeAddress[part].trim() !== '');
  return {
    ...(num_empleado === undefined ? {} : { num_empleado }),
    ...rest,
    nationalId: normalizeId(values.idType, values.nationalId),
    homeAddress: given ? { ...homeAddress, address: homeAddress.address.trim() } : null,
  };
};

const EDITABLE = [
  'idType',
  'nationalId',
  'firstName',
  'firstSurname',
  'secondSurname',
  'birthDate',
  'sex',
  'civilStatus',
  'nationality',
  'educationLevel',
  'childrenCount',
  'spouseName',
  'spouseTaxCredit',
  'bankCode',
  'iban',
  'email',
  'phone',
  'badgeCode',
  'departmentId',
  'occupationId',
  'locationId',
  'scheduleId',
  'periodicity',
  'weeklyRestDayPaid',
] as const satisfies readonly (keyof EmployeeEditValues & keyof EmployeeDetail)[];

/**
 * `empleados/update`'s body: the number plus only what differs from the stored record (`null` clears an
 * optional field). Null when nothing changed.
 */
export const toUpdateRequest = (
  values: EmployeeEditValues,
  employee: EmployeeDetail,
): UpdateEmployeeInput | null => {
  const next: EmployeeEditValues = { ...values, nationalId: normalizeId(values.idType, values.nationalId) };
  const changes: Partial<Record<(typeof EDITABLE)[number], unknown>> = {};
  for (const field of EDITABLE) if (next[field] !== employee[field]) changes[field] = next[field];
  if (Object.keys(changes).length === 0) return null;
  // The server checks the id's format against its type: both go together when either changes.
  if ('idType' in changes || 'nationalId' in changes)
    Object.assign(changes, { idType: next.idType, nationalId: next.nationalId });
  // Bank and IBAN go together too (both or neither).
  if ('bankCode' in changes || 'iban' in changes)
    Object.assign(changes, { bankCode: next.bankCode, iban: next.iban });
  return { num_empleado: employee.num_empleado, ...(changes as Omit<UpdateEmployeeInput, 'num_empleado'>) };
};
