import { parseArgs } from 'node:util';
import { newPassword, userCode } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { companies, memberships, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { recordAudit } from '../modules/audit/audit.repository';
import { seedCompanyDefaults, syncReferenceData } from '../../seeds/reference';

const USAGE = `Creates a company (if new) and its first administrator.

  npm run create-admin -- --company-number 1 --company-name "Mi Empresa S.A." --legal-id 3-101-123456 \\
    --address "San José" --phone "+506 2222-2222" --company-email rrhh@empresa.cr \\
    --user admin --name "Nombre Apellido" --email admin@empresa.cr --password '...'

The password may also come from the environment variable ADMIN_PASSWORD. The first administrator of an
installation is also its system administrator (loads the padrón electoral, which all companies share);
--system-admin makes a later one system administrator too.`;

const main = async () => {
  const { values } = parseArgs({
    options: {
      'company-number': { type: 'string' },
      'company-name': { type: 'string' },
      'legal-id': { type: 'string' },
      address: { type: 'string', default: '' },
      phone: { type: 'string', default: '' },
      'company-email': { type: 'string', default: '' },
      user: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'system-admin': { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values['company-number'] || !values.user || !values.name || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const code = userCode.parse(values.user);
  const password = newPassword.safeParse(values.password ?? process.env.ADMIN_PASSWORD);
  if (!password.success) {
    console.error('The password must have at least 10 characters and mix letters with digits or symbols.');
    process.exit(2);
  }
  const companyId = Number(values['company-number']);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await syncReferenceData(database.db);
  const passwordHash = await hashPassword(password.data);
  await database.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.id} = ${companyId}`);
    if (!company) {
      if (!values['company-name'] || !values['legal-id'])
        throw new Error('A new company needs --company-name and --legal-id');
      await tx.insert(companies).values({
        id: companyId,
        name: values['company-name'],
        legalId: values['legal-id'],
        address: values.address ?? '',
        phone: values.phone ?? '',
        email: values['company-email'] ?? '',
      });
      await seedCompanyDefaults(tx, companyId);
    }
    const [anySystemAdmin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.systemAdmin}`)
      .limit(1);
    const systemAdmin = values['system-admin'] || !anySystemAdmin;
    const [user] = await tx
      .insert(users)
      .values({ code, name: values.name!, email: values.email!.toLowerCase(), passwordHash, systemAdmin })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ companyId, userId: user!.id, role: 'admin' });
    await recordAudit(tx, {
      companyId,
      action: 'user_created',
      entity: 'user',
      entityId: String(user!.id),
      after: { cod_usuario: code, role: 'admin', systemAdmin, via: 'create-admin' },
    });
  });
  console.log(`Administrator "${code}" created for company ${companyId}.`);
  console.log('(The first administrator of an installation is also its system administrator.)');
  await database.close();
};

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
