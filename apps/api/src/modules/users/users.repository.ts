import type { UserRow } from '@planilla/contracts';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships, users } from '../../db/schema';

const SORT_COLUMNS = {
  cod_usuario: users.code,
  name: users.name,
  email: users.email,
  role: memberships.role,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

export type ListUsersQuery = {
  companyId: number;
  page: number;
  pageSize: number;
  search?: string | undefined;
  sortBy: keyof typeof SORT_COLUMNS;
  sortDir: 'asc' | 'desc';
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const rowColumns = {
  num_usuario: users.id,
  cod_usuario: users.code,
  name: users.name,
  email: users.email,
  role: memberships.role,
  // Active in this company: the membership and the user both.
  active: sql<boolean>`(${memberships.active} and ${users.active})`,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

type RawRow = { [K in keyof typeof rowColumns]: unknown };
const toUserRow = (r: RawRow): UserRow => ({
  num_usuario: r.num_usuario as number,
  cod_usuario: r.cod_usuario as string,
  name: r.name as string,
  email: r.email as string,
  role: r.role as UserRow['role'],
  active: r.active as boolean,
  lastLoginAt: r.lastLoginAt ? (r.lastLoginAt as Date).toISOString() : null,
  createdAt: (r.createdAt as Date).toISOString(),
});

/** The users who are members of a company, one page, searched by code, name or e-mail. */
export const listCompanyUsers = async (db: DbOrTx, q: ListUsersQuery) => {
  // Self-service logins are the employees' (the employee list shows them), not the company's users.
  const conditions: SQL[] = [eq(memberships.companyId, q.companyId), ne(memberships.role, 'employee')];
  if (q.search) {
    const term = `%${escapeLike(q.search)}%`;
    conditions.push(or(ilike(users.code, term), ilike(users.name, term), ilike(users.email, term))!);
  }
  const where = and(...conditions);
  const order = q.sortDir === 'desc' ? desc(SORT_COLUMNS[q.sortBy]) : asc(SORT_COLUMNS[q.sortBy]);
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  return { items: rows.map(toUserRow), total: totals[0]?.n ?? 0 };
};

export const getCompanyUser = async (
  db: DbOrTx,
  companyId: number,
  userId: number,
): Promise<UserRow | null> => {
  const [row] = await db
    .select(rowColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(users.id, userId)));
  return row ? toUserRow(row) : null;
};

export const userCodeExists = async (db: DbOrTx, code: string): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.code, code));
  return Boolean(row);
};

export const insertUser = async (
  db: DbOrTx,
  u: { code: string; name: string; email: string; passwordHash: string },
): Promise<number> => {
  const [row] = await db.insert(users).values(u).returning({ id: users.id });
  return row!.id;
};

export const insertMembership = (db: DbOrTx, m: { companyId: number; userId: number; role: string }) =>
  db.insert(memberships).values(m);

/** A member of the company with what the rules of the users screen need, its membership row locked. */
export type MemberForUpdate = {
  userId: number;
  code: string;
  name: string;
  email: string;
  role: string;
  active: boolean;
  systemAdmin: boolean;
};

export const lockCompanyMember = async (
  db: DbOrTx,
  companyId: number,
  userId: number,
): Promise<MemberForUpdate | null> => {
  const [row] = await db
    .select({
      userId: users.id,
      code: users.code,
      name: users.name,
      email: users.email,
      role: memberships.role,
      active: memberships.active,
      systemAdmin: users.systemAdmin,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .for('update');
  return row ?? null;
};

/**
 * Active administrators of the company other than `exceptUserId`, their membership rows locked: two
 * administrators demoting each other at once cannot both pass the "last administrator" check.
 */
export const lockOtherActiveAdmins = async (db: DbOrTx, companyId: number, exceptUserId: number) => {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.role, 'admin'),
        eq(memberships.active, true),
        eq(users.active, true),
        ne(memberships.userId, exceptUserId),
      ),
    )
    .orderBy(memberships.userId)
    .for('update', { of: memberships });
  return rows.length;
};

/**
 * The companies of a user (other than `companyId`) where `adminUserId` is not an active administrator:
 * whoever changes the user's name or e-mail changes them there too.
 */
export const countCompaniesOutsideAdmin = async (
  db: DbOrTx,
  q: { userId: number; companyId: number; adminUserId: number },
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, q.userId),
        ne(memberships.companyId, q.companyId),
        sql`not exists (select 1 from ${memberships} a where a.company_id = ${memberships.companyId}
              and a.user_id = ${q.adminUserId} and a.role = 'admin' and a.active)`,
      ),
    );
  return row?.n ?? 0;
};

export const emailTakenByOther = async (
  db: DbOrTx,
  email: string,
  exceptUserId?: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return Boolean(row);
};

export const updateUserProfile = (db: DbOrTx, userId: number, patch: { name?: string; email?: string }) =>
  db.update(users).set(patch).where(eq(users.id, userId));

export const updateMembership = (
  db: DbOrTx,
  companyId: number,
  userId: number,
  patch: { role?: string; active?: boolean },
) =>
  db
    .update(memberships)
    .set(patch)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
