import type { AttendanceCode, ExtraHoursStatus } from '@planilla/contracts';
import {
  addDays,
  applyShiftTolerances,
  clockStateFromCode,
  type ExtraRounding,
  pairClockMarks,
  type ClockPunch,
  type JornadaType,
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
import type { ClockDeps } from './clock-files.service';
import * as repo from './clock-files.repository';

type Change = z.infer<typeof clockApplyChange>;

/** Employees paired and written per step (their days and marks are read together). */
const APPLY_CHUNK = 500;
/** Changes the answer lists (the preview's table). */
const MAX_CHANGES = 500;

const fullName = (r: { first_name: string; first_surname: string; second_surname: string | null }) =>
  [r.first_name, r.first_surname, r.second_surname].filter(Boolean).join(' ');
const timeOf = (at: LocalDateTime | null) => (at === null ? null : at.slice(11, 16));

/** Consecutive runs of an employee's days (a re-entry inside the period leaves a gap). */
const runsOf = (days: repo.ApplyDayRow[]) => {
  const runs: repo.ApplyDayRow[][] = [];
  for (const d of days) {
    const last = runs.at(-1);
    if (last && addDays(last.at(-1)!.work_date, 1) === d.work_date) last.push(d);
    else runs.push([d]);
  }
  return runs;
};

const scheduleOf = (d: repo.ApplyDayRow): ScheduledDay => ({
  date: d.work_date,
  start: d.rest_day ? null : d.start_time,
  end: d.rest_day ? null : d.end_time,
  expectedHours: Number(d.expected_minutes) / 60,
  jornada: d.jornada_type as JornadaType,
});

/** The tolerances of the schedule in force on the day (grace minutes, extra minimum and rounding). */
const tolerancesOf = (d: repo.ApplyDayRow) => ({
  entryGraceMinutes: Number(d.entry_grace_minutes),
  exitGraceMinutes: Number(d.exit_grace_minutes),
  extraMinimumMinutes: Number(d.extra_minimum_minutes),
  extraRounding: d.extra_rounding as ExtraRounding,
});

/**
 * What the marks say a day is: R or E with the first entry, the last exit and the hours; S where an entry or
 * an exit is missing, or where a working day of an employee who marks has no mark at all; null when nothing
 * should change (a rest day or holiday without marks, days of a vacation or disability range).
 */
const targetOf = (
  row: repo.ApplyDayRow,
  paired: PairedDay,
): Omit<DayWrite, 'employeeNumber' | 'date'> | null => {
  if (row.source === 'action' || row.code === 'V' || row.code === 'I') return null;
  let code: AttendanceCode;
  let ordinary = 0;
  let extra = 0;
  if (paired.code === null) {
    if (row.rest_day || row.holiday || Number(row.expected_minutes) === 0) return null;
    code = 'S';
  } else {
    code = paired.code;
    ordinary = paired.ordinaryMinutes;
    extra = code === 'E' ? paired.extraMinutes : 0;
  }
  // The same extra minutes keep their review (as the daily register does); new ones wait for approval.
  const sameExtra = extra > 0 && Number(row.extra_minutes) === extra && row.extra_status !== null;
  return {
    code,
    entryTime: timeOf(paired.entry),
    exitTime: timeOf(paired.exit),
    ordinaryMinutes: Math.min(ordinary, 24 * 60),
    extraMinutes: Math.min(extra, 24 * 60),
    extraStatus: extra > 0 ? (sameExtra ? (row.extra_status as ExtraHoursStatus) : 'pending') : null,
    extraApprovedMinutes:
      sameExtra && row.extra_approved_minutes !== null ? Number(row.extra_approved_minutes) : null,
    extraReason: sameExtra ? row.extra_reason : null,
    amount: null,
    amountReason: null,
    correctsPayrollId: null,
    disabilityType: null,
    disabilityCertificate: null,
    note: row.note,
  };
};

const differs = (row: repo.ApplyDayRow, t: Omit<DayWrite, 'employeeNumber' | 'date'>) =>
  row.code !== t.code ||
  row.entry_time !== t.entryTime ||
  row.exit_time !== t.exitTime ||
  Number(row.ordinary_minutes) !== t.ordinaryMinutes ||
  Number(row.extra_minutes) !== t.extraMinutes;

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
      const n = Number(m.employee_number);
      let list = byEmployee.get(n);
      if (!list) byEmployee.set(n, (list = []));
      list.push({ at: m.at, state: m.state === null ? null : clockStateFromCode(Number(m.state)) });
    }
    if (byEmployee.size === 0) continue;
    const days = await repo.daysForApply(db, companyId, payroll.id, [...byEmployee.keys()]);
    const daysOf = new Map<number, repo.ApplyDayRow[]>();
    for (const d of days) {
      const n = Number(d.employee_number);
      let list = daysOf.get(n);
      if (!list) daysOf.set(n, (list = []));
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
            writes.push({ employeeNumber: n, date: row.work_date, ...target });
          } else out.skippedPersonDays += 1;
          // What applying leaves: the marks' day, or (kept) the day as it is.
          if (out.changes.length < MAX_CHANGES)
            out.changes.push({
              num_empleado: n,
              fullName: fullName(row),
              date: row.work_date,
              applies: applied,
              fromCode: row.code as AttendanceCode,
              toCode: applied ? target.code : (row.code as AttendanceCode),
              entryTime: applied ? target.entryTime : row.entry_time,
              exitTime: applied ? target.exitTime : row.exit_time,
              ordinaryMinutes: applied ? target.ordinaryMinutes : Number(row.ordinary_minutes),
              extraMinutes: applied ? target.extraMinutes : Number(row.extra_minutes),
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
