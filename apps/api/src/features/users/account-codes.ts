import { isLanguage } from '@shop/contract/i18n'
import { MESSAGES } from '@shop/contract'
import { badRequest, tooMany, type AppError } from '../../lib/errors.js'
import { clientKeyOf } from '../../plugins/rate-limit.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { resetCodeMail, verificationCodeMail } from './account-mails.js'
import { createOneTimeCodes, type CheckResult, type CodePurpose } from './one-time-codes.js'
import type { UserRow } from './users.repo.js'
import type { ClientMeta, UsersServiceDeps } from './users-service-deps.js'

// The account codes sign-up, sign-in and password resets share: a code issued with its mail in one
// transaction, its check's refusal worded once, and code requests answered in a fixed time.

export function codeError(result: Exclude<CheckResult, 'ok'>): AppError {
  if (typeof result === 'object') {
    return tooMany(MESSAGES.codeTriesFromDevice, result.retryAfterSeconds, 'CODE_TRIES_FROM_DEVICE')
  }
  if (result === 'expired') return badRequest(MESSAGES.otpExpired, undefined, 'OTP_EXPIRED')
  if (result === 'burnt') return badRequest(MESSAGES.otpTooManyAttempts, undefined, 'OTP_TOO_MANY_ATTEMPTS')
  return badRequest(MESSAGES.invalidOtp, undefined, 'INVALID_OTP')
}

/** The device a code check comes from, for counting its wrong tries (decision 046). */
export const deviceOf = (meta: ClientMeta): string => (meta.ip ? clientKeyOf(meta.ip) : 'unknown')

export function createAccountCodes(deps: UsersServiceDeps) {
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

  return { codes, sendCode, inFixedTime }
}

export type AccountCodes = ReturnType<typeof createAccountCodes>
