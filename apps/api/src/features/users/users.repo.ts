import type { UserRole } from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { one } from '../../db/rows.js'
import { escapeLikePattern } from '../../db/like-pattern.js'
import { users } from '../../db/schema/index.js'

export type UserRow = typeof users.$inferSelect

/** Emails are stored lower-cased; comparing lower() also uses the users_email_unique index. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  return row ?? null
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

export async function insertUser(
  db: DbOrTx,
  values: {
    firstName: string
    lastName: string
    email: string
    passwordHash: string
    role: UserRole
    isVerified: boolean
    /** The language the account reads (its mail's); English when not given. */
    language?: Language
    now: Date
  },
): Promise<UserRow> {
  const { now, ...rest } = values
  return one(
    await db
      .insert(users)
      .values({ ...rest, email: rest.email.trim().toLowerCase(), createdAt: now, updatedAt: now })
      .returning(),
    'user',
  )
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  changes: Partial<
    Pick<
      UserRow,
      'firstName' | 'lastName' | 'passwordHash' | 'isVerified' | 'role' | 'language' | 'disabledAt'
    >
  > & {
    now: Date
  },
): Promise<UserRow> {
  const { now, ...rest } = changes
  return one(
    await db
      .update(users)
      .set({ ...rest, updatedAt: now })
      .where(eq(users.id, id))
      .returning(),
    'user',
  )
}

/** A page of users, newest first, optionally matching `search` in the name or email (case-insensitive). */
export async function listUsers(
  db: DbOrTx,
  query: { page: number; size: number; search?: string | undefined },
): Promise<{ rows: UserRow[]; count: number }> {
  let where: SQL | undefined
  if (query.search) {
    // Bound as a parameter and escaped: quotes, % and SQL fragments are just characters to look for.
    const pattern = `%${escapeLikePattern(query.search)}%`
    where = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    )
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(and(where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ count: count() }).from(users).where(and(where)),
  ])
  return { rows, count: total?.count ?? 0 }
}
