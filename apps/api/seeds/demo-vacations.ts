import { abilityRulesFor } from '@planilla/contracts';
import { addDays, todayInCostaRica, type IsoDate } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import type { RequestMeta } from '../src/lib/http';
import {
  addVacationAdjustment,
  listVacationBalances,
} from '../src/modules/vacations/vacation-periods.service';
import type { AuthContext } from '../src/plugins/auth';

const META: RequestMeta = { lang: 'es', ip: '127.0.0.1', requestId: 'demo-seed' };

/**
 * The vacation days company 1's staff took before the company used the product, as opening balances: each
 * employee keeps between 2 and 14 earned days pending (most within the allowed accumulation, a few over it),
 * recorded through the service by the payroll manager, as a company would on its first day.
 */
export const seedDemoVacations = async (db: Db, now: Date = new Date()): Promise<void> => {
  const [manager] = (
    (await db.execute(sql`select u.id, u.code from users u join memberships m on m.user_id = u.id
      where m.company_id = 1 and m.role = 'payroll_manager' order by u.id limit 1`)) as unknown as {
      rows: { id: number; code: string }[];
    }
  ).rows;
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
  const today = todayInCostaRica(now);
  const { items } = await listVacationBalances({ db }, auth, {
    page: 1,
    pageSize: 200,
    sortBy: 'num_empleado',
  });
  for (const b of items) {
    // Every fifth employee keeps more than two periods pending: the summary's "over the limit".
    const keep = b.num_empleado % 5 === 0 ? 2 * b.daysPerPeriod + 4 : 2 + ((b.num_empleado * 7) % 13);
    const taken = Math.round((b.earnedDays - b.takenDays - keep) * 100) / 100;
    if (taken <= 0) continue;
    const threeMonthsAgo = addDays(today as IsoDate, -92);
    await addVacationAdjustment({ db }, auth, META, {
      num_empleado: b.num_empleado,
      kind: 'opening',
      days: taken,
      effectiveDate: b.hireDate > threeMonthsAgo ? b.hireDate : threeMonthsAgo,
      reason: 'Saldo inicial: vacaciones disfrutadas antes de usar Planilla CR',
    });
  }
};
