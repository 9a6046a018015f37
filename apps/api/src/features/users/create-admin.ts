import {
  emailField,
  MESSAGES,
  NAME_MAX_CHARS,
  NewPasswordSchema,
  requiredText,
  StaffRoleSchema,
} from '@shop/contract'
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
  /** The staff role (packages/contract/src/staff-roles.ts); the first account of a shop is its owner. */
  role: StaffRoleSchema.default('owner'),
})
export type CreateAdminInput = z.infer<typeof CreateAdminInputSchema>

/**
 * docs/architecture.md#accounts-and-access: the way to the shop's first owner without the back office (registration always makes a
 * User; later staff are invited from /admin/staff). A new email becomes verified staff of the given role; an existing
 * account takes the role, is verified, renamed and given the new password, and its sessions end.
 */
export async function createOrPromoteAdmin(
  deps: { db: Db; clock: Clock },
  input: CreateAdminInput,
): Promise<{ id: number; email: string; role: string; created: boolean }> {
  const passwordHash = await hashPassword(input.password)
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    const existing = await findUserByEmail(tx, input.email)
    const fields = { firstName: input.firstName, lastName: input.lastName, passwordHash, isVerified: true }
    const user = existing
      ? await updateUser(tx, existing.id, { ...fields, role: input.role, disabledAt: null, now })
      : await insertUser(tx, { ...fields, email: input.email, role: input.role, now })
    // A new password signs every device out (docs/architecture.md#accounts-and-access), and here it also grants a staff role: no
    // session opened before (perhaps by whoever knew the old password) may carry it.
    if (existing) {
      await tx
        .update(sessions)
        .set({ revokedAt: now, updatedAt: now })
        .where(and(eq(sessions.userId, existing.id), isNull(sessions.revokedAt)))
    }
    return { id: user.id, email: user.email, role: user.role, created: !existing }
  })
}
