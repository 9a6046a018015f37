import { createPasskeyEnrolment } from './passkey-enrolment.js'
import { createSecondFactorChecks } from './second-factor-checks.js'
import { createTotpEnrolment } from './totp-enrolment.js'
import { createTwoFactorSignIn } from './two-factor-sign-in.js'
import type { TwoFactorServiceDeps } from './two-factor-service-deps.js'

export type {
  ClientMeta,
  SecondFactorMethod,
  TwoFactorServiceDeps,
  WebAuthnSite,
} from './two-factor-service-deps.js'

/**
 * The second factor (docs/architecture.md#two-factor-sign-in-and-sessions): an authenticator app (TOTP, each
 * code taken once), passkeys (WebAuthn), ten one-time recovery codes, and the sign-in challenge that turns a
 * checked password into a session once one of them answers. Each flow is its own module, on the shared checks.
 */
export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  const checks = createSecondFactorChecks(deps)
  return {
    status: checks.status,
    ...createTwoFactorSignIn(deps, checks),
    ...createTotpEnrolment(deps, checks),
    ...createPasskeyEnrolment(deps, checks),
  }
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>
