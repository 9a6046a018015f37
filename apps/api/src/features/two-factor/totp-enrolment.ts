import { MESSAGES, type TwoFactorStatus } from '@shop/contract'
import * as OTPAuth from 'otpauth'
import { badRequest, conflict } from '../../lib/errors.js'
import type { AuthUser } from '../auth/session-tokens.js'
import { invalidCode, type SecondFactorChecks } from './second-factor-checks.js'
import * as repo from './two-factor.repo.js'
import type { TwoFactorServiceDeps } from './two-factor-service-deps.js'

// The authenticator app turned on and off, and the recovery codes renewed with a current code.

export function createTotpEnrolment(deps: TwoFactorServiceDeps, checks: SecondFactorChecks) {
  const { totpOf, stepOf, newRecoveryCodes, checkCode, status } = checks

  return {
    /** A new pending secret for an authenticator app; refused while one is confirmed (turn it off first). */
    async totpStart(caller: AuthUser): Promise<{ secret: string; otpauthUri: string }> {
      const secret = new OTPAuth.Secret({ size: 20 }).base32
      const saved = await repo.savePendingTotp(deps.db, caller.id, deps.box.seal(secret), deps.clock.now())
      if (!saved) throw conflict(MESSAGES.twoFactorAlreadyOn, undefined, 'TWO_FACTOR_ALREADY_ON')
      return { secret, otpauthUri: totpOf(secret, caller.email).toString() }
    },

    /** The first code from the app turns it on; answers ten recovery codes, shown once. */
    async totpConfirm(caller: AuthUser, code: string): Promise<string[]> {
      const row = await repo.findTotp(deps.db, caller.id)
      if (!row) throw badRequest(MESSAGES.twoFactorNotStarted, undefined, 'TWO_FACTOR_NOT_STARTED')
      if (row.confirmedAt) throw conflict(MESSAGES.twoFactorAlreadyOn, undefined, 'TWO_FACTOR_ALREADY_ON')
      const step = stepOf(row, code)
      if (step === null) throw invalidCode()
      return deps.db.transaction(async (tx) => {
        if (!(await repo.takeTotpStep(tx, caller.id, step, deps.clock.now(), true))) throw invalidCode()
        // Proven just now: the next sensitive action does not ask again at once.
        await deps.tokens.markTwoFactor(tx, caller.sessionId)
        return newRecoveryCodes(tx, caller.id)
      })
    },

    /** Turns the authenticator app off with a current code; recovery codes go too unless a passkey remains. */
    async totpDisable(caller: AuthUser, code: string): Promise<TwoFactorStatus> {
      await deps.db.transaction(async (tx) => {
        if (!(await checkCode(tx, caller.id, code))) throw invalidCode()
        await repo.deleteTotp(tx, caller.id)
        if ((await repo.listPasskeys(tx, caller.id)).length === 0)
          await repo.deleteRecoveryCodes(tx, caller.id)
      })
      return status(caller)
    },

    /** Ten new recovery codes for a current code; the old ones stop working. */
    async regenerateRecoveryCodes(caller: AuthUser, code: string): Promise<string[]> {
      return deps.db.transaction(async (tx) => {
        if (!(await checkCode(tx, caller.id, code))) throw invalidCode()
        return newRecoveryCodes(tx, caller.id)
      })
    },
  }
}
