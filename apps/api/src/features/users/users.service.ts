import { createAccountCodes } from './account-codes.js'
import { createAccountProfile } from './account-profile.js'
import { createPasswordChanges } from './password-changes.js'
import { createUsersSignIn } from './users-sign-in.js'
import type { UsersServiceDeps } from './users-service-deps.js'

export type { ClientMeta, LoginChallenge, UsersServiceDeps } from './users-service-deps.js'

/**
 * Accounts (packages/contract/src/endpoints.ts /user/*, docs/architecture.md#accounts-and-access). Mail is queued
 * in the transaction of its code. Sign-in, password changes and the profile are modules of their own, sharing
 * the account codes.
 */
export function createUsersService(deps: UsersServiceDeps) {
  const accountCodes = createAccountCodes(deps)
  return {
    ...createUsersSignIn(deps, accountCodes),
    ...createPasswordChanges(deps, accountCodes),
    ...createAccountProfile(deps),
  }
}

export type UsersService = ReturnType<typeof createUsersService>
