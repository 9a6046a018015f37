import { eq, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.js'
import { one } from '../../db/rows.js'
import { walletState } from '../../db/schema/index.js'
import type { BitcoinNetwork } from './wallet.js'

export interface WalletStateRow {
  id: number
  xpubFingerprint: string
  network: string
  nextIndex: number
}

/**
 * The address cursor of the wallet with `fingerprint`, created at index 0 on first use. Safe when several
 * instances start together (insert ... on conflict do nothing, then read).
 */
export async function ensureWalletState(
  db: DbOrTx,
  wallet: { fingerprint: string; network: BitcoinNetwork },
  now: Date,
): Promise<WalletStateRow> {
  await db
    .insert(walletState)
    .values({ xpubFingerprint: wallet.fingerprint, network: wallet.network, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: walletState.xpubFingerprint })
  const row = one(
    await db
      .select({
        id: walletState.id,
        xpubFingerprint: walletState.xpubFingerprint,
        network: walletState.network,
        nextIndex: walletState.nextIndex,
      })
      .from(walletState)
      .where(eq(walletState.xpubFingerprint, wallet.fingerprint)),
    'wallet_state',
  )
  return row
}

/**
 * Takes the next receive index of wallet `walletId` inside the order's transaction. The UPDATE locks the
 * row until that transaction ends, so concurrent orders queue and each gets its own index; a rolled-back
 * order gives its index back, a committed one never (DESIGN §5: never reuse an address, not even after a
 * cancelled order, so a late payment always finds its order).
 * @throws Error when the wallet row does not exist (call ensureWalletState at start).
 */
export async function allocateAddressIndex(tx: Tx, walletId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(walletState)
    .set({ nextIndex: sql`${walletState.nextIndex} + 1`, updatedAt: now })
    .where(eq(walletState.id, walletId))
    .returning({ index: sql<number>`${walletState.nextIndex} - 1` })
  return Number(one(rows, 'wallet_state').index)
}
