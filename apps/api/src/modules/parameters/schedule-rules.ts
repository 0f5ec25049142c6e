import { CR_LABOUR_CODE, type LabourCode } from '@planilla/domain';
import { V } from '@planilla/contracts';

export type ScheduleShape = {
  jornadaType: 'diurnal' | 'mixed' | 'nocturnal';
  hoursPerDay: number;
  workingDays: number[];
  startTime: string;
  endTime: string;
};

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

const NIGHT_START = 19 * 60;
const NIGHT_END = 5 * 60;
/** Art. 138: a shift with 3.5 hours or more between 19:00 and 05:00 is nocturnal. */
const MIXED_MAX_NIGHT_MINUTES = 210;

/** Minutes of the shift that fall between 19:00 and 05:00 (the shift may cross midnight). */
export const nightMinutes = (startTime: string, endTime: string): number => {
  const start = minutesOf(startTime);
  let end = minutesOf(endTime);
  if (end <= start) end += 24 * 60;
  let night = 0;
  for (let t = start; t < end; t++) {
    const m = t % (24 * 60);
    if (m >= NIGHT_START || m < NIGHT_END) night++;
  }
  return night;
};

export const spanMinutes = (startTime: string, endTime: string): number => {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  return end > start ? end - start : end + 24 * 60 - start;
};

/**
 * The legal checks of a schedule (reference §6, Código de Trabajo arts. 135–138): field → message key.
 * The ordinary hours must fit between start and end; the day and the week must stay within the maximum
 * of the jornada type (the longer day of art. 136 is allowed when the week stays within its maximum); the
 * times must match the type: diurnal within 05:00–19:00; nocturnal with 3.5 hours or more between 19:00 and
 * 05:00 (art. 138), or entirely within them; mixed with some but less than 3.5 night hours.
 */
export const scheduleProblems = (
  s: ScheduleShape,
  labour: LabourCode = CR_LABOUR_CODE,
): Record<string, string> => {
  const problems: Record<string, string> = {};
  const rule = labour.jornadas[s.jornadaType];
  const dayMax = (rule.extendedMaxHoursPerDay ?? rule.maxHoursPerDay).value;
  if (s.hoursPerDay > dayMax || s.hoursPerDay * s.workingDays.length > rule.maxHoursPerWeek.value) {
    problems.hoursPerDay = V.scheduleOverLegalLimit;
  } else if (s.hoursPerDay * 60 > spanMinutes(s.startTime, s.endTime)) {
    problems.hoursPerDay = V.scheduleHoursExceedSpan;
  }
  const span = spanMinutes(s.startTime, s.endTime);
  const night = nightMinutes(s.startTime, s.endTime);
  const matches =
    s.jornadaType === 'diurnal'
      ? night === 0 && minutesOf(s.endTime) > minutesOf(s.startTime)
      : s.jornadaType === 'nocturnal'
        ? night >= Math.min(MIXED_MAX_NIGHT_MINUTES, span)
        : night > 0 && night < MIXED_MAX_NIGHT_MINUTES && night < span;
  if (!matches) problems.startTime = V.scheduleTimesOutsideJornada;
  return problems;
};
