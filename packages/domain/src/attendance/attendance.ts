import { toDayNumber, type IsoDate } from '../calendar/iso-date';
import { DomainError, invalidInput } from '../errors';
import type { Cents } from '../money/money';

/**
 * The eight attendance status codes of the specification: R Regular, E Extras (worked with approved extra
 * hours), A Ausente (unjustified, unpaid), S Sin Marca (a clock mark is missing: blocks calculation),
 * V Vacaciones, I Incapacidad, + Pago Adicional, - Rebajo Pago.
 */
export type AttendanceCode = 'R' | 'E' | 'A' | 'S' | 'V' | 'I' | '+' | '-';

export const ATTENDANCE_CODES: readonly AttendanceCode[] = ['R', 'E', 'A', 'S', 'V', 'I', '+', '-'];

/**
 * Who pays an incapacity: CCSS illness, INS work accident or disease, maternity leave, or paternity leave (Ley
 * 10211: paid like maternity, 50 % employer and 50 % CCSS).
 */
export type DisabilityType = 'ccss_illness' | 'ins_accident' | 'maternity' | 'paternity';

export const DISABILITY_TYPES: readonly DisabilityType[] = [
  'ccss_illness',
  'ins_accident',
  'maternity',
  'paternity',
];

export type Disability = {
  readonly type: DisabilityType;
  /**
   * Day of the incapacity, 1 for its first calendar day, counted across consecutive incapacities and
   * across periods (the employer's days 1–3 of CCSS illness are paid once per chain).
   */
  readonly dayNumber: number;
};

/**
 * A worked day (R, E, + or -) that is the employee's weekly rest day (CT art. 152): the hours worked on it
 * besides the approved extra hours of an E day (which add to them). Work on the rest day is paid double:
 * the salary already pays the rest day once, so its hours up to the jornada are paid once more
 * (`REST_DAY_WORKED`) and the hours beyond the jornada at 1.5 × the double hour (`REST_DAY_OVERTIME`). Left
 * out on an ordinary working day; ignored on a holiday, which is paid as a worked holiday.
 */
type RestDayWork = { readonly restDayHours?: number };

/**
 * One employee-day. Days without a row are paid as part of the salary (rest days, holidays not worked);
 * a row with R or E on a holiday means the holiday was worked, and with `restDayHours` that the weekly rest
 * day was. `+` and `-` days are ordinary days that also carry an amount.
 */
export type AttendanceDay =
  | ({ readonly date: IsoDate; readonly code: 'R' } & RestDayWork)
  | ({ readonly date: IsoDate; readonly code: 'E'; readonly extraHours: number } & RestDayWork)
  | { readonly date: IsoDate; readonly code: 'A' }
  | { readonly date: IsoDate; readonly code: 'S' }
  | { readonly date: IsoDate; readonly code: 'V' }
  | { readonly date: IsoDate; readonly code: 'I'; readonly disability: Disability }
  | ({ readonly date: IsoDate; readonly code: '+'; readonly amount: Cents; readonly note?: string } & RestDayWork)
  | ({ readonly date: IsoDate; readonly code: '-'; readonly amount: Cents; readonly note?: string } & RestDayWork);

/** Codes on which the employee worked the ordinary day. */
export function isWorkedCode(code: AttendanceCode): boolean {
  return code === 'R' || code === 'E' || code === '+' || code === '-';
}

/**
 * Converts hours to whole minutes. Clock data is kept to the minute, so a value that is not (within a
 * hundredth of a minute) a whole number of minutes is rejected rather than rounded silently.
 */
export function hoursToMinutes(hours: number, field = 'hours'): number {
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0) {
    throw invalidInput(`${field} must be a non-negative number of hours`, field);
  }
  const minutes = Math.round(hours * 60);
  if (Math.abs(hours * 60 - minutes) > 0.01) {
    throw invalidInput(`${field} must be a whole number of minutes`, field);
  }
  return minutes;
}

/**
 * Throws `INVALID_INPUT` / `INVALID_DATE` / `INVALID_MONEY` when a row is malformed (business checks come
 * later, as blockers); returns the row's day number.
 */
export function assertAttendanceDay(day: AttendanceDay, index: number): number {
  const dayNumber = toDayNumber(day.date, `attendance[${index}].date`);
  const field = `attendance[${index}]`;
  if ((day.code === 'R' || day.code === 'E' || day.code === '+' || day.code === '-') && day.restDayHours !== undefined) {
    hoursToMinutes(day.restDayHours, `${field}.restDayHours`);
  }
  switch (day.code) {
    case 'R':
    case 'A':
    case 'S':
    case 'V':
      return dayNumber;
    case 'E':
      hoursToMinutes(day.extraHours, `${field}.extraHours`);
      return dayNumber;
    case 'I': {
      const disability = day.disability;
      if (!disability || !DISABILITY_TYPES.includes(disability.type)) {
        throw invalidInput(
          `${field}.disability.type must be one of ${DISABILITY_TYPES.join(', ')}`,
          `${field}.disability.type`,
        );
      }
      if (!Number.isSafeInteger(disability.dayNumber) || disability.dayNumber < 1) {
        throw invalidInput(
          `${field}.disability.dayNumber must be a whole number from 1`,
          `${field}.disability.dayNumber`,
        );
      }
      return dayNumber;
    }
    case '+':
    case '-':
      if (!Number.isSafeInteger(day.amount) || day.amount < 0) {
        throw new DomainError(
          'INVALID_MONEY',
          `${field}.amount must be a non-negative whole number of céntimos`,
          `${field}.amount`,
        );
      }
      return dayNumber;
    default:
      throw invalidInput(`${field}.code must be one of ${ATTENDANCE_CODES.join(' ')}`, `${field}.code`);
  }
}

export type AttendanceCounts = Readonly<Record<AttendanceCode, number>>;

/** Days per status code, for summaries such as the review screen. */
export function countAttendance(days: readonly AttendanceDay[]): AttendanceCounts {
  const counts: Record<AttendanceCode, number> = { R: 0, E: 0, A: 0, S: 0, V: 0, I: 0, '+': 0, '-': 0 };
  for (const day of days) counts[day.code] += 1;
  return counts;
}
