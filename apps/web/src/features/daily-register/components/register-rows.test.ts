import type { AttendanceDayItem } from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import { formatMinutes, itemOfRow, parseHours, parseTime } from './register-rows';

const row = (patch: Partial<AttendanceDayItem> = {}): AttendanceDayItem => ({
  payrollId: 1,
  num_empleado: 7,
  fullName: 'Ana Mora',
  departmentId: null,
  departmentName: null,
  date: '2026-11-24',
  weekday: 2,
  code: 'R',
  restDay: false,
  holidayId: null,
  holidayObligatory: null,
  expectedMinutes: 480,
  entryTime: null,
  exitTime: null,
  ordinaryMinutes: 480,
  extraMinutes: 0,
  extraStatus: null,
  extraApprovedMinutes: null,
  extraReason: null,
  amount: null,
  amountReason: null,
  correctsPayrollId: null,
  disabilityType: null,
  disabilityCertificate: null,
  rangeId: null,
  rangeKind: null,
  rangeNote: null,
  note: null,
  source: 'projection',
  changedAt: null,
  changedBy: null,
  overDailyCap: false,
  ...patch,
});

describe('the daily register rows', () => {
  it('reads hours and times as clerks type them', () => {
    expect([
      parseHours('8'),
      parseHours('8,5'),
      parseHours('8.25'),
      parseHours('7:30'),
      parseHours(''),
    ]).toEqual([480, 510, 495, 450, 0]);
    expect([parseHours('abc'), parseHours('25')]).toEqual([null, null]);
    expect([parseTime('7'), parseTime('730'), parseTime('7:30'), parseTime(''), parseTime('25:00')]).toEqual([
      '07:00',
      '07:30',
      '07:30',
      null,
      undefined,
    ]);
    expect(formatMinutes(510)).toBe('8:30');
  });

  it('sends only the fields each code uses', () => {
    const before = row();
    expect(itemOfRow(row({ code: 'A' }), before)).toEqual({ num_empleado: 7, date: '2026-11-24', code: 'A' });
    expect(itemOfRow(row({ entryTime: '07:00', exitTime: '16:00' }), before)).toEqual({
      num_empleado: 7,
      date: '2026-11-24',
      code: 'R',
      entryTime: '07:00',
      exitTime: '16:00',
    });
    expect(itemOfRow(row({ code: 'E', extraMinutes: 60, ordinaryMinutes: 420 }), before)).toMatchObject({
      code: 'E',
      extraMinutes: 60,
      ordinaryMinutes: 420,
    });
    expect(itemOfRow(row({ code: 'S', exitTime: '16:00' }), before)).toEqual({
      num_empleado: 7,
      date: '2026-11-24',
      code: 'S',
      exitTime: '16:00',
    });
  });
});
