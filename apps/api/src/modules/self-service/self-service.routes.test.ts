import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPLOYEE_PASSWORD,
  apiCalls,
  createTestApp,
  hireEmployee,
  signIn,
  signInEmployee,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * Employee self-service (issue 27): HR invites, the employee chooses a password with the e-mailed link and reaches
 * only their own closed payslips, voucher PDFs and vacation balance. Every administrative route refuses them; no
 * call takes another person's number; their access ends with their employment.
 */
let t: TestApp;
let admin: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;
let admin2: Session;
let ana: { session: Session; employeeNumber: number; userCode: string };
let luis: number;
let october: number;
let november: number;

const { call, data } = apiCalls(() => t);

const newPayroll = async (periodStart: string, periodEnd: string) =>
  (await data(manager, 'paramPlanilla/newpayroll', { periodicity: 'monthly', periodStart, periodEnd }))
    .payrollId as number;
const calculate = (payrollId: number) =>
  data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT') as Promise<{
    totals: { net: number };
  }>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, auditor, admin2, assistant } = await signInEveryRole(t.app));
  const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
  const scheduleId = schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id;
  ana = await signInEmployee(t, admin, { nationalId: 'SS0001', scheduleId });
  luis = await hireEmployee(t.app, admin, {
    nationalId: 'SS0002',
    entryDate: '2025-01-06',
    salary: 700_000_00,
    scheduleId,
    periodicity: 'monthly',
    email: 'luis.ss@example.cr',
  });
  october = await newPayroll('2026-10-01', '2026-10-31');
  november = await newPayroll('2026-11-01', '2026-11-30');
  for (const id of [october, november]) {
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: id }, 'PUT');
  }
  const calc = await calculate(october);
  await data(
    manager,
    'procesoPlanilla/closepayroll',
    { payrollId: october, confirmNet: calc.totals.net },
    'PUT',
  );
  await calculate(november);
}, 300_000);
afterAll(async () => t?.close());

describe('empleados/invitar', () => {
  it('signed the invited employee in as an employee of their own record', () => {
    expect(ana.userCode).toBe('ss0001');
    expect(ana.session.userData).toMatchObject({ role: 'employee', num_empleado: ana.employeeNumber });
    expect(ana.session.userData.ability).toEqual([
      { action: 'read', subject: 'Auth' },
      { action: 'manage', subject: 'Self' },
    ]);
  });

  it('skips who has a login, no e-mail or is inactive, and audits the invitation', async () => {
    const noEmail = await hireEmployee(t.app, admin, {
      nationalId: 'SS0003',
      entryDate: '2025-01-06',
      salary: 600_000_00,
      scheduleId: (await data(admin, 'parametros/horariolista', {}))[0].id,
      periodicity: 'monthly',
    });
    const res = await data(admin, 'empleados/invitar', { employees: [ana.employeeNumber, noEmail, luis] });
    expect(res).toEqual({
      invited: [{ num_empleado: luis, cod_usuario: 'ss0002' }],
      skipped: [
        { num_empleado: ana.employeeNumber, reason: 'already_invited' },
        { num_empleado: noEmail, reason: 'no_email' },
      ],
    });
    const { rows } = (await t.database.db.execute(
      sql`select action, after from audit_log where company_id = 1 and action = 'employees_invited' order by id`,
    )) as unknown as { rows: { after: { invited: unknown[] } }[] };
    expect(rows).toHaveLength(2);
    expect(rows[1]!.after.invited).toEqual([{ num_empleado: luis, cod_usuario: 'ss0002' }]);
    const mails = (await t.database.db.execute(
      sql`select kind from outbox where to_address = 'luis.ss@example.cr'`,
    )) as unknown as { rows: { kind: string }[] };
    expect(mails.rows).toEqual([{ kind: 'password_setup' }]);
  });

  it('refuses the auditor, another company and an unknown employee, changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    expect((await call(auditor, 'empleados/invitar', { employees: [luis] })).statusCode).toBe(403);
    expect((await call(admin2, 'empleados/invitar', { employees: [luis] })).statusCode).toBe(404);
    expect((await call(admin, 'empleados/invitar', { employees: [99_999_998] })).statusCode).toBe(404);
    expect((await call(admin, 'empleados/invitar', {})).statusCode).toBe(400);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('my payslips', () => {
  it('lists only closed payrolls that paid me', async () => {
    const mine = await data(ana.session, 'autoservicio/mispagos', {});
    expect(mine.num_empleado).toBe(ana.employeeNumber);
    expect(mine.items.map((i: { payrollId: number }) => i.payrollId)).toEqual([october]);
    expect(mine.items[0]).toMatchObject({ kind: 'regular', periodStart: '2026-10-01', gross: 600_000_00 });
  });

  it('shows a closed payslip with its lines, without the employer charges', async () => {
    const slip = await data(ana.session, 'autoservicio/mipago', { payrollId: october });
    expect(slip).toMatchObject({ payrollId: october, gross: 600_000_00 });
    const kinds = new Set(slip.lines.map((l: { kind: string }) => l.kind));
    expect(kinds.has('employer')).toBe(false);
    expect(kinds.has('provision')).toBe(false);
    expect(slip.lines.find((l: { code: string }) => l.code === 'ORDINARY_PAY')).toMatchObject({
      amount: 600_000_00,
    });
  });

  it('downloads its voucher PDF', async () => {
    const res = await call(ana.session, 'autoservicio/micomprobante', { payrollId: october });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for a payroll not closed, another company’s payroll, and never another person', async () => {
    for (const payrollId of [november, 999_999]) {
      const res = await call(ana.session, 'autoservicio/mipago', { payrollId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PAYSLIP_NOT_FOUND');
      expect((await call(ana.session, 'autoservicio/micomprobante', { payrollId })).statusCode).toBe(404);
    }
    // Naming someone else changes nothing: the calls take no employee number, the answer is always mine.
    const slip = await data(ana.session, 'autoservicio/mipago', { payrollId: october, num_empleado: luis });
    expect(slip.gross).toBe(600_000_00);
    const list = await data(ana.session, 'autoservicio/mispagos', { num_empleado: luis });
    expect(list.num_empleado).toBe(ana.employeeNumber);
  });

  it('answers staff without an employee record that they are not an employee here', async () => {
    const res = await call(manager, 'autoservicio/mispagos', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_AN_EMPLOYEE');
  });
});

describe('my vacations', () => {
  it('answers my balance per period', async () => {
    const mine = await data(ana.session, 'autoservicio/misvacaciones', {});
    expect(mine.num_empleado).toBe(ana.employeeNumber);
    expect(mine.hireDate).toBe('2025-01-06');
    expect(mine.periods.length).toBeGreaterThan(0);
  });
});

describe('the menu', () => {
  const menuOf = async (session: Session) =>
    (
      (await data(session, 'authPlanilla/systemmenu', {})) as { section: string; items: { id: string }[] }[]
    ).map((s) => [s.section, s.items.map((i) => i.id)]);

  it('shows an employee only the self-service pages, and staff without an employee record none of them', async () => {
    expect(await menuOf(ana.session)).toEqual([
      [
        'selfservice',
        [
          'selfservice-payslips',
          'selfservice-vacations',
          'selfservice-actions',
          'selfservice-certificates',
          'selfservice-data',
        ],
      ],
    ]);
    for (const staff of [admin, manager, auditor]) {
      expect((await menuOf(staff)).map(([section]) => section)).not.toContain('selfservice');
    }
  });

  it('adds the self-service section for staff the company pays, once linked to their employee record', async () => {
    // The auditor is hired with their user's e-mail: the invitation links their user, role unchanged.
    const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number }[];
    const own = await hireEmployee(t.app, admin, {
      nationalId: 'SS0009',
      entryDate: '2025-01-06',
      salary: 650_000_00,
      scheduleId: schedules[0]!.id,
      periodicity: 'monthly',
      email: 'auditoria@cafelamontana.cr',
    });
    await data(admin, 'empleados/invitar', { employees: [own] });
    const sections = (await menuOf(auditor)).map(([section]) => section);
    expect(sections.at(-1)).toBe('selfservice');
    expect(sections.length).toBeGreaterThan(1);
    expect((await data(auditor, 'authPlanilla/userdatalogin', {})).userData).toMatchObject({
      role: 'auditor',
      num_empleado: own,
    });
  });
});

describe('an employee token on the administrative routes', () => {
  it('is refused with 403 on every route but its own and the session’s, and changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    let refused = 0;
    for (const route of t.app.apiRoutes.filter((r) => !r.isPublic)) {
      const [action, subject] = route.ability!;
      if (subject === 'Self' || (subject === 'Auth' && action === 'read')) continue;
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers: { ...ana.session.headers, 'accept-language': 'en' },
        payload: route.method === 'GET' ? undefined : {},
      });
      expect.soft(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      refused++;
    }
    expect(refused).toBeGreaterThan(100);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('the end of the employment', () => {
  it('ends the access at the exit date: calls and sign-in refused, the data stays', async () => {
    await t.database.db.execute(
      sql`update employees set active = false, exit_date = '2026-01-31' where company_id = 1 and employee_number = ${ana.employeeNumber}`,
    );
    const res = await call(ana.session, 'autoservicio/mispagos', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NOT_A_MEMBER');
    await expect(signIn(t.app, ana.userCode, 1, EMPLOYEE_PASSWORD)).rejects.toThrow(/NOT_A_MEMBER/);
    // An exit date still ahead keeps the access until that day.
    await t.database.db.execute(
      sql`update employees set exit_date = '2099-12-31' where company_id = 1 and employee_number = ${ana.employeeNumber}`,
    );
    expect((await call(ana.session, 'autoservicio/mispagos', {})).statusCode).toBe(200);
  });
});

describe('vacation requests and the approvals inbox', () => {
  let pedro: { session: Session; employeeNumber: number; userCode: string };
  let december: number;

  beforeAll(async () => {
    const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
    const scheduleId = schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id;
    pedro = await signInEmployee(t, admin, { nationalId: 'SS0010', scheduleId, entryDate: '2024-01-08' });
    december = await newPayroll('2026-12-01', '2026-12-31');
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: december }, 'PUT');
  }, 300_000);

  it('previews what a request costs: working days only, and the balance after', async () => {
    // Wednesday 16 – Tuesday 22 December 2026 on a Monday–Friday schedule: 16, 17, 18, 21, 22 = 5 working days.
    const preview = await data(pedro.session, 'autoservicio/previsualizarvacaciones', {
      from: '2026-12-16',
      to: '2026-12-22',
    });
    expect(preview.days).toBe(5);
    expect(preview.availableAfter).toBeCloseTo(preview.availableBefore - 5, 2);
  });

  it('takes a request, holds its days against the balance, and lets the employee cancel it while pending', async () => {
    const first = await data(pedro.session, 'autoservicio/solicitarvacaciones', {
      from: '2026-12-16',
      to: '2026-12-18',
      note: 'Fin de año',
    });
    expect(first.request).toMatchObject({ status: 'pending', days: 3, num_empleado: pedro.employeeNumber });
    // The same days again overlap the pending request.
    const again = await call(pedro.session, 'autoservicio/solicitarvacaciones', {
      from: '2026-12-17',
      to: '2026-12-17',
    });
    expect(again.statusCode).toBe(409);
    const before = await data(pedro.session, 'autoservicio/previsualizarvacaciones', {
      from: '2026-12-21',
      to: '2026-12-21',
    });
    const cancelled = await data(pedro.session, 'autoservicio/cancelarsolicitud', { id: first.request.id });
    expect(cancelled.request.status).toBe('cancelled');
    const after = await data(pedro.session, 'autoservicio/previsualizarvacaciones', {
      from: '2026-12-21',
      to: '2026-12-21',
    });
    expect(after.availableBefore).toBeCloseTo(before.availableBefore + 3, 2);
    expect(
      (await call(pedro.session, 'autoservicio/cancelarsolicitud', { id: first.request.id })).statusCode,
    ).toBe(409);
  });

  it('refuses dates in the past, more than the balance, and another person’s request, changing nothing', async () => {
    const fingerprint = await tableFingerprints(t.database.db);
    const past = await call(pedro.session, 'autoservicio/solicitarvacaciones', {
      from: '2020-01-06',
      to: '2020-01-07',
    });
    expect(past.statusCode).toBe(400);
    const tooMany = await call(pedro.session, 'autoservicio/solicitarvacaciones', {
      from: '2027-01-04',
      to: '2027-03-26',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe('VACATION_BALANCE_EXCEEDED');
    const [ana1] = (await data(ana.session, 'autoservicio/missolicitudes', {})).items;
    expect(ana1).toBeUndefined();
    expect(await tableFingerprints(t.database.db)).toEqual(fingerprint);
  });

  it('approves in the inbox: the days become V in the payroll, the employee is told, the decision audited', async () => {
    const { request } = await data(pedro.session, 'autoservicio/solicitarvacaciones', {
      from: '2026-12-16',
      to: '2026-12-18',
    });
    // Ana may not cancel Pedro's request: not found, as if it did not exist.
    expect((await call(ana.session, 'autoservicio/cancelarsolicitud', { id: request.id })).statusCode).toBe(
      404,
    );
    const inbox = await data(assistant, 'autoservicio/bandeja', {});
    const row = inbox.items.find((i: { id: number }) => i.id === request.id);
    expect(row).toMatchObject({ status: 'pending', days: 3, fullName: expect.any(String) });
    expect(row.payrolls.map((p: { payrollId: number }) => p.payrollId)).toEqual([december]);
    expect(row.availableDays).toEqual(expect.any(Number));
    // The auditor reads the inbox but decides nothing.
    expect((await call(auditor, 'autoservicio/bandeja', {})).statusCode).toBe(200);
    expect(
      (await call(auditor, 'autoservicio/decidir', { ids: [request.id], decision: 'approve' })).statusCode,
    ).toBe(403);
    // A rejection needs its reason.
    expect(
      (await call(assistant, 'autoservicio/decidir', { ids: [request.id], decision: 'reject' })).statusCode,
    ).toBe(400);
    const decided = await data(assistant, 'autoservicio/decidir', { ids: [request.id], decision: 'approve' });
    expect(decided.decided[0]).toMatchObject({ id: request.id, status: 'approved' });
    const days = (await t.database.db.execute(
      sql`select work_date::text as date, code from attendance_days
          where company_id = 1 and payroll_id = ${december} and employee_number = ${pedro.employeeNumber}
            and work_date between '2026-12-16' and '2026-12-18' order by work_date`,
    )) as unknown as { rows: { date: string; code: string }[] };
    expect(days.rows.map((d) => d.code)).toEqual(['V', 'V', 'V']);
    const mails = (await t.database.db.execute(
      sql`select kind, subject from outbox where to_address = 'empleado.ss0010@example.cr' and kind = 'vacation_request_decided'`,
    )) as unknown as { rows: { subject: string }[] };
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]!.subject).toContain('aprobada');
    // Decided once: a second decision is refused and writes nothing.
    const again = await call(assistant, 'autoservicio/decidir', {
      ids: [request.id],
      decision: 'reject',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    const mine = await data(pedro.session, 'autoservicio/missolicitudes', {});
    expect(mine.items[0]).toMatchObject({ id: request.id, status: 'approved' });
  });

  it('keeps the inbox to its company and the requests to their employee', async () => {
    expect((await data(admin2, 'autoservicio/bandeja', { status: 'approved' })).items).toEqual([]);
    expect(
      (await call(admin2, 'autoservicio/decidir', { ids: [1], decision: 'reject', reason: 'no' })).statusCode,
    ).toBe(404);
  });
});

describe('who approves: the roles, or the department head (company settings)', () => {
  let jefa: { session: Session; employeeNumber: number; userCode: string };
  let worker: { session: Session; employeeNumber: number; userCode: string };
  let other: { session: Session; employeeNumber: number; userCode: string };
  let bodega: number;
  const settings = (s: Session) => data(s, 'paramPlanilla/companysettings', {});
  const menuIds = async (s: Session) =>
    ((await data(s, 'authPlanilla/systemmenu', {})) as { items: { id: string }[] }[]).flatMap((m) =>
      m.items.map((i) => i.id),
    );
  const setApprover = (s: Session, vacationApprover: string) =>
    call(s, 'paramPlanilla/updatecompanysettings', { vacationApprover }, 'PUT', 'en');

  beforeAll(async () => {
    const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
    const scheduleId = schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id;
    jefa = await signInEmployee(t, admin, { nationalId: 'SS0020', scheduleId });
    const dept = await data(admin, 'paramPlanilla/newdepartment', {
      name: 'Bodega SS',
      headEmployeeNumber: jefa.employeeNumber,
    });
    bodega = dept.id;
    expect(dept).toMatchObject({ headEmployeeNumber: jefa.employeeNumber, headName: expect.any(String) });
    const ventas = (await data(admin, 'paramPlanilla/newdepartment', { name: 'Ventas SS' })).id as number;
    worker = await signInEmployee(t, admin, { nationalId: 'SS0021', scheduleId, departmentId: bodega });
    other = await signInEmployee(t, admin, { nationalId: 'SS0022', scheduleId, departmentId: ventas });
  }, 300_000);

  it('names a department head only among the company’s employees', async () => {
    const before = await tableFingerprints(t.database.db);
    const unknown = await call(
      admin,
      'paramPlanilla/updatedepartment',
      { id: bodega, headEmployeeNumber: 99_999_997 },
      'PUT',
      'en',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.headEmployeeNumber).toEqual(expect.any(String));
    // Company 2 cannot touch company 1's department, nor name company 1's employee in its own.
    expect(
      (await call(admin2, 'paramPlanilla/updatedepartment', { id: bodega, headEmployeeNumber: null }, 'PUT'))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(admin2, 'paramPlanilla/newdepartment', {
          name: 'X',
          headEmployeeNumber: jefa.employeeNumber,
        })
      ).statusCode,
    ).toBe(400);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    const catalogs = await data(admin, 'paramPlanilla/companycatalogs', {});
    expect(catalogs.departments.find((d: { id: number }) => d.id === bodega)).toMatchObject({
      headEmployeeNumber: jefa.employeeNumber,
    });
  });

  it('keeps the approver in the company settings: roles by default; only who manages parameters changes it, audited', async () => {
    expect((await settings(manager)).vacationApprover).toBe('roles');
    const before = await tableFingerprints(t.database.db);
    expect((await setApprover(auditor, 'departmentHead')).statusCode).toBe(403);
    expect((await setApprover(assistant, 'departmentHead')).statusCode).toBe(403);
    expect((await setApprover(jefa.session, 'departmentHead')).statusCode).toBe(403);
    const bad = await setApprover(manager, 'boss');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['vacationApprover']);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('with the roles approving, a department head who is only an employee has no inbox and decides nothing', async () => {
    const { request } = await data(worker.session, 'autoservicio/solicitarvacaciones', {
      from: '2026-12-28',
      to: '2026-12-29',
    });
    const before = await tableFingerprints(t.database.db);
    expect((await call(jefa.session, 'autoservicio/bandeja', {})).statusCode).toBe(403);
    const refused = await call(jefa.session, 'autoservicio/decidir', {
      ids: [request.id],
      decision: 'approve',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await call(worker.session, 'autoservicio/bandeja', {})).statusCode).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    expect(await menuIds(jefa.session)).not.toContain('vacations-approvals');
    const row = (await data(assistant, 'autoservicio/bandeja', {})).items.find(
      (i: { id: number }) => i.id === request.id,
    );
    expect(row).toMatchObject({ canDecide: true, approverHead: null });
  });

  it('with the department head approving, the head decides their department’s requests and the roles the rest', async () => {
    const updated = await setApprover(manager, 'departmentHead');
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.vacationApprover).toBe('departmentHead');
    const audit = (await t.database.db.execute(
      sql`select after from audit_log where company_id = 1 and action = 'company_settings_updated' order by id desc limit 1`,
    )) as unknown as { rows: { after: Record<string, unknown> }[] };
    expect(audit.rows[0]!.after).toEqual({ vacationApprover: 'department_head' });
    // The head (an employee-role user) now has the inbox in their menu; their department's worker does not.
    expect(await menuIds(jefa.session)).toContain('vacations-approvals');
    expect(await menuIds(worker.session)).not.toContain('vacations-approvals');
    expect((await data(jefa.session, 'authPlanilla/userdatalogin', {})).userData.departmentHead).toBe(true);

    const { request: theirs } = await data(other.session, 'autoservicio/solicitarvacaciones', {
      from: '2026-12-28',
      to: '2026-12-29',
    });
    const { request: own } = await data(jefa.session, 'autoservicio/solicitarvacaciones', {
      from: '2026-12-28',
      to: '2026-12-28',
    });
    // The head's inbox: their department's request only (not their own, not another department's).
    const headInbox = (await data(jefa.session, 'autoservicio/bandeja', {})).items as {
      id: number;
      num_empleado: number;
      canDecide: boolean;
    }[];
    expect(headInbox.map((i) => i.num_empleado)).toEqual([worker.employeeNumber]);
    expect(headInbox[0]!.canDecide).toBe(true);
    const mine = headInbox[0]!.id;
    // HR sees it with the head named, and may not decide it; the head may not decide outside the department.
    const hr = (await data(assistant, 'autoservicio/bandeja', {})).items as {
      id: number;
      canDecide: boolean;
      approverHead: string | null;
    }[];
    expect(hr.find((i) => i.id === mine)).toMatchObject({
      canDecide: false,
      approverHead: expect.any(String),
    });
    expect(hr.find((i) => i.id === theirs.id)).toMatchObject({ canDecide: true, approverHead: null });
    expect(hr.find((i) => i.id === own.id)).toMatchObject({ canDecide: true, approverHead: null });
    const before = await tableFingerprints(t.database.db);
    expect(
      (await call(assistant, 'autoservicio/decidir', { ids: [mine], decision: 'approve' })).statusCode,
    ).toBe(403);
    // All or none: one request the caller may not decide refuses the whole call.
    expect(
      (await call(assistant, 'autoservicio/decidir', { ids: [theirs.id, mine], decision: 'approve' }))
        .statusCode,
    ).toBe(403);
    for (const id of [theirs.id, own.id]) {
      expect(
        (await call(jefa.session, 'autoservicio/decidir', { ids: [id], decision: 'approve' })).statusCode,
      ).toBe(404);
    }
    expect((await call(other.session, 'autoservicio/bandeja', {})).statusCode).toBe(403);
    expect(
      (await call(admin2, 'autoservicio/decidir', { ids: [mine], decision: 'approve' })).statusCode,
    ).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);

    const decided = await data(jefa.session, 'autoservicio/decidir', {
      ids: [mine],
      decision: 'reject',
      reason: 'Cierre de inventario',
    });
    expect(decided.decided[0]).toMatchObject({ status: 'rejected', decisionReason: 'Cierre de inventario' });
    const hrDecided = await data(assistant, 'autoservicio/decidir', {
      ids: [theirs.id, own.id],
      decision: 'approve',
    });
    expect(hrDecided.decided.map((d: { status: string }) => d.status)).toEqual(['approved', 'approved']);
    const recent = (await data(jefa.session, 'autoservicio/bandeja', { status: 'decided' })).items;
    expect(recent.map((i: { id: number }) => i.id)).toEqual([mine]);
    const mineAsWorker = (await data(worker.session, 'autoservicio/missolicitudes', {})).items;
    expect(mineAsWorker[0]).toMatchObject({ status: 'rejected', decisionReason: 'Cierre de inventario' });
  });

  it('honours advance vacations: past the balance only when the company allows it', async () => {
    const body = { from: '2027-01-04', to: '2027-03-26' };
    const refused = await call(worker.session, 'autoservicio/solicitarvacaciones', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('VACATION_BALANCE_EXCEEDED');
    await data(manager, 'paramPlanilla/updatecompanysettings', { allowAdvanceVacations: true }, 'PUT');
    const preview = await data(worker.session, 'autoservicio/previsualizarvacaciones', body);
    expect(preview).toMatchObject({ allowAdvance: true });
    expect(preview.availableAfter).toBeLessThan(0);
    const accepted = await data(worker.session, 'autoservicio/solicitarvacaciones', body);
    expect(accepted.request.status).toBe('pending');
    await data(worker.session, 'autoservicio/cancelarsolicitud', { id: accepted.request.id });
    await data(
      manager,
      'paramPlanilla/updatecompanysettings',
      { allowAdvanceVacations: false, vacationApprover: 'roles' },
      'PUT',
    );
  });
});
