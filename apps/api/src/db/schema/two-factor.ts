import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { instant, timestamps } from './columns.js'
import { users } from './users.js'

// docs/architecture.md#two-factor-sign-in-and-sessions: an account's second factors and the sign-in challenges.

/**
 * An account's authenticator app. `secret` is encrypted (AES-256-GCM, features/two-factor/totp-secrets.ts);
 * pending until `confirmedAt`. `lastUsedStep` is the 30 s step of the last code accepted: a code is taken once.
 */
export const twoFactorTotp = pgTable('two_factor_totp', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  confirmedAt: instant(),
  lastUsedStep: bigint({ mode: 'number' }),
  ...timestamps,
})

/** One-time recovery codes: only a keyed hash of each; `usedAt` spends it. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: instant(),
    ...timestamps,
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_hash_unique').on(t.userId, t.codeHash)],
)

/** A passkey (WebAuthn credential) registered by the account. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url, as the browser names it. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text().notNull(),
    lastUsedAt: instant(),
    ...timestamps,
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
)

/**
 * A step awaiting a second factor: `login` (password checked, token hash handed to the browser; single use,
 * short-lived, burnt after a few wrong codes), or a WebAuthn ceremony's challenge (`passkey_register`,
 * `passkey_reverify`) for a signed-in user. `webauthnChallenge` is the random challenge a passkey must sign.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text(),
    webauthnChallenge: text(),
    attempts: integer().notNull().default(0),
    expiresAt: instant().notNull(),
    consumedAt: instant(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('two_factor_challenges_token_unique').on(t.tokenHash),
    index('two_factor_challenges_user_idx').on(t.userId, t.purpose),
    check(
      'two_factor_challenges_purpose_check',
      sql`${t.purpose} in ('login', 'passkey_register', 'passkey_reverify')`,
    ),
  ],
)
