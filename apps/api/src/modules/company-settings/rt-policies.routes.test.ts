import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * The company's INS Riesgos del Trabajo policy (paramPlanilla/rtpolicies, savertpolicy, deletertpolicy) and the
 * premium it charges: on every payslip, in the journal (its expense and the INS payable), in the INS monthly
 * report, and on the dashboard's attention list when a company has none.
 */
let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;

const { call, data, rows } = apiCalls(() => t);
const n = (v: unknown) => Number(v ?? 0);
/** `amount × rate` (basis points) rounded half up to the céntimo, worked out here for positive amounts. */
const premiumOf = (amount: number, rate: number) => Math.floor((amount * rate + 5_000) / 10_000);

const newPayroll = async (periodStart: string, periodEnd: string) =>
  (await data(manager, 'paramPlanilla/newpayroll', { periodicity: 'fortnightly', periodStart, periodEnd }))
    .payrollId as number;
const calculate = async (payrollId: number) => {
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
  return data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
};
const close = async (payrollId: number, net: number) =>
  data(manager, 'procesoPlanilla/closepayroll', { payrollId, confirmNet: net }, 'PUT');

/** The INS report of a month as es-CR CSV: header, rows and the totals row, money in céntimos. */
const insReport = async (s: Session, month: string) => {
  const res = await call(s, 'postPlanilla/statutoryreport', { month, report: 'ins', format: 'csv' });
  expect(res.statusCode, res.body).toBe(200);
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.split(';'));
  const header = lines[0]!;
  const cents = (cell: string | undefined) => Math.round(Number((cell ?? '0').replace(',', '.')) * 100);
  const col = (name: string) => header.indexOf(name);
  return {
    body: lines.slice(1, -1),
    total: (name: string) => cents(lines.at(-1)![col(name)]),
    cell: (row: string[], name: string) => cents(row[col(name)]),
  };
};

let first: number; // 1–15 October 2026, closed
let firstPayMonth: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  first = await newPayroll('2026-10-01', '2026-10-15');
  const calc = await calculate(first);
  await close(first, calc.totals.net);
  const [p] = await rows<{ m: string }>(
    sql`select to_char(pay_date, 'YYYY-MM') as m from payrolls where company_id = 1 and id = ${first}`,
  );
  firstPayMonth = p!.m;
}, 300_000);
afterAll(async () => t?.close());

describe('paramPlanilla/rtpolicies', () => {
  it("lists the demo company's policy in force; the other company has none", async () => {
    const mine = await data(auditor, 'paramPlanilla/rtpolicies', {});
    expect(mine.inForce).toMatchObject({ policyNumber: 'RT-0417236', rate: 250 });
    expect(mine.items).toHaveLength(1);
    expect(await data(admin2, 'paramPlanilla/rtpolicies', {})).toEqual({ inForce: null, items: [] });
    // The HR assistant reads parameters too.
    expect((await call(assistant, 'paramPlanilla/rtpolicies', {})).statusCode).toBe(200);
  });

  it('refuses a rate out of range, a bad number and roles that do not manage parameters; nothing changes', async () => {
    const before = await tableFingerprints(t.database.db);
    const save = (s: Session, payload: object, lang = 'es') =>
      call(s, 'paramPlanilla/savertpolicy', payload, 'PUT', lang);
    const good = { effectiveFrom: '2027-01-01', policyNumber: 'RT-0417236', rate: 180 };
    for (const rate of [0, 2_501, 1.5, -10]) {
      const res = await save(manager, { ...good, rate });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.rate).toBe(
        'La tasa de la póliza de riesgos del trabajo debe estar entre 0,01 % y 25 %.',
      );
    }
    const en = await save(manager, { ...good, rate: 9_999 }, 'en');
    expect(en.json().error.fields.rate).toBe('The work-risk policy rate must be between 0.01 % and 25 %.');
    const noNumber = await save(manager, { ...good, policyNumber: '  ' });
    expect(noNumber.json().error.fields.policyNumber).toBe('Este campo es obligatorio.');
    const formula = await save(manager, { ...good, policyNumber: '=HYPERLINK("x")' }, 'en');
    expect(formula.json().error.fields.policyNumber).toMatch(/letters, digits/);
    const badDate = await save(manager, { ...good, effectiveFrom: '2027-02-30' });
    expect(badDate.json().error.fields.effectiveFrom).toBeTruthy();
    expect((await save(auditor, good)).statusCode).toBe(403);
    expect((await save(assistant, good)).statusCode).toBe(403);
    expect(
      (await call(auditor, 'paramPlanilla/deletertpolicy', { effectiveFrom: '2025-01-01' }, 'DELETE'))
        .statusCode,
    ).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('the RT premium', () => {
  it('is charged on every payslip at the policy rate, on its gross', async () => {
    const slips = await rows<{ employee_number: number; gross: string; employer_charges: string }>(sql`
      select employee_number, gross, employer_charges from payslips where company_id = 1 and payroll_id = ${first}`);
    expect(slips.length).toBeGreaterThan(0);
    const lines = await rows<{ employee_number: number; basis: string; amount: string; rate: string }>(sql`
      select employee_number, basis, amount, rate from payslip_lines
      where company_id = 1 and payroll_id = ${first} and code = 'INS_RISK_PREMIUM'`);
    const byEmployee = new Map(lines.map((l) => [n(l.employee_number), l]));
    for (const s of slips.filter((x) => n(x.gross) > 0)) {
      const line = byEmployee.get(n(s.employee_number));
      expect(line, `employee ${s.employee_number}`).toBeDefined();
      expect(n(line!.basis)).toBe(n(s.gross));
      expect(n(line!.amount)).toBe(premiumOf(n(s.gross), 250));
      expect(Number(line!.rate)).toBeCloseTo(0.025, 6);
    }
  });

  it('is posted as its own expense and owed to the INS, balanced', async () => {
    const journal = await data(auditor, 'procesoPlanilla/accountingresume', { payrollId: first });
    const [premium] = await rows<{ total: string }>(sql`
      select coalesce(sum(amount), 0) as total from payslip_lines
      where company_id = 1 and payroll_id = ${first} and code = 'INS_RISK_PREMIUM'`);
    expect(n(premium!.total)).toBeGreaterThan(0);
    const of = (kind: string) =>
      journal.lines
        .filter((l: { lineKind: string }) => l.lineKind === kind)
        .reduce((s: number, l: { debit: number; credit: number }) => s + l.debit - l.credit, 0);
    expect(of('ins_premium_expense')).toBe(n(premium!.total));
    expect(-of('ins_premium_payable')).toBe(n(premium!.total));
    expect(
      journal.lines.find((l: { lineKind: string }) => l.lineKind === 'ins_premium_expense'),
    ).toMatchObject({
      accountCode: '5-1-06',
      accountName: 'Gasto póliza de riesgos del trabajo (INS)',
    });
    expect(journal.totals.balanced).toBe(true);
  });

  it("shows in the month's INS report: the premium of each salary reported, and in the months list", async () => {
    const report = await insReport(manager, firstPayMonth);
    expect(report.body.length).toBeGreaterThan(0);
    for (const r of report.body)
      expect(report.cell(r, 'Prima RT calculada')).toBe(
        premiumOf(report.cell(r, 'Salario del periodo'), 250),
      );
    const [paid] = await rows<{ gross: string; premium: string }>(sql`
      select (select sum(s.gross) from payslips s join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
                where p.company_id = 1 and p.status = 'paid' and to_char(p.pay_date, 'YYYY-MM') = ${firstPayMonth}) as gross,
        (select sum(l.amount) from payslip_lines l join payrolls p on p.company_id = l.company_id and p.id = l.payroll_id
          where p.company_id = 1 and p.status = 'paid' and to_char(p.pay_date, 'YYYY-MM') = ${firstPayMonth}
            and l.code = 'INS_RISK_PREMIUM') as premium`);
    expect(report.total('Salario del periodo')).toBe(n(paid!.gross));
    expect(report.total('Prima RT calculada')).toBe(n(paid!.premium));
    expect(report.total('Prima RT calculada')).toBeGreaterThan(0);
    const months = await data(auditor, 'postPlanilla/statutorymonths', { year: 2026 });
    expect(months.months.find((m: { month: string }) => m.month === firstPayMonth).insPremium).toBe(
      n(paid!.premium),
    );
  });

  it('takes a new rate from its date on: a paid period keeps its rate, an open one goes stale and recalculates', async () => {
    const second = await newPayroll('2026-10-16', '2026-10-31');
    const calc = await calculate(second);
    // A version from a date a paid payroll covered would change what it was charged: refused, nothing changes.
    const before = await tableFingerprints(t.database.db);
    const back = await call(
      manager,
      'paramPlanilla/savertpolicy',
      { effectiveFrom: '2026-10-10', policyNumber: 'RT-0417236', rate: 300 },
      'PUT',
    );
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toMatchObject({
      code: 'RT_POLICY_USED_BY_PAID_PAYROLL',
      params: { periodEnd: '2026-10-15' },
    });
    const changeOld = await call(
      manager,
      'paramPlanilla/savertpolicy',
      { effectiveFrom: '2025-01-01', policyNumber: 'RT-0417236', rate: 300 },
      'PUT',
    );
    expect(changeOld.json().error.code).toBe('RT_POLICY_USED_BY_PAID_PAYROLL');
    const dropOld = await call(
      manager,
      'paramPlanilla/deletertpolicy',
      { effectiveFrom: '2025-01-01' },
      'DELETE',
    );
    expect(dropOld.json().error.code).toBe('RT_POLICY_USED_BY_PAID_PAYROLL');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    // A correction of the number of a version in use is fine (the rate it charged stays).
    await data(
      manager,
      'paramPlanilla/savertpolicy',
      { effectiveFrom: '2025-01-01', policyNumber: 'RT-0417236-A', rate: 250, activity: 'Café' },
      'PUT',
    );

    // The INS re-rated the activity from 16 October: the open payroll is stale, and its recalculation uses 3 %.
    const saved = await data(
      manager,
      'paramPlanilla/savertpolicy',
      { effectiveFrom: '2026-10-16', policyNumber: 'RT-0417236-A', rate: 300, activity: 'Café' },
      'PUT',
    );
    expect(saved.items.map((v: { effectiveFrom: string }) => v.effectiveFrom)).toEqual([
      '2026-10-16',
      '2025-01-01',
    ]);
    expect((await data(manager, 'procesoPlanilla/calculationstate', { payrollId: second })).stale).toBe(true);
    const again = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId: second }, 'PUT');
    expect(again.totals.employerCharges).toBeGreaterThan(calc.totals.employerCharges);
    const premiums = await rows<{ basis: string; amount: string }>(sql`
      select basis, amount from payslip_lines where company_id = 1 and payroll_id = ${second} and code = 'INS_RISK_PREMIUM'`);
    expect(premiums.length).toBeGreaterThan(0);
    for (const p of premiums) expect(n(p.amount)).toBe(premiumOf(n(p.basis), 300));
    // The paid payroll still shows 2.5 %.
    const [paidLine] = await rows<{ rate: string }>(sql`
      select rate from payslip_lines where company_id = 1 and payroll_id = ${first} and code = 'INS_RISK_PREMIUM' limit 1`);
    expect(Number(paidLine!.rate)).toBeCloseTo(0.025, 6);

    const audit = await rows<{ action: string; before: unknown; after: unknown }>(sql`
      select action, before, after from audit_log where company_id = 1 and entity = 'company_rt_policy' order by id`);
    expect(audit.map((a) => a.action)).toEqual(['rt_policy_saved', 'rt_policy_saved']);
    expect(audit[0]!.before).toMatchObject({ policyNumber: 'RT-0417236', rate: 250 });
    expect(audit[1]).toMatchObject({ before: null, after: { effectiveFrom: '2026-10-16', rate: 300 } });

    // A version nobody paid with can be deleted; one that does not exist answers 404.
    const missing = await call(
      manager,
      'paramPlanilla/deletertpolicy',
      { effectiveFrom: '2026-12-01' },
      'DELETE',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('RT_POLICY_NOT_FOUND');
    const left = await data(
      manager,
      'paramPlanilla/deletertpolicy',
      { effectiveFrom: '2026-10-16' },
      'DELETE',
    );
    expect(left.items).toHaveLength(1);
    expect((await data(manager, 'procesoPlanilla/calculationstate', { payrollId: second })).stale).toBe(true);
  });
});

describe('the attention list', () => {
  it('says when a company has no RT policy in force, with the screen that fixes it', async () => {
    const theirs = await data(admin2, 'parametros/dashboardattention', {});
    expect(theirs.items.find((i: { kind: string }) => i.kind === 'rt_policy_missing')).toMatchObject({
      severity: 'warning',
      screen: 'rt_policy',
      fixAbility: { action: 'manage', subject: 'Parameter' },
    });
    const mine = await data(admin, 'parametros/dashboardattention', {});
    expect(mine.items.some((i: { kind: string }) => i.kind === 'rt_policy_missing')).toBe(false);
    // Once company 2 registers its policy, the item goes.
    await data(
      admin2,
      'paramPlanilla/savertpolicy',
      { effectiveFrom: '2026-01-01', policyNumber: '0112 RT 0098765', rate: 155 },
      'PUT',
    );
    const after = await data(admin2, 'parametros/dashboardattention', {});
    expect(after.items.some((i: { kind: string }) => i.kind === 'rt_policy_missing')).toBe(false);
    expect((await data(admin, 'paramPlanilla/rtpolicies', {})).items).toHaveLength(1);
  });
});
