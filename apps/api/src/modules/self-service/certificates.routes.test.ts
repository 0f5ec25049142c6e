import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { addTestPayItem, seedShippedPayItemTypes } from '../../test/pay-items';
import {
  apiCalls,
  createTestApp,
  hireEmployee,
  signInEmployee,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { certificateAverages } from './certificates.service';

/**
 * Salary certificates (issue 27): the employee issues their own, HR issues, lists and revokes; anyone verifies a
 * code on the public call, which answers an unknown and a revoked code alike. The clock is 10 December 2026, so
 * the averages read September–November (3 months) and June–November (6).
 */
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-10T15:00:00Z') });

let t: TestApp;
let admin: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;
let admin2: Session;
let ana: { session: Session; employeeNumber: number; userCode: string };
let luis: { session: Session; employeeNumber: number; userCode: string };

const { call, data, rows } = apiCalls(() => t);

/** The verification code printed on a certificate PDF. */
const codeOf = (pdf: Buffer) => {
  const m = /(?:Código de verificación|Verification code):\s*([A-Za-z0-9_-]{32})/.exec(pdfText(pdf));
  if (!m) throw new Error('no verification URL in the PDF');
  return m[1]!;
};

const verify = (code: string, lang = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/publico/verificarconstancia',
    headers: { 'accept-language': lang },
    payload: { code },
  });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, auditor, admin2, assistant } = await signInEveryRole(t.app));
  const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
  const scheduleId = schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id;
  ana = await signInEmployee(t, admin, { nationalId: 'CS0001', scheduleId, entryDate: '2025-01-06' });
  luis = await signInEmployee(t, admin, { nationalId: 'CS0002', scheduleId, entryDate: '2025-01-06' });
  await seedShippedPayItemTypes(t.database.db, 1);
  await addTestPayItem(t.database.db, 1, {
    employeeNumber: ana.employeeNumber,
    typeCode: 'PENSION_ALIMENTARIA',
    validFrom: '2026-01-01',
    amount: 50_000_00,
    reference: '19-000123-0187-PA',
    orderDate: '2025-12-15',
  });
  for (const [start, end] of [
    ['2026-09-01', '2026-09-30'],
    ['2026-10-01', '2026-10-31'],
    ['2026-11-01', '2026-11-30'],
  ] as const) {
    const { payrollId } = await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'monthly',
      periodStart: start,
      periodEnd: end,
    });
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
    const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    await data(manager, 'procesoPlanilla/closepayroll', { payrollId, confirmNet: calc.totals.net }, 'PUT');
  }
}, 600_000);
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

describe('the averages rule', () => {
  it('reads the calendar months before the issue month and divides by the months paid', () => {
    const monthly = [
      { month: '2026-05', gross: 900, net: 800 },
      { month: '2026-09', gross: 100, net: 90 },
      { month: '2026-10', gross: 200, net: 180 },
      { month: '2026-11', gross: 300, net: 270 },
      { month: '2026-12', gross: 999, net: 999 },
    ];
    expect(certificateAverages('2026-12-10', monthly)).toEqual([
      { months: 3, from: '2026-09', to: '2026-11', monthsPaid: 3, gross: 200, net: 180 },
      { months: 6, from: '2026-06', to: '2026-11', monthsPaid: 3, gross: 200, net: 180 },
    ]);
    expect(certificateAverages('2027-01-31', [])[1]).toEqual({
      months: 6,
      from: '2026-07',
      to: '2026-12',
      monthsPaid: 0,
      gross: null,
      net: null,
    });
  });
});

describe('autoservicio/constancia', () => {
  it('gives the employee a PDF of their own statement with a QR of the verification URL; stored and audited', async () => {
    const before = (await rows<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0]!.n;
    const res = await call(ana.session, 'autoservicio/constancia', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('constancia-salarial-2026-12-10');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Constancia salarial');
    expect(text).toContain('CS0001');
    expect(text).toContain('6 de enero de 2025');
    expect(text).toContain('Últimos 3 meses (septiembre de 2026 a noviembre de 2026)');
    expect(text).toContain('Pensión alimentaria (expediente 19-000123-0187-PA)');
    const code = codeOf(res.rawPayload);
    expect(code.length).toBeGreaterThanOrEqual(32);
    // Only the code's hash is stored; the statement is the snapshot.
    const [row] = await rows<{
      code_hash: string;
      statement: { averages: { gross: number }[] };
      issued_by: number;
    }>(
      sql`select code_hash, statement, issued_by from salary_certificates where employee_number = ${ana.employeeNumber}`,
    );
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.statement.averages[0]!.gross).toBe(600_000_00);
    expect(row!.issued_by).toBe(ana.session.userId);
    const audit = await rows<{ action: string; user_id: number }>(
      sql`select action, user_id from audit_log order by id desc limit 1`,
    );
    expect(audit[0]).toMatchObject({ action: 'salary_certificate_issued', user_id: ana.session.userId });
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0]!.n).toBe(before + 1);

    const verified = await verify(code);
    expect(verified.statusCode).toBe(200);
    const body = verified.json().data;
    expect(body.valid).toBe(true);
    expect(body.statement).toMatchObject({
      company: { name: expect.any(String), legalId: expect.any(String) },
      employee: { num_empleado: ana.employeeNumber, nationalId: 'CS0001', hireDate: '2025-01-06' },
      ordinarySalary: 600_000_00,
      issueDate: '2026-12-10',
      language: 'es',
      deductions: [
        {
          kind: 'alimony',
          reference: '19-000123-0187-PA',
          valueType: 'amount',
          amount: 50_000_00,
          lastWithheld: 50_000_00,
        },
      ],
    });
    expect(body.statement.averages).toEqual([
      expect.objectContaining({ months: 3, monthsPaid: 3, gross: 600_000_00 }),
      expect.objectContaining({ months: 6, from: '2026-06', monthsPaid: 3, gross: 600_000_00 }),
    ]);
    expect(body.statement.averages[0].net).toBeLessThan(600_000_00);
  });

  it('writes the certificate in the language asked for', async () => {
    const res = await call(luis.session, 'autoservicio/constancia', {}, 'POST', 'en');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Salary certificate');
    expect(text).toContain('There are no child support orders or garnishments in force.');
    expect((await verify(codeOf(res.rawPayload), 'en')).json().data.statement.language).toBe('en');
  });

  it('lists only my certificates, never their code', async () => {
    const mine = await data(ana.session, 'autoservicio/misconstancias', {});
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i: { num_empleado: number }) => i.num_empleado === ana.employeeNumber)).toBe(
      true,
    );
    expect(mine.items[0]).toMatchObject({ codeHint: expect.stringMatching(/^.{4}$/), revokedAt: null });
    // Naming someone else changes nothing: the calls take no employee number.
    const named = await data(ana.session, 'autoservicio/misconstancias', {
      num_empleado: luis.employeeNumber,
    });
    expect(named.items.every((i: { num_empleado: number }) => i.num_empleado === ana.employeeNumber)).toBe(
      true,
    );
    const res = await call(ana.session, 'autoservicio/constancia', { num_empleado: luis.employeeNumber });
    expect(pdfText(res.rawPayload)).toContain('CS0001');
    expect(pdfText(res.rawPayload)).not.toContain('CS0002');
  });

  it('refuses staff without an employee record', async () => {
    const res = await call(manager, 'autoservicio/constancia', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_AN_EMPLOYEE');
  });
});

describe('HR: empleados/emitirconstancia, empleados/constancias, empleados/revocarconstancia', () => {
  it('issues for an employee, lists them, revokes with a reason: the code no longer verifies; audited', async () => {
    const res = await call(assistant, 'empleados/emitirconstancia', { num_empleado: luis.employeeNumber });
    expect(res.statusCode).toBe(200);
    const code = codeOf(res.rawPayload);
    expect((await verify(code)).json().data.valid).toBe(true);
    const list = await data(auditor, 'empleados/constancias', { num_empleado: luis.employeeNumber });
    const cert = list.items[0];
    expect(cert).toMatchObject({
      num_empleado: luis.employeeNumber,
      codeHint: code.slice(-4),
      revokedAt: null,
    });
    expect(cert.issuedBy).toEqual(expect.any(String));

    const revoked = await data(
      admin,
      'empleados/revocarconstancia',
      { id: cert.id, reason: 'Datos desactualizados' },
      'PUT',
    );
    expect(revoked.certificate).toMatchObject({ id: cert.id, revokeReason: 'Datos desactualizados' });
    expect(revoked.certificate.revokedAt).toEqual(expect.any(String));
    const audit = await rows<{ action: string; entity_id: string }>(
      sql`select action, entity_id from audit_log where action = 'salary_certificate_revoked'`,
    );
    expect(audit).toEqual([{ action: 'salary_certificate_revoked', entity_id: String(cert.id) }]);
    // Revoked and unknown answer alike, in content.
    const revokedAnswer = await verify(code);
    const unknownAnswer = await verify('A'.repeat(32));
    expect(revokedAnswer.statusCode).toBe(200);
    expect(revokedAnswer.body).toBe(unknownAnswer.body);
    expect(revokedAnswer.json()).toEqual({ ok: true, data: { valid: false } });
    // The employee sees it revoked.
    const mine = await data(luis.session, 'autoservicio/misconstancias', {});
    expect(mine.items.find((i: { id: number }) => i.id === cert.id).revokeReason).toBe(
      'Datos desactualizados',
    );
    // Twice: refused, nothing written.
    const fingerprint = await tableFingerprints(t.database.db);
    const again = await call(admin, 'empleados/revocarconstancia', { id: cert.id, reason: 'x' }, 'PUT');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SALARY_CERTIFICATE_REVOKED');
    expect(await tableFingerprints(t.database.db)).toEqual(fingerprint);
  });

  it('validates in the caller’s language, naming the field, and writes nothing', async () => {
    const fingerprint = await tableFingerprints(t.database.db);
    const es = await call(admin, 'empleados/revocarconstancia', { id: 1 }, 'PUT', 'es');
    expect(es.statusCode).toBe(400);
    expect(Object.keys(es.json().error.fields)).toEqual(['reason']);
    const en = await call(admin, 'empleados/revocarconstancia', { id: 1, reason: '   ' }, 'PUT', 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields.reason).toMatch(/required/i);
    expect(es.json().error.fields.reason).not.toBe(en.json().error.fields.reason);
    const noEmployee = await call(admin, 'empleados/emitirconstancia', {}, 'POST', 'en');
    expect(noEmployee.statusCode).toBe(400);
    expect(Object.keys(noEmployee.json().error.fields)).toEqual(['num_empleado']);
    expect(
      (await call(admin, 'empleados/revocarconstancia', { id: 999_999, reason: 'x' }, 'PUT')).statusCode,
    ).toBe(404);
    expect((await call(admin, 'empleados/emitirconstancia', { num_empleado: 99_999_998 })).statusCode).toBe(
      404,
    );
    expect(await tableFingerprints(t.database.db)).toEqual(fingerprint);
  });

  it('refuses an inactive employee', async () => {
    const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number }[];
    const gone = await hireEmployee(t.app, admin, {
      nationalId: 'CS0003',
      entryDate: '2025-01-06',
      salary: 500_000_00,
      scheduleId: schedules[0]!.id,
      periodicity: 'monthly',
    });
    await t.database.db.execute(
      sql`update employees set active = false, exit_date = '2026-06-30' where company_id = 1 and employee_number = ${gone}`,
    );
    const fingerprint = await tableFingerprints(t.database.db);
    const res = await call(admin, 'empleados/emitirconstancia', { num_empleado: gone });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SALARY_CERTIFICATE_EMPLOYEE_INACTIVE');
    expect(await tableFingerprints(t.database.db)).toEqual(fingerprint);
  });

  it('keeps roles, companies and employees apart, and a refused call changes nothing', async () => {
    const [anaCert] = (await data(admin, 'empleados/constancias', { num_empleado: ana.employeeNumber }))
      .items;
    const fingerprint = await tableFingerprints(t.database.db);
    // The auditor reads but issues and revokes nothing.
    expect(
      (await call(auditor, 'empleados/emitirconstancia', { num_empleado: ana.employeeNumber })).statusCode,
    ).toBe(403);
    expect(
      (await call(auditor, 'empleados/revocarconstancia', { id: anaCert.id, reason: 'x' }, 'PUT')).statusCode,
    ).toBe(403);
    // An employee reaches none of HR's calls: not another's list, not their own through HR's call, no revocation.
    for (const [url, body, method] of [
      ['empleados/constancias', { num_empleado: ana.employeeNumber }, 'POST'],
      ['empleados/constancias', { num_empleado: luis.employeeNumber }, 'POST'],
      ['empleados/emitirconstancia', { num_empleado: ana.employeeNumber }, 'POST'],
      ['empleados/revocarconstancia', { id: anaCert.id, reason: 'x' }, 'PUT'],
    ] as const) {
      expect((await call(luis.session, url, body, method)).statusCode, url).toBe(403);
    }
    // Another company: the employee and the certificate are not found there.
    expect((await data(admin2, 'empleados/constancias', { num_empleado: ana.employeeNumber })).items).toEqual(
      [],
    );
    expect(
      (await call(admin2, 'empleados/emitirconstancia', { num_empleado: ana.employeeNumber })).statusCode,
    ).toBe(404);
    expect(
      (await call(admin2, 'empleados/revocarconstancia', { id: anaCert.id, reason: 'x' }, 'PUT')).statusCode,
    ).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(fingerprint);
  });
});

describe('publico/verificarconstancia', () => {
  it('needs no sign-in, answers a malformed request 400 and anything else not valid, writing nothing', async () => {
    const fingerprint = await tableFingerprints(t.database.db);
    expect((await verify('')).statusCode).toBe(400);
    expect((await verify('x'.repeat(101))).statusCode).toBe(400);
    for (const code of ['nope', "' or 1=1 --", 'A'.repeat(100)]) {
      expect((await verify(code)).json()).toEqual({ ok: true, data: { valid: false } });
    }
    expect(await tableFingerprints(t.database.db)).toEqual(fingerprint);
  });

  it('takes about as long for a revoked code as for an unknown one (a hash and one query each)', async () => {
    const res = await call(ana.session, 'autoservicio/constancia', {});
    const code = codeOf(res.rawPayload);
    const [cert] = (await data(admin, 'empleados/constancias', { num_empleado: ana.employeeNumber })).items;
    await data(admin, 'empleados/revocarconstancia', { id: cert.id, reason: 'Prueba' }, 'PUT');
    const time = async (c: string) => {
      const start = performance.now();
      for (let i = 0; i < 20; i++) await verify(c);
      return performance.now() - start;
    };
    await time(code);
    const [revoked, unknown] = [await time(code), await time('B'.repeat(32))];
    expect(revoked / unknown).toBeLessThan(3);
    expect(unknown / revoked).toBeLessThan(3);
  });
});

describe('the public call’s rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ publicRateLimit: 3 });
  }, 120_000);
  afterAll(async () => limited?.close());

  it('answers 429 past the public limit per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/publico/verificarconstancia',
        payload: { code: 'C'.repeat(32) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
