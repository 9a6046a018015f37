import { COUNTED_PAYMENT_STATES } from '@shop/contract'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { paymentTransactions } from './schema/index.js'

// The contract's counted-money rule (COUNTED_PAYMENT_STATES: dropped outputs no longer count) in SQL, written
// once: every query that totals money received uses these fragments.

const countedStates = sql.raw(COUNTED_PAYMENT_STATES.map((state) => `'${state}'`).join(', '))

/** True for a payment_transactions row whose money counts. */
export function isCountedOutput(): SQL<boolean> {
  return sql<boolean>`(${paymentTransactions.state} in (${countedStates}))`
}

/** Aggregate: the counted satoshis of the rows in the group, as text (bigint sums overflow JS numbers). */
export function countedSatsSum(): SQL<string> {
  return sql<string>`coalesce(sum(${paymentTransactions.amountSats}) filter (where ${isCountedOutput()}), 0)::text`
}

/** Subquery: the counted satoshis paid to the order_payments row whose id is `paymentId`, as bigint. */
export function countedSatsOfPayment(paymentId: SQLWrapper): SQL<string> {
  return sql<string>`(select coalesce(sum(pt.amount_sats), 0) from payment_transactions pt
    where pt.order_payment_id = ${paymentId} and pt.state in (${countedStates}))`
}
