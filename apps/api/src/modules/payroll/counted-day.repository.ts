import { sql, type SQL } from 'drizzle-orm';

/**
 * The one definition of a counted day of a payroll: a stored attendance day the calculation takes, and so the
 * day every count by code shows (the review's, the calculation's `daysByCode`). A rest day or a holiday as the
 * projection laid it out (R, no clock entry, no minutes) was not worked: it is paid by the salary like any day
 * without a row, and counts as no day. As an R row it would count toward the weekly maximum (art. 136) and pay
 * every holiday as worked (double, art. 148) to people who stayed home. Times or ordinary minutes typed on it
 * say it was worked: it counts, and is paid (art. 148 or 152).
 *
 * `d` is the alias of `attendance_days` in the caller's query.
 */
export const countedDay = (d: string): SQL =>
  sql.raw(
    `not ((${d}.rest_day or ${d}.holiday_id is not null) and ${d}.code = 'R' and ${d}.entry_time is null
      and ${d}.ordinary_minutes = 0)`,
  );
