/**
 * Additions (docs/architecture.md#two-factor-sign-in-and-sessions): the second factor (TOTP, passkeys,
 * recovery codes), the sign-in challenge, and the signed-in person's sessions.
 */
export const TWO_FACTOR_PATHS = {
  status: '/user/two-factor',
  totpStart: '/user/two-factor/totp/start',
  totpConfirm: '/user/two-factor/totp/confirm',
  totpDisable: '/user/two-factor/totp/disable',
  recoveryCodes: '/user/two-factor/recovery-codes',
  verify: '/user/two-factor/verify',
  reverify: '/user/two-factor/reverify',
  passkeyRegisterStart: '/user/two-factor/passkeys/register/start',
  passkeyRegisterFinish: '/user/two-factor/passkeys/register/finish',
  passkeyDelete: '/user/two-factor/passkeys/:passkeyId',
  /** The options a passkey signs for a sign-in challenge (or, signed in, for a re-verification). */
  passkeyOptions: '/user/two-factor/passkeys/options',
} as const

export const SESSION_PATHS = {
  list: '/user/sessions',
  end: '/user/sessions/:sessionId',
  /** The owner's view of a staff member's sessions, and ending one. */
  staffList: '/owner/staff/:userId/sessions',
  staffEnd: '/owner/staff/:userId/sessions/:sessionId',
} as const
