import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';

// Issue 23: two closes of the same payroll at once (two instances, or two tabs). The loser was told
// "calculation in progress (0 of 0 employees)" on PostgreSQL (the winner's close holds the payroll's
// calculation lock), and "paid: accepts no attendance changes" on the embedded database. It is told the
// truth: the payroll was already closed. Run on both databases (DATABASE_URL for PostgreSQL).

let t: TestApp;
let manager: Session;
const { call, data } = apiCalls(() => t);
const callEn = apiCalls(() => t, 'en').call;

beforeAll(async () => {
  t = await createTestApp();
  ({ manager } = await signInEveryRole(t.app));
});
afterAll(async () => t?.close());

describe('procesoPlanilla/closepayroll, twice at once', () => {
  it('closes once; the other close is told the payroll was already closed (its own code, es/en)', async () => {
    const { payrollId } = await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'weekly',
      periodStart: '2027-03-01',
      periodEnd: '2027-03-07',
    });
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
    const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    const body = { payrollId, confirmNet: calc.totals.net };
    const answers = await Promise.all([
      call(manager, 'procesoPlanilla/closepayroll', body, 'PUT'),
      call(manager, 'procesoPlanilla/closepayroll', body, 'PUT'),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!.json().error;
    expect(loser.code).toBe('PAYROLL_ALREADY_CLOSED');
    expect(loser.message).toMatch(/ya fue cerrada/);
    expect(loser.message).not.toMatch(/cálculo|0 de 0/);

    const again = await callEn(manager, 'procesoPlanilla/closepayroll', body, 'PUT');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'PAYROLL_ALREADY_CLOSED' });
    expect(again.json().error.message).toMatch(/already closed/);
  });
});
