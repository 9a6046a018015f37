import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { instant, sats, timestamps } from './columns.js'

// docs/architecture.md#orders-stock-and-payment: the `simulated` chain backend, kept in the database so development and tests can pay, mine
// and drop transactions (the /dev calls and `npm run pay`) and every API instance sees the same chain.

/**
 * One row per block on the best chain; the tip is the highest height (0 before the first block). A
 * reorganisation (POST /dev/reorg) deletes the orphaned rows, so a height mined again gets a new hash and the
 * watcher can tell the blocks apart (docs/reliability.md).
 */
export const simBlocks = pgTable('sim_blocks', {
  height: integer().primaryKey(),
  /** 64 random hex characters, like a block hash. */
  hash: text()
    .notNull()
    .default(sql`md5(random()::text) || md5(random()::text)`),
  ...timestamps,
})

/**
 * Numbers every write to a simulated transaction, so the chain can tell the watcher which addresses changed
 * since the last number it saw (its change feed, docs/decisions/078). Writers take the chain's lock first,
 * so numbers become visible in order and a reader never skips one committed late.
 */
export const simChangeSeq = pgSequence('sim_change_seq')

/** One output paying an address; `block_height` null while in the mempool, `dropped_at` once replaced. */
export const simTransactions = pgTable(
  'sim_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    txid: text().notNull(),
    address: text().notNull(),
    vout: integer().notNull(),
    valueSats: sats().notNull(),
    blockHeight: integer(),
    droppedAt: instant(),
    /** The whole transaction, serialised (hex), so a PSBT built on the simulated chain is a real one. */
    rawTx: text(),
    /** The sim_change_seq number of the last write to this row (insert, mined, orphaned, dropped). */
    changeSeq: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('sim_change_seq')`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sim_transactions_outpoint_unique').on(t.txid, t.vout),
    index('sim_transactions_address_idx').on(t.address),
    index('sim_transactions_change_seq_idx').on(t.changeSeq),
    check('sim_transactions_value_positive', sql`${t.valueSats} > 0`),
  ],
)
