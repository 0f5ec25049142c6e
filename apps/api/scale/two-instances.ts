/**
 * Two API instances on one PostgreSQL database (issue 29), run by `.ci/run` on every change: what a load
 * balancer in front of two servers must keep true. Prints each check and a closing `N passed, N failed`; writes
 * the counts as JSON to the file named by `--report` (CI adds them up); exits non-zero when a check fails.
 */
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { startCaptureSmtp } from '../src/test/smtp-capture';
import {
  callApi,
  signInOn,
  startCluster,
  waitFor,
  type Answer,
  type Instance,
  type Session,
} from './cluster';

const LEASE_MS = 3_000;
const PUBLIC_RATE_LIMIT = 20;

type Check = { name: string; ok: boolean; detail?: string };
const checks: Check[] = [];
const check = async (name: string, run: () => Promise<void>) => {
  try {
    await run();
    checks.push({ name, ok: true });
    console.log(`✓ ${name}`);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    checks.push({ name, ok: false, detail });
    console.log(`✗ ${name}\n    ${detail}`);
  }
};
const expect = (cond: boolean, message: string) => {
  if (!cond) throw new Error(message);
};
const show = (a: Answer) => `${a.status} ${JSON.stringify(a.body).slice(0, 300)}`;
const dataOf = <T>(a: Answer, what: string): T => {
  expect(a.status === 200, `${what}: ${show(a)}`);
  return a.body.data as T;
};

/**
 * Holds a payroll's row locked from outside the API (another connection), so a calculation started meanwhile
 * stays running, visibly, until `release`: the scenario sees a calculation in flight without guessing its time.
 */
const holdPayroll = async (databaseUrl: string, payrollId: number) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query('select 1 from payrolls where company_id = 1 and id = $1 for update', [payrollId]);
  return async () => {
    await client.query('commit');
    await client.end();
  };
};

const newWeeklyPayroll = async (on: Instance, s: Session, start: string, end: string) => {
  const { payrollId } = dataOf<{ payrollId: number }>(
    await callApi(on, 'newPayroll', {
      headers: s.headers,
      body: { periodicity: 'weekly', periodStart: start, periodEnd: end },
    }),
    'newpayroll',
  );
  dataOf(await callApi(on, 'projectPayroll', { headers: s.headers, body: { payrollId } }), 'projectpayroll');
  return payrollId;
};

type State = {
  running: { processed: number; total: number } | null;
  stale: boolean;
  staleEmployees: { num_empleado: number; reasons: string[] }[];
  calculated: { totals: { net: number; employees: number } } | null;
  lastFailure: { code: string } | null;
  status: string;
};
const stateOn = async (on: Instance, s: Session, payrollId: number) =>
  dataOf<State>(await callApi(on, 'calculationState', { headers: s.headers, body: { payrollId } }), 'state');

const main = async () => {
  const reportAt = process.argv.indexOf('--report');
  const reportFile = reportAt > 0 ? process.argv[reportAt + 1] : undefined;
  const mail = await startCaptureSmtp();
  const cluster = await startCluster({
    names: ['instance-a', 'instance-b'],
    env: {
      SMTP_URL: mail.url,
      JOB_LEASE_MS: String(LEASE_MS),
      PUBLIC_RATE_LIMIT: String(PUBLIC_RATE_LIMIT),
    },
  });
  const [a, b] = cluster.instances as [Instance, Instance];
  const url = cluster.url;
  const rows = async <T>(query: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(query, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  console.log(`Two instances on one PostgreSQL database: A :${a.port}, B :${b.port} (lease ${LEASE_MS} ms)`);
  try {
    let manager: Session = await signInOn(a, 'planillas');

    await check('a session signed in on A works on B', async () => {
      const list = await callApi(b, 'employeeList', {
        headers: manager.headers,
        body: { page: 1, pageSize: 5 },
      });
      expect(list.status === 200, `employee list on B: ${show(list)}`);
    });

    await check('the token renewed on B works on A; the spent refresh token is refused on A', async () => {
      const renewed = dataOf<{ token: string; refreshToken: string }>(
        await callApi(b, 'renew', {
          headers: { ...manager.headers, 'x-refresh-token': manager.refreshToken },
        }),
        'renew on B',
      );
      const spent = manager.refreshToken;
      manager = {
        token: renewed.token,
        refreshToken: renewed.refreshToken,
        headers: { ...manager.headers, 'x-token': renewed.token },
      };
      const list = await callApi(a, 'employeeList', {
        headers: manager.headers,
        body: { page: 1, pageSize: 5 },
      });
      expect(list.status === 200, `the renewed token on A: ${show(list)}`);
      const reused = await callApi(a, 'renew', { headers: { ...manager.headers, 'x-refresh-token': spent } });
      expect(reused.status === 401, `the spent refresh token on A: ${show(reused)}`);
      // Reuse revokes the session (a stolen token): sign in again for the rest.
      manager = await signInOn(b, 'planillas');
    });

    await check('the public rate limit holds across both instances', async () => {
      // Password recovery allows max(5, limit / 3) calls a minute per address: alternate A and B.
      const allowed = Math.max(5, Math.floor(PUBLIC_RATE_LIMIT / 3));
      const codes: number[] = [];
      for (let i = 0; i < allowed * 2; i++) {
        const on = i % 2 === 0 ? a : b;
        codes.push((await callApi(on, 'recoverPassword', { body: { cod_usuario: `nadie.${i}` } })).status);
      }
      const passed = codes.filter((c) => c === 200).length;
      const limited = codes.filter((c) => c === 429).length;
      expect(
        passed === allowed && limited === allowed,
        `answers ${codes.join(', ')}: ${allowed} should pass`,
      );
    });

    let paidPayroll = 0;
    await check(
      'a calculation on A is seen running on B, and a second one on B is refused meanwhile',
      async () => {
        const payrollId = await newWeeklyPayroll(b, manager, '2027-03-01', '2027-03-07');
        const release = await holdPayroll(url, payrollId);
        let released = false;
        try {
          const calculation = callApi(a, 'calculatePayroll', {
            headers: manager.headers,
            body: { payrollId },
          });
          await waitFor('the calculation running, seen from B', async () =>
            (await stateOn(b, manager, payrollId)).running ? true : undefined,
          );
          const second = await callApi(b, 'calculatePayroll', {
            headers: manager.headers,
            body: { payrollId },
          });
          expect(
            second.status === 409 && second.body.error?.code === 'PAYROLL_CALCULATION_RUNNING',
            `a second calculation on B: ${show(second)}`,
          );
          await release();
          released = true;
          const done = await calculation;
          expect(done.status === 200, `the calculation on A: ${show(done)}`);
          paidPayroll = payrollId;
        } finally {
          if (!released) await release();
        }
      },
    );

    await check(
      "a change written through B is in A's stale check at once, and so is its undoing",
      async () => {
        expect(paidPayroll > 0, 'no calculated payroll');
        // A checks the calculation and keeps what it read (issue 29: kept by a fingerprint read at every call).
        const fresh = await stateOn(a, manager, paidPayroll);
        expect(!fresh.stale, `stale before any change: ${JSON.stringify(fresh.staleEmployees)}`);
        const [member] = await rows<{ n: number; c: number }>(
          `select m.employee_number as n, e.children_count as c from payroll_employees m
         join employees e on e.company_id = m.company_id and e.employee_number = m.employee_number
         where m.company_id = 1 and m.payroll_id = $1 order by 1 limit 1`,
          [paidPayroll],
        );
        const admin = await signInOn(b, 'admin');
        const children = async (count: number) =>
          dataOf(
            await callApi(b, 'updateEmployee', {
              headers: admin.headers,
              body: { num_empleado: member!.n, childrenCount: count },
            }),
            'empleados/update on B',
          );
        await children(Number(member!.c) + 1);
        const stale = await stateOn(a, manager, paidPayroll);
        expect(
          stale.stale &&
            JSON.stringify(stale.staleEmployees) ===
              JSON.stringify([{ num_empleado: Number(member!.n), reasons: ['credits'] }]),
          `after the change on B, A says ${JSON.stringify(stale.staleEmployees)}`,
        );
        await children(Number(member!.c));
        const undone = await stateOn(a, manager, paidPayroll);
        expect(!undone.stale, `after the undoing on B, A says ${JSON.stringify(undone.staleEmployees)}`);
      },
    );

    await check(
      'the same payroll closed on both at once: one wins, the other is told it is closed',
      async () => {
        expect(paidPayroll > 0, 'no calculated payroll to close');
        const state = await stateOn(a, manager, paidPayroll);
        const body = { payrollId: paidPayroll, confirmNet: state.calculated!.totals.net };
        const answers = await Promise.all([
          callApi(a, 'closePayroll', { headers: manager.headers, body }),
          callApi(b, 'closePayroll', { headers: manager.headers, body }),
        ]);
        const codes = answers.map((x) => x.status).sort();
        expect(codes[0] === 200 && codes[1] === 409, `closes: ${answers.map(show).join(' | ')}`);
        const loser = answers.find((x) => x.status === 409)!;
        expect(loser.body.error?.code === 'PAYROLL_ALREADY_CLOSED', `the loser: ${show(loser)}`);
      },
    );

    await check('queued vouchers are sent by the two mail workers, each exactly once', async () => {
      const sent = dataOf<{ queued: number }>(
        await callApi(a, 'emailPaidDocument', { headers: manager.headers, body: { payrollId: paidPayroll } }),
        'emailpaiddocument',
      );
      expect(sent.queued > 0, 'no voucher queued');
      const queued = await rows<{ id: number; to_address: string }>(
        `select id, to_address from outbox where kind = 'payment_voucher' and company_id = 1`,
      );
      expect(queued.length === sent.queued, `outbox ${queued.length} rows, queued ${sent.queued}`);
      await waitFor(
        'every voucher sent',
        async () => {
          const left = await rows<{ n: number }>(
            `select count(*)::int as n from outbox where kind = 'payment_voucher' and status <> 'sent'`,
          );
          return left[0]!.n === 0 ? true : undefined;
        },
        180_000,
      );
      const arrived = mail.received.filter((m) => queued.some((q) => m.to.includes(q.to_address)));
      expect(
        arrived.length === queued.length,
        `${arrived.length} messages arrived for ${queued.length} queued vouchers`,
      );
      const perAddress = new Map<string, number>();
      for (const m of arrived) for (const to of m.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      const expected = new Map<string, number>();
      for (const q of queued) expected.set(q.to_address, (expected.get(q.to_address) ?? 0) + 1);
      for (const [to, n] of expected)
        expect(perAddress.get(to) === n, `${to}: ${perAddress.get(to) ?? 0} arrived, ${n} queued`);
    });

    await check(
      `A killed during a calculation: B releases its job after the lease and calculates`,
      async () => {
        const payrollId = await newWeeklyPayroll(b, manager, '2027-03-08', '2027-03-14');
        const release = await holdPayroll(url, payrollId);
        let released = false;
        try {
          const doomed = callApi(a, 'calculatePayroll', {
            headers: manager.headers,
            body: { payrollId },
          }).catch(() => null);
          await waitFor('the calculation running on A', async () =>
            (await stateOn(b, manager, payrollId)).running ? true : undefined,
          );
          await a.kill();
          await doomed;
          await release();
          released = true;
          // B's sweep finds A's job without a heartbeat once the lease has passed, and marks it interrupted.
          const interrupted = await waitFor('the job of A marked interrupted', async () => {
            const [job] = await rows<{ status: string; error_code: string | null }>(
              `select status, error_code from import_jobs where kind = 'payroll_calculation' and subject_id = $1
             and instance_id = 'instance-a' order by started_at desc limit 1`,
              [payrollId],
            );
            return job && job.status !== 'running' ? job : undefined;
          });
          expect(interrupted.error_code === 'JOB_INTERRUPTED', `A's job: ${JSON.stringify(interrupted)}`);
          const state = await stateOn(b, manager, payrollId);
          expect(
            state.running === null,
            `still running after the takeover: ${JSON.stringify(state.running)}`,
          );
          const again = await callApi(b, 'calculatePayroll', {
            headers: manager.headers,
            body: { payrollId },
          });
          expect(again.status === 200, `the calculation on B: ${show(again)}`);
        } finally {
          if (!released) await release();
        }
      },
    );
  } finally {
    await cluster.stop();
    await mail.close();
  }
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed, checks }, null, 2));
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
