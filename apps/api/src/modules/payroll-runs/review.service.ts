import {
  REVIEW_BLOCKER_CODES,
  type reviewStatusRequest,
  type reviewStatusResponse,
  type updateReviewRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { searchWords } from '../../lib/text';
import { getPayroll, lockPayroll } from '../payroll-state/payroll-state.repository';
import {
  payrollReviewBlockers,
  payrollReviewWarnings,
  type ReviewBlocker,
} from './review-blockers.repository';
import * as repo from './review.repository';

export type ReviewDeps = { db: Db };

const byEmployee = <T extends { employeeNumber: number }>(list: T[]) => {
  const map = new Map<number, T[]>();
  for (const x of list) map.set(x.employeeNumber, [...(map.get(x.employeeNumber) ?? []), x]);
  return map;
};

/**
 * asistencia/employeesstatus: the payroll's review. The summary (members, reviewed, employees blocked and
 * the blockers by code: days for the day-caused ones, employees for the others) covers the whole payroll;
 * the page lists employees by name with their days by code, minutes, + and − amounts, blockers and warnings.
 */
export const reviewStatus = async (
  deps: ReviewDeps,
  auth: AuthContext,
  input: z.output<typeof reviewStatusRequest>,
): Promise<z.output<typeof reviewStatusResponse>> => {
  const payroll = await getPayroll(deps.db, auth.companyId, input.payrollId);
  if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
  const [blockers, counts] = await Promise.all([
    payrollReviewBlockers(deps.db, auth.companyId, payroll.id),
    repo.reviewCounts(deps.db, auth.companyId, payroll.id),
  ]);
  const blockersOf = byEmployee(blockers);
  const { rows, total } = await repo.pageReviewMembers(deps.db, {
    companyId: auth.companyId,
    payrollId: payroll.id,
    words: searchWords(input.search),
    reviewStatus: input.reviewStatus,
    only: input.onlyBlocked ? [...blockersOf.keys()] : undefined,
    page: input.page,
    pageSize: input.pageSize,
  });
  const numbers = rows.map((r) => r.employeeNumber);
  const [totals, warnings] = await Promise.all([
    repo.reviewTotals(deps.db, auth.companyId, payroll.id, numbers),
    numbers.length === 0 ? [] : payrollReviewWarnings(deps.db, auth.companyId, payroll.id, numbers),
  ]);
  const totalsOf = new Map(totals.map((t) => [t.employeeNumber, t]));
  const warningsOf = byEmployee(warnings);
  const byCode = Object.fromEntries(REVIEW_BLOCKER_CODES.map((c) => [c, 0])) as Record<
    (typeof REVIEW_BLOCKER_CODES)[number],
    number
  >;
  for (const b of blockers) byCode[b.code] += 1;
  return {
    employees: counts.employees,
    reviewed: counts.reviewed,
    blocked: blockersOf.size,
    blockers: byCode,
    page: {
      items: rows.map((r) => {
        const n = r.employeeNumber;
        const t = totalsOf.get(n);
        return {
          num_empleado: n,
          fullName: r.fullName,
          counts: t?.counts ?? { R: 0, E: 0, A: 0, S: 0, V: 0, I: 0, '+': 0, '-': 0 },
          ordinaryMinutes: t?.ordinaryMinutes ?? 0,
          extraMinutesApproved: t?.extraMinutesApproved ?? 0,
          extraMinutesPending: t?.extraMinutesPending ?? 0,
          additions: t?.additions ?? 0,
          deductions: t?.deductions ?? 0,
          blockers: (blockersOf.get(n) ?? []).map((b) => ({ code: b.code, date: b.date })),
          warnings: (warningsOf.get(n) ?? []).map((w) => ({ code: w.code, date: w.date })),
          reviewStatus: r.reviewStatus,
          reviewedAt: r.reviewedAt,
          reviewedBy: r.reviewedBy,
        };
      }),
      total,
      page: input.page,
      pageSize: input.pageSize,
    },
  };
};

const describeBlocked = (blockers: ReviewBlocker[]) => {
  const of = byEmployee(blockers);
  const numbers = [...of.keys()];
  const shown = numbers.slice(0, 20);
  return {
    count: numbers.length,
    employees:
      shown.join(', ') + (numbers.length > shown.length ? ` (+${numbers.length - shown.length})` : ''),
    blockers: shown
      .map(
        (n) =>
          `${n}: ${of
            .get(n)!
            .map((b) => (b.date ? `${b.code} ${b.date}` : b.code))
            .join(', ')}`,
      )
      .join('; '),
  };
};

/**
 * asistencia/updatereview: marks employees reviewed (or back to pending). An employee with blockers cannot
 * be marked reviewed: if any of those asked has one, the call answers 409 `REVIEW_BLOCKED` with the
 * employees and their blockers in `params`, and nothing changes. `all` instead of `employees` is the list's
 * select-all (every member its filters match, less `except`); there the blocked members are skipped and
 * answered in `refused`. A paid payroll refuses; the review is not an input of the calculation, so the
 * inputs version does not move.
 */
export const updateReview = async (
  deps: ReviewDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updateReviewRequest>,
) =>
  deps.db.transaction(async (tx) => {
    const payroll = await lockPayroll(tx, auth.companyId, input.payrollId);
    if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
    if (payroll.status === 'paid') throw new AppError('PAYROLL_PAID');
    if (payroll.status === 'planned') throw new AppError('PAYROLL_NOT_PROJECTED');
    const all = input.all;
    let numbers: number[];
    if (all) {
      const only = all.onlyBlocked
        ? [...byEmployee(await payrollReviewBlockers(tx, auth.companyId, payroll.id)).keys()]
        : undefined;
      numbers = await repo.listReviewMemberNumbers(tx, {
        companyId: auth.companyId,
        payrollId: payroll.id,
        words: searchWords(all.search),
        reviewStatus: all.reviewStatus,
        only,
        except: all.except,
      });
    } else {
      numbers = [...new Set(input.employees!)];
    }
    const members = new Map(
      (await repo.membersAmong(tx, auth.companyId, payroll.id, numbers)).map((m) => [m.employeeNumber, m]),
    );
    const missing: Record<string, string> = {};
    (input.employees ?? []).forEach((n, i) => {
      if (!members.has(n)) missing[`employees.${i}`] = 'errors.EMPLOYEE_NOT_FOUND';
    });
    if (Object.keys(missing).length > 0) throw new AppError('EMPLOYEE_NOT_FOUND', missing);
    let refused: {
      num_empleado: number;
      blockers: { code: ReviewBlocker['code']; date: string | null }[];
    }[] = [];
    if (input.reviewed && numbers.length > 0) {
      const blockers = await payrollReviewBlockers(tx, auth.companyId, payroll.id, numbers);
      if (blockers.length > 0 && !all)
        throw new AppError('REVIEW_BLOCKED', undefined, { params: describeBlocked(blockers) });
      const blocked = byEmployee(blockers);
      refused = [...blocked].map(([n, list]) => ({
        num_empleado: n,
        blockers: list.map((b) => ({ code: b.code, date: b.date })),
      }));
      numbers = numbers.filter((n) => !blocked.has(n));
    }
    const updated = await repo.setReviewMarks(
      tx,
      auth.companyId,
      payroll.id,
      numbers,
      input.reviewed,
      auth.userId,
    );
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'payroll_review_updated',
        entity: 'payroll',
        entityId: payroll.id,
        before: {
          employees: numbers.map((n) => ({ num_empleado: n, reviewStatus: members.get(n)!.reviewStatus })),
        },
        after: {
          reviewStatus: input.reviewed ? 'reviewed' : 'pending',
          updated,
          ...(all ? { selectAll: all, refused: refused.map((r) => r.num_empleado) } : {}),
        },
      },
    );
    return { updated, refused };
  });
