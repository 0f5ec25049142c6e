import { todayInCostaRica as todayAt } from '@planilla/domain';

/**
 * Today's date in Costa Rica (`YYYY-MM-DD`) by the server's clock. The rule (UTC−6, no daylight saving) is
 * the domain's `todayInCostaRica`; this only reads the clock for it.
 */
export const todayInCostaRica = (now: Date = new Date()): string => todayAt(now);

/** Whole years from `from` to `to` (both `YYYY-MM-DD`): a birthday counts on its day. */
export const yearsBetween = (from: string, to: string): number => {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
};

export const isoOf = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : typeof d === 'string' ? new Date(d).toISOString() : d.toISOString();
