import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { instant, timestamps } from './columns.js'

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Stored lowercased and trimmed; unique regardless of how it was typed. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text().notNull().default('User'),
    isVerified: boolean().notNull().default(false),
    /** Set by the owner: the account's sessions end at once and it cannot sign in until enabled again. */
    disabledAt: instant(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('User', 'Admin')`),
  ],
)

/** A signed-in device. The JWT's jti is this row's id, so logout and password changes can revoke it (DESIGN §6). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant().notNull(),
    revokedAt: instant(),
    userAgent: text(),
    ip: text(),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * One-time secrets: emailed 6-digit codes (account verification, password reset) and the reset token
 * verify-otp hands out. Only a hash is stored; `attempts` burns a code after too many wrong tries.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: instant().notNull(),
    consumedAt: instant(),
    ...timestamps,
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose),
    check(
      'one_time_codes_purpose_check',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'reset_token')`,
    ),
  ],
)
