import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import {
  isStaffRole,
  MESSAGES,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  TOTP_CODE_PATTERN,
  TOTP_DIGITS,
  TOTP_PERIOD_S,
  TOTP_WINDOW_STEPS,
  TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS,
  TWO_FACTOR_CHALLENGE_TTL_MS,
  type Passkey,
  type PasskeyResponse,
  type TwoFactorStatus,
} from '@shop/contract'
import * as OTPAuth from 'otpauth'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import type { AuthUser, IssuedSession, SessionTokens } from '../auth/session-tokens.js'
import type { TotpSecretBox } from './totp-secrets.js'
import * as repo from './two-factor.repo.js'

/** Where a WebAuthn ceremony runs: the page's origin(s) and the relying party id (its host name). */
export interface WebAuthnSite {
  origins: string[]
  rpId: string
}

export interface TwoFactorServiceDeps {
  db: Db
  clock: Clock
  tokens: SessionTokens
  /** Keys the hashes of challenges and recovery codes (a label keeps it apart from other uses). */
  secret: string
  box: TotpSecretBox
  /** The authenticator app's label: the shop's name. */
  issuer: string
  /** Staff must have a second factor before the back office answers them (plugins/auth.ts). */
  staffTwoFactorRequired: boolean
}

export interface ClientMeta {
  userAgent?: string | undefined
  ip?: string | undefined
}

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery'

const invalidCode = () => badRequest(MESSAGES.invalidTwoFactorCode, undefined, 'INVALID_TWO_FACTOR_CODE')
const invalidChallenge = () =>
  badRequest(MESSAGES.twoFactorChallengeInvalid, undefined, 'TWO_FACTOR_CHALLENGE_INVALID')
const passkeyFailed = () => badRequest(MESSAGES.passkeyFailed, undefined, 'PASSKEY_FAILED')

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** Ten letters or digits of base32 (50 random bits), shown as `ABCDE-FGHIJ`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10)
  const chars = [...bytes].map((byte) => BASE32[byte % 32]).join('')
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

const toPasskey = (row: repo.PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
})

/**
 * The second factor (docs/architecture.md#two-factor-sign-in-and-sessions): an authenticator app (TOTP, each
 * code taken once), passkeys (WebAuthn), ten one-time recovery codes, and the sign-in challenge that turns a
 * checked password into a session once one of them answers.
 */
export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  const key = createHmac('sha256', deps.secret).update('two-factor/v1').digest()
  const hash = (purpose: string, userId: number, value: string) =>
    createHmac('sha256', key).update(`${purpose}:${userId}:${value}`).digest('hex')
  const challengeHash = (token: string) =>
    createHmac('sha256', key).update(`challenge:${token}`).digest('hex')

  const totpOf = (secretBase32: string, label: string) =>
    new OTPAuth.TOTP({
      issuer: deps.issuer,
      label,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_S,
      secret: OTPAuth.Secret.fromBase32(secretBase32),
    })

  /** The 30 s step a code belongs to, within the allowed window of now; null when it is no code of it. */
  function stepOf(row: repo.TotpRow, code: string): number | null {
    const now = deps.clock.now().getTime()
    const delta = totpOf(deps.box.open(row.secret), 'x').validate({
      token: code,
      timestamp: now,
      window: TOTP_WINDOW_STEPS,
    })
    if (delta === null) return null
    return Math.floor(now / 1000 / TOTP_PERIOD_S) + delta
  }

  async function newRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
    await repo.replaceRecoveryCodes(
      tx,
      userId,
      codes.map((code) => hash('recovery', userId, code)),
      deps.clock.now(),
    )
    return codes
  }

  /** Checks a TOTP code (taken once) or a recovery code (spent); answers which it was, or null. */
  async function checkCode(tx: DbOrTx, userId: number, typed: string): Promise<SecondFactorMethod | null> {
    const now = deps.clock.now()
    const digits = typed.replace(/\s/g, '')
    if (TOTP_CODE_PATTERN.test(digits)) {
      const row = await repo.findTotp(tx, userId)
      if (!row?.confirmedAt) return null
      const step = stepOf(row, digits)
      if (step === null) return null
      return (await repo.takeTotpStep(tx, userId, step, now, false)) ? 'totp' : null
    }
    const recovery = normalizeRecoveryCode(typed)
    if (!recovery) return null
    return (await repo.spendRecoveryCode(tx, userId, hash('recovery', userId, recovery), now))
      ? 'recovery'
      : null
  }

  async function methodsOf(db: DbOrTx, userId: number): Promise<SecondFactorMethod[]> {
    const [totp, keys, recovery] = await Promise.all([
      repo.findTotp(db, userId),
      repo.listPasskeys(db, userId),
      repo.countUnusedRecoveryCodes(db, userId),
    ])
    const methods: SecondFactorMethod[] = []
    if (totp?.confirmedAt) methods.push('totp')
    if (keys.length > 0) methods.push('passkey')
    if (recovery > 0 && methods.length > 0) methods.push('recovery')
    return methods
  }

  async function status(caller: AuthUser): Promise<TwoFactorStatus> {
    const [totp, keys, recoveryCodesLeft] = await Promise.all([
      repo.findTotp(deps.db, caller.id),
      repo.listPasskeys(deps.db, caller.id),
      repo.countUnusedRecoveryCodes(deps.db, caller.id),
    ])
    return {
      totp: totp?.confirmedAt != null,
      passkeys: keys.map(toPasskey),
      recoveryCodesLeft,
      required: isStaffRole(caller.role) && deps.staffTwoFactorRequired,
      twoFactorAt: caller.twoFactorAt?.toISOString() ?? null,
    }
  }

  /** Checks a passkey's answer to `expectedChallenge` against the account's passkeys; records its use. */
  async function checkPasskey(
    userId: number,
    response: PasskeyResponse,
    expectedChallenge: string,
    site: WebAuthnSite,
  ): Promise<boolean> {
    const stored = (await repo.listPasskeys(deps.db, userId)).find((row) => row.id === response.id)
    if (!stored) return false
    try {
      const result = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: site.origins,
        expectedRPID: site.rpId,
        credential: {
          id: stored.id,
          publicKey: Buffer.from(stored.publicKey, 'base64url'),
          counter: stored.counter,
          transports: stored.transports as AuthenticatorTransport[],
        },
        requireUserVerification: false,
      })
      if (!result.verified) return false
      await repo.recordPasskeyUse(deps.db, stored.id, result.authenticationInfo.newCounter, deps.clock.now())
      return true
    } catch {
      // A malformed or forged answer is a wrong answer, not a server error.
      return false
    }
  }

  async function authenticationOptions(userId: number, site: WebAuthnSite) {
    const keys = await repo.listPasskeys(deps.db, userId)
    return generateAuthenticationOptions({
      rpID: site.rpId,
      allowCredentials: keys.map((row) => ({
        id: row.id,
        transports: row.transports as AuthenticatorTransport[],
      })),
      userVerification: 'preferred',
    })
  }

  async function liveLoginChallenge(token: string): Promise<repo.ChallengeRow> {
    const row = await repo.findLoginChallenge(deps.db, challengeHash(token), deps.clock.now())
    if (!row || row.attempts >= TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS) throw invalidChallenge()
    return row
  }

  return {
    status,

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

    /** A new pending secret for an authenticator app; refused while one is confirmed (turn it off first). */
    async totpStart(caller: AuthUser): Promise<{ secret: string; otpauthUri: string }> {
      const secret = new OTPAuth.Secret({ size: 20 }).base32
      const saved = await repo.savePendingTotp(deps.db, caller.id, deps.box.seal(secret), deps.clock.now())
      if (!saved) throw conflict(MESSAGES.twoFactorAlreadyOn, undefined, 'TWO_FACTOR_ALREADY_ON')
      return { secret, otpauthUri: totpOf(secret, caller.email).toString() }
    },

    /** The first code from the app turns it on; answers ten recovery codes, shown once. */
    async totpConfirm(caller: AuthUser, code: string): Promise<string[]> {
      const row = await repo.findTotp(deps.db, caller.id)
      if (!row) throw badRequest(MESSAGES.twoFactorNotStarted, undefined, 'TWO_FACTOR_NOT_STARTED')
      if (row.confirmedAt) throw conflict(MESSAGES.twoFactorAlreadyOn, undefined, 'TWO_FACTOR_ALREADY_ON')
      const step = stepOf(row, code)
      if (step === null) throw invalidCode()
      return deps.db.transaction(async (tx) => {
        if (!(await repo.takeTotpStep(tx, caller.id, step, deps.clock.now(), true))) throw invalidCode()
        // Proven just now: the next sensitive action does not ask again at once.
        await deps.tokens.markTwoFactor(tx, caller.sessionId)
        return newRecoveryCodes(tx, caller.id)
      })
    },

    /** Turns the authenticator app off with a current code; recovery codes go too unless a passkey remains. */
    async totpDisable(caller: AuthUser, code: string): Promise<TwoFactorStatus> {
      await deps.db.transaction(async (tx) => {
        if (!(await checkCode(tx, caller.id, code))) throw invalidCode()
        await repo.deleteTotp(tx, caller.id)
        if ((await repo.listPasskeys(tx, caller.id)).length === 0)
          await repo.deleteRecoveryCodes(tx, caller.id)
      })
      return status(caller)
    },

    /** Ten new recovery codes for a current code; the old ones stop working. */
    async regenerateRecoveryCodes(caller: AuthUser, code: string): Promise<string[]> {
      return deps.db.transaction(async (tx) => {
        if (!(await checkCode(tx, caller.id, code))) throw invalidCode()
        return newRecoveryCodes(tx, caller.id)
      })
    },

    /** WebAuthn registration options for a new passkey of the signed-in person. */
    async passkeyRegisterStart(caller: AuthUser, site: WebAuthnSite): Promise<Record<string, unknown>> {
      const now = deps.clock.now()
      const keys = await repo.listPasskeys(deps.db, caller.id)
      const options = await generateRegistrationOptions({
        rpName: deps.issuer,
        rpID: site.rpId,
        userName: caller.email,
        userDisplayName: `${caller.firstName} ${caller.lastName}`,
        userID: new TextEncoder().encode(`user-${caller.id}`),
        attestationType: 'none',
        excludeCredentials: keys.map((row) => ({
          id: row.id,
          transports: row.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      })
      await repo.deleteOldChallenges(deps.db, caller.id, now)
      await repo.insertChallenge(deps.db, {
        id: randomUUID(),
        userId: caller.id,
        purpose: 'passkey_register',
        webauthnChallenge: options.challenge,
        expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MS),
        createdAt: now,
        updatedAt: now,
      })
      return { ...options }
    },

    /** Stores the new passkey; the account's first second factor also gets its recovery codes. */
    async passkeyRegisterFinish(
      caller: AuthUser,
      body: { response: PasskeyResponse; name?: string | undefined },
      site: WebAuthnSite,
    ): Promise<{ passkey: Passkey; recoveryCodes?: string[] }> {
      const now = deps.clock.now()
      const challenge = await repo.latestChallenge(deps.db, caller.id, 'passkey_register', now)
      if (!challenge?.webauthnChallenge) throw passkeyFailed()
      let verified
      try {
        verified = await verifyRegistrationResponse({
          response: body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge.webauthnChallenge,
          expectedOrigin: site.origins,
          expectedRPID: site.rpId,
          requireUserVerification: false,
        })
      } catch {
        throw passkeyFailed()
      }
      if (!verified.verified) throw passkeyFailed()
      const { credential } = verified.registrationInfo
      return deps.db.transaction(async (tx) => {
        if (!(await repo.consumeChallenge(tx, challenge.id, now))) throw passkeyFailed()
        const hadFactor = (await methodsOf(tx, caller.id)).length > 0
        const row = await repo.insertPasskey(tx, {
          id: credential.id,
          userId: caller.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: body.name ?? 'Passkey',
          createdAt: now,
          updatedAt: now,
        })
        await deps.tokens.markTwoFactor(tx, caller.sessionId)
        const recoveryCodes = hadFactor ? undefined : await newRecoveryCodes(tx, caller.id)
        return { passkey: toPasskey(row), ...(recoveryCodes ? { recoveryCodes } : {}) }
      })
    },

    async passkeyDelete(caller: AuthUser, passkeyId: string): Promise<TwoFactorStatus> {
      await deps.db.transaction(async (tx) => {
        if (!(await repo.deletePasskey(tx, caller.id, passkeyId))) throw notFound()
        const totp = await repo.findTotp(tx, caller.id)
        const left = await repo.listPasskeys(tx, caller.id)
        if (!totp?.confirmedAt && left.length === 0) await repo.deleteRecoveryCodes(tx, caller.id)
      })
      return status(caller)
    },
  }
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>
