import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { identityVerifications } from '../../db/schema/index.js'

// docs/decisions/172: an approval vouches for the person the account named when the owner approved it. The
// accounts feature calls this (injected by app.ts) when a rename makes the account name someone else.

/** Voids every standing approval of the account; answers how many it voided (0 when none stood). */
export async function voidIdentityApprovals(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const voided = await db
    .update(identityVerifications)
    .set({ voidedAt: now, updatedAt: now })
    .where(and(eq(identityVerifications.userId, userId), isNull(identityVerifications.voidedAt)))
    .returning({ id: identityVerifications.id })
  return voided.length
}
