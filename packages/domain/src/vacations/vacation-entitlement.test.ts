import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, civilToDay, fromDayNumber } from '../calendar/iso-date';
import { vacationEntitlement } from './vacation-entitlement';

describe('vacationEntitlement (CT art. 153)', () => {
  it.each([
    { workDaysPerWeek: 6, days: 12 },
    { workDaysPerWeek: 5, days: 10 },
  ])('two weeks are $days working days on a $workDaysPerWeek-day week', ({ workDaysPerWeek, days }) => {
    const result = vacationEntitlement({ hireDate: '2024-01-08', asOf: '2025-01-07', workDaysPerWeek });
    expect(result.daysPerPeriod).toBe(days);
    expect(result.earnedDays).toBe(days);
    expect(result.periods).toHaveLength(1);
  });

  it('earns the period after 50 weeks, not before', () => {
    const before = vacationEntitlement({ hireDate: '2025-01-06', asOf: addDays('2025-01-06', 348) });
    expect(before.periods[0]?.status).toBe('accruing');
    const after = vacationEntitlement({ hireDate: '2025-01-06', asOf: addDays('2025-01-06', 349) });
    expect(after.periods[0]).toMatchObject({ status: 'earned', entitledDays: 12 });
  });

  it('accrues one day per month worked before the 50 weeks (reference §5)', () => {
    const result = vacationEntitlement({ hireDate: '2025-03-15', asOf: '2025-07-14' });
    expect(result.accruedDays).toBe(4);
    expect(result.earnedDays).toBe(0);
    expect(result.pendingWithAccruedDays).toBe(4);
    const partial = vacationEntitlement({ hireDate: '2025-03-15', asOf: '2025-07-20' });
    expect(partial.accruedDays).toBe(4.2); // 4 months and 6 days = 4.2 months
  });

  it.each([
    { week: 6, asOf: '2025-07-14', accrued: 4 },
    { week: 5, asOf: '2025-07-14', accrued: 4 },
    { week: 4, asOf: '2025-07-14', accrued: 4 },
    { week: 5, asOf: '2025-07-20', accrued: 4.2 },
    { week: 5, asOf: '2026-01-14', accrued: 10 }, // 10 months: the whole 10-day period, no more
    { week: 5, asOf: '2026-02-20', accrued: 10 }, // 11.2 months, still before the 50 weeks
    { week: 4, asOf: '2025-12-14', accrued: 8 }, // 9 months on a 4-day week: capped at 2 weeks = 8 days
    { week: 6, asOf: '2026-02-20', accrued: 11.2 },
  ])(
    'accrues at least one day a month on a $week-day week: hired 2025-03-15, $asOf → $accrued',
    ({ week, asOf, accrued }) => {
      const result = vacationEntitlement({ hireDate: '2025-03-15', asOf, workDaysPerWeek: week });
      expect(result.accruedDays).toBe(accrued);
      expect(result.periods[0]?.status).toBe('accruing');
    },
  );

  it('gives domestic workers 15 days a period, 1.25 a month', () => {
    expect(
      vacationEntitlement({ hireDate: '2023-02-01', asOf: '2024-01-31', domestic: true }).earnedDays,
    ).toBe(15);
    expect(
      vacationEntitlement({ hireDate: '2024-02-01', asOf: '2024-05-31', domestic: true }).accruedDays,
    ).toBe(5);
  });

  it('consumes the oldest periods first and shows entitled, taken and pending per period', () => {
    const result = vacationEntitlement({ hireDate: '2022-03-15', asOf: '2025-07-20', daysTaken: 20 });
    expect(
      result.periods.map((p) => [
        p.index,
        p.start,
        p.end,
        p.status,
        p.entitledDays,
        p.takenDays,
        p.pendingDays,
      ]),
    ).toEqual([
      [1, '2022-03-15', '2023-03-14', 'earned', 12, 12, 0],
      [2, '2023-03-15', '2024-03-14', 'earned', 12, 8, 4],
      [3, '2024-03-15', '2025-03-14', 'earned', 12, 0, 12],
      [4, '2025-03-15', '2026-03-14', 'accruing', 4.2, 0, 4.2],
    ]);
    expect(result).toMatchObject({
      earnedDays: 36,
      accruedDays: 4.2,
      takenDays: 20,
      pendingDays: 16,
      pendingWithAccruedDays: 20.2,
    });
  });

  it('shows days taken in advance as a negative balance on the current period', () => {
    const result = vacationEntitlement({ hireDate: '2025-01-01', asOf: '2025-04-30', daysTaken: 6 });
    expect(result.periods[0]).toMatchObject({ entitledDays: 4, takenDays: 6, pendingDays: -2 });
    expect(result.pendingWithAccruedDays).toBe(-2);
  });

  it('never accrues more than a full period, at least a day a month before it, and grows with time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: civilToDay(2015, 1, 1), max: civilToDay(2025, 1, 1) }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (hire, length, extra, workDaysPerWeek, domestic) => {
          const hireDate = fromDayNumber(hire);
          const options = { hireDate, workDaysPerWeek, domestic };
          const a = vacationEntitlement({ ...options, asOf: fromDayNumber(hire + length) });
          const b = vacationEntitlement({ ...options, asOf: fromDayNumber(hire + length + extra) });
          const full = domestic ? 15 : 2 * workDaysPerWeek;
          expect(a.daysPerPeriod).toBe(full);
          expect(b.earnedDays + b.accruedDays).toBeGreaterThanOrEqual(a.earnedDays + a.accruedDays - 1e-9);
          for (const period of a.periods) {
            expect(period.entitledDays).toBeLessThanOrEqual(full);
            if (period.status === 'accruing')
              expect(period.entitledDays).toBeGreaterThanOrEqual(Math.min(full, period.monthsWorked) - 1e-4);
          }
          expect(a.earnedDays).toBe(full * a.periods.filter((p) => p.status === 'earned').length);
        },
      ),
    );
  });

  it('rejects bad input', () => {
    expect(() => vacationEntitlement({ hireDate: '2025-01-01', asOf: '2024-12-31' })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() =>
      vacationEntitlement({ hireDate: '2025-01-01', asOf: '2025-12-31', workDaysPerWeek: 7 }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => vacationEntitlement({ hireDate: '2025-01-01', asOf: '2025-12-31', daysTaken: -1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });

  describe('unpaid leave and suspensions move the anniversary (art. 153: continuity kept, days not counted)', () => {
    it('a 30-day unpaid leave ends the first period 30 days later; the next one starts the day after', () => {
      // Hired 10/01/2024; unpaid 01/06–30/06/2024 (30 days): the year 10/01/2024–09/01/2025 becomes
      // 10/01/2024–08/02/2025 (09/01 + 30 days); period 2 opens 09/02/2025.
      const result = vacationEntitlement({
        hireDate: '2024-01-10',
        asOf: '2025-03-01',
        unpaidRanges: [{ from: '2024-06-01', to: '2024-06-30' }],
      });
      expect(result.periods[0]).toMatchObject({ start: '2024-01-10', end: '2025-02-08', unpaidDays: 30 });
      expect(result.periods[1]).toMatchObject({ start: '2025-02-09', unpaidDays: 0, status: 'accruing' });
      // Without the leave the second period would have opened on 10/01/2025.
      expect(vacationEntitlement({ hireDate: '2024-01-10', asOf: '2025-03-01' }).periods[1]?.start).toBe(
        '2025-01-10',
      );
    });

    it('a leave across the anniversary moves it by all of its days, those past the first end too', () => {
      // Hired 01/01/2024; unpaid 20/12/2024–10/01/2025 (22 days). The first end 31/12/2024 holds 12 of them
      // (→ 12/01/2025), which reaches the other 10 (→ 22/01/2025).
      const result = vacationEntitlement({
        hireDate: '2024-01-01',
        asOf: '2025-06-30',
        unpaidRanges: [{ from: '2024-12-20', to: '2025-01-10' }],
      });
      expect(result.periods[0]).toMatchObject({ end: '2025-01-22', unpaidDays: 22, status: 'earned' });
      expect(result.periods[1]?.start).toBe('2025-01-23');
    });

    it('the 50 weeks count only days of service; overlapping ranges count once', () => {
      // Hired 01/01/2024, on 31/12/2024: 366 days, 20 unpaid (10 + 15 overlapping by 5) → 346 < 350 worked.
      const ranges = [
        { from: '2024-03-01' as const, to: '2024-03-10' as const },
        { from: '2024-03-06' as const, to: '2024-03-20' as const },
      ];
      const before = vacationEntitlement({ hireDate: '2024-01-01', asOf: '2024-12-31', unpaidRanges: ranges });
      expect(before.periods[0]).toMatchObject({ status: 'accruing', unpaidDays: 20 });
      const after = vacationEntitlement({ hireDate: '2024-01-01', asOf: '2025-01-04', unpaidRanges: ranges });
      expect(after.periods[0]).toMatchObject({ status: 'earned', entitledDays: 12 });
    });

    it('the proportional days of the period in progress leave the unpaid days out', () => {
      // Hired 01/01/2025, on 30/06/2025: 5 months 30 days, 31 unpaid in March → 5 + (30 − 31) ÷ 30 = 4.9667.
      const result = vacationEntitlement({
        hireDate: '2025-01-01',
        asOf: '2025-06-30',
        unpaidRanges: [{ from: '2025-03-01', to: '2025-03-31' }],
      });
      expect(result.periods[0]?.monthsWorked).toBe(4.9667);
      expect(result.accruedDays).toBe(4.9667);
    });

    it('days after asOf do not count yet; a range that ends before it starts is refused', () => {
      const result = vacationEntitlement({
        hireDate: '2025-01-01',
        asOf: '2025-06-30',
        unpaidRanges: [{ from: '2025-06-21', to: '2025-07-31' }],
      });
      expect(result.periods[0]?.unpaidDays).toBe(10);
      expect(() =>
        vacationEntitlement({
          hireDate: '2025-01-01',
          asOf: '2025-06-30',
          unpaidRanges: [{ from: '2025-03-10', to: '2025-03-01' }],
        }),
      ).toThrow();
    });
  });

  describe('overdue periods (art. 155: granted within 15 weeks after the 50)', () => {
    it('a period not taken within 15 weeks after its 50 weeks is overdue, still owed', () => {
      // Hired 06/01/2025: the 50 weeks end on 21/12/2025 (day 350); 15 weeks later, 05/04/2026.
      const on = (asOf: string) =>
        vacationEntitlement({ hireDate: '2025-01-06', asOf: asOf as `${number}-${number}-${number}`, daysTaken: 4 });
      expect(on('2026-04-05').periods[0]).toMatchObject({ grantBy: '2026-04-05', overdueDays: 0 });
      const late = on('2026-04-06');
      expect(late.periods[0]).toMatchObject({ pendingDays: 8, overdueDays: 8 });
      expect(late.overdueDays).toBe(8);
      expect(late.pendingDays).toBe(8); // overdue days stay pending: vacations are never forfeited
    });

    it("the company's shorter window, and the unpaid days, move the date", () => {
      const result = vacationEntitlement({
        hireDate: '2025-01-06',
        asOf: '2026-01-20',
        grantWeeks: 4,
        unpaidRanges: [{ from: '2025-03-03', to: '2025-03-07' }],
      });
      // 21/12/2025 + 5 unpaid days = 26/12/2025, + 4 weeks = 23/01/2026: not overdue yet on 20/01.
      expect(result.periods[0]).toMatchObject({ grantBy: '2026-01-23', overdueDays: 0 });
      expect(() => vacationEntitlement({ hireDate: '2025-01-06', asOf: '2026-01-20', grantWeeks: 60 })).toThrow();
    });
  });
});
