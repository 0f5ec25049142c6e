import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companySettings, legalRules } from '../../db/schema';
import { todayInCostaRica } from '../../lib/dates';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  signInNewUser,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;
/** An administrator of company 1 who is not the installation's system administrator. */
let companyAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  companyAdmin = await signInNewUser(t.app, admin, 'admin.empresa', 'admin');
});
afterAll(async () => t?.close());

const { call, data: ok } = apiCalls(() => t);
const register = (payload: object, s = admin, lang = 'es') =>
  call(s, 'paramPlanilla/newlegalrule', payload, 'POST', lang);

/** A refused call: its status and code, and not one row of any table changed. */
const refused = async (send: () => ReturnType<typeof call>, status: number, code: string) => {
  const before = await tableFingerprints(t.database.db);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  expect(await tableFingerprints(t.database.db)).toEqual(before);
  return res.json().error;
};

type Interval = {
  table: string;
  key: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  decree: string | null;
  origin: string;
  id: number | null;
  state: string;
  editable: boolean;
  carriedForward: boolean;
  registeredBy: string | null;
  value: Record<string, unknown>;
};
const listed = async (
  s: Session = admin,
): Promise<{
  today: string;
  intervals: Interval[];
  upcomingHolidays: { date: string; id: string; movedFrom: string | null }[];
}> => ok(s, 'paramPlanilla/legalrules');

const colones = (n: number) => n * 100;
/** 2040 brackets (far enough ahead to stay editable): exempt to ₡800 000, then 10, 15, 20 and 25 %. */
const TAX_2040 = {
  kind: 'salaryTax',
  effectiveFrom: '2040-01-01',
  decree: 'Decreto 99999-H',
  source: 'La Gaceta 1, 2039-12-01',
  brackets: [
    { from: 0, rate: 0 },
    { from: colones(800_000), rate: 1000 },
    { from: colones(1_300_000), rate: 1500 },
    { from: colones(2_300_000), rate: 2000 },
    { from: colones(4_600_000), rate: 2500 },
  ],
  childCredit: colones(1_800),
  spouseCredit: colones(2_700),
};

const projection = (s: Session, date: string) =>
  ok(s, 'empleados/employeeprojection', { num_empleado: 1, date });
type Warning = { code: string; date: string | null; detail: string | null };
const carried = (p: { warnings: Warning[] }) =>
  p.warnings.filter((w) => w.code === 'RULES_CARRIED_FORWARD').map((w) => JSON.parse(w.detail!));

describe('paramPlanilla/legalrules', () => {
  it('lists every table with its intervals, dates, source and state to every role of every company', async () => {
    const list = await listed(auditor);
    expect(list.today).toBe(todayInCostaRica());
    const tables = new Set(list.intervals.map((i) => i.table));
    expect(tables).toEqual(
      new Set(['salaryTax', 'minimumWage', 'ccssRate', 'provisions', 'holidayTransfer']),
    );
    const tax = list.intervals.filter((i) => i.table === 'salaryTax');
    expect(tax.map((i) => [i.effectiveFrom, i.effectiveTo, i.decree, i.origin])).toEqual([
      ['2024-01-01', '2024-12-31', 'Decreto 44276-H', 'shipped'],
      ['2025-01-01', '2025-12-31', 'Decreto 44772-H', 'shipped'],
      ['2026-01-01', null, 'Decreto 45333-H', 'shipped'],
    ]);
    expect(tax[2]).toMatchObject({ state: 'in_force', editable: false, id: null });
    expect(tax[2]!.value).toMatchObject({
      childCredit: colones(1_710),
      brackets: expect.arrayContaining([{ from: 0, to: colones(918_000), rate: 0 }]),
    });
    // IVM changed in 2026 and changes again on 1 Jan 2029 (shipped ahead: worker 4.50 %, employer 5.75 %).
    const ccss = list.intervals.filter((i) => i.table === 'ccssRate');
    expect(ccss).toHaveLength(13 + 4);
    expect(
      ccss
        .filter((i) => i.effectiveFrom === '2029-01-01')
        .map((i) => [i.key, i.value.rate, i.origin, i.state]),
    ).toEqual([
      ['CCSS_IVM_WORKER', 450, 'shipped', 'scheduled'],
      ['CCSS_IVM_EMPLOYER', 575, 'shipped', 'scheduled'],
    ]);
    expect(list.upcomingHolidays.length).toBeGreaterThanOrEqual(23);
    for (const s of [admin, admin2, manager, assistant])
      expect((await listed(s)).intervals).toEqual(list.intervals);
  });
});

describe('paramPlanilla/newlegalrule', () => {
  it('registers 2040 brackets: listed as registered, audited, and used by the projection instead of the carried ones', async () => {
    // A salary high enough to pay tax, from 2040.
    await ok(admin, 'empleados/newSalary', {
      num_empleado: 1,
      effectiveFrom: '2040-01-01',
      amount: colones(8_000_000),
    });
    const before = await projection(admin, '2040-03-10');
    expect(carried(before)).toEqual([
      { table: 'salaryTax', year: 2026, decree: 'Decreto 45333-H', appliedTo: 2040 },
      { table: 'minimumWage', year: 2026, decree: 'Decreto 45303-MTSS', appliedTo: 2040 },
    ]);

    const { ids } = await ok(admin, 'paramPlanilla/newlegalrule', TAX_2040);
    expect(ids).toEqual([expect.any(Number)]);
    const interval = (await listed()).intervals.find((i) => i.id === ids[0]);
    expect(interval).toMatchObject({
      table: 'salaryTax',
      origin: 'registered',
      effectiveFrom: '2040-01-01',
      effectiveTo: null,
      decree: 'Decreto 99999-H',
      state: 'scheduled',
      editable: true,
      registeredBy: 'admin',
      value: { childCredit: colones(1_800), spouseCredit: colones(2_700) },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'legal_rule_registered'), eq(auditLog.entityId, String(ids[0]))));
    expect(audit).toMatchObject({ userId: admin.userId, entity: 'legal_rule', before: null });
    expect(audit!.after).toMatchObject({
      kind: 'salaryTax',
      effectiveFrom: '2040-01-01',
      decree: 'Decreto 99999-H',
    });

    // The next projection uses the registered brackets (the cache noticed the registration).
    const after = await projection(admin, '2040-03-10');
    expect(carried(after).map((c) => c.table)).toEqual(['minimumWage']);
    const tax = (p: { lines: { code: string; amount: number; legalRef: string }[] }) =>
      p.lines.find((l) => l.code === 'SALARY_TAX');
    expect(tax(after)?.legalRef).toBe('Ley 7092 arts. 33–34; Decreto 99999-H');
    expect(tax(after)!.amount).toBeGreaterThan(tax(before)!.amount);
    // Company 2 shares the law: its own projections use the same tables.
    expect((await listed(admin2)).intervals.some((i) => i.id === ids[0])).toBe(true);
  });

  it('registers a change of several CCSS lines at once, one interval each, used from its date', async () => {
    const { ids } = await ok(admin, 'paramPlanilla/newlegalrule', {
      kind: 'ccssRates',
      effectiveFrom: '2041-01-01',
      decree: 'CCSS JD sesión 9999',
      rates: [
        { code: 'CCSS_IVM_WORKER', rate: 483 },
        { code: 'CCSS_IVM_EMPLOYER', rate: 608 },
      ],
    });
    expect(ids).toHaveLength(2);
    const rateOf = async (date: string) =>
      (await projection(manager, date)).lines.find((l: { code: string }) => l.code === 'CCSS_IVM_WORKER')
        .rate;
    expect(await rateOf('2040-12-10')).toBeCloseTo(0.045, 6); // the shipped 2029 step
    expect(await rateOf('2041-01-10')).toBeCloseTo(0.0483, 6);
  });

  it('registers a minimum wage per decree category and lists every category by year', async () => {
    const { ids } = await ok(admin, 'paramPlanilla/newlegalrule', {
      kind: 'minimumWage',
      category: 'skilled',
      effectiveFrom: '2041-01-01',
      decree: 'Decreto 99990-MTSS',
      monthly: 44_000_040,
      daily: 1_466_668,
    });
    const list = (await ok(admin, 'paramPlanilla/legalrules')) as {
      intervals: (Interval & { value: { category: string } })[];
      minimumWageYears: {
        year: number;
        categories: { category: string; value: { monthly: number } | null }[];
      }[];
    };
    expect(list.intervals.find((i) => i.id === ids[0])).toMatchObject({
      table: 'minimumWage',
      key: 'skilled',
      value: { category: 'skilled', monthly: 44_000_040, daily: 1_466_668 },
    });
    const year = (y: number) =>
      Object.fromEntries(
        list.minimumWageYears.find((entry) => entry.year === y)!.categories.map((c) => [c.category, c.value]),
      );
    expect(year(2041)).toMatchObject({ skilled: { monthly: 44_000_040 }, unskilled: null });
    // 2026 from reference §8: TMED and domestic work have no figure ("not published").
    expect(year(2026)).toMatchObject({
      unskilled: { monthly: 37_309_230 },
      skilled: { monthly: 41_975_580 },
      specialized: { monthly: colones(487_335) },
      technician_mid: null,
      domestic: null,
    });
    expect(Object.keys(year(2025))).toHaveLength(9);

    // One value per category and date; another category on the same date is fine.
    await refused(
      () =>
        register({
          kind: 'minimumWage',
          category: 'skilled',
          effectiveFrom: '2041-01-01',
          decree: 'Decreto 99991-MTSS',
          monthly: colones(450_000),
        }),
      409,
      'LEGAL_RULE_OVERLAP',
    );
    await ok(admin, 'paramPlanilla/newlegalrule', {
      kind: 'minimumWage',
      category: 'licentiate',
      effectiveFrom: '2041-01-01',
      decree: 'Decreto 99990-MTSS',
      monthly: colones(850_000),
    });
    const unknown = await refused(
      () =>
        register(
          {
            kind: 'minimumWage',
            category: 'plumber',
            effectiveFrom: '2041-01-01',
            decree: 'Decreto 99992-MTSS',
            monthly: colones(450_000),
          },
          admin,
          'en',
        ),
      400,
      'VALIDATION_ERROR',
    );
    expect(unknown.fields).toHaveProperty('category');
  });

  it('registers a minimum wage and a holiday transfer', async () => {
    await ok(admin, 'paramPlanilla/newlegalrule', {
      kind: 'minimumWage',
      effectiveFrom: '2040-01-01',
      decree: 'Decreto 99998-MTSS',
      monthly: colones(500_000),
      daily: null,
    });
    const p = await projection(admin, '2040-03-10');
    expect(p.warnings.filter((w: Warning) => w.code === 'RULES_CARRIED_FORWARD')).toEqual([]);

    const nextYear = Number(todayInCostaRica().slice(0, 4)) + 1;
    const { ids } = await ok(admin, 'paramPlanilla/newlegalrule', {
      kind: 'holidayTransfer',
      decree: 'Ley 99999',
      holidayId: 'NICOYA_ANNEXATION',
      from: `${nextYear}-07-25`,
      to: `${nextYear}-07-26`,
    });
    const list = await listed();
    expect(list.intervals.find((i) => i.id === ids[0])).toMatchObject({
      table: 'holidayTransfer',
      key: `NICOYA_ANNEXATION:${nextYear}`,
      value: {
        holidayId: 'NICOYA_ANNEXATION',
        from: `${nextYear}-07-25`,
        to: `${nextYear}-07-26`,
        legalRef: 'Ley 99999',
      },
    });
    expect(list.upcomingHolidays).toContainEqual(
      expect.objectContaining({
        id: 'NICOYA_ANNEXATION',
        date: `${nextYear}-07-26`,
        movedFrom: `${nextYear}-07-25`,
      }),
    );
  });

  it('validates every field, in Spanish and English, and changes nothing', async () => {
    const fields = async (payload: object, lang = 'es') =>
      (await refused(() => register(payload, admin, lang), 400, 'VALIDATION_ERROR')).fields as Record<
        string,
        string
      >;
    const tax = (patch: object) => ({ ...TAX_2040, effectiveFrom: '2042-01-01', ...patch });

    expect(await fields(tax({ decree: '  ' }))).toEqual({ decree: 'Este campo es obligatorio.' });
    expect(await fields(tax({ effectiveFrom: '2019-12-31' }))).toEqual({
      effectiveFrom: 'La fecha debe ser a partir del 1 de enero de 2020.',
    });
    expect(await fields(tax({ effectiveFrom: '2042-02-30' }))).toEqual({
      effectiveFrom: 'La fecha no es válida.',
    });
    const descending = [...TAX_2040.brackets];
    descending[2] = { from: colones(700_000), rate: 1500 };
    expect(await fields(tax({ brackets: descending }))).toEqual({
      'brackets.2.from':
        'Los tramos deben ir en orden ascendente: cada tramo empieza en un monto mayor que el anterior.',
    });
    expect(await fields(tax({ brackets: descending }), 'en')).toEqual({
      'brackets.2.from':
        'The brackets must go up: each bracket starts at a higher amount than the one before.',
    });
    expect(await fields(tax({ brackets: [{ from: 5, rate: 0 }, ...TAX_2040.brackets.slice(1)] }))).toEqual({
      'brackets.0.from': 'El primer tramo debe empezar en ₡0.',
    });
    const tooHigh = [...TAX_2040.brackets];
    tooHigh[1] = { from: colones(800_000), rate: 10_001 };
    expect(await fields(tax({ brackets: tooHigh }), 'en')).toEqual({
      'brackets.1.rate': 'The rate must be between 0 % and 100 %.',
    });
    expect(await fields(tax({ childCredit: -1 }))).toEqual({
      childCredit: 'El monto no puede ser negativo.',
    });
    expect(await fields(tax({ spouseCredit: 1.5 }))).toEqual({ spouseCredit: 'Escriba un número válido.' });

    const ccss = (rates: object[]) => ({
      kind: 'ccssRates',
      effectiveFrom: '2042-01-01',
      decree: 'JD',
      rates,
    });
    expect(await fields(ccss([{ code: 'CCSS_XYZ', rate: 100 }]))).toEqual({
      'rates.0.code': 'La opción elegida no existe.',
    });
    expect(await fields(ccss([{ code: 'INA_EMPLOYER', rate: -1 }]))).toEqual({
      'rates.0.rate': 'La tasa debe estar entre 0 % y 100 %.',
    });
    expect(
      await fields(
        ccss([
          { code: 'INA_EMPLOYER', rate: 100 },
          { code: 'INA_EMPLOYER', rate: 120 },
        ]),
      ),
    ).toEqual({ 'rates.1.code': 'Este valor está repetido.' });
    expect(await fields(ccss([]))).toEqual({ rates: 'Este campo es obligatorio.' });

    const wage = { kind: 'minimumWage', effectiveFrom: '2042-01-01', decree: 'D' };
    expect(await fields({ ...wage, monthly: 0 })).toEqual({ monthly: 'El monto debe ser mayor que cero.' });
    expect(await fields({ ...wage, monthly: colones(400_000), daily: 0 })).toEqual({
      daily: 'El monto debe ser mayor que cero.',
    });

    const move = { kind: 'holidayTransfer', decree: 'Ley', holidayId: 'CHRISTMAS', from: '2042-12-25' };
    expect(await fields({ ...move, to: '2042-12-25' })).toEqual({
      to: 'La fecha de disfrute debe ser distinta de la fecha de ley del feriado.',
    });
    expect(await fields({ ...move, to: '2043-01-02' })).toEqual({
      to: 'El feriado solo se puede trasladar dentro de su mismo año.',
    });
    expect(await fields({ ...move, from: '2042-12-24', to: '2042-12-26' }, 'en')).toEqual({
      from: "The original date is not the holiday's own date in that year.",
    });
    expect(await fields({ ...move, holidayId: 'CARNIVAL', to: '2042-12-26' })).toEqual({
      holidayId: 'La opción elegida no existe.',
    });
    expect(Object.keys(await fields({ kind: 'bonus', decree: 'D' }))).toEqual(['kind']);
  });

  it('refuses a second value of one table from the same date, and a second move of one holiday in a year', async () => {
    const error = await refused(() => register(TAX_2040), 409, 'LEGAL_RULE_OVERLAP');
    expect(error.fields).toEqual({ effectiveFrom: expect.stringContaining('misma fecha de vigencia') });
    await refused(
      () =>
        register({
          kind: 'ccssRates',
          effectiveFrom: '2041-01-01',
          decree: 'JD',
          rates: [
            { code: 'INA_EMPLOYER', rate: 150 },
            { code: 'CCSS_IVM_WORKER', rate: 490 },
          ],
        }),
      409,
      'LEGAL_RULE_OVERLAP',
    );
    const nextYear = Number(todayInCostaRica().slice(0, 4)) + 1;
    await refused(
      () =>
        register({
          kind: 'holidayTransfer',
          decree: 'Ley 2',
          holidayId: 'NICOYA_ANNEXATION',
          from: `${nextYear}-07-25`,
          to: `${nextYear}-07-27`,
        }),
      409,
      'LEGAL_RULE_OVERLAP',
    );
  });

  it("lets only the installation's system administrator register, not a company administrator or another role", async () => {
    expect(companyAdmin.userData.systemAdmin).toBe(false);
    const payload = { ...TAX_2040, effectiveFrom: '2043-01-01' };
    for (const s of [companyAdmin, manager, assistant, auditor]) {
      await refused(() => register(payload, s), 403, 'FORBIDDEN');
    }
    // The system administrator may register from any of their companies: the law is the installation's.
    expect((await register(payload, admin2)).statusCode).toBe(200);
  });
});

describe('paramPlanilla/updatelegalrule and deletelegalrule', () => {
  let futureId: number;
  let pastId: number;

  beforeAll(async () => {
    ({
      ids: [futureId],
    } = await ok(admin, 'paramPlanilla/newlegalrule', {
      kind: 'minimumWage',
      effectiveFrom: '2045-01-01',
      decree: 'Decreto 1-MTSS',
      monthly: colones(600_000),
    }));
    // A value already in force (registered late, superseding the shipped one from mid-2025).
    ({
      ids: [pastId],
    } = await ok(admin, 'paramPlanilla/newlegalrule', {
      kind: 'minimumWage',
      effectiveFrom: '2025-07-01',
      decree: 'Decreto 44999-MTSS',
      monthly: colones(368_000),
      daily: null,
    }));
  });

  it('changes a value that has not taken effect, audited with before and after', async () => {
    await ok(
      admin,
      'paramPlanilla/updatelegalrule',
      {
        id: futureId,
        kind: 'minimumWage',
        effectiveFrom: '2045-02-01',
        decree: 'Decreto 2-MTSS',
        monthly: colones(610_000),
      },
      'PUT',
    );
    const interval = (await listed()).intervals.find((i) => i.id === futureId);
    expect(interval).toMatchObject({
      effectiveFrom: '2045-02-01',
      decree: 'Decreto 2-MTSS',
      value: { monthly: colones(610_000) },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'legal_rule_updated'), eq(auditLog.entityId, String(futureId))));
    expect(audit!.before).toMatchObject({ effectiveFrom: '2045-01-01', decree: 'Decreto 1-MTSS' });
    expect(audit!.after).toMatchObject({ effectiveFrom: '2045-02-01', decree: 'Decreto 2-MTSS' });
  });

  it('refuses to change or delete a value in force (it can only be superseded), and changes nothing', async () => {
    const listedPast = (await listed()).intervals.find((i) => i.id === pastId);
    expect(listedPast).toMatchObject({ editable: false, origin: 'registered' });
    const error = await refused(
      () =>
        call(
          admin,
          'paramPlanilla/updatelegalrule',
          { id: pastId, kind: 'minimumWage', effectiveFrom: '2025-07-01', decree: 'X', monthly: colones(1) },
          'PUT',
          'en',
        ),
      409,
      'LEGAL_RULE_IN_FORCE',
    );
    expect(error.message).toContain('cannot be changed or deleted');
    await refused(
      () => call(admin, 'paramPlanilla/deletelegalrule', { id: pastId }, 'DELETE'),
      409,
      'LEGAL_RULE_IN_FORCE',
    );
  });

  it('refuses a change of kind, an unknown id, and other roles', async () => {
    await refused(
      () =>
        call(
          admin,
          'paramPlanilla/updatelegalrule',
          {
            id: futureId,
            kind: 'ccssRate',
            effectiveFrom: '2045-02-01',
            decree: 'D',
            code: 'INA_EMPLOYER',
            rate: 100,
          },
          'PUT',
        ),
      400,
      'VALIDATION_ERROR',
    );
    await refused(
      () => call(admin, 'paramPlanilla/deletelegalrule', { id: 999_999 }, 'DELETE'),
      404,
      'LEGAL_RULE_NOT_FOUND',
    );
    for (const s of [companyAdmin, manager, auditor]) {
      await refused(
        () => call(s, 'paramPlanilla/deletelegalrule', { id: futureId }, 'DELETE'),
        403,
        'FORBIDDEN',
      );
    }
  });

  it('deletes a value that has not taken effect, audited', async () => {
    expect(await ok(admin, 'paramPlanilla/deletelegalrule', { id: futureId }, 'DELETE')).toEqual({
      ids: [futureId],
    });
    expect(await t.database.db.select().from(legalRules).where(eq(legalRules.id, futureId))).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'legal_rule_deleted'), eq(auditLog.entityId, String(futureId))));
    expect(audit).toMatchObject({
      after: null,
      before: expect.objectContaining({ decree: 'Decreto 2-MTSS' }),
    });
  });
});

describe('paramPlanilla/companysettings', () => {
  it('answers the default rule (previous business day) to every role', async () => {
    for (const s of [admin, manager, assistant, auditor]) {
      expect(await ok(s, 'paramPlanilla/companysettings')).toEqual({
        num_empresa: 1,
        payDateRule: 'previous_business_day',
        payDateTiming: 'periodEnd',
        payDateDays: 0,
        weekAnchor: '2024-01-01',
        firstDayOfWeek: 1,
        allowAdvanceVacations: false,
        voucherPassword: false,
        vacationMaxPeriods: 2,
        vacationGrantWeeks: 15,
        weeklyRestDayPaid: false,
        vacationApprover: 'roles',
        updatedAt: null,
        updatedBy: null,
      });
    }
  });

  it('lets the payroll manager keep pay dates, audited, for their company only', async () => {
    const updated = await ok(manager, 'paramPlanilla/updatecompanysettings', { payDateRule: 'keep' }, 'PUT');
    expect(updated).toMatchObject({ num_empresa: 1, payDateRule: 'keep', updatedAt: expect.any(String) });
    expect(await ok(auditor, 'paramPlanilla/companysettings')).toMatchObject({ payDateRule: 'keep' });
    expect(await ok(admin2, 'paramPlanilla/companysettings')).toMatchObject({
      num_empresa: 2,
      payDateRule: 'previous_business_day',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company_settings_updated'));
    expect(audits).toEqual([
      expect.objectContaining({
        companyId: 1,
        userId: manager.userId,
        before: { payDateRule: 'previous_business_day' },
        after: { payDateRule: 'keep' },
      }),
    ]);
    // The same value again writes nothing.
    const before = await tableFingerprints(t.database.db);
    await ok(manager, 'paramPlanilla/updatecompanysettings', { payDateRule: 'keep' }, 'PUT');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('refuses a bad value and the roles that may not change parameters, changing nothing', async () => {
    const error = await refused(
      () =>
        call(admin, 'paramPlanilla/updatecompanysettings', { payDateRule: 'next_business_day' }, 'PUT', 'en'),
      400,
      'VALIDATION_ERROR',
    );
    expect(error.fields).toEqual({ payDateRule: 'The chosen option does not exist.' });
    for (const s of [assistant, auditor]) {
      await refused(
        () => call(s, 'paramPlanilla/updatecompanysettings', { payDateRule: 'keep' }, 'PUT'),
        403,
        'FORBIDDEN',
      );
    }
    expect(await t.database.db.select().from(companySettings)).toHaveLength(1);
  });
});
