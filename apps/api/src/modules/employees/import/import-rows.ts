import {
  IMPORT_COLUMNS,
  newEmployeeRequest,
  scrubText,
  V,
  withStorableText,
  type ImportColumn,
  type ImportProblem,
} from '@planilla/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { isKnownMessageKey } from '../../../lib/i18n';
import { cellCents, cellInt, cellIsoDate, cellText } from '../../../lib/sheet-import';
import { foldText } from '../../../lib/text';
import { ID_TYPES } from '../../../../seeds/reference/catalogs';
import { loadLookups, normalizeData, validateEmployeeData, type EmployeeData } from '../employee-rules';
import * as repo from '../employees.repository';
import * as catalogsRepo from '../employee-catalogs.repository';
import * as salariesRepo from '../employee-salaries.repository';
import { salaryPay } from '../wages';
import type { FileRow, RawValue } from './import-file';

/** A row ready to insert, with the file row it came from. */
export type ValidRow = {
  row: number;
  num_empleado: number | undefined;
  data: EmployeeData;
  entryDate: string;
  salary: number;
  /** The salary row to write: its monthly equivalent, wage type and daily or hourly wage. */
  pay: ReturnType<typeof salaryPay>;
};
/** A problem whose `reason` is still a message key (translated when answered). */
export type ProblemKey = Omit<ImportProblem, 'reason'> & { reason: string };

const FIELD_OF = new Map<ImportColumn, string>(IMPORT_COLUMNS.map((c) => [c.column, c.field]));
const COLUMN_OF = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((c) => [c.field, c.column]));

const YES = new Set(['s', 'si', 'y', 'yes', 'true', '1', 'x']);
const NO = new Set(['n', 'no', 'false', '0']);

type NameMaps = {
  idTypes: Map<string, string>;
  civil: Map<string, string>;
  education: Map<string, string>;
  countries: Map<string, string>;
  banks: Map<string, string>;
  departments: Map<string, number>;
  occupations: Map<string, number>;
  locations: Map<string, number>;
  schedules: Map<string, number>;
};

const PERIODICITY = new Map<string, string>([
  ['semanal', 'weekly'],
  ['weekly', 'weekly'],
  ['bisemanal', 'biweekly'],
  ['catorcenal', 'biweekly'],
  ['biweekly', 'biweekly'],
  ['quincenal', 'fortnightly'],
  ['fortnightly', 'fortnightly'],
  ['mensual', 'monthly'],
  ['monthly', 'monthly'],
]);
const WAGE_TYPE = new Map<string, string>([
  ['mensual', 'monthly'],
  ['monthly', 'monthly'],
  ['diario', 'daily'],
  ['por dia', 'daily'],
  ['daily', 'daily'],
  ['por hora', 'hourly'],
  ['hora', 'hourly'],
  ['hourly', 'hourly'],
]);
const SEX = new Map<string, string>([
  ['f', 'female'],
  ['femenino', 'female'],
  ['mujer', 'female'],
  ['female', 'female'],
  ['m', 'male'],
  ['masculino', 'male'],
  ['hombre', 'male'],
  ['male', 'male'],
]);

/** Names of global and company catalogs, folded, to codes and ids: what a person types in a spreadsheet. */
const loadNameMaps = async (db: Db, companyId: number): Promise<NameMaps> => {
  const [{ civil, education, countries, banks }, catalogs] = await Promise.all([
    catalogsRepo.globalCatalogNames(db),
    catalogsRepo.companyCatalogs(db, companyId),
  ]);
  const codeMap = (list: { code: string; nameEs: string; nameEn: string }[], variants = false) => {
    const m = new Map<string, string>();
    for (const c of list) {
      m.set(foldText(c.code), c.code);
      m.set(foldText(c.nameEs), c.code);
      m.set(foldText(c.nameEn), c.code);
      if (variants) {
        // "Soltero(a)" is typed "soltero" or "soltera".
        const base = foldText(c.nameEs.replace(/\(a\)/, ''));
        m.set(base, c.code);
        m.set(base.replace(/o$/, 'a'), c.code);
      }
    }
    return m;
  };
  const idTypes = new Map<string, string>();
  for (const t of ID_TYPES) {
    idTypes.set(t.code, t.code);
    idTypes.set(foldText(t.nameEs), t.code);
    if (t.haciendaCode) {
      idTypes.set(t.haciendaCode, t.code);
      idTypes.set(String(Number(t.haciendaCode)), t.code);
    }
  }
  idTypes.set('cedula', 'fisica');
  idTypes.set('passport', 'pasaporte');
  const bankMap = new Map<string, string>();
  for (const b of banks) {
    bankMap.set(b.code, b.code);
    bankMap.set(foldText(b.name), b.code);
    bankMap.set(foldText(b.shortName), b.code);
  }
  const idMap = (list: { id: number; name: string }[]) => {
    const m = new Map<string, number>();
    for (const x of list) {
      m.set(foldText(x.name), Number(x.id));
      m.set(String(x.id), Number(x.id));
    }
    return m;
  };
  return {
    idTypes,
    civil: codeMap(civil, true),
    education: codeMap(education),
    countries: codeMap(countries),
    banks: bankMap,
    departments: idMap(catalogs.departments),
    occupations: idMap(catalogs.occupations),
    locations: idMap(catalogs.locations),
    schedules: idMap(catalogs.schedules),
  };
};

/** Zod issue → message key, as the error handler does for requests. */
/** A row follows `empleados/new`'s contract under the same text rule as every request. */
const rowSchema = withStorableText(newEmployeeRequest);

const issueKey = (issue: { code: string; message: string; input?: unknown }): string => {
  if (isKnownMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return issue.input === undefined ? V.required : V.invalidValue;
  return V.invalidValue;
};

/**
 * Converts and validates every row: the same rules as `empleados/new` (schema, national id by type, IBAN and
 * bank, age, catalogs), plus repeats inside the file and ids or numbers already used in the company.
 */
export const validateRows = async (db: Db, companyId: number, rows: FileRow[], missing: ImportColumn[]) => {
  const [maps, lookups, scheduleMinutes] = await Promise.all([
    loadNameMaps(db, companyId),
    loadLookups(db, companyId),
    salariesRepo.scheduleMinutesById(db, companyId),
  ]);
  const problems: ProblemKey[] = missing.map((column) => ({
    row: 1,
    column,
    field: FIELD_OF.get(column) ?? null,
    value: '',
    reason: V.required,
  }));
  const candidates: ValidRow[] = [];
  const bad = new Set<number>();
  const add = (row: number, column: ImportColumn, value: RawValue, reason: string) => {
    bad.add(row);
    // The value is echoed back and stored with the job's result: text the database cannot hold is scrubbed.
    problems.push({
      row,
      column,
      field: FIELD_OF.get(column) ?? null,
      value: scrubText(cellText(value)),
      reason,
    });
  };

  for (const { row, values } of rows) {
    const v = (c: ImportColumn) => values[c] ?? null;
    const local: Partial<Record<ImportColumn, true>> = {};
    const lookup = <T>(column: ImportColumn, map: Map<string, T>): T | string | undefined => {
      const raw = v(column);
      if (raw === null) return undefined;
      const found = map.get(foldText(cellText(raw)));
      if (found === undefined) {
        add(row, column, raw, V.unknownOption);
        local[column] = true;
        return cellText(raw);
      }
      return found;
    };
    const orNull = <T>(x: T | undefined) => (x === undefined ? null : x);
    const credit = v('credito_conyuge');
    let spouseTaxCredit = false;
    if (credit !== null) {
      const f = foldText(cellText(credit));
      if (YES.has(f)) spouseTaxCredit = true;
      else if (!NO.has(f)) {
        add(row, 'credito_conyuge', credit, V.invalidValue);
        local.credito_conyuge = true;
      }
    }
    const candidate = {
      num_empleado: v('num_empleado') === null ? undefined : cellInt(v('num_empleado')),
      idType: lookup('tipo_identificacion', maps.idTypes),
      nationalId: v('identificacion') === null ? undefined : cellText(v('identificacion')),
      firstName: v('nombre') === null ? undefined : cellText(v('nombre')),
      firstSurname: v('primer_apellido') === null ? undefined : cellText(v('primer_apellido')),
      secondSurname: orNull(v('segundo_apellido') === null ? undefined : cellText(v('segundo_apellido'))),
      birthDate: v('fecha_nacimiento') === null ? undefined : cellIsoDate(v('fecha_nacimiento')),
      sex: lookup('sexo', SEX),
      civilStatus: lookup('estado_civil', maps.civil),
      nationality: lookup('nacionalidad', maps.countries),
      educationLevel: orNull(lookup('escolaridad', maps.education)),
      childrenCount: v('hijos') === null ? 0 : cellInt(v('hijos')),
      spouseName: orNull(v('conyuge') === null ? undefined : cellText(v('conyuge'))),
      spouseTaxCredit,
      bankCode: orNull(lookup('banco', maps.banks)),
      iban: orNull(v('iban') === null ? undefined : cellText(v('iban'))),
      email: orNull(v('correo') === null ? undefined : cellText(v('correo'))),
      phone: orNull(v('telefono') === null ? undefined : cellText(v('telefono'))),
      departmentId: orNull(lookup('departamento', maps.departments)),
      occupationId: orNull(lookup('ocupacion', maps.occupations)),
      locationId: orNull(lookup('ubicacion', maps.locations)),
      scheduleId: lookup('horario', maps.schedules),
      periodicity: lookup('periodicidad', PERIODICITY),
      entryDate: v('fecha_ingreso') === null ? undefined : cellIsoDate(v('fecha_ingreso')),
      salary: v('salario') === null ? undefined : cellCents(v('salario')),
      wageType: lookup('tipo_salario', WAGE_TYPE),
    };
    const parsed = rowSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column = COLUMN_OF.get(field);
        if (!column || local[column]) continue;
        local[column] = true;
        add(row, column, v(column), issueKey(issue as { code: string; message: string; input?: unknown }));
      }
      continue;
    }
    if (bad.has(row)) continue;
    const { num_empleado, entryDate, salary, wageType, ...rest } = parsed.data;
    const data = normalizeData(rest as EmployeeData);
    const fieldProblems = validateEmployeeData(data, lookups, { entryDate });
    for (const [field, reason] of Object.entries(fieldProblems)) {
      const column = COLUMN_OF.get(field)!;
      add(row, column, v(column), reason);
    }
    const pay = salaryPay(wageType, salary, scheduleMinutes.get(data.scheduleId) ?? null);
    if (!bad.has(row)) candidates.push({ row, num_empleado, data, entryDate, salary, pay });
  }

  // Repeats inside the file, then what the company already has.
  const seenIds = new Map<string, number>();
  const seenNumbers = new Map<number, number>();
  for (const c of candidates) {
    if (seenIds.has(c.data.nationalId)) add(c.row, 'identificacion', c.data.nationalId, V.duplicateInFile);
    else seenIds.set(c.data.nationalId, c.row);
    if (c.num_empleado !== undefined) {
      if (seenNumbers.has(c.num_empleado)) add(c.row, 'num_empleado', c.num_empleado, V.duplicateInFile);
      else seenNumbers.set(c.num_empleado, c.row);
    }
  }
  const dbProblems = await conflictsInCompany(
    db,
    companyId,
    candidates.filter((c) => !bad.has(c.row)),
  );
  for (const p of dbProblems) add(p.row, p.column, p.value, p.reason);

  problems.sort(
    (a, b) =>
      a.row - b.row ||
      IMPORT_COLUMNS.findIndex((c) => c.column === a.column) -
        IMPORT_COLUMNS.findIndex((c) => c.column === b.column),
  );
  return {
    valid: candidates.filter((c) => !bad.has(c.row)),
    problems,
    invalidRows: new Set(problems.filter((p) => p.row > 1).map((p) => p.row)).size,
  };
};

/** National ids and employee numbers of the rows that the company already uses. */
export const conflictsInCompany = async (db: DbOrTx, companyId: number, rows: ValidRow[]) => {
  const [ids, numbers] = await Promise.all([
    repo.existingNationalIds(
      db,
      companyId,
      rows.map((r) => r.data.nationalId),
    ),
    repo.existingEmployeeNumbers(
      db,
      companyId,
      rows.flatMap((r) => (r.num_empleado === undefined ? [] : [r.num_empleado])),
    ),
  ]);
  const out: { row: number; column: ImportColumn; value: string; reason: string }[] = [];
  for (const r of rows) {
    if (ids.has(r.data.nationalId))
      out.push({
        row: r.row,
        column: 'identificacion',
        value: r.data.nationalId,
        reason: 'errors.NATIONAL_ID_TAKEN',
      });
    if (r.num_empleado !== undefined && numbers.has(r.num_empleado))
      out.push({
        row: r.row,
        column: 'num_empleado',
        value: String(r.num_empleado),
        reason: 'errors.EMPLOYEE_NUMBER_TAKEN',
      });
  }
  return out;
};
