import { fullName } from '@planilla/contracts';

/** A database row as raw SQL returns it: snake_case columns, values as the driver gives them. */
export type Row = Record<string, unknown>;

/**
 * The rows of a raw `db.execute(sql…)` result, the same on PGlite and node-postgres. The one home of this cast:
 * repositories map these rows to typed objects, services never see them.
 */
export const rowsOf = <T = Row>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** The full name from a row's name columns (`first_name`, `first_surname`, `second_surname`). */
export const fullNameOfRow = (r: {
  first_name?: unknown;
  first_surname?: unknown;
  second_surname?: unknown;
}): string =>
  fullName({
    firstName: String(r.first_name ?? ''),
    firstSurname: String(r.first_surname ?? ''),
    secondSurname: r.second_surname == null ? null : String(r.second_surname),
  });
