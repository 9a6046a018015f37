import { randomUUID } from 'node:crypto'
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import {
  TWO_FACTOR_CHALLENGE_TTL_MS,
  type Passkey,
  type PasskeyResponse,
  type TwoFactorStatus,
} from '@shop/contract'
import { notFound } from '../../lib/errors.js'
import type { AuthUser } from '../auth/session-tokens.js'
import { passkeyFailed, toPasskey, type SecondFactorChecks } from './second-factor-checks.js'
import * as repo from './two-factor.repo.js'
import type { TwoFactorServiceDeps, WebAuthnSite } from './two-factor-service-deps.js'

// A signed-in person's passkeys: registered (a WebAuthn ceremony of its own) and removed.

export function createPasskeyEnrolment(deps: TwoFactorServiceDeps, checks: SecondFactorChecks) {
  const { newRecoveryCodes, methodsOf, status } = checks

  return {
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
