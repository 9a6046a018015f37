import { and, isNull } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { simTransactions } from '../../../db/schema/index.js'
import { anyOfList } from '../../../db/sql-lists.js'
import type { ChainTx, ChainTxStatus } from './chain-backend.js'

// What the watcher asks the simulated chain: the transactions paying each address, and where each
// transaction stands. A dropped transaction is gone from both, as a replaced one is from a real node.

/** Addresses per query when reading many: one array parameter each; the chunk bounds a statement's rows. */
const ADDRESS_CHUNK = 20_000

/** Every live transaction paying each address (every address asked is a key), oldest output first. */
export async function readAddressHistories(
  db: Db,
  addresses: readonly string[],
): Promise<Map<string, ChainTx[]>> {
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

/** Where each transaction stands, in one query per chunk: unknown once dropped (or never sent). */
export async function readTransactionStatuses(
  db: Db,
  txids: readonly string[],
): Promise<Map<string, ChainTxStatus>> {
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
