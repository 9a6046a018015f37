import {
  API_PATHS,
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ForgotPasswordBodySchema,
  ForgotPasswordResponseSchema,
  GetUsersAllQuerySchema,
  GetUsersAllResponseSchema,
  LoginUserBodySchema,
  LoginUserResponseSchema,
  LogoutBodySchema,
  LogoutResponseSchema,
  MeResponseSchema,
  SessionResponseSchema,
  RegisterUserBodySchema,
  RegisterUserResponseSchema,
  ResendOtpBodySchema,
  ResendOtpResponseSchema,
  ResetPasswordBodySchema,
  ResetPasswordResponseSchema,
  UpdateLanguageBodySchema,
  UpdateLanguageResponseSchema,
  UpdateProfileBodySchema,
  UpdateProfileResponseSchema,
  UserRoleSchema,
  VerifyOtpBodySchema,
  VerifyOtpResponseSchema,
  VerifyUserOtpBodySchema,
  VerifyUserOtpResponseSchema,
  type User,
} from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { unauthorized } from '../../lib/errors.js'
import type { AuthUser } from '../auth/session-tokens.js'
import { requestLanguage } from './request-language.js'
import type { UserRow } from './users.repo.js'
import type { ClientMeta, UsersService } from './users.service.js'

/** docs/product.md User on the wire. */
function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: UserRoleSchema.parse(row.role),
    isVerified: row.isVerified,
  }
}

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
})

/** The caller behind `requireUser`; the preHandler already answered 401 when there is none. */
function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}

const ok = { success: true as const, data: null }
const TAGS = ['Users']

/** packages/contract/src/endpoints.ts /user/* and the additions GET /user/me, PATCH /user/update-profile (docs/architecture.md#accounts-and-access). */
export const userRoutes =
  (deps: { users: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { users } = deps

    app.post(
      API_PATHS.user.registerUser,
      {
        preHandler: app.rateLimits.register,
        schema: {
          tags: TAGS,
          summary: 'Create an account (always role User) and mail a 6-digit code',
          body: RegisterUserBodySchema,
          response: { 201: RegisterUserResponseSchema },
        },
      },
      async (request, reply) => {
        // The account reads the language it registered in: its codes and order mails are written in it.
        const user = await users.register(request.body, requestLanguage(request))
        return reply.code(201).send({ success: true, data: toUser(user) })
      },
    )

    app.post(
      API_PATHS.user.loginUser,
      {
        preHandler: app.rateLimits.login,
        schema: {
          tags: TAGS,
          summary: 'Log in: sets the session cookie and answers the user and accessToken',
          description:
            'Wrong email or password: 400 with one message. Unverified account: 403 and a fresh code is mailed (once per 60 s).',
          body: LoginUserBodySchema,
          response: { 200: LoginUserResponseSchema },
        },
      },
      async (request, reply) => {
        const { user, session } = await users.login(request.body, clientMeta(request))
        reply.setSessionCookie(session)
        return { success: true as const, data: toUser(user), accessToken: session.accessToken }
      },
    )

    app.post(
      API_PATHS.user.verifyUserOtp,
      {
        preHandler: app.rateLimits.verifyCode,
        schema: {
          tags: TAGS,
          summary: 'Verify the account with the mailed code; signs in like login',
          description:
            'A device that sent 20 wrong codes for the account in a day gets 429 with details.retryAfterSeconds; other devices are not affected.',
          body: VerifyUserOtpBodySchema,
          response: { 200: VerifyUserOtpResponseSchema },
        },
      },
      async (request, reply) => {
        const { user, session } = await users.verifyAccount(request.body, clientMeta(request))
        reply.setSessionCookie(session)
        return { success: true as const, data: toUser(user), accessToken: session.accessToken }
      },
    )

    app.post(
      API_PATHS.user.resendOtp,
      {
        preHandler: app.rateLimits.sendCode,
        schema: {
          tags: TAGS,
          summary: 'Mail a new code (verification, or the reset code during a reset)',
          description:
            'The same success, in the same time, for every email: within 60 s of the previous code, for an unknown email or an account waiting for no code, nothing is sent.',
          body: ResendOtpBodySchema,
          response: { 200: ResendOtpResponseSchema },
        },
      },
      async (request) => {
        await users.resendCode(request.body.email)
        return ok
      },
    )

    app.post(
      API_PATHS.user.forgotPassword,
      {
        preHandler: app.rateLimits.sendCode,
        schema: {
          tags: TAGS,
          summary: 'Mail a password reset code (same answer whether or not the email has an account)',
          body: ForgotPasswordBodySchema,
          response: { 200: ForgotPasswordResponseSchema },
        },
      },
      async (request) => {
        await users.forgotPassword(request.body.email)
        return ok
      },
    )

    app.post(
      API_PATHS.user.verifyOtp,
      {
        preHandler: app.rateLimits.verifyCode,
        schema: {
          tags: TAGS,
          summary: 'Check the reset code; answers a one-use resetToken valid 10 minutes',
          body: VerifyOtpBodySchema,
          response: { 200: VerifyOtpResponseSchema },
        },
      },
      async (request) => {
        const resetToken = await users.verifyResetCode(request.body, clientMeta(request))
        return { success: true as const, data: { resetToken } }
      },
    )

    app.post(
      API_PATHS.user.resetPassword,
      {
        preHandler: app.rateLimits.verifyCode,
        schema: {
          tags: TAGS,
          summary: 'Set a new password with the resetToken of verify-otp; signs out every device',
          body: ResetPasswordBodySchema,
          response: { 200: ResetPasswordResponseSchema },
        },
      },
      async (request) => {
        await users.resetPassword(request.body, clientMeta(request))
        return ok
      },
    )

    app.post(
      API_PATHS.user.changePassword,
      {
        // Signed in first, so the limit counts per account as well as per IP.
        preHandler: [app.requireUser, app.rateLimits.changePassword],
        schema: {
          tags: TAGS,
          summary: 'Change the password (old one checked); signs out the other devices',
          body: ChangePasswordBodySchema,
          response: { 200: ChangePasswordResponseSchema },
        },
      },
      async (request) => {
        await users.changePassword(signedIn(request), request.body)
        return ok
      },
    )

    app.post(
      API_PATHS.user.logout,
      {
        preHandler: app.optionalUser,
        schema: {
          tags: TAGS,
          summary: 'Sign this device out (revokes the session, clears the cookie)',
          body: LogoutBodySchema,
          response: { 200: LogoutResponseSchema },
        },
      },
      async (request, reply) => {
        await users.logout(request.user)
        reply.clearSessionCookie()
        return ok
      },
    )

    app.get(
      API_PATHS.user.me,
      {
        preHandler: app.requireUser,
        schema: { tags: TAGS, summary: 'The signed-in user', response: { 200: MeResponseSchema } },
      },
      async (request) => ({ success: true as const, data: toUser(await users.me(signedIn(request))) }),
    )

    app.get(
      API_PATHS.user.session,
      {
        preHandler: app.optionalUser,
        schema: {
          tags: TAGS,
          summary: 'Who is signed in: the user, or null for a visitor (the storefront asks this on load)',
          response: { 200: SessionResponseSchema },
        },
      },
      async (request) => {
        const user = request.user ? await users.sessionUser(request.user) : null
        return { success: true as const, data: user ? toUser(user) : null }
      },
    )

    app.patch(
      API_PATHS.user.updateProfile,
      {
        preHandler: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Change the signed-in user's first and last name",
          body: UpdateProfileBodySchema,
          response: { 200: UpdateProfileResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: toUser(await users.updateProfile(signedIn(request), request.body)),
      }),
    )

    app.patch(
      API_PATHS.user.updateLanguage,
      {
        preHandler: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Store the language the signed-in user reads; every later mail to them is written in it',
          body: UpdateLanguageBodySchema,
          response: { 200: UpdateLanguageResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: { language: await users.updateLanguage(signedIn(request), request.body.language) },
      }),
    )

    app.get(
      API_PATHS.user.getUsersAll,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: 'Users, newest first, searchable by name or email (Admin)',
          querystring: GetUsersAllQuerySchema,
          response: { 200: GetUsersAllResponseSchema },
        },
      },
      async (request) => {
        const { rows, count } = await users.list(request.query)
        return {
          success: true as const,
          data: rows.map((row) => ({ ...toUser(row), createdAt: row.createdAt.toISOString() })),
          meta: { count },
        }
      },
    )
  }
