import type { AttendanceCode } from '@planilla/contracts';
import {
  addDays,
  applyShiftTolerances,
  pairClockMarks,
  type ClockPunch,
  type LocalDateTime,
  type PairedDay,
  type ScheduledDay,
} from '@planilla/domain';
import type { z } from 'zod';
import type { clockApplyChange } from '@planilla/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { openPayrollForAttendanceWrite } from '../payroll-runs/inputs-version';
import { getPayroll, type PayrollRecord } from '../payroll-runs/payroll-runs.repository';
import { writeDays, type DayWrite } from './attendance.repository';
import * as repo from './clock-apply.repository';
import type { ClockDeps } from './clock-files.service';

type Change = z.infer<typeof clockApplyChange>;

/** Employees paired and written per step (their days and marks are read together). */
const APPLY_CHUNK = 500;
/** Changes the answer lists (the preview's table). */
const MAX_CHANGES = 500;

const timeOf = (at: LocalDateTime | null) => (at === null ? null : at.slice(11, 16));

/** Consecutive runs of an employee's days (a re-entry inside the period leaves a gap). */
const runsOf = (days: repo.ApplyDay[]) => {
  const runs: repo.ApplyDay[][] = [];
  for (const d of days) {
    const last = runs.at(-1);
    if (last && addDays(last.at(-1)!.date, 1) === d.date) last.push(d);
    else runs.push([d]);
  }
  return runs;
};

const scheduleOf = (d: repo.ApplyDay): ScheduledDay => ({
  date: d.date,
  start: d.restDay ? null : d.startTime,
  end: d.restDay ? null : d.endTime,
  expectedHours: d.expectedMinutes / 60,
  jornada: d.jornada,
});

/** The tolerances of the schedule in force on the day (grace minutes, extra minimum and rounding). */
const tolerancesOf = (d: repo.ApplyDay) => ({
  entryGraceMinutes: d.entryGraceMinutes,
  exitGraceMinutes: d.exitGraceMinutes,
  extraMinimumMinutes: d.extraMinimumMinutes,
  extraRounding: d.extraRounding,
});

/**
 * What the marks say a day is: R or E with the first entry, the last exit and the hours; S where an entry or
 * an exit is missing, or where a working day of an employee who marks has no mark at all; null when nothing
 * should change (a rest day or holiday without marks, days of a vacation or disability range).
 */
const targetOf = (
  row: repo.ApplyDay,
  paired: PairedDay,
): Omit<DayWrite, 'employeeNumber' | 'date'> | null => {
  if (row.source === 'action' || row.code === 'V' || row.code === 'I') return null;
  let code: AttendanceCode;
  let ordinary = 0;
  let extra = 0;
  if (paired.code === null) {
    if (row.restDay || row.holiday || row.expectedMinutes === 0) return null;
    code = 'S';
  } else {
    code = paired.code;
    ordinary = paired.ordinaryMinutes;
    extra = code === 'E' ? paired.extraMinutes : 0;
  }
  // The same extra minutes keep their review (as the daily register does); new ones wait for approval.
  const sameExtra = extra > 0 && row.extraMinutes === extra && row.extraStatus !== null;
  return {
    code,
    entryTime: timeOf(paired.entry),
    exitTime: timeOf(paired.exit),
    ordinaryMinutes: Math.min(ordinary, 24 * 60),
    extraMinutes: Math.min(extra, 24 * 60),
    extraStatus: extra > 0 ? (sameExtra ? row.extraStatus : 'pending') : null,
    extraApprovedMinutes: sameExtra ? row.extraApprovedMinutes : null,
    extraReason: sameExtra ? row.extraReason : null,
    amount: null,
    amountReason: null,
    correctsPayrollId: null,
    disabilityType: null,
    disabilityCertificate: null,
    note: row.note,
  };
};

const differs = (row: repo.ApplyDay, t: Omit<DayWrite, 'employeeNumber' | 'date'>) =>
  row.code !== t.code ||
  row.entryTime !== t.entryTime ||
  row.exitTime !== t.exitTime ||
  row.ordinaryMinutes !== t.ordinaryMinutes ||
  row.extraMinutes !== t.extraMinutes;

type Outcome = {
  changedDays: number;
  skippedPersonDays: number;
  missingMarkDays: number;
  employees: number;
  changes: Change[];
};

/** Pairs and compares a payroll's members chunk by chunk; `write` stores each chunk's changes (or not: preview). */
const walk = async (
  db: DbOrTx,
  companyId: number,
  payroll: PayrollRecord,
  options: { overwritePersonChanges: boolean; employees?: number[] | undefined },
  write: ((rows: DayWrite[]) => Promise<void>) | null,
): Promise<Outcome> => {
  const out: Outcome = {
    changedDays: 0,
    skippedPersonDays: 0,
    missingMarkDays: 0,
    employees: 0,
    changes: [],
  };
  const from = addDays(payroll.periodStart, -1);
  const to = addDays(payroll.periodEnd, 2);
  let after = 0;
  for (;;) {
    const numbers = await repo.memberNumbers(
      db,
      companyId,
      payroll.id,
      after,
      APPLY_CHUNK,
      options.employees,
    );
    if (numbers.length === 0) break;
    after = numbers.at(-1)!;
    const marks = await repo.marksForApply(db, companyId, numbers, from, to);
    const byEmployee = new Map<number, ClockPunch[]>();
    for (const m of marks) {
      let list = byEmployee.get(m.employeeNumber);
      if (!list) byEmployee.set(m.employeeNumber, (list = []));
      list.push({ at: m.at, state: m.state });
    }
    if (byEmployee.size === 0) continue;
    const days = await repo.daysForApply(db, companyId, payroll.id, [...byEmployee.keys()]);
    const daysOf = new Map<number, repo.ApplyDay[]>();
    for (const d of days) {
      let list = daysOf.get(d.employeeNumber);
      if (!list) daysOf.set(d.employeeNumber, (list = []));
      list.push(d);
    }
    const writes: DayWrite[] = [];
    for (const [n, punches] of byEmployee) {
      const own = daysOf.get(n);
      if (!own) continue;
      out.employees += 1;
      for (const run of runsOf(own)) {
        const result = pairClockMarks(punches, run.map(scheduleOf));
        result.days.forEach((rawPaired, i) => {
          const row = run[i]!;
          // The schedule's tolerances: a few minutes late, early or past the end are no short or extra time.
          const paired = applyShiftTolerances(rawPaired, scheduleOf(row), tolerancesOf(row));
          const target = targetOf(row, paired);
          if (!target || !differs(row, target)) return;
          const personChanged = row.source === 'person';
          const applied = !personChanged || options.overwritePersonChanges;
          if (applied) {
            out.changedDays += 1;
            if (target.code === 'S') out.missingMarkDays += 1;
            writes.push({ employeeNumber: n, date: row.date, ...target });
          } else out.skippedPersonDays += 1;
          // What applying leaves: the marks' day, or (kept) the day as it is.
          if (out.changes.length < MAX_CHANGES)
            out.changes.push({
              num_empleado: n,
              fullName: row.fullName,
              date: row.date,
              applies: applied,
              fromCode: row.code,
              toCode: applied ? target.code : row.code,
              entryTime: applied ? target.entryTime : row.entryTime,
              exitTime: applied ? target.exitTime : row.exitTime,
              ordinaryMinutes: applied ? target.ordinaryMinutes : row.ordinaryMinutes,
              extraMinutes: applied ? target.extraMinutes : row.extraMinutes,
              personChanged,
            });
        });
      }
    }
    if (write && writes.length > 0) await write(writes);
  }
  return out;
};

/**
 * asistencia/diaryasistenceclock: pairs each member's marks into days (`pairClockMarks`: night shifts stay on
 * the day they began, states used when present) against the schedule in force each day, and sets R, E or S
 * (`source` clock). `preview` (the default) answers what would change and writes nothing; applying is one
 * transaction (the payroll locked, its inputs version bumped, paid payrolls refused, one audit entry). Days a
 * person changed are left alone unless `overwritePersonChanges`; vacation and disability days always are.
 */
export const applyClockMarks = async (
  deps: ClockDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: {
    payrollId: number;
    preview: boolean;
    overwritePersonChanges: boolean;
    employees?: number[] | undefined;
  },
) => {
  const options = { overwritePersonChanges: input.overwritePersonChanges, employees: input.employees };
  if (input.preview) {
    const payroll = await getPayroll(deps.db, auth.companyId, input.payrollId);
    if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
    if (payroll.status === 'paid') throw new AppError('PAYROLL_PAID');
    if (payroll.status === 'planned') throw new AppError('PAYROLL_NOT_PROJECTED');
    const out = await walk(deps.db, auth.companyId, payroll, options, null);
    return {
      applied: false,
      changedDays: out.changedDays,
      skippedPersonDays: out.skippedPersonDays,
      missingMarkDays: out.missingMarkDays,
      inputsVersion: payroll.inputsVersion,
      changes: out.changes,
    };
  }
  return deps.db.transaction(async (tx) => {
    const payroll = await openPayrollForAttendanceWrite(tx, auth.companyId, input.payrollId, auth.userId);
    const out = await walk(tx, auth.companyId, payroll, options, async (rows) => {
      await writeDays(tx, auth.companyId, payroll.id, rows, auth.userId, 'clock');
    });
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'clock_marks_applied',
        entity: 'payroll',
        entityId: payroll.id,
        before: { inputsVersion: payroll.inputsVersion - 1 },
        after: {
          inputsVersion: payroll.inputsVersion,
          overwritePersonChanges: input.overwritePersonChanges,
          employees: out.employees,
          changedDays: out.changedDays,
          skippedPersonDays: out.skippedPersonDays,
          missingMarkDays: out.missingMarkDays,
          // The first changes with their codes before and after (the whole list can be 100 000 days).
          changes: out.changes
            .filter((c) => c.applies)
            .slice(0, 200)
            .map((c) => ({ num_empleado: c.num_empleado, date: c.date, from: c.fromCode, to: c.toCode })),
        },
      },
    );
    return {
      applied: true,
      changedDays: out.changedDays,
      skippedPersonDays: out.skippedPersonDays,
      missingMarkDays: out.missingMarkDays,
      inputsVersion: payroll.inputsVersion,
      changes: out.changes,
    };
  });
};
