import { fromDayNumber, type IsoDate } from './iso-date';

/** Costa Rica keeps UTC−6 all year (no daylight saving since 1992). */
export const COSTA_RICA_UTC_OFFSET_MINUTES = -6 * 60;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/**
 * The calendar date in Costa Rica at `instant` (a `Date` or milliseconds since the epoch), as
 * `YYYY-MM-DD`: the "today" of every payroll rule. The caller passes the clock (`new Date()` or
 * `Date.now()`), so the engine stays pure and tests pass a fixed instant.
 */
export function todayInCostaRica(instant: Date | number): IsoDate {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('todayInCostaRica needs a valid instant');
  return fromDayNumber(Math.floor((ms + COSTA_RICA_UTC_OFFSET_MINUTES * MS_PER_MINUTE) / MS_PER_DAY));
}
