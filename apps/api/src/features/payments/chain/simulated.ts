import { randomBytes } from 'node:crypto'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { REORG_MAX_BLOCKS } from '@shop/contract'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../../db/client.js'
import { simBlocks, simTransactions } from '../../../db/schema/index.js'
import { anyOfList } from '../../../db/sql-lists.js'
import type { Clock } from '../../../lib/clock.js'
import { addressOfScript, fundingTransaction, type BitcoinNetwork } from '../../../lib/bitcoin-address.js'
import { badRequest, conflict, notFound } from '../../../lib/errors.js'
import {
  ChainBackendError,
  type ChainBackend,
  type ChainChangeFeed,
  type ChainTx,
  type ChainTxStatus,
  type PayoutChain,
} from './chain-backend.js'

// docs/architecture.md#orders-stock-and-payment: a chain kept in the database for development and tests. The development-only calls (pay an
// order, mine blocks, drop an unconfirmed transaction) drive it, and the watcher reads it through the same
// ChainBackend interface as the real chain. Every API instance on one database sees the same chain.

/** Serialises mining across instances, so two `mine` calls never build the same height. */
const SIM_CHAIN_LOCK_KEY = 7_208_311_005
/** The hash of the simulated chain's implicit genesis block (height 0), which no reorganisation removes. */
export const SIM_GENESIS_HASH = '0'.repeat(64)
/** Addresses per query when reading many: one array parameter each; the chunk bounds a statement's rows. */
const ADDRESS_CHUNK = 20_000
/** Changed addresses the feed takes per query; more than this since the last look reads everything instead. */
const FEED_MAX_CHANGES = 200_000

export interface SimulatedChain extends ChainBackend {
  readonly name: 'simulated'
  readonly changeFeed: ChainChangeFeed
  readonly payouts: PayoutChain
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

async function tipOf(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ tip: sql<number>`coalesce(max(${simBlocks.height}), 0)` }).from(simBlocks)
  return Number(row?.tip ?? 0)
}

/** The next change number, for every write to a simulated transaction (see simChangeSeq). */
const NEXT_CHANGE = sql<number>`nextval('sim_change_seq')`

function wrapRead<T>(what: string, read: () => Promise<T>): Promise<T> {
  // The watcher treats a failed read like any backend outage: no status changes this poll.
  return read().catch((error: unknown) => {
    throw new ChainBackendError(`simulated chain: ${what} failed`, { cause: error })
  })
}

/** Fee rates the simulated chain estimates, sat/vB by confirmation target: a calm day's mempool. */
export const SIM_FEE_ESTIMATES = [
  { targetBlocks: 1, satPerVb: 12 },
  { targetBlocks: 3, satPerVb: 8 },
  { targetBlocks: 6, satPerVb: 5 },
  { targetBlocks: 144, satPerVb: 1 },
] as const

/** The network an address belongs to, of those the chain may be asked about. */
function networkOfAddress(address: string, preferred: BitcoinNetwork | undefined): BitcoinNetwork {
  if (preferred) return preferred
  if (/^bcrt1/i.test(address)) return 'regtest'
  if (/^(tb1|[mn2])/i.test(address)) return 'testnet'
  return 'mainnet'
}

export function createSimulatedChain(deps: {
  db: Db
  clock: Clock
  network?: BitcoinNetwork
}): SimulatedChain {
  const { db, clock } = deps

  async function mineIn(tx: DbOrTx, blocks: number): Promise<number> {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIM_CHAIN_LOCK_KEY})`)
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

  async function readMany(addresses: readonly string[]): Promise<Map<string, ChainTx[]>> {
    const unique = [...new Set(addresses)]
    const result = new Map<string, ChainTx[]>(unique.map((address) => [address, []]))
    for (let start = 0; start < unique.length; start += ADDRESS_CHUNK) {
      const rows = await db
        .select({
          txid: simTransactions.txid,
          address: simTransactions.address,
          vout: simTransactions.vout,
          valueSats: simTransactions.valueSats,
          blockHeight: simTransactions.blockHeight,
        })
        .from(simTransactions)
        .where(
          and(
            anyOfList(simTransactions.address, unique.slice(start, start + ADDRESS_CHUNK), 'text'),
            isNull(simTransactions.droppedAt),
          ),
        )
        .orderBy(simTransactions.id)
      for (const row of rows) {
        const list = result.get(row.address) ?? []
        result.set(row.address, list)
        const existing = list.find((tx) => tx.txid === row.txid)
        const output = { vout: row.vout, valueSats: row.valueSats }
        if (existing) existing.outputs.push(output)
        else list.push({ txid: row.txid, outputs: [output], confirmedHeight: row.blockHeight })
      }
    }
    return result
  }

  /** Where each transaction stands, in one query per thousand: unknown once dropped (or never sent). */
  async function statusesOf(txids: readonly string[]): Promise<Map<string, ChainTxStatus>> {
    const unique = [...new Set(txids)]
    const result = new Map<string, ChainTxStatus>(unique.map((txid) => [txid, { state: 'unknown' }]))
    for (let start = 0; start < unique.length; start += ADDRESS_CHUNK) {
      const rows = await db
        .selectDistinctOn([simTransactions.txid], {
          txid: simTransactions.txid,
          blockHeight: simTransactions.blockHeight,
        })
        .from(simTransactions)
        .where(
          and(
            anyOfList(simTransactions.txid, unique.slice(start, start + ADDRESS_CHUNK), 'text'),
            isNull(simTransactions.droppedAt),
          ),
        )
        .orderBy(simTransactions.txid)
      for (const row of rows) {
        result.set(
          row.txid,
          row.blockHeight === null ? { state: 'mempool' } : { state: 'confirmed', height: row.blockHeight },
        )
      }
    }
    return result
  }

  const payouts: PayoutChain = {
    rawTransaction: (txid) =>
      wrapRead('rawTransaction', async () => {
        const [row] = await db
          .select({ rawTx: simTransactions.rawTx })
          .from(simTransactions)
          .where(and(eq(simTransactions.txid, txid), isNull(simTransactions.droppedAt)))
          .limit(1)
        return row?.rawTx ?? null
      }),
    feeEstimates: async () => SIM_FEE_ESTIMATES.map((estimate) => ({ ...estimate })),
    /**
     * Accepts a finalised transaction whose inputs the chain knows, as a node's mempool would (signatures are
     * the wallet's business and are not checked here), and records each output that pays an address.
     */
    async broadcast(txHex) {
      let parsed: Transaction
      try {
        parsed = Transaction.fromRaw(hex.decode(txHex.trim()), { allowUnknownOutputs: true })
      } catch {
        throw badRequest('The simulated chain cannot read this transaction.')
      }
      const network = deps.network ?? 'regtest'
      const txid = parsed.id
      const now = clock.now()
      const outputs = Array.from({ length: parsed.outputsLength }, (_, vout) => {
        const output = parsed.getOutput(vout)
        const address = output.script ? addressOfScript(output.script, network) : null
        return address && output.amount ? [{ vout, address, valueSats: output.amount }] : []
      }).flat()
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SIM_CHAIN_LOCK_KEY})`)
        const [known] = await tx
          .select({ id: simTransactions.id })
          .from(simTransactions)
          .where(and(eq(simTransactions.txid, txid), isNull(simTransactions.droppedAt)))
          .limit(1)
        if (known) return
        for (let index = 0; index < parsed.inputsLength; index += 1) {
          const input = parsed.getInput(index)
          if (!input.finalScriptWitness && !input.finalScriptSig) {
            throw badRequest('The transaction is not signed: finalise it before broadcasting.')
          }
          const prevTxid = input.txid ? hex.encode(input.txid) : ''
          const [prev] = await tx
            .select({ id: simTransactions.id })
            .from(simTransactions)
            .where(and(eq(simTransactions.txid, prevTxid), isNull(simTransactions.droppedAt)))
            .limit(1)
          if (!prev)
            throw badRequest(`The simulated chain does not know input ${prevTxid}:${input.index ?? 0}.`)
        }
        if (outputs.length > 0) {
          await tx.insert(simTransactions).values(
            outputs.map((output) => ({
              txid,
              ...output,
              rawTx: txHex.trim(),
              createdAt: now,
              updatedAt: now,
            })),
          )
        }
      })
      return txid
    },
  }
  return {
    name: 'simulated',

    changeFeed: createSimulatedChangeFeed(db),
    payouts,

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
      wrapRead('addressTransactions', async () => (await readMany([address])).get(address) ?? []),

    addressesTransactions: (addresses) => wrapRead('addressesTransactions', () => readMany(addresses)),

    transactionStatus: (txid) =>
      wrapRead(
        'transactionStatus',
        async (): Promise<ChainTxStatus> => (await statusesOf([txid])).get(txid) ?? { state: 'unknown' },
      ),

    transactionsStatus: (txids) => wrapRead('transactionsStatus', () => statusesOf(txids)),

    async pay(address, sats, confirmations = 0) {
      if (sats <= 0n) throw new RangeError('A payment must be above 0 sats')
      if (!Number.isInteger(confirmations) || confirmations < 0)
        throw new RangeError('confirmations must be 0 or more')
      const funding = fundingTransaction(address, sats, networkOfAddress(address, deps.network))
      const txid = funding?.txid ?? randomBytes(32).toString('hex')
      const now = clock.now()
      await db.transaction(async (tx) => {
        // The lock orders change numbers with commits (the change feed never skips one committed late).
        await tx.execute(sql`select pg_advisory_xact_lock(${SIM_CHAIN_LOCK_KEY})`)
        await tx.insert(simTransactions).values({
          txid,
          address,
          vout: 0,
          valueSats: sats,
          rawTx: funding?.hex ?? null,
          createdAt: now,
          updatedAt: now,
        })
        if (confirmations > 0) await mineIn(tx, confirmations)
      })
      return txid
    },

    async mine(blocks) {
      if (!Number.isInteger(blocks) || blocks < 1) throw new RangeError('blocks must be 1 or more')
      return db.transaction((tx) => mineIn(tx, blocks))
    },

    async reorg(blocks, dropTxids = []) {
      if (!Number.isInteger(blocks) || blocks < 1 || blocks > REORG_MAX_BLOCKS) {
        throw new RangeError(`blocks must be 1 to ${REORG_MAX_BLOCKS}`)
      }
      const now = clock.now()
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SIM_CHAIN_LOCK_KEY})`)
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
        await tx.execute(sql`select pg_advisory_xact_lock(${SIM_CHAIN_LOCK_KEY})`)
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
