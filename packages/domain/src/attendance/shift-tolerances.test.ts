import { describe, expect, it } from 'vitest';
import { pairClockMarks, type ClockPunch, type ScheduledDay } from './clock-pairing';
import {
  applyShiftTolerances,
  countedExtraMinutes,
  NO_TOLERANCES,
  type ShiftTolerances,
} from './shift-tolerances';

const DEMO: ShiftTolerances = {
  entryGraceMinutes: 5,
  exitGraceMinutes: 5,
  extraMinimumMinutes: 15,
  extraRounding: 'down_15',
};
const day: ScheduledDay = {
  date: '2026-11-18',
  start: '08:00',
  end: '17:00',
  expectedHours: 8,
  jornada: 'diurnal',
};
const punches = (entry: string, exit: string): ClockPunch[] => [
  { at: `2026-11-18T${entry}`, state: 'in' },
  { at: `2026-11-18T${exit}`, state: 'out' },
];
const under = (entry: string, exit: string, t: ShiftTolerances, scheduled = day) =>
  applyShiftTolerances(pairClockMarks(punches(entry, exit), [scheduled]).days[0]!, scheduled, t);

describe('countedExtraMinutes', () => {
  it.each([
    { name: 'none below the minimum', extra: 14, t: DEMO, expected: 0 },
    { name: 'the minimum itself', extra: 15, t: DEMO, expected: 15 },
    { name: 'down to 15', extra: 44, t: DEMO, expected: 30 },
    { name: 'down to 30', extra: 59, t: { ...DEMO, extraRounding: 'down_30' as const }, expected: 30 },
    { name: 'no rounding', extra: 22, t: { ...DEMO, extraRounding: 'none' as const }, expected: 22 },
    { name: 'no tolerances', extra: 3, t: NO_TOLERANCES, expected: 3 },
  ])('$name: $extra → $expected', ({ extra, t, expected }) => {
    expect(countedExtraMinutes(extra, t)).toBe(expected);
  });
});

describe('applyShiftTolerances', () => {
  it('1 to 5 minutes past the end of the shift are no extra hours (the issue): R, not E', () => {
    for (const exit of ['17:01', '17:05', '17:14']) {
      const d = under('08:00', exit, DEMO);
      expect(d).toMatchObject({ code: 'R', extraMinutes: 0 });
      expect(d.workedMinutes).toBe(d.ordinaryMinutes + d.extraMinutes);
    }
    // Without tolerances the same marks are pending extra hours.
    expect(under('08:00', '17:03', NO_TOLERANCES)).toMatchObject({ code: 'E', extraMinutes: 3 });
  });

  it('counts extra from the minimum, rounded down', () => {
    expect(under('08:00', '17:40', DEMO)).toMatchObject({
      code: 'E',
      extraMinutes: 30,
      ordinaryMinutes: 490,
    });
  });

  it('credits a late entry and an early exit within the graces, not beyond', () => {
    expect(under('08:04', '16:57', DEMO)).toMatchObject({ code: 'R', ordinaryMinutes: 480, shortMinutes: 0 });
    expect(under('08:10', '17:00', DEMO)).toMatchObject({ ordinaryMinutes: 470, shortMinutes: 10 });
  });

  it('works across midnight for a night shift', () => {
    const night: ScheduledDay = {
      date: '2026-11-18',
      start: '22:00',
      end: '04:00',
      expectedHours: 6,
      jornada: 'nocturnal',
    };
    const d = applyShiftTolerances(
      pairClockMarks(
        [
          { at: '2026-11-18T22:03', state: 'in' },
          { at: '2026-11-19T04:06', state: 'out' },
        ],
        [night, { date: '2026-11-19', expectedHours: 0, jornada: 'nocturnal' }],
      ).days[0]!,
      night,
      DEMO,
    );
    expect(d).toMatchObject({ code: 'R', extraMinutes: 0, ordinaryMinutes: 363 });
  });

  it('leaves incomplete days alone', () => {
    const open = pairClockMarks([{ at: '2026-11-18T08:00', state: 'in' }], [day]).days[0]!;
    expect(applyShiftTolerances(open, day, DEMO)).toBe(open);
  });
});
