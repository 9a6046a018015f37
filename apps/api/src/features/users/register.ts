import type { SessionTokens } from '../auth/session-tokens.js'
import {
  realSleep,
  registerApiRoutes,
  type FeatureApp,
  type FeatureDeps,
} from '../../lib/feature-register.js'
import { staffRoutes } from './staff.routes.js'
import { createStaffService } from './staff.service.js'
import { userRoutes } from './users.routes.js'
import { createUsersService, type UsersServiceDeps } from './users.service.js'

export interface UsersFeatureDeps
  extends FeatureDeps, Pick<UsersServiceDeps, 'voidIdentityApprovals' | 'loginChallenge'> {
  tokens: SessionTokens
  /** Waits real time (the fixed answer time of code requests); tests pass one they control. */
  sleep?: ((ms: number) => Promise<void>) | undefined
}

/** Accounts: sign-up, sign-in and codes; docs/architecture.md#accounts-and-access: the owner's staff and invitations. */
export async function registerUsers(app: FeatureApp, deps: UsersFeatureDeps): Promise<void> {
  const { config, tokens } = deps
  const db = deps.database.db
  await registerApiRoutes(
    app,
    userRoutes({
      users: createUsersService({
        db,
        clock: deps.clock,
        tokens,
        // one-time-codes.ts derives its own key from it, labelled, so the two uses never collide.
        codeSecret: deps.sessionSecret,
        log: deps.log,
        codeRequestAnswerMs: config.CODE_REQUEST_ANSWER_MS,
        sleep: deps.sleep ?? realSleep,
        voidIdentityApprovals: deps.voidIdentityApprovals,
        loginChallenge: deps.loginChallenge,
      }),
    }),
  )
  await registerApiRoutes(
    app,
    staffRoutes({
      staff: createStaffService({
        db,
        clock: deps.clock,
        tokens,
        secret: deps.sessionSecret,
        publicUrl: config.PUBLIC_URL,
      }),
    }),
  )
}
