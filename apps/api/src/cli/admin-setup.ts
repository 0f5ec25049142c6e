import { newPassword, userCode } from '@planilla/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Db } from '../db/client';
import { companies, memberships, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { recordAudit } from '../modules/audit/audit.repository';
import { seedCompanyDefaults } from '../../seeds/reference';

/**
 * `npm run create-admin`: a company (when new) and an administrator of it. Run once per company: for a user
 * code that already exists the user is made administrator of the company (a membership is added), keeping
 * their password, name and e-mail.
 */
export const USAGE = `Creates a company (if new) and makes a user its administrator (creating the user if new).

  npm run create-admin -- --company-number 1 --company-name "Mi Empresa S.A." --legal-id 3-101-123456 \\
    --address "San José" --phone "+506 2222-2222" --company-email rrhh@empresa.cr \\
    --user admin --name "Nombre Apellido" --email admin@empresa.cr --password '...'

For a further company, run it again with that company's number and data. When the user code already
exists, the user becomes administrator of that company too and keeps their password (--name, --email and
--password are then not needed). The password may also come from the environment variable ADMIN_PASSWORD.
The first administrator of an installation is also its system administrator (loads the padrón electoral,
which all companies share); --system-admin makes a later one system administrator too.`;

/** A mistake of the person running the command: its message is shown as it is (it never holds a secret). */
export class CreateAdminError extends Error {}

export type CreateAdminOptions = {
  companyNumber: number;
  companyName?: string | undefined;
  legalId?: string | undefined;
  address: string;
  phone: string;
  companyEmail: string;
  user: string;
  name?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  systemAdmin: boolean;
};

export type CreateAdminResult = {
  userCode: string;
  companyNumber: number;
  companyCreated: boolean;
  userCreated: boolean;
  /** What happened to the user's membership of the company. */
  membership: 'added' | 'made_admin' | 'already_admin';
  systemAdmin: boolean;
};

/** The command line as options, or `help` (print the usage). */
export const parseCreateAdminArgs = (
  args: string[],
  env: Record<string, string | undefined>,
): CreateAdminOptions | 'help' => {
  let values;
  try {
    ({ values } = parseArgs({
      args,
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
    }));
  } catch (err) {
    // parseArgs names the unknown option or the stray argument; nothing secret.
    throw new CreateAdminError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) return 'help';
  const companyNumber = Number(values['company-number']);
  if (!Number.isInteger(companyNumber) || companyNumber <= 0 || companyNumber > 2_147_483_647)
    throw new CreateAdminError('--company-number must be a positive whole number.');
  const code = userCode.safeParse(values.user ?? '');
  if (!code.success)
    throw new CreateAdminError('--user must have 3 to 30 letters, digits, dots, dashes or underscores.');
  return {
    companyNumber,
    companyName: values['company-name']?.trim() || undefined,
    legalId: values['legal-id']?.trim() || undefined,
    address: values.address ?? '',
    phone: values.phone ?? '',
    companyEmail: values['company-email'] ?? '',
    user: code.data,
    name: values.name?.trim() || undefined,
    email: values.email?.trim().toLowerCase() || undefined,
    password: values.password ?? env.ADMIN_PASSWORD,
    systemAdmin: values['system-admin'] ?? false,
  };
};

const findUser = async (db: Db, code: string) => {
  const [row] = await db
    .select({ id: users.id, systemAdmin: users.systemAdmin })
    .from(users)
    .where(eq(users.code, code));
  return row ?? null;
};

/** What a new user needs: name, e-mail and a password of the product's policy; checked before any write. */
const newUserFields = (o: CreateAdminOptions) => {
  if (!o.name || o.name.length < 3) throw new CreateAdminError('A new user needs --name (at least 3 characters).');
  if (!o.email || !z.email().safeParse(o.email).success)
    throw new CreateAdminError('A new user needs a valid --email.');
  if (!newPassword.safeParse(o.password ?? '').success)
    throw new CreateAdminError(
      'A new user needs --password (or ADMIN_PASSWORD) of at least 10 characters mixing letters with digits or symbols.',
    );
  return { name: o.name, email: o.email, password: o.password! };
};

export const createAdmin = async (db: Db, o: CreateAdminOptions): Promise<CreateAdminResult> => {
  const [existingCompany] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, o.companyNumber));
  if (!existingCompany) {
    if (!o.companyName || !o.legalId)
      throw new CreateAdminError(`Company ${o.companyNumber} is new: it needs --company-name and --legal-id.`);
    const [sameLegalId] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.legalId, o.legalId));
    if (sameLegalId)
      throw new CreateAdminError(`Company ${sameLegalId.id} already has the legal id ${o.legalId}.`);
  }
  const known = await findUser(db, o.user);
  // The slow hash before the transaction, and only for a user who does not exist yet.
  const fresh = known ? null : newUserFields(o);
  const passwordHash = fresh ? await hashPassword(fresh.password) : null;

  return db.transaction(async (tx) => {
    let companyCreated = false;
    if (!existingCompany) {
      await tx.insert(companies).values({
        id: o.companyNumber,
        name: o.companyName!,
        legalId: o.legalId!,
        address: o.address,
        phone: o.phone,
        email: o.companyEmail,
      });
      await seedCompanyDefaults(tx, o.companyNumber);
      companyCreated = true;
    }
    const [anySystemAdmin] = await tx.select({ id: users.id }).from(users).where(sql`${users.systemAdmin}`).limit(1);
    let user = known;
    let userCreated = false;
    if (!user) {
      const systemAdmin = o.systemAdmin || !anySystemAdmin;
      const [row] = await tx
        .insert(users)
        .values({ code: o.user, name: fresh!.name, email: fresh!.email, passwordHash: passwordHash!, systemAdmin })
        .returning({ id: users.id, systemAdmin: users.systemAdmin });
      user = row!;
      userCreated = true;
    } else if (o.systemAdmin && !user.systemAdmin) {
      await tx.update(users).set({ systemAdmin: true }).where(eq(users.id, user.id));
      user = { ...user, systemAdmin: true };
    }
    const [membership] = await tx
      .select({ role: memberships.role, active: memberships.active })
      .from(memberships)
      .where(and(eq(memberships.companyId, o.companyNumber), eq(memberships.userId, user.id)));
    let outcome: CreateAdminResult['membership'] = 'already_admin';
    if (!membership) {
      await tx.insert(memberships).values({ companyId: o.companyNumber, userId: user.id, role: 'admin' });
      outcome = 'added';
    } else if (membership.role !== 'admin' || !membership.active) {
      await tx
        .update(memberships)
        .set({ role: 'admin', active: true })
        .where(and(eq(memberships.companyId, o.companyNumber), eq(memberships.userId, user.id)));
      outcome = 'made_admin';
    }
    await recordAudit(tx, {
      companyId: o.companyNumber,
      action: userCreated ? 'user_created' : 'membership_changed',
      entity: 'user',
      entityId: String(user.id),
      before: membership ? { role: membership.role, active: membership.active } : null,
      after: { cod_usuario: o.user, role: 'admin', systemAdmin: user.systemAdmin, via: 'create-admin' },
    });
    return {
      userCode: o.user,
      companyNumber: o.companyNumber,
      companyCreated,
      userCreated,
      membership: outcome,
      systemAdmin: user.systemAdmin,
    };
  });
};

/** What the command prints when it succeeded. */
export const describeResult = (r: CreateAdminResult, o: CreateAdminOptions): string[] => {
  const lines = [
    r.companyCreated ? `Company ${r.companyNumber} created.` : `Company ${r.companyNumber} exists.`,
    r.userCreated
      ? `Administrator "${r.userCode}" created for company ${r.companyNumber}.`
      : r.membership === 'already_admin'
        ? `"${r.userCode}" was already administrator of company ${r.companyNumber}.`
        : `Existing user "${r.userCode}" is now administrator of company ${r.companyNumber}.`,
  ];
  if (!r.userCreated && (o.password || o.name || o.email))
    lines.push(`"${r.userCode}" already existed: their password, name and e-mail were kept.`);
  if (r.systemAdmin) lines.push(`"${r.userCode}" is a system administrator of this installation (loads the padrón).`);
  return lines;
};
