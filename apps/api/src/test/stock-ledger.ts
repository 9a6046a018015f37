import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.js'
import { rowsOf } from '../db/rows.js'

/** A product whose stock column differs from the sum of its ledger rows. */
export interface LedgerMismatch {
  productId: number
  stock: number
  ledgerSum: number
}

/**
 * docs/product.md#for-the-owner's invariant, for every product at once in one query: the products whose stock is not the sum
 * of their stock_ledger rows' delta (none, when every write went through stock-ledger.repo.ts).
 */
export async function stockLedgerMismatches(db: DbOrTx): Promise<LedgerMismatch[]> {
  const rows = rowsOf<{ id: number; stock: number; ledger_sum: number }>(
    await db.execute(sql`
      select p.id, p.stock, coalesce(l.total, 0)::int as ledger_sum
      from products p
      left join (select product_id, sum(delta) as total from stock_ledger group by product_id) l
        on l.product_id = p.id
      where p.stock <> coalesce(l.total, 0)
      order by p.id`),
  )
  return rows.map((row) => ({
    productId: Number(row.id),
    stock: Number(row.stock),
    ledgerSum: Number(row.ledger_sum),
  }))
}

/** Throws, naming each offender, unless every product's stock equals its ledger's sum. */
export async function assertStockEqualsLedger(db: DbOrTx): Promise<void> {
  const mismatches = await stockLedgerMismatches(db)
  if (mismatches.length > 0)
    throw new Error(
      `stock differs from its ledger: ${mismatches
        .map((m) => `product ${m.productId} stock ${m.stock} ledger ${m.ledgerSum}`)
        .join('; ')}`,
    )
}
