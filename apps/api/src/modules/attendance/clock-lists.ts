import type { Lang } from '../../lib/i18n';
import type { AuthContext } from '../../plugins/auth';
import { payrollOrThrow } from './attendance.service';
import { CLOCK_REASON_TEXTS } from './clock-files/clock-file-messages';
import * as repo from './clock-files.repository';
import { fileItemOf, fileOrThrow, type ClockDeps } from './clock-files.service';

/** asistencia/filesclock: the uploaded clock files, newest first, with their counts. */
export const listClockFiles = async (
  deps: ClockDeps,
  auth: AuthContext,
  lang: Lang,
  q: { status?: string | undefined; search?: string | undefined; page: number; pageSize: number },
) => {
  const { rows, total } = await repo.listClockFiles(deps.db, { companyId: auth.companyId, ...q });
  return { items: rows.map((r) => fileItemOf(r, lang)), total, page: q.page, pageSize: q.pageSize };
};

/** asistencia/recordsclock: rows that could not be used, the reason in the request language. */
export const listClockErrors = async (
  deps: ClockDeps,
  auth: AuthContext,
  lang: Lang,
  q: { fileId?: number | undefined; reason?: string | undefined; page: number; pageSize: number },
) => {
  if (q.fileId) await fileOrThrow(deps.db, auth.companyId, q.fileId);
  const { rows, total } = await repo.listErrors(deps.db, { companyId: auth.companyId, ...q });
  return {
    items: rows.map((r) => ({
      fileId: r.fileId,
      fileName: r.fileName,
      row: r.row,
      value: r.value,
      reason: r.reason,
      message: (CLOCK_REASON_TEXTS[r.reason] ?? CLOCK_REASON_TEXTS.wrong_shape)[lang],
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
};

/** asistencia/clockmarks: stored marks by payroll, file, employee and date. */
export const listClockMarks = async (
  deps: ClockDeps,
  auth: AuthContext,
  q: {
    payrollId?: number | undefined;
    fileId?: number | undefined;
    num_empleado?: number | undefined;
    date?: string | undefined;
    page: number;
    pageSize: number;
  },
) => {
  let payroll: { id: number; start: string; end: string } | undefined;
  if (q.payrollId) {
    const p = await payrollOrThrow(deps.db, auth.companyId, q.payrollId);
    payroll = { id: p.id, start: p.periodStart, end: p.periodEnd };
  }
  if (q.fileId) await fileOrThrow(deps.db, auth.companyId, q.fileId);
  const { rows, total } = await repo.listMarks(deps.db, {
    companyId: auth.companyId,
    payroll,
    fileId: q.fileId,
    employeeNumber: q.num_empleado,
    date: q.date,
    page: q.page,
    pageSize: q.pageSize,
  });
  return {
    items: rows.map((m) => ({
      num_empleado: m.employeeNumber,
      fullName: m.fullName,
      markedAt: m.markedAt,
      state: m.state,
      device: m.device,
      fileId: m.fileId,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
};

/** asistencia/clockpayroll: open payrolls with the marks of their members inside the period. */
export const listClockPayrolls = async (deps: ClockDeps, auth: AuthContext) =>
  (await repo.listClockPayrolls(deps.db, auth.companyId)).map((p) => ({
    payrollId: p.id,
    periodicity: p.periodicity,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    status: p.status,
    marks: p.marks,
    employeesWithMarks: p.employees,
    lastAppliedAt: p.lastAppliedAt === null ? null : p.lastAppliedAt.toISOString(),
  }));
