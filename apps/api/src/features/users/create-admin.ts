import { emailField, MESSAGES, NAME_MAX_CHARS, NewPasswordSchema, requiredText } from '@shop/contract'
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { isCommonPassword } from '../../lib/common-passwords.js'
import type { Db } from '../../db/client.js'
import { sessions } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'
import { hashPassword } from '../../lib/passwords.js'
import { findUserByEmail, insertUser, updateUser } from './users.repo.js'

/** What `npm run create-admin` asks for, checked by the same rules as registration. */
export const CreateAdminInputSchema = z.object({
  email: emailField(),
  // The owner's password guards the whole shop: the same common-password list as every account (decision 046).
  password: NewPasswordSchema.refine((value) => !isCommonPassword(value), {
    error: MESSAGES.passwordTooCommon,
  }),
  firstName: requiredText(NAME_MAX_CHARS),
  lastName: requiredText(NAME_MAX_CHARS),
})
export type CreateAdminInput = z.infer<typeof CreateAdminInputSchema>

/**
 * docs/architecture.md#accounts-and-access: the only way to get an Admin (registration always makes a User). A new email becomes a verified
 * Admin; an existing account is promoted, verified, renamed and given the new password, and its sessions end.
 */
export async function createOrPromoteAdmin(
  deps: { db: Db; clock: Clock },
  input: CreateAdminInput,
): Promise<{ id: number; email: string; created: boolean }> {
  const passwordHash = await hashPassword(input.password)
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    const existing = await findUserByEmail(tx, input.email)
    const fields = { firstName: input.firstName, lastName: input.lastName, passwordHash, isVerified: true }
    const user = existing
      ? await updateUser(tx, existing.id, { ...fields, role: 'Admin', now })
      : await insertUser(tx, { ...fields, email: input.email, role: 'Admin', now })
    // A new password signs every device out (docs/architecture.md#accounts-and-access), and here it also grants Admin: no session opened
    // before (perhaps by whoever knew the old password) may carry that role.
    if (existing) {
      await tx
        .update(sessions)
        .set({ revokedAt: now, updatedAt: now })
        .where(and(eq(sessions.userId, existing.id), isNull(sessions.revokedAt)))
    }
    return { id: user.id, email: user.email, created: !existing }
  })
}
