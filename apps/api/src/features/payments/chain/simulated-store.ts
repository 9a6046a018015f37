import { and, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.js'
import { simBlocks, simTransactions } from '../../../db/schema/index.js'
import type { Clock } from '../../../lib/clock.js'
import { ChainBackendError } from './chain-backend.js'

// The simulated chain's state as its two tables hold it (docs/architecture.md#orders-stock-and-payment):
// blocks by height, and transaction outputs that wait in the mempool until a block takes them. Every write
// to a transaction takes the next change number, which the change feed reads.

/** Serialises mining across instances, so two `mine` calls never build the same height. */
const SIM_CHAIN_LOCK_KEY = 7_208_311_005

/** The next change number, for every write to a simulated transaction (see simChangeSeq). */
export const NEXT_CHANGE = sql<number>`nextval('sim_change_seq')`

/**
 * Takes the chain's lock for the rest of the transaction: writes to the chain happen one at a time, so
 * change numbers follow the order of commits (the change feed never skips one committed late).
 */
export async function lockSimulatedChain(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SIM_CHAIN_LOCK_KEY})`)
}

/** The height of the best block; 0 before the first block is mined. */
export async function tipOf(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ tip: sql<number>`coalesce(max(${simBlocks.height}), 0)` }).from(simBlocks)
  return Number(row?.tip ?? 0)
}

/** Mines `blocks` blocks inside `tx`; the first takes every transaction waiting in the mempool. Returns the new tip. */
export async function mineIn(tx: DbOrTx, clock: Clock, blocks: number): Promise<number> {
  await lockSimulatedChain(tx)
  const tip = await tipOf(tx)
  if (blocks === 0) return tip
  const now = clock.now()
  await tx
    .insert(simBlocks)
    .values(
      Array.from({ length: blocks }, (_, i) => ({ height: tip + 1 + i, createdAt: now, updatedAt: now })),
    )
  await tx
    .update(simTransactions)
    .set({ blockHeight: tip + 1, updatedAt: now, changeSeq: NEXT_CHANGE })
    .where(and(isNull(simTransactions.blockHeight), isNull(simTransactions.droppedAt)))
  return tip + blocks
}

export function wrapRead<T>(what: string, read: () => Promise<T>): Promise<T> {
  // The watcher treats a failed read like any backend outage: no status changes this poll.
  return read().catch((error: unknown) => {
    throw new ChainBackendError(`simulated chain: ${what} failed`, { cause: error })
  })
}
