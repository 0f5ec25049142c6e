import { abilityRulesFor, type PayPeriodicity } from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { AppError } from '../src/lib/errors';
import type { RequestMeta } from '../src/lib/http';
import { setDiaryAttendance } from '../src/modules/attendance/attendance.service';
import { registerDisability, registerVacation } from '../src/modules/attendance/ranges.service';
import { saveAguinaldoEarnings } from '../src/modules/aguinaldo/aguinaldo.service';
import { calculatePayroll } from '../src/modules/payroll-calculation/calculate';
import { closePayroll } from '../src/modules/payroll-calculation/close';
import { generateCalendar } from '../src/modules/payroll-runs/generate-calendar';
import { projectPayroll } from '../src/modules/payroll-runs/project-payroll';
import type { AuthContext } from '../src/plugins/auth';
import { seedDemoPayItems } from './demo-pay-items';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

const META: RequestMeta = { lang: 'es', ip: '127.0.0.1', requestId: 'demo-seed' };

/** Runs one demo action; a refusal (a balance too small, a day that does not fit) skips it, not the seed. */
const tryAction = async (action: () => Promise<unknown>): Promise<boolean> => {
  try {
    await action();
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
};

/** Months of paid payrolls the demo has behind today (the post-payroll screens need them). */
const CLOSED_MONTHS = 3;

/**
 * The first day of today's fortnight (1st or 16th): payrolls that end before it are closed, the ones from it to
 * today are open (projected). The sample clock files cover a fortnight, whose weekly payrolls stay open too.
 */
export const openFrom = (today: string): string =>
  `${today.slice(0, 8)}${Number(today.slice(8, 10)) <= 15 ? '01' : '16'}`;

/** The first day of the month CLOSED_MONTHS back: the months before are whole (earnings from before the product). */
const closedSince = async (db: Db, today: string): Promise<string> =>
  (
    await rowsOf<{ d: string }>(
      db,
      sql`select date_trunc('month', ${today}::date - make_interval(months => ${CLOSED_MONTHS}))::date::text as d`,
    )
  )[0]!.d;

/**
 * The company's regular payrolls of one periodicity paid in the last CLOSED_MONTHS months (period over before
 * today's fortnight, pay date from today minus three months on), oldest first: projected, given a few absences and an approved extra hour,
 * calculated and closed through the services, as the payroll manager would.
 */
const closeRecentPayrolls = async (
  deps: { db: Db },
  auth: AuthContext,
  periodicity: PayPeriodicity,
  today: string,
): Promise<void> => {
  const { db } = deps;
  const since = await closedSince(db, today);
  // Three months back may reach into last year's calendar.
  if (since.slice(0, 4) !== today.slice(0, 4))
    await generateCalendar(deps, auth, META, { periodicity, year: Number(since.slice(0, 4)) });
  const past = await rowsOf<{ id: number }>(
    db,
    sql`select id from payrolls where company_id = 1 and kind = 'regular' and periodicity = ${periodicity}
          and status = 'planned' and period_end < ${openFrom(today)} and pay_date >= ${since}
        order by period_start`,
  );
  for (const { id } of past) {
    const payrollId = Number(id);
    if (!(await tryAction(() => projectPayroll(deps, auth, META, { payrollId })))) continue;
    // One absence and one approved extra hour on a working day of two members, so no two payrolls look alike.
    const days = await rowsOf<{ n: number; d: string }>(
      db,
      sql`select employee_number as n, min(work_date)::text as d from attendance_days
          where company_id = 1 and payroll_id = ${payrollId} and code = 'R' and not rest_day and holiday_id is null
          group by employee_number order by employee_number limit 2 offset ${payrollId % 5}`,
    );
    const [absent, extra] = days;
    if (absent)
      await tryAction(() =>
        setDiaryAttendance(deps, auth, META, {
          payrollId,
          items: [{ num_empleado: Number(absent.n), date: absent.d, code: 'A' } as never],
        }),
      );
    if (extra)
      await db.execute(sql`
        update attendance_days set extra_minutes = 60, extra_status = 'approved', extra_approved_minutes = 60,
          extra_reason = 'Cierre de inventario', extra_reviewed_at = now(), extra_reviewed_by = ${auth.userId}
        where company_id = 1 and payroll_id = ${payrollId} and employee_number = ${Number(extra.n)}
          and work_date = ${extra.d}`);
    let net: number | null = null;
    if (
      !(await tryAction(
        async () => (net = (await calculatePayroll(deps, auth, META, { payrollId })).totals.net),
      ))
    )
      continue;
    await tryAction(() => closePayroll(deps, auth, META, { payrollId, confirmNet: net! }));
  }
};

/**
 * The demo company started using the product three months ago: what each employee earned in the months of the
 * aguinaldo year before its first closed payroll is recorded as earnings from before the product (the salary in
 * force in the middle of each month), so this year's aguinaldo counts the whole year.
 */
const seedEarningsBeforeProduct = async (deps: { db: Db }, auth: AuthContext, today: string) => {
  // The aguinaldo paid this December (1 December of last year to 30 November).
  const year = Number(today.slice(0, 4));
  const rows = await rowsOf<{ n: number; month: string; amount: number }>(
    deps.db,
    sql`
    with firsts as (
      select s.employee_number, min(date_trunc('month', p.period_end)) as first_month
      from payslips s join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
      where s.company_id = 1 and p.kind = 'regular' and p.status = 'paid' group by 1
    )
    select e.employee_number as n, to_char(m, 'YYYY-MM') as month, s.amount
    from employees e
    join firsts f on f.employee_number = e.employee_number
    cross join lateral generate_series(
      greatest(make_date(${year - 1}, 12, 1), date_trunc('month', e.entry_date)), f.first_month - interval '1 month',
      interval '1 month') as m
    join lateral (
      select amount from employee_salaries x where x.company_id = 1 and x.employee_number = e.employee_number
        and x.effective_from <= m + interval '14 days' order by x.effective_from desc limit 1) s on true
    where e.company_id = 1 and e.active
    order by 1, 2`,
  );
  if (rows.length === 0) return;
  await saveAguinaldoEarnings(
    deps,
    auth,
    META,
    {
      year,
      source: 'import',
      dryRun: false,
      rows: rows.map((r) => ({ num_empleado: Number(r.n), month: r.month, amount: Number(r.amount) })),
    },
    'es',
  );
};

/**
 * Company 1's payroll year, as of today in Costa Rica (so the demo stays current): the calendar of the
 * current year for each periodicity its employees are paid on, the payroll of each that contains today
 * projected, and realistic attendance in the fortnightly one (or the first projected): a few absences, a
 * missing mark (S), an additional payment (+), a deduction (−), a vacation and a CCSS disability. Written
 * through the services, as the payroll manager, so it is audited and checked like any change.
 */
export const seedDemoPayrolls = async (db: Db, now: Date = new Date()): Promise<void> => {
  const today = todayInCostaRica(now);
  const year = Number(today.slice(0, 4));
  const [manager] = await rowsOf<{ id: number; code: string }>(
    db,
    sql`select u.id, u.code from users u join memberships m on m.user_id = u.id
        where m.company_id = 1 and m.role = 'payroll_manager' order by u.id limit 1`,
  );
  if (!manager) return;
  const auth: AuthContext = {
    userId: Number(manager.id),
    userCode: manager.code,
    companyId: 1,
    sessionId: 'demo-seed',
    role: 'payroll_manager',
    rules: abilityRulesFor('payroll_manager'),
    employeeNumber: null,
    systemAdmin: false,
  };
  const deps = { db };
  const periodicities = (
    await rowsOf<{ periodicity: PayPeriodicity }>(
      db,
      sql`select distinct periodicity from employees where company_id = 1 and active order by periodicity`,
    )
  ).map((r) => r.periodicity);

  // The pay items first (issue 26): the payrolls closed below compute them and move the loan's balance.
  await seedDemoPayItems(deps, auth, META, {
    since: await closedSince(db, today),
    closeBefore: openFrom(today),
  });

  const projected: { payrollId: number; periodicity: PayPeriodicity }[] = [];
  for (const periodicity of periodicities) {
    await generateCalendar(deps, auth, META, { periodicity, year });
    await closeRecentPayrolls(deps, auth, periodicity, today);
    // A weekly period that ends in January belongs to the next year.
    const current = async () =>
      (
        await rowsOf<{ id: number }>(
          db,
          sql`select id from payrolls where company_id = 1 and kind = 'regular' and periodicity = ${periodicity}
              and period_start <= ${today} and period_end >= ${today}`,
        )
      )[0];
    if (!(await current())) await generateCalendar(deps, auth, META, { periodicity, year: year + 1 });
    const payroll = await current();
    if (!payroll) continue;
    // Open: the payroll of today and the ones of today's fortnight before it (a week already over).
    const open = await rowsOf<{ id: number }>(
      db,
      sql`select id from payrolls where company_id = 1 and kind = 'regular' and periodicity = ${periodicity}
            and status = 'planned' and period_end >= ${openFrom(today)} and period_start <= ${today}
          order by period_start`,
    );
    for (const { id } of open) await projectPayroll(deps, auth, META, { payrollId: Number(id) });
    projected.push({ payrollId: Number(payroll.id), periodicity });
  }

  await seedEarningsBeforeProduct(deps, auth, today);

  const target = projected.find((p) => p.periodicity === 'fortnightly') ?? projected[0];
  if (!target) return;
  const payrollId = target.payrollId;
  // Working days that are not holidays, the past ones of the period first (the most recent first): of this
  // payroll, or (`ofToday`) of whichever projected payroll of today the employee is in.
  const workdays = async (num: number, ofToday = false) =>
    (
      await rowsOf<{ d: string }>(
        db,
        sql`select work_date::text as d from attendance_days
            where company_id = 1 and employee_number = ${num}
              and ${
                ofToday
                  ? sql`payroll_id in (select id from payrolls where company_id = 1 and status = 'projected'
                      and period_start <= ${today} and period_end >= ${today})`
                  : sql`payroll_id = ${payrollId}`
              }
              and not rest_day and holiday_id is null and code = 'R'
            order by (work_date <= ${today}) desc, case when work_date <= ${today} then work_date end desc, work_date`,
      )
    ).map((r) => r.d);
  const vacation = (num: number, days: string[]) =>
    tryAction(() =>
      registerVacation(deps, auth, META, {
        num_empleado: num,
        from: days[0]!,
        to: days[1]!,
        note: 'Vacaciones de fin de año',
      }),
    );
  const members = (
    await rowsOf<{ n: number }>(
      db,
      sql`select employee_number as n from payroll_employees where company_id = 1 and payroll_id = ${payrollId}
          order by name_rank, employee_number`,
    )
  ).map((r) => Number(r.n));
  const pick = async (num: number | undefined) => (num === undefined ? undefined : (await workdays(num))[0]);
  const write = (num: number, date: string, item: Record<string, unknown>) =>
    tryAction(() =>
      setDiaryAttendance(deps, auth, META, {
        payrollId,
        items: [{ num_empleado: num, date, ...item } as never],
      }),
    );

  // Vacation and disability first (ranges mark whole days), then single days on other people.
  let next = 0;
  // Past the last member, the first ones again (on another of their days).
  const take = () => (members.length === 0 ? undefined : members[next++ % members.length]);
  for (let tries = 0; tries < 6; tries++) {
    const num = take();
    const days = num === undefined ? [] : (await workdays(num)).slice(0, 2).sort();
    if (num === undefined || days.length < 2) continue;
    if (await vacation(num, days)) break;
  }
  // An employee with a self-service login first: their "my incapacities and actions" shows it.
  const logins = (
    await rowsOf<{ n: number }>(
      db,
      sql`select employee_number as n from employee_users where company_id = 1 order by employee_number`,
    )
  ).map((r) => Number(r.n));
  const withLogin = logins.filter((n) => members.includes(n));
  for (let tries = 0; tries < withLogin.length + 3; tries++) {
    const num = tries < withLogin.length ? withLogin[tries] : take();
    const day = await pick(num);
    if (num === undefined || !day) continue;
    const ok = await tryAction(() =>
      registerDisability(deps, auth, META, {
        num_empleado: num,
        from: day,
        to: day,
        disabilityType: 'ccss_illness',
        disabilityCertificate: 'CCSS-0458213',
        note: 'Cuadro gripal',
      }),
    );
    if (ok) break;
  }
  // A login paid on another rhythm gets two vacation days in its own payroll of today, for the same reason.
  for (const num of logins.filter((n) => !members.includes(n))) {
    const days = (await workdays(num, true)).slice(0, 2).sort();
    if (days.length === 2) await vacation(num, days);
  }
  // The last closed payroll of the same periodicity: one payment here corrects it (corrections go forward).
  const [lastClosed] = await rowsOf<{ id: number }>(
    db,
    sql`select id from payrolls where company_id = 1 and status = 'paid' and periodicity = ${target.periodicity}
        order by period_start desc limit 1`,
  );
  const singles: Record<string, unknown>[] = [
    { code: 'A' },
    { code: 'A' },
    { code: 'A' },
    { code: 'S', entryTime: '07:04' },
    { code: '+', amount: 1_500_000, amountReason: 'Bono por cumplimiento de metas' },
    { code: '-', amount: 500_000, amountReason: 'Rebajo por adelanto de salario' },
    ...(lastClosed
      ? [
          {
            code: '+',
            amount: 850_000,
            amountReason: 'Horas extra no pagadas',
            correctsPayrollId: Number(lastClosed.id),
          },
        ]
      : []),
  ];
  for (const item of singles) {
    const num = take();
    const day = await pick(num);
    if (num !== undefined && day) await write(num, day, item);
  }
};
