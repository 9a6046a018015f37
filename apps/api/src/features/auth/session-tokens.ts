import { randomUUID } from 'node:crypto'
import { AccessTokenClaimsSchema, SESSION_TTL_MS, UserRoleSchema, type UserRole } from '@shop/contract'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { z } from 'zod'
import type { Db, DbOrTx } from '../../db/client.js'
import { preparedStatement } from '../../db/prepared-statements.js'
import { passkeys, sessions, twoFactorTotp, users } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'

/** The signed-in caller, as every user-scoped route sees it. */
export interface AuthUser {
  id: number
  firstName: string
  lastName: string
  email: string
  role: UserRole
  /** The sessions row behind the token (the JWT's jti): revoking it signs this device out. */
  sessionId: string
  /** The account has a confirmed second factor (an authenticator app or a passkey). */
  twoFactorEnabled: boolean
  /** When this session last proved the second factor (sign-in or re-verification), or null. */
  twoFactorAt: Date | null
}

/** A session's last-seen time is written when it is older than this: one write per device every few minutes. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000

export interface SessionTokenDeps {
  db: Db
  clock: Clock
  secret: string
  /** Told which sessions were just revoked (their open event streams end: session-streams.ts). */
  onRevoked?: (sessionIds: string[]) => void
}

export interface IssuedSession {
  accessToken: string
  sessionId: string
  expiresAt: Date
}

const ALGORITHM = 'HS256'

/**
 * The live session's user, read on every signed-in request: a prepared statement (docs/decisions/138 and
 * 142). A revoked or expired session, or a disabled account, finds no row.
 */
const sessionUserStatement = (db: Db) =>
  preparedStatement(db, 'session_user', (name) =>
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        twoFactorAt: sessions.twoFactorAt,
        lastSeenAt: sessions.lastSeenAt,
        // Two primary-key or indexed probes: the owner's calls need to know, and every page's check stays one statement.
        twoFactorEnabled: sql<boolean>`(exists (select 1 from ${twoFactorTotp} where ${twoFactorTotp.userId} = ${users.id} and ${twoFactorTotp.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
          // A disabled account's tokens stop at once, even one issued after the revocation raced it.
          isNull(users.disabledAt),
        ),
      )
      .prepare(name),
  )

/**
 * Session tokens (docs/architecture.md#accounts-and-access): a JWT whose jti is a sessions row, so logout, a password change and a reset can
 * revoke it server-side. A token is accepted only while its row exists, is unrevoked and unexpired.
 */
export function createSessionTokens(deps: SessionTokenDeps) {
  // Imported once: given the raw bytes, jose imports a WebCrypto key again for every token it signs or checks.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(deps.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  // A key that cannot be imported fails each sign and verify that awaits it, not the process.
  key.catch(() => {})

  async function issue(
    tx: DbOrTx,
    user: { id: number; firstName: string; lastName: string; email: string; role: string },
    meta: { userAgent?: string | undefined; ip?: string | undefined; twoFactorAt?: Date | undefined } = {},
  ): Promise<IssuedSession> {
    const now = deps.clock.now()
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
    const sessionId = randomUUID()
    await tx.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
      lastSeenAt: now,
      twoFactorAt: meta.twoFactorAt ?? null,
      createdAt: now,
      updatedAt: now,
    })
    const accessToken = await new SignJWT({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: UserRoleSchema.parse(user.role),
    })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(user.id))
      .setJti(sessionId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await key)
    return { accessToken, sessionId, expiresAt }
  }

  // Tokens whose signature was checked, with their claims (decision 133): a signature stays good for the
  // token's life, so a token sent again skips the WebCrypto HMAC. Expiry is checked on every use, and the
  // session row below is read on every request, so a revoked or expired token is refused as before.
  const checked = new Map<string, z.infer<typeof AccessTokenClaimsSchema>>()
  const MAX_CHECKED = 10_000

  async function claimsOf(token: string, now: Date) {
    const known = checked.get(token)
    // As jose counts it: expired once `exp` is not after the current second.
    if (known) return known.exp > Math.floor(now.getTime() / 1000) ? known : null
    const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM], currentDate: now })
    const claims = AccessTokenClaimsSchema.parse(payload)
    if (checked.size >= MAX_CHECKED) checked.clear()
    checked.set(token, claims)
    return claims
  }

  /** The caller behind a token, or null for a bad, expired or revoked one (never throws on bad input). */
  async function verify(token: string): Promise<AuthUser | null> {
    let claims
    try {
      claims = await claimsOf(token, deps.clock.now())
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof Error) return null
      throw error
    }
    if (!claims) return null
    const now = deps.clock.now()
    // Names and role come from the database, not the token, so a promotion or rename applies at once.
    const [row] = await sessionUserStatement(deps.db).execute({
      sessionId: claims.jti,
      now: now.toISOString(),
    })
    if (!row || row.id !== claims.id) return null
    if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, claims.jti))
    }
    const { lastSeenAt: _seen, ...user } = row
    return {
      ...user,
      // A raw SQL expression in a prepared statement: PGlite and pg both answer a boolean, but not always typed.
      twoFactorEnabled: row.twoFactorEnabled === true || String(row.twoFactorEnabled) === 't',
      role: UserRoleSchema.parse(row.role),
      sessionId: claims.jti,
    }
  }

  /** Records that this session just proved the second factor (a re-verification). */
  async function markTwoFactor(tx: DbOrTx, sessionId: string): Promise<Date> {
    const now = deps.clock.now()
    await tx.update(sessions).set({ twoFactorAt: now, updatedAt: now }).where(eq(sessions.id, sessionId))
    return now
  }

  /** Signs one device out. */
  async function revoke(tx: DbOrTx, sessionId: string): Promise<void> {
    const now = deps.clock.now()
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now, updatedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id })
    deps.onRevoked?.(revoked.map((row) => row.id))
  }

  /** Signs a user out everywhere, or everywhere but `exceptSessionId` (a password change keeps its own device). */
  async function revokeAllForUser(tx: DbOrTx, userId: number, exceptSessionId?: string): Promise<void> {
    const now = deps.clock.now()
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)]
    if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId))
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now, updatedAt: now })
      .where(and(...conditions))
      .returning({ id: sessions.id })
    // Inside a transaction this runs before the commit: a stream ended a moment early reconnects, is refused
    // once the revocation commits, and the periodic check closes any that slipped in between.
    deps.onRevoked?.(revoked.map((row) => row.id))
  }

  return { issue, verify, revoke, revokeAllForUser, markTwoFactor }
}

export type SessionTokens = ReturnType<typeof createSessionTokens>
