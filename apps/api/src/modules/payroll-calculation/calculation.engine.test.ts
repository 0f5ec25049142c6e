import { CR_PAYROLL_RULES, periodFor, type IsoDate, type Payslip } from '@planilla/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PayrollAttendanceRow, PayrollMemberFacts } from '../payroll/payroll.repository';
import type { PayrollRecord } from '../payroll-state/payroll-state.repository';
import { computePayslips, memberInput } from './payslip-engine';

/**
 * The calculation's pure part (facts → the payroll module's input builder → the engine), on generated payrolls
 * and on hand-checked cases. Amounts in céntimos; ₡1 = 100.
 */

const rules = CR_PAYROLL_RULES;

const payrollOf = (periodicity: PayrollRecord['periodicity'], start: string, end: string): PayrollRecord => ({
  companyId: 1,
  id: 1,
  kind: 'regular',
  periodicity,
  periodStart: start,
  periodEnd: end,
  payDate: end,
  status: 'projected',
  inputsVersion: 1,
  calculatedInputsVersion: null,
});

const day = (
  employeeNumber: number,
  workDate: string,
  code: string,
  extra: Partial<PayrollAttendanceRow> = {},
): PayrollAttendanceRow => ({
  employeeNumber,
  workDate,
  code,
  extraMinutes: 0,
  extraStatus: null,
  extraApprovedMinutes: null,
  amount: null,
  amountReason: null,
  corrects: null,
  disabilityType: null,
  restDay: false,
  holiday: false,
  ordinaryMinutes: 0,
  ...extra,
});

const member = (
  n: number,
  p: PayrollRecord,
  o: Partial<PayrollMemberFacts> & { salary?: number } = {},
): PayrollMemberFacts => ({
  employeeNumber: n,
  childrenCount: 0,
  spouseTaxCredit: false,
  employment: { entryDate: '2020-01-06', exitDate: null },
  salaries: [{ effectiveFrom: '2020-01-06', amount: o.salary ?? 60_000_000 }],
  schedules: [{ effectiveFrom: '2020-01-06', jornadaType: 'diurnal', quarterHoursPerDay: 32 }],
  periodicities: [{ effectiveFrom: '2020-01-06', periodicity: p.periodicity }],
  firstDay: p.periodStart,
  lastDay: p.periodEnd,
  hasBankAccount: true,
  attendance: [],
  monthToDate: { taxableGross: 0, taxWithheld: 0 },
  incapacityBefore: null,
  vacationAverage: null,
  ...o,
});

const one = async (p: PayrollRecord, m: PayrollMemberFacts): Promise<Payslip> =>
  (await computePayslips(p, [m], rules))[0]!.payslip;
const amountOf = (s: Payslip, code: string) =>
  s.lines.filter((l) => l.code === code).reduce((sum, l) => sum + l.amount, 0);

describe('hand-checked payslips', () => {
  it('a fortnightly employee with a raise from the 10th, 2 absences and 6 approved extra hours', async () => {
    // ₡600,000 a month to 9 Dec, ₡660,000 from 10 Dec: daily ₡20,000 then ₡22,000 (monthly ÷ 30).
    //   ordinary   9 × 20,000 + 6 × 22,000          = 312,000
    //   absences   2 × 20,000 (3 and 4 Dec)           = −40,000
    //   extra      6 h × (22,000 ÷ 8) × 1.5 (11 Dec)  =  24,750
    //   gross                                          = 296,750
    //   CCSS worker: SEM 5.5 % 16,321.25 + IVM 4.33 % 12,849.2775 → 12,849.28 + Banco Popular 1 % 2,967.50
    //              = 32,138.03; tax: ₡296,750 a month is under the ₡918,000 exempt band → 0
    //   net = 296,750 − 32,138.03                     = 264,611.97
    const p = payrollOf('fortnightly', '2026-12-01', '2026-12-15');
    const slip = await one(
      p,
      member(1, p, {
        salaries: [
          { effectiveFrom: '2020-01-06', amount: 60_000_000 },
          { effectiveFrom: '2026-12-10', amount: 66_000_000 },
        ],
        attendance: [
          day(1, '2026-12-03', 'A'),
          day(1, '2026-12-04', 'A'),
          day(1, '2026-12-11', 'E', { extraMinutes: 360, extraStatus: 'approved' }),
          // Pending extra hours are not paid: the day is an ordinary one.
          day(1, '2026-12-12', 'E', { extraMinutes: 120, extraStatus: 'pending' }),
        ],
      }),
    );
    expect(amountOf(slip, 'ORDINARY_PAY')).toBe(31_200_000);
    expect(amountOf(slip, 'ABSENCE_UNPAID')).toBe(-4_000_000);
    expect(amountOf(slip, 'OVERTIME')).toBe(2_475_000);
    expect(slip.totals.gross).toBe(29_675_000);
    expect(amountOf(slip, 'CCSS_SEM_WORKER')).toBe(1_632_125);
    expect(amountOf(slip, 'CCSS_IVM_WORKER')).toBe(1_284_928);
    expect(amountOf(slip, 'BANCO_POPULAR_WORKER')).toBe(296_750);
    expect(amountOf(slip, 'SALARY_TAX')).toBe(0);
    expect(slip.totals.net).toBe(26_461_197);
  });

  it('a weekly employee who worked 1 May (an obligatory holiday): paid double', async () => {
    // ₡450,000 a month: daily ₡15,000. The week's 7 days are paid (1 May included, worked or not) = 105,000;
    // working it adds one more day = 15,000 → gross 120,000.
    //   CCSS worker 5.5 % 6,600 + 4.33 % 5,196 + 1 % 1,200 = 12,996 → net 107,004.
    const period = periodFor('weekly', '2026-05-01' as IsoDate);
    const p = payrollOf('weekly', period.start, period.end);
    const slip = await one(p, member(2, p, { salary: 45_000_000, attendance: [day(2, '2026-05-01', 'R')] }));
    expect(amountOf(slip, 'ORDINARY_PAY')).toBe(10_500_000);
    expect(amountOf(slip, 'HOLIDAY_WORKED')).toBe(1_500_000);
    expect(slip.totals.gross).toBe(12_000_000);
    expect(slip.totals.deductions).toBe(1_299_600);
    expect(slip.totals.net).toBe(10_700_400);
  });

  it('a hire in the middle of a fortnight pays only the days employed', async () => {
    // Hired 2026-11-23 into 16–30 Nov: 8 days of ₡600,000 ÷ 30 = 8 × 20,000 = 160,000.
    //   CCSS worker 10.83 %: 8,800 + 6,928 + 1,600 = 17,328 → net 142,672.
    const p = payrollOf('fortnightly', '2026-11-16', '2026-11-30');
    const slip = await one(
      p,
      member(3, p, {
        employment: { entryDate: '2026-11-23', exitDate: null },
        salaries: [{ effectiveFrom: '2026-11-23', amount: 60_000_000 }],
        schedules: [{ effectiveFrom: '2026-11-23', jornadaType: 'diurnal', quarterHoursPerDay: 32 }],
        periodicities: [{ effectiveFrom: '2026-11-23', periodicity: 'fortnightly' }],
        firstDay: '2026-11-23',
      }),
    );
    expect(slip.totals.gross).toBe(16_000_000);
    expect(slip.totals.deductions).toBe(1_732_800);
    expect(slip.totals.net).toBe(14_267_200);
  });

  it('an employee who left on the 20th of a fortnight pays to the exit date', async () => {
    // Exit 2026-11-20 in 16–30 Nov: 5 days × ₡20,000 = 100,000; CCSS 10.83 % = 10,830 → net 89,170.
    const p = payrollOf('fortnightly', '2026-11-16', '2026-11-30');
    const slip = await one(
      p,
      member(4, p, {
        employment: { entryDate: '2020-01-06', exitDate: '2026-11-20' },
        lastDay: '2026-11-20',
      }),
    );
    expect(slip.totals.gross).toBe(10_000_000);
    expect(slip.totals.net).toBe(8_917_000);
  });

  it('a monthly employee whose tax crosses a bracket only because of extra hours', async () => {
    // ₡900,000 a month: under the ₡918,000 exempt band without extras (tax 0). 10 approved extra hours at
    // (30,000 ÷ 8) × 1.5 = 5,625 an hour = 56,250 → gross 956,250: 10 % of (956,250 − 918,000) = 3,825.
    const p = payrollOf('monthly', '2026-03-01', '2026-03-31');
    const base = member(5, p, { salary: 90_000_000 });
    expect(amountOf(await one(p, base), 'SALARY_TAX')).toBe(0);
    const slip = await one(p, {
      ...base,
      attendance: [day(5, '2026-03-10', 'E', { extraMinutes: 600, extraStatus: 'approved' })],
    });
    expect(slip.totals.gross).toBe(95_625_000);
    expect(amountOf(slip, 'SALARY_TAX')).toBe(382_500);
  });

  it('a monthly employee with a CCSS disability of 5 days', async () => {
    // ₡900,000 a month: daily ₡30,000. Disability 3–7 March (CCSS illness, days 1–5 of the incapacity).
    //   ordinary   30 − 5 = 25 days × 30,000                 = 750,000
    //   employer   days 1–3 at 50 %: 3 × 30,000 × 0.5       =  45,000 (a subsidy, not salary)
    //   gross                                                = 795,000
    //   CCSS days 4–5 at 60 %: 2 × 30,000 × 0.6 = 36,000, an information line (paid by the CCSS, not here)
    //   CCSS worker on 795,000 − 45,000 = 750,000: 41,250 + 32,475 + 7,500 = 81,225
    //   tax: under the ₡918,000 exempt band → 0; net = 795,000 − 81,225 = 713,775
    const p = payrollOf('monthly', '2026-03-01', '2026-03-31');
    const dis = (d: string) => day(6, d, 'I', { disabilityType: 'ccss_illness' });
    const slip = await one(
      p,
      member(6, p, {
        salary: 90_000_000,
        attendance: ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'].map(dis),
      }),
    );
    expect(amountOf(slip, 'ORDINARY_PAY')).toBe(75_000_000);
    expect(amountOf(slip, 'ILLNESS_EMPLOYER_SUBSIDY')).toBe(4_500_000);
    expect(slip.lines.find((l) => l.code === 'DISABILITY_SUBSIDY_INFO')).toMatchObject({
      kind: 'info',
      quantity: 2,
      amount: 3_600_000,
    });
    expect(slip.totals.gross).toBe(79_500_000);
    expect(slip.totals.ccssBase).toBe(75_000_000);
    expect(slip.totals.deductions).toBe(8_122_500);
    expect(slip.totals.net).toBe(71_377_500);
  });

  it('numbers consecutive incapacity days as one chain, continuing the one that ended the day before', async () => {
    // Two certificates back to back (2–4 and 5–8 December) are one incapacity: days 1–7, the employer pays
    // days 1–3 once. In the next payroll a certificate from its first day continues the 8 days before it.
    // ₡600,000 a month: ₡20,000 a day; 3 × 20,000 × 50 % = 30,000.
    const p = payrollOf('fortnightly', '2026-12-01', '2026-12-15');
    const ill = (d: string) => day(7, d, 'I', { disabilityType: 'ccss_illness' });
    const dates = ['02', '03', '04', '05', '06', '07', '08'].map((d) => `2026-12-${d}`);
    const input = memberInput(p, member(7, p, { attendance: dates.map(ill) }));
    expect(input.attendance.map((d) => (d.code === 'I' ? d.disability.dayNumber : 0))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(
      amountOf(await one(p, member(7, p, { attendance: dates.map(ill) })), 'ILLNESS_EMPLOYER_SUBSIDY'),
    ).toBe(3_000_000);
    // Another type the next day starts its own chain; a day between breaks it.
    const mixed = memberInput(
      p,
      member(7, p, {
        attendance: [
          ill('2026-12-02'),
          day(7, '2026-12-03', 'I', { disabilityType: 'ins_accident' }),
          ill('2026-12-05'),
        ],
      }),
    );
    expect(mixed.attendance.map((d) => (d.code === 'I' ? d.disability.dayNumber : 0))).toEqual([1, 1, 1]);
    const next = payrollOf('fortnightly', '2026-12-16', '2026-12-31');
    const continued = member(7, next, {
      attendance: [ill('2026-12-16'), ill('2026-12-17')],
      incapacityBefore: { type: 'ccss_illness', days: 8 },
    });
    expect(
      memberInput(next, continued).attendance.map((d) => (d.code === 'I' ? d.disability.dayNumber : 0)),
    ).toEqual([9, 10]);
    expect(amountOf(await one(next, continued), 'ILLNESS_EMPLOYER_SUBSIDY')).toBe(0);
    // An incapacity of another type before the first day is not continued.
    const other = member(7, next, {
      attendance: [ill('2026-12-16')],
      incapacityBefore: { type: 'maternity', days: 90 },
    });
    expect(memberInput(next, other).attendance).toMatchObject([{ disability: { dayNumber: 1 } }]);
  });

  it('pays a rest day typed with its times as worked (double), and the art. 157 average it is given', async () => {
    // ₡600,000 a month, 8 h a day: ₡20,000 a day, ₡2,500 an hour. Sunday 6 December a rest day with 8 h
    // typed (no extra hours): REST_DAY_WORKED 8 h × 2,500 = 20,000. Vacation 9–10 December at the average of
    // 7,012,500 earned in 330 days = 21,250 a day: 42,500 (the days leave the ordinary pay: 13 × 20,000).
    const p = payrollOf('fortnightly', '2026-12-01', '2026-12-15');
    const slip = await one(
      p,
      member(8, p, {
        attendance: [
          day(8, '2026-12-06', 'R', { restDay: true, ordinaryMinutes: 480 }),
          day(8, '2026-12-09', 'V'),
          day(8, '2026-12-10', 'V'),
        ],
        vacationAverage: { earnings: 701_250_000, days: 330 },
      }),
    );
    expect(slip.lines.find((l) => l.code === 'REST_DAY_WORKED')).toMatchObject({
      quantity: 8,
      amount: 2_000_000,
      date: '2026-12-06',
    });
    expect(slip.lines.find((l) => l.code === 'VACATION_PAY')).toMatchObject({
      quantity: 2,
      basis: 2_125_000,
      amount: 4_250_000,
    });
    expect(slip.totals.gross).toBe(26_000_000 + 2_000_000 + 4_250_000);
  });
});

describe('generated payrolls (properties)', () => {
  const codes = ['R', 'E', 'A', 'V', 'I', '+', '-'] as const;
  const genMember = (p: PayrollRecord, n: number) =>
    fc
      .record({
        salary: fc.integer({ min: 30_000_000, max: 500_000_000 }).map((v) => v - (v % 100)),
        children: fc.integer({ min: 0, max: 3 }),
        days: fc.array(
          fc.record({
            offset: fc.integer({ min: 0, max: 14 }),
            code: fc.constantFrom(...codes),
            minutes: fc.integer({ min: 1, max: 8 }).map((h) => h * 60),
            amount: fc.integer({ min: 100, max: 5_000_000 }),
          }),
          { maxLength: 6 },
        ),
      })
      .map(({ salary, children, days }) => {
        const seen = new Set<number>();
        const attendance = days
          .filter((d) => (seen.has(d.offset) ? false : (seen.add(d.offset), true)))
          .sort((a, b) => a.offset - b.offset)
          .map((d) => {
            const date = `2026-12-${String(d.offset + 1).padStart(2, '0')}`;
            return day(n, date, d.code, {
              extraMinutes: d.code === 'E' ? d.minutes : 0,
              extraStatus: d.code === 'E' ? 'approved' : null,
              amount: d.code === '+' || d.code === '-' ? d.amount : null,
              disabilityType: d.code === 'I' ? 'ccss_illness' : null,
            });
          });
        return member(n, p, { salary, childrenCount: children, attendance });
      });
  const p = payrollOf('fortnightly', '2026-12-01', '2026-12-15');
  const genPayroll = fc
    .array(fc.nat(), { minLength: 1, maxLength: 8 })
    .chain((xs) => fc.tuple(...xs.map((_, i) => genMember(p, i + 1))));

  it('net = gross − deductions, lines sum to the payslip, every line has a legal basis, totals are the sum', async () => {
    await fc.assert(
      fc.asyncProperty(genPayroll, async (members) => {
        const slips = await computePayslips(p, members, rules);
        let gross = 0;
        let net = 0;
        for (const { payslip: s } of slips) {
          expect(s.totals.net).toBe(s.totals.gross - s.totals.deductions);
          const sum = (kind: string) =>
            s.lines.filter((l) => l.kind === kind).reduce((a, l) => a + l.amount, 0);
          expect(sum('earning')).toBe(s.totals.gross);
          expect(sum('deduction')).toBe(s.totals.deductions);
          for (const l of s.lines) expect(l.legalRef.length).toBeGreaterThan(0);
          gross += s.totals.gross;
          net += s.totals.net;
        }
        expect(slips).toHaveLength(members.length);
        expect(net).toBe(gross - slips.reduce((a, s) => a + s.payslip.totals.deductions, 0));
      }),
      { numRuns: 60 },
    );
  });

  it('a full period without incidents pays exactly the periodic salary', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 30_000_000, max: 900_000_000 }).map((v) => v - (v % 100)),
        fc.constantFrom('fortnightly', 'monthly', 'weekly') as fc.Arbitrary<PayrollRecord['periodicity']>,
        async (salary, periodicity) => {
          const period = periodFor(periodicity, '2026-06-10' as IsoDate);
          const q = payrollOf(periodicity, period.start, period.end);
          const s = await one(q, member(1, q, { salary }));
          const days = periodicity === 'monthly' ? 30 : periodicity === 'fortnightly' ? 15 : 7;
          // monthly ÷ 30 per day, exact in céntimos for a whole number of days (rounded once).
          expect(s.totals.gross).toBe(Math.round((salary * days) / 30));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('calculating twice gives the same result', async () => {
    await fc.assert(
      fc.asyncProperty(genPayroll, async (members) => {
        const a = await computePayslips(p, members, rules);
        const b = await computePayslips(p, members, rules);
        expect(b.map((s) => s.payslip)).toEqual(a.map((s) => s.payslip));
        expect(b.map((s) => s.inputHashes)).toEqual(a.map((s) => s.inputHashes));
      }),
      { numRuns: 30 },
    );
  });
});
