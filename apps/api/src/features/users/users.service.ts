import { isLanguage, type Language } from '@shop/contract/i18n'
import {
  renameVoidsIdentityApproval,
  MESSAGES,
  type ChangePasswordBody,
  type GetUsersAllQuery,
  type LoginUserBody,
  type RegisterUserBody,
  type ResetPasswordBody,
  type UpdateProfileBody,
} from '@shop/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, forbidden, notFound, tooMany, type AppError } from '../../lib/errors.js'
import { resetCodeMail, verificationCodeMail } from './account-mails.js'
import { refuseCommonPassword } from '../../lib/common-passwords.js'
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js'
import { clientKeyOf } from '../../plugins/rate-limit.js'
import type { AuthUser, IssuedSession, SessionTokens } from '../auth/session-tokens.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { createOneTimeCodes, type CheckResult, type CodePurpose } from './one-time-codes.js'
import {
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  updateUser,
  type UserRow,
} from './users.repo.js'

export interface UsersServiceDeps {
  db: Db
  clock: Clock
  tokens: SessionTokens
  /** Keys the hashes of one-time codes (see one-time-codes.ts). */
  codeSecret: string
  log: FastifyBaseLogger
  /** How long resend-otp and forgot-password take to answer, known email or not (CODE_REQUEST_ANSWER_MS). */
  codeRequestAnswerMs: number
  /** Waits real time; the floor above uses it. */
  sleep: (ms: number) => Promise<void>
  /**
   * Voids the account's identity approvals when a rename names someone else (docs/decisions/172), in the
   * rename's transaction; answers how many it voided. Absent: renames touch no approval.
   */
  voidIdentityApprovals?: (tx: DbOrTx, userId: number, now: Date) => Promise<number>
  /**
   * The sign-in challenge of an account with a second factor (features/two-factor), or null without one: login
   * then answers the challenge instead of a session. Absent: passwords alone sign in.
   */
  loginChallenge?: (userId: number) => Promise<LoginChallenge | null>
}

export interface LoginChallenge {
  challenge: string
  methods: ('totp' | 'passkey' | 'recovery')[]
}

export interface ClientMeta {
  userAgent?: string | undefined
  ip?: string | undefined
}

/** The storefront shows a 400 'User Already Exist' under the email field (packages/contract/src/messages.ts). */
const userAlreadyExists = () =>
  badRequest(
    MESSAGES.userAlreadyExists,
    { body: [{ path: ['email'], message: MESSAGES.userAlreadyExists }] },
    'USER_ALREADY_EXISTS',
  )

function codeError(result: Exclude<CheckResult, 'ok'>): AppError {
  if (typeof result === 'object') {
    return tooMany(MESSAGES.codeTriesFromDevice, result.retryAfterSeconds, 'CODE_TRIES_FROM_DEVICE')
  }
  if (result === 'expired') return badRequest(MESSAGES.otpExpired, undefined, 'OTP_EXPIRED')
  if (result === 'burnt') return badRequest(MESSAGES.otpTooManyAttempts, undefined, 'OTP_TOO_MANY_ATTEMPTS')
  return badRequest(MESSAGES.invalidOtp, undefined, 'INVALID_OTP')
}

/** The device a code check comes from, for counting its wrong tries (decision 046). */
const deviceOf = (meta: ClientMeta): string => (meta.ip ? clientKeyOf(meta.ip) : 'unknown')

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** Accounts (packages/contract/src/endpoints.ts /user/*, docs/architecture.md#accounts-and-access). Mail is queued in the transaction of its code. */
export function createUsersService(deps: UsersServiceDeps) {
  const codes = createOneTimeCodes({ clock: deps.clock, secret: deps.codeSecret })

  /** Issues a code and queues its mail in one transaction; answers the cool-down when one is running. */
  async function sendCode(user: UserRow, purpose: Exclude<CodePurpose, 'reset_token'>) {
    return deps.db.transaction(async (tx) => {
      const result = await codes.issue(tx, user.id, purpose)
      if (result.issued) {
        // The code's mail is a queue job of the code's own transaction: no mail server on the request path.
        const mail = purpose === 'verify_email' ? verificationCodeMail : resetCodeMail
        await enqueueMail(
          tx,
          [
            {
              kind: 'account.code',
              message: mail({
                to: user.email,
                firstName: user.firstName,
                code: result.value,
                language: isLanguage(user.language) ? user.language : 'en',
              }),
            },
          ],
          deps.clock.now(),
        )
      }
      return result
    })
  }

  async function startSession(user: UserRow, meta: ClientMeta): Promise<IssuedSession> {
    // A disabled account never gets a session, whichever way it proves itself (login, code, reset).
    if (user.disabledAt) throw forbidden(MESSAGES.accountDisabled, 'ACCOUNT_DISABLED')
    return deps.tokens.issue(deps.db, user, meta)
  }

  /**
   * Runs a code request and answers after exactly `codeRequestAnswerMs`, whatever it found: an unknown email,
   * a cool-down, a mail sent. Work still running then (a slow mail server) goes on after the answer, and its
   * failure is logged. Work that failed before (the database is down) fails the answer, for every email alike.
   */
  async function inFixedTime(work: () => Promise<void>): Promise<void> {
    const floorMs = deps.codeRequestAnswerMs
    if (floorMs <= 0) return work()
    const floor = deps.sleep(floorMs)
    const outcome = work().then(
      () => null,
      (error: unknown) => ({ error }),
    )
    const first = await Promise.race([outcome, floor.then(() => 'floor' as const)])
    if (first === 'floor') {
      void outcome.then((late) => {
        if (late) deps.log.error({ err: late.error }, 'code request failed after its answer')
      })
      return
    }
    await floor
    if (first) throw first.error
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

    /**
     * Mails a reset code. An unknown email answers the same success in the same time and sends nothing, and so
     * does a repeat inside the cool-down.
     */
    async forgotPassword(email: string): Promise<void> {
      await inFixedTime(async () => {
        const user = await findUserByEmail(deps.db, email)
        if (!user) return
        await sendCode(user, 'reset_password')
      })
    },

    /** Step 2 of a reset: the emailed code becomes a one-use resetToken valid 10 minutes (docs/architecture.md#accounts-and-access). */
    async verifyResetCode(body: { email: string; otp: string }, meta: ClientMeta): Promise<string> {
      const user = await findUserByEmail(deps.db, body.email)
      if (!user) throw badRequest(MESSAGES.invalidOtp, undefined, 'INVALID_OTP')
      const result = await codes.check(deps.db, user.id, 'reset_password', body.otp, deviceOf(meta))
      if (result !== 'ok') throw codeError(result)
      const token = await deps.db.transaction((tx) => codes.issue(tx, user.id, 'reset_token'))
      if (!token.issued) throw new Error('reset tokens have no cool-down')
      return token.value
    },

    /** Step 3: needs the resetToken; the new password signs the account out everywhere. */
    async resetPassword(body: ResetPasswordBody, meta: ClientMeta): Promise<void> {
      const user = await findUserByEmail(deps.db, body.email)
      if (!user) throw badRequest(MESSAGES.resetTokenInvalid, undefined, 'RESET_TOKEN_INVALID')
      // Before the token is spent, so a refused password leaves the person free to choose another.
      refuseCommonPassword(body.newPassword, 'newPassword')
      const result = await codes.check(deps.db, user.id, 'reset_token', body.resetToken, deviceOf(meta))
      if (result !== 'ok') throw badRequest(MESSAGES.resetTokenInvalid, undefined, 'RESET_TOKEN_INVALID')
      const passwordHash = await hashPassword(body.newPassword)
      await deps.db.transaction(async (tx) => {
        // The reset proved the mailbox, so the account counts as verified too.
        await updateUser(tx, user.id, { passwordHash, isVerified: true, now: deps.clock.now() })
        await codes.revokeAll(tx, user.id, 'reset_password')
        await deps.tokens.revokeAllForUser(tx, user.id)
      })
    },

    /** Checks the old password; signs out every other device, keeps this one. */
    async changePassword(caller: AuthUser, body: ChangePasswordBody): Promise<void> {
      const user = await findUserById(deps.db, caller.id)
      if (!user) throw notFound()
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
        throw badRequest(
          MESSAGES.wrongOldPassword,
          { body: [{ path: ['oldPassword'], message: MESSAGES.wrongOldPassword }] },
          'WRONG_OLD_PASSWORD',
        )
      }
      refuseCommonPassword(body.newPassword, 'newPassword')
      const passwordHash = await hashPassword(body.newPassword)
      await deps.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash, now: deps.clock.now() })
        await deps.tokens.revokeAllForUser(tx, user.id, caller.sessionId)
      })
    },

    async logout(caller: AuthUser | null): Promise<void> {
      if (caller) await deps.tokens.revoke(deps.db, caller.sessionId)
    },

    async me(caller: AuthUser): Promise<UserRow> {
      const user = await findUserById(deps.db, caller.id)
      if (!user) throw notFound()
      return user
    },

    /** The session's user, or null when the account is gone. */
    async sessionUser(caller: AuthUser): Promise<UserRow | null> {
      return (await findUserById(deps.db, caller.id)) ?? null
    },

    /** Renames the account; `identityVerificationVoided` when that voided its identity approval. */
    async updateProfile(
      caller: AuthUser,
      body: UpdateProfileBody,
    ): Promise<{ user: UserRow; identityVerificationVoided: boolean }> {
      const now = deps.clock.now()
      return deps.db.transaction(async (tx) => {
        const before = await findUserById(tx, caller.id)
        if (!before) throw notFound()
        const user = await updateUser(tx, caller.id, {
          firstName: body.firstName,
          lastName: body.lastName,
          now,
        })
        const renamed = renameVoidsIdentityApproval(
          `${before.firstName} ${before.lastName}`,
          `${user.firstName} ${user.lastName}`,
        )
        const voided =
          renamed && deps.voidIdentityApprovals ? await deps.voidIdentityApprovals(tx, user.id, now) : 0
        return { user, identityVerificationVoided: voided > 0 }
      })
    },

    /** The language the account reads: every later mail to it is written in it. */
    async updateLanguage(caller: AuthUser, language: Language): Promise<Language> {
      await updateUser(deps.db, caller.id, { language, now: deps.clock.now() })
      return language
    },

    list(query: GetUsersAllQuery) {
      return listUsers(deps.db, query)
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
