import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { SessionTokens } from '../auth/session-tokens.js'
import type { TotpSecretBox } from './totp-secrets.js'

// What every part of the two-factor service (two-factor.service.ts composes them) is given, kept apart so
// the parts and the service that assembles them do not import one another.

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
