import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { addresses } from '../../db/schema/index.js'

// The read-only address queries other features may call (listed as shared in eslint.config.js, see
// docs/architecture.md "Where code may import from"). Writers stay private in addresses.repo.ts.

export type AddressRow = typeof addresses.$inferSelect

/**
 * The address `id` when `userId` owns it, else undefined: every read is scoped by owner, so a caller answers
 * 404 for someone else's address and ids cannot be probed.
 */
export async function findAddressOfUser(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
  return row
}
