import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import {
  passkeys,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorTotp,
  users,
} from '../../db/schema/index.js'

// Plain SQL of the second factor (docs/architecture.md#two-factor-sign-in-and-sessions), always scoped by the account.

export type TotpRow = typeof twoFactorTotp.$inferSelect
export type PasskeyRow = typeof passkeys.$inferSelect
export type ChallengeRow = typeof twoFactorChallenges.$inferSelect
export type ChallengePurpose = 'login' | 'passkey_register' | 'passkey_reverify'

export async function findTotp(db: DbOrTx, userId: number): Promise<TotpRow | null> {
  const [row] = await db.select().from(twoFactorTotp).where(eq(twoFactorTotp.userId, userId))
  return row ?? null
}

/** A new pending secret, replacing a pending one; a confirmed one is left alone (answers false). */
export async function savePendingTotp(
  db: DbOrTx,
  userId: number,
  secret: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(twoFactorTotp)
    .values({ userId, secret, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: twoFactorTotp.userId,
      set: { secret, lastUsedStep: null, updatedAt: now },
      setWhere: isNull(twoFactorTotp.confirmedAt),
    })
    .returning({ userId: twoFactorTotp.userId })
  return rows.length > 0
}

/**
 * Takes the code of `step` once: only when no code of this or a later step was taken before, so a code seen
 * over a shoulder or replayed from a log is refused in its own window.
 */
export async function takeTotpStep(
  db: DbOrTx,
  userId: number,
  step: number,
  now: Date,
  confirm: boolean,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorTotp)
    .set({ lastUsedStep: step, updatedAt: now, ...(confirm ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(twoFactorTotp.userId, userId),
        or(isNull(twoFactorTotp.lastUsedStep), lt(twoFactorTotp.lastUsedStep, step)),
        confirm ? isNull(twoFactorTotp.confirmedAt) : sql`${twoFactorTotp.confirmedAt} is not null`,
      ),
    )
    .returning({ userId: twoFactorTotp.userId })
  return rows.length > 0
}

export async function deleteTotp(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(twoFactorTotp).where(eq(twoFactorTotp.userId, userId))
}

export async function replaceRecoveryCodes(
  db: DbOrTx,
  userId: number,
  hashes: string[],
  now: Date,
): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
  await db
    .insert(twoFactorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now, updatedAt: now })))
}

export async function deleteRecoveryCodes(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
}

/** Spends an unused recovery code: true once, false ever after. */
export async function spendRecoveryCode(
  db: DbOrTx,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id })
  return rows.length > 0
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)))
  return Number(row?.n ?? 0)
}

export async function listPasskeys(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt)
}

export async function insertPasskey(db: DbOrTx, row: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [inserted] = await db.insert(passkeys).values(row).returning()
  if (!inserted) throw new Error('passkey not stored')
  return inserted
}

export async function deletePasskey(db: DbOrTx, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id })
  return rows.length > 0
}

export async function recordPasskeyUse(db: DbOrTx, id: string, counter: number, now: Date): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: now, updatedAt: now }).where(eq(passkeys.id, id))
}

export async function insertChallenge(
  db: DbOrTx,
  row: typeof twoFactorChallenges.$inferInsert,
): Promise<void> {
  await db.insert(twoFactorChallenges).values(row)
}

/** A live (unspent, unexpired) login challenge by its token's hash. */
export async function findLoginChallenge(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        eq(twoFactorChallenges.purpose, 'login'),
        isNull(twoFactorChallenges.consumedAt),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    )
  return row ?? null
}

/** The newest live WebAuthn challenge of a signed-in user for `purpose`. */
export async function latestChallenge(
  db: DbOrTx,
  userId: number,
  purpose: ChallengePurpose,
  now: Date,
): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.userId, userId),
        eq(twoFactorChallenges.purpose, purpose),
        isNull(twoFactorChallenges.consumedAt),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(twoFactorChallenges.createdAt))
    .limit(1)
  return row ?? null
}

export async function setWebauthnChallenge(
  db: DbOrTx,
  id: string,
  challenge: string,
  now: Date,
): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({ webauthnChallenge: challenge, updatedAt: now })
    .where(eq(twoFactorChallenges.id, id))
}

/** Counts a wrong answer; answers the attempts so far. */
export async function addChallengeAttempt(db: DbOrTx, id: string, now: Date): Promise<number> {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1`, updatedAt: now })
    .where(eq(twoFactorChallenges.id, id))
    .returning({ attempts: twoFactorChallenges.attempts })
  return row?.attempts ?? 0
}

/** Spends a challenge: true for the one caller that did, so two answers at once make one session. */
export async function consumeChallenge(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ consumedAt: now, updatedAt: now })
    .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.consumedAt)))
    .returning({ id: twoFactorChallenges.id })
  return rows.length > 0
}

/** Challenges long past their end: removed when new ones are written, so the table stays small. */
export async function deleteOldChallenges(db: DbOrTx, userId: number, before: Date): Promise<void> {
  await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.userId, userId), lt(twoFactorChallenges.expiresAt, before)))
}

export type UserRow = typeof users.$inferSelect

/** The account a challenge belongs to, to start its session. */
export async function findUser(db: DbOrTx, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  return row ?? null
}
