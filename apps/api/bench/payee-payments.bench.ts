/**
 * Pay items after the payroll at scale on the real PostgreSQL (DATABASE_URL, default the local server), in its own
 * database, dropped at the end: a closed fortnightly payroll of 10 000 employees (run through the real calls:
 * project, calculate, close) on which 30 % of the employees carry one to three pay items (the association's
 * savings and the employer's contribution, a pensión to one of three courts, a company loan without payee, an
 * insurance premium), written set-based as the calculation writes them (`payslip_pay_items` and the lines'
 * `pay_item`). Prints each figure beside its target (issue 26):
 *
 *   the accounting summary (procesoPlanilla/accountingresume) without, then with the pay items       ≤ 1 s
 *   the payee summary (rubros/pagosbeneficiario)                                                      ≤ 1 s
 *   its Excel export (rubros/pagosbeneficiarioexport)                                                 ≤ 2 s
 *   the payees' bank file (rubros/pagosbeneficiariobanco, generic CSV)                                ≤ 1 s
 *
 *   npm run bench:payee-payments
 *
 * Environment: BENCH_EMPLOYEES (10000), BENCH_KEEP_DB=1. The calls go over HTTP on loopback to the API in this
 * process (first call, then the median of 4 more).
 */
import { ibanCheckDigits } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createBenchDatabase, figuresMissed, report } from './bench-db';
import { apiClient, runPayrollThroughApi, seedFortnightlyEmployees } from './bench-payroll';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const PERIOD = { start: '2026-11-01', end: '2026-11-15' };

/** The items, by the employee's number: 30 % of them (n % 10 < 3) carry 1 + n % 3 of these, in this order. */
const ITEMS = [
  {
    code: 'AHORRO_ASOCIACION',
    itemClass: 'association_savings',
    line: 'ASSOCIATION_SAVINGS',
    kind: 'deduction',
  },
  {
    code: 'APORTE_ASOCIACION',
    itemClass: 'association_employer',
    line: 'ASSOCIATION_EMPLOYER',
    kind: 'employer',
  },
  { code: 'PENSION_ALIMENTARIA', itemClass: 'alimony', line: 'ALIMONY_DEDUCTION', kind: 'deduction' },
] as const;
const MORE = [
  { code: 'PRESTAMO_EMPRESA', itemClass: 'company_loan', line: 'COMPANY_LOAN', kind: 'deduction' },
  { code: 'POLIZA_SEGURO', itemClass: 'voluntary', line: 'VOLUNTARY_DEDUCTION', kind: 'deduction' },
] as const;

/** A valid IBAN CR of a bank (SINPE code) and a 14-digit account. */
const iban = (bank: string, account: string) => {
  const bban = `0${bank}${account}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};

const main = async () => {
  console.log(`payee payments bench: ${EMPLOYEES} fortnightly employees, 30 % with 1–3 pay items`);
  const bench = await createBenchDatabase('planilla_bench_payees');
  const config = loadConfig({
    databaseUrl: bench.url,
    serveWeb: false,
    logLevel: 'warn',
    seedDemo: false,
    inMemory: true,
  });
  const app = await buildApp({ config, database: bench.database, logger: false });
  const db = bench.database.db;
  try {
    let t = performance.now();
    await seedFortnightlyEmployees(db, EMPLOYEES, { hiredInNovember: false });
    await db.execute(sql`analyze`);
    console.log(`seeded ${EMPLOYEES} employees in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const api = apiClient(typeof address === 'object' && address ? address.port : 0);
    await api.signIn();
    const { payrollId } = await runPayrollThroughApi(api, PERIOD);

    const timesOf = async (call: () => Promise<{ ms: number }>, n = 5) => {
      const ms: number[] = [];
      for (let i = 0; i < n; i++) ms.push((await call()).ms);
      const rest = ms.slice(1).sort((a, b) => a - b);
      return { first: ms[0]!, median: rest[Math.floor(rest.length / 2)] ?? ms[0]! };
    };
    const figure = (name: string, times: { first: number; median: number }, target: number, extra = '') =>
      report(
        name,
        `${times.first.toFixed(0)} ms the first call, ${times.median.toFixed(0)} ms the median of 4 more${extra}`,
        `≤ ${target / 1000} s`,
        Math.max(times.first, times.median) <= target,
      );
    const journal = () =>
      api.ok<{ lines: unknown[] }>('POST', 'procesoPlanilla/accountingresume', { payrollId });
    figure('accounting summary without pay items', await timesOf(journal), 1000);

    // The payees, the catalogue, the items and what the payslips took, set-based.
    t = performance.now();
    await db.execute(sql`
      insert into pay_item_payees (company_id, name, kind, id_number, iban) values
        (1, 'Asociación Solidarista de Empleados', 'association', '3-002-100200', ${iban('152', '20010262840660')}),
        (1, 'Juzgado de Pensiones de San José', 'court', '2-300-042151', ${iban('151', '10001234567800')}),
        (1, 'Juzgado de Pensiones de Heredia', 'court', '2-300-042152', ${iban('151', '10001234567900')}),
        (1, 'Juzgado de Pensiones de Cartago', 'court', '2-300-042153', null),
        (1, 'Aseguradora del Valle', 'insurer', '3-101-555666', null)`);
    const all = [...ITEMS, ...MORE];
    await db.execute(sql`
      insert into pay_item_types (company_id, code, item_class, ccss_base, taxable, aguinaldo, settlement_average,
        payee_id, shipped)
      select 1, u.code, u.item_class, false, false, false, false,
        case when u.item_class like 'association%' then 1 end, true
      from unnest(${sql.param(all.map((i) => i.code))}::text[], ${sql.param(all.map((i) => i.itemClass))}::text[])
        as u(code, item_class)`);
    // Item j (0-based) of employee n: the first three for 1 + n % 3 items; every 4th carrier's third is a loan
    // or an insurance premium instead of the pensión.
    await db.execute(sql`
      with carriers as (
        select s.employee_number as n, s.net from payslips s
        where s.company_id = 1 and s.payroll_id = ${payrollId} and s.employee_number % 10 < 3),
      picks as (
        select c.n, j,
          case when j = 2 and c.n % 4 = 0 then (case when c.n % 8 = 0 then 3 else 4 end) else j end as pick
        from carriers c, generate_series(0, 2) j where j <= c.n % 3),
      typed as (
        select p.n, p.j, t.code, t.item_class,
          (${sql.param(all.map((i) => i.line))}::text[])[p.pick + 1] as line_code,
          (${sql.param(all.map((i) => i.kind))}::text[])[p.pick + 1] as kind,
          case t.item_class when 'alimony' then 2 + (p.n / 10) % 3 when 'voluntary' then 5 end as payee_id,
          case t.item_class when 'alimony' then 'EXP-' || p.n when 'company_loan' then 'P-' || p.n end as reference,
          (1000 + (p.n % 50) * 100) * 100::bigint as amount
        from picks p
        join pay_item_types t on t.company_id = 1
          and t.code = (${sql.param(all.map((i) => i.code))}::text[])[p.pick + 1]),
      items as (
        insert into employee_pay_items (company_id, employee_number, type_code, value_type, amount, valid_from,
          reference, order_date, principal, balance, payee_id)
        select 1, n, code, 'amount', amount, '2026-01-01', reference,
          case when item_class = 'alimony' then date '2026-01-15' end,
          case when item_class = 'company_loan' then amount * 10 end,
          case when item_class = 'company_loan' then amount * 10 end, payee_id
        from typed
        returning id, employee_number, type_code)
      insert into payslip_pay_items (company_id, payroll_id, employee_number, item_id, type_code, item_class,
        line_code, payee_id, reference, amount, due, taken, deferred)
      select 1, ${payrollId}, i.employee_number, i.id, i.type_code, x.item_class, x.line_code, x.payee_id,
        x.reference, x.amount, x.amount, x.amount, 0
      from items i join typed x on x.n = i.employee_number and x.code = i.type_code`);
    await db.execute(sql`
      insert into payslip_lines (company_id, payroll_id, employee_number, line_no, code, kind, amount, legal_ref,
        note, pay_item)
      select 1, p.payroll_id, p.employee_number, 200 + row_number() over (partition by p.employee_number order by p.item_id),
        p.line_code, case when p.item_class = 'association_employer' then 'employer' else 'deduction' end,
        p.taken, 'bench', p.reference,
        jsonb_build_object('id', p.item_id::text, 'code', p.type_code, 'itemClass', p.item_class,
          'reference', p.reference, 'garnishment', null)
      from payslip_pay_items p where p.company_id = 1 and p.payroll_id = ${payrollId}`);
    await db.execute(sql`analyze`);
    const [counts] = (
      (await db.execute(sql`
        select count(*) as items, count(distinct employee_number) as employees from payslip_pay_items
        where company_id = 1 and payroll_id = ${payrollId}`)) as unknown as {
        rows: { items: string; employees: string }[];
      }
    ).rows;
    console.log(
      `${counts!.items} pay items on ${counts!.employees} payslips written in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const withItems = await journal();
    figure(
      'accounting summary with pay items',
      await timesOf(journal),
      1000,
      ` (${withItems.data.lines.length} journal lines)`,
    );
    const payees = () =>
      api.ok<{ groups: unknown[]; total: number }>('POST', 'rubros/pagosbeneficiario', { payrollId });
    const s = await payees();
    figure('payee summary', await timesOf(payees), 1000, ` (${s.data.groups.length} payees)`);
    const exportTimes = await timesOf(async () => {
      const d = await api.download('POST', 'rubros/pagosbeneficiarioexport', { payrollId });
      return { ms: d.ms };
    }, 3);
    figure('payee summary as Excel', exportTimes, 2000);
    const bankTimes = await timesOf(async () => {
      const d = await api.download('POST', 'rubros/pagosbeneficiariobanco', {
        payrollId,
        layoutCode: 'GENERIC_CSV',
      });
      return { ms: d.ms };
    }, 3);
    figure('payees bank file (generic CSV)', bankTimes, 1000);
    api.close();
  } finally {
    await app.close();
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${bench.url}`);
    else await bench.drop();
  }
  const failed = figuresMissed();
  console.log(failed.length === 0 ? 'all targets met' : `${failed.length} target(s) missed`);
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
