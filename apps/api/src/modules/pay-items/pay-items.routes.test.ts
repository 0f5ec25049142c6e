import { PAY_ITEM_CLASS_CODES, SHIPPED_PAY_ITEM_TYPES } from '@planilla/contracts';
import { ibanCheckDigits, PAY_ITEM_CLASSES } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * Pay items (issue 26): the catalogue (rubros/tipolista, nuevotipo, actualizartipo), payees (beneficiariolista,
 * nuevobeneficiario, actualizarbeneficiario) and employees' items (empleadolista, nuevo, actualizar, finalizar,
 * eliminar, cancelar, movimientos, resumen). The import is in pay-item-import.routes.test.ts; tenancy and roles
 * of every route are walked by src/test/tenancy.test.ts and roles.test.ts.
 */
let t: TestApp;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;

const { call, data, rows } = apiCalls(() => t);
const en = (s: Session, url: string, payload: object, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
  call(s, url, payload, method, 'en');

/** A valid IBAN CR of BCR (152) for a 14-digit account. */
const ibanOf = (account: string) => {
  const bban = `0152${account}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};

let employee: { number: number; entryDate: string }; // fortnightly, active
let other: number; // another active employee
let inactive: number;
let payrollId: number; // 1–15 March 2027, fortnightly, planned
let paidPayrollId: number; // 16–31 March 2027, closed (set by SQL: the closing is another module's)

/** Expects a refused call: its status, error code and (when given) the fields named; nothing written. */
const refused = async (
  res: Promise<{
    statusCode: number;
    json: () => { error: { code: string; fields?: Record<string, string> } };
  }>,
  status: number,
  code: string,
  fields?: string[],
) => {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(status);
  expect(r.json().error.code).toBe(code);
  if (fields) expect(Object.keys(r.json().error.fields ?? {}).sort()).toEqual([...fields].sort());
  return r.json().error;
};

const pension = {
  typeCode: 'PENSION_ALIMENTARIA',
  valueType: 'percentage',
  rate: 2000,
  percentageOf: 'salary_after_charges',
  validFrom: '2026-01-01',
  reference: '25-000123-0165-PA',
  orderDate: '2025-11-20',
};

beforeAll(async () => {
  t = await createTestApp();
  const s = await signInEveryRole(t.app);
  ({ admin2, manager, auditor, assistant } = s);
  const list = await rows<{ employee_number: number; entry_date: string }>(sql`
    select employee_number, entry_date::text as entry_date from employees
    where company_id = 1 and active and periodicity = 'fortnightly' and exit_date is null
    order by employee_number limit 3`);
  employee = { number: Number(list[0]!.employee_number), entryDate: list[0]!.entry_date };
  other = Number(list[1]!.employee_number);
  inactive = Number(list[2]!.employee_number);
  await t.database.db.execute(
    sql`update employees set active = false where company_id = 1 and employee_number = ${inactive}`,
  );
  payrollId = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2027-03-01',
      periodEnd: '2027-03-15',
    })
  ).payrollId;
  paidPayrollId = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2027-03-16',
      periodEnd: '2027-03-31',
    })
  ).payrollId;
  await t.database.db.execute(
    sql`update payrolls set status = 'paid' where company_id = 1 and id = ${paidPayrollId}`,
  );
});
afterAll(async () => t?.close());

describe('the catalogue', () => {
  it("lists the company's classes as the engine's", () => {
    expect([...PAY_ITEM_CLASS_CODES]).toEqual([...PAY_ITEM_CLASSES]);
  });

  it('ships the usual types with the law treatment, in the reader language, inserted once by the first change', async () => {
    const es = await data(auditor, 'rubros/tipolista', {});
    expect(es.map((x: { code: string }) => x.code).sort()).toEqual(
      SHIPPED_PAY_ITEM_TYPES.map((x) => x.code).sort(),
    );
    const commission = es.find((x: { code: string }) => x.code === 'COMISION');
    expect(commission).toMatchObject({
      name: 'Comisión',
      customName: null,
      kind: 'earning',
      shipped: true,
      active: true,
      treatment: { ccssBase: true, taxable: true, aguinaldo: true, settlementAverage: true },
      legalRef: expect.stringContaining('Ley 7092'),
      itemCount: 0,
    });
    expect(es.find((x: { code: string }) => x.code === 'VIATICOS').treatment).toEqual({
      ccssBase: false,
      taxable: false,
      aguinaldo: false,
      settlementAverage: false,
    });
    expect(es.find((x: { code: string }) => x.code === 'APORTE_ASOCIACION').kind).toBe('employer');
    const english = (await en(auditor, 'rubros/tipolista', {})).json().data;
    expect(english.find((x: { code: string }) => x.code === 'EMBARGO').name).toBe('Salary garnishment');
    // A read writes nothing: the first change inserts the shipped rows, once.
    const count = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from pay_item_types where company_id = 1`))[0]!
        .n;
    expect(await count()).toBe(0);
    await data(manager, 'rubros/actualizartipo', { code: 'VIATICOS', active: true }, 'PUT');
    await data(manager, 'rubros/actualizartipo', { code: 'VIATICOS', active: true }, 'PUT');
    expect(await count()).toBe(SHIPPED_PAY_ITEM_TYPES.length);
    expect(await data(auditor, 'rubros/tipolista', {})).toEqual(es);
  });

  it('adds a type of a class, audited; an earning takes its class flags unless told', async () => {
    const { type } = await data(manager, 'rubros/nuevotipo', {
      code: 'premio_ventas',
      name: 'Premio por ventas',
      itemClass: 'bonus',
      treatment: { aguinaldo: false },
      debitAccount: '5101-07',
    });
    expect(type).toMatchObject({
      code: 'PREMIO_VENTAS',
      name: 'Premio por ventas',
      kind: 'earning',
      shipped: false,
      treatment: { ccssBase: true, taxable: true, aguinaldo: false, settlementAverage: true },
      debitAccount: '5101-07',
      creditAccount: null,
    });
    const audit = await rows<{ action: string; after: { code: string } }>(sql`
      select action, after from audit_log where company_id = 1 and entity = 'pay_item_type' and entity_id = 'PREMIO_VENTAS'`);
    expect(audit).toEqual([expect.objectContaining({ action: 'pay_item_type_created' })]);
  });

  it("refuses flags on a deduction (the law's), a taken code and a bad code, writing nothing", async () => {
    const before = await tableFingerprints(t.database.db);
    const error = await refused(
      en(manager, 'rubros/nuevotipo', {
        code: 'SEGURO_VIDA',
        name: 'Seguro de vida',
        itemClass: 'voluntary',
        treatment: { taxable: true },
      }),
      400,
      'VALIDATION_ERROR',
      ['treatment'],
    );
    expect(error.fields!.treatment).toBe('This value does not apply to this kind of pay item.');
    await refused(
      call(manager, 'rubros/nuevotipo', { code: 'COMISION', name: 'Otra comisión', itemClass: 'commission' }),
      409,
      'PAY_ITEM_TYPE_CODE_TAKEN',
    );
    await refused(
      call(manager, 'rubros/nuevotipo', { code: '9X', name: 'Mal', itemClass: 'commission' }),
      400,
      'VALIDATION_ERROR',
      ['code'],
    );
    await refused(
      call(manager, 'rubros/actualizartipo', { code: 'EMBARGO', treatment: { ccssBase: true } }, 'PUT'),
      400,
      'VALIDATION_ERROR',
      ['treatment'],
    );
    await refused(
      call(manager, 'rubros/actualizartipo', { code: 'NO_EXISTE', active: false }, 'PUT'),
      404,
      'PAY_ITEM_TYPE_NOT_FOUND',
    );
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it("changes an earning's flags and name, keeps what is not sent, and goes back to the shipped name", async () => {
    const first = (
      await data(
        manager,
        'rubros/actualizartipo',
        {
          code: 'COMISION',
          name: 'Comisión por ventas',
          treatment: { settlementAverage: false },
          creditAccount: '2101',
        },
        'PUT',
      )
    ).type;
    expect(first).toMatchObject({
      name: 'Comisión por ventas',
      customName: 'Comisión por ventas',
      treatment: { ccssBase: true, taxable: true, aguinaldo: true, settlementAverage: false },
      creditAccount: '2101',
    });
    const second = (await data(manager, 'rubros/actualizartipo', { code: 'COMISION', name: null }, 'PUT'))
      .type;
    expect(second).toMatchObject({ name: 'Comisión', customName: null, creditAccount: '2101' });
    expect(second.treatment.settlementAverage).toBe(false);
  });

  it('lets the HR assistant and the auditor read it, not change it', async () => {
    expect((await call(assistant, 'rubros/tipolista', {})).statusCode).toBe(200);
    await refused(
      call(assistant, 'rubros/actualizartipo', { code: 'COMISION', active: false }, 'PUT'),
      403,
      'FORBIDDEN',
    );
    await refused(
      call(auditor, 'rubros/nuevotipo', { code: 'OTRO', name: 'Otro', itemClass: 'bonus' }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('payees', () => {
  let association: number;

  it('adds one with its IBAN checked, audited', async () => {
    const { payee } = await data(manager, 'rubros/nuevobeneficiario', {
      name: 'Asociación Solidarista Café La Montaña',
      kind: 'association',
      idNumber: '3-002-123456',
      iban: ibanOf('00100012345678').replace(/(.{4})/g, '$1 '),
    });
    association = payee.id;
    expect(payee).toMatchObject({
      kind: 'association',
      iban: ibanOf('00100012345678'),
      active: true,
      itemCount: 0,
    });
    expect(await data(auditor, 'rubros/beneficiariolista', {})).toEqual([payee]);
    const audit = await rows(sql`
      select 1 from audit_log where company_id = 1 and action = 'payee_created' and entity_id = ${String(association)}`);
    expect(audit).toHaveLength(1);
  });

  it('refuses a bad IBAN and a name taken in any case, writing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const error = await refused(
      call(manager, 'rubros/nuevobeneficiario', {
        name: 'Juzgado de Pensiones',
        kind: 'court',
        iban: 'CR00015200100012345678',
      }),
      400,
      'VALIDATION_ERROR',
      ['iban'],
    );
    expect(error.fields!.iban).toMatch(/IBAN/);
    await refused(
      call(manager, 'rubros/nuevobeneficiario', {
        name: 'ASOCIACIÓN SOLIDARISTA CAFÉ LA MONTAÑA',
        kind: 'association',
      }),
      409,
      'PAYEE_NAME_TAKEN',
    );
    const { payee } = await data(manager, 'rubros/nuevobeneficiario', {
      name: 'Juzgado de Pensiones',
      kind: 'court',
    });
    const after = await tableFingerprints(t.database.db);
    await refused(
      call(
        manager,
        'rubros/actualizarbeneficiario',
        { id: payee.id, name: 'asociación solidarista café la montaña' },
        'PUT',
      ),
      409,
      'PAYEE_NAME_TAKEN',
    );
    await refused(
      call(admin2, 'rubros/actualizarbeneficiario', { id: payee.id, active: false }, 'PUT'),
      404,
      'PAYEE_NOT_FOUND',
    );
    expect(await tableFingerprints(t.database.db)).toEqual(after);
    expect(after).not.toEqual(before);
  });

  it('changes only the fields sent', async () => {
    const { payee } = await data(
      manager,
      'rubros/actualizarbeneficiario',
      { id: association, name: 'ASOSOLIDARISTA Café La Montaña' },
      'PUT',
    );
    expect(payee).toMatchObject({ name: 'ASOSOLIDARISTA Café La Montaña', idNumber: '3-002-123456' });
    expect(payee.iban).toBe(ibanOf('00100012345678'));
    const cleared = (
      await data(manager, 'rubros/actualizarbeneficiario', { id: association, iban: null }, 'PUT')
    ).payee;
    expect(cleared.iban).toBeNull();
  });
});

describe("an employee's items", () => {
  let pensionId: number;
  let loanId: number;

  it('lets the HR assistant add a pensión, audited, listed with its state', async () => {
    const { item } = await data(assistant, 'rubros/nuevo', { num_empleado: employee.number, ...pension });
    pensionId = item.id;
    expect(item).toMatchObject({
      employeeNumber: employee.number,
      typeName: 'Pensión alimentaria',
      itemClass: 'alimony',
      kind: 'deduction',
      valueType: 'percentage',
      rate: 2000,
      percentageOf: 'salary_after_charges',
      amount: null,
      frequency: 'recurring',
      reference: '25-000123-0165-PA',
      orderDate: '2025-11-20',
      balance: null,
      deferred: 0,
      state: 'active',
      endReason: null,
      usedByClosedPayroll: false,
      createdBy: 'asistente.rrhh',
    });
    const list = await data(auditor, 'rubros/empleadolista', { num_empleado: employee.number });
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([pensionId]);
    const audit = await rows<{ user_code: string; before: unknown; after: { reference: string } }>(sql`
      select user_code, before, after from audit_log
      where company_id = 1 and action = 'pay_item_created' and entity_id = ${String(pensionId)}`);
    expect(audit).toEqual([
      expect.objectContaining({
        user_code: 'asistente.rrhh',
        before: null,
        after: expect.objectContaining({ reference: '25-000123-0165-PA' }),
      }),
    ]);
  });

  it('refuses bad items with the field named in the caller language, writing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const base = { num_empleado: employee.number, validFrom: '2026-02-01' };
    // An embargo without its case number and order date.
    const embargo = await refused(
      call(manager, 'rubros/nuevo', {
        ...base,
        typeCode: 'EMBARGO',
        valueType: 'legal_maximum',
        principal: 50_000_00,
      }),
      400,
      'VALIDATION_ERROR',
      ['reference', 'orderDate'],
    );
    expect(embargo.fields!.reference).toBe(
      'Una pensión alimentaria o un embargo necesita el número de expediente y la fecha de la orden.',
    );
    const inEnglish = await refused(
      en(manager, 'rubros/nuevo', {
        ...base,
        typeCode: 'PENSION_ALIMENTARIA',
        valueType: 'amount',
        amount: 100,
      }),
      400,
      'VALIDATION_ERROR',
      ['reference', 'orderDate'],
    );
    expect(inEnglish.fields!.orderDate).toBe(
      'Alimony or a garnishment needs the court case number and the order date.',
    );
    // A percentage over 100 %, an amount below zero (the schema).
    await refused(
      call(manager, 'rubros/nuevo', { ...base, ...pension, num_empleado: employee.number, rate: 10_001 }),
      400,
      'VALIDATION_ERROR',
      ['rate'],
    );
    await refused(
      call(manager, 'rubros/nuevo', { ...base, typeCode: 'POLIZA_SEGURO', valueType: 'amount', amount: -1 }),
      400,
      'VALIDATION_ERROR',
      ['amount'],
    );
    // A loan whose instalment exceeds its principal; a loan without its principal.
    const loan = await refused(
      en(manager, 'rubros/nuevo', {
        ...base,
        typeCode: 'PRESTAMO_EMPRESA',
        valueType: 'amount',
        amount: 60_000_00,
        principal: 50_000_00,
      }),
      400,
      'VALIDATION_ERROR',
      ['amount'],
    );
    expect(loan.fields!.amount).toBe('The instalment cannot be more than the loan amount.');
    await refused(
      call(manager, 'rubros/nuevo', {
        ...base,
        typeCode: 'PRESTAMO_EMPRESA',
        valueType: 'amount',
        amount: 10_000_00,
      }),
      400,
      'VALIDATION_ERROR',
      ['principal'],
    );
    // The value's fields by its type; the legal maximum only for an embargo.
    await refused(
      call(manager, 'rubros/nuevo', { ...base, typeCode: 'POLIZA_SEGURO', valueType: 'amount' }),
      400,
      'VALIDATION_ERROR',
      ['amount'],
    );
    await refused(
      call(manager, 'rubros/nuevo', { ...base, typeCode: 'COMISION', valueType: 'quantity', quantity: 3 }),
      400,
      'VALIDATION_ERROR',
      ['unitRate'],
    );
    await refused(
      call(manager, 'rubros/nuevo', { ...base, typeCode: 'POLIZA_SEGURO', valueType: 'legal_maximum' }),
      400,
      'VALIDATION_ERROR',
      ['valueType'],
    );
    // Before the hire date; an end before the start.
    await refused(
      call(manager, 'rubros/nuevo', {
        ...base,
        typeCode: 'POLIZA_SEGURO',
        valueType: 'amount',
        amount: 5_000_00,
        validFrom: '2000-01-01',
      }),
      400,
      'VALIDATION_ERROR',
      ['validFrom'],
    );
    await refused(
      call(manager, 'rubros/nuevo', {
        ...base,
        typeCode: 'POLIZA_SEGURO',
        valueType: 'amount',
        amount: 5_000_00,
        validTo: '2026-01-31',
      }),
      400,
      'VALIDATION_ERROR',
      ['validTo'],
    );
    // Once: a payroll is required, and it must be an open regular payroll of the employee.
    const once = {
      ...base,
      typeCode: 'ADELANTO_SALARIO',
      valueType: 'amount',
      amount: 20_000_00,
      principal: 20_000_00,
      frequency: 'once',
    };
    await refused(call(manager, 'rubros/nuevo', once), 400, 'VALIDATION_ERROR', ['payrollId']);
    await refused(
      call(manager, 'rubros/nuevo', { ...once, payrollId: paidPayrollId }),
      400,
      'VALIDATION_ERROR',
      ['payrollId'],
    );
    await refused(call(manager, 'rubros/nuevo', { ...once, payrollId: 999_999 }), 400, 'VALIDATION_ERROR', [
      'payrollId',
    ]);
    // An inactive employee, an inactive type, an unknown type or employee.
    await refused(
      call(manager, 'rubros/nuevo', {
        ...base,
        num_empleado: inactive,
        typeCode: 'POLIZA_SEGURO',
        valueType: 'amount',
        amount: 100,
      }),
      409,
      'PAY_ITEM_EMPLOYEE_INACTIVE',
    );
    await refused(
      call(manager, 'rubros/nuevo', { ...base, typeCode: 'NO_EXISTE', valueType: 'amount', amount: 100 }),
      404,
      'PAY_ITEM_TYPE_NOT_FOUND',
    );
    await refused(
      call(manager, 'rubros/nuevo', {
        ...base,
        num_empleado: 999_999,
        typeCode: 'POLIZA_SEGURO',
        valueType: 'amount',
        amount: 100,
      }),
      404,
      'EMPLOYEE_NOT_FOUND',
    );
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    await data(manager, 'rubros/actualizartipo', { code: 'CUOTA_SINDICAL', active: false }, 'PUT');
    const inactiveType = await tableFingerprints(t.database.db);
    await refused(
      call(manager, 'rubros/nuevo', {
        ...base,
        typeCode: 'CUOTA_SINDICAL',
        valueType: 'amount',
        amount: 100,
      }),
      409,
      'PAY_ITEM_TYPE_INACTIVE',
    );
    expect(await tableFingerprints(t.database.db)).toEqual(inactiveType);
  });

  it('adds a once advance in an open payroll of the employee, and a loan owing its principal', async () => {
    const advance = (
      await data(manager, 'rubros/nuevo', {
        num_empleado: employee.number,
        typeCode: 'ADELANTO_SALARIO',
        valueType: 'amount',
        amount: 20_000_00,
        principal: 20_000_00,
        frequency: 'once',
        payrollId,
        validFrom: '2027-03-01',
      })
    ).item;
    expect(advance).toMatchObject({ frequency: 'once', payrollId, balance: 20_000_00, state: 'scheduled' });
    const loan = (
      await data(manager, 'rubros/nuevo', {
        num_empleado: employee.number,
        typeCode: 'PRESTAMO_EMPRESA',
        valueType: 'amount',
        amount: 25_000_00,
        principal: 150_000_00,
        reference: 'PR-2026-014',
        validFrom: '2026-01-01',
      })
    ).item;
    loanId = loan.id;
    expect(loan).toMatchObject({
      principal: 150_000_00,
      balance: 150_000_00,
      amount: 25_000_00,
      state: 'active',
    });
  });

  it('changes an item no payroll used', async () => {
    const { item } = await data(
      manager,
      'rubros/actualizar',
      {
        id: loanId,
        valueType: 'amount',
        amount: 30_000_00,
        principal: 120_000_00,
        validFrom: '2026-01-01',
        reference: 'PR-2026-014',
      },
      'PUT',
    );
    expect(item).toMatchObject({ amount: 30_000_00, principal: 120_000_00, balance: 120_000_00 });
    const audit = await rows<{ before: { amount: number }; after: { amount: number } }>(sql`
      select before, after from audit_log where company_id = 1 and action = 'pay_item_updated' and entity_id = ${String(loanId)}`);
    expect(audit.map((a) => [a.before.amount, a.after.amount])).toEqual([[25_000_00, 30_000_00]]);
  });

  it('records payoffs: the balance falls, a movement each, and paid in full the item is over', async () => {
    const before = await tableFingerprints(t.database.db);
    await refused(
      call(manager, 'rubros/cancelar', { id: loanId, date: '2026-03-01', amount: 200_000_00 }),
      400,
      'VALIDATION_ERROR',
      ['amount'],
    );
    await refused(
      call(manager, 'rubros/cancelar', { id: pensionId, date: '2026-03-01' }),
      409,
      'PAY_ITEM_NO_BALANCE',
    );
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    const part = (
      await data(manager, 'rubros/cancelar', { id: loanId, date: '2026-03-01', amount: 20_000_00 })
    ).item;
    expect(part).toMatchObject({ balance: 100_000_00, state: 'active', endReason: null });
    // Its balance moved: it is not rewritten or deleted any more.
    await refused(
      call(
        manager,
        'rubros/actualizar',
        { id: loanId, valueType: 'amount', amount: 1, principal: 2, validFrom: '2026-01-01' },
        'PUT',
      ),
      409,
      'PAY_ITEM_USED',
    );
    const rest = (
      await data(manager, 'rubros/cancelar', {
        id: loanId,
        date: '2026-03-10',
        note: 'Pagó con la liquidación de un CDP',
      })
    ).item;
    expect(rest).toMatchObject({
      balance: 0,
      state: 'paid_off',
      endReason: 'paid_off',
      validTo: '2026-03-10',
    });
    await refused(
      call(manager, 'rubros/cancelar', { id: loanId, date: '2026-03-11' }),
      409,
      'PAY_ITEM_ENDED',
    );
    const history = await data(auditor, 'rubros/movimientos', { id: loanId });
    expect(
      history.movements.map((m: { kind: string; amount: number; balanceAfter: number }) => [
        m.kind,
        m.amount,
        m.balanceAfter,
      ]),
    ).toEqual([
      ['payoff', 20_000_00, 100_000_00],
      ['payoff', 100_000_00, 0],
    ]);
    expect(history.pending).toEqual([]);
  });

  it('keeps an item a closed payroll used: no change or delete, ended not before that payroll, continued from a date', async () => {
    // The closing (another module) writes this movement when the payroll is closed.
    await t.database.db.execute(sql`
      insert into pay_item_movements (company_id, item_id, kind, payroll_id, amount, deferred_after)
      values (1, ${pensionId}, 'payroll', ${paidPayrollId}, 45000, 0)`);
    const listed = (await data(manager, 'rubros/empleadolista', { num_empleado: employee.number })).items;
    expect(listed.find((i: { id: number }) => i.id === pensionId).usedByClosedPayroll).toBe(true);
    const before = await tableFingerprints(t.database.db);
    await refused(
      call(manager, 'rubros/actualizar', { id: pensionId, ...pension }, 'PUT'),
      409,
      'PAY_ITEM_USED',
    );
    await refused(call(manager, 'rubros/eliminar', { id: pensionId }, 'DELETE'), 409, 'PAY_ITEM_USED');
    await refused(
      call(manager, 'rubros/finalizar', { id: pensionId, validTo: '2027-03-20' }),
      400,
      'VALIDATION_ERROR',
      ['validTo'],
    );
    await refused(
      call(manager, 'rubros/nuevo', {
        ...pension,
        num_empleado: employee.number,
        rate: 2500,
        validFrom: '2027-03-20',
        replacesId: pensionId,
      }),
      400,
      'VALIDATION_ERROR',
      ['validFrom'],
    );
    await refused(
      call(manager, 'rubros/nuevo', {
        ...pension,
        num_empleado: other,
        validFrom: '2027-04-01',
        replacesId: pensionId,
      }),
      400,
      'VALIDATION_ERROR',
      ['replacesId'],
    );
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    const next = (
      await data(manager, 'rubros/nuevo', {
        ...pension,
        num_empleado: employee.number,
        rate: 2500,
        validFrom: '2027-04-01',
        replacesId: pensionId,
      })
    ).item;
    expect(next).toMatchObject({ replacesId: pensionId, rate: 2500, validFrom: '2027-04-01' });
    const old = (await data(manager, 'rubros/movimientos', { id: pensionId })).item;
    expect(old).toMatchObject({ validTo: '2027-03-31', endReason: 'ended' });
    expect((await data(manager, 'rubros/movimientos', { id: pensionId })).movements).toEqual([
      expect.objectContaining({
        kind: 'payroll',
        amount: 45000,
        payrollId: paidPayrollId,
        payrollName: expect.stringContaining('Planilla quincenal'),
      }),
    ]);
    const ended = (
      await data(manager, 'rubros/finalizar', {
        id: next.id,
        validTo: '2027-12-31',
        note: 'Resolución del juzgado',
      })
    ).item;
    expect(ended).toMatchObject({
      validTo: '2027-12-31',
      endReason: 'ended',
      note: 'Resolución del juzgado',
    });
  });

  it('deletes an item typed by mistake, audited', async () => {
    const { item } = await data(manager, 'rubros/nuevo', {
      num_empleado: other,
      typeCode: 'POLIZA_SEGURO',
      valueType: 'amount',
      amount: 12_500_00,
      validFrom: '2026-06-01',
    });
    expect(await data(manager, 'rubros/eliminar', { id: item.id }, 'DELETE')).toEqual({ id: item.id });
    expect(
      await rows(sql`select 1 from employee_pay_items where company_id = 1 and id = ${item.id}`),
    ).toHaveLength(0);
    const audit = await rows<{ before: object; after: unknown }>(sql`
      select before, after from audit_log where company_id = 1 and action = 'pay_item_deleted' and entity_id = ${String(item.id)}`);
    expect(audit).toEqual([
      expect.objectContaining({ after: null, before: expect.objectContaining({ amount: 12_500_00 }) }),
    ]);
  });

  it("answers 404 to another company's item and changes nothing", async () => {
    const before = await tableFingerprints(t.database.db);
    for (const [url, payload, method] of [
      ['rubros/actualizar', { id: pensionId, ...pension }, 'PUT'],
      ['rubros/finalizar', { id: pensionId, validTo: '2027-12-31' }, 'POST'],
      ['rubros/eliminar', { id: pensionId }, 'DELETE'],
      ['rubros/cancelar', { id: pensionId, date: '2027-01-01' }, 'POST'],
      ['rubros/movimientos', { id: pensionId }, 'POST'],
    ] as const)
      await refused(call(admin2, url, payload, method), 404, 'PAY_ITEM_NOT_FOUND');
    expect((await data(admin2, 'rubros/resumen', {})).items).toEqual([]);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it("refuses the auditor's writes", async () => {
    await refused(
      call(auditor, 'rubros/nuevo', { num_empleado: employee.number, ...pension }),
      403,
      'FORBIDDEN',
    );
    await refused(call(auditor, 'rubros/eliminar', { id: pensionId }, 'DELETE'), 403, 'FORBIDDEN');
  });

  it("shows the company's orders and loans in force with their totals", async () => {
    await data(manager, 'rubros/nuevo', {
      num_empleado: other,
      typeCode: 'PRESTAMO_ASOCIACION',
      valueType: 'amount',
      amount: 15_000_00,
      principal: 90_000_00,
      validFrom: '2026-01-01',
    });
    const overview = await data(auditor, 'rubros/resumen', {});
    const classes = overview.items
      .map((i: { itemClass: string; state: string }) => `${i.itemClass} ${i.state}`)
      .sort();
    expect(classes).toEqual([
      'advance scheduled',
      'alimony active',
      'alimony scheduled',
      'association_loan active',
    ]);
    expect(overview.totals).toEqual({ balance: 20_000_00 + 90_000_00, deferred: 0, items: 4 });
    const all = await data(auditor, 'rubros/resumen', { includeEnded: true, classes: ['company_loan'] });
    expect(all.items.map((i: { id: number; state: string }) => [i.id, i.state])).toEqual([
      [loanId, 'paid_off'],
    ]);
  });
});
