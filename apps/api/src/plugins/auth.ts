import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AuthUser, IssuedSession, SessionTokens } from '../features/auth/session-tokens.js'
import { forbidden, unauthorized } from '../lib/errors.js'

/** The HttpOnly cookie carrying the session JWT (DESIGN §6); bearer clients send the same token in Authorization. */
export const SESSION_COOKIE = 'accessToken'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` / `requireAdmin` / `optionalUser`; null for a visitor. */
    user: AuthUser | null
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid session; afterwards `request.user` is set. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>
    /** preHandler: 401 without a session, 403 unless the user is an Admin. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>
    /** preHandler: sets `request.user` when a valid session comes along, and lets visitors through. */
    optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
}

export interface AuthPluginOptions {
  tokens: SessionTokens
  secureCookies: boolean
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim()
    if (token) return token
  }
  return request.cookies[SESSION_COOKIE] ?? null
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions): Promise<void> {
  await app.register(cookie)
  app.decorateRequest('user', null)

  const resolve = async (request: FastifyRequest): Promise<AuthUser | null> => {
    if (request.user) return request.user
    const token = tokenOf(request)
    request.user = token ? await options.tokens.verify(token) : null
    return request.user
  }

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    await resolve(request)
  })
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!(await resolve(request))) throw unauthorized()
  })
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await resolve(request)
    if (!user) throw unauthorized()
    if (user.role !== 'Admin') throw forbidden()
  })

  // Reply helpers for the login, verification and logout routes.
  app.decorateReply('setSessionCookie', function (this: FastifyReply, session: IssuedSession) {
    return this.setCookie(SESSION_COOKIE, session.accessToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      path: '/',
      expires: session.expiresAt,
    })
  })
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
    })
  })
}

declare module 'fastify' {
  interface FastifyReply {
    setSessionCookie(session: IssuedSession): FastifyReply
    clearSessionCookie(): FastifyReply
  }
}

export const registerAuth = fp(authPlugin, { name: 'auth' })
