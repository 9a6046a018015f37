import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import {
  DAY_MS,
  OTP_DAILY_MAX_ATTEMPTS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
} from '@shop/contract'
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { oneTimeCodes, users } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'

/** Matches the one_time_codes purpose check constraint. */
export type CodePurpose = 'verify_email' | 'reset_password' | 'reset_token'

export type IssueResult = { issued: true; value: string } | { issued: false; retryAfterSeconds: number }
export type CheckResult = 'ok' | 'invalid' | 'expired' | 'burnt'

const TTL_MS: Record<CodePurpose, number> = {
  verify_email: OTP_TTL_MS,
  reset_password: OTP_TTL_MS,
  reset_token: RESET_TOKEN_TTL_MS,
}

/**
 * One-time secrets (DESIGN §6). Only an HMAC-SHA256 of each is stored, keyed with a server secret and bound to
 * the user and purpose, so a leaked table neither shows codes nor lets one be reused elsewhere. A 6-digit code
 * has only a million values, so the hash alone would not resist guessing: the 5-try burn and the rate limits do.
 */
export function createOneTimeCodes(deps: { clock: Clock; secret: string }) {
  const key = createHmac('sha256', deps.secret).update('one-time-codes/v1').digest()
  const hash = (userId: number, purpose: CodePurpose, value: string) =>
    createHmac('sha256', key).update(`${purpose}:${userId}:${value}`).digest('hex')

  const newValue = (purpose: CodePurpose) =>
    purpose === 'reset_token'
      ? randomBytes(32).toString('base64url')
      : String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')

  /**
   * A new code for `purpose`, invalidating the user's older ones of that purpose. Codes (not reset tokens) wait
   * OTP_RESEND_COOLDOWN_MS after the previous one: then nothing is issued and the seconds left are answered.
   * `skipCooldown` issues one anyway (a login with the right password: the person has proved who they are,
   * and the login rate limit bounds the mail). Run it inside a transaction: it locks the user row so two
   * requests cannot both pass the cool-down.
   */
  async function issue(
    tx: DbOrTx,
    userId: number,
    purpose: CodePurpose,
    options: { skipCooldown?: boolean } = {},
  ): Promise<IssueResult> {
    const now = deps.clock.now()
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (purpose !== 'reset_token') {
      // The day's tries, whatever asks (a login too): past OTP_DAILY_MAX_ATTEMPTS no code is issued until
      // the oldest counted codes are a day old, so no mix of IPs guesses a code past this per account.
      const dayAgo = new Date(now.getTime() - DAY_MS)
      const recent = await tx
        .select({ attempts: oneTimeCodes.attempts, createdAt: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            gt(oneTimeCodes.createdAt, dayAgo),
          ),
        )
        .orderBy(asc(oneTimeCodes.createdAt))
      let tries = recent.reduce((sum, row) => sum + row.attempts, 0)
      if (tries >= OTP_DAILY_MAX_ATTEMPTS) {
        // Wait until enough of the oldest codes leave the day to bring the count under the cap.
        let freeAt = now.getTime()
        for (const row of recent) {
          if (tries < OTP_DAILY_MAX_ATTEMPTS) break
          tries -= row.attempts
          freeAt = row.createdAt.getTime() + DAY_MS
        }
        return { issued: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) }
      }
    }
    if (purpose !== 'reset_token' && !options.skipCooldown) {
      const [latest] = await tx
        .select({ createdAt: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
        .limit(1)
      const waitMs = latest ? latest.createdAt.getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime() : 0
      if (waitMs > 0) return { issued: false, retryAfterSeconds: Math.ceil(waitMs / 1000) }
    }
    // A new code makes the older ones useless (consumed without being used).
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now, updatedAt: now })
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
    const value = newValue(purpose)
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose,
      codeHash: hash(userId, purpose, value),
      expiresAt: new Date(now.getTime() + TTL_MS[purpose]),
      createdAt: now,
      updatedAt: now,
    })
    return { issued: true, value }
  }

  /**
   * Checks `value` against the user's live code of `purpose` and consumes it when right. Every try counts
   * first (an atomic increment), so after OTP_MAX_ATTEMPTS tries the code is burnt, even for the right value,
   * and parallel guesses cannot slip past the count.
   */
  async function check(
    db: DbOrTx,
    userId: number,
    purpose: CodePurpose,
    value: string,
  ): Promise<CheckResult> {
    const now = deps.clock.now()
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
    if (!row) return 'invalid'
    if (row.attempts >= OTP_MAX_ATTEMPTS) return 'burnt'
    if (row.expiresAt.getTime() <= now.getTime()) return 'expired'
    const claimed = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1`, updatedAt: now })
      .where(
        and(
          eq(oneTimeCodes.id, row.id),
          isNull(oneTimeCodes.consumedAt),
          lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .returning({ attempts: oneTimeCodes.attempts })
    if (claimed.length === 0) return 'burnt'
    const expected = Buffer.from(row.codeHash, 'hex')
    const given = Buffer.from(hash(userId, purpose, value), 'hex')
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
    const consumed = await db
      .update(oneTimeCodes)
      .set({ consumedAt: now, updatedAt: now })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id })
    return consumed.length === 1 ? 'ok' : 'invalid'
  }

  /** Makes every live code of `purpose` useless (a finished reset leaves no code or token behind). */
  async function revokeAll(db: DbOrTx, userId: number, purpose: CodePurpose): Promise<void> {
    const now = deps.clock.now()
    await db
      .update(oneTimeCodes)
      .set({ consumedAt: now, updatedAt: now })
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
  }

  /** When the user's latest code of `purpose` was issued, or null. */
  async function latestIssuedAt(db: DbOrTx, userId: number, purpose: CodePurpose): Promise<Date | null> {
    const [latest] = await db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1)
    return latest?.createdAt ?? null
  }

  return { issue, check, revokeAll, latestIssuedAt }
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>
