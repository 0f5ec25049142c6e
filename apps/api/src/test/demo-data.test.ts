import {
  isValidIban,
  ibanBankCode,
  isValidNationalId,
  minimumWage,
  type NationalIdType,
} from '@planilla/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../../seeds/reference';
import {
  companies,
  employeeLocalizations,
  employees,
  employeeSalaries,
  employmentPeriods,
  exitTypes,
  localities,
} from '../db/schema';
import { DEMO_REFERENCE_DATE } from '../../seeds/demo-employees';
import { listDemoSelfServiceLogins } from '../../seeds/demo-self-service';
import { createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo employees', () => {
  it('seeds about 60 people in company 1 and 25 in company 2 with well-formed ids and valid IBANs', async () => {
    const all = await t.database.db.select().from(employees);
    expect(all.filter((e) => e.companyId === 1)).toHaveLength(60);
    expect(all.filter((e) => e.companyId === 2)).toHaveLength(25);
    for (const e of all) {
      expect(isValidNationalId(e.idType as NationalIdType, e.nationalId), e.nationalId).toBe(true);
      if (e.idType === 'fisica') expect(e.nationalId).toMatch(/^[1-7]\d{8}$/);
      expect(isValidIban(e.iban!), e.iban!).toBe(true);
      expect(ibanBankCode(e.iban!)).toBe(e.bankCode);
    }
    expect(new Set(all.map((e) => e.bankCode))).toEqual(new Set(['151', '152', '102', '161', '104', '123']));
    expect(all.some((e) => e.idType === 'dimex' && e.nationality === 'NI')).toBe(true);
  });

  it('covers every periodicity, every jornada, hire dates over ten years, exits, re-entries and inactive people', async () => {
    const all = await t.database.db.select().from(employees);
    for (const company of [1, 2]) {
      expect(new Set(all.filter((e) => e.companyId === company).map((e) => e.periodicity))).toEqual(
        new Set(['weekly', 'biweekly', 'fortnightly', 'monthly']),
      );
    }
    const periods = await t.database.db.select().from(employmentPeriods);
    const first = periods
      .filter((p) => p.periodNo === 1)
      .map((p) => p.entryDate)
      .sort();
    expect(first[0]! < '2018-01-01').toBe(true);
    expect(first.at(-1)! > '2025-06-01').toBe(true);
    expect(first[0]! >= '2016-11-01').toBe(true);
    expect(periods.filter((p) => p.periodNo === 2).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((e) => !e.active && e.exitDate !== null).length).toBe(5);
    expect(all.filter((e) => !e.active && e.exitDate === null).length).toBe(3);
  });

  it('has salary histories with raises, most at or above the minimum wage', async () => {
    const salaries = await t.database.db.select().from(employeeSalaries);
    const all = await t.database.db.select().from(employees);
    const min = minimumWage(DEMO_REFERENCE_DATE).monthly;
    let below = 0;
    let withRaises = 0;
    for (const e of all) {
      const mine = salaries
        .filter((s) => s.companyId === e.companyId && s.employeeNumber === e.employeeNumber)
        .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
      expect(mine.length, `${e.companyId}/${e.employeeNumber}`).toBeGreaterThan(0);
      expect(mine[0]!.effectiveFrom <= e.entryDate).toBe(true);
      if (mine.length > 2) withRaises++;
      if (e.exitDate === null && mine.at(-1)!.amount < min) below++;
    }
    expect(withRaises).toBeGreaterThan(40);
    expect(below).toBeGreaterThan(0);
    expect(below).toBeLessThanOrEqual(4);
  });

  it('pays its weekly and biweekly coffee pickers and warehouse staff by the day', async () => {
    const salaries = await t.database.db.select().from(employeeSalaries);
    const all = await t.database.db.select().from(employees);
    const daily = all.filter((e) =>
      salaries.some(
        (s) => s.companyId === e.companyId && s.employeeNumber === e.employeeNumber && s.wageType === 'daily',
      ),
    );
    expect(daily.length).toBeGreaterThanOrEqual(5);
    for (const e of daily) {
      expect(e.companyId).toBe(1);
      expect(['weekly', 'biweekly']).toContain(e.periodicity);
    }
    // A daily wage is whole colones and its month is 30 × it.
    for (const s of salaries.filter((r) => r.wageType === 'daily')) {
      expect(s.wage! % 100).toBe(0);
      expect(s.amount).toBe(s.wage! * 30);
    }
  });

  it('places every home in a real district of its canton and province', async () => {
    const codes = new Map((await t.database.db.select().from(localities)).map((l) => [l.code, l]));
    const locs = await t.database.db.select().from(employeeLocalizations);
    expect(locs.length).toBeGreaterThanOrEqual(85);
    for (const l of locs) {
      expect(codes.get(l.districtCode)?.parentCode).toBe(l.cantonCode);
      expect(codes.get(l.cantonCode)?.parentCode).toBe(l.provinceCode);
    }
  });
});

describe('demo self-service logins', () => {
  it('lets two active employees of company 1 (monthly and fortnightly) sign in as themselves with the demo password', async () => {
    const logins = await listDemoSelfServiceLogins(t.database.db);
    expect(logins).toHaveLength(2);
    const all = await t.database.db.select().from(employees).where(eq(employees.companyId, 1));
    const periodicities: string[] = [];
    for (const login of logins) {
      const employee = all.find((e) => e.employeeNumber === login.employeeNumber)!;
      // The user code is the cédula, as an invitation makes it.
      expect(login.code).toBe(employee.nationalId);
      expect(employee.active && employee.exitDate === null && employee.email !== null).toBe(true);
      periodicities.push(employee.periodicity);
      const session = await signIn(t.app, login.code, 1, DEMO_PASSWORD);
      expect(session.userData).toMatchObject({ role: 'employee', num_empleado: login.employeeNumber });
      const mine = await t.app.inject({
        method: 'POST',
        url: '/api/autoservicio/mispagos',
        headers: session.headers,
        payload: {},
      });
      expect(mine.json().data.num_empleado).toBe(login.employeeNumber);
    }
    expect(periodicities.sort()).toEqual(['fortnightly', 'monthly']);
  });
});

describe('reference data on start', () => {
  it('gives a company without exit types the legal ones, once', async () => {
    await t.database.db.insert(companies).values({
      id: 9,
      name: 'Antigua S.A.',
      legalId: '3-101-999999',
      address: 'San José',
      phone: '2222-0000',
      email: 'x@antigua.cr',
    });
    await syncReferenceData(t.database.db);
    await syncReferenceData(t.database.db);
    const types = await t.database.db.select().from(exitTypes).where(eq(exitTypes.companyId, 9));
    expect(types.map((e) => e.code)).toEqual([
      'resignation',
      'dismissal_without_liability',
      'dismissal_with_liability',
      'mutual_agreement',
      'contract_end',
      'probation',
      'retirement',
      'death',
    ]);
    expect((await t.database.db.select().from(exitTypes).where(eq(exitTypes.companyId, 1))).length).toBe(8);
  });
});
