import type { Language } from '@shop/contract/i18n'
import { renameVoidsIdentityApproval, type GetUsersAllQuery, type UpdateProfileBody } from '@shop/contract'
import { notFound } from '../../lib/errors.js'
import type { AuthUser } from '../auth/session-tokens.js'
import { findUserById, listUsers, updateUser, type UserRow } from './users.repo.js'
import type { UsersServiceDeps } from './users-service-deps.js'

// The account as it reads and as its owner edits it (name, language), and the owner's list of accounts.

export function createAccountProfile(deps: UsersServiceDeps) {
  return {
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
