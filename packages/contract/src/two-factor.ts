import { MINUTE_MS } from './limits.js'

// The second factor's rules (docs/architecture.md#two-factor-sign-in-and-sessions), shared by the API and the
// storefront.

/** How long a sign-in challenge (password checked, second factor awaited) may be answered. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * MINUTE_MS
/** Wrong codes one challenge takes before it is spent and the password must be typed again. */
export const TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS = 5
/** A sensitive owner action asks for the second factor again when the last one is older than this. */
export const RECENT_TWO_FACTOR_MS = 10 * MINUTE_MS
/** One-time recovery codes handed out at enrolment (and on each regeneration). */
export const RECOVERY_CODE_COUNT = 10
/** RFC 6238 as every authenticator app reads an otpauth:// URI by default. */
export const TOTP_PERIOD_S = 30
export const TOTP_DIGITS = 6
/** Steps either side of now a code may come from: a phone's clock a little off still works. */
export const TOTP_WINDOW_STEPS = 1
export const TOTP_CODE_PATTERN = /^\d{6}$/
/** A recovery code as shown: two groups of five letters or digits (RFC 4648 base32, no 0/1/8/9 look-alikes). */
export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{5}-[A-Z2-7]{5}$/

/**
 * A typed recovery code as stored: upper case, spaces dropped, the dash put back where people leave it out
 * (`abcde fghij`, `ABCDEFGHIJ`). Null when it cannot be one.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '')
  if (!/^[A-Z2-7]{10}$/.test(compact)) return null
  return `${compact.slice(0, 5)}-${compact.slice(5)}`
}

/** Whether a second factor proven at `at` is too old for a sensitive action at `now`. */
export const twoFactorIsStale = (at: Date | null, now: Date): boolean =>
  at === null || now.getTime() - at.getTime() > RECENT_TWO_FACTOR_MS
