import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { todayInCostaRica } from '@planilla/domain';
import { companies, companyRtPolicies, employees, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { seedAttendanceExtraHours } from './attendance-extra-hours';
import { seedDemoEmployees } from './demo-employees';
import { seedDemoPayrolls } from './demo-payrolls';
import { seedDemoSelfService } from './demo-self-service';
import { seedDemoVacations } from './demo-vacations';

export const DEMO_PASSWORD = 'Planilla-Demo-2026';

export const DEMO_COMPANIES = [
  {
    id: 1,
    name: 'Café La Montaña S.A.',
    tradeName: 'Café La Montaña',
    legalId: '3-101-456789',
    address: 'San Marcos de Tarrazú, San José; 200 m norte de la iglesia católica',
    phone: '+506 2546-1234',
    email: 'planillas@cafelamontana.cr',
  },
  {
    id: 2,
    name: 'Servicios Técnicos del Valle S.R.L.',
    tradeName: 'Servicios del Valle',
    legalId: '3-102-765432',
    address: 'Paraíso, Cartago; 150 m este del parque central',
    phone: '+506 2574-8890',
    email: 'rrhh@serviciosdelvalle.cr',
  },
];

export const DEMO_USERS = [
  {
    code: 'admin',
    name: 'Andrea Jiménez Rojas',
    email: 'admin@cafelamontana.cr',
    roles: { 1: 'admin', 2: 'admin' },
    systemAdmin: true,
  },
  {
    code: 'planillas',
    name: 'María Fernanda Solís Vargas',
    email: 'planillas@cafelamontana.cr',
    roles: { 1: 'payroll_manager' },
    systemAdmin: false,
  },
  {
    code: 'auditor',
    name: 'Jorge Arias Mora',
    email: 'auditoria@cafelamontana.cr',
    roles: { 1: 'auditor' },
    systemAdmin: false,
  },
] as const;

/**
 * Demo companies, logins, catalogs and staff, only into an empty database (the embedded default's first start).
 * `payrollActivity: false` leaves out the payroll calendar, projections and attendance (route tests that
 * build their own payrolls).
 */
export const seedDemoData = async (db: Db, options: { payrollActivity?: boolean } = {}): Promise<boolean> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  if ((existing?.n ?? 0) > 0) return seedStaffIntoOlderDemo(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(companies).values(DEMO_COMPANIES);
    const userIds = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({ code: u.code, name: u.name, email: u.email, passwordHash, systemAdmin: u.systemAdmin })
        .returning({ id: users.id });
      userIds.set(u.code, row!.id);
      for (const [companyId, role] of Object.entries(u.roles)) {
        await tx.insert(memberships).values({ companyId: Number(companyId), userId: row!.id, role });
      }
    }
    await seedDemoEmployees(tx);
    // Two employees who sign in to self-service (issue 27), invited by the administrator.
    await seedDemoSelfService(tx, passwordHash, userIds.get('admin')!);
    // The demo company's INS Riesgos del Trabajo policy (illustrative number and rate for its activity), in force
    // since 1 January of last year so every demo payroll charges the premium; the second company has none, so
    // the dashboard says so.
    await tx.insert(companyRtPolicies).values({
      companyId: 1,
      effectiveFrom: `${Number(todayInCostaRica(new Date()).slice(0, 4)) - 1}-01-01`,
      policyNumber: 'RT-0417236',
      rate: 250,
      activity: 'Cultivo y beneficiado de café',
    });
  });
  if (options.payrollActivity !== false) {
    await seedDemoPayrolls(db);
    // Last: extra hours on the projected payrolls the calendar seed leaves (nothing when there are none).
    await seedAttendanceExtraHours(db);
    await seedDemoVacations(db);
  }
  return true;
};

/** A demo database made before the employees module has the companies but no staff: add the staff once. */
const seedStaffIntoOlderDemo = async (db: Db): Promise<boolean> => {
  const [staff] = await db.select({ n: sql<number>`count(*)::int` }).from(employees);
  const [demo] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(sql`${companies.legalId} = ${DEMO_COMPANIES[0]!.legalId}`);
  if ((staff?.n ?? 0) > 0 || (demo?.n ?? 0) === 0) return false;
  await db.transaction(async (tx) => seedDemoEmployees(tx));
  return true;
};
