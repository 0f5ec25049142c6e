import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { rowsOf } from './rows';

/**
 * The schema guard for distributing by company (docs/scaling.md): Citus distributes a table by one column and
 * needs that column in its primary key, in every unique constraint and in every foreign key between distributed
 * tables; a table every company shares is a reference table (copied to every node), and a foreign key may point
 * at it from anywhere. This reads the catalogue after the migrations and answers every rule a table breaks.
 */

/** Shared by all companies: catalogues, legal rules, the padrón. Distributed as Citus reference tables. */
export const REFERENCE_TABLES: Record<string, string> = {
  id_types: 'identification types (catalogue)',
  countries: 'countries (catalogue)',
  civil_statuses: 'civil statuses (catalogue)',
  education_levels: 'education levels (catalogue)',
  banks: 'banks (catalogue)',
  localities: 'provinces, cantons and districts (catalogue)',
  legal_rules: 'the law as dated data (rates, brackets, holidays, minimum wages)',
  padron_a: "the TSE's padrón (one of its two generations)",
  padron_b: "the TSE's padrón (one of its two generations)",
  padron_state: 'which padrón generation is live',
  app_settings: 'settings of the whole installation',
  companies: 'the companies themselves (every company table points at its row)',
  users: 'people who sign in: one user may work in several companies; company rows name who changed them',
  memberships: "a user's role in each company, read at sign-in across the user's companies",
};

/**
 * The installation's own bookkeeping, not company data: sessions, public rate limits, its audit of company-less
 * events, and the queues its workers drain across companies (the outbox, the jobs and their staging rows; a
 * padrón job has no company). They stay on the Citus coordinator as local tables: the workers' sweeps read
 * them, never a company table across companies.
 */
export const SYSTEM_TABLES: Record<string, string> = {
  sessions: 'sign-in sessions (by user)',
  session_rotated_tokens: 'refresh tokens already used (by session)',
  password_resets: 'password-recovery links (by user)',
  bookmarks: "a user's bookmarked pages (by user)",
  rate_limits: 'public request counts per address (before anyone signs in)',
  system_audit_log: "the installation's events of no company (failed sign-ins, password recovery, padrón)",
  outbox:
    "the mail queue of every company and of the installation (password recovery), drained by every instance's worker",
  import_jobs:
    "jobs of every kind (the padrón's has no company); the recovery sweep reads every instance's jobs",
  job_staging: "a running job's staging rows, by job",
  __drizzle_migrations: 'applied migrations',
};

export type SchemaProblem = { table: string; rule: string; detail: string };

const read = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/** Every rule a table of the `public` schema breaks; none on a schema ready to distribute by company. */
export const checkSchemaForDistribution = async (db: DbOrTx): Promise<SchemaProblem[]> => {
  const tables = await read<{ table: string; has_company: boolean; company_nullable: boolean | null }>(
    db,
    sql`select c.relname as "table",
          exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id'
                  and not a.attisdropped) as has_company,
          (select not a.attnotnull from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id'
                  and not a.attisdropped) as company_nullable
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  // Primary keys and unique indexes (a unique constraint is one too): their columns in order.
  const indexes = await read<{ table: string; name: string; primary: boolean; columns: string[] | string }>(
    db,
    sql`select t.relname as "table", i.relname as name, x.indisprimary as primary,
          array(select a.attname::text from unnest(x.indkey) with ordinality k(attnum, ord)
                left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
                order by k.ord) as columns
        from pg_index x join pg_class t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and (x.indisunique or x.indisprimary)`,
  );
  const foreignKeys = await read<{
    table: string;
    name: string;
    target: string;
    columns: string[] | string;
    target_columns: string[] | string;
  }>(
    db,
    sql`select t.relname as "table", c.conname as name, r.relname as target,
          array(select a.attname::text from unnest(c.conkey) k(attnum)
                join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum) as columns,
          array(select a.attname::text from unnest(c.confkey) k(attnum)
                join pg_attribute a on a.attrelid = r.oid and a.attnum = k.attnum) as target_columns
        from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and c.contype = 'f'`,
  );
  // node-postgres parses text[]; PGlite may answer the array literal: read both.
  const list = (v: string[] | string | null): (string | null)[] =>
    Array.isArray(v)
      ? v
      : (v ?? '')
          .replace(/^\{|\}$/g, '')
          .split(',')
          .map((s) => (s === 'NULL' ? null : s));

  const problems: SchemaProblem[] = [];
  const scoped = new Set<string>();
  for (const t of tables) {
    if (t.table in REFERENCE_TABLES || t.table in SYSTEM_TABLES) continue;
    scoped.add(t.table);
    if (!t.has_company) {
      problems.push({
        table: t.table,
        rule: 'company-column',
        detail:
          'no company_id: scope it by company, or list it as a reference or system table with its reason',
      });
      continue;
    }
    if (t.company_nullable)
      problems.push({ table: t.table, rule: 'company-not-null', detail: 'company_id may be null' });
    const pk = indexes.find((i) => i.table === t.table && i.primary);
    if (!pk) problems.push({ table: t.table, rule: 'primary-key', detail: 'no primary key' });
    else if (list(pk.columns)[0] !== 'company_id')
      problems.push({
        table: t.table,
        rule: 'primary-key',
        detail: `primary key (${list(pk.columns).join(', ')}) does not start with company_id`,
      });
  }
  for (const i of indexes) {
    if (!scoped.has(i.table) || i.primary) continue;
    // An expression in a unique index shows as a null column; company_id must still be one of its columns.
    if (!list(i.columns).includes('company_id'))
      problems.push({ table: i.table, rule: 'unique', detail: `unique index ${i.name} lacks company_id` });
  }
  for (const f of foreignKeys) {
    if (!scoped.has(f.table)) continue;
    if (f.target in REFERENCE_TABLES || f.target === 'companies') continue;
    if (f.target in SYSTEM_TABLES) {
      problems.push({
        table: f.table,
        rule: 'foreign-key',
        detail: `${f.name} points at the system table ${f.target}: a distributed table cannot reference a local one`,
      });
      continue;
    }
    const cols = list(f.columns);
    const targets = list(f.target_columns);
    const at = cols.indexOf('company_id');
    if (at < 0 || targets[at] !== 'company_id')
      problems.push({
        table: f.table,
        rule: 'foreign-key',
        detail: `${f.name} → ${f.target} does not join on company_id`,
      });
  }
  return problems;
};
