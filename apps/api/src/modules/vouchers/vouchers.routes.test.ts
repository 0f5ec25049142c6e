import { addDays, addMonths } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCostaRica } from '../../lib/dates';
import { pdfText } from '../../test/pdf-text';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { formatVoucherMoney } from './voucher-pdf';

let t: TestApp;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;

const { call, data, rows } = apiCalls(() => t);

let closed: number;
let processed: number;
let members: number[];
let noEmail: number;
/** Members without an e-mail address (the demo has some; the test adds one). */
let withoutEmail: number[];

/** Two fortnightly payrolls of last month: the first calculated and closed, the second only calculated. */
beforeAll(async () => {
  t = await createTestApp();
  ({ admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  const monthStart = `${addMonths(todayInCostaRica(), -1).slice(0, 7)}-01`;
  const mid = addDays(monthStart, 14);
  const end = addDays(`${todayInCostaRica().slice(0, 7)}-01`, -1);
  const make = async (periodStart: string, periodEnd: string) => {
    const { payrollId } = await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart,
      periodEnd,
    });
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
    await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    return payrollId as number;
  };
  closed = await make(monthStart, mid);
  processed = await make(addDays(mid, 1), end);
  const s = await data(manager, 'procesoPlanilla/calculationstate', { payrollId: closed });
  await data(
    manager,
    'procesoPlanilla/closepayroll',
    { payrollId: closed, confirmNet: s.calculated.totals.net },
    'PUT',
  );
  members = (
    await rows<{ n: number }>(
      sql`select employee_number as n from payslips where company_id = 1 and payroll_id = ${closed} order by 1`,
    )
  ).map((r) => Number(r.n));
  // One member without an e-mail address.
  noEmail = members[1]!;
  await t.database.db.execute(
    sql`update employees set email = null where company_id = 1 and employee_number = ${noEmail}`,
  );
  withoutEmail = (
    await rows<{ n: number }>(sql`select s.employee_number as n from payslips s join employees e
      on e.company_id = s.company_id and e.employee_number = s.employee_number
      where s.company_id = 1 and s.payroll_id = ${closed} and nullif(trim(e.email), '') is null order by 1`)
  ).map((r) => Number(r.n));
  if (withoutEmail.includes(members[0]!) || withoutEmail.includes(members[2]!))
    throw new Error('test set-up');
}, 300_000);
afterAll(async () => t?.close());

const pdfOf = (s: Session, payrollId: number, num_empleado: number, purpose = 'download') =>
  call(s, 'postPlanilla/voucherpdf', { payrollId, num_empleado, purpose });

describe('postPlanilla lists', () => {
  it('lists the paid payrolls with filters, and only the own company', async () => {
    const all = await data(auditor, 'postPlanilla/paidpayroll', {});
    expect(all.items.map((p: { payrollId: number }) => p.payrollId)).toEqual([closed]);
    expect(all.items[0]).toMatchObject({
      status: 'paid',
      periodicity: 'fortnightly',
      employees: members.length,
    });
    expect((await data(manager, 'postPlanilla/paidpayroll', { periodicity: 'weekly' })).total).toBe(0);
    const payDate = all.items[0].payDate as string;
    expect((await data(manager, 'postPlanilla/paidpayroll', { from: payDate, to: payDate })).total).toBe(1);
    expect((await data(manager, 'postPlanilla/paidpayroll', { from: addDays(payDate, 1) })).total).toBe(0);
    expect((await data(admin2, 'postPlanilla/paidpayroll', {})).total).toBe(0);
    const bad = await call(manager, 'postPlanilla/paidpayroll', { periodicity: 'daily', from: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['periodicity', 'from']));
  });

  it("lists the last 3 months' payrolls with progress, the employees paid and one employee's vouchers", async () => {
    const docs = await data(manager, 'postPlanilla/paiddocument3months', {});
    const ids = docs.items.map((p: { payrollId: number }) => p.payrollId);
    expect(ids).toEqual(expect.arrayContaining([closed, processed]));
    const c = docs.items.find((p: { payrollId: number }) => p.payrollId === closed);
    expect(c.progress).toMatchObject({
      total: members.length,
      notSent: members.length,
      withoutEmail: withoutEmail.length,
    });
    const employees = await data(manager, 'postPlanilla/employeepaid3months', { pageSize: 100 });
    expect(employees.total).toBe(members.length);
    const one = await data(manager, 'postPlanilla/paiddocumentEmployee', { num_empleado: members[0] });
    expect(one.items.map((i: { payrollId: number }) => i.payrollId)).toEqual(
      expect.arrayContaining([closed, processed]),
    );
    // Company 2 has its own employee with that number: none of company 1's vouchers.
    expect(
      (await data(admin2, 'postPlanilla/paiddocumentEmployee', { num_empleado: members[0] })).items,
    ).toEqual([]);
    expect(
      (await call(manager, 'postPlanilla/paiddocumentEmployee', { num_empleado: 99_999 })).statusCode,
    ).toBe(404);
    expect((await data(admin2, 'postPlanilla/paiddocument3months', {})).items).toEqual([]);
  });

  it('is refused to the HR assistant (no post-payroll), changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    for (const url of [
      'postPlanilla/paidpayroll',
      'postPlanilla/employeepaid3months',
      'postPlanilla/paiddocument3months',
      'postPlanilla/voucherstatus',
      'postPlanilla/voucherpdf',
      'postPlanilla/voucherszip',
      'util/emailpaiddocument',
    ]) {
      expect((await call(assistant, url, { payrollId: closed, num_empleado: members[0] })).statusCode).toBe(
        403,
      );
    }
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('postPlanilla/voucherpdf', () => {
  it('renders the stored payslip: names, totals equal to the payslip, masked account; the same bytes twice', async () => {
    const n = members[0]!;
    const [slip] = await rows<{ gross: string; deductions: string; net: string }>(
      sql`select gross, deductions, net from payslips where company_id = 1 and payroll_id = ${closed} and employee_number = ${n}`,
    );
    const [emp] = await rows<{ national_id: string; first_name: string; iban: string | null }>(
      sql`select national_id, first_name, iban from employees where company_id = 1 and employee_number = ${n}`,
    );
    const first = await pdfOf(manager, closed, n);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain('attachment');
    const second = await pdfOf(auditor, closed, n, 'preview');
    expect(second.headers['content-disposition']).toContain('inline');
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const text = pdfText(first.rawPayload);
    expect(text).toContain('Comprobante de pago');
    expect(text).toContain('Café La Montaña');
    expect(text).toContain('3-101-456789');
    expect(text).toContain(emp!.national_id);
    expect(text).toContain(emp!.first_name);
    expect(text).toContain(formatVoucherMoney(Number(slip!.gross)));
    expect(text).toContain(formatVoucherMoney(Number(slip!.deductions)));
    expect(text).toContain(formatVoucherMoney(Number(slip!.net)));
    expect(text).not.toContain('BORRADOR');
    if (emp!.iban) {
      expect(text).toContain(`** ${emp!.iban.slice(-4)}`);
      expect(text).not.toContain(emp!.iban);
    }
    const log = await rows<{ action: string }>(
      sql`select action from document_log where company_id = 1 and payroll_id = ${closed} and employee_number = ${n} order by id`,
    );
    expect(log.map((l) => l.action)).toEqual(['downloaded', 'previewed']);
  });

  it('marks a processed payroll preview BORRADOR', async () => {
    const res = await pdfOf(manager, processed, members[0]!, 'preview');
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('BORRADOR');
  });

  it('protects the PDF with the cédula when the company setting says so, still the same bytes twice', async () => {
    const setting = (who: Session, voucherPassword: unknown) =>
      call(who, 'paramPlanilla/updatecompanysettings', { voucherPassword }, 'PUT');
    expect((await setting(auditor, true)).statusCode).toBe(403);
    expect((await setting(manager, 'sí')).statusCode).toBe(400);
    expect((await setting(manager, true)).json().data.voucherPassword).toBe(true);
    try {
      const a = await pdfOf(manager, closed, members[0]!);
      const b = await pdfOf(manager, closed, members[0]!);
      expect(a.rawPayload.toString('latin1')).toContain('/Encrypt');
      expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
      // The text is encrypted: not readable without the password.
      expect(pdfText(a.rawPayload)).not.toContain('Comprobante de pago');
    } finally {
      expect((await setting(manager, false)).json().data.voucherPassword).toBe(false);
    }
  });

  it("writes the downloaded voucher in the reader's language", async () => {
    const n = members[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/postPlanilla/voucherpdf',
      headers: { ...manager.headers, 'accept-language': 'en' },
      payload: { payrollId: closed, num_empleado: n, purpose: 'download' },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Payment voucher');
    expect(text).toContain('Net salary to pay');
    expect(text).not.toContain('Comprobante de pago');
  });

  it('answers 404 for another company, an unknown employee, and 400 for bad input, changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    expect((await pdfOf(admin2, closed, members[0]!)).statusCode).toBe(404);
    expect((await pdfOf(manager, closed, 99_999)).json().error.code).toBe('PAYSLIP_NOT_FOUND');
    expect((await pdfOf(manager, 999_999, members[0]!)).statusCode).toBe(404);
    expect((await call(manager, 'postPlanilla/voucherpdf', { payrollId: 'x' })).statusCode).toBe(400);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('postPlanilla/voucherszip', () => {
  it('streams every voucher of the payroll in one zip', async () => {
    const res = await call(manager, 'postPlanilla/voucherszip', { payrollId: closed });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = res.rawPayload;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const names = zip.toString('latin1').match(/comprobante-\d{4}-\d{2}-\d{2}-\d{5}\.pdf/g) ?? [];
    expect(new Set(names).size).toBe(members.length);
    expect((await call(admin2, 'postPlanilla/voucherszip', { payrollId: closed })).statusCode).toBe(404);
  });
});

describe('util/emailpaiddocument', () => {
  it('refuses a payroll not closed, another company, the auditor and bad input, changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const send = (s: Session, body: object) => call(s, 'util/emailpaiddocument', body);
    expect((await send(manager, { payrollId: processed })).json().error.code).toBe(
      'VOUCHER_PAYROLL_NOT_CLOSED',
    );
    expect((await send(admin2, { payrollId: closed })).statusCode).toBe(404);
    expect((await send(auditor, { payrollId: closed })).statusCode).toBe(403);
    expect((await send(manager, { payrollId: closed, employees: [] })).statusCode).toBe(400);
    expect((await send(manager, { payrollId: closed, employees: [members[0], 99_999] })).statusCode).toBe(
      404,
    );
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('queues one message per employee once, lists those without e-mail, and skips the already sent', async () => {
    const some = await data(manager, 'util/emailpaiddocument', {
      payrollId: closed,
      employees: [members[0]],
    });
    expect(some).toMatchObject({ queued: 1, alreadySent: 0, withoutEmail: [] });
    const all = await data(manager, 'util/emailpaiddocument', { payrollId: closed });
    const reachable = members.length - withoutEmail.length;
    expect(all.queued).toBe(reachable - 1);
    expect(all.alreadySent).toBe(1);
    expect(
      all.withoutEmail
        .map((w: { num_empleado: number }) => w.num_empleado)
        .sort((a: number, b: number) => a - b),
    ).toEqual(withoutEmail);
    expect(all.progress).toMatchObject({
      queued: reachable,
      notSent: withoutEmail.length,
      withoutEmail: withoutEmail.length,
    });
    const again = await data(manager, 'util/emailpaiddocument', { payrollId: closed });
    expect(again).toMatchObject({ queued: 0, alreadySent: reachable });
    const [outbox] = await rows<{ n: number; att: number }>(sql`
      select count(*)::int as n, count(*) filter (where attachments @> '[{"kind":"voucher"}]')::int as att
      from outbox where kind = 'payment_voucher'`);
    expect(outbox).toEqual({ n: reachable, att: reachable });
    const status = await data(manager, 'postPlanilla/voucherstatus', { payrollId: closed, pageSize: 100 });
    expect(status.items.filter((i: { status: string }) => i.status === 'queued')).toHaveLength(reachable);
    expect(status.items.find((i: { num_empleado: number }) => i.num_empleado === noEmail)).toMatchObject({
      status: 'not_sent',
      email: null,
    });
    const withoutEmailList = await data(manager, 'postPlanilla/voucherstatus', {
      payrollId: closed,
      status: 'without_email',
    });
    expect(withoutEmailList.total).toBe(withoutEmail.length);
  });

  it('re-sends one voucher explicitly, refuses an employee without e-mail, and records both in the log', async () => {
    const res = await data(
      manager,
      'util/resendpaiddocument',
      { payrollId: closed, num_empleado: members[0] },
      'PUT',
    );
    expect(res.count).toBe(1);
    const before = await tableFingerprints(t.database.db);
    const refused = await call(
      manager,
      'util/resendpaiddocument',
      { payrollId: closed, num_empleado: noEmail },
      'PUT',
    );
    expect(refused.json().error.code).toBe('EMPLOYEE_WITHOUT_EMAIL');
    expect(
      (await call(auditor, 'util/resendpaiddocument', { payrollId: closed, num_empleado: members[0] }, 'PUT'))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(admin2, 'util/resendpaiddocument', { payrollId: closed, num_empleado: members[0] }, 'PUT'))
        .statusCode,
    ).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    const [kinds] = await rows<{ sends: number; resends: number }>(sql`
      select count(*) filter (where kind = 'send')::int as sends, count(*) filter (where kind = 'resend')::int as resends
      from voucher_deliveries where company_id = 1 and payroll_id = ${closed} and employee_number = ${members[0]!}`);
    expect(kinds).toEqual({ sends: 1, resends: 1 });
  });

  it('retries failed sendings by hand', async () => {
    await t.database.db.execute(sql`update outbox set status = 'failed', last_error = 'buzón lleno'
      where id = (select max(outbox_id) from voucher_deliveries where company_id = 1 and payroll_id = ${closed}
        and employee_number = ${members[2]!})`);
    const failed = await data(manager, 'postPlanilla/voucherstatus', { payrollId: closed, status: 'failed' });
    expect(failed.items).toEqual([
      expect.objectContaining({ num_empleado: members[2], lastError: 'buzón lleno' }),
    ]);
    const res = await data(manager, 'util/retrypaiddocument', { payrollId: closed }, 'PUT');
    expect(res.count).toBe(1);
    expect((await data(manager, 'util/retrypaiddocument', { payrollId: closed }, 'PUT')).count).toBe(0);
    expect((await call(admin2, 'util/retrypaiddocument', { payrollId: closed }, 'PUT')).statusCode).toBe(404);
  });
});

describe('procesoPlanilla/binnacledocument', () => {
  it('records a viewing and lists the document log of a payroll, newest first, with who', async () => {
    const res = await data(
      auditor,
      'procesoPlanilla/binnacledocument',
      {
        payrollId: closed,
        record: { payrollId: closed, num_empleado: members[0], action: 'previewed' },
        pageSize: 100,
      },
      'PUT',
    );
    expect(res.items[0]).toMatchObject({
      action: 'previewed',
      userCode: 'auditor',
      num_empleado: members[0],
    });
    const actions = new Set(res.items.map((i: { action: string }) => i.action));
    for (const a of ['downloaded', 'previewed', 'queued', 'resent']) expect(actions).toContain(a);
    expect(res.items.some((i: { document: string }) => i.document === 'vouchers_zip')).toBe(true);
  });

  it('refuses another company, a bad action and the HR assistant, changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const log = (s: Session, body: object) => call(s, 'procesoPlanilla/binnacledocument', body, 'PUT');
    expect((await log(admin2, { payrollId: closed })).statusCode).toBe(404);
    expect(
      (await log(admin2, { record: { payrollId: closed, num_empleado: members[0], action: 'previewed' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await log(manager, { record: { payrollId: closed, num_empleado: members[0], action: 'sent' } }))
        .statusCode,
    ).toBe(400);
    expect((await log(assistant, { payrollId: closed })).statusCode).toBe(403);
    expect((await data(admin2, 'procesoPlanilla/binnacledocument', {}, 'PUT')).total).toBe(0);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});
