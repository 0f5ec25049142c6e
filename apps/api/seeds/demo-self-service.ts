import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { linkEmployeeUser } from '../src/modules/self-service/self-service.repository';
import { userCodeOf } from '../src/modules/self-service/self-service.service';
import { insertMembership, insertUser } from '../src/modules/users/users.repository';
import { DEMO_REFERENCE_DATE } from './demo-employees';

/**
 * The periodicities of the two demo employees with self-service logins: the company's two commonest pay rhythms,
 * both closed for the last three months by the payroll seed, so each login has payslips to open.
 */
const SELF_SERVICE_PERIODICITIES = ['monthly', 'fortnightly'] as const;

/**
 * Two employees of the coffee company with self-service logins, as an invitation leaves them (issue 27): a user
 * whose code is the cédula, the `employee` role, the link to the employee record; their password is the demo
 * password instead of one chosen from the e-mail. Each is the first active employee (by number) of a periodicity
 * with an e-mail and a cédula, hired a year before the demo's reference date.
 */
export const seedDemoSelfService = async (
  tx: DbOrTx,
  passwordHash: string,
  invitedBy: number,
): Promise<void> => {
  for (const periodicity of SELF_SERVICE_PERIODICITIES) {
    const [employee] = rowsOf<{
      employee_number: number;
      national_id: string;
      full_name: string;
      email: string;
    }>(
      await tx.execute(sql`
        select employee_number, national_id, email,
               concat_ws(' ', first_name, first_surname, second_surname) as full_name
        from employees
        where company_id = 1 and active and exit_date is null and email is not null and id_type = 'fisica'
          and periodicity = ${periodicity} and entry_date <= (${DEMO_REFERENCE_DATE}::date - 365)
        order by employee_number limit 1`),
    );
    if (!employee) continue;
    const userId = await insertUser(tx, {
      code: userCodeOf(employee.national_id),
      name: employee.full_name,
      email: employee.email,
      passwordHash,
    });
    await insertMembership(tx, { companyId: 1, userId, role: 'employee' });
    await linkEmployeeUser(tx, {
      companyId: 1,
      employeeNumber: Number(employee.employee_number),
      userId,
      invitedBy,
    });
  }
};

/** The self-service logins of the demo (for `npm start` to print): user code, name and employee number. */
export const listDemoSelfServiceLogins = async (
  db: DbOrTx,
): Promise<{ code: string; name: string; employeeNumber: number }[]> =>
  rowsOf<{ code: string; name: string; employee_number: number }>(
    await db.execute(sql`
      select u.code, u.name, eu.employee_number from employee_users eu
      join users u on u.id = eu.user_id
      join memberships m on m.company_id = eu.company_id and m.user_id = eu.user_id and m.role = 'employee'
      where eu.company_id = 1 order by eu.employee_number`),
  ).map((r) => ({ code: r.code, name: r.name, employeeNumber: Number(r.employee_number) }));
