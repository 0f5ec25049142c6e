import {
  PASSWORD_SETUP_HOURS,
  type NewUserRequest,
  type Role,
  type UserRow,
  type newUserRequest,
  type updateUserRequest,
  type userListRequest,
} from '@planilla/contracts';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { findCompany, revokeUserSessions } from '../auth/auth.repository';
import { createPasswordLink } from '../auth/passwords';
import { enqueueMessage } from '../mail/outbox.repository';
import { passwordSetupMail } from '../mail/templates';
import * as repo from './users.repository';

export type UsersDeps = { db: Db; config: AppConfig };

/** usuarios/userlist: the members of the caller's company. */
export const listUsers = async (
  deps: UsersDeps,
  auth: AuthContext,
  input: z.output<typeof userListRequest>,
) => {
  const { items, total } = await repo.listCompanyUsers(deps.db, { ...input, companyId: auth.companyId });
  return { items, total, page: input.page, pageSize: input.pageSize };
};

const emailTaken = () => new AppError('EMAIL_TAKEN', { email: 'errors.EMAIL_TAKEN' });

/**
 * Queues the e-mail with which a user chooses their own password: a single-use link like the password
 * recovery's, valid for PASSWORD_SETUP_HOURS, with their user code and the company that invites them.
 */
export const queuePasswordSetup = async (
  deps: UsersDeps,
  tx: DbOrTx,
  meta: RequestMeta,
  user: { id: number; code: string; name: string; email: string },
  companyId: number,
) => {
  const company = await findCompany(tx, companyId);
  const link = await createPasswordLink(deps, tx, user.id, PASSWORD_SETUP_HOURS * 3600_000, { setup: '1' });
  await enqueueMessage(tx, {
    companyId,
    kind: 'password_setup',
    to: user.email,
    ...passwordSetupMail(meta.lang, {
      name: user.name,
      userCode: user.code,
      companyName: company?.name ?? '',
      link,
      hours: PASSWORD_SETUP_HOURS,
    }),
  });
};

/**
 * usuarios/new: a new user with a role in the caller's company, in one transaction with its audit row.
 * Without `clave` (the usual way) the user gets an e-mail to choose their own password, and nobody else ever
 * knows it; until then their password is a random one nobody has.
 */
export const createUser = async (
  deps: UsersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newUserRequest> & NewUserRequest,
): Promise<UserRow> => {
  if (await repo.userCodeExists(deps.db, input.cod_usuario)) {
    throw new AppError('USER_CODE_TAKEN', { cod_usuario: 'errors.USER_CODE_TAKEN' });
  }
  if (await repo.emailTakenByOther(deps.db, input.email)) throw emailTaken();
  const invite = input.clave === undefined;
  const passwordHash = await hashPassword(input.clave ?? randomBytes(32).toString('base64url'));
  try {
    return await deps.db.transaction(async (tx) => {
      const userId = await repo.insertUser(tx, {
        code: input.cod_usuario,
        name: input.name,
        email: input.email,
        passwordHash,
      });
      await repo.insertMembership(tx, { companyId: auth.companyId, userId, role: input.role });
      if (invite) {
        const user = { id: userId, code: input.cod_usuario, name: input.name, email: input.email };
        await queuePasswordSetup(deps, tx, meta, user, auth.companyId);
      }
      const created = await repo.getCompanyUser(tx, auth.companyId, userId);
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'user_created',
          entity: 'user',
          entityId: userId,
          before: null,
          after: {
            cod_usuario: input.cod_usuario,
            name: input.name,
            email: input.email,
            role: input.role,
            password: invite ? 'setup_email' : 'typed',
          },
        },
      );
      return created!;
    });
  } catch (err) {
    // Two admins creating the same code at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(err))
      throw new AppError('USER_CODE_TAKEN', { cod_usuario: 'errors.USER_CODE_TAKEN' });
    throw err;
  }
};

const memberView = (m: repo.MemberForUpdate) => ({
  name: m.name,
  email: m.email,
  role: m.role,
  active: m.active,
});

/**
 * Locks the member, applies `change` and records it; the answer is the row as the list shows it. A call that
 * changes nothing writes nothing.
 */
const changeMember = async (
  deps: UsersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  userId: number,
  action: string,
  change: (tx: DbOrTx, member: repo.MemberForUpdate) => Promise<Partial<ReturnType<typeof memberView>> | null>,
): Promise<UserRow> =>
  deps.db.transaction(async (tx) => {
    const member = await repo.lockCompanyMember(tx, auth.companyId, userId);
    if (!member) throw new AppError('USER_NOT_FOUND');
    const patch = await change(tx, member);
    if (patch) {
      const before = memberView(member);
      const after = { ...before, ...patch };
      const changed = Object.keys(patch).filter(
        (k) => before[k as keyof typeof before] !== after[k as keyof typeof after],
      );
      if (changed.length > 0) {
        await recordChange(
          tx,
          { auth, meta },
          {
            action,
            entity: 'user',
            entityId: userId,
            before: Object.fromEntries(changed.map((k) => [k, before[k as keyof typeof before]])),
            after: Object.fromEntries(changed.map((k) => [k, after[k as keyof typeof after]])),
          },
        );
      }
    }
    return (await repo.getCompanyUser(tx, auth.companyId, userId))!;
  });

/** The company keeps at least one active administrator besides `member`, or `LAST_ADMIN`. */
const assertAnotherAdmin = async (tx: DbOrTx, companyId: number, member: repo.MemberForUpdate) => {
  if (member.role !== 'admin' || !member.active) return;
  if ((await repo.lockOtherActiveAdmins(tx, companyId, member.userId)) === 0) throw new AppError('LAST_ADMIN');
};

/**
 * Whether the caller may change a user's name and e-mail. Both belong to the person, not to one company, and
 * the e-mail is where their password recovery goes: changing it hands over the account. So only the user,
 * or an administrator of every company the user works in, may; and a system administrator's only another
 * system administrator.
 */
const assertMayEditProfile = async (tx: DbOrTx, auth: AuthContext, member: repo.MemberForUpdate) => {
  if (member.userId === auth.userId) return;
  const elsewhere = await repo.countCompaniesOutsideAdmin(tx, {
    userId: member.userId,
    companyId: auth.companyId,
    adminUserId: auth.userId,
  });
  if (elsewhere > 0 || (member.systemAdmin && !auth.systemAdmin)) throw new AppError('USER_IN_OTHER_COMPANIES');
};

/** usuarios/update: name and e-mail of the user, role in this company. */
export const updateUser = (
  deps: UsersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updateUserRequest>,
): Promise<UserRow> =>
  changeMember(deps, auth, meta, input.num_usuario, 'user_updated', async (tx, member) => {
    const patch: { name?: string; email?: string; role?: Role } = {};
    if (input.name !== undefined && input.name !== member.name) patch.name = input.name;
    if (input.email !== undefined && input.email !== member.email) patch.email = input.email;
    if (input.role !== undefined && input.role !== member.role) patch.role = input.role;
    if (patch.name !== undefined || patch.email !== undefined) {
      await assertMayEditProfile(tx, auth, member);
      if (patch.email !== undefined && (await repo.emailTakenByOther(tx, patch.email, member.userId)))
        throw emailTaken();
      await repo.updateUserProfile(tx, member.userId, { name: patch.name, email: patch.email });
    }
    if (patch.role !== undefined) {
      if (patch.role !== 'admin') await assertAnotherAdmin(tx, auth.companyId, member);
      await repo.updateMembership(tx, auth.companyId, member.userId, { role: patch.role });
    }
    return patch;
  });

/**
 * usuarios/deactivate: the user can no longer enter this company (their other companies stay), and their
 * sessions in it end at once. Nobody deactivates themselves, nor the company's last administrator.
 */
export const deactivateUser = (
  deps: UsersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  userId: number,
): Promise<UserRow> =>
  changeMember(deps, auth, meta, userId, 'user_deactivated', async (tx, member) => {
    if (member.userId === auth.userId) throw new AppError('CANNOT_DEACTIVATE_SELF');
    if (!member.active) return null;
    await assertAnotherAdmin(tx, auth.companyId, member);
    await repo.updateMembership(tx, auth.companyId, member.userId, { active: false });
    await revokeUserSessions(tx, member.userId, undefined, auth.companyId);
    return { active: false };
  });

/** usuarios/activate: the user may enter this company again. */
export const activateUser = (
  deps: UsersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  userId: number,
): Promise<UserRow> =>
  changeMember(deps, auth, meta, userId, 'user_activated', async (tx, member) => {
    if (member.active) return null;
    await repo.updateMembership(tx, auth.companyId, member.userId, { active: true });
    return { active: true };
  });

/**
 * usuarios/passwordsetup: the password-setup e-mail again (the first one expired, or the user forgot their
 * password and asks the administrator). It goes to the user's own address and changes nothing until used.
 */
export const sendPasswordSetup = async (
  deps: UsersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  userId: number,
): Promise<{ sent: true }> => {
  await deps.db.transaction(async (tx) => {
    const member = await repo.lockCompanyMember(tx, auth.companyId, userId);
    if (!member) throw new AppError('USER_NOT_FOUND');
    if (!member.active) throw new AppError('CONFLICT');
    const user = { id: member.userId, code: member.code, name: member.name, email: member.email };
    await queuePasswordSetup(deps, tx, meta, user, auth.companyId);
    await recordChange(
      tx,
      { auth, meta },
      { action: 'password_setup_sent', entity: 'user', entityId: userId, before: null, after: { to: member.email } },
    );
  });
  return { sent: true };
};
