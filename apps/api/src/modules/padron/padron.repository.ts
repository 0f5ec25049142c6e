import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { padronState } from '../../db/schema';
import type { PadronRow } from './padron-file';
import { rowsOf } from '../../db/rows';

export type PadronTable = 'a' | 'b';
const table = (t: PadronTable) => sql.identifier(`padron_${t}`);

export const getState = async (db: DbOrTx) => {
  const [row] = await db.select().from(padronState).where(eq(padronState.id, 1));
  return row ?? null;
};

/** A person of the electoral roll. */
export type PadronPerson = {
  cedula: string;
  electoralCode: string;
  expiryDate: string | null;
  firstName: string;
  firstSurname: string;
  secondSurname: string | null;
};

/** One person by cédula from the given table: a prepared primary-key lookup. */
export const lookup = async (db: DbOrTx, t: PadronTable, cedula: string): Promise<PadronPerson | null> => {
  const [row] = await preparedRows<{
    cedula: string;
    electoral_code: string;
    expiry_date: string | null;
    first_name: string;
    first_surname: string;
    second_surname: string | null;
  }>(
    db,
    sql`select cedula, electoral_code, expiry_date::text as expiry_date, first_name, first_surname, second_surname
        from ${table(t)} where cedula = ${cedula}`,
  );
  return row
    ? {
        cedula: row.cedula,
        electoralCode: row.electoral_code,
        expiryDate: row.expiry_date,
        firstName: row.first_name,
        firstSurname: row.first_surname,
        secondSurname: row.second_surname,
      }
    : null;
};

/** Empties the inactive table and drops its primary key, so the bulk load does not maintain an index. */
export const prepareLoad = async (db: DbOrTx, t: PadronTable) => {
  await db.execute(sql`truncate ${table(t)}`);
  await db.execute(
    sql`alter table ${table(t)} drop constraint if exists ${sql.identifier(`padron_${t}_pkey`)}`,
  );
};

/** One set-based insert of a batch: seven arrays unnested into rows. */
export const insertBatch = async (db: DbOrTx, t: PadronTable, rows: PadronRow[]) => {
  const col = <K extends keyof PadronRow>(k: K) => sql.param(rows.map((r) => r[k]));
  await db.execute(sql`
    insert into ${table(t)} (cedula, electoral_code, expiry_date, board, first_name, first_surname, second_surname)
    select * from unnest(${col('cedula')}::text[], ${col('electoralCode')}::text[], ${col('expiryDate')}::date[], ${col('board')}::text[],
      ${col('firstName')}::text[], ${col('firstSurname')}::text[], ${col('secondSurname')}::text[])`);
};

/** Builds the primary key once over the loaded rows (fails on a repeated cédula), and refreshes statistics. */
export const finishLoad = async (db: DbOrTx, t: PadronTable) => {
  await db.execute(
    sql`alter table ${table(t)} add constraint ${sql.identifier(`padron_${t}_pkey`)} primary key (cedula)`,
  );
  await db.execute(sql`analyze ${table(t)}`);
};

export const countRows = async (db: DbOrTx, t: PadronTable): Promise<number> =>
  Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${table(t)}`))[0]?.n ?? 0);

/** Points lookups at the freshly loaded table: the switch is one row update. */
export const activate = (
  db: DbOrTx,
  t: PadronTable,
  info: { rowCount: number; sourceName: string; jobId: string },
) =>
  db
    .update(padronState)
    .set({
      activeTable: t,
      rowCount: info.rowCount,
      importedAt: new Date(),
      sourceName: info.sourceName,
      jobId: info.jobId,
    })
    .where(eq(padronState.id, 1));

export const truncate = (db: DbOrTx, t: PadronTable) => db.execute(sql`truncate ${table(t)}`);
