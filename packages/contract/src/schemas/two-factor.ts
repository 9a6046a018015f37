import { z } from 'zod'
import { MESSAGES } from '../messages.js'
import { RECOVERY_CODE_COUNT, TOTP_CODE_PATTERN } from '../two-factor.js'
import { IdSchema, IsoDateTimeSchema } from './common.js'
import { envelope } from './envelope.js'

// docs/architecture.md#two-factor-sign-in-and-sessions: enrolment, the sign-in challenge, passkeys, sessions.

/** A code from an authenticator app: 6 digits, spaces ignored (apps show `123 456`). */
export const TotpCodeSchema = z
  .string({ error: MESSAGES.required })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(TOTP_CODE_PATTERN, { error: MESSAGES.invalidTwoFactorCode }))

/** A second-factor code: an authenticator app's 6 digits or a recovery code (`ABCDE-FGHIJ`). */
export const TwoFactorCodeSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(32, { error: MESSAGES.invalidTwoFactorCode })

/** A passkey's answer as @simplewebauthn/browser hands it over; the API's WebAuthn library checks the rest. */
export const PasskeyResponseSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .loose()
export type PasskeyResponse = z.infer<typeof PasskeyResponseSchema>

/** WebAuthn options for the browser (PublicKeyCredential*OptionsJSON), built by the API's WebAuthn library. */
export const PasskeyOptionsSchema = z.record(z.string(), z.unknown())

// ---- the sign-in challenge (login-user answers it instead of a session once a second factor is on) ----
export const TwoFactorChallengeDataSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Opaque, single use, valid TWO_FACTOR_CHALLENGE_TTL_MS: what /user/two-factor/verify needs beside a code. */
  challenge: z.string().min(1),
  /** Which second factors the account has, so the page offers the right ones. */
  methods: z.array(z.enum(['totp', 'passkey', 'recovery'])),
})
export const TwoFactorChallengeResponseSchema = z.object({
  success: z.literal(true),
  data: TwoFactorChallengeDataSchema,
})
export type TwoFactorChallengeResponse = z.infer<typeof TwoFactorChallengeResponseSchema>

/** POST /user/two-factor/verify: a code (TOTP or recovery) or a passkey's answer to the challenge. */
export const VerifyTwoFactorBodySchema = z.union([
  z.object({ challenge: z.string().min(1).max(200), code: TwoFactorCodeSchema }),
  z.object({ challenge: z.string().min(1).max(200), passkey: PasskeyResponseSchema }),
])
export type VerifyTwoFactorBody = z.infer<typeof VerifyTwoFactorBodySchema>

// ---- enrolment ----
export const TotpStartDataSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string().min(16),
  otpauthUri: z.string().startsWith('otpauth://totp/'),
})
export const TotpStartResponseSchema = envelope(TotpStartDataSchema)
export type TotpStartResponse = z.infer<typeof TotpStartResponseSchema>

export const TotpConfirmBodySchema = z.object({ code: TotpCodeSchema })
export type TotpConfirmBody = z.infer<typeof TotpConfirmBodySchema>
export const RecoveryCodesDataSchema = z.object({
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
})
export const RecoveryCodesResponseSchema = envelope(RecoveryCodesDataSchema)
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>

/** Turning TOTP off, regenerating recovery codes and re-verifying take a current code. */
export const TwoFactorCodeBodySchema = z.object({ code: TwoFactorCodeSchema })
export type TwoFactorCodeBody = z.infer<typeof TwoFactorCodeBodySchema>

/** POST /user/two-factor/reverify: a code, or a passkey's answer to the options of /passkeys/options. */
export const ReverifyBodySchema = z.union([
  z.object({ code: TwoFactorCodeSchema }),
  z.object({ passkey: PasskeyResponseSchema }),
])
export type ReverifyBody = z.infer<typeof ReverifyBodySchema>
export const ReverifyResponseSchema = envelope(z.object({ twoFactorAt: IsoDateTimeSchema }))

export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: IsoDateTimeSchema,
  lastUsedAt: IsoDateTimeSchema.nullable(),
})
export type Passkey = z.infer<typeof PasskeySchema>

export const TwoFactorStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(PasskeySchema),
  recoveryCodesLeft: z.number().int().min(0),
  /** The account must have a second factor before the back office answers it (staff, when the shop asks). */
  required: z.boolean(),
  /** When this session last proved a second factor; sensitive owner actions want it within 10 minutes. */
  twoFactorAt: IsoDateTimeSchema.nullable(),
})
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>
export const TwoFactorStatusResponseSchema = envelope(TwoFactorStatusSchema)

export const DisableTotpResponseSchema = envelope(TwoFactorStatusSchema)

export const PasskeyOptionsBodySchema = z.object({
  /** The sign-in challenge; absent when a signed-in person re-verifies. */
  challenge: z.string().min(1).max(200).optional(),
})
export const PasskeyOptionsResponseSchema = envelope(PasskeyOptionsSchema)
export const PasskeyRegisterFinishBodySchema = z.object({
  response: PasskeyResponseSchema,
  name: z.string().trim().min(1).max(60).optional(),
})
export type PasskeyRegisterFinishBody = z.infer<typeof PasskeyRegisterFinishBodySchema>
/** The new passkey, and recovery codes when it is the account's first second factor. */
export const PasskeyRegisterFinishResponseSchema = envelope(
  z.object({ passkey: PasskeySchema, recoveryCodes: z.array(z.string()).optional() }),
)
export const PasskeyParamsSchema = z.object({ passkeyId: z.string().min(1).max(1024) })

// ---- sessions ----
export const SessionSchema = z.object({
  id: z.uuid(),
  /** Browser and system, read from the user agent ("Chrome on Android"). */
  device: z.string(),
  /** The address it signed in from, shortened (IPv4 to its /24, IPv6 to its /48): no geo-IP lookup is made. */
  place: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  lastSeenAt: IsoDateTimeSchema,
  /** The session of the request asking. */
  current: z.boolean(),
})
export type Session = z.infer<typeof SessionSchema>
export const SessionsResponseSchema = envelope(z.array(SessionSchema))
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>
export const SessionParamsSchema = z.object({ sessionId: z.uuid() })
export const StaffParamsSchema = z.object({ userId: z.coerce.number().pipe(IdSchema) })
export const StaffSessionParamsSchema = z.object({
  userId: z.coerce.number().pipe(IdSchema),
  sessionId: z.uuid(),
})
export const EndSessionResponseSchema = envelope(z.null())
