import {
  IMPORT_COLUMNS,
  PAYSLIP_TEXTS,
  type ImportDryRunResponse,
  type ImportJob,
} from '@planilla/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { RequestMeta } from '../../../lib/http';
import { translate, type Lang } from '../../../lib/i18n';
import { CSV_TYPE, toCsv, toXlsx, XLSX_TYPE } from '../../../lib/spreadsheet';
import { foldText } from '../../../lib/text';
import type { AuthContext } from '../../../plugins/auth';
import { auditLog, employeeSalaries, employees, employmentPeriods } from '../../../db/schema';
import { runInChunks } from '../../jobs/chunked';
import { clearStaging, insertStaged, stageRows, withBulkPublish } from '../../jobs/staging.repository';
import { recordAuditRows, recordChange } from '../../audit/audit.repository';
import * as jobsRepo from '../../jobs/jobs.repository';
import { jobDto, startJob, type JobHandle } from '../../jobs/jobs.service';
import { legalRuleSets } from '../../legal-rules/rules-provider';
import { minimumWageWarnings, searchTextOf } from '../employee-rules';
import { todayInCostaRica } from '../../../lib/dates';
import * as repo from '../employees.repository';
import * as periodsRepo from '../employment-periods.repository';
import * as salariesRepo from '../employee-salaries.repository';
import * as catalogsRepo from '../employee-catalogs.repository';
import { parseImportFile } from './import-file';
import { conflictsInCompany, validateRows, type ProblemKey, type ValidRow } from './import-rows';

export type ImportDeps = { db: Db };

/** Rows per multi-row INSERT (employees have ~30 columns: 1 000 rows stay far below 65 535 parameters). */
const CHUNK = 1000;

const translated = (problems: ProblemKey[], lang: Lang) =>
  problems.map((p) => ({ ...p, reason: translate(p.reason, lang) }));

/** Céntimos as the request's language writes colones: `373 092,30` (es-CR), `373,092.30` (en). */
const colonesText = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-CR' : 'en-US', { minimumFractionDigits: 2 }).format(cents / 100);
/** `2026-01-05` as the request's language writes dates: `05/01/2026` (es), `01/05/2026` (en). */
const dateText = (iso: string, lang: Lang) => {
  const [y, m, d] = iso.split('-');
  return lang === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
};

/** empleados/importdryrun: every problem of every row, and the warnings of the valid ones; nothing is written. */
export const dryRun = async (
  deps: ImportDeps,
  auth: AuthContext,
  file: { filename: string; buffer: Buffer },
  lang: Lang,
): Promise<ImportDryRunResponse> => {
  const parsed = await parseImportFile(file.buffer, file.filename);
  const { valid, problems, invalidRows } = await validateRows(
    deps.db,
    auth.companyId,
    parsed.rows,
    parsed.missingColumns,
  );
  const today = todayInCostaRica();
  // Each row's salary is compared with the minimum of its occupation's category (read once for the file).
  const [categories, ruleSets] = await Promise.all([
    catalogsRepo.occupationCategories(deps.db, auth.companyId),
    legalRuleSets(deps.db),
  ]);
  return {
    format: parsed.format,
    totalRows: parsed.rows.length,
    validRows: parsed.missingColumns.length > 0 ? 0 : valid.length,
    invalidRows: parsed.missingColumns.length > 0 ? parsed.rows.length : invalidRows,
    problems: translated(problems, lang),
    warnings:
      parsed.missingColumns.length > 0
        ? []
        : valid.flatMap((r) =>
            minimumWageWarnings(r.pay.amount, r.entryDate, today, lang, {
              category: r.data.occupationId == null ? null : (categories.get(r.data.occupationId) ?? null),
              ruleSets,
            }).map((w) => ({
              row: r.row,
              column: 'salario',
              field: 'salary',
              value: (r.salary / 100).toFixed(2),
              reason: translate('warning.belowMinimumWageOf', lang)
                .replace('{minimum}', colonesText(w.minimumMonthly ?? 0, lang))
                .replace('{date}', dateText(w.date ?? today, lang))
                .replace('{decree}', w.decree ?? '')
                .replace(
                  '{category}',
                  PAYSLIP_TEXTS[lang].minimumWageCategories[w.minimumWageCategory ?? 'unskilled'],
                ),
            })),
          ),
  };
};

type Numbered = ValidRow & { employeeNumber: number };

/** Employee numbers for the rows: the file's, else the next free ones after `highest`. */
const numberRows = (rows: ValidRow[], highest: number): Numbered[] => {
  const given = new Set(rows.flatMap((r) => (r.num_empleado === undefined ? [] : [r.num_empleado])));
  let next = highest;
  return rows.map((r) => {
    if (r.num_empleado !== undefined) return { ...r, employeeNumber: r.num_empleado };
    do next++;
    while (given.has(next));
    return { ...r, employeeNumber: next };
  });
};

/** The rows the import writes for some numbered rows: employees, first periods, first salaries, audit. */
const rowsToWrite = (auth: AuthContext, meta: RequestMeta, jobId: string, numbered: Numbered[]) => {
  const companyId = auth.companyId;
  return {
    employees: numbered.map((r) => ({
      companyId,
      employeeNumber: r.employeeNumber,
      ...r.data,
      entryDate: r.entryDate,
      active: true,
      searchText: searchTextOf(foldText, { employeeNumber: r.employeeNumber, ...r.data }),
    })),
    periods: numbered.map((r) => ({
      companyId,
      employeeNumber: r.employeeNumber,
      periodNo: 1,
      entryDate: r.entryDate,
    })),
    salaries: numbered.map((r) => ({
      companyId,
      employeeNumber: r.employeeNumber,
      effectiveFrom: r.entryDate,
      ...r.pay,
      reason: null,
      createdBy: auth.userId,
    })),
    audit: numbered.map((r) => ({
      companyId,
      userId: auth.userId,
      userCode: auth.userCode,
      action: 'employee_created',
      entity: 'employee',
      entityId: String(r.employeeNumber),
      before: null,
      after: {
        num_empleado: r.employeeNumber,
        ...r.data,
        entryDate: r.entryDate,
        salary: { effectiveFrom: r.entryDate, ...r.pay },
        via: 'import',
        jobId,
        row: r.row,
      },
      ip: meta.ip,
      requestId: meta.requestId,
    })),
  };
};

const TARGETS = [
  ['employees', employees],
  ['periods', employmentPeriods],
  ['salaries', employeeSalaries],
  ['audit', auditLog],
] as const;

/**
 * Imports the rows without holding the database (issue 10: the embedded database has one connection).
 * 1. Outside any transaction, numbers the rows as of now and stages everything to write in chunks
 *    (modules/jobs/chunked.ts), yielding between chunks so other requests are answered meanwhile.
 * 2. One short transaction locks the numbering, checks nothing changed since (no new employee, no id taken
 *    meanwhile) and publishes the staged rows with four set-based INSERT … SELECT, plus the summary audit row.
 * If something did change meanwhile, that transaction falls back to numbering and writing the rows itself
 * (skipping the rows now taken), as the import always did. All of the import or, on a failure, none of it.
 */
const insertAll = async (
  deps: ImportDeps,
  auth: AuthContext,
  meta: RequestMeta,
  job: JobHandle,
  rows: ValidRow[],
  skipped: ProblemKey[],
) => {
  const companyId = auth.companyId;
  // Read outside any transaction (the lock ends with the statement): checked again when publishing.
  const stagedHighest = await repo.lockNumbering(deps.db, companyId);
  const staged = numberRows(rows, stagedHighest);
  try {
    await runInChunks(staged, {
      chunkSize: CHUNK,
      work: async (chunk, offset) => {
        const write = rowsToWrite(auth, meta, job.id, chunk);
        for (const [part, table] of TARGETS)
          await stageRows(deps.db, job.id, table, write[part], { part, offset, chunkSize: CHUNK });
      },
      progress: (done) => job.progress(Math.round(done * 0.9)),
    });
    return await deps.db.transaction(async (tx) => {
      // Fenced: an import whose lease was taken over (its process taken for dead) publishes nothing.
      await job.assertHeld(tx);
      const highest = await repo.lockNumbering(tx, companyId);
      // What another request created since the validation: those rows are skipped, not the whole import.
      const late = await conflictsInCompany(tx, companyId, rows);
      const problems = [
        ...skipped,
        ...late.map((p) => ({
          ...p,
          field: IMPORT_COLUMNS.find((c) => c.column === p.column)?.field ?? null,
        })),
      ];
      let numbered: Numbered[];
      if (late.length === 0 && highest === stagedHighest) {
        numbered = staged;
        await withBulkPublish(
          tx,
          TARGETS.map(([, table]) => table),
          async () => {
            for (const [part, table] of TARGETS) await insertStaged(tx, job.id, table, part);
          },
        );
      } else {
        // Rare: the company changed while staging. Number again and write here, in this transaction.
        const lateRows = new Set(late.map((p) => p.row));
        numbered = numberRows(
          rows.filter((r) => !lateRows.has(r.row)),
          highest,
        );
        for (let i = 0; i < numbered.length; i += CHUNK) {
          const write = rowsToWrite(auth, meta, job.id, numbered.slice(i, i + CHUNK));
          await repo.insertEmployees(tx, write.employees);
          await periodsRepo.insertPeriods(tx, write.periods);
          await salariesRepo.insertSalaries(tx, write.salaries);
          await recordAuditRows(tx, write.audit);
        }
      }
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'employees_imported',
          entity: 'import_job',
          entityId: job.id,
          before: null,
          after: { imported: numbered.length, skippedRows: new Set(problems.map((p) => p.row)).size },
        },
      );
      await clearStaging(tx, job.id);
      return {
        imported: numbered.length,
        skipped: new Set(problems.filter((p) => p.row > 1).map((p) => p.row)).size,
        employees: numbered.map((r) => ({ row: r.row, num_empleado: r.employeeNumber })),
        problems,
      };
    });
  } finally {
    await clearStaging(deps.db, job.id).catch(() => undefined);
  }
};

/**
 * empleados/importemployees: validates the file as the dry run does, answers the running job, then imports
 * the valid rows in one transaction (all of them or, on an unexpected failure, none).
 */
export const startEmployeeImport = async (
  deps: ImportDeps,
  auth: AuthContext,
  meta: RequestMeta,
  file: { filename: string; buffer: Buffer },
): Promise<{ job: ImportJob; done: Promise<void> }> => {
  const parsed = await parseImportFile(file.buffer, file.filename);
  const { valid, problems } = await validateRows(deps.db, auth.companyId, parsed.rows, parsed.missingColumns);
  const rows = parsed.missingColumns.length > 0 ? [] : valid;
  const job = await startJob(deps.db, {
    kind: 'employees',
    companyId: auth.companyId,
    userId: auth.userId,
    total: rows.length,
  });
  const done = (async () => {
    try {
      const result = await insertAll(deps, auth, meta, job, rows, problems);
      await job.succeed(result.imported, result);
    } catch (err) {
      await job.fail(err instanceof AppError ? err.code : 'INTERNAL_ERROR');
      throw err;
    }
  })();
  const row = await jobsRepo.getJob(deps.db, job.id);
  return { job: jobDto(row!, meta.lang), done };
};

const DESCRIPTIONS: Record<string, { es: string; en: string }> = {
  num_empleado: {
    es: 'Número de empleado (opcional; si falta se asigna el siguiente)',
    en: 'Employee number (optional; the next one is assigned when empty)',
  },
  tipo_identificacion: {
    es: 'fisica, juridica, dimex, nite o pasaporte',
    en: 'fisica, juridica, dimex, nite or pasaporte',
  },
  identificacion: {
    es: 'Cédula física de 9 dígitos (con o sin guiones), DIMEX de 11 o 12…',
    en: 'Cédula física 9 digits (with or without dashes), DIMEX 11 or 12…',
  },
  nombre: { es: 'Nombre(s)', en: 'First name(s)' },
  primer_apellido: { es: 'Primer apellido', en: 'First surname' },
  segundo_apellido: { es: 'Segundo apellido', en: 'Second surname' },
  fecha_nacimiento: { es: 'Fecha (AAAA-MM-DD o DD/MM/AAAA)', en: 'Date (YYYY-MM-DD or DD/MM/YYYY)' },
  sexo: { es: 'F o M', en: 'F or M' },
  estado_civil: {
    es: 'Soltero, casado, unión libre, separado, divorciado, viudo',
    en: 'Single, married, common-law union, separated, divorced, widowed',
  },
  nacionalidad: { es: 'Código ISO (CR) o nombre del país', en: 'ISO code (CR) or country name' },
  escolaridad: {
    es: 'Nivel de escolaridad (ver hoja Catálogos)',
    en: 'Education level (see the Catalogs sheet)',
  },
  hijos: { es: 'Hijos que dan crédito fiscal', en: 'Children for the tax credit' },
  conyuge: { es: 'Nombre del cónyuge', en: 'Spouse name' },
  credito_conyuge: {
    es: 'S o N: aplica el crédito fiscal por cónyuge',
    en: 'S or N: the spouse tax credit applies',
  },
  banco: { es: 'Código SINPE (151, 152…) o nombre del banco', en: 'SINPE code (151, 152…) or bank name' },
  iban: {
    es: 'Cuenta IBAN: CR + 20 dígitos, del banco indicado',
    en: 'IBAN: CR + 20 digits, of the given bank',
  },
  correo: { es: 'Correo electrónico', en: 'E-mail' },
  telefono: { es: 'Teléfono', en: 'Phone' },
  departamento: { es: 'Nombre del departamento', en: 'Department name' },
  ocupacion: { es: 'Nombre de la ocupación', en: 'Occupation name' },
  ubicacion: { es: 'Nombre de la ubicación', en: 'Location name' },
  horario: { es: 'Nombre del horario', en: 'Schedule name' },
  periodicidad: {
    es: 'semanal, bisemanal, quincenal o mensual',
    en: 'semanal, bisemanal, quincenal or mensual',
  },
  fecha_ingreso: { es: 'Fecha de ingreso', en: 'Entry date' },
  salario: {
    es: 'Salario en colones (450000 o 450000.50): del mes, del día o de la hora según tipo_salario',
    en: 'Salary in colones (450000 or 450000.50): a month’s, a day’s or an hour’s per tipo_salario',
  },
  tipo_salario: {
    es: 'mensual (si se deja vacío), diario o por hora',
    en: 'mensual (when left empty), diario or por hora',
  },
};

/** empleados/importtemplate: the header row to fill, with instructions and the company's catalogs (xlsx). */
export const buildTemplate = async (
  deps: ImportDeps,
  auth: AuthContext,
  format: 'xlsx' | 'csv',
  lang: Lang,
) => {
  const headers = IMPORT_COLUMNS.map((c) => c.column);
  const filename = `plantilla-empleados.${format}`;
  if (format === 'csv') return { contentType: CSV_TYPE, filename, body: toCsv(headers, [], lang) };
  const catalogs = await catalogsRepo.companyCatalogs(deps.db, auth.companyId);
  const yes = lang === 'en' ? 'yes' : 'sí';
  const listOf = (xs: { name: string }[]) => xs.map((x) => x.name).sort((a, b) => a.localeCompare(b, 'es'));
  const lists = [
    listOf(catalogs.departments),
    listOf(catalogs.occupations),
    listOf(catalogs.locations),
    listOf(catalogs.schedules),
  ];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  const body = await toXlsx([
    {
      name: 'Empleados',
      columns: headers.map((h) => ({ header: h, width: Math.max(14, h.length + 2) })),
      rows: [],
    },
    {
      name: lang === 'en' ? 'Instructions' : 'Instrucciones',
      columns: [
        { header: lang === 'en' ? 'Column' : 'Columna', width: 22 },
        { header: lang === 'en' ? 'Required' : 'Obligatoria', width: 12 },
        { header: lang === 'en' ? 'Content' : 'Contenido', width: 70 },
      ],
      rows: IMPORT_COLUMNS.map((c) => [
        c.column,
        c.required ? yes : '',
        DESCRIPTIONS[c.column]?.[lang] ?? '',
      ]),
    },
    {
      name: lang === 'en' ? 'Catalogs' : 'Catálogos',
      columns: [
        { header: lang === 'en' ? 'Departments' : 'Departamentos', width: 28 },
        { header: lang === 'en' ? 'Occupations' : 'Ocupaciones', width: 28 },
        { header: lang === 'en' ? 'Locations' : 'Ubicaciones', width: 28 },
        { header: lang === 'en' ? 'Schedules' : 'Horarios', width: 28 },
      ],
      rows: Array.from({ length: longest }, (_, i) => lists.map((l) => l[i] ?? null)),
    },
  ]);
  return { contentType: XLSX_TYPE, filename, body };
};
