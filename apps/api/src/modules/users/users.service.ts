import type { NewUserRequest, UserRow } from '@planilla/contracts';
import type { z } from 'zod';
import type { newUserRequest, userListRequest } from '@planilla/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import { hashPassword } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './users.repository';

export type UsersDeps = { db: Db };

/** usuarios/userlist: the members of the caller's company. */
export const listUsers = async (
  deps: UsersDeps,
  auth: AuthContext,
  input: z.output<typeof userListRequest>,
) => {
  const { items, total } = await repo.listCompanyUsers(deps.db, { ...input, companyId: auth.companyId });
  return { items, total, page: input.page, pageSize: input.pageSize };
};

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** usuarios/new: a new user with a role in the caller's company, in one transaction with its audit row. */
export const createUser = async (
  deps: UsersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newUserRequest> & NewUserRequest,
): Promise<UserRow> => {
  if (await repo.userCodeExists(deps.db, input.cod_usuario)) {
    throw new AppError('USER_CODE_TAKEN', { cod_usuario: 'errors.USER_CODE_TAKEN' });
  }
  const passwordHash = await hashPassword(input.clave);
  try {
    return await deps.db.transaction(async (tx) => {
      const userId = await repo.insertUser(tx, {
        code: input.cod_usuario,
        name: input.name,
        email: input.email,
        passwordHash,
      });
      await repo.insertMembership(tx, { companyId: auth.companyId, userId, role: input.role });
      const created = await repo.getCompanyUser(tx, auth.companyId, userId);
      await recordAudit(tx, {
        companyId: auth.companyId,
        userId: auth.userId,
        userCode: auth.userCode,
        action: 'user_created',
        entity: 'user',
        entityId: String(userId),
        before: null,
        after: { cod_usuario: input.cod_usuario, name: input.name, email: input.email, role: input.role },
        ip: meta.ip,
        requestId: meta.requestId,
      });
      return created!;
    });
  } catch (err) {
    // Two admins creating the same code at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(err))
      throw new AppError('USER_CODE_TAKEN', { cod_usuario: 'errors.USER_CODE_TAKEN' });
    throw err;
  }
};
