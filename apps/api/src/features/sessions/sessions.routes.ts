import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { AuthUser } from '../auth/session-tokens.js'
import type { SessionsService } from './sessions.service.js'

const TAGS = ['Sessions']
const ok = { success: true as const, data: null }

function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}

/** docs/architecture.md#two-factor-sign-in-and-sessions: a person's devices, and the owner's view of staff's. */
export const sessionRoutes =
  (deps: { sessions: SessionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { sessions } = deps

    endpointRoute(app, API_ENDPOINTS.listSessions, {
      docs: {
        tags: TAGS,
        summary: 'The signed-in person’s live sessions: device, shortened address, last seen',
      },
      handler: async (request) => ({ success: true as const, data: await sessions.list(signedIn(request)) }),
    })

    endpointRoute(app, API_ENDPOINTS.endSession, {
      docs: { tags: TAGS, summary: 'End one of the signed-in person’s sessions: its token fails at once' },
      handler: async (request) => {
        await sessions.end(signedIn(request), request.params.sessionId)
        return ok
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerStaffSessions, {
      docs: { tags: TAGS, summary: 'A staff member’s live sessions (owner)' },
      handler: async (request) => ({
        success: true as const,
        data: await sessions.listStaff(request.params.userId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerEndStaffSession, {
      docs: { tags: TAGS, summary: 'End a staff member’s session (owner; asks for a recent second factor)' },
      handler: async (request) => {
        await sessions.endStaff(signedIn(request), request.params.userId, request.params.sessionId)
        return ok
      },
    })
  }
