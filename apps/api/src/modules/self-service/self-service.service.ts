import {
  V,
  type VacationRequestItem,
  type VacationRequestPreviewResponse,
  type decideVacationRequests,
  type newVacationRequest,
} from '@planilla/contracts';
import type {
  InviteEmployeesResponse,
  MyPayslipListResponse,
  MyPayslipResponse,
  inviteEmployeesRequest,
} from '@planilla/contracts';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { Lang } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { can, type AuthContext } from '../../plugins/auth';
import { todayInCostaRica } from '../../lib/dates';
import { invalid } from '../../lib/errors';
import { recordChange } from '../audit/audit.repository';
import {
  previewVacationRange,
  registerVacationIn,
  vacationBalanceOf,
  vacationOverlaps,
} from '../attendance/ranges.service';
import { findCompany } from '../auth/auth.repository';
import { vacationApproverFor } from '../company-settings/company-settings.service';
import { enqueueMessage } from '../mail/outbox.repository';
import { vacationRequestDecidedMail } from '../mail/templates';
import { payslipDetailOf } from '../payroll-calculation/results';
import { insertMembership, insertUser, userCodeExists } from '../users/users.repository';
import { queuePasswordSetup } from '../users/users.service';
import { getVacationEntitlement } from '../vacations/vacations.service';
import { voucherPdf } from '../vouchers/vouchers.service';
import * as repo from './self-service.repository';

export type SelfServiceDeps = { db: Db; config: AppConfig };

/**
 * The employee the caller is, in this company: every self-service call answers for this number only, whatever
 * the request says (no call takes an employee number), so another person's data is unreachable by construction.
 */
export const selfOf = (auth: AuthContext): number => {
  if (auth.employeeNumber === null) throw new AppError('NOT_AN_EMPLOYEE');
  return auth.employeeNumber;
};

/** autoservicio/mispagos: the caller's payslips of closed payrolls, newest first. */
export const listMyPayslips = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
): Promise<MyPayslipListResponse> => {
  const me = selfOf(auth);
  const [fullName, items] = await Promise.all([
    repo.getEmployeeName(deps.db, auth.companyId, me),
    repo.listClosedPayslips(deps.db, auth.companyId, me),
  ]);
  return { num_empleado: me, fullName: fullName ?? '', items };
};

/** A closed payslip of the caller, or 404 (another person's, or a payroll not closed: the same answer). */
const closedPayslipOf = async (deps: SelfServiceDeps, auth: AuthContext, payrollId: number) => {
  const me = selfOf(auth);
  const summary = await repo.getClosedPayslip(deps.db, auth.companyId, me, payrollId);
  if (!summary) throw new AppError('PAYSLIP_NOT_FOUND');
  return { me, summary };
};

/**
 * autoservicio/mipago: one closed payslip with what the employee is paid and what is withheld, each line with its
 * legal basis (the same lines HR sees); the employer's charges and provisions are the company's, not shown.
 */
export const getMyPayslip = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
  input: { payrollId: number },
): Promise<MyPayslipResponse> => {
  const { me, summary } = await closedPayslipOf(deps, auth, input.payrollId);
  const detail = await payslipDetailOf(deps, auth, { payrollId: input.payrollId, num_empleado: me });
  return {
    ...summary,
    fullName: detail.fullName,
    lines: detail.lines.filter((l) => l.kind === 'earning' || l.kind === 'deduction' || l.kind === 'info'),
  };
};

/** autoservicio/micomprobante: the voucher PDF of one of the caller's closed payslips (logged like HR's). */
export const myVoucherPdf = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
  input: { payrollId: number; purpose: 'preview' | 'download' },
  lang: Lang,
): Promise<{ filename: string; stream: Readable }> => {
  const { me } = await closedPayslipOf(deps, auth, input.payrollId);
  return voucherPdf(
    deps,
    auth,
    { payrollId: input.payrollId, num_empleado: me, purpose: input.purpose },
    lang,
  );
};

/** autoservicio/misvacaciones: the caller's vacation balance per period (the engine's, as HR sees it). */
export const getMyVacations = (deps: SelfServiceDeps, auth: AuthContext) =>
  getVacationEntitlement(deps, auth, { num_empleado: selfOf(auth) });

/** A user code from the cédula: its letters and digits, lower case (the person's, whichever company invites). */
export const userCodeOf = (nationalId: string) => nationalId.replace(/[^0-9A-Za-z]/g, '').toLowerCase();

/**
 * empleados/invitar: a self-service login for each employee with an e-mail and none yet, in one transaction.
 * A person who already has a user (the same e-mail: a clerk paid by the company, or an employee of another
 * company of the group) is linked to it and keeps their password; anyone else gets a user whose code is their
 * cédula, the `employee` role, and the password-setup e-mail (single use, expiring) through the outbox.
 */
export const inviteEmployees = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof inviteEmployeesRequest>,
): Promise<InviteEmployeesResponse> => {
  const result: InviteEmployeesResponse = { invited: [], skipped: [] };
  // The random password nobody has, hashed once: argon2 per employee would make a bulk invitation slow.
  const placeholderHash = await hashPassword(randomBytes(32).toString('base64url'));
  await deps.db.transaction(async (tx) => {
    const wanted = input.all ? 'all' : [...new Set(input.employees ?? [])];
    const candidates = await repo.listInviteCandidates(tx, auth.companyId, wanted);
    if (wanted !== 'all' && candidates.length < wanted.length) throw new AppError('EMPLOYEE_NOT_FOUND');
    for (const c of candidates) {
      const skip = (reason: InviteEmployeesResponse['skipped'][number]['reason']) =>
        result.skipped.push({ num_empleado: c.employeeNumber, reason });
      if (c.linked) {
        skip('already_invited');
        continue;
      }
      if (!c.active) {
        skip('inactive');
        continue;
      }
      if (!c.email) {
        skip('no_email');
        continue;
      }
      const existing = await repo.findUserByEmail(tx, auth.companyId, c.email);
      let user: { id: number; code: string };
      if (existing) {
        user = existing;
        if (!existing.member) {
          await insertMembership(tx, { companyId: auth.companyId, userId: existing.id, role: 'employee' });
        }
      } else {
        const code = userCodeOf(c.nationalId);
        if (code.length < 3 || (await userCodeExists(tx, code))) {
          skip('user_code_taken');
          continue;
        }
        const id = await insertUser(tx, {
          code,
          name: c.fullName,
          email: c.email,
          passwordHash: placeholderHash,
        });
        await insertMembership(tx, { companyId: auth.companyId, userId: id, role: 'employee' });
        await queuePasswordSetup(
          deps,
          tx,
          meta,
          { id, code, name: c.fullName, email: c.email },
          auth.companyId,
        );
        user = { id, code };
      }
      await repo.linkEmployeeUser(tx, {
        companyId: auth.companyId,
        employeeNumber: c.employeeNumber,
        userId: user.id,
        invitedBy: auth.userId,
      });
      result.invited.push({ num_empleado: c.employeeNumber, cod_usuario: user.code });
    }
    if (result.invited.length > 0) {
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'employees_invited',
          entity: 'employee',
          entityId: 'invitation',
          before: null,
          after: { invited: result.invited, skipped: result.skipped },
        },
      );
    }
  });
  return result;
};

// ---------------------------------------------------------------------------------------------------------
// Vacation requests

/** What a from–to would cost the caller: working days, and the balance less their other pending requests. */
const previewFor = async (deps: SelfServiceDeps, auth: AuthContext, me: number, from: string, to: string) => {
  const { days, balance } = await previewVacationRange(deps.db, auth.companyId, me, from, to);
  const pending = await repo.pendingRequestDays(deps.db, auth.companyId, me);
  const availableBefore = Math.round((balance.availableDays - pending) * 100) / 100;
  return {
    days,
    availableBefore,
    availableAfter: Math.round((availableBefore - days) * 100) / 100,
    allowAdvance: balance.allowAdvance,
  };
};

/** autoservicio/previsualizarvacaciones */
export const previewMyVacation = (
  deps: SelfServiceDeps,
  auth: AuthContext,
  input: { from: string; to: string },
): Promise<VacationRequestPreviewResponse> => previewFor(deps, auth, selfOf(auth), input.from, input.to);

// ---------------------------------------------------------------------------------------------------------
// Who decides a request (docs/decisions.md, "Who approves vacation requests")

/**
 * What the caller may do in the inbox. The roles (the `Vacation` ability: payroll manager, HR assistant,
 * administrator; the auditor reads only) see every request of the company and decide those the roles decide.
 * With the company's approver `department_head`, a request of an employee whose department has a head (other
 * than themself) is the head's to decide, whatever the head's role (an auditor's membership excepted: it writes
 * nothing); the roles still see it. A head sees their department's requests.
 */
type ApproverScope = {
  readsAll: boolean;
  decidesForRoles: boolean;
  headMode: boolean;
  /** The caller's employee number when they may act as a department head. */
  head: number | null;
};

const approverScopeOf = async (db: DbOrTx, auth: AuthContext): Promise<ApproverScope> => {
  const headMode = (await vacationApproverFor(db, auth.companyId)) === 'department_head';
  return {
    readsAll: can(auth, 'read', 'Vacation'),
    decidesForRoles: can(auth, 'update', 'Vacation'),
    headMode,
    head: headMode && auth.role !== 'auditor' ? auth.employeeNumber : null,
  };
};

/** The head who decides the request, or null when the roles do. */
const headDeciding = (scope: ApproverScope, r: repo.VacationRequestRecord) =>
  scope.headMode && r.headEmployeeNumber !== null && r.headEmployeeNumber !== r.employeeNumber
    ? r.headEmployeeNumber
    : null;

const inScope = (scope: ApproverScope, r: repo.VacationRequestRecord) =>
  scope.readsAll || (scope.head !== null && headDeciding(scope, r) === scope.head);

const mayDecide = (scope: ApproverScope, r: repo.VacationRequestRecord) => {
  const head = headDeciding(scope, r);
  return head === null ? scope.decidesForRoles : head === scope.head;
};

const itemOf = async (
  db: DbOrTx,
  companyId: number,
  r: repo.VacationRequestRecord,
  withContext: boolean,
  scope?: ApproverScope,
): Promise<VacationRequestItem> => ({
  id: r.id,
  num_empleado: r.employeeNumber,
  fullName: r.fullName,
  from: r.from,
  to: r.to,
  days: r.days,
  status: r.status,
  note: r.note,
  decisionReason: r.decisionReason,
  decidedAt: r.decidedAt,
  createdAt: r.createdAt,
  availableDays: withContext
    ? Math.round(
        ((await vacationBalanceOf(db, companyId, r.employeeNumber)).availableDays -
          (await repo.pendingRequestDays(db, companyId, r.employeeNumber))) *
          100,
      ) / 100
    : null,
  payrolls: withContext ? await repo.payrollsMeeting(db, companyId, r.employeeNumber, r.from, r.to) : [],
  approverHead: scope && headDeciding(scope, r) !== null ? r.headName : null,
  canDecide: scope ? r.status === 'pending' && mayDecide(scope, r) : false,
});

/**
 * autoservicio/solicitarvacaciones: a request from today on, clear of the caller's vacation ranges and pending
 * requests, within the balance less what is pending (unless the company allows advance vacations). Audited.
 */
export const requestVacation = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newVacationRequest>,
): Promise<{ request: VacationRequestItem }> => {
  const me = selfOf(auth);
  if (input.from < todayInCostaRica()) throw invalid({ from: V.dateInPast });
  const preview = await previewFor(deps, auth, me, input.from, input.to);
  if (
    (await vacationOverlaps(deps.db, auth.companyId, me, input.from, input.to)) ||
    (await repo.pendingRequestOverlaps(deps.db, auth.companyId, me, input.from, input.to))
  ) {
    throw new AppError('ATTENDANCE_RANGE_OVERLAP');
  }
  if (!preview.allowAdvance && preview.availableAfter < 0) {
    throw new AppError('VACATION_BALANCE_EXCEEDED', undefined, {
      params: { num_empleado: me, requested: preview.days, available: Math.max(0, preview.availableBefore) },
    });
  }
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertVacationRequest(tx, {
      companyId: auth.companyId,
      employeeNumber: me,
      from: input.from,
      to: input.to,
      days: preview.days,
      note: input.note,
      userId: auth.userId,
    });
    const [created] = await repo.listVacationRequests(tx, auth.companyId, { ids: [id] });
    const request = await itemOf(tx, auth.companyId, created!, false);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'vacation_requested',
        entity: 'vacation_request',
        entityId: id,
        before: null,
        after: request,
      },
    );
    return { request };
  });
};

/** autoservicio/missolicitudes: the caller's requests, pending first, then newest. */
export const listMyVacationRequests = async (deps: SelfServiceDeps, auth: AuthContext) => {
  const rows = await repo.listVacationRequests(deps.db, auth.companyId, { employeeNumber: selfOf(auth) });
  return { items: await Promise.all(rows.map((r) => itemOf(deps.db, auth.companyId, r, false))) };
};

/** autoservicio/cancelarsolicitud: one of the caller's pending requests (another person's is not found). */
export const cancelMyVacationRequest = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { id: number },
) => {
  const me = selfOf(auth);
  return deps.db.transaction(async (tx) => {
    const [r] = await repo.listVacationRequests(tx, auth.companyId, { ids: [input.id], lock: true });
    if (!r || r.employeeNumber !== me) throw new AppError('VACATION_REQUEST_NOT_FOUND');
    if (r.status !== 'pending') throw new AppError('VACATION_REQUEST_DECIDED');
    await repo.decideVacationRequest(tx, auth.companyId, r.id, {
      status: 'cancelled',
      reason: null,
      userId: auth.userId,
      rangeId: null,
    });
    const [after] = await repo.listVacationRequests(tx, auth.companyId, { ids: [r.id] });
    const request = await itemOf(tx, auth.companyId, after!, false);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'vacation_request_cancelled',
        entity: 'vacation_request',
        entityId: r.id,
        before: { status: r.status },
        after: { status: 'cancelled' },
      },
    );
    return { request };
  });
};

/**
 * autoservicio/bandeja: the approvals inbox: pending requests (or one status, or the last decided) with each
 * balance and payrolls: the company's for the roles, their department's for a department head; anyone else 403.
 */
export const approvalInbox = async (deps: SelfServiceDeps, auth: AuthContext, input: { status?: string }) => {
  const scope = await approverScopeOf(deps.db, auth);
  const asHead =
    !scope.readsAll &&
    scope.head !== null &&
    (await repo.headsADepartment(deps.db, auth.companyId, scope.head));
  if (!scope.readsAll && !asHead) throw new AppError('FORBIDDEN');
  const rows = await repo.listVacationRequests(deps.db, auth.companyId, {
    status: input.status ?? 'pending',
    limit: input.status === 'decided' ? 100 : 500,
    ...(scope.readsAll ? {} : { headOf: scope.head! }),
  });
  return {
    items: await Promise.all(
      rows.filter((r) => inScope(scope, r)).map((r) => itemOf(deps.db, auth.companyId, r, true, scope)),
    ),
  };
};

/**
 * autoservicio/decidir: approves or rejects pending requests in one transaction: every one must still be pending
 * (409 otherwise, nothing written). An approval registers the vacation range as HR would (its days V in the
 * payrolls laid out, the balance checked again); each decision is audited and e-mailed to the employee.
 */
export const decideRequests = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof decideVacationRequests>,
) =>
  deps.db.transaction(async (tx) => {
    const ids = [...new Set(input.ids)];
    const scope = await approverScopeOf(tx, auth);
    // Neither the roles nor a possible department head: refused before anything is read.
    if (!scope.decidesForRoles && scope.head === null) throw new AppError('FORBIDDEN');
    const rows = await repo.listVacationRequests(tx, auth.companyId, { ids, lock: true });
    // Another company's request, or one outside a head's department: not found, as if it did not exist.
    if (rows.length < ids.length || rows.some((r) => !inScope(scope, r)))
      throw new AppError('VACATION_REQUEST_NOT_FOUND');
    if (rows.some((r) => r.status !== 'pending')) throw new AppError('VACATION_REQUEST_DECIDED');
    if (rows.some((r) => !mayDecide(scope, r))) throw new AppError('FORBIDDEN');
    const company = await findCompany(tx, auth.companyId);
    const decided: VacationRequestItem[] = [];
    for (const r of rows) {
      const approved = input.decision === 'approve';
      const range = approved
        ? (
            await registerVacationIn(
              tx,
              { auth, meta },
              { num_empleado: r.employeeNumber, from: r.from, to: r.to, note: r.note },
            )
          ).range
        : null;
      await repo.decideVacationRequest(tx, auth.companyId, r.id, {
        status: approved ? 'approved' : 'rejected',
        reason: input.reason,
        userId: auth.userId,
        rangeId: range?.rangeId ?? null,
      });
      await recordChange(
        tx,
        { auth, meta },
        {
          action: approved ? 'vacation_request_approved' : 'vacation_request_rejected',
          entity: 'vacation_request',
          entityId: r.id,
          before: { status: r.status },
          after: {
            status: approved ? 'approved' : 'rejected',
            reason: input.reason,
            rangeId: range?.rangeId ?? null,
          },
        },
      );
      if (r.email) {
        await enqueueMessage(tx, {
          companyId: auth.companyId,
          kind: 'vacation_request_decided',
          to: r.email,
          ...vacationRequestDecidedMail({
            name: r.fullName,
            companyName: company?.name ?? '',
            from: r.from,
            to: r.to,
            days: r.days,
            approved,
            reason: input.reason,
          }),
        });
      }
      const [after] = await repo.listVacationRequests(tx, auth.companyId, { ids: [r.id] });
      decided.push(await itemOf(tx, auth.companyId, after!, false));
    }
    return { decided };
  });
