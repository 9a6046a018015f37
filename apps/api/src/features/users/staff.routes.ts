import { API_ENDPOINTS, UserRoleSchema } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { AuthUser } from '../auth/session-tokens.js'
import { requestLanguage } from './request-language.js'
import type { StaffService } from './staff.service.js'

const TAGS = ['Staff']

/** The caller of an owner row; its session check already answered 401/403 otherwise. */
function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}

/** The owner's staff calls and the invitee's acceptance (packages/contract/src/api-paths/staff.ts). */
export const staffRoutes =
  (deps: { staff: StaffService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { staff } = deps

    endpointRoute(app, API_ENDPOINTS.ownerStaff, {
      docs: { tags: TAGS, summary: 'Staff members and the invitations still waiting (owner only)' },
      handler: async () => ({ success: true as const, data: await staff.list() }),
    })

    endpointRoute(app, API_ENDPOINTS.inviteStaff, {
      docs: {
        tags: TAGS,
        summary: 'Mail an invitation to join the staff with a role (owner only)',
        description:
          'A pending invitation of the same email is replaced and the new link sent. An email of a buyer is promoted when it accepts. 409 ALREADY_STAFF for a member of staff.',
      },
      handler: async (request, reply) => {
        const invitation = await staff.invite(signedIn(request), request.body, requestLanguage(request))
        return reply.code(201).send({ success: true as const, data: invitation })
      },
    })

    endpointRoute(app, API_ENDPOINTS.updateStaff, {
      docs: {
        tags: TAGS,
        summary: "Change a member's role, disable or enable them (owner only)",
        description:
          'Disabling ends their sessions at once. 409 LAST_OWNER when it would leave the shop without an active owner.',
      },
      handler: async (request) => ({
        success: true as const,
        data: await staff.update(signedIn(request), request.params.id, request.body),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.acceptInvitation, {
      preHandler: app.rateLimits.verifyCode,
      docs: {
        tags: TAGS,
        summary: 'Accept a staff invitation: set a password with the mailed token; signs in like login',
        description: 'The token works once and expires; 400 INVITATION_INVALID otherwise.',
      },
      handler: async (request, reply) => {
        const { user, session } = await staff.accept(request.body, {
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        })
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
  }
