import { STAFF_ROLES, USER_ROLES } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { instant, timestamps } from './columns.js'

/** `('User', 'owner', ...)`: the contract's roles as SQL literals, so the check and the contract cannot drift. */
const roleListSql = (roles: readonly string[]) =>
  sql.raw(`(${roles.map((role) => `'${role.replace(/[^A-Za-z]/g, '')}'`).join(', ')})`)

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Stored lowercased and trimmed; unique regardless of how it was typed. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** `User` for a buyer, else a staff role (packages/contract/src/staff-roles.ts). */
    role: text().notNull().default('User'),
    isVerified: boolean().notNull().default(false),
    /** Set by the owner: the account's sessions end at once and it cannot sign in until enabled again. */
    disabledAt: instant(),
    /** The language the account reads (docs/architecture.md#languages): every mail to it is written in it. */
    language: text().notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ${roleListSql(USER_ROLES)}`),
    check('users_language_check', sql`${t.language} in ('en', 'ar')`),
  ],
)

/** A signed-in device. The JWT's jti is this row's id, so logout and password changes can revoke it (docs/architecture.md#accounts-and-access). */
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
    /** Last request seen with this session, written at most every few minutes (session-tokens.ts). */
    lastSeenAt: instant(),
    /** When this session last proved a second factor; sensitive owner actions want it recent. */
    twoFactorAt: instant(),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * One-time secrets: emailed 6-digit codes (account verification, password reset) and the reset token
 * verify-otp hands out. Only a hash is stored. `attempts` counts wrong tries from every device; what burns a
 * code is the count per device in one_time_code_failures.
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

/**
 * One wrong try at a one-time code, by the device it came from (the client's IP, IPv6 by its /64). A code burns
 * for a device after OTP_MAX_ATTEMPTS of them, and a device's tries at an account stop for a day after
 * OTP_DAILY_MAX_ATTEMPTS: a stranger's failures never count against the inbox owner's device (decision 046).
 */
export const oneTimeCodeFailures = pgTable(
  'one_time_code_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeId: integer()
      .notNull()
      .references(() => oneTimeCodes.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    clientKey: text().notNull(),
    failedAt: instant().notNull(),
  },
  (t) => [
    index('one_time_code_failures_device_idx').on(t.userId, t.purpose, t.clientKey, t.failedAt),
    index('one_time_code_failures_code_idx').on(t.codeId, t.clientKey),
  ],
)

/**
 * An invitation to the back office (docs/architecture.md#accounts-and-access): the owner names an email and a role,
 * a link with a random token is mailed, and whoever opens it sets a password and becomes that member of staff.
 * Only an HMAC of the token is stored; it is single use (`acceptedAt`), expires, and a new invitation of the same
 * email replaces the pending one (`replacedAt`). An email that already has a buyer's account keeps it until the
 * invitation is accepted (decision 190).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lowercased and trimmed, like users.email. */
    email: text().notNull(),
    role: text().notNull(),
    tokenHash: text().notNull(),
    invitedById: integer().references(() => users.id),
    expiresAt: instant().notNull(),
    acceptedAt: instant(),
    /** The account the acceptance made or promoted. */
    acceptedUserId: integer().references(() => users.id),
    replacedAt: instant(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_invitations_token_unique').on(t.tokenHash),
    // At most one invitation waits per email: inviting again replaces it.
    uniqueIndex('staff_invitations_pending_email_unique')
      .on(t.email)
      .where(sql`${t.acceptedAt} is null and ${t.replacedAt} is null`),
    check('staff_invitations_role_check', sql`${t.role} in ${roleListSql(STAFF_ROLES)}`),
  ],
)
