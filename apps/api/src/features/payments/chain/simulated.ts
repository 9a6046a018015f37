import { eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { simBlocks, simTransactions } from '../../../db/schema/index.js'
import type { Clock } from '../../../lib/clock.js'
import type { BitcoinNetwork } from '../../../lib/bitcoin-address.js'
import type { ChainBackend, ChainChangeFeed, ChainTxStatus, PayoutChain } from './chain-backend.js'
import { createSimulatedChainControls, type SimulatedChainControls } from './simulated-controls.js'
import { readAddressHistories, readTransactionStatuses } from './simulated-history.js'
import { createSimulatedPayouts } from './simulated-payouts.js'
import { tipOf, wrapRead } from './simulated-store.js'

export type { SimulatedReorg } from './simulated-controls.js'
export { SIM_FEE_ESTIMATES } from './simulated-payouts.js'

// docs/architecture.md#orders-stock-and-payment: a chain kept in the database for development and tests. The development-only calls (pay an
// order, mine blocks, drop an unconfirmed transaction) drive it, and the watcher reads it through the same
// ChainBackend interface as the real chain. Every API instance on one database sees the same chain.
// Its parts: simulated-store.ts (the tables, the lock, mining), simulated-history.ts (what the watcher
// reads), simulated-controls.ts (the calls that move it), simulated-payouts.ts (what a payout needs).

/** The hash of the simulated chain's implicit genesis block (height 0), which no reorganisation removes. */
export const SIM_GENESIS_HASH = '0'.repeat(64)
/** Changed addresses the feed takes per query; more than this since the last look reads everything instead. */
const FEED_MAX_CHANGES = 200_000

/** The ChainBackend the watcher reads, with the calls that move the chain (simulated-controls.ts). */
export interface SimulatedChain extends ChainBackend, SimulatedChainControls {
  readonly name: 'simulated'
  readonly changeFeed: ChainChangeFeed
  readonly payouts: PayoutChain
}

export function createSimulatedChain(deps: {
  db: Db
  clock: Clock
  network?: BitcoinNetwork
}): SimulatedChain {
  const { db } = deps
  return {
    name: 'simulated',

    changeFeed: createSimulatedChangeFeed(db),
    payouts: createSimulatedPayouts(deps),

    tipHeight: () => wrapRead('tipHeight', () => tipOf(db)),

    blockHashAt: (height) =>
      wrapRead('blockHashAt', async () => {
        // Height 0 is the genesis block, implicit here (the tip is 0 before the first block is mined).
        if (height === 0) return SIM_GENESIS_HASH
        const [row] = await db
          .select({ hash: simBlocks.hash })
          .from(simBlocks)
          .where(eq(simBlocks.height, height))
        return row?.hash ?? null
      }),

    addressTransactions: (address) =>
      wrapRead(
        'addressTransactions',
        async () => (await readAddressHistories(db, [address])).get(address) ?? [],
      ),

    addressesTransactions: (addresses) =>
      wrapRead('addressesTransactions', () => readAddressHistories(db, addresses)),

    transactionStatus: (txid) =>
      wrapRead(
        'transactionStatus',
        async (): Promise<ChainTxStatus> =>
          (await readTransactionStatuses(db, [txid])).get(txid) ?? { state: 'unknown' },
      ),

    transactionsStatus: (txids) => wrapRead('transactionsStatus', () => readTransactionStatuses(db, txids)),

    ...createSimulatedChainControls(deps),
  }
}

/**
 * The simulated chain's change feed (docs/decisions/078): every write to a simulated transaction takes the
 * next sim_change_seq number, so "what changed" is the addresses of rows numbered above the last number
 * seen, one indexed query. Every address on the chain is reported; the watcher keeps those it watches, so
 * follow and unfollow have nothing to do here. The first look (a new process, a new leader) reports
 * `missedSome`: nobody knows what changed before it.
 */
export function createSimulatedChangeFeed(db: Db): ChainChangeFeed {
  let cursor: number | null = null
  let changed = new Set<string>()
  let missedSome = true
  return {
    async follow() {},
    async unfollow() {},
    prepare: () =>
      wrapRead('changes', async () => {
        if (cursor === null) {
          const [row] = await db
            .select({ last: sql<string>`coalesce(max(${simTransactions.changeSeq}), 0)` })
            .from(simTransactions)
          cursor = Number(row?.last ?? 0)
          missedSome = true
          return
        }
        const rows = await db
          .select({ address: simTransactions.address, seq: simTransactions.changeSeq })
          .from(simTransactions)
          .where(gt(simTransactions.changeSeq, cursor))
          .orderBy(simTransactions.changeSeq)
          .limit(FEED_MAX_CHANGES)
        for (const row of rows) changed.add(row.address)
        if (rows.length === FEED_MAX_CHANGES) missedSome = true
        cursor = rows.at(-1)?.seq ?? cursor
      }),
    takeChanged() {
      const taken = { addresses: changed as ReadonlySet<string>, missedSome }
      changed = new Set()
      missedSome = false
      return taken
    },
  }
}
