import { API_ENDPOINTS, UserRoleSchema } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { AuthUser } from '../auth/session-tokens.js'
import type { TwoFactorService, WebAuthnSite } from './two-factor.service.js'

const TAGS = ['Two-factor sign-in']

function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}

const clientMeta = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip })

/** `scheme://host[:port]` of a URL, or null. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

export interface TwoFactorRoutesDeps {
  twoFactor: TwoFactorService
  /** The shop's public address: in production the passkeys' relying party is its host. */
  publicUrl: string
  production: boolean
}

/** docs/architecture.md#two-factor-sign-in-and-sessions: enrolment, the sign-in challenge, re-verification, passkeys. */
export const twoFactorRoutes =
  (deps: TwoFactorRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { twoFactor } = deps
    const publicOrigin = originOf(deps.publicUrl)

    // Passkeys are bound to a host name (decision 198): the public address's in production; elsewhere the
    // host the page was opened on (localhost, a test's 127.0.0.1 on a random port), which the browser also checks.
    const siteOf = (request: FastifyRequest): WebAuthnSite => {
      const own = originOf(`${request.protocol}://${request.host}`)
      if (deps.production && publicOrigin) {
        return { origins: [publicOrigin], rpId: new URL(publicOrigin).hostname }
      }
      return {
        origins: [...new Set([own, publicOrigin].filter((origin): origin is string => origin !== null))],
        rpId: request.hostname,
      }
    }

    /** The challenge's account, so its codes count against that account's limits (plugins/rate-limit.ts). */
    const challengeAccount = async (request: FastifyRequest) => {
      const body = request.body as { challenge?: unknown } | undefined
      if (typeof body?.challenge !== 'string') return
      const userId = await twoFactor.accountOfChallenge(body.challenge)
      if (userId !== null) request.rateLimitAccount = `user:${userId}`
    }

    endpointRoute(app, API_ENDPOINTS.twoFactorStatus, {
      docs: { tags: TAGS, summary: 'The signed-in account’s second factors and whether staff must have one' },
      handler: async (request) => ({
        success: true as const,
        data: await twoFactor.status(signedIn(request)),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.totpStart, {
      docs: {
        tags: TAGS,
        summary:
          'Start enrolling an authenticator app: a new secret and its otpauth:// URI (pending until confirmed)',
        description: '409 while one is already on: turn it off first.',
      },
      handler: async (request) => ({
        success: true as const,
        data: await twoFactor.totpStart(signedIn(request)),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.totpConfirm, {
      preHandler: app.rateLimits.verifyTwoFactor,
      docs: {
        tags: TAGS,
        summary:
          'Confirm the authenticator app with its first code; answers ten one-time recovery codes (shown once)',
      },
      handler: async (request) => ({
        success: true as const,
        data: { recoveryCodes: await twoFactor.totpConfirm(signedIn(request), request.body.code) },
      }),
    })

    endpointRoute(app, API_ENDPOINTS.totpDisable, {
      preHandler: app.rateLimits.verifyTwoFactor,
      docs: {
        tags: TAGS,
        summary: 'Turn the authenticator app off with a current code (or a recovery code)',
      },
      handler: async (request) => ({
        success: true as const,
        data: await twoFactor.totpDisable(signedIn(request), request.body.code),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.regenerateRecoveryCodes, {
      preHandler: app.rateLimits.verifyTwoFactor,
      docs: { tags: TAGS, summary: 'Ten new recovery codes for a current code; the old ones stop working' },
      handler: async (request) => ({
        success: true as const,
        data: {
          recoveryCodes: await twoFactor.regenerateRecoveryCodes(signedIn(request), request.body.code),
        },
      }),
    })

    endpointRoute(app, API_ENDPOINTS.verifyTwoFactor, {
      preHandler: [challengeAccount, app.rateLimits.verifyTwoFactor],
      docs: {
        tags: TAGS,
        summary:
          'Step 2 of a sign-in: answer the challenge of login-user with a code or a passkey; signs in like login',
        description:
          'A wrong code is 400 INVALID_TWO_FACTOR_CODE; an unknown, spent or expired challenge (5 minutes, 5 wrong codes) is 400 TWO_FACTOR_CHALLENGE_INVALID.',
      },
      handler: async (request, reply) => {
        const { user, session } = await twoFactor.verify(request.body, clientMeta(request), siteOf(request))
        reply.setSessionCookie(session)
        return {
          success: true as const,
          data: {
            id: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            role: UserRoleSchema.parse(user.role),
            isVerified: user.isVerified,
          },
          accessToken: session.accessToken,
        }
      },
    })

    endpointRoute(app, API_ENDPOINTS.reverifyTwoFactor, {
      preHandler: app.rateLimits.verifyTwoFactor,
      docs: {
        tags: TAGS,
        summary:
          'Prove the second factor again (before a sensitive owner action answering 403 TWO_FACTOR_STALE)',
      },
      handler: async (request) => {
        const at = await twoFactor.reverify(signedIn(request), request.body, siteOf(request))
        return { success: true as const, data: { twoFactorAt: at.toISOString() } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.passkeyOptions, {
      optionalSession: true,
      preHandler: [challengeAccount, app.rateLimits.verifyTwoFactor],
      docs: {
        tags: TAGS,
        summary:
          'WebAuthn options for a passkey: for the sign-in challenge, or (signed in, no challenge) to re-verify',
      },
      handler: async (request) => ({
        success: true as const,
        data: await twoFactor.passkeyOptions(request.body, request.user, siteOf(request)),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.passkeyRegisterStart, {
      docs: { tags: TAGS, summary: 'WebAuthn options to register a passkey for the signed-in account' },
      handler: async (request) => ({
        success: true as const,
        data: await twoFactor.passkeyRegisterStart(signedIn(request), siteOf(request)),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.passkeyRegisterFinish, {
      docs: {
        tags: TAGS,
        summary: 'Store the new passkey; the account’s first second factor also answers its recovery codes',
      },
      handler: async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await twoFactor.passkeyRegisterFinish(signedIn(request), request.body, siteOf(request)),
        }),
    })

    endpointRoute(app, API_ENDPOINTS.passkeyDelete, {
      docs: { tags: TAGS, summary: 'Remove a passkey of the signed-in account' },
      handler: async (request) => ({
        success: true as const,
        data: await twoFactor.passkeyDelete(signedIn(request), request.params.passkeyId),
      }),
    })
  }
