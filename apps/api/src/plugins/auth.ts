import cookie from '@fastify/cookie'
import { isStaffRole, MESSAGES, STAFF_MESSAGES, twoFactorIsStale } from '@shop/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AuthUser, IssuedSession, SessionTokens } from '../features/auth/session-tokens.js'
import type { Clock } from '../lib/clock.js'
import { forbidden, unauthorized } from '../lib/errors.js'
import { roleMayCallRoute } from '../lib/staff-access.js'

/** The HttpOnly cookie carrying the session JWT (docs/architecture.md#accounts-and-access); bearer clients send the same token in Authorization. */
export const SESSION_COOKIE = 'accessToken'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` / `requireAdmin` / `optionalUser`; null for a visitor. */
    user: AuthUser | null
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid session; afterwards `request.user` is set. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>
    /**
     * preHandler of the owner calls (`auth: 'admin'` rows): 401 without a session; 403 for a buyer, and 403
     * ROLE_NOT_ALLOWED for staff whose role the call's row of STAFF_PERMISSIONS does not name.
     */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>
    /** preHandler: sets `request.user` when a valid session comes along, and lets visitors through. */
    optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
}

export interface AuthPluginOptions {
  tokens: SessionTokens
  secureCookies: boolean
  /** The shop's public address: a cookie-authenticated change must come from its origin (or the request's own). */
  publicUrl?: string | undefined
  /** Staff must have a second factor for every owner call (always in production; STAFF_TWO_FACTOR=required). */
  staffTwoFactorRequired: boolean
  /** Times the re-verification window of sensitive owner actions. */
  clock: Clock
}

/** Staff is anyone who is not a buyer; the roles themselves are the permission check's business. */
const isStaff = (user: AuthUser): boolean => isStaffRole(user.role)

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `scheme://host[:port]` as a browser writes it in `Origin` (default ports dropped), or null if unparsable. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Whether a browser sent this request from one of `allowed` origins. `Origin` decides when present (`null`, from
 * a sandboxed frame or a redirect, is not allowed); else `Sec-Fetch-Site`; a request with neither is no browser's
 * (curl, a server, a test), which a cross-site page cannot make carry the victim's cookie.
 */
export function isSameSiteRequest(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin
  if (origin !== undefined) return allowed.has(originOf(origin) ?? '')
  const site = request.headers['sec-fetch-site']
  if (site === undefined) return true
  return site === 'same-origin' || site === 'none'
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim()
    if (token) return token
  }
  return null
}

function tokenOf(request: FastifyRequest): string | null {
  return bearerOf(request) ?? request.cookies[SESSION_COOKIE] ?? null
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions): Promise<void> {
  await app.register(cookie)
  app.decorateRequest('user', null)

  // A cross-site page can make the browser send the session cookie with a form post (SameSite=Lax stops most,
  // not all: a top-level POST from a same-site subdomain, or older browsers). A change authenticated by the
  // cookie must come from the shop's pages: its PUBLIC_URL or the origin it was addressed to (the Vite dev
  // server's proxy and the e2e app on a random port keep the browser's Host). Bearer tokens are never sent by a
  // browser on its own, so they need no check. Decision 047.
  const publicOrigin = options.publicUrl ? originOf(options.publicUrl) : null
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return
    if (bearerOf(request) || !request.cookies[SESSION_COOKIE]) return
    const allowed = new Set<string>()
    if (publicOrigin) allowed.add(publicOrigin)
    const own = originOf(`${request.protocol}://${request.host}`)
    if (own) allowed.add(own)
    if (!isSameSiteRequest(request, allowed)) throw forbidden(MESSAGES.crossSiteRequest, 'CROSS_SITE_REQUEST')
  })

  const resolve = async (request: FastifyRequest): Promise<AuthUser | null> => {
    if (request.user) return request.user
    const token = tokenOf(request)
    request.user = token ? await options.tokens.verify(token) : null
    return request.user
  }

  const optionalUser = async (request: FastifyRequest) => {
    await resolve(request)
  }
  const requireUser = async (request: FastifyRequest) => {
    if (!(await resolve(request))) throw unauthorized()
  }
  // The second factor of owner calls (docs/architecture.md#two-factor-sign-in-and-sessions), a step of its own
  // after the role check: staff without one are sent to enrol (TWO_FACTOR_REQUIRED) when the shop asks for it;
  // a session that has not proven it, or (for a sensitive action: the row's `recentTwoFactor`) proved it more
  // than 10 minutes ago, is asked again (TWO_FACTOR_STALE, then POST /user/two-factor/reverify).
  const requireSecondFactor = (request: FastifyRequest, user: AuthUser) => {
    if (!isStaff(user)) return
    if (!user.twoFactorEnabled) {
      if (options.staffTwoFactorRequired) throw forbidden(MESSAGES.twoFactorRequired, 'TWO_FACTOR_REQUIRED')
      return
    }
    const sensitive = request.routeOptions.config.endpoint?.recentTwoFactor === true
    const stale = sensitive
      ? twoFactorIsStale(user.twoFactorAt, options.clock.now())
      : options.staffTwoFactorRequired && user.twoFactorAt === null
    if (stale) throw forbidden(MESSAGES.twoFactorStale, 'TWO_FACTOR_STALE')
  }
  const requireAdmin = async (request: FastifyRequest) => {
    const user = await resolve(request)
    if (!user) throw unauthorized()
    if (!isStaffRole(user.role)) throw forbidden()
    // The route's own row says which roles may call it (packages/contract/src/staff-permissions.ts).
    if (!roleMayCallRoute(user.role, request.routeOptions.config.endpoint)) {
      throw forbidden(STAFF_MESSAGES.roleNotAllowed, 'ROLE_NOT_ALLOWED')
    }
    requireSecondFactor(request, user)
  }

  app.decorate('optionalUser', optionalUser)
  app.decorate('requireUser', requireUser)
  app.decorate('requireAdmin', requireAdmin)

  // A route registered by hand may name these checks as preHandlers, which Fastify runs after validating the
  // request: a visitor would get a 400 describing the body an owner call expects. Its checks move to its
  // onRequest hooks, so who is calling is settled before anything reads the request (decision 047); the
  // table's routes get them there from lib/endpoint-route.ts.
  const authChecks = new Set<unknown>([optionalUser, requireUser, requireAdmin])
  const asList = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value]
  app.addHook('onRoute', (route) => {
    const preHandlers = asList(route.preHandler)
    const checks = preHandlers.filter((hook) => authChecks.has(hook))
    if (checks.length === 0) return
    route.preHandler = preHandlers.filter((hook) => !authChecks.has(hook))
    // The same functions, run one lifecycle step earlier (they take no body: request and reply only).
    type OnRequest = Exclude<typeof route.onRequest, unknown[] | undefined>
    route.onRequest = [...(checks as unknown as OnRequest[]), ...asList(route.onRequest)]
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
