import { randomBytes } from 'node:crypto'
import { REORG_MAX_BLOCKS } from '@shop/contract'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { simBlocks, simTransactions } from '../../../db/schema/index.js'
import { anyOfList } from '../../../db/sql-lists.js'
import type { Clock } from '../../../lib/clock.js'
import { fundingTransaction, type BitcoinNetwork } from '../../../lib/bitcoin-address.js'
import { conflict, notFound } from '../../../lib/errors.js'
import { lockSimulatedChain, mineIn, NEXT_CHANGE, tipOf } from './simulated-store.js'

// The calls that move the simulated chain, for the development-only routes and for tests: pay an address,
// mine blocks, drop an unconfirmed transaction, orphan blocks (docs/reliability.md).

export interface SimulatedChainControls {
  /**
   * Pays `sats` to `address` in a new transaction (one output, vout 0) and mines `confirmations` blocks on
   * top (0: it waits in the mempool). Returns its txid: a real transaction's, kept serialised, when `address`
   * is one of the chain's network (else 64 random hex characters, for tests of unreadable addresses).
   * @throws RangeError for a non-positive amount or a negative number of confirmations.
   */
  pay(address: string, sats: bigint, confirmations?: number): Promise<string>
  /** Mines `blocks` blocks; the first takes every transaction waiting in the mempool. Returns the new tip. */
  mine(blocks: number): Promise<number>
  /**
   * Removes an unconfirmed transaction, as a replacement (RBF) or double spend would. Dropping one already
   * dropped does nothing.
   * @throws AppError 404 for an unknown txid, 409 for a confirmed one.
   */
  dropTransaction(txid: string): Promise<void>
  /**
   * A chain reorganisation (docs/reliability.md): orphans the last `blocks` blocks and mines nothing. Their
   * transactions go back to the mempool, except `dropTxids`, which leave the chain entirely (as a competing
   * block spending the same coins would do). A listed txid may also be waiting in the mempool.
   * @throws RangeError for blocks outside 1..REORG_MAX_BLOCKS.
   * @throws AppError 409 when the chain is shorter than `blocks` or a listed txid sits in a block that stays,
   *   404 for a listed txid the chain does not know (or that was dropped already). Nothing changes then.
   */
  reorg(blocks: number, dropTxids?: readonly string[]): Promise<SimulatedReorg>
}

/** What a simulated reorganisation did. */
export interface SimulatedReorg {
  /** The tip after it: the last block that stayed. */
  height: number
  /** Transactions of the orphaned blocks now waiting in the mempool again. */
  returnedToMempool: string[]
  /** Transactions that left the chain. */
  dropped: string[]
}

/** The network an address belongs to, of those the chain may be asked about. */
function networkOfAddress(address: string, preferred: BitcoinNetwork | undefined): BitcoinNetwork {
  if (preferred) return preferred
  if (/^bcrt1/i.test(address)) return 'regtest'
  if (/^(tb1|[mn2])/i.test(address)) return 'testnet'
  return 'mainnet'
}

export function createSimulatedChainControls(deps: {
  db: Db
  clock: Clock
  network?: BitcoinNetwork
}): SimulatedChainControls {
  const { db, clock } = deps
  return {
    async pay(address, sats, confirmations = 0) {
      if (sats <= 0n) throw new RangeError('A payment must be above 0 sats')
      if (!Number.isInteger(confirmations) || confirmations < 0)
        throw new RangeError('confirmations must be 0 or more')
      const funding = fundingTransaction(address, sats, networkOfAddress(address, deps.network))
      const txid = funding?.txid ?? randomBytes(32).toString('hex')
      const now = clock.now()
      await db.transaction(async (tx) => {
        // The lock orders change numbers with commits (the change feed never skips one committed late).
        await lockSimulatedChain(tx)
        await tx.insert(simTransactions).values({
          txid,
          address,
          vout: 0,
          valueSats: sats,
          rawTx: funding?.hex ?? null,
          createdAt: now,
          updatedAt: now,
        })
        if (confirmations > 0) await mineIn(tx, clock, confirmations)
      })
      return txid
    },

    async mine(blocks) {
      if (!Number.isInteger(blocks) || blocks < 1) throw new RangeError('blocks must be 1 or more')
      return db.transaction((tx) => mineIn(tx, clock, blocks))
    },

    async reorg(blocks, dropTxids = []) {
      if (!Number.isInteger(blocks) || blocks < 1 || blocks > REORG_MAX_BLOCKS) {
        throw new RangeError(`blocks must be 1 to ${REORG_MAX_BLOCKS}`)
      }
      const now = clock.now()
      return db.transaction(async (tx) => {
        await lockSimulatedChain(tx)
        const tip = await tipOf(tx)
        if (blocks > tip) throw conflict(`The simulated chain has only ${tip} blocks.`)
        const forkHeight = tip - blocks
        const toDrop = [...new Set(dropTxids)]
        if (toDrop.length > 0) {
          const rows = await tx
            .selectDistinctOn([simTransactions.txid], {
              txid: simTransactions.txid,
              blockHeight: simTransactions.blockHeight,
            })
            .from(simTransactions)
            .where(and(anyOfList(simTransactions.txid, toDrop, 'text'), isNull(simTransactions.droppedAt)))
            .orderBy(simTransactions.txid)
          const found = new Map(rows.map((row) => [row.txid, row.blockHeight]))
          const unknown = toDrop.filter((txid) => !found.has(txid))
          if (unknown.length > 0) throw notFound(`No such transaction on the simulated chain: ${unknown[0]}.`)
          const staying = toDrop.filter((txid) => {
            const height = found.get(txid)
            return height !== null && height !== undefined && height <= forkHeight
          })
          if (staying.length > 0) {
            throw conflict(
              `Transaction ${staying[0]} is in a block this reorganisation keeps; orphan more blocks to drop it.`,
            )
          }
          await tx
            .update(simTransactions)
            .set({ droppedAt: now, blockHeight: null, updatedAt: now, changeSeq: NEXT_CHANGE })
            .where(anyOfList(simTransactions.txid, toDrop, 'text'))
        }
        await tx.delete(simBlocks).where(gt(simBlocks.height, forkHeight))
        const returned = await tx
          .update(simTransactions)
          .set({ blockHeight: null, updatedAt: now, changeSeq: NEXT_CHANGE })
          .where(and(gt(simTransactions.blockHeight, forkHeight), isNull(simTransactions.droppedAt)))
          .returning({ txid: simTransactions.txid })
        return {
          height: forkHeight,
          returnedToMempool: [...new Set(returned.map((row) => row.txid))],
          dropped: toDrop,
        }
      })
    },

    async dropTransaction(txid) {
      const now = clock.now()
      const dropped = await db.transaction(async (tx) => {
        await lockSimulatedChain(tx)
        return tx
          .update(simTransactions)
          .set({ droppedAt: now, updatedAt: now, changeSeq: NEXT_CHANGE })
          .where(
            and(
              eq(simTransactions.txid, txid),
              isNull(simTransactions.blockHeight),
              isNull(simTransactions.droppedAt),
            ),
          )
          .returning({ id: simTransactions.id })
      })
      if (dropped.length > 0) return
      const [row] = await db
        .select({ blockHeight: simTransactions.blockHeight })
        .from(simTransactions)
        .where(eq(simTransactions.txid, txid))
        .limit(1)
      if (!row) throw notFound('No such transaction on the simulated chain.')
      if (row.blockHeight !== null) {
        throw conflict('This transaction is already confirmed; only an unconfirmed one can be dropped.')
      }
    },
  }
}
