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
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { Lang } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
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
const selfOf = (auth: AuthContext): number => {
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
