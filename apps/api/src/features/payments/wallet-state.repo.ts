import { eq, max, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { one, rowsOf } from '../../db/rows.js'
import { orderPayments, walletState } from '../../db/schema/index.js'
import type { BitcoinNetwork } from './wallet.js'

export interface WalletStateRow {
  id: number
  xpubFingerprint: string
  network: string
}

// Held while a wallet's index sequence is created, so instances starting together create it once.
const WALLET_SEQUENCE_LOCK_KEY = 7_208_311_004

/** docs/decisions/018: the PostgreSQL sequence handing out the receive indexes of wallet `walletId`. */
function indexSequenceName(walletId: number): string {
  if (!Number.isSafeInteger(walletId) || walletId <= 0) throw new RangeError(`bad wallet id ${walletId}`)
  return `wallet_address_index_${walletId}`
}

/**
 * The wallet with `fingerprint`, created on first use with its index sequence. Safe when several instances
 * start together (insert ... on conflict do nothing; the sequence under an advisory lock). A sequence made
 * for a wallet that already handed out indexes (the wallet_state.next_index cursor of before decision 018)
 * starts after the highest of them.
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
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WALLET_SEQUENCE_LOCK_KEY})`)
    const [used] = await tx
      .select({ highest: max(orderPayments.derivationIndex) })
      .from(orderPayments)
      .where(eq(orderPayments.walletStateId, row.id))
    const start = Math.max(row.nextIndex, (used?.highest ?? -1) + 1)
    // DDL takes no bind parameters; the name comes from an integer id and the start is an integer.
    await tx.execute(
      sql.raw(
        `create sequence if not exists ${indexSequenceName(row.id)} as integer minvalue 0 start with ${start}`,
      ),
    )
  })
  return { id: row.id, xpubFingerprint: row.xpubFingerprint, network: row.network }
}

/**
 * Takes the next receive index of wallet `walletId` (docs/architecture.md#orders-stock-and-payment). A sequence hands each index out once,
 * whatever the concurrency, and holds no lock: orders never queue behind each other for an address. An index
 * taken by an order that then fails is skipped, never handed out again (decision 018: a gap, whose address
 * nobody was shown).
 * @throws Error when the wallet's sequence does not exist (call ensureWalletState at start).
 */
export async function takeAddressIndex(db: DbOrTx, walletId: number): Promise<number> {
  const rows = rowsOf<{ index: number }>(
    await db.execute(sql`select nextval(${indexSequenceName(walletId)}::regclass)::int as index`),
  )
  return one(rows, 'wallet index').index
}
