import { randomBytes } from 'node:crypto'
import type { DbOrTx } from '../db/client.js'
import { one } from '../db/rows.js'
import { users } from '../db/schema/index.js'
import { createSessionTokens } from '../features/auth/session-tokens.js'
import { hashPassword } from '../lib/passwords.js'
import type { TestApp } from './harness.js'

export const DEFAULT_PASSWORD = 'correct horse battery'

export interface UserOverrides {
  firstName?: string
  lastName?: string
  email?: string
  password?: string
  role?: 'User' | 'Admin'
  isVerified?: boolean
}

/** A user row straight in the database (verified by default), with its plain password for logging in. */
export async function createUser(db: DbOrTx, overrides: UserOverrides = {}) {
  const password = overrides.password ?? DEFAULT_PASSWORD
  const row = one(
    await db
      .insert(users)
      .values({
        firstName: overrides.firstName ?? 'Layla',
        lastName: overrides.lastName ?? 'Haddad',
        email: overrides.email ?? `shopper-${randomBytes(4).toString('hex')}@example.com`,
        passwordHash: await hashPassword(password),
        role: overrides.role ?? 'User',
        isVerified: overrides.isVerified ?? true,
      })
      .returning(),
    'user',
  )
  return { ...row, password }
}

/** Headers of a signed-in request for `user` (a real session row and JWT, as login would issue). */
export async function authHeaders(
  t: TestApp,
  user: { id: number; firstName: string; lastName: string; email: string; role: string },
): Promise<{ authorization: string }> {
  const tokens = createSessionTokens({
    db: t.testDb.database.db,
    clock: t.clock,
    secret: t.config.JWT_SECRET!,
  })
  const session = await tokens.issue(t.testDb.database.db, user)
  return { authorization: `Bearer ${session.accessToken}` }
}
