import {
  openToSettleSats,
  owedToBuyer,
  satsToBtc,
  UNFULFILLED_STATUSES,
  type PaymentsToSettleQuery,
  type PaymentToSettle,
} from '@shop/contract'
import type { DbOrTx } from '../../db/client.js'
import {
  listBuyers,
  listOrdersWithMoneyToReview,
  listPaymentsOfOrders,
  listSettlementsOfOrders,
  type OrderMoneyRow,
} from './owner.repo.js'

// Money the shop must refund or honour (late payments, payments on cancelled orders, overpayments): how much
// each order owes its buyer, and the owner's list of them (docs/architecture.md#orders-stock-and-payment).

const btc = satsToBtc

export interface Reviewed {
  row: OrderMoneyRow
  owedSats: bigint
  openSats: bigint
  reason: PaymentToSettle['reason']
  /** Open, or late money still waiting for its confirmation: the owner should see it coming. */
  needsAttention: boolean
}

export function review(row: OrderMoneyRow): Reviewed {
  const { owedSats, reason } = owedToBuyer(row)
  const openSats = openToSettleSats(owedSats, row.settledSats)
  const unconfirmedOnClosedOrder = UNFULFILLED_STATUSES.includes(row.status) && row.unconfirmedSats > 0n
  return { row, owedSats, openSats, reason, needsAttention: openSats > 0n || unconfirmedOnClosedOrder }
}

const matchesState = (state: PaymentsToSettleQuery['state']) => (entry: Reviewed) =>
  state === 'all' ||
  (state === 'open' ? entry.needsAttention : !entry.needsAttention && entry.row.settledSats > 0n)

/**
 * The wire shape of reviewed orders, with their payments, settlements and buyers, in three queries: one
 * after the other, since `db` may be a transaction, whose one connection runs a query at a time (node-postgres
 * queues a second one, and pg 9 will refuse it).
 */
export async function describeReviewed(db: DbOrTx, entries: readonly Reviewed[]): Promise<PaymentToSettle[]> {
  const orderIds = entries.map((entry) => entry.row.orderId)
  const payments = await listPaymentsOfOrders(db, orderIds)
  const settlements = await listSettlementsOfOrders(db, orderIds)
  const buyers = await listBuyers(db, [...new Set(entries.map((entry) => entry.row.userId))])
  return entries.map(({ row, owedSats, openSats, reason }) => {
    const buyer = buyers.find((candidate) => candidate.id === row.userId)
    if (!buyer) throw new Error(`order ${row.orderId} has no buyer`)
    return {
      orderId: row.orderUniqueId,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      buyer,
      paymentAddress: row.paymentAddress,
      amountExpected: btc(row.expectedSats),
      amountConfirmed: btc(row.confirmedSats),
      amountUnconfirmed: btc(row.unconfirmedSats),
      amountOwed: btc(owedSats),
      amountSettled: btc(row.settledSats),
      amountOpen: btc(openSats),
      reason,
      payments: payments
        .filter((payment) => payment.orderId === row.orderId)
        .map((payment) => ({
          txid: payment.txid,
          vout: payment.vout,
          amount: btc(payment.amountSats),
          state: payment.state as 'mempool' | 'confirmed' | 'dropped',
          isLate: payment.isLate,
          seenAt: payment.firstSeenAt.toISOString(),
        })),
      settlements: settlements
        .filter((settlement) => settlement.orderId === row.orderId)
        .map((settlement) => ({
          action: settlement.action as 'refunded' | 'honoured',
          amount: btc(settlement.amountSats),
          note: settlement.note,
          settledAt: settlement.settledAt.toISOString(),
          settledBy: settlement.settledByEmail,
        })),
    }
  })
}

/** A page of orders owing money, newest money first; `meta.count` counts the whole filtered list. */
export async function listPaymentsToSettle(db: DbOrTx, query: PaymentsToSettleQuery) {
  const reviewed = (await listOrdersWithMoneyToReview(db))
    .map(review)
    .filter(matchesState(query.state))
    .sort((a, b) => b.row.lastSeenAt.getTime() - a.row.lastSeenAt.getTime() || b.row.orderId - a.row.orderId)
  const offset = (query.page - 1) * query.limit
  const data = await describeReviewed(db, reviewed.slice(offset, offset + query.limit))
  return { data, count: reviewed.length }
}
