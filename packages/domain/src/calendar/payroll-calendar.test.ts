import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, civilToDay, fromDayNumber, toDayNumber, weekday, type IsoDate } from './iso-date';
import { payDateFor, payrollCalendar, payrollYearOf, weekAnchor } from './payroll-calendar';
import { calendarDays, type Periodicity } from './periods';

/** A stand-in for the business-day rule: a Saturday or Sunday pay date moves to the Friday before. */
const fridayBefore = (date: IsoDate): IsoDate => {
  const day = weekday(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, -2) : date;
};

describe('payrollCalendar', () => {
  it('lays out the 24 fortnights of 2026 paid on their last day', () => {
    const calendar = payrollCalendar({ periodicity: 'fortnightly', year: 2026 });
    expect(calendar).toHaveLength(24);
    expect(calendar[0]).toEqual({
      periodicity: 'fortnightly',
      start: '2026-01-01',
      end: '2026-01-15',
      year: 2026,
      number: 1,
      payDate: '2026-01-15',
    });
    expect(calendar[21]).toMatchObject({ number: 22, start: '2026-11-16', end: '2026-11-30' });
    expect(calendar[3]).toMatchObject({ start: '2026-02-16', end: '2026-02-28' });
  });

  it('pays N days after the end, adjusted by the business-day rule', () => {
    const calendar = payrollCalendar({
      periodicity: 'monthly',
      year: 2026,
      payDateTiming: { kind: 'days_after_end', days: 3 },
      adjustPayDate: fridayBefore,
    });
    expect(calendar).toHaveLength(12);
    // October ends on Saturday the 31st; + 3 days = Tuesday 3 November.
    expect(calendar[9]).toMatchObject({ start: '2026-10-01', end: '2026-10-31', payDate: '2026-11-03' });
    // February ends on Saturday the 28th; + 3 days = Tuesday 3 March.
    expect(calendar[1]!.payDate).toBe('2026-03-03');
    // November ends on Monday the 30th; + 3 days = Thursday 3 December.
    expect(calendar[10]!.payDate).toBe('2026-12-03');
    // April ends on Thursday the 30th; + 3 days = Sunday 3 May, paid Friday 1 May.
    expect(calendar[3]!.payDate).toBe('2026-05-01');
    const saturdayPay = payrollCalendar({
      periodicity: 'fortnightly',
      year: 2026,
      adjustPayDate: fridayBefore,
    });
    // 15 Aug 2026 is a Saturday: paid Friday 14 Aug.
    expect(saturdayPay.find((p) => p.start === '2026-08-01')!.payDate).toBe('2026-08-14');
  });

  it('gives a weekly period spanning New Year to the year it ends in', () => {
    const anchor = weekAnchor(1); // weeks Monday–Sunday
    const y2026 = payrollCalendar({ periodicity: 'weekly', year: 2026, anchor });
    const y2027 = payrollCalendar({ periodicity: 'weekly', year: 2027, anchor });
    expect(y2026.at(-1)).toMatchObject({ start: '2026-12-21', end: '2026-12-27', number: 52 });
    expect(y2027[0]).toMatchObject({ start: '2026-12-28', end: '2027-01-03', year: 2027, number: 1 });
    expect(payrollYearOf(y2027[0]!)).toBe(2027);
  });

  it('honours the first day of the week and the biweekly anchor', () => {
    expect(weekAnchor(1)).toBe('2024-01-01');
    expect(weekAnchor(0)).toBe('2024-01-07');
    expect(weekAnchor(6)).toBe('2024-01-06');
    const saturdays = payrollCalendar({ periodicity: 'weekly', year: 2026, anchor: weekAnchor(6) });
    expect(saturdays.every((p) => weekday(p.start) === 6 && weekday(p.end) === 5)).toBe(true);
    const biweekly = payrollCalendar({ periodicity: 'biweekly', year: 2026, anchor: '2026-01-05' });
    expect(biweekly[0]).toMatchObject({ start: '2025-12-22', end: '2026-01-04' });
    expect(biweekly.find((p) => p.start === '2026-11-16')).toBeUndefined();
    expect(biweekly.find((p) => p.start === '2026-11-09')).toMatchObject({ end: '2026-11-22' });
    // The default anchor (Monday 1 Jan 2024) puts 16–29 Nov 2026 in one biweekly period.
    expect(
      payrollCalendar({ periodicity: 'biweekly', year: 2026 }).find((p) => p.start === '2026-11-16'),
    ).toMatchObject({
      end: '2026-11-29',
    });
  });

  it('refuses bad input', () => {
    const bad = (f: () => unknown) =>
      expect(f).toThrow(expect.objectContaining({ code: expect.any(String) }));
    bad(() => payrollCalendar({ periodicity: 'daily' as Periodicity, year: 2026 }));
    bad(() => payrollCalendar({ periodicity: 'monthly', year: 2026.5 }));
    bad(() => payrollCalendar({ periodicity: 'weekly', year: 2026, anchor: '2026-02-30' }));
    bad(() =>
      payrollCalendar({
        periodicity: 'monthly',
        year: 2026,
        payDateTiming: { kind: 'days_after_end', days: -1 },
      }),
    );
    bad(() => payrollCalendar({ periodicity: 'monthly', year: 2026, adjustPayDate: () => 'soon' }));
    bad(() => payrollCalendar({ periodicity: 'monthly', year: 2026, adjustPayDate: (d) => addDays(d, -40) }));
    bad(() => weekAnchor(7 as never));
  });

  it('computes one pay date', () => {
    const period = { periodicity: 'fortnightly' as const, start: '2026-11-16', end: '2026-11-30' };
    expect(payDateFor(period)).toBe('2026-11-30');
    expect(payDateFor(period, { kind: 'days_after_end', days: 2 })).toBe('2026-12-02');
  });
});

describe('payrollCalendar: properties', () => {
  const periodicities: Periodicity[] = ['weekly', 'biweekly', 'fortnightly', 'monthly'];
  const arb = fc.record({
    periodicity: fc.constantFrom(...periodicities),
    year: fc.integer({ min: 1990, max: 2100 }),
    anchor: fc.integer({ min: civilToDay(1990, 1, 1), max: civilToDay(2100, 12, 31) }).map(fromDayNumber),
    days: fc.integer({ min: 0, max: 10 }),
  });

  it('covers consecutive years with contiguous, non-overlapping periods', () => {
    fc.assert(
      fc.property(arb, ({ periodicity, year, anchor, days }) => {
        const payDateTiming = { kind: 'days_after_end', days } as const;
        const a = payrollCalendar({ periodicity, year, anchor, payDateTiming, adjustPayDate: fridayBefore });
        const b = payrollCalendar({
          periodicity,
          year: year + 1,
          anchor,
          payDateTiming,
          adjustPayDate: fridayBefore,
        });
        const both = [...a, ...b];
        both.forEach((p, i) => {
          if (i > 0) expect(toDayNumber(p.start)).toBe(toDayNumber(both[i - 1]!.end) + 1);
          expect(p.start <= p.end).toBe(true);
          expect(p.payDate).toBe(fridayBefore(addDays(p.end, days)));
          expect(payrollYearOf(p)).toBe(p.year);
        });
        a.forEach((p, i) => expect(p).toMatchObject({ year, number: i + 1 }));
        // The year's first period is the one that contains 1 January or starts right after it ended.
        expect(a[0]!.start <= `${year}-01-07`).toBe(true);
        expect(a.at(-1)!.end > `${year}-12-17`).toBe(true);
        const expectedCount = { weekly: [52, 53], biweekly: [26, 27], fortnightly: [24], monthly: [12] }[
          periodicity
        ];
        expect(expectedCount).toContain(a.length);
        const lengths = new Set(a.map((p) => calendarDays(p)));
        if (periodicity === 'weekly') expect([...lengths]).toEqual([7]);
        if (periodicity === 'biweekly') expect([...lengths]).toEqual([14]);
      }),
      { numRuns: 150 },
    );
  });
});
