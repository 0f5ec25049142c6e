import { isoDate, V } from '@planilla/contracts';
import { z } from 'zod';

/** Today's date in Costa Rica (`YYYY-MM-DD`), the calendar the server's rules use. */
export const todayInCostaRica = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Costa_Rica',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** `YYYY-MM-DD` plus whole days. */
export const addDays = (isoDate: string, days: number): string => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A required date field of a form: blank is "required", not "invalid date". */
export const requiredDate = z.string({ error: V.required }).min(1, { error: V.required }).pipe(isoDate);
