import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../src/db/client';
import {
  appSettings,
  banks,
  civilStatuses,
  companies,
  countries,
  educationLevels,
  exitTypes,
  idTypes,
  localities,
  padronState,
} from '../../src/db/schema';
import { BANKS, CIVIL_STATUSES, DEFAULT_EXIT_TYPES, EDUCATION_LEVELS, ID_TYPES } from './catalogs';
import { COUNTRIES } from './countries';
import { localityRows } from './cr-divisions';

/** `{ nameEs: excluded.name_es, … }` for ON CONFLICT DO UPDATE, from the JS property names of `table`. */
const upsertSet = <T extends object>(table: T, keys: (keyof T & string)[]) =>
  Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded.${(table[k] as { name: string }).name}`)]));

/** Companies that have no exit types at all (created before they existed) get the legal ones: one statement. */
const ensureCompanyDefaults = async (db: DbOrTx): Promise<void> => {
  const values = sql.join(
    DEFAULT_EXIT_TYPES.map((t) => sql`(${t.code}::text, ${t.name}::text, ${t.employerLiability}::boolean)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${exitTypes} (company_id, code, name, employer_liability)
    select c.id, d.code, d.name, d.employer_liability
    from ${companies} c cross join (values ${values}) as d(code, name, employer_liability)
    where not exists (select 1 from ${exitTypes} e where e.company_id = c.id)
    on conflict do nothing`);
};

const HASH_KEY = 'reference_data_hash';

/**
 * Brings the global catalogs in line with the data files: inserts what is new and updates names of what
 * exists, in a handful of multi-row statements. Runs on every start; when the data files have not changed
 * since the last sync (their hash is kept in `app_settings`) it is one small read. Rows are never deleted
 * because employees may reference them.
 */
export const syncReferenceData = async (db: DbOrTx): Promise<void> => {
  const hash = createHash('sha1')
    .update(JSON.stringify([ID_TYPES, COUNTRIES, CIVIL_STATUSES, EDUCATION_LEVELS, BANKS, localityRows()]))
    .digest('hex');
  await ensureCompanyDefaults(db);
  const [current] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, HASH_KEY));
  if (current?.value === hash) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(idTypes)
      .values(ID_TYPES.map((t, i) => ({ ...t, sort: i + 1 })))
      .onConflictDoUpdate({
        target: idTypes.code,
        set: upsertSet(idTypes, [
          'haciendaCode',
          'nameEs',
          'nameEn',
          'minLength',
          'maxLength',
          'example',
          'sort',
        ]),
      });
    await tx
      .insert(countries)
      .values(COUNTRIES.map(([code, nameEs, nameEn]) => ({ code, nameEs, nameEn })))
      .onConflictDoUpdate({ target: countries.code, set: upsertSet(countries, ['nameEs', 'nameEn']) });
    await tx
      .insert(civilStatuses)
      .values(CIVIL_STATUSES.map((c, i) => ({ ...c, sort: i + 1 })))
      .onConflictDoUpdate({
        target: civilStatuses.code,
        set: upsertSet(civilStatuses, ['nameEs', 'nameEn', 'sort']),
      });
    await tx
      .insert(educationLevels)
      .values(EDUCATION_LEVELS.map((c, i) => ({ ...c, sort: i + 1 })))
      .onConflictDoUpdate({
        target: educationLevels.code,
        set: upsertSet(educationLevels, ['nameEs', 'nameEn', 'sort']),
      });
    await tx
      .insert(banks)
      .values(BANKS.map((b) => ({ ...b })))
      .onConflictDoUpdate({ target: banks.code, set: upsertSet(banks, ['name', 'shortName']) });
    await tx
      .insert(localities)
      .values(localityRows())
      .onConflictDoUpdate({
        target: localities.code,
        set: upsertSet(localities, ['level', 'parentCode', 'name']),
      });
    await tx.insert(padronState).values({ id: 1 }).onConflictDoNothing();
    await tx
      .insert(appSettings)
      .values({ key: HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: hash, updatedAt: new Date() } });
  });
};

/** What a new company starts with: the legal exit types. Called when a company is created. */
export const seedCompanyDefaults = async (db: DbOrTx, companyId: number): Promise<void> => {
  await db
    .insert(exitTypes)
    .values(DEFAULT_EXIT_TYPES.map((t) => ({ companyId, ...t })))
    .onConflictDoNothing();
};
