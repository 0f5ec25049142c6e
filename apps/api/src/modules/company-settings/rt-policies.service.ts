import type {
  RtPoliciesResponse,
  RtPolicy,
  deleteRtPolicyRequest,
  saveRtPolicyRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import * as repo from './company-settings.repository';
import type { CompanySettingsDeps } from './company-settings.service';
import * as state from '../payroll-state/payroll-state.repository';

/**
 * The company's INS Riesgos del Trabajo (RT) policy: the rate the INS set for its economic activity, with the
 * policy number, effective-dated (a policy is renewed or re-rated). The payroll engine charges the version in
 * force on a period's last day (`rtRateOn`); docs/decisions.md, "RT premium".
 */

/** The RT premium rate (basis points) in force on `day`, or `null` when the company has no policy then. */
export const rtRateOn = async (db: DbOrTx, companyId: number, day: string): Promise<number | null> =>
  (await repo.rtPolicyOn(db, companyId, day))?.rate ?? null;

const dto = (r: repo.RtPolicyRecord): RtPolicy => ({
  effectiveFrom: r.effectiveFrom,
  policyNumber: r.policyNumber,
  rate: r.rate,
  activity: r.activity,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

/** The version of `versions` (any order) in force on `day`. */
const versionOn = <T extends { effectiveFrom: string }>(versions: readonly T[], day: string): T | null =>
  versions.reduce<T | null>(
    (best, v) => (v.effectiveFrom <= day && (!best || v.effectiveFrom > best.effectiveFrom) ? v : best),
    null,
  );

/**
 * A change may not alter the rate a paid payroll was charged: for every paid period ending from the changed
 * version's date on, the rate in force before and after the change must be the same (a new number or activity
 * is fine). Refused with the first period it would alter.
 */
const assertPaidRatesKept = async (
  db: DbOrTx,
  companyId: number,
  from: string,
  before: readonly repo.RtPolicyRecord[],
  after: readonly { effectiveFrom: string; rate: number }[],
) => {
  for (const day of await repo.paidPeriodEndsFrom(db, companyId, from)) {
    if ((versionOn(before, day)?.rate ?? null) !== (versionOn(after, day)?.rate ?? null))
      throw new AppError(
        'RT_POLICY_USED_BY_PAID_PAYROLL',
        { effectiveFrom: 'errors.RT_POLICY_USED_BY_PAID_PAYROLL' },
        { params: { periodEnd: day } },
      );
  }
};

/** paramPlanilla/rtpolicies: every version, newest first, and the one in force today. */
export const listRtPolicies = async (
  deps: CompanySettingsDeps,
  auth: AuthContext,
): Promise<RtPoliciesResponse> => {
  const items = await repo.listRtPolicies(deps.db, auth.companyId);
  const inForce = versionOn(items, todayInCostaRica());
  return { inForce: inForce ? dto(inForce) : null, items: items.map(dto) };
};

/**
 * paramPlanilla/savertpolicy: adds the version that starts on `effectiveFrom`, or changes the one that does.
 * Audited with before and after; the company's unpaid payrolls ending from that date need recalculating.
 */
export const saveRtPolicy = async (
  deps: CompanySettingsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof saveRtPolicyRequest>,
): Promise<RtPoliciesResponse> => {
  await deps.db.transaction(async (tx) => {
    await repo.lockRtPolicies(tx, auth.companyId);
    const versions = await repo.listRtPolicies(tx, auth.companyId);
    const existing = versions.find((v) => v.effectiveFrom === input.effectiveFrom) ?? null;
    const next = {
      effectiveFrom: input.effectiveFrom,
      policyNumber: input.policyNumber,
      rate: input.rate,
      activity: input.activity,
    };
    if (
      existing &&
      existing.policyNumber === next.policyNumber &&
      existing.rate === next.rate &&
      existing.activity === next.activity
    )
      return;
    await assertPaidRatesKept(tx, auth.companyId, input.effectiveFrom, versions, [
      ...versions.filter((v) => v.effectiveFrom !== input.effectiveFrom),
      next,
    ]);
    await repo.upsertRtPolicy(tx, auth.companyId, next, auth.userId);
    if (!existing || existing.rate !== next.rate)
      await state.bumpOpenPayrollsEndingFrom(tx, auth.companyId, input.effectiveFrom);
    const snapshot = (v: typeof next | null) =>
      v
        ? { effectiveFrom: v.effectiveFrom, policyNumber: v.policyNumber, rate: v.rate, activity: v.activity }
        : null;
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'rt_policy_saved',
        entity: 'company_rt_policy',
        entityId: `${auth.companyId}:${input.effectiveFrom}`,
        before: snapshot(existing),
        after: snapshot(next),
      },
    );
  });
  return listRtPolicies(deps, auth);
};

/** paramPlanilla/deletertpolicy: removes a version (404 when none starts on that date), audited. */
export const deleteRtPolicy = async (
  deps: CompanySettingsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof deleteRtPolicyRequest>,
): Promise<RtPoliciesResponse> => {
  await deps.db.transaction(async (tx) => {
    await repo.lockRtPolicies(tx, auth.companyId);
    const versions = await repo.listRtPolicies(tx, auth.companyId);
    const existing = versions.find((v) => v.effectiveFrom === input.effectiveFrom);
    if (!existing) throw new AppError('RT_POLICY_NOT_FOUND');
    await assertPaidRatesKept(
      tx,
      auth.companyId,
      input.effectiveFrom,
      versions,
      versions.filter((v) => v !== existing),
    );
    await repo.deleteRtPolicy(tx, auth.companyId, input.effectiveFrom);
    await state.bumpOpenPayrollsEndingFrom(tx, auth.companyId, input.effectiveFrom);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'rt_policy_deleted',
        entity: 'company_rt_policy',
        entityId: `${auth.companyId}:${input.effectiveFrom}`,
        before: {
          effectiveFrom: existing.effectiveFrom,
          policyNumber: existing.policyNumber,
          rate: existing.rate,
          activity: existing.activity,
        },
        after: null,
      },
    );
  });
  return listRtPolicies(deps, auth);
};
