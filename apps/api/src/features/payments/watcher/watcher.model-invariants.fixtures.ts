import { findTransition, ORDER_STATUSES, type OrderActor, type OrderStatus } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../../db/client.js'
import { rowsOf } from '../../../db/rows.js'
import { orders } from '../../../db/schema/index.js'
import { assertStockEqualsLedger } from '../../../test/stock-ledger.js'
import type { Model } from './watcher.model-oracle.fixtures.js'

// What the model-based simulation (watcher.model.test.ts) checks in the database after every step: the
// invariants no sequence of events may break (docs/reliability.md), and each followed order's status and
// stock against the reference model.

/** Fails the step (vitest's expect) on the first invariant the database breaks. */
export async function checkInvariants(db: Db, m: Model): Promise<void> {
  // Every satoshi paid to a shop address is attributed once: per address, what the shop counts equals the
  // chain's live outputs to it.
  const mismatched = rowsOf<{ address: string; counted: string; on_chain: string }>(
    await db.execute(sql`
      with counted as (
        select op.address, coalesce(sum(pt.amount_sats) filter (where pt.state <> 'dropped'), 0) as total
        from order_payments op left join payment_transactions pt on pt.order_payment_id = op.id
        group by op.address),
      chain as (
        select address, sum(value_sats) as total from sim_transactions
        where dropped_at is null and address in (select address from order_payments) group by address)
      select coalesce(c.address, ch.address) as address, coalesce(c.total, 0)::text as counted,
        coalesce(ch.total, 0)::text as on_chain
      from counted c full join chain ch on ch.address = c.address
      where coalesce(c.total, 0) <> coalesce(ch.total, 0)`),
  )
  expect(mismatched, 'satoshis attributed other than once').toEqual([])
  // And every satoshi paid out: each output the chain holds to an address no order was given is an output of a
  // payout the shop prepared and saw broadcast, and each payout pays its refunds exactly what they were
  // granted (the rest is its change, back to the shop).
  const strays = rowsOf<{ txid: string }>(
    await db.execute(sql`
      select distinct s.txid from sim_transactions s
      where s.dropped_at is null and s.address not in (select address from order_payments)
        and s.txid not in (select txid from refund_payouts where status in ('broadcast', 'confirmed'))`),
  )
  expect(strays, 'money left the shop outside a payout').toEqual([])
  const payoutsOff = rowsOf<{ id: number }>(
    await db.execute(sql`
      select p.id from refund_payouts p
      where p.status in ('broadcast', 'confirmed') and (
        (select coalesce(sum(r.paid_sats), 0) from refunds r where r.payout_id = p.id)
          + p.change_sats + p.fee_sats
        <> (select coalesce(sum(s.value_sats), 0) from sim_transactions s where s.txid = p.txid)
          + p.fee_sats
        or exists (select 1 from refunds r where r.payout_id = p.id and r.status <> 'paid'))`),
  )
  expect(payoutsOff, 'a payout paying other than its refunds and change').toEqual([])
  // No coin is spent by two live payouts.
  const doubleSpent = rowsOf(
    await db.execute(sql`
      select input from refund_payouts p, jsonb_array_elements_text(p.inputs) as input
      where p.status <> 'abandoned' group by input having count(*) > 1`),
  )
  expect(doubleSpent, 'a coin in two payouts').toEqual([])
  const twice = rowsOf(
    await db.execute(
      sql`select txid, vout from payment_transactions group by txid, vout having count(*) > 1`,
    ),
  )
  expect(twice, 'an output stored twice').toEqual([])
  const shared = rowsOf(
    await db.execute(sql`select address from order_payments group by address having count(*) > 1`),
  )
  expect(shared, 'two orders share an address').toEqual([])
  // No order is Confirmed with less confirmed money than it is due, less the tolerance (0.5 %, rounded down).
  const underpaid = rowsOf(
    await db.execute(sql`
      select o.order_unique_id from orders o join order_payments op on op.order_id = o.id
      where o.status = 'Confirmed' and op.amount_expected_sats - op.amount_expected_sats * 50 / 10000 > (
        select coalesce(sum(pt.amount_sats), 0) from payment_transactions pt
        where pt.order_payment_id = op.id and pt.state = 'confirmed')`),
  )
  expect(underpaid, 'Confirmed with less than due').toEqual([])
  await assertStockEqualsLedger(db)
  // Each order the model follows holds its units exactly when the model says so.
  if (m.orders.length > 0) {
    const held = rowsOf<{ order_id: number; held: number }>(
      await db.execute(sql`
        select order_id, -sum(delta)::int as held from stock_ledger
        where order_id = any(${sql.param(m.orders.map((o) => o.orderId))}::int[]) group by order_id`),
    )
    const heldBy = new Map(held.map((row) => [Number(row.order_id), Number(row.held)]))
    for (const o of m.orders) {
      expect(heldBy.get(o.orderId) ?? 0, `units held by ${o.uniqueId} (${o.status})`).toBe(
        o.holdsStock ? o.quantity : 0,
      )
    }
  }
  // Every status is one of the contract's, every recorded move one of its transitions.
  const statuses = rowsOf<{ status: string }>(await db.execute(sql`select distinct status from orders`))
  for (const { status } of statuses) expect(ORDER_STATUSES).toContain(status)
  const moves = rowsOf<{
    from_status: OrderStatus
    to_status: OrderStatus
    actor: OrderActor
    reason: string
  }>(
    await db.execute(
      sql`select distinct from_status, to_status, actor, reason from order_events where from_status is not null`,
    ),
  )
  for (const move of moves) {
    // Two actors may make one move for two reasons (the window or the buyer cancels an Insufficient order).
    const transition = findTransition(move.from_status, move.to_status, move.actor)
    // A person's move may carry a note after its reason ("shipped: Aramex 123").
    expect(transition?.reason, `${move.from_status}->${move.to_status}`).toBe(move.reason.split(':')[0])
  }
  // And each order the model follows is where the model says.
  if (m.orders.length > 0) {
    const rows = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(
        sql`${orders.id} in (${sql.join(
          m.orders.map((o) => sql`${o.orderId}`),
          sql`, `,
        )})`,
      )
    const actual = new Map(rows.map((r) => [r.id, r.status]))
    for (const o of m.orders) expect(actual.get(o.orderId), `status of ${o.uniqueId}`).toBe(o.status)
  }
}
