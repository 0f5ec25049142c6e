import type { NewEmployeePayItemRequest } from '@planilla/contracts';
import { newEmployeePayItemRequest } from '@planilla/contracts';
import { ibanCheckDigits } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import type { RequestMeta } from '../src/lib/http';
import { createEmployeePayItem } from '../src/modules/pay-items/employee-pay-item-changes';
import { createPayee, updatePayItemType } from '../src/modules/pay-items/pay-item-catalogue.service';
import { generateCalendar } from '../src/modules/payroll-runs/generate-calendar';
import type { AuthContext } from '../src/plugins/auth';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** A valid IBAN CR of a bank (its three-digit code) and a 14-digit account. */
const ibanOf = (bank: string, account: string) => {
  const bban = `0${bank}${account}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};

/** The payees of the demo's items: the association, the courts' deposit account at BCR, an insurer. */
const PAYEES = {
  association: {
    name: 'Asociación Solidarista de Empleados de Café La Montaña',
    kind: 'association',
    idNumber: '3-002-654321',
    iban: ibanOf('161', '00010045678912'),
  },
  court: {
    name: 'Poder Judicial, depósitos judiciales (BCR)',
    kind: 'court',
    idNumber: '2-300-042155',
    iban: ibanOf('152', '00100012345678'),
  },
  insurer: {
    name: 'Instituto Nacional de Seguros',
    kind: 'insurer',
    idNumber: '4-000-001902',
    iban: ibanOf('151', '00100020001902'),
  },
} as const;

/** Association members besides the one with the pensión: the worker saves 5 % of the gross, the company adds 5.33 %
 * (the cesantía advance). */
const ASSOCIATION_MEMBERS = 5;

/**
 * The demo company's pay items (issue 26), written through the services as the payroll manager (audited and
 * checked like any change) before the seed calculates and closes the last three months' payrolls, so the closed
 * payrolls show them and the loan's balance moves with each close. Each from the first day of the closed months:
 *
 * - association savings (5 % of gross) and the employer's contribution (5.33 %) for a few members;
 * - a pensión alimentaria (30 % of the salary after charges, case 19-000123-0187-PE) paid to the courts' BCR account;
 * - an embargo at the legal maximum (art. 172) with its debt, the protected amount from the decree of its order date;
 * - a company loan (principal, instalment, balance) and an INS policy;
 * - a viático allowance (days × rate) every payroll and a commission once, in the last fortnight closed.
 *
 * People are picked by query (active, hired before the first closed month, no self-service login, best paid first):
 * four fortnightly ones for the court orders, the loan and the commission, monthly ones for the association and
 * the viáticos, so the same database always gets the same items and most fortnightly people carry none.
 */
export const seedDemoPayItems = async (
  deps: { db: Db },
  auth: AuthContext,
  meta: RequestMeta,
  opts: { since: string; closeBefore: string },
): Promise<void> => {
  const { db } = deps;
  const { since } = opts;
  const payeeIds: Record<keyof typeof PAYEES, number> = { association: 0, court: 0, insurer: 0 };
  for (const [key, payee] of Object.entries(PAYEES) as [
    keyof typeof PAYEES,
    (typeof PAYEES)[keyof typeof PAYEES],
  ][])
    payeeIds[key] = (await createPayee(deps, auth, meta, { ...payee, active: true })).payee.id;
  for (const code of ['AHORRO_ASOCIACION', 'APORTE_ASOCIACION', 'PRESTAMO_ASOCIACION'])
    await updatePayItemType(deps, auth, meta, { code, payeeId: payeeIds.association });
  await updatePayItemType(deps, auth, meta, { code: 'POLIZA_SEGURO', payeeId: payeeIds.insurer });

  /** Active people of a periodicity hired before the closed months, without a self-service login, by salary. */
  const people = async (periodicity: string) =>
    (
      await rowsOf<{ n: number }>(
        db,
        sql`select e.employee_number as n from employees e
            where e.company_id = 1 and e.active and e.exit_date is null and e.periodicity = ${periodicity}
              and e.entry_date <= ${since}::date
              and not exists (select 1 from employee_users u where u.company_id = 1
                and u.employee_number = e.employee_number)
            order by (select s.amount from employee_salaries s where s.company_id = 1
                and s.employee_number = e.employee_number order by s.effective_from desc limit 1) desc,
              e.employee_number`,
      )
    ).map((r) => Number(r.n));
  const fortnightly = await people('fortnightly');
  const monthly = await people('monthly');
  // The best-paid fortnightly one carries the embargo (art. 172 takes from what is above the protected amount).
  // Four fortnightly people only: the others stay free of items for scenarios that add their own.
  const [embargoed, alimony, borrower, seller] = fortnightly;
  const [traveller, ...members] = monthly;

  const add = async (num: number | undefined, typeCode: string, item: Partial<NewEmployeePayItemRequest>) => {
    if (num === undefined) return;
    await createEmployeePayItem(
      deps,
      auth,
      meta,
      newEmployeePayItemRequest.parse({ num_empleado: num, typeCode, validFrom: since, ...item }),
    );
  };

  await add(embargoed, 'EMBARGO', {
    valueType: 'legal_maximum',
    reference: '21-004512-1164-CJ',
    orderDate: '2025-03-10',
    principal: 2_500_000_00,
    payeeId: payeeIds.court,
    note: 'Juzgado Civil de Cartago, cobro judicial',
  });
  await add(alimony, 'PENSION_ALIMENTARIA', {
    valueType: 'percentage',
    rate: 3_000,
    percentageOf: 'salary_after_charges',
    reference: '19-000123-0187-PE',
    orderDate: '2019-08-14',
    payeeId: payeeIds.court,
    note: 'Juzgado de Pensiones Alimentarias de Pérez Zeledón',
  });
  await add(borrower, 'PRESTAMO_EMPRESA', {
    valueType: 'amount',
    amount: 40_000_00,
    principal: 480_000_00,
    reference: 'PE-2026-014',
    note: 'Préstamo para reparación de vivienda',
  });
  await add(traveller, 'VIATICOS', {
    valueType: 'quantity',
    quantity: 4,
    unitRate: 12_500_00,
    note: 'Giras a fincas de Dota y León Cortés',
  });
  await add(borrower, 'POLIZA_SEGURO', {
    valueType: 'amount',
    amount: 8_750_00,
    reference: 'INS-VID-0098123',
    payeeId: payeeIds.insurer,
  });

  // The association: the one with the pensión and monthly people.
  for (const num of [alimony, ...members.slice(0, ASSOCIATION_MEMBERS)]) {
    await add(num, 'AHORRO_ASOCIACION', { valueType: 'percentage', rate: 500, percentageOf: 'gross_salary' });
    await add(num, 'APORTE_ASOCIACION', { valueType: 'percentage', rate: 533, percentageOf: 'gross_salary' });
  }

  // A commission once, in the last fortnight the seed closes (its calendar first: generating twice adds nothing).
  for (const year of new Set([since.slice(0, 4), opts.closeBefore.slice(0, 4)]))
    await generateCalendar(deps, auth, meta, { periodicity: 'fortnightly', year: Number(year) });
  const [last] = await rowsOf<{ id: number; start: string }>(
    db,
    sql`select id, period_start::text as start from payrolls where company_id = 1 and kind = 'regular'
          and periodicity = 'fortnightly' and status = 'planned' and period_end < ${opts.closeBefore}
          and period_start >= ${since}
        order by period_start desc limit 1`,
  );
  if (last && seller !== undefined)
    await add(seller, 'COMISION', {
      valueType: 'amount',
      amount: 185_000_00,
      frequency: 'once',
      payrollId: Number(last.id),
      validFrom: last.start,
      reference: 'Ventas de café de especialidad',
    });
};
