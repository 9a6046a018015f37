import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { rowsOf } from '../../db/rows.js'

// Reads of issued tax documents for the calls (the one writer is tax-document-issue.repo.ts).

export interface StoredTaxDocument {
  id: number
  kind: 'invoice' | 'creditNote'
  number: string
  orderUniqueId: string
  issuedAt: Date
  netFils: number
  vatFils: number
  grossFils: number
  refersTo: string | null
  snapshot: unknown
}

interface Row {
  id: number
  kind: 'invoice' | 'creditNote'
  number: string
  order_unique_id: string
  issued_at: string | Date
  net_fils: string | number
  vat_fils: string | number
  gross_fils: string | number
  refers_to: string | null
  snapshot: unknown
}

const toDocument = (row: Row): StoredTaxDocument => ({
  id: Number(row.id),
  kind: row.kind,
  number: row.number,
  orderUniqueId: row.order_unique_id,
  issuedAt: new Date(row.issued_at),
  netFils: Number(row.net_fils),
  vatFils: Number(row.vat_fils),
  grossFils: Number(row.gross_fils),
  refersTo: row.refers_to,
  snapshot: row.snapshot,
})

const SELECT = sql`
  select d.id, d.kind, d.number, o.order_unique_id, d.issued_at, d.net_fils, d.vat_fils, d.gross_fils,
    r.number as refers_to, d.snapshot
  from tax_documents d
  join orders o on o.id = d.order_id
  left join tax_documents r on r.id = d.refers_to_id`

/** The latest invoice of the order, only when `userId` placed it (null for anyone else's order). */
export async function latestInvoiceOfBuyer(
  db: DbOrTx,
  orderUniqueId: string,
  userId: number,
): Promise<StoredTaxDocument | null> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`${SELECT}
      where o.order_unique_id = ${orderUniqueId} and o.user_id = ${userId}::int and d.kind = 'invoice'
      order by d.id desc limit 1`),
  )
  return row ? toDocument(row) : null
}

/** Every document of the order, oldest first; null when there is no such order. */
export async function documentsOfOrder(
  db: DbOrTx,
  orderUniqueId: string,
): Promise<StoredTaxDocument[] | null> {
  const [order] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from orders where order_unique_id = ${orderUniqueId}`),
  )
  if (!order) return null
  return rowsOf<Row>(await db.execute(sql`${SELECT} where d.order_id = ${order.id}::int order by d.id`)).map(
    toDocument,
  )
}

export async function documentByNumber(db: DbOrTx, number: string): Promise<StoredTaxDocument | null> {
  const [row] = rowsOf<Row>(await db.execute(sql`${SELECT} where d.number = ${number}`))
  return row ? toDocument(row) : null
}

/** Documents issued in [from, to), in issue order, a page after `afterId`. */
export async function documentsIssuedBetween(
  db: DbOrTx,
  from: Date,
  to: Date,
  afterId: number,
  limit: number,
): Promise<StoredTaxDocument[]> {
  return rowsOf<Row>(
    await db.execute(sql`${SELECT}
      where d.issued_at >= ${from.toISOString()}::timestamptz and d.issued_at < ${to.toISOString()}::timestamptz
        and d.id > ${afterId}::int
      order by d.id limit ${limit}::int`),
  ).map(toDocument)
}
