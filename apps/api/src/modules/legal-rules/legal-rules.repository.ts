import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSettings, legalRules, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/** The kinds of rows: one interval of one table each (a CCSS change of several lines is several rows). */
export type LegalRuleKind = 'salaryTax' | 'ccssRate' | 'minimumWage' | 'holidayTransfer';

/** The figures of each kind, stored in `legal_rules.value` (céntimos, basis points, dates). */
export type LegalRuleValue =
  | {
      kind: 'salaryTax';
      brackets: { from: number; rate: number }[];
      childCredit: number;
      spouseCredit: number;
    }
  | { kind: 'ccssRate'; code: string; rate: number }
  /** `category` since issue 25 (the row's `rule_key` too); rows from before have neither and are unskilled. */
  | { kind: 'minimumWage'; category?: string; monthly: number; daily: number | null }
  | { kind: 'holidayTransfer'; holidayId: string; from: string; to: string };

export type LegalRuleRecord = {
  id: number;
  kind: LegalRuleKind;
  ruleKey: string;
  effectiveFrom: string;
  decree: string;
  source: string | null;
  value: LegalRuleValue;
  createdAt: Date;
  updatedAt: Date;
  createdByCode: string | null;
};

export type LegalRuleWrite = {
  kind: LegalRuleKind;
  ruleKey: string;
  effectiveFrom: string;
  decree: string;
  source: string | null;
  value: LegalRuleValue;
};

const columns = {
  id: legalRules.id,
  kind: legalRules.kind,
  ruleKey: legalRules.ruleKey,
  effectiveFrom: legalRules.effectiveFrom,
  decree: legalRules.decree,
  source: legalRules.source,
  value: legalRules.value,
  createdAt: legalRules.createdAt,
  updatedAt: legalRules.updatedAt,
  createdByCode: users.code,
};

/** Every registered value, oldest date first. */
export const listRegistered = async (db: DbOrTx): Promise<LegalRuleRecord[]> =>
  (await db
    .select(columns)
    .from(legalRules)
    .leftJoin(users, eq(users.id, legalRules.createdBy))
    .orderBy(asc(legalRules.effectiveFrom), asc(legalRules.id))) as LegalRuleRecord[];

/** One registered value, locked for the change (inside the registration lock). */
export const getRegisteredForUpdate = async (db: DbOrTx, id: number): Promise<LegalRuleRecord | null> => {
  const [row] = await db
    .select(columns)
    .from(legalRules)
    .leftJoin(users, eq(users.id, legalRules.createdBy))
    .where(eq(legalRules.id, id))
    .for('update', { of: legalRules });
  return (row as LegalRuleRecord | undefined) ?? null;
};

/**
 * Serialises the changes to the legal values of the whole installation: the overlap check and the write of a
 * registration see every earlier one.
 */
export const lockLegalRules = async (db: DbOrTx): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(4243, 0)`);
};

export const insertRegistered = async (
  db: DbOrTx,
  rows: LegalRuleWrite[],
  userId: number,
): Promise<number[]> => {
  const inserted = await db
    .insert(legalRules)
    .values(rows.map((row) => ({ ...row, createdBy: userId })))
    .returning({ id: legalRules.id });
  return inserted.map((row) => row.id);
};

export const updateRegistered = async (db: DbOrTx, id: number, row: LegalRuleWrite): Promise<void> => {
  await db
    .update(legalRules)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(legalRules.id, id));
};

export const deleteRegistered = async (db: DbOrTx, id: number): Promise<void> => {
  await db.delete(legalRules).where(eq(legalRules.id, id));
};

const VERSION_KEY = 'legal_rules_version';

/**
 * A counter that every change to the registered values raises in its own transaction: a server (or another
 * instance) reads it to know whether its merged rules are still current.
 */
export const readRulesVersion = async (db: DbOrTx): Promise<string> => {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, VERSION_KEY));
  return row?.value ?? '0';
};

export const bumpRulesVersion = async (db: DbOrTx): Promise<void> => {
  await db
    .insert(appSettings)
    .values({ key: VERSION_KEY, value: '1' })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`(${appSettings.value}::bigint + 1)::text`, updatedAt: new Date() },
    });
};

/** The latest paid payroll (any company) whose pay date or period end is on or after `from`, if any. */
export const latestPaidPayrollFrom = async (
  db: DbOrTx,
  from: string,
): Promise<{ payDate: string } | undefined> => {
  const res = await db.execute(sql`
    select pay_date::text as pay_date from payrolls
    where status = 'paid' and (pay_date >= ${from}::date or period_end >= ${from}::date)
    order by pay_date desc limit 1`);
  const row = rowsOf<{ pay_date: string }>(res)[0];
  return row && { payDate: row.pay_date };
};
