import { ibanCheckDigits } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  createTestApp,
  signInEmployee,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { bankChangeNoticeMail, dataChangeDecidedMail } from '../mail/templates';

/**
 * My data (issue 27): an employee asks to change their phone, e-mail, address or IBAN; nothing changes until HR
 * approves (applied to the record as an employee edit, audited), an IBAN change warns the e-mail on file at once,
 * every decision is e-mailed. An employee reaches only their own requests; HR's calls refuse employees.
 */
let t: TestApp;
let admin: Session;
let manager: Session;
let auditor: Session;
let admin2: Session;
let ana: { session: Session; employeeNumber: number };
let luis: { session: Session; employeeNumber: number };

const { call, data, rows } = apiCalls(() => t);
const iban = (bank: string, account = '00001234567890') => {
  const bban = `0${bank}${account}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};
const ANA_IBAN = iban('152');
const NEW_IBAN = iban('151', '00009876543210');
const HOSTILE = 'Fui yo\r\nBcc: ladron@example.com\r\n<script>alert(1)</script>';

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, auditor, admin2 } = await signInEveryRole(t.app));
  const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
  const scheduleId = schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id;
  ana = await signInEmployee(t, admin, {
    nationalId: 'DC0001',
    scheduleId,
    phone: '8888-1111',
    bankCode: '152',
    iban: ANA_IBAN,
    homeAddress: {
      provinceCode: '2',
      cantonCode: '201',
      districtCode: '20101',
      address: 'Del parque 100 m sur',
    },
  });
  luis = await signInEmployee(t, admin, { nationalId: 'DC0002', scheduleId });
}, 300_000);
afterAll(async () => t?.close());

const outboxTo = (to: string, kind: string) =>
  rows<{ subject: string; text_body: string; html_body: string }>(
    sql`select subject, text_body, html_body from outbox where to_address = ${to} and kind = ${kind} order by id`,
  );

describe('autoservicio/misdatos', () => {
  it('answers my contact data and bank account, no pending request', async () => {
    expect(await data(ana.session, 'autoservicio/misdatos', {})).toMatchObject({
      num_empleado: ana.employeeNumber,
      phone: '8888-1111',
      email: 'empleado.dc0001@example.cr',
      address: 'Del parque 100 m sur',
      bankCode: '152',
      iban: ANA_IBAN,
      pending: null,
    });
    expect(await data(luis.session, 'autoservicio/misdatos', {})).toMatchObject({
      num_empleado: luis.employeeNumber,
      address: null,
      iban: null,
    });
  });

  it('refuses a staff user not linked to an employee (404) and anyone signed out (401)', async () => {
    expect((await call(admin, 'autoservicio/misdatos', {})).json().error.code).toBe('NOT_AN_EMPLOYEE');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/autoservicio/misdatos', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('autoservicio/solicitarcambiodatos', () => {
  it('validates in the caller language, field by field, writing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const bad = await call(ana.session, 'autoservicio/solicitarcambiodatos', {
      iban: 'CR00015200001234567890',
      phone: 'abc',
      email: 'no-es-correo',
    });
    expect(bad.statusCode).toBe(400);
    // The shape first (as the web checks it), then the IBAN's check digits and bank (as HR's employee form).
    expect(bad.json().error.fields).toEqual({
      phone: 'El teléfono no es válido.',
      email: 'Escriba un correo electrónico válido, por ejemplo nombre@empresa.cr.',
    });
    const es = await call(ana.session, 'autoservicio/solicitarcambiodatos', {
      iban: 'CR00015200001234567890',
    });
    expect(es.json().error.fields).toEqual({
      iban: 'La cuenta IBAN no es válida: debe ser CR seguido de 20 dígitos con dígitos de control correctos.',
    });
    const en = await call(
      ana.session,
      'autoservicio/solicitarcambiodatos',
      { iban: 'CR00015200001234567890' },
      'POST',
      'en',
    );
    expect(en.json().error.fields).toEqual({
      iban: 'The IBAN is not valid: it must be CR followed by 20 digits with correct check digits.',
    });
    const none = await call(ana.session, 'autoservicio/solicitarcambiodatos', { phone: '  ', note: 'nada' });
    expect(none.json().error.fields).toEqual({ phone: 'Indique al menos un dato para cambiar.' });
    const same = await call(ana.session, 'autoservicio/solicitarcambiodatos', {
      iban: ANA_IBAN,
      phone: '8888-1111',
    });
    expect(same.json().error.fields).toEqual({
      iban: 'Es el mismo dato que ya está registrado.',
      phone: 'Es el mismo dato que ya está registrado.',
    });
    const noAddress = await call(
      luis.session,
      'autoservicio/solicitarcambiodatos',
      { address: 'Frente a la escuela' },
      'POST',
      'en',
    );
    expect(noAddress.json().error.fields).toEqual({
      address: 'There is no address on file to change: ask Human Resources to record your address.',
    });
    const unknownBank = await call(ana.session, 'autoservicio/solicitarcambiodatos', { iban: iban('199') });
    expect(unknownBank.json().error.fields).toEqual({ iban: 'La opción elegida no existe.' });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('records an IBAN change pending, warns the e-mail on file (header-safe) and audits it; one pending at a time', async () => {
    const res = await data(ana.session, 'autoservicio/solicitarcambiodatos', {
      iban: NEW_IBAN.replace(/(.{4})/g, '$1 '),
      phone: '7777-2222',
      note: HOSTILE,
    });
    expect(res.request).toMatchObject({
      num_empleado: ana.employeeNumber,
      status: 'pending',
      asked: { iban: NEW_IBAN, bankCode: '151', phone: '7777-2222' },
      previous: { iban: ANA_IBAN, bankCode: '152', phone: '8888-1111' },
      note: HOSTILE,
    });
    // Nothing changes on the record until HR decides.
    expect(await data(ana.session, 'autoservicio/misdatos', {})).toMatchObject({
      iban: ANA_IBAN,
      phone: '8888-1111',
      pending: { id: res.request.id, status: 'pending' },
    });
    const notices = await outboxTo('empleado.dc0001@example.cr', 'bank_change_notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).not.toMatch(/[\r\n]/);
    expect(notices[0]!.text_body).toContain('Si no fue usted, avise de inmediato a Recursos Humanos');
    expect(notices[0]!.text_body).not.toContain(NEW_IBAN);
    const [audit] = await rows<{ after: { bankChangeNoticeTo: string } }>(
      sql`select after from audit_log where action = 'data_change_requested' and entity_id = ${String(res.request.id)}`,
    );
    expect(audit!.after.bankChangeNoticeTo).toBe('empleado.dc0001@example.cr');

    const before = await tableFingerprints(t.database.db);
    const again = await call(
      ana.session,
      'autoservicio/solicitarcambiodatos',
      { phone: '6666-3333' },
      'POST',
      'en',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DATA_CHANGE_REQUEST_PENDING');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('keeps the notice header-safe whatever the company is called', () => {
    const m = bankChangeNoticeMail({
      name: '<b>Ana</b>',
      companyName: 'ACME\r\nBcc: x@y.z',
      requestedAt: '2026-11-29',
    });
    expect(m.subject).toBe('ACME Bcc: x@y.z: solicitud de cambio de su cuenta bancaria');
    expect(m.html).toContain('&#60;b&#62;Ana');
    const d = dataChangeDecidedMail({
      name: 'Ana',
      companyName: 'A\nB',
      fields: ['iban'],
      approved: false,
      reason: HOSTILE,
    });
    expect(d.subject).not.toMatch(/[\r\n]/);
    expect(d.html).not.toContain('<script>');
  });
});

describe('my requests and cancelling', () => {
  it('lists only my own requests; another employee cannot cancel mine', async () => {
    const mine = (await data(ana.session, 'autoservicio/missolicitudesdatos', {})).items;
    expect(mine.map((r: { num_empleado: number }) => r.num_empleado)).toEqual([ana.employeeNumber]);
    expect((await data(luis.session, 'autoservicio/missolicitudesdatos', {})).items).toEqual([]);
    const before = await tableFingerprints(t.database.db);
    const idor = await call(luis.session, 'autoservicio/cancelarcambiodatos', { id: mine[0].id });
    expect(idor.statusCode).toBe(404);
    expect(idor.json().error.code).toBe('DATA_CHANGE_REQUEST_NOT_FOUND');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('cancels my pending request (audited), then refuses to cancel it again', async () => {
    const { request } = await data(luis.session, 'autoservicio/solicitarcambiodatos', { phone: '2222-3333' });
    const cancelled = await data(luis.session, 'autoservicio/cancelarcambiodatos', { id: request.id });
    expect(cancelled.request.status).toBe('cancelled');
    expect(
      (await call(luis.session, 'autoservicio/cancelarcambiodatos', { id: request.id })).statusCode,
    ).toBe(409);
    const audit = await rows(
      sql`select 1 from audit_log where action = 'data_change_request_cancelled' and entity_id = ${String(request.id)}`,
    );
    expect(audit).toHaveLength(1);
    expect((await data(luis.session, 'autoservicio/misdatos', {})).pending).toBeNull();
  });
});

describe("HR's inbox and decision", () => {
  it('shows HR each pending request with the values on file now; refuses employees and the auditor', async () => {
    const { items } = await data(manager, 'autoservicio/bandejadatos', {});
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      num_empleado: ana.employeeNumber,
      asked: { iban: NEW_IBAN, phone: '7777-2222' },
      current: { iban: ANA_IBAN, bankCode: '152', phone: '8888-1111' },
    });
    expect((await data(admin2, 'autoservicio/bandejadatos', {})).items).toEqual([]);
    for (const s of [ana.session, auditor]) {
      expect((await call(s, 'autoservicio/bandejadatos', {})).statusCode).toBe(403);
    }
  });

  it('refuses employees, another company, a rejection without reason and a decided request, writing nothing', async () => {
    const [pending] = (await data(manager, 'autoservicio/bandejadatos', {})).items;
    const [cancelled] = (await data(manager, 'autoservicio/bandejadatos', { status: 'cancelled' })).items;
    const before = await tableFingerprints(t.database.db);
    expect(
      (await call(ana.session, 'autoservicio/decidirdatos', { ids: [pending.id], decision: 'approve' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(auditor, 'autoservicio/decidirdatos', { ids: [pending.id], decision: 'approve' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(admin2, 'autoservicio/decidirdatos', { ids: [pending.id], decision: 'approve' }))
        .statusCode,
    ).toBe(404);
    const noReason = await call(
      manager,
      'autoservicio/decidirdatos',
      { ids: [pending.id], decision: 'reject' },
      'POST',
      'en',
    );
    expect(noReason.json().error.fields).toEqual({ reason: 'This field is required.' });
    const mixed = await call(manager, 'autoservicio/decidirdatos', {
      ids: [pending.id, cancelled.id],
      decision: 'approve',
    });
    expect(mixed.statusCode).toBe(409);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('approves: the record changes as an employee edit (audited), the decision is e-mailed, I see my new IBAN', async () => {
    const [pending] = (await data(manager, 'autoservicio/bandejadatos', {})).items;
    const res = await data(manager, 'autoservicio/decidirdatos', {
      ids: [pending.id],
      decision: 'approve',
      reason: HOSTILE,
    });
    expect(res.decided[0]).toMatchObject({ id: pending.id, status: 'approved', decisionReason: HOSTILE });
    const employee = await data(admin, 'empleados/employeedata', { num_empleado: ana.employeeNumber });
    expect(employee).toMatchObject({ iban: NEW_IBAN, bankCode: '151', phone: '7777-2222' });
    const [edit] = await rows<{
      before: { iban: string };
      after: { iban: string; dataChangeRequest: number };
    }>(
      sql`select before, after from audit_log where action = 'employee_updated' and entity_id = ${String(ana.employeeNumber)}
        order by id desc limit 1`,
    );
    expect(edit!.before.iban).toBe(ANA_IBAN);
    expect(edit!.after).toMatchObject({ iban: NEW_IBAN, dataChangeRequest: pending.id });
    const mails = await outboxTo('empleado.dc0001@example.cr', 'data_change_decided');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toMatch(/[\r\n]/);
    expect(mails[0]!.html_body).not.toContain('<script>');
    expect(await data(ana.session, 'autoservicio/misdatos', {})).toMatchObject({
      iban: NEW_IBAN,
      bankCode: '151',
      phone: '7777-2222',
      pending: null,
    });
  });

  it('rejects in bulk with a reason; an address change applies to the primary localization', async () => {
    const a = (await data(ana.session, 'autoservicio/solicitarcambiodatos', { address: 'Frente al templo' }))
      .request;
    const l = (
      await data(luis.session, 'autoservicio/solicitarcambiodatos', { email: 'luis.nuevo@example.cr' })
    ).request;
    const rejected = await data(admin, 'autoservicio/decidirdatos', {
      ids: [a.id, l.id],
      decision: 'reject',
      reason: 'Traiga el comprobante',
    });
    expect(rejected.decided.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected']);
    expect((await data(luis.session, 'autoservicio/misdatos', {})).email).toBe('empleado.dc0002@example.cr');
    const again = (
      await data(ana.session, 'autoservicio/solicitarcambiodatos', { address: 'Frente al templo' })
    ).request;
    await data(admin, 'autoservicio/decidirdatos', { ids: [again.id], decision: 'approve' });
    expect((await data(ana.session, 'autoservicio/misdatos', {})).address).toBe('Frente al templo');
  });
});

describe('the history of my requests (Mis datos)', () => {
  it('lists my decided requests newest first with who decided, the reason, and every IBAN masked', async () => {
    const res = await call(ana.session, 'autoservicio/missolicitudesdatos', {});
    const items = res.json().data.items as {
      id: number;
      num_empleado: number;
      status: string;
      asked: Record<string, string>;
      previous: Record<string, string>;
      decisionReason: string | null;
      decidedBy: string | null;
      requestedAt: string;
    }[];
    expect(items.every((r) => r.num_empleado === ana.employeeNumber)).toBe(true);
    expect(items.map((r) => r.status)).toEqual(['approved', 'rejected', 'approved']);
    expect(items.map((r) => r.requestedAt)).toEqual([...items.map((r) => r.requestedAt)].sort().reverse());
    // The IBAN change: asked and previous masked but for their last 4 digits; the full numbers nowhere.
    const bank = items.find((r) => r.asked.iban !== undefined)!;
    expect(bank.asked.iban).toBe(`** **** **** **** **** ${NEW_IBAN.slice(-4)}`);
    expect(bank.previous.iban).toBe(`** **** **** **** **** ${ANA_IBAN.slice(-4)}`);
    expect(bank.asked.phone).toBe('7777-2222');
    expect(res.body).not.toContain(NEW_IBAN);
    expect(res.body).not.toContain(ANA_IBAN);
    const [clerk] = await rows<{ name: string }>(sql`select name from users where code = 'planillas'`);
    expect(bank.decidedBy).toBe(clerk!.name);
    const rejected = items.find((r) => r.status === 'rejected')!;
    expect(rejected.decisionReason).toBe('Traiga el comprobante');
    expect(rejected.decidedBy).toEqual(expect.any(String));
    // Luis sees his own (a cancelled and a rejected one), never Ana's.
    const his = (await data(luis.session, 'autoservicio/missolicitudesdatos', {})).items as {
      num_empleado: number;
      status: string;
    }[];
    expect(his.map((r) => r.status)).toEqual(['rejected', 'cancelled']);
    expect(his.every((r) => r.num_empleado === luis.employeeNumber)).toBe(true);
  });

  it('shows HR the full values and who decided in the inbox', async () => {
    const { items } = await data(manager, 'autoservicio/bandejadatos', { status: 'approved' });
    const bank = items.find((r: { asked: { iban?: string } }) => r.asked.iban !== undefined);
    expect(bank.asked.iban).toBe(NEW_IBAN);
    expect(bank.decidedBy).toEqual(expect.any(String));
  });
});

describe('the employee list: self-service column and filter', () => {
  it('tells who is invited, active (last sign-in), or not invited, and filters by it', async () => {
    const list = async (selfService?: string) =>
      (
        await data(manager, 'empleados/employeeslist', {
          pageSize: 100,
          ...(selfService ? { selfService } : {}),
        })
      ).items as { num_empleado: number; selfService: string; lastSignInAt: string | null }[];
    const all = await list();
    const anaRow = all.find((r) => r.num_empleado === ana.employeeNumber)!;
    expect(anaRow.selfService).toBe('active');
    expect(anaRow.lastSignInAt).not.toBeNull();
    expect(all.some((r) => r.selfService === 'none')).toBe(true);
    await t.database.db.execute(sql`update users set last_login_at = null where code = 'dc0002'`);
    const invited = await list('invited');
    expect(invited.map((r) => r.num_empleado)).toContain(luis.employeeNumber);
    expect(invited.map((r) => r.num_empleado)).not.toContain(ana.employeeNumber);
    expect(invited.every((r) => r.selfService === 'invited' && r.lastSignInAt === null)).toBe(true);
    expect((await list('active')).map((r) => r.num_empleado)).toContain(ana.employeeNumber);
    expect((await list('none')).every((r) => r.selfService === 'none')).toBe(true);
    expect((await list('ended')).length).toBe(0);
    const bad = await call(manager, 'empleados/employeeslist', { selfService: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});
