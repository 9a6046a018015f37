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
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { oneTimeCodeFailures, oneTimeCodes, users } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'

/** Matches the one_time_codes purpose check constraint. */
export type CodePurpose = 'verify_email' | 'reset_password' | 'reset_token'

export type IssueResult = { issued: true; value: string } | { issued: false; retryAfterSeconds: number }
/** A device that spent its day's wrong tries at an account's codes, and how long it waits. */
export interface DeviceLocked {
  retryAfterSeconds: number
}
export type CheckResult = 'ok' | 'invalid' | 'expired' | 'burnt' | DeviceLocked

const TTL_MS: Record<CodePurpose, number> = {
  verify_email: OTP_TTL_MS,
  reset_password: OTP_TTL_MS,
  reset_token: RESET_TOKEN_TTL_MS,
}

/**
 * One-time secrets (docs/architecture.md#accounts-and-access). Only an HMAC-SHA256 of each is stored, keyed with a server secret and bound to
 * the user and purpose, so a leaked table neither shows codes nor lets one be reused elsewhere. A 6-digit code
 * has only a million values, so the hash alone would not resist guessing: the per-device burn and daily cap
 * (check) and the rate limits do.
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
   * OTP_RESEND_COOLDOWN_MS after the previous one of their purpose, whichever call asked (register, login,
   * resend, forgot password): then nothing is issued and the seconds left are answered, and the code mailed
   * before still works. No daily cap applies here: the person asking receives the code
   * in their mailbox, so issuing one never helps a stranger, and refusing it would lock the owner out
   * (decision 046). Run it inside a transaction: it locks the user row so two requests cannot both pass the
   * cool-down.
   */
  async function issue(tx: DbOrTx, userId: number, purpose: CodePurpose): Promise<IssueResult> {
    const now = deps.clock.now()
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (purpose !== 'reset_token') {
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
   * Checks `value`, sent from the device `clientKey` (see clientKeyOf), against the user's live code of
   * `purpose`, and consumes it when right. Only wrong tries count, each for its device (decision 046):
   * - after OTP_MAX_ATTEMPTS of them the code is burnt for that device, even for the right value;
   * - after OTP_DAILY_MAX_ATTEMPTS in a day at this account's codes of `purpose`, that device waits until its
   *   oldest counted try is a day old; the answer says how long.
   * Another device, the inbox owner's, is not held back by them: its right code goes through. The code row is
   * locked while checking, so parallel guesses cannot slip past the counts.
   */
  async function check(
    db: DbOrTx,
    userId: number,
    purpose: CodePurpose,
    value: string,
    clientKey: string,
  ): Promise<CheckResult> {
    return db.transaction(async (tx) => {
      const now = deps.clock.now()
      const [row] = await tx
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
        .for('update')
      if (!row) return 'invalid'
      const failures = await tx
        .select({ codeId: oneTimeCodeFailures.codeId, failedAt: oneTimeCodeFailures.failedAt })
        .from(oneTimeCodeFailures)
        .where(
          and(
            eq(oneTimeCodeFailures.userId, userId),
            eq(oneTimeCodeFailures.purpose, purpose),
            eq(oneTimeCodeFailures.clientKey, clientKey),
            gt(oneTimeCodeFailures.failedAt, new Date(now.getTime() - DAY_MS)),
          ),
        )
        .orderBy(asc(oneTimeCodeFailures.failedAt))
      // Free once enough of the oldest failures leave the day to bring the count under the cap.
      const oldestThatMustAge = failures.at(-OTP_DAILY_MAX_ATTEMPTS)
      if (failures.length >= OTP_DAILY_MAX_ATTEMPTS && oldestThatMustAge) {
        const freeAtMs = oldestThatMustAge.failedAt.getTime() + DAY_MS
        return { retryAfterSeconds: Math.max(1, Math.ceil((freeAtMs - now.getTime()) / 1000)) }
      }
      if (failures.filter((failure) => failure.codeId === row.id).length >= OTP_MAX_ATTEMPTS) return 'burnt'
      if (row.expiresAt.getTime() <= now.getTime()) return 'expired'
      const expected = Buffer.from(row.codeHash, 'hex')
      const given = Buffer.from(hash(userId, purpose, value), 'hex')
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        await tx
          .update(oneTimeCodes)
          .set({ consumedAt: now, updatedAt: now })
          .where(eq(oneTimeCodes.id, row.id))
        return 'ok'
      }
      await tx
        .insert(oneTimeCodeFailures)
        .values({ userId, codeId: row.id, purpose, clientKey, failedAt: now })
      // The code's own count of wrong tries, from every device (what the owner's view and support read).
      await tx
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1`, updatedAt: now })
        .where(eq(oneTimeCodes.id, row.id))
      return 'invalid'
    })
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
