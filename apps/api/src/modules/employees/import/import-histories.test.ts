import { IMPORT_COLUMNS } from '@planilla/contracts';
import { ibanCheckDigits } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile } from '../../../test/multipart';
import { apiCalls, createTestApp, type Session, signInEveryRole, type TestApp } from '../../../test/test-app';

// Issue 23: the bulk publish of an import skips the triggers on the embedded database
// (`session_replication_role = replica`); the statement triggers that start an employee's histories (and note
// vacation inputs) must fire all the same, or the imported employees never enter a payroll.

let t: TestApp;
let admin: Session;
const { data, rows } = apiCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signInEveryRole(t.app));
});
afterAll(async () => t?.close());

const HEADER = IMPORT_COLUMNS.map((c) => c.column);
const iban = (n: number) => {
  const bban = `0151${String(n).padStart(14, '0')}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};
const row = (n: number): Record<string, string> => ({
  tipo_identificacion: 'Cédula física',
  identificacion: `1-0770-${String(n).padStart(4, '0')}`,
  nombre: `Importado${n}`,
  primer_apellido: 'Histórico',
  segundo_apellido: 'Solano',
  fecha_nacimiento: '14/03/1990',
  sexo: 'M',
  estado_civil: 'Soltero',
  nacionalidad: 'Costa Rica',
  escolaridad: 'Secundaria completa (bachillerato)',
  hijos: '0',
  credito_conyuge: 'N',
  banco: 'BNCR',
  iban: iban(n),
  departamento: 'produccion',
  ocupacion: 'Peón agrícola',
  ubicacion: 'Finca La Montaña',
  horario: 'Diurna L-S 06:00-14:00',
  periodicidad: 'semanal',
  fecha_ingreso: '2026-03-02',
  salario: '425000.00',
});
const csv = (list: Record<string, string>[]) =>
  [HEADER.join(','), ...list.map((r) => HEADER.map((h) => r[h] ?? '').join(','))].join('\r\n');

const importFile = async (content: string) => {
  const res = await postFile(t.app, 'empleados/importemployees', admin.headers, {
    filename: 'empleados.csv',
    content,
  });
  expect(res.statusCode, res.body).toBe(200);
  const jobId = res.json().data.jobId as string;
  for (;;) {
    const job = await data(admin, 'empleados/importstatus', { jobId });
    if (job.status !== 'running') return job;
    await new Promise((r) => setImmediate(r));
  }
};

describe('an import publishes employees that enter payrolls', () => {
  it('starts the assignment and periodicity histories and the projection lays the imported employees out', async () => {
    const lastNote = async () =>
      (
        await rows<{ id: string | null }>(
          sql`select max(id)::text as id from vacation_input_changes where company_id = 1`,
        )
      )[0]!.id;
    const noteBefore = await lastNote();
    const job = await importFile(csv([row(1), row(2), row(3)]));
    expect(job.status, JSON.stringify(job)).toBe('succeeded');
    const numbers = (job.result.employees as { num_empleado: number }[]).map((e) => e.num_empleado);
    expect(numbers).toHaveLength(3);

    for (const num_empleado of numbers) {
      const periodicity = await data(admin, 'empleados/periodicitylist', { num_empleado });
      expect(periodicity.items).toEqual([
        expect.objectContaining({ effectiveFrom: '2026-03-02', periodicity: 'weekly' }),
      ]);
      const assignment = await data(admin, 'empleados/assignmentlist', { num_empleado });
      expect(assignment.items).toHaveLength(1);
      expect(assignment.items[0]).toMatchObject({ effectiveFrom: '2026-03-02' });
    }
    // The vacation inputs' statement triggers fired too (the balances of these employees are recomputed).
    expect(await lastNote()).not.toBe(noteBefore);

    const payroll = await data(admin, 'paramPlanilla/newpayroll', {
      periodicity: 'weekly',
      periodStart: '2027-03-01',
      periodEnd: '2027-03-07',
    });
    await data(admin, 'procesoPlanilla/projectpayroll', { payrollId: payroll.payrollId }, 'PUT');
    const laidOut = await rows<{ employee_number: number }>(sql`
      select distinct employee_number from attendance_days
      where company_id = 1 and payroll_id = ${payroll.payrollId}
        and employee_number = any(${`{${numbers.join(',')}}`}::int[])`);
    expect(laidOut.map((r) => Number(r.employee_number)).sort((a, b) => a - b)).toEqual(
      [...numbers].sort((a, b) => a - b),
    );
  });

  it('keeps every trigger of our own firing in bulk paths (ENABLE ALWAYS), so a new one cannot be skipped silently', async () => {
    const skippable = await rows<{ name: string }>(sql`
      select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace = 'public'::regnamespace and t.tgenabled <> 'A'
      order by 1`);
    expect(skippable).toEqual([]);
  });
});
