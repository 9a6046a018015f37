import { z } from 'zod'
import { LANGUAGES } from '../i18n/languages.js'
import { OTP_PATTERN, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, USERS_DEFAULT_PAGE_SIZE } from '../limits.js'
import { MESSAGES } from '../messages.js'
import { BUYER_ROLE, STAFF_ROLES } from '../staff-roles.js'
import {
  EmptyResponseSchema,
  IdSchema,
  IsoDateTimeSchema,
  SearchQuerySchema,
  emailField,
  pageSizeQuery,
  PageQuerySchema,
  personNameField,
} from './common.js'
import { envelope, listEnvelope } from './envelope.js'
import { TwoFactorChallengeResponseSchema } from './two-factor.js'

// docs/product.md User, §7 /user/* calls; docs/architecture.md#accounts-and-access auth.

/** A buyer is `User` (as the product spec answers it); staff carry their role (staff-roles.ts). */
export const USER_ROLES = [BUYER_ROLE, ...STAFF_ROLES] as const
export const UserRoleSchema = z.enum(USER_ROLES)
export type UserRole = z.infer<typeof UserRoleSchema>

/** The user as the API returns it (login, verify, me, update-profile). */
export const UserSchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  role: UserRoleSchema,
  isVerified: z.boolean(),
})
export type User = z.infer<typeof UserSchema>

/** A row of the admin user list: the user plus when it registered. */
export const UserListItemSchema = UserSchema.extend({ createdAt: IsoDateTimeSchema })
export type UserListItem = z.infer<typeof UserListItemSchema>

/**
 * Claims of the access token (docs/architecture.md#accounts-and-access): the session id (jti), the user id as `sub` and `id`
 * (docs/product.md reads id, firstName, lastName, email from the decoded token), names, email, role.
 */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  jti: z.string(),
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  role: UserRoleSchema,
  iat: z.number().int(),
  exp: z.number().int(),
})
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>

/**
 * A new password: 8..128 characters with the spec's message (docs/product.md#rules-the-shop-keeps), and not only whitespace. The
 * API also refuses common passwords (its list is too big for the storefront's bundle: decision 046).
 */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required, abort: true })
  .min(PASSWORD_MIN_CHARS, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_CHARS, { error: MESSAGES.tooLong(PASSWORD_MAX_CHARS) })
  // One message at a time: a short run of spaces is told it is too short. (No `abort` above: an aborted field
  // would skip the form's own checks, such as the confirmation matching.)
  .refine((value) => value.length < PASSWORD_MIN_CHARS || value.trim() !== '', {
    error: MESSAGES.passwordOnlySpaces,
  })

/** An existing password: required; no minimum so an older, shorter password can still be typed. */
export const CurrentPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required })
  .max(PASSWORD_MAX_CHARS, { error: MESSAGES.tooLong(PASSWORD_MAX_CHARS) })

/** A 6-digit OTP (docs/architecture.md#accounts-and-access), surrounding spaces ignored. */
export const OtpSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(OTP_PATTERN, { error: MESSAGES.invalidOtpFormat })

const NameSchema = personNameField()

// ---- POST /user/register-user ----
/**
 * `role` is accepted (the spec's client sends 'User') and IGNORED: registration always creates a User
 * (docs/architecture.md#accounts-and-access), so it is typed `unknown` and never read.
 */
export const RegisterUserBodySchema = z.object({
  firstName: NameSchema,
  lastName: NameSchema,
  email: emailField(),
  password: NewPasswordSchema,
  role: z.unknown().optional(),
})
export type RegisterUserBody = z.infer<typeof RegisterUserBodySchema>
/** 201 with the new, unverified user; an OTP is mailed. */
export const RegisterUserResponseSchema = envelope(UserSchema)
export type RegisterUserResponse = z.infer<typeof RegisterUserResponseSchema>

// ---- POST /user/login-user, POST /user/verify-user-otp ----
export const LoginUserBodySchema = z.object({ email: emailField(), password: CurrentPasswordSchema })
export type LoginUserBody = z.infer<typeof LoginUserBodySchema>

/** docs/product.md: `data` is the user (with isVerified) and `accessToken` sits next to it. */
export const AuthSessionResponseSchema = z.object({
  success: z.literal(true),
  data: UserSchema,
  accessToken: z.string().min(1),
})
export type AuthSessionResponse = z.infer<typeof AuthSessionResponseSchema>
/**
 * A session, or, once the account has a second factor, a challenge that POST /user/two-factor/verify turns into
 * one (docs/architecture.md#two-factor-sign-in-and-sessions).
 */
export const LoginUserResponseSchema = z.union([AuthSessionResponseSchema, TwoFactorChallengeResponseSchema])
export type LoginUserResponse = z.infer<typeof LoginUserResponseSchema>

export const VerifyUserOtpBodySchema = z.object({ email: emailField(), otp: OtpSchema })
export type VerifyUserOtpBody = z.infer<typeof VerifyUserOtpBodySchema>
export const VerifyUserOtpResponseSchema = AuthSessionResponseSchema
export type VerifyUserOtpResponse = AuthSessionResponse

// ---- POST /user/resend-otp, POST /user/forgot-password ----
export const EmailBodySchema = z.object({ email: emailField() })
export type EmailBody = z.infer<typeof EmailBodySchema>
export const ResendOtpBodySchema = EmailBodySchema
export type ResendOtpBody = EmailBody
export const ResendOtpResponseSchema = EmptyResponseSchema
export const ForgotPasswordBodySchema = EmailBodySchema
export type ForgotPasswordBody = EmailBody
export const ForgotPasswordResponseSchema = EmptyResponseSchema

// ---- POST /user/verify-otp (password reset step 2) ----
export const VerifyOtpBodySchema = z.object({ email: emailField(), otp: OtpSchema })
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>
/** docs/architecture.md#accounts-and-access: a one-use token that reset-password requires (the spec's reset without proof is refused). */
export const VerifyOtpDataSchema = z.object({ resetToken: z.string().min(1) })
export type VerifyOtpData = z.infer<typeof VerifyOtpDataSchema>
export const VerifyOtpResponseSchema = envelope(VerifyOtpDataSchema)
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>

// ---- POST /user/reset-password ----
export const ResetPasswordBodySchema = z.object({
  email: emailField(),
  newPassword: NewPasswordSchema,
  resetToken: z.string({ error: MESSAGES.resetTokenInvalid }).min(1, { error: MESSAGES.resetTokenInvalid }),
})
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>
export const ResetPasswordResponseSchema = EmptyResponseSchema

// ---- POST /user/change-password ----
export const ChangePasswordBodySchema = z.object({
  oldPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
})
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>
export const ChangePasswordResponseSchema = EmptyResponseSchema

// ---- POST /user/logout ----
/** packages/contract/src/endpoints.ts: the client posts "a fixed token name"; whatever it is, the session comes from the token. */
export const LogoutBodySchema = z.unknown()
export const LogoutResponseSchema = EmptyResponseSchema

// ---- GET /user/me, PATCH /user/update-profile (additions) ----
export const MeResponseSchema = envelope(UserSchema)
export type MeResponse = z.infer<typeof MeResponseSchema>
/** GET /user/session: the signed-in user, or null for a visitor (or an expired or revoked session). */
export const SessionResponseSchema = envelope(UserSchema.nullable())
export type SessionResponse = z.infer<typeof SessionResponseSchema>

export const UpdateProfileBodySchema = z.object({ firstName: NameSchema, lastName: NameSchema })
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>
export const UpdateProfileResponseSchema = envelope(
  UserSchema.extend({
    /** Present when the rename voided the account's identity approval (docs/decisions/172). */
    identityVerificationVoided: z.literal(true).optional(),
  }),
)
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>

// ---- GET /user/get-users-all?page&size&search (admin) ----
export const GetUsersAllQuerySchema = z.object({
  page: PageQuerySchema,
  size: pageSizeQuery(USERS_DEFAULT_PAGE_SIZE),
  search: SearchQuerySchema,
})
export type GetUsersAllQuery = z.infer<typeof GetUsersAllQuerySchema>
export const GetUsersAllResponseSchema = listEnvelope(UserListItemSchema)
export type GetUsersAllResponse = z.infer<typeof GetUsersAllResponseSchema>

// ---- PATCH /user/update-language (addition: the language the account's mail is written in) ----
export const UpdateLanguageBodySchema = z.object({ language: z.enum(LANGUAGES) })
export type UpdateLanguageBody = z.infer<typeof UpdateLanguageBodySchema>
export const UpdateLanguageResponseSchema = envelope(UpdateLanguageBodySchema)
export type UpdateLanguageResponse = z.infer<typeof UpdateLanguageResponseSchema>
