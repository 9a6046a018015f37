import type { Language } from '@shop/contract/i18n'
import { MESSAGES, type LoginUserBody, type RegisterUserBody } from '@shop/contract'
import { badRequest, forbidden } from '../../lib/errors.js'
import { refuseCommonPassword } from '../../lib/common-passwords.js'
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js'
import type { AuthUser, IssuedSession } from '../auth/session-tokens.js'
import { codeError, deviceOf, type AccountCodes } from './account-codes.js'
import { findUserByEmail, insertUser, updateUser, type UserRow } from './users.repo.js'
import type { ClientMeta, LoginChallenge, UsersServiceDeps } from './users-service-deps.js'

// Sign-up and sign-in: the account created, its email verified, a password (and a second factor when the
// account has one) turned into a session, a new code on request, the session ended.

/** The storefront shows a 400 'User Already Exist' under the email field (packages/contract/src/messages.ts). */
const userAlreadyExists = () =>
  badRequest(
    MESSAGES.userAlreadyExists,
    { body: [{ path: ['email'], message: MESSAGES.userAlreadyExists }] },
    'USER_ALREADY_EXISTS',
  )

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

export function createUsersSignIn(deps: UsersServiceDeps, accountCodes: AccountCodes) {
  const { codes, sendCode, inFixedTime } = accountCodes

  async function startSession(user: UserRow, meta: ClientMeta): Promise<IssuedSession> {
    // A disabled account never gets a session, whichever way it proves itself (login, code, reset).
    if (user.disabledAt) throw forbidden(MESSAGES.accountDisabled, 'ACCOUNT_DISABLED')
    return deps.tokens.issue(deps.db, user, meta)
  }

  return {
    /** Always role User (docs/architecture.md#accounts-and-access); the body's role is never read. */
    async register(body: RegisterUserBody, language: Language = 'en'): Promise<UserRow> {
      refuseCommonPassword(body.password, 'password')
      if (await findUserByEmail(deps.db, body.email)) throw userAlreadyExists()
      const passwordHash = await hashPassword(body.password)
      let user: UserRow
      try {
        user = await insertUser(deps.db, {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          passwordHash,
          role: 'User',
          isVerified: false,
          language,
          now: deps.clock.now(),
        })
      } catch (error) {
        // Two registrations of one email at once: the unique index decides, the loser gets the same answer.
        if (isUniqueViolation(error)) throw userAlreadyExists()
        throw error
      }
      // A failed mail leaves the account; the user can log in or resend to get a code.
      await sendCode(user, 'verify_email')
      return user
    },

    /**
     * One 400 for an unknown email and a wrong password, each after one argon2 verification, so neither the
     * answer nor its timing tells which part was wrong.
     */
    async login(
      body: LoginUserBody,
      meta: ClientMeta,
    ): Promise<{ user: UserRow; session: IssuedSession } | { twoFactor: LoginChallenge }> {
      const user = await findUserByEmail(deps.db, body.email)
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password)
      if (!user || !ok) throw badRequest(MESSAGES.invalidCredentials, undefined, 'INVALID_CREDENTIALS')
      if (user.disabledAt) throw forbidden(MESSAGES.accountDisabled, 'ACCOUNT_DISABLED')
      if (!user.isVerified) {
        // A fresh code, unless one was mailed in the last 60 s: that one still works, and a login repeated
        // in a loop must not fill the inbox (codes are mailed at most once per cool-down, whatever the path).
        await sendCode(user, 'verify_email')
        throw forbidden(MESSAGES.accountNotVerified, 'ACCOUNT_NOT_VERIFIED')
      }
      // With a second factor the password only opens a short challenge: no token, no cookie yet.
      const challenge = await deps.loginChallenge?.(user.id)
      if (challenge) return { twoFactor: challenge }
      return { user, session: await startSession(user, meta) }
    },

    async verifyAccount(
      body: { email: string; otp: string },
      meta: ClientMeta,
    ): Promise<{ user: UserRow; session: IssuedSession }> {
      const user = await findUserByEmail(deps.db, body.email)
      if (!user) throw badRequest(MESSAGES.invalidOtp, undefined, 'INVALID_OTP')
      const result = await codes.check(deps.db, user.id, 'verify_email', body.otp, deviceOf(meta))
      if (result !== 'ok') throw codeError(result)
      const verified = await updateUser(deps.db, user.id, { isVerified: true, now: deps.clock.now() })
      return { user: verified, session: await startSession(verified, meta) }
    },

    /**
     * A new code for what the account is waiting for: the verification code while unverified, else the reset
     * code of a reset started in the last 10 minutes. Unknown emails, accounts waiting for nothing and a repeat
     * inside the 60 s cool-down all get the same success in the same time, and nothing is sent (a 429 for the
     * cool-down told which emails have accounts: decision 046).
     */
    async resendCode(email: string): Promise<void> {
      await inFixedTime(async () => {
        const user = await findUserByEmail(deps.db, email)
        if (!user) return
        let purpose: 'verify_email' | 'reset_password' = 'verify_email'
        if (user.isVerified) {
          const resetAt = await codes.latestIssuedAt(deps.db, user.id, 'reset_password')
          const now = deps.clock.now().getTime()
          if (!resetAt || now - resetAt.getTime() >= 10 * 60_000) return
          purpose = 'reset_password'
        }
        await sendCode(user, purpose)
      })
    },

    async logout(caller: AuthUser | null): Promise<void> {
      if (caller) await deps.tokens.revoke(deps.db, caller.sessionId)
    },
  }
}
