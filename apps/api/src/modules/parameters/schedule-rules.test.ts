import { describe, expect, it } from 'vitest';
import { nightMinutes, scheduleProblems, spanMinutes, type ScheduleShape } from './schedule-rules';

const MON_SAT = [1, 2, 3, 4, 5, 6];
const MON_FRI = [1, 2, 3, 4, 5];

describe('schedule rules (Código de Trabajo arts. 135–138)', () => {
  it('measures spans and night minutes across midnight', () => {
    expect(spanMinutes('22:00', '04:00')).toBe(360);
    expect(spanMinutes('06:00', '14:00')).toBe(480);
    expect(nightMinutes('22:00', '04:00')).toBe(360);
    expect(nightMinutes('14:00', '21:00')).toBe(120);
    expect(nightMinutes('04:00', '12:00')).toBe(60);
    expect(nightMinutes('06:00', '14:00')).toBe(0);
  });

  const cases: { name: string; s: ScheduleShape; problems: string[] }[] = [
    {
      name: 'diurnal 8 h Mon–Sat 06–14',
      s: {
        jornadaType: 'diurnal',
        hoursPerDay: 8,
        workingDays: MON_SAT,
        startTime: '06:00',
        endTime: '14:00',
      },
      problems: [],
    },
    {
      name: 'diurnal 9.5 h Mon–Fri (47.5 h)',
      s: {
        jornadaType: 'diurnal',
        hoursPerDay: 9.5,
        workingDays: MON_FRI,
        startTime: '06:00',
        endTime: '16:00',
      },
      problems: [],
    },
    {
      name: 'diurnal 10 h Mon–Sat (60 h)',
      s: {
        jornadaType: 'diurnal',
        hoursPerDay: 10,
        workingDays: MON_SAT,
        startTime: '06:00',
        endTime: '16:00',
      },
      problems: ['hoursPerDay'],
    },
    {
      name: 'diurnal 11 h one day',
      s: { jornadaType: 'diurnal', hoursPerDay: 11, workingDays: [1], startTime: '06:00', endTime: '18:00' },
      problems: ['hoursPerDay'],
    },
    {
      name: 'diurnal into the night',
      s: {
        jornadaType: 'diurnal',
        hoursPerDay: 8,
        workingDays: MON_FRI,
        startTime: '12:00',
        endTime: '20:00',
      },
      problems: ['startTime'],
    },
    {
      name: 'diurnal starting 04:30',
      s: {
        jornadaType: 'diurnal',
        hoursPerDay: 8,
        workingDays: MON_FRI,
        startTime: '04:30',
        endTime: '12:30',
      },
      problems: ['startTime'],
    },
    {
      name: 'mixed 7 h 14–21',
      s: { jornadaType: 'mixed', hoursPerDay: 7, workingDays: MON_SAT, startTime: '14:00', endTime: '21:00' },
      problems: [],
    },
    {
      name: 'mixed 8 h',
      s: { jornadaType: 'mixed', hoursPerDay: 8, workingDays: MON_FRI, startTime: '13:00', endTime: '21:00' },
      problems: ['hoursPerDay'],
    },
    {
      name: 'mixed with 3.5 night hours is nocturnal',
      s: { jornadaType: 'mixed', hoursPerDay: 6, workingDays: MON_FRI, startTime: '16:30', endTime: '22:30' },
      problems: ['startTime'],
    },
    {
      name: 'mixed without night hours is diurnal',
      s: { jornadaType: 'mixed', hoursPerDay: 7, workingDays: MON_FRI, startTime: '08:00', endTime: '15:00' },
      problems: ['startTime'],
    },
    {
      name: 'nocturnal 6 h 22–04',
      s: {
        jornadaType: 'nocturnal',
        hoursPerDay: 6,
        workingDays: MON_SAT,
        startTime: '22:00',
        endTime: '04:00',
      },
      problems: [],
    },
    {
      name: 'nocturnal 6 h 17:30–23:30 (4.5 night hours)',
      s: {
        jornadaType: 'nocturnal',
        hoursPerDay: 6,
        workingDays: MON_SAT,
        startTime: '17:30',
        endTime: '23:30',
      },
      problems: [],
    },
    {
      name: 'nocturnal by day',
      s: {
        jornadaType: 'nocturnal',
        hoursPerDay: 6,
        workingDays: MON_SAT,
        startTime: '08:00',
        endTime: '14:00',
      },
      problems: ['startTime'],
    },
    {
      name: 'nocturnal 7 h',
      s: {
        jornadaType: 'nocturnal',
        hoursPerDay: 7,
        workingDays: MON_FRI,
        startTime: '22:00',
        endTime: '05:00',
      },
      problems: ['hoursPerDay'],
    },
    {
      name: 'hours longer than the span',
      s: {
        jornadaType: 'diurnal',
        hoursPerDay: 8,
        workingDays: MON_FRI,
        startTime: '08:00',
        endTime: '15:00',
      },
      problems: ['hoursPerDay'],
    },
  ];
  it.each(cases)('$name', ({ s, problems }) => {
    expect(Object.keys(scheduleProblems(s)).sort()).toEqual(problems);
  });
});
