import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payrolls } from '../../db/schema';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Method,
  type Session,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
});
afterAll(async () => t?.close());

const { call, data } = apiCalls(() => t);
const refusedUnchanged = async (
  s: Session,
  url: string,
  payload: object,
  method: Method,
  status: number,
  code: string,
) => {
  const before = await tableFingerprints(t.database.db);
  const res = await call(s, url, payload, method, 'en');
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  expect(await tableFingerprints(t.database.db)).toEqual(before);
  return res.json().error;
};
type Item = { payrollId: number; periodStart: string; periodEnd: string; payDate: string; status: string };
const periods = (list: Item[]) => list.map((p) => [p.periodStart, p.periodEnd, p.payDate]);

describe('paramPlanilla/generatecalendar', () => {
  it('generates a fortnightly year: 1–15 and 16–end, paid on the last day or the business day before', async () => {
    const res = await data(manager, 'paramPlanilla/generatecalendar', {
      periodicity: 'fortnightly',
      year: 2027,
    });
    expect(res.existing).toBe(0);
    expect(res.total).toBe(24);
    expect(res.created).toHaveLength(24);
    const created = res.created as Item[];
    expect(periods(created).slice(0, 4)).toEqual([
      ['2027-01-01', '2027-01-15', '2027-01-15'],
      // Sunday 31 January → Friday the 29th
      ['2027-01-16', '2027-01-31', '2027-01-29'],
      ['2027-02-01', '2027-02-15', '2027-02-15'],
      ['2027-02-16', '2027-02-28', '2027-02-26'],
    ]);
    // Saturday 15 May → Friday the 14th; Friday 31 December stays
    expect(created.find((p) => p.periodStart === '2027-05-01')!.payDate).toBe('2027-05-14');
    expect(created.at(-1)).toMatchObject({
      periodEnd: '2027-12-31',
      payDate: '2027-12-31',
      status: 'planned',
    });
    expect(created.every((p) => p.status === 'planned')).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payroll_calendar_generated'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ companyId: 1, userId: manager.userId });

    // The same year again adds nothing and writes nothing.
    const before = await tableFingerprints(t.database.db);
    expect(
      await data(admin, 'paramPlanilla/generatecalendar', { periodicity: 'fortnightly', year: 2027 }),
    ).toMatchObject({ created: [], existing: 24, total: 24 });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    // The calendar lists them by the year of their end.
    const list = await data(auditor, 'paramPlanilla/planillalist', {
      periodicity: 'fortnightly',
      year: 2027,
    });
    expect(list).toHaveLength(24);
    expect(list[23]).toMatchObject({ sequence: 24, periodStart: '2027-12-16' });
  });

  it('adds only the missing periods of a year that has some', async () => {
    const one = await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'monthly',
      periodStart: '2028-03-01',
      periodEnd: '2028-03-31',
      payDate: '2028-04-02',
    });
    const res = await data(manager, 'paramPlanilla/generatecalendar', {
      periodicity: 'monthly',
      year: 2028,
      payDateTiming: 'daysAfterEnd',
      payDateDays: 3,
      payDateRule: 'keep',
    });
    expect(res).toMatchObject({ existing: 1, total: 12 });
    expect(res.created).toHaveLength(11);
    expect(periods(res.created as Item[])[0]).toEqual(['2028-01-01', '2028-01-31', '2028-02-03']);
    // The existing payroll keeps its pay date.
    const list = (await data(admin, 'paramPlanilla/planillalist', {
      periodicity: 'monthly',
      year: 2028,
    })) as Item[];
    expect(list.find((p) => p.payrollId === one.payrollId)!.payDate).toBe('2028-04-02');
    expect(list.map((p) => p.periodStart)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2028-${String(i + 1).padStart(2, '0')}-01`),
    );
  });

  it("weekly periods start on the company's first day of the week and join the next year", async () => {
    // Wednesday 2024-01-03: weeks run Wednesday–Tuesday.
    await data(manager, 'paramPlanilla/updatecompanysettings', { weekAnchor: '2024-01-03' }, 'PUT');
    const y2029 = (
      await data(manager, 'paramPlanilla/generatecalendar', { periodicity: 'weekly', year: 2029 })
    ).created as Item[];
    expect(y2029[0]).toMatchObject({ periodStart: '2028-12-27', periodEnd: '2029-01-02' });
    expect(new Date(`${y2029[0]!.periodStart}T00:00:00Z`).getUTCDay()).toBe(3);
    const y2030 = (
      await data(manager, 'paramPlanilla/generatecalendar', { periodicity: 'weekly', year: 2030 })
    ).created as Item[];
    const dayAfter = new Date(`${y2029.at(-1)!.periodEnd}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(y2030[0]!.periodStart).toBe(dayAfter.toISOString().slice(0, 10));
    // Another anchor overlaps what exists: refused whole, naming the payroll, nothing written.
    const error = await refusedUnchanged(
      manager,
      'paramPlanilla/generatecalendar',
      { periodicity: 'weekly', year: 2029, anchor: '2029-01-01' },
      'POST',
      409,
      'PAYROLL_CALENDAR_MISALIGNED',
    );
    expect(error.message).toMatch(/^The existing payroll from 2028-12-27 to 2029-01-02/);
    await data(manager, 'paramPlanilla/updatecompanysettings', { weekAnchor: '2024-01-01' }, 'PUT');
  });

  it('refuses a year that would leave a gap next to an existing payroll', async () => {
    // A Monday–Sunday week at the end of 2031; the 2032 calendar from a Wednesday would leave 29–30 December.
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'weekly',
      periodStart: '2031-12-22',
      periodEnd: '2031-12-28',
    });
    await refusedUnchanged(
      manager,
      'paramPlanilla/generatecalendar',
      { periodicity: 'weekly', year: 2032, anchor: '2024-01-03' },
      'POST',
      409,
      'PAYROLL_CALENDAR_MISALIGNED',
    );
  });

  it('validates each field, changing nothing', async () => {
    const cases: [object, string][] = [
      [{ periodicity: 'daily', year: 2033 }, 'periodicity'],
      [{ year: 2033 }, 'periodicity'],
      [{ periodicity: 'monthly', year: 1999 }, 'year'],
      [{ periodicity: 'monthly', year: 2033.5 }, 'year'],
      [{ periodicity: 'weekly', year: 2033, anchor: '2033-02-30' }, 'anchor'],
      [{ periodicity: 'monthly', year: 2033, payDateTiming: 'later' }, 'payDateTiming'],
      [{ periodicity: 'monthly', year: 2033, payDateDays: 32 }, 'payDateDays'],
      [{ periodicity: 'monthly', year: 2033, payDateDays: -1 }, 'payDateDays'],
      [{ periodicity: 'monthly', year: 2033, payDateRule: 'next_business_day' }, 'payDateRule'],
    ];
    for (const [payload, field] of cases) {
      const error = await refusedUnchanged(
        manager,
        'paramPlanilla/generatecalendar',
        payload,
        'POST',
        400,
        'VALIDATION_ERROR',
      );
      expect(Object.keys(error.fields), JSON.stringify(payload)).toEqual([field]);
    }
  });

  it('is for roles that create payrolls, and each company has its own calendar', async () => {
    for (const s of [assistant, auditor])
      await refusedUnchanged(
        s,
        'paramPlanilla/generatecalendar',
        { periodicity: 'monthly', year: 2034 },
        'POST',
        403,
        'FORBIDDEN',
      );
    const other = await data(admin2, 'paramPlanilla/generatecalendar', {
      periodicity: 'fortnightly',
      year: 2027,
    });
    expect(other).toMatchObject({ existing: 0, total: 24 });
    const mine = (await data(admin, 'paramPlanilla/planillalist', {
      periodicity: 'fortnightly',
      year: 2027,
    })) as Item[];
    expect(mine).toHaveLength(24);
    expect(mine.some((p) => (other.created as Item[]).some((o) => o.payrollId === p.payrollId))).toBe(false);
  });
});

describe('paramPlanilla/updatepaydate on generated payrolls', () => {
  const payrollOf = async (periodStart: string) =>
    (
      (await data(admin, 'paramPlanilla/planillalist', { periodicity: 'fortnightly', year: 2027 })) as Item[]
    ).find((p) => p.periodStart === periodStart)!;

  it('moves a future pay date (payroll manager), audited; the same date again writes nothing', async () => {
    const p = await payrollOf('2027-03-01');
    const after = await data(
      manager,
      'paramPlanilla/updatepaydate',
      { payrollId: p.payrollId, payDate: '2027-03-12' },
      'PUT',
    );
    expect(after).toMatchObject({ payDate: '2027-03-12', status: 'planned', payDateEditable: true });
    const before = await tableFingerprints(t.database.db);
    await data(
      manager,
      'paramPlanilla/updatepaydate',
      { payrollId: p.payrollId, payDate: '2027-03-12' },
      'PUT',
    );
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('refuses a past date, a date out of range, other roles and companies, and a paid payroll', async () => {
    const p = await payrollOf('2027-04-01');
    for (const payDate of ['2020-01-01', '2027-03-31', '2027-06-01', '2027-04-31'])
      await refusedUnchanged(
        manager,
        'paramPlanilla/updatepaydate',
        { payrollId: p.payrollId, payDate },
        'PUT',
        400,
        'VALIDATION_ERROR',
      );
    for (const s of [assistant, auditor])
      await refusedUnchanged(
        s,
        'paramPlanilla/updatepaydate',
        { payrollId: p.payrollId, payDate: '2027-04-14' },
        'PUT',
        403,
        'FORBIDDEN',
      );
    await refusedUnchanged(
      admin2,
      'paramPlanilla/updatepaydate',
      { payrollId: p.payrollId, payDate: '2027-04-14' },
      'PUT',
      404,
      'PAYROLL_NOT_FOUND',
    );
    await t.database.db
      .update(payrolls)
      .set({ status: 'paid' })
      .where(and(eq(payrolls.companyId, 1), eq(payrolls.id, p.payrollId)));
    await refusedUnchanged(
      manager,
      'paramPlanilla/updatepaydate',
      { payrollId: p.payrollId, payDate: '2027-04-14' },
      'PUT',
      409,
      'PAYROLL_PAID',
    );
    // Generating the year again keeps the paid payroll as it is.
    expect(
      await data(manager, 'paramPlanilla/generatecalendar', { periodicity: 'fortnightly', year: 2027 }),
    ).toMatchObject({
      created: [],
      existing: 24,
    });
    expect((await payrollOf('2027-04-01')).status).toBe('paid');
  });
});

describe('paramPlanilla/companysettings (one settings row per company)', () => {
  it('changes only the fields sent, audited with before and after', async () => {
    const res = await data(
      manager,
      'paramPlanilla/updatecompanysettings',
      { payDateTiming: 'daysAfterEnd', payDateDays: 2, weekAnchor: '2026-11-22' },
      'PUT',
    );
    expect(res).toMatchObject({
      num_empresa: 1,
      payDateRule: 'previous_business_day',
      payDateTiming: 'daysAfterEnd',
      payDateDays: 2,
      weekAnchor: '2026-11-22',
      firstDayOfWeek: 0,
      allowAdvanceVacations: false,
      updatedBy: 'planillas',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company_settings_updated'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      before: { payDateTiming: 'period_end', payDateDays: 0, weekAnchor: '2024-01-01' },
      after: { payDateTiming: 'days_after_end', payDateDays: 2, weekAnchor: '2026-11-22' },
    });
    // The generator follows the settings: monthly 2035 paid two days after the end, the business day before.
    const gen = await data(manager, 'paramPlanilla/generatecalendar', { periodicity: 'monthly', year: 2035 });
    // 31 January 2035 + 2 = Friday 2 February
    expect((gen.created as Item[])[0]!.payDate).toBe('2035-02-02');
    // Paid on the last day again: the days after it go back to 0.
    expect(
      await data(manager, 'paramPlanilla/updatecompanysettings', { payDateTiming: 'periodEnd' }, 'PUT'),
    ).toMatchObject({ payDateTiming: 'periodEnd', payDateDays: 0, weekAnchor: '2026-11-22' });
    expect(await data(admin2, 'paramPlanilla/companysettings')).toMatchObject({
      num_empresa: 2,
      payDateTiming: 'periodEnd',
      weekAnchor: '2024-01-01',
    });
  });

  it('validates each field and refuses roles that may not change parameters, changing nothing', async () => {
    const cases: [object, string][] = [
      [{ payDateRule: 'next' }, 'payDateRule'],
      [{ payDateTiming: 'soon' }, 'payDateTiming'],
      [{ payDateDays: 40 }, 'payDateDays'],
      [{ payDateDays: 1.5 }, 'payDateDays'],
      [{ weekAnchor: '2026-13-01' }, 'weekAnchor'],
      [{ allowAdvanceVacations: 'yes' }, 'allowAdvanceVacations'],
    ];
    for (const [payload, field] of cases) {
      const error = await refusedUnchanged(
        manager,
        'paramPlanilla/updatecompanysettings',
        payload,
        'PUT',
        400,
        'VALIDATION_ERROR',
      );
      expect(Object.keys(error.fields)).toEqual([field]);
    }
    for (const s of [assistant, auditor])
      await refusedUnchanged(
        s,
        'paramPlanilla/updatecompanysettings',
        { allowAdvanceVacations: true },
        'PUT',
        403,
        'FORBIDDEN',
      );
    expect(await data(auditor, 'paramPlanilla/companysettings')).toMatchObject({
      allowAdvanceVacations: false,
    });
  });
});
