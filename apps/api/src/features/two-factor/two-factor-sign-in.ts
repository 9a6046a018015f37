import { randomBytes, randomUUID } from 'node:crypto'
import {
  TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS,
  TWO_FACTOR_CHALLENGE_TTL_MS,
  type PasskeyResponse,
} from '@shop/contract'
import type { AuthUser, IssuedSession } from '../auth/session-tokens.js'
import {
  invalidChallenge,
  invalidCode,
  passkeyFailed,
  type SecondFactorChecks,
} from './second-factor-checks.js'
import * as repo from './two-factor.repo.js'
import type {
  ClientMeta,
  SecondFactorMethod,
  TwoFactorServiceDeps,
  WebAuthnSite,
} from './two-factor-service-deps.js'

// The sign-in challenge (a checked password waiting for its second factor) and the re-verification of a
// signed-in person before a sensitive action.

export function createTwoFactorSignIn(deps: TwoFactorServiceDeps, checks: SecondFactorChecks) {
  const { challengeHash, checkCode, checkPasskey, authenticationOptions, methodsOf } = checks

  async function liveLoginChallenge(token: string): Promise<repo.ChallengeRow> {
    const row = await repo.findLoginChallenge(deps.db, challengeHash(token), deps.clock.now())
    if (!row || row.attempts >= TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS) throw invalidChallenge()
    return row
  }

  return {
    /** Whether the account signs in with a second factor; login-user then answers a challenge. */
    async loginChallenge(
      userId: number,
    ): Promise<{ challenge: string; methods: SecondFactorMethod[] } | null> {
      const methods = await methodsOf(deps.db, userId)
      if (methods.length === 0) return null
      const now = deps.clock.now()
      const token = randomBytes(32).toString('base64url')
      await repo.deleteOldChallenges(deps.db, userId, new Date(now.getTime() - TWO_FACTOR_CHALLENGE_TTL_MS))
      await repo.insertChallenge(deps.db, {
        id: randomUUID(),
        userId,
        purpose: 'login',
        tokenHash: challengeHash(token),
        expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MS),
        createdAt: now,
        updatedAt: now,
      })
      return { challenge: token, methods }
    },

    /** The account a challenge belongs to, for the per-account rate limit; null for an unknown one. */
    async accountOfChallenge(token: string): Promise<number | null> {
      const row = await repo.findLoginChallenge(deps.db, challengeHash(token), deps.clock.now())
      return row?.userId ?? null
    },

    /**
     * Step 2 of a sign-in: a code (TOTP or recovery) or a passkey answers the challenge; the challenge is spent
     * and a session starts that counts as having proven the second factor now.
     */
    async verify(
      body: { challenge: string; code: string } | { challenge: string; passkey: PasskeyResponse },
      meta: ClientMeta,
      site: WebAuthnSite,
    ): Promise<{ user: repo.UserRow; session: IssuedSession }> {
      const challenge = await liveLoginChallenge(body.challenge)
      const now = deps.clock.now()
      let ok: boolean
      if ('code' in body) {
        ok = (await checkCode(deps.db, challenge.userId, body.code)) !== null
      } else {
        ok =
          challenge.webauthnChallenge !== null &&
          (await checkPasskey(challenge.userId, body.passkey, challenge.webauthnChallenge, site))
      }
      if (!ok) {
        await repo.addChallengeAttempt(deps.db, challenge.id, now)
        throw 'code' in body ? invalidCode() : passkeyFailed()
      }
      const user = await repo.findUser(deps.db, challenge.userId)
      if (!user || user.disabledAt) throw invalidChallenge()
      return deps.db.transaction(async (tx) => {
        if (!(await repo.consumeChallenge(tx, challenge.id, now))) throw invalidChallenge()
        const session = await deps.tokens.issue(tx, user, { ...meta, twoFactorAt: now })
        return { user, session }
      })
    },

    /** WebAuthn options for a sign-in challenge, or for a signed-in person re-verifying. */
    async passkeyOptions(
      body: { challenge?: string | undefined },
      caller: AuthUser | null,
      site: WebAuthnSite,
    ): Promise<Record<string, unknown>> {
      const now = deps.clock.now()
      if (body.challenge) {
        const challenge = await liveLoginChallenge(body.challenge)
        const options = await authenticationOptions(challenge.userId, site)
        await repo.setWebauthnChallenge(deps.db, challenge.id, options.challenge, now)
        return { ...options }
      }
      if (!caller) throw invalidChallenge()
      const options = await authenticationOptions(caller.id, site)
      await repo.deleteOldChallenges(deps.db, caller.id, now)
      await repo.insertChallenge(deps.db, {
        id: randomUUID(),
        userId: caller.id,
        purpose: 'passkey_reverify',
        webauthnChallenge: options.challenge,
        expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MS),
        createdAt: now,
        updatedAt: now,
      })
      return { ...options }
    },

    /** A signed-in person proves the second factor again: the session's `twoFactorAt` becomes now. */
    async reverify(
      caller: AuthUser,
      body: { code: string } | { passkey: PasskeyResponse },
      site: WebAuthnSite,
    ): Promise<Date> {
      if ('code' in body) {
        if (!(await checkCode(deps.db, caller.id, body.code))) throw invalidCode()
      } else {
        const challenge = await repo.latestChallenge(deps.db, caller.id, 'passkey_reverify', deps.clock.now())
        if (!challenge?.webauthnChallenge) throw passkeyFailed()
        if (!(await checkPasskey(caller.id, body.passkey, challenge.webauthnChallenge, site)))
          throw passkeyFailed()
        await repo.consumeChallenge(deps.db, challenge.id, deps.clock.now())
      }
      return deps.tokens.markTwoFactor(deps.db, caller.sessionId)
    },
  }
}
