import type { CompanySettings, UpdateCompanySettingsRequest } from '@planilla/contracts';
import {
  DEFAULT_PAY_DATE_RULE,
  DEFAULT_PERIOD_ANCHOR,
  weekday,
  type IsoDate,
  type PayDateRule,
  type PayDateTiming,
} from '@planilla/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import * as repo from './company-settings.repository';

export type CompanySettingsDeps = { db: Db };

/** The company's settings with every default filled in (the one reader of `company_settings`). */
export type CompanyPayrollSettings = {
  payDateRule: PayDateRule;
  payDateTiming: PayDateTiming;
  weekAnchor: IsoDate;
  allowAdvanceVacations: boolean;
  vacationApprover: 'roles' | 'department_head';
  updatedAt: Date | null;
  updatedBy: string | null;
};

const DEFAULTS: repo.SettingsPatch = {
  payDateRule: DEFAULT_PAY_DATE_RULE,
  payDateTiming: 'period_end',
  payDateDays: 0,
  weekAnchor: DEFAULT_PERIOD_ANCHOR,
  allowAdvanceVacations: false,
  voucherPassword: false,
  vacationMaxPeriods: 2,
  vacationGrantWeeks: 15,
  // CT art. 152: the weekly rest day is paid only in commerce (and the art. 136 five-day week).
  weeklyRestDayPaid: false,
  vacationApprover: 'roles',
};

const valuesOf = (row: repo.CompanySettingsRecord | null): repo.SettingsPatch =>
  row
    ? {
        payDateRule: row.payDateRule,
        payDateTiming: row.payDateTiming,
        payDateDays: row.payDateDays,
        weekAnchor: row.weekAnchor,
        allowAdvanceVacations: row.allowAdvanceVacations,
        voucherPassword: row.voucherPassword,
        vacationMaxPeriods: row.vacationMaxPeriods,
        vacationGrantWeeks: row.vacationGrantWeeks,
        weeklyRestDayPaid: row.weeklyRestDayPaid,
        vacationApprover: row.vacationApprover,
      }
    : DEFAULTS;

/** The company's payroll settings, defaults filled in: what the calendar, the ranges and the engine read. */
export const companySettingsFor = async (db: DbOrTx, companyId: number): Promise<CompanyPayrollSettings> => {
  const row = await repo.getSettings(db, companyId);
  const v = valuesOf(row);
  return {
    payDateRule: v.payDateRule as PayDateRule,
    payDateTiming:
      v.payDateTiming === 'days_after_end'
        ? { kind: 'days_after_end', days: v.payDateDays }
        : { kind: 'period_end' },
    weekAnchor: v.weekAnchor as IsoDate,
    allowAdvanceVacations: v.allowAdvanceVacations,
    vacationApprover: v.vacationApprover,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
};

/**
 * The company's rule for pay dates on a Saturday, Sunday or holiday, for the payroll calendar:
 * `adjustPayDate(date, await payDateRuleFor(db, companyId), ruleSets)`.
 */
export const payDateRuleFor = async (db: DbOrTx, companyId: number): Promise<PayDateRule> =>
  (await companySettingsFor(db, companyId)).payDateRule;

/** Who decides the employees' vacation requests: the roles, or the department head when there is one. */
export const vacationApproverFor = async (db: DbOrTx, companyId: number) =>
  (await companySettingsFor(db, companyId)).vacationApprover;

/** Whether the company accepts vacations beyond the earned balance. */
export const allowsAdvanceVacations = async (db: DbOrTx, companyId: number): Promise<boolean> =>
  (await companySettingsFor(db, companyId)).allowAdvanceVacations;

const dto = (companyId: number, row: repo.CompanySettingsRecord | null): CompanySettings => {
  const v = valuesOf(row);
  return {
    num_empresa: companyId,
    payDateRule: v.payDateRule as CompanySettings['payDateRule'],
    payDateTiming: v.payDateTiming === 'days_after_end' ? 'daysAfterEnd' : 'periodEnd',
    payDateDays: v.payDateDays,
    weekAnchor: v.weekAnchor,
    firstDayOfWeek: weekday(v.weekAnchor as IsoDate),
    allowAdvanceVacations: v.allowAdvanceVacations,
    voucherPassword: v.voucherPassword,
    vacationMaxPeriods: v.vacationMaxPeriods,
    vacationGrantWeeks: v.vacationGrantWeeks,
    weeklyRestDayPaid: v.weeklyRestDayPaid,
    vacationApprover: v.vacationApprover === 'department_head' ? 'departmentHead' : 'roles',
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedBy ?? null,
  };
};

/** paramPlanilla/companysettings */
export const getCompanySettings = async (
  deps: CompanySettingsDeps,
  auth: AuthContext,
): Promise<CompanySettings> => dto(auth.companyId, await repo.getSettings(deps.db, auth.companyId));

/**
 * paramPlanilla/updatecompanysettings: the fields sent replace theirs, the rest keep their values; audited
 * with before and after; the same values again change nothing.
 */
export const updateCompanySettings = async (
  deps: CompanySettingsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: UpdateCompanySettingsRequest,
): Promise<CompanySettings> =>
  deps.db.transaction(async (tx) => {
    const existing = await repo.getSettings(tx, auth.companyId);
    const before = valuesOf(existing);
    const after: repo.SettingsPatch = {
      payDateRule: input.payDateRule ?? before.payDateRule,
      payDateTiming:
        input.payDateTiming === undefined
          ? before.payDateTiming
          : input.payDateTiming === 'daysAfterEnd'
            ? 'days_after_end'
            : 'period_end',
      payDateDays: input.payDateDays ?? before.payDateDays,
      weekAnchor: input.weekAnchor ?? before.weekAnchor,
      allowAdvanceVacations: input.allowAdvanceVacations ?? before.allowAdvanceVacations,
      voucherPassword: input.voucherPassword ?? before.voucherPassword,
      vacationMaxPeriods: input.vacationMaxPeriods ?? before.vacationMaxPeriods,
      vacationGrantWeeks: input.vacationGrantWeeks ?? before.vacationGrantWeeks,
      weeklyRestDayPaid: input.weeklyRestDayPaid ?? before.weeklyRestDayPaid,
      vacationApprover:
        input.vacationApprover === undefined
          ? before.vacationApprover
          : input.vacationApprover === 'departmentHead'
            ? 'department_head'
            : 'roles',
    };
    // With the pay on the period's last day, the days after it mean nothing: kept at 0.
    if (after.payDateTiming === 'period_end') after.payDateDays = 0;
    const changed = (Object.keys(after) as (keyof repo.SettingsPatch)[]).filter(
      (k) => after[k] !== before[k],
    );
    if (changed.length === 0) return dto(auth.companyId, existing);
    await repo.lockSettings(tx, auth.companyId);
    await repo.updateSettings(tx, auth.companyId, after, auth.userId);
    const stored = (await repo.getSettings(tx, auth.companyId))!;
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'company_settings_updated',
        entity: 'company_settings',
        entityId: auth.companyId,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      },
    );
    return dto(auth.companyId, stored);
  });
