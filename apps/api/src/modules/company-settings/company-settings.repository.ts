import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySettings, users } from '../../db/schema';

/** The company's settings row as stored. */
export type CompanySettingsRecord = {
  payDateRule: string;
  payDateTiming: 'period_end' | 'days_after_end';
  payDateDays: number;
  weekAnchor: string;
  allowAdvanceVacations: boolean;
  voucherPassword: boolean;
  vacationMaxPeriods: number;
  vacationGrantWeeks: number;
  updatedAt: Date;
  updatedBy: string | null;
};

type Row = {
  pay_date_rule: string;
  pay_date_timing: 'period_end' | 'days_after_end';
  pay_date_days: number | string;
  week_anchor: string;
  allow_advance_vacations: boolean;
  voucher_password: boolean;
  vacation_max_periods: number | string;
  vacation_grant_weeks: number | string;
  updated_at: Date | string;
  updated_by: string | null;
};

const recordOf = (r: Row): CompanySettingsRecord => ({
  payDateRule: r.pay_date_rule,
  payDateTiming: r.pay_date_timing,
  payDateDays: Number(r.pay_date_days),
  weekAnchor: r.week_anchor,
  allowAdvanceVacations: Boolean(r.allow_advance_vacations),
  voucherPassword: Boolean(r.voucher_password),
  vacationMaxPeriods: Number(r.vacation_max_periods),
  vacationGrantWeeks: Number(r.vacation_grant_weeks),
  updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at),
  updatedBy: r.updated_by,
});

const select = (companyId: number, lock: boolean) => sql`
  select s.pay_date_rule, s.pay_date_timing, s.pay_date_days, s.week_anchor::text as week_anchor,
    s.allow_advance_vacations, s.voucher_password, s.vacation_max_periods, s.vacation_grant_weeks, s.updated_at,
    u.code as updated_by
  from ${companySettings} s left join ${users} u on u.id = s.updated_by
  where s.company_id = ${companyId}${lock ? sql` for update of s` : sql``}`;

/** The company's settings row, or `null` when it keeps every default. */
export const getSettings = async (db: DbOrTx, companyId: number): Promise<CompanySettingsRecord | null> => {
  const row = ((await db.execute(select(companyId, false))) as unknown as { rows: Row[] }).rows[0];
  return row ? recordOf(row) : null;
};

/** Locks the company's row (created with the defaults when missing) for a change. */
export const lockSettings = async (db: DbOrTx, companyId: number): Promise<CompanySettingsRecord> => {
  await db.insert(companySettings).values({ companyId }).onConflictDoNothing();
  const row = ((await db.execute(select(companyId, true))) as unknown as { rows: Row[] }).rows[0];
  return recordOf(row!);
};

export type SettingsPatch = {
  payDateRule: string;
  payDateTiming: 'period_end' | 'days_after_end';
  payDateDays: number;
  weekAnchor: string;
  allowAdvanceVacations: boolean;
  voucherPassword: boolean;
  vacationMaxPeriods: number;
  vacationGrantWeeks: number;
};

export const updateSettings = async (
  db: DbOrTx,
  companyId: number,
  values: SettingsPatch,
  userId: number,
): Promise<void> => {
  await db.execute(sql`
    update ${companySettings} set pay_date_rule = ${values.payDateRule}, pay_date_timing = ${values.payDateTiming},
      pay_date_days = ${values.payDateDays}, week_anchor = ${values.weekAnchor},
      allow_advance_vacations = ${values.allowAdvanceVacations}, voucher_password = ${values.voucherPassword},
      vacation_max_periods = ${values.vacationMaxPeriods}, vacation_grant_weeks = ${values.vacationGrantWeeks},
      updated_at = now(), updated_by = ${userId}
    where company_id = ${companyId}`);
};
