import type { AttendanceCode, AttendanceDayItem, DiaryItem } from '@planilla/contracts';

/** Codes whose day may carry entry and exit times and ordinary minutes. */
export const TIMED_CODES: readonly AttendanceCode[] = ['R', 'E', '+', '-'];
/** Codes the bulk action sets with nothing else. */
export const BULK_CODES: readonly AttendanceCode[] = ['R', 'A', 'S', 'V'];

/** Minutes as `h:mm` (480 → 8:00). */
export const formatMinutes = (minutes: number | null | undefined): string => {
  if (minutes === null || minutes === undefined) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h}:${String(m).padStart(2, '0')}`;
};

/** Hours as typed: `8`, `8.5`, `8,5` or `8:30` → minutes; '' → 0; anything else → null. */
export const parseHours = (text: string): number | null => {
  const value = text.trim();
  if (value === '') return 0;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (/^\d{1,2}([.,]\d{1,2})?$/.test(value)) {
    const minutes = Math.round(Number(value.replace(',', '.')) * 60);
    return minutes <= 24 * 60 ? minutes : null;
  }
  return null;
};

/** A time as typed: `7`, `730`, `7:30`, `07:30` → `07:30`; '' → null; anything else → undefined (invalid). */
export const parseTime = (text: string): string | null | undefined => {
  const value = text.trim();
  if (value === '') return null;
  const match = /^(\d{1,2}):?(\d{2})?$/.exec(value);
  if (!match) return undefined;
  const h = Number(match[1]);
  const m = Number(match[2] ?? '0');
  if (h > 23 || m > 59) return undefined;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

/**
 * The `diaryAsistence` item for a row as edited: each code sends only the fields it uses. Ordinary minutes
 * are sent only when they were edited (otherwise the server takes the times' span or the schedule's).
 */
export const itemOfRow = (row: AttendanceDayItem, before: AttendanceDayItem): DiaryItem => {
  const base: DiaryItem = { num_empleado: row.num_empleado, date: row.date, code: row.code };
  const ordinaryEdited = row.ordinaryMinutes !== before.ordinaryMinutes;
  switch (row.code) {
    case 'R':
    case 'E':
    case '+':
    case '-': {
      const item: DiaryItem = { ...base };
      if (row.entryTime && row.exitTime) {
        item.entryTime = row.entryTime;
        item.exitTime = row.exitTime;
      }
      if (ordinaryEdited) item.ordinaryMinutes = row.ordinaryMinutes;
      if (row.code === 'E') item.extraMinutes = row.extraMinutes;
      if (row.code === '+' || row.code === '-') {
        item.amount = row.amount;
        item.amountReason = row.amountReason;
        if (row.correctsPayrollId !== null) item.correctsPayrollId = row.correctsPayrollId;
      }
      return item;
    }
    case 'S':
      if (row.entryTime) return { ...base, entryTime: row.entryTime };
      if (row.exitTime) return { ...base, exitTime: row.exitTime };
      return base;
    case 'I':
      return {
        ...base,
        disabilityType: row.disabilityType,
        disabilityCertificate: row.disabilityCertificate,
      };
    default:
      return base;
  }
};
