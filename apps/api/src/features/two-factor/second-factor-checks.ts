import { createHmac, randomBytes } from 'node:crypto'
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
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
  type Passkey,
  type PasskeyResponse,
  type TwoFactorStatus,
} from '@shop/contract'
import * as OTPAuth from 'otpauth'
import type { DbOrTx } from '../../db/client.js'
import { badRequest } from '../../lib/errors.js'
import type { AuthUser } from '../auth/session-tokens.js'
import * as repo from './two-factor.repo.js'
import type { SecondFactorMethod, TwoFactorServiceDeps, WebAuthnSite } from './two-factor-service-deps.js'

// The checks every second-factor flow shares (sign-in, re-verification, enrolment): the keyed hashes, a TOTP
// code's step, recovery codes issued and spent, a passkey's answer, and which factors an account has.

export const invalidCode = () =>
  badRequest(MESSAGES.invalidTwoFactorCode, undefined, 'INVALID_TWO_FACTOR_CODE')
export const invalidChallenge = () =>
  badRequest(MESSAGES.twoFactorChallengeInvalid, undefined, 'TWO_FACTOR_CHALLENGE_INVALID')
export const passkeyFailed = () => badRequest(MESSAGES.passkeyFailed, undefined, 'PASSKEY_FAILED')

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** Ten letters or digits of base32 (50 random bits), shown as `ABCDE-FGHIJ`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10)
  const chars = [...bytes].map((byte) => BASE32[byte % 32]).join('')
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

export const toPasskey = (row: repo.PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
})

export function createSecondFactorChecks(deps: TwoFactorServiceDeps) {
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

  return {
    challengeHash,
    totpOf,
    stepOf,
    newRecoveryCodes,
    checkCode,
    methodsOf,
    status,
    checkPasskey,
    authenticationOptions,
  }
}

export type SecondFactorChecks = ReturnType<typeof createSecondFactorChecks>
