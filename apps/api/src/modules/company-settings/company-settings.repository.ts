import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { companyRtPolicies, companySettings, users } from '../../db/schema';

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
  weeklyRestDayPaid: boolean;
  vacationApprover: 'roles' | 'department_head';
  updatedAt: Date;
  updatedBy: string | null;
};

type SettingsRow = {
  pay_date_rule: string;
  pay_date_timing: 'period_end' | 'days_after_end';
  pay_date_days: number | string;
  week_anchor: string;
  allow_advance_vacations: boolean;
  voucher_password: boolean;
  vacation_max_periods: number | string;
  vacation_grant_weeks: number | string;
  weekly_rest_day_paid: boolean;
  vacation_approver: 'roles' | 'department_head';
  updated_at: Date | string;
  updated_by: string | null;
};

const recordOf = (r: SettingsRow): CompanySettingsRecord => ({
  payDateRule: r.pay_date_rule,
  payDateTiming: r.pay_date_timing,
  payDateDays: Number(r.pay_date_days),
  weekAnchor: r.week_anchor,
  allowAdvanceVacations: Boolean(r.allow_advance_vacations),
  voucherPassword: Boolean(r.voucher_password),
  vacationMaxPeriods: Number(r.vacation_max_periods),
  vacationGrantWeeks: Number(r.vacation_grant_weeks),
  weeklyRestDayPaid: Boolean(r.weekly_rest_day_paid),
  vacationApprover: r.vacation_approver,
  updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at),
  updatedBy: r.updated_by,
});

const select = (companyId: number, lock: boolean) => sql`
  select s.pay_date_rule, s.pay_date_timing, s.pay_date_days, s.week_anchor::text as week_anchor,
    s.allow_advance_vacations, s.voucher_password, s.vacation_max_periods, s.vacation_grant_weeks, s.weekly_rest_day_paid,
    s.vacation_approver, s.updated_at,
    u.code as updated_by
  from ${companySettings} s left join ${users} u on u.id = s.updated_by
  where s.company_id = ${companyId}${lock ? sql` for update of s` : sql``}`;

/** The company's settings row, or `null` when it keeps every default. */
export const getSettings = async (db: DbOrTx, companyId: number): Promise<CompanySettingsRecord | null> => {
  const row = rowsOf<SettingsRow>(await db.execute(select(companyId, false)))[0];
  return row ? recordOf(row) : null;
};

/** Locks the company's row (created with the defaults when missing) for a change. */
export const lockSettings = async (db: DbOrTx, companyId: number): Promise<CompanySettingsRecord> => {
  await db.insert(companySettings).values({ companyId }).onConflictDoNothing();
  const row = rowsOf<SettingsRow>(await db.execute(select(companyId, true)))[0];
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
  weeklyRestDayPaid: boolean;
  vacationApprover: 'roles' | 'department_head';
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
      weekly_rest_day_paid = ${values.weeklyRestDayPaid}, vacation_approver = ${values.vacationApprover}, updated_at = now(), updated_by = ${userId}
    where company_id = ${companyId}`);
};

// ---------------------------------------------------------------------------------------------------------
// The INS Riesgos del Trabajo policy, effective-dated

export type RtPolicyRecord = {
  effectiveFrom: string;
  policyNumber: string;
  rate: number;
  activity: string | null;
  updatedAt: Date;
  updatedBy: string | null;
};

type RtRow = {
  effective_from: string;
  policy_number: string;
  rate: number | string;
  activity: string | null;
  updated_at: Date | string;
  updated_by: string | null;
};

const rtRecordOf = (r: RtRow): RtPolicyRecord => ({
  effectiveFrom: String(r.effective_from),
  policyNumber: r.policy_number,
  rate: Number(r.rate),
  activity: r.activity,
  updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at),
  updatedBy: r.updated_by,
});

/** Every version of the company's RT policy, newest first. */
export const listRtPolicies = async (db: DbOrTx, companyId: number): Promise<RtPolicyRecord[]> => {
  const res = await db.execute(sql`
    select p.effective_from::text as effective_from, p.policy_number, p.rate, p.activity, p.updated_at,
      u.code as updated_by
    from ${companyRtPolicies} p left join ${users} u on u.id = p.updated_by
    where p.company_id = ${companyId}
    order by p.effective_from desc`);
  return rowsOf<RtRow>(res).map(rtRecordOf);
};

/** The version in force on `day` (the latest from that day or before), or `null` without one. */
export const rtPolicyOn = async (
  db: DbOrTx,
  companyId: number,
  day: string,
): Promise<{ rate: number; policyNumber: string } | null> => {
  const res = await db.execute(sql`
    select rate, policy_number from ${companyRtPolicies}
    where company_id = ${companyId} and effective_from <= ${day}::date
    order by effective_from desc limit 1`);
  const row = rowsOf<{ rate: number | string; policy_number: string }>(res)[0];
  return row ? { rate: Number(row.rate), policyNumber: row.policy_number } : null;
};

/** Serialises changes to one company's policy (the checks read the versions, then write). */
export const lockRtPolicies = async (db: DbOrTx, companyId: number): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('company_rt_policies'), ${companyId})`);
};

export const upsertRtPolicy = async (
  db: DbOrTx,
  companyId: number,
  v: { effectiveFrom: string; policyNumber: string; rate: number; activity: string | null },
  userId: number,
): Promise<void> => {
  await db.execute(sql`
    insert into ${companyRtPolicies} (company_id, effective_from, policy_number, rate, activity, updated_at, updated_by)
    values (${companyId}, ${v.effectiveFrom}::date, ${v.policyNumber}, ${v.rate}, ${v.activity}, now(), ${userId})
    on conflict (company_id, effective_from) do update set policy_number = excluded.policy_number,
      rate = excluded.rate, activity = excluded.activity, updated_at = now(), updated_by = excluded.updated_by`);
};

export const deleteRtPolicy = async (db: DbOrTx, companyId: number, effectiveFrom: string): Promise<void> => {
  await db.execute(sql`
    delete from ${companyRtPolicies} where company_id = ${companyId} and effective_from = ${effectiveFrom}::date`);
};

/**
 * The last days of the company's paid regular and settlement payrolls from `from` on (distinct, oldest first):
 * the days whose RT rate was charged and may no longer change.
 */
export const paidPeriodEndsFrom = async (db: DbOrTx, companyId: number, from: string): Promise<string[]> => {
  const res = await db.execute(sql`
    select distinct period_end::text as d from payrolls
    where company_id = ${companyId} and status = 'paid' and kind in ('regular', 'settlement')
      and period_end >= ${from}::date
    order by 1`);
  return rowsOf<{ d: string }>(res).map((r) => r.d);
};
