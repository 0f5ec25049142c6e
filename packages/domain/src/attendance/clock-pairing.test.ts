import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date';
import {
  CLOCK_STATES,
  clockStateFromCode,
  datesBetween,
  pairClockMarks,
  type ClockPunch,
  type ClockState,
  type PairedDay,
  type ScheduledDay,
} from './clock-pairing';

const DAY: Omit<ScheduledDay, 'date'> = {
  start: '06:00',
  end: '14:00',
  expectedHours: 8,
  jornada: 'diurnal',
};
const OFFICE: Omit<ScheduledDay, 'date'> = {
  start: '08:00',
  end: '17:00',
  expectedHours: 8,
  jornada: 'diurnal',
};
const MIXED: Omit<ScheduledDay, 'date'> = {
  start: '14:00',
  end: '21:00',
  expectedHours: 7,
  jornada: 'mixed',
};
const NIGHT: Omit<ScheduledDay, 'date'> = {
  start: '22:00',
  end: '04:00',
  expectedHours: 6,
  jornada: 'nocturnal',
};
const REST: Omit<ScheduledDay, 'date'> = { expectedHours: 0, jornada: 'diurnal' };

/** Monday 16 Nov 2026 onwards, one shape per day. */
const week = (...shapes: Omit<ScheduledDay, 'date'>[]): ScheduledDay[] =>
  shapes.map((shape, i) => ({ ...shape, date: addDays('2026-11-16', i) }));

const mark = (at: string, state: ClockState | null = null): ClockPunch => ({ at, state });

const only = (marks: ClockPunch[], schedule: ScheduledDay[]) => pairClockMarks(marks, schedule).days[0]!;

describe('clock states', () => {
  it('maps the ZKTeco codes 0–5 and nothing else', () => {
    expect([0, 1, 2, 3, 4, 5].map(clockStateFromCode)).toEqual(CLOCK_STATES);
    expect([255, -1, 6, 1.5].map(clockStateFromCode)).toEqual([null, null, null, null]);
  });
});

describe('pairClockMarks: typical days', () => {
  const cases: {
    name: string;
    schedule: ScheduledDay[];
    marks: ClockPunch[];
    expected: Partial<PairedDay>;
  }[] = [
    {
      name: 'a day shift with states, a little late',
      schedule: week(DAY),
      marks: [mark('2026-11-16T06:58:12', 'in'), mark('2026-11-16T14:05:40', 'out')],
      expected: {
        code: 'R',
        entry: '2026-11-16T06:58',
        exit: '2026-11-16T14:05',
        workedMinutes: 427,
        ordinaryMinutes: 427,
        extraMinutes: 0,
        shortMinutes: 53,
      },
    },
    {
      name: 'an office day without states: the lunch hour of the schedule is deducted',
      schedule: week(OFFICE),
      marks: [mark('2026-11-16T07:55'), mark('2026-11-16T17:10')],
      expected: {
        code: 'E',
        workedMinutes: 495,
        ordinaryMinutes: 480,
        extraMinutes: 15,
        breakDeductedMinutes: 60,
      },
    },
    {
      name: 'an office morning only: no lunch to deduct',
      schedule: week(OFFICE),
      marks: [mark('2026-11-16T08:00'), mark('2026-11-16T12:00')],
      expected: { code: 'R', workedMinutes: 240, breakDeductedMinutes: 0, shortMinutes: 240 },
    },
    {
      name: 'an office day with the lunch marked: the real break counts',
      schedule: week(OFFICE),
      marks: [
        mark('2026-11-16T08:00'),
        mark('2026-11-16T12:00'),
        mark('2026-11-16T12:40'),
        mark('2026-11-16T17:00'),
      ],
      expected: { code: 'E', workedMinutes: 500, extraMinutes: 20, breakDeductedMinutes: 0 },
    },
    {
      name: 'break states',
      schedule: week(OFFICE),
      marks: [
        mark('2026-11-16T08:00', 'in'),
        mark('2026-11-16T12:00', 'break_out'),
        mark('2026-11-16T13:00', 'break_in'),
        mark('2026-11-16T17:00', 'out'),
      ],
      expected: {
        code: 'R',
        workedMinutes: 480,
        intervals: [
          { in: '2026-11-16T08:00', out: '2026-11-16T12:00' },
          { in: '2026-11-16T13:00', out: '2026-11-16T17:00' },
        ],
      },
    },
    {
      name: 'overtime states after the shift',
      schedule: week(DAY),
      marks: [
        mark('2026-11-16T06:00', 'in'),
        mark('2026-11-16T14:00', 'out'),
        mark('2026-11-16T14:30', 'overtime_in'),
        mark('2026-11-16T16:30', 'overtime_out'),
      ],
      expected: { code: 'E', workedMinutes: 600, ordinaryMinutes: 480, extraMinutes: 120 },
    },
    {
      name: 'a forgotten exit',
      schedule: week(DAY),
      marks: [mark('2026-11-16T05:57')],
      expected: {
        code: 'S',
        entry: '2026-11-16T05:57',
        exit: null,
        workedMinutes: 0,
        issues: ['missing_exit'],
      },
    },
    {
      name: 'a forgotten entry: a lone mark near the end of the shift is the exit',
      schedule: week(DAY),
      marks: [mark('2026-11-16T14:02')],
      expected: { code: 'S', entry: null, exit: '2026-11-16T14:02', issues: ['missing_entry'] },
    },
    {
      name: 'the same mark pressed three times',
      schedule: week(DAY),
      marks: [
        mark('2026-11-16T05:58'),
        mark('2026-11-16T05:59'),
        mark('2026-11-16T06:02'),
        mark('2026-11-16T13:58'),
      ],
      expected: { code: 'R', marks: 2, duplicates: 2, entry: '2026-11-16T05:58', workedMinutes: 480 },
    },
    {
      name: 'three marks without states: one is missing',
      schedule: week(OFFICE),
      marks: [mark('2026-11-16T08:00'), mark('2026-11-16T12:00'), mark('2026-11-16T13:00')],
      expected: { code: 'S', workedMinutes: 240, issues: ['missing_exit'] },
    },
    {
      name: 'an entry pressed twice, twenty minutes apart: the first counts',
      schedule: week(DAY),
      marks: [
        mark('2026-11-16T06:00', 'in'),
        mark('2026-11-16T06:20', 'in'),
        mark('2026-11-16T14:00', 'out'),
      ],
      expected: { code: 'R', workedMinutes: 480, issues: ['repeated_entry'] },
    },
    {
      name: 'a break left open: the exit closes the day and the lunch is deducted',
      schedule: week(OFFICE),
      marks: [
        mark('2026-11-16T08:00', 'in'),
        mark('2026-11-16T12:00', 'break_out'),
        mark('2026-11-16T17:00', 'out'),
      ],
      expected: { code: 'R', workedMinutes: 480, breakDeductedMinutes: 60, issues: ['repeated_exit'] },
    },
    {
      name: 'work on a rest day is all extra',
      schedule: week(REST),
      marks: [mark('2026-11-16T08:00'), mark('2026-11-16T12:00')],
      expected: { code: 'E', expectedMinutes: 0, ordinaryMinutes: 0, extraMinutes: 240 },
    },
    {
      name: 'a day without marks',
      schedule: week(DAY),
      marks: [],
      expected: { code: null, marks: 0, workedMinutes: 0, shortMinutes: 480, intervals: [] },
    },
    {
      name: 'over the legal daily limit',
      schedule: week(DAY),
      marks: [mark('2026-11-16T06:00'), mark('2026-11-16T19:30')],
      expected: { code: 'E', workedMinutes: 810, extraMinutes: 330, overDailyCap: true },
    },
    {
      name: 'a mixed shift ending after midnight keeps its exit',
      schedule: week(MIXED, MIXED),
      marks: [mark('2026-11-16T13:55'), mark('2026-11-17T00:30')],
      expected: { code: 'E', exit: '2026-11-17T00:30', workedMinutes: 635, extraMinutes: 215 },
    },
  ];

  it.each(cases)('$name', ({ schedule, marks, expected }) => {
    expect(only(marks, schedule)).toMatchObject(expected);
  });
});

describe('pairClockMarks: nights and boundaries', () => {
  it('gives a night shift crossing midnight to the day it started', () => {
    const { days } = pairClockMarks(
      [
        mark('2026-11-16T21:56'),
        mark('2026-11-17T04:03'),
        mark('2026-11-17T22:10'),
        mark('2026-11-18T04:00'),
        mark('2026-11-19T00:10', 'in'),
        mark('2026-11-19T04:01', 'out'),
      ],
      week(NIGHT, NIGHT, NIGHT),
    );
    expect(days.map((d) => [d.date, d.code, d.entry, d.exit, d.workedMinutes])).toEqual([
      ['2026-11-16', 'E', '2026-11-16T21:56', '2026-11-17T04:03', 367],
      ['2026-11-17', 'R', '2026-11-17T22:10', '2026-11-18T04:00', 350],
      ['2026-11-18', 'R', '2026-11-19T00:10', '2026-11-19T04:01', 231],
    ]);
  });

  it('lets an unscheduled night stretch take the next morning exit when the states say so', () => {
    const { days } = pairClockMarks(
      [mark('2026-11-16T20:00', 'in'), mark('2026-11-17T05:00', 'out')],
      week(DAY, DAY),
    );
    expect(days[0]).toMatchObject({ code: 'E', workedMinutes: 540, exit: '2026-11-17T05:00' });
    expect(days[1]).toMatchObject({ code: null, marks: 0 });
  });

  it('does not stitch marks without states across days', () => {
    const { days } = pairClockMarks([mark('2026-11-16T20:00'), mark('2026-11-17T05:00')], week(DAY, DAY));
    expect(days.map((d) => d.code)).toEqual(['S', 'S']);
  });

  it('leaves marks outside the period aside', () => {
    const result = pairClockMarks(
      [
        mark('2026-11-15T10:00'),
        mark('2026-11-16T06:00'),
        mark('2026-11-16T14:00'),
        mark('2026-11-17T23:00'),
      ],
      week(DAY),
    );
    expect(result.outside).toEqual(['2026-11-15T10:00', '2026-11-17T23:00']);
    expect(result.days[0]).toMatchObject({ code: 'R', marks: 2 });
  });

  it('honours the extra-time threshold', () => {
    const day = pairClockMarks([mark('2026-11-16T06:00'), mark('2026-11-16T14:10')], week(DAY), {
      extraThresholdMinutes: 15,
    }).days[0]!;
    expect(day).toMatchObject({ code: 'R', workedMinutes: 490, ordinaryMinutes: 490, extraMinutes: 0 });
  });

  it('refuses malformed input', () => {
    expect(() => pairClockMarks([mark('2026-11-16 25:00')], week(DAY))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() =>
      pairClockMarks(
        [],
        [
          { ...DAY, date: '2026-11-16' },
          { ...DAY, date: '2026-11-18' },
        ],
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() =>
      pairClockMarks([], [{ date: '2026-11-16', start: '06:00', expectedHours: 8, jornada: 'diurnal' }]),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => pairClockMarks([], week(DAY), { duplicateWindowMinutes: -1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });

  it('lists the days of a range', () => {
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });
});

describe('pairClockMarks: properties', () => {
  const SHAPES = [DAY, OFFICE, MIXED, NIGHT, REST];
  const scheduleArb = fc
    .tuple(
      fc.integer({ min: 0, max: 360 }),
      fc.array(fc.constantFrom(...SHAPES), { minLength: 1, maxLength: 8 }),
    )
    .map(([offset, shapes]) =>
      shapes.map((shape, i) => ({ ...shape, date: addDays('2026-01-01', offset + i) })),
    );
  const pad = (n: number) => String(n).padStart(2, '0');
  const markArb = (first: string, days: number) =>
    fc
      .record({
        day: fc.integer({ min: -1, max: days }),
        minute: fc.integer({ min: 0, max: 1439 }),
        second: fc.integer({ min: 0, max: 59 }),
        state: fc.option(fc.constantFrom(...CLOCK_STATES), { freq: 2 }),
      })
      .map(({ day, minute, second, state }) =>
        mark(
          `${addDays(first, day)}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:${pad(second)}`,
          state,
        ),
      );
  // Marks cluster near shift times in real files; draw some of them around 06:00, 14:00 and 22:00 too.
  const caseArb = scheduleArb.chain((schedule) =>
    fc.record({
      schedule: fc.constant(schedule),
      marks: fc.array(markArb(schedule[0]!.date, schedule.length), { maxLength: 30 }),
      order: fc.array(fc.integer(), { minLength: 30, maxLength: 30 }),
      window: fc.integer({ min: 0, max: 10 }),
      threshold: fc.integer({ min: 0, max: 30 }),
    }),
  );

  const shuffle = <T>(xs: readonly T[], keys: readonly number[]) =>
    xs
      .map((x, i) => ({ x, k: keys[i % keys.length]! * 31 + i }))
      .sort((a, b) => a.k - b.k)
      .map(({ x }) => x);

  it('gives the same days for any order of the same marks', () => {
    fc.assert(
      fc.property(caseArb, ({ schedule, marks, order, window, threshold }) => {
        const options = { duplicateWindowMinutes: window, extraThresholdMinutes: threshold };
        const a = pairClockMarks(marks, schedule, options);
        const b = pairClockMarks(shuffle(marks, order), schedule, options);
        const c = pairClockMarks([...marks].reverse(), schedule, options);
        expect(b).toEqual(a);
        expect(c).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps worked = ordinary + extra and never more entries than exits + 1', () => {
    fc.assert(
      fc.property(caseArb, ({ schedule, marks, window, threshold }) => {
        const result = pairClockMarks(marks, schedule, {
          duplicateWindowMinutes: window,
          extraThresholdMinutes: threshold,
        });
        expect(result.days.map((d) => d.date)).toEqual(schedule.map((d) => d.date));
        let placed = result.outside.length;
        for (const day of result.days) {
          placed += day.marks + day.duplicates;
          expect(day.workedMinutes).toBe(day.ordinaryMinutes + day.extraMinutes);
          expect(day.workedMinutes).toBeGreaterThanOrEqual(0);
          expect(day.ordinaryMinutes).toBeGreaterThanOrEqual(0);
          expect(day.extraMinutes).toBeGreaterThanOrEqual(0);
          if (day.extraMinutes > 0) expect(day.extraMinutes).toBeGreaterThanOrEqual(threshold);
          const entries = day.intervals.filter((v) => v.in !== null).length;
          const exits = day.intervals.filter((v) => v.out !== null).length;
          expect(entries).toBeLessThanOrEqual(exits + 1);
          expect(day.code === null).toBe(day.marks === 0);
          expect(day.code === 'S').toBe(
            day.issues.includes('missing_entry') || day.issues.includes('missing_exit'),
          );
          if (day.code === 'E') expect(day.extraMinutes).toBeGreaterThan(0);
          if (day.code === 'R') expect(day.extraMinutes).toBe(0);
          for (const v of day.intervals) if (v.in && v.out) expect(v.in <= v.out).toBe(true);
        }
        // Every mark is on one day, folded into one as a duplicate, or outside.
        expect(placed).toBeLessThanOrEqual(marks.length);
        expect(result.days.reduce((n, d) => n + d.marks, 0) + result.outside.length).toBeLessThanOrEqual(
          marks.length,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('places every mark when no two marks are duplicates', () => {
    fc.assert(
      fc.property(caseArb, ({ schedule, marks }) => {
        const result = pairClockMarks(marks, schedule, { duplicateWindowMinutes: 0 });
        const distinct = new Set(marks.map((m) => `${m.at.slice(0, 16)}|${m.state}`)).size;
        expect(result.days.reduce((n, d) => n + d.marks, 0) + result.outside.length).toBe(distinct);
      }),
      { numRuns: 200 },
    );
  });
});
