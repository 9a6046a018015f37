import { MESSAGES, type ChangePasswordBody, type ResetPasswordBody } from '@shop/contract'
import { badRequest, notFound } from '../../lib/errors.js'
import { refuseCommonPassword } from '../../lib/common-passwords.js'
import { hashPassword, verifyPassword } from '../../lib/passwords.js'
import type { AuthUser } from '../auth/session-tokens.js'
import { codeError, deviceOf, type AccountCodes } from './account-codes.js'
import { findUserByEmail, findUserById, updateUser } from './users.repo.js'
import type { ClientMeta, UsersServiceDeps } from './users-service-deps.js'

// A new password: forgotten (a mailed code, then a one-use reset token) or changed by the signed-in person.

export function createPasswordChanges(deps: UsersServiceDeps, accountCodes: AccountCodes) {
  const { codes, sendCode, inFixedTime } = accountCodes

  return {
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
  }
}
