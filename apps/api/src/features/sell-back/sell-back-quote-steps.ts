import {
  canMoveSellBack,
  filsToAed,
  type OwnerSellBackQuote,
  sellBackQuoteExpired,
  type SellBackQuote,
  type SellBackState,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { conflict, notFound } from '../../lib/errors.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import {
  type SellBackMailExtra,
  type SellBackMailStep,
  sellBackMailJob,
  sellBackMailQuoteOf,
} from './sell-back-mail.js'
import { expireQuotes, listQuotes, type QuoteRow } from './sell-back.repo.js'

// What every step of a quote does (docs/architecture.md#sell-back), whoever takes it: read or lock the quote,
// check the move against the contract's table, mail the buyer, and shape the quote for the wire.

const iso = (at: Date | null) => (at ? at.toISOString() : null)

export function toQuote(row: QuoteRow): SellBackQuote {
  return {
    quoteId: row.id,
    productId: row.productId,
    productName: row.productName,
    productNameAr: row.productNameAr,
    metal: row.metal,
    state: row.state,
    units: row.units,
    requestedUnits: row.requestedUnits,
    unitPrice: filsToAed(row.unitPriceFils),
    total: filsToAed(row.totalFils),
    spreadPercent: row.spreadPercent,
    lockedUntil: row.lockedUntil.toISOString(),
    ownerNote: row.ownerNote,
    payoutMethod: row.payoutMethod,
    refundId: row.refundId,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    receivedAt: iso(row.receivedAt),
    paidAt: iso(row.paidAt),
  }
}

export const toOwnerQuote = (row: QuoteRow): OwnerSellBackQuote => ({
  ...toQuote(row),
  buyer: { name: row.buyerName, email: row.buyerEmail },
  cashNote: row.cashNote,
})

/** One quote, locked, with an ended price hold expired first so no step acts on a stale price. */
export async function lockQuote(
  tx: DbOrTx,
  clock: Clock,
  quoteId: number,
  userId: number | null,
): Promise<QuoteRow> {
  const scope = userId === null ? sql`true` : sql`q.user_id = ${userId}::int`
  const [row] = await listQuotes(tx, sql`q.id = ${quoteId}::int and ${scope}`, true)
  if (!row) throw notFound('Quote not found.')
  const now = clock.now()
  if (sellBackQuoteExpired(row.state, row.lockedUntil, now)) {
    await expireQuotes(tx, now, sql`q.id = ${quoteId}::int`)
    return { ...row, state: 'expired' }
  }
  return row
}

/** One quote as stored; 404 when there is none. */
export async function readQuote(db: Db, quoteId: number): Promise<QuoteRow> {
  const [row] = await listQuotes(db, sql`q.id = ${quoteId}::int`)
  if (!row) throw notFound('Quote not found.')
  return row
}

/** 409 unless `actor` may move the quote to `to` (contract SELL_BACK_TRANSITIONS). */
export function assertQuoteMove(row: QuoteRow, to: SellBackState, actor: 'buyer' | 'owner', doing: string) {
  if (!canMoveSellBack(row.state, to, actor)) {
    throw conflict(`This quote is ${row.state}; it can no longer be ${doing}.`, { state: row.state })
  }
}

/** Queues the buyer's mail of `step` in `tx`. */
export async function mailBuyer(
  tx: DbOrTx,
  row: QuoteRow,
  step: SellBackMailStep,
  extra: SellBackMailExtra,
  at: Date,
): Promise<void> {
  await enqueueMail(tx, [sellBackMailJob(sellBackMailQuoteOf(row), step, extra)], at)
}
