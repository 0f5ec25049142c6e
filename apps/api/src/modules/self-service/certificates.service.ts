import {
  certificateVerificationPath,
  salaryCertificateStatement,
  type CertificateAverage,
  type SalaryCertificateListResponse,
  type SalaryCertificateStatement,
  type VerifySalaryCertificateResponse,
} from '@planilla/contracts';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { Lang } from '../../lib/i18n';
import { sha256 } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { certificateFileName, certificatePdfBuffer } from './certificate-pdf';
import * as repo from './certificates.repository';
import { selfOf, type SelfServiceDeps } from './self-service.service';

/**
 * Salary certificates (constancia salarial): a statement of the employee's employment and pay made from the
 * closed payrolls, stored as issued, with a random verification code whose SHA-256 only is kept. Anyone holding
 * the paper (its QR) can check it on the public page; HR can revoke it.
 */

/** The averages' windows, in calendar months before the issue month. */
export const AVERAGE_WINDOWS = [3, 6] as const;

/** `YYYY-MM` moved by `delta` months. */
const addMonths = (month: string, delta: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/**
 * The averages a certificate states (docs/decisions.md "Salary certificates"): for 3 and 6 months, the calendar
 * months before the issue date's month; each month's closed regular payslips (by the month their period ends in)
 * summed; the average divides by the months of the window that had a payslip (a recent hire's months before
 * joining do not lower it), rounded to the céntimo; null when none had.
 */
export const certificateAverages = (
  issueDate: string,
  monthly: readonly { month: string; gross: number; net: number }[],
): CertificateAverage[] => {
  const last = addMonths(issueDate.slice(0, 7), -1);
  return AVERAGE_WINDOWS.map((months) => {
    const from = addMonths(last, -(months - 1));
    const inWindow = monthly.filter((x) => x.month >= from && x.month <= last);
    const paid = inWindow.length;
    const sum = (k: 'gross' | 'net') => inWindow.reduce((a, x) => a + x[k], 0);
    return {
      months,
      from,
      to: last,
      monthsPaid: paid,
      gross: paid === 0 ? null : Math.round(sum('gross') / paid),
      net: paid === 0 ? null : Math.round(sum('net') / paid),
    };
  });
};

/** What a certificate for the employee states today; 404 for another company's, 409 when not employed today. */
const statementOf = async (
  deps: SelfServiceDeps,
  companyId: number,
  employeeNumber: number,
  language: Lang,
): Promise<SalaryCertificateStatement> => {
  const issueDate = todayInCostaRica();
  const facts = await repo.certificateFacts(deps.db, companyId, employeeNumber, issueDate);
  if (!facts) throw new AppError('EMPLOYEE_NOT_FOUND');
  if (!facts.active || (facts.exitDate !== null && facts.exitDate < issueDate)) {
    throw new AppError('SALARY_CERTIFICATE_EMPLOYEE_INACTIVE');
  }
  const windowStart = addMonths(issueDate.slice(0, 7), -Math.max(...AVERAGE_WINDOWS));
  const [monthly, deductions] = await Promise.all([
    repo.closedMonthlyTotals(
      deps.db,
      companyId,
      employeeNumber,
      windowStart,
      addMonths(issueDate.slice(0, 7), -1),
    ),
    repo.courtDeductionsInForce(deps.db, companyId, employeeNumber, issueDate),
  ]);
  return {
    company: facts.company,
    employee: {
      num_empleado: employeeNumber,
      fullName: facts.fullName,
      nationalId: facts.nationalId,
      hireDate: facts.hireDate,
      position: facts.position,
    },
    ordinarySalary: facts.salary,
    averages: certificateAverages(issueDate, monthly),
    deductions,
    issueDate,
    language,
  };
};

/**
 * A new certificate: the statement stored with its code's hash and audited in one transaction, its PDF rendered
 * inside it (a PDF that fails leaves no certificate). The code: 24 random bytes (192 bits), URL-safe base64.
 */
const issue = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  employeeNumber: number,
): Promise<{ filename: string; stream: Readable }> => {
  const statement = await statementOf(deps, auth.companyId, employeeNumber, meta.lang);
  const code = randomBytes(24).toString('base64url');
  const url = `${deps.config.publicUrl}${certificateVerificationPath(code)}`;
  const bytes = await deps.db.transaction(async (tx) => {
    const id = await repo.insertCertificate(tx, {
      companyId: auth.companyId,
      employeeNumber,
      codeHash: sha256(code),
      codeHint: code.slice(-4),
      statement,
      language: meta.lang,
      userId: auth.userId,
    });
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'salary_certificate_issued',
        entity: 'salary_certificate',
        entityId: id,
        before: null,
        after: { num_empleado: employeeNumber, codeHint: code.slice(-4), statement },
      },
    );
    return certificatePdfBuffer({ statement, code, url, issuedAt: new Date(), language: meta.lang });
  });
  return {
    filename: certificateFileName(statement.issueDate, employeeNumber),
    stream: Readable.from([bytes]),
  };
};

/** autoservicio/constancia: a new certificate of the caller (never anyone else: the call takes no number). */
export const issueMyCertificate = (deps: SelfServiceDeps, auth: AuthContext, meta: RequestMeta) =>
  issue(deps, auth, meta, selfOf(auth));

/** autoservicio/misconstancias: the caller's certificates, newest first, with their state. */
export const listMyCertificates = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
): Promise<SalaryCertificateListResponse> => ({
  items: await repo.listCertificates(deps.db, auth.companyId, { employeeNumber: selfOf(auth) }),
});

/** empleados/emitirconstancia: HR issues one for an employee of the company. */
export const issueCertificateFor = (
  deps: SelfServiceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { num_empleado: number },
) => issue(deps, auth, meta, input.num_empleado);

/** empleados/constancias: an employee's certificates (an unknown employee answers an empty list). */
export const listCertificatesOf = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
  input: { num_empleado: number },
): Promise<SalaryCertificateListResponse> => ({
  items: await repo.listCertificates(deps.db, auth.companyId, { employeeNumber: input.num_empleado }),
});

/** empleados/revocarconstancia: revokes one of the company's certificates with a reason; audited. */
export const revokeCertificate = (
  deps: SelfServiceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { id: number; reason: string },
) =>
  deps.db.transaction(async (tx) => {
    const [found] = await repo.listCertificates(tx, auth.companyId, { id: input.id, lock: true });
    if (!found) throw new AppError('SALARY_CERTIFICATE_NOT_FOUND');
    if (found.revokedAt !== null) throw new AppError('SALARY_CERTIFICATE_REVOKED');
    await repo.revokeCertificate(tx, auth.companyId, input.id, { userId: auth.userId, reason: input.reason });
    const [certificate] = await repo.listCertificates(tx, auth.companyId, { id: input.id });
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'salary_certificate_revoked',
        entity: 'salary_certificate',
        entityId: input.id,
        before: { revokedAt: null },
        after: { revokedAt: certificate!.revokedAt, reason: input.reason },
      },
    );
    return { certificate: certificate! };
  });

/**
 * publico/verificarconstancia: always one hash and one query. A certificate in force answers what it states; an
 * unknown code and a revoked one get the same `{ valid: false }`, so the page tells nothing else.
 */
export const verifyCertificate = async (
  deps: SelfServiceDeps,
  input: { code: string },
): Promise<VerifySalaryCertificateResponse> => {
  const found = await repo.findValidByCodeHash(deps.db, sha256(input.code));
  if (!found) return { valid: false };
  const statement = salaryCertificateStatement.safeParse(found.statement);
  if (!statement.success) return { valid: false };
  return { valid: true, issuedAt: found.issuedAt, statement: statement.data };
};
