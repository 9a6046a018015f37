import { API_ENDPOINTS, UserRoleSchema, type User } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
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

/** The caller of a `user` row; its session check (lib/endpoint-route.ts) already answered 401 when there is none. */
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

    endpointRoute(app, API_ENDPOINTS.registerUser, {
      preHandler: app.rateLimits.register,
      docs: {
        tags: TAGS,
        summary: 'Create an account (always role User) and mail a 6-digit code',
      },
      handler: async (request, reply) => {
        // The account reads the language it registered in: its codes and order mails are written in it.
        const user = await users.register(request.body, requestLanguage(request))
        return reply.code(201).send({ success: true, data: toUser(user) })
      },
    })

    endpointRoute(app, API_ENDPOINTS.loginUser, {
      preHandler: app.rateLimits.login,
      docs: {
        tags: TAGS,
        summary: 'Log in: sets the session cookie and answers the user and accessToken',
        description:
          'Wrong email or password: 400 with one message. Unverified account: 403 and a fresh code is mailed (once per 60 s). An account with a second factor answers `{ twoFactorRequired: true, challenge }` and no token: POST /user/two-factor/verify finishes the sign-in.',
      },
      handler: async (request, reply) => {
        const result = await users.login(request.body, clientMeta(request))
        if ('twoFactor' in result) {
          // docs/architecture.md#two-factor-sign-in-and-sessions: POST /user/two-factor/verify finishes it.
          return { success: true as const, data: { twoFactorRequired: true as const, ...result.twoFactor } }
        }
        const { user, session } = result
        reply.setSessionCookie(session)
        return { success: true as const, data: toUser(user), accessToken: session.accessToken }
      },
    })

    endpointRoute(app, API_ENDPOINTS.verifyUserOtp, {
      preHandler: app.rateLimits.verifyCode,
      docs: {
        tags: TAGS,
        summary: 'Verify the account with the mailed code; signs in like login',
        description:
          'A device that sent 20 wrong codes for the account in a day gets 429 with details.retryAfterSeconds; other devices are not affected.',
      },
      handler: async (request, reply) => {
        const { user, session } = await users.verifyAccount(request.body, clientMeta(request))
        reply.setSessionCookie(session)
        return { success: true as const, data: toUser(user), accessToken: session.accessToken }
      },
    })

    endpointRoute(app, API_ENDPOINTS.resendOtp, {
      preHandler: app.rateLimits.sendCode,
      docs: {
        tags: TAGS,
        summary: 'Mail a new code (verification, or the reset code during a reset)',
        description:
          'The same success, in the same time, for every email: within 60 s of the previous code, for an unknown email or an account waiting for no code, nothing is sent.',
      },
      handler: async (request) => {
        await users.resendCode(request.body.email)
        return ok
      },
    })

    endpointRoute(app, API_ENDPOINTS.forgotPassword, {
      preHandler: app.rateLimits.sendCode,
      docs: {
        tags: TAGS,
        summary: 'Mail a password reset code (same answer whether or not the email has an account)',
      },
      handler: async (request) => {
        await users.forgotPassword(request.body.email)
        return ok
      },
    })

    endpointRoute(app, API_ENDPOINTS.verifyOtp, {
      preHandler: app.rateLimits.verifyCode,
      docs: {
        tags: TAGS,
        summary: 'Check the reset code; answers a one-use resetToken valid 10 minutes',
      },
      handler: async (request) => {
        const resetToken = await users.verifyResetCode(request.body, clientMeta(request))
        return { success: true as const, data: { resetToken } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.resetPassword, {
      preHandler: app.rateLimits.verifyCode,
      docs: {
        tags: TAGS,
        summary: 'Set a new password with the resetToken of verify-otp; signs out every device',
      },
      handler: async (request) => {
        await users.resetPassword(request.body, clientMeta(request))
        return ok
      },
    })

    endpointRoute(app, API_ENDPOINTS.changePassword, {
      // Signed in first, so the limit counts per account as well as per IP.
      preHandler: app.rateLimits.changePassword,
      docs: {
        tags: TAGS,
        summary: 'Change the password (old one checked); signs out the other devices',
      },
      handler: async (request) => {
        await users.changePassword(signedIn(request), request.body)
        return ok
      },
    })

    endpointRoute(app, API_ENDPOINTS.logout, {
      optionalSession: true,
      docs: {
        tags: TAGS,
        summary: 'Sign this device out (revokes the session, clears the cookie)',
      },
      handler: async (request, reply) => {
        await users.logout(request.user)
        reply.clearSessionCookie()
        return ok
      },
    })

    endpointRoute(app, API_ENDPOINTS.me, {
      docs: {
        tags: TAGS,
        summary: 'The signed-in user',
      },
      handler: async (request) => ({
        success: true as const,
        data: toUser(await users.me(signedIn(request))),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.session, {
      optionalSession: true,
      docs: {
        tags: TAGS,
        summary: 'Who is signed in: the user, or null for a visitor (the storefront asks this on load)',
      },
      handler: async (request) => {
        const user = request.user ? await users.sessionUser(request.user) : null
        return { success: true as const, data: user ? toUser(user) : null }
      },
    })

    endpointRoute(app, API_ENDPOINTS.updateProfile, {
      docs: {
        tags: TAGS,
        summary: "Change the signed-in user's first and last name",
      },
      handler: async (request) => {
        const { user, identityVerificationVoided } = await users.updateProfile(
          signedIn(request),
          request.body,
        )
        // Said only when it happened: the next large order waits for a new identity check (decision 172).
        return {
          success: true as const,
          data: { ...toUser(user), ...(identityVerificationVoided ? { identityVerificationVoided } : {}) },
        }
      },
    })

    endpointRoute(app, API_ENDPOINTS.updateLanguage, {
      docs: {
        tags: TAGS,
        summary: 'Store the language the signed-in user reads; every later mail to them is written in it',
      },
      handler: async (request) => ({
        success: true as const,
        data: { language: await users.updateLanguage(signedIn(request), request.body.language) },
      }),
    })

    endpointRoute(app, API_ENDPOINTS.getUsersAll, {
      docs: {
        tags: TAGS,
        summary: 'Users, newest first, searchable by name or email (Admin)',
      },
      handler: async (request) => {
        const { rows, count } = await users.list(request.query)
        return {
          success: true as const,
          data: rows.map((row) => ({ ...toUser(row), createdAt: row.createdAt.toISOString() })),
          meta: { count },
        }
      },
    })
  }
