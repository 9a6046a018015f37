import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { HOUR_MS, PayoutsResponseSchema, UNFULFILLED_STATUSES } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { rowsOf } from '../../../db/rows.js'
import { bip84AccountKey } from '../../../test/bip84-test-vector.js'
import { authHeaders } from '../../../test/factories.js'
import {
  always,
  pick,
  readPayment,
  Step,
  tickAndCheck,
  type BedOf,
  type ModelBed,
} from './watcher.model-bed.fixtures.js'
import { honourable, type Model } from './watcher.model-oracle.fixtures.js'

// The owner's steps of the model-based simulation (watcher.model.test.ts): approving a held order, shipping,
// delivering, honouring a closed order's money, and a round of refunds paid out on the simulated chain.

/** A buyer's own wallet (BIP173's P2WPKH example): where every refund of the model is claimed to. */
const BUYER_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

/** Signs a payout's PSBT with the BIP84 test vector's account key, by each input's own derivation path. */
function signAsOwnersWallet(psbt: string): string {
  const tx = Transaction.fromPSBT(base64.decode(psbt))
  const account = bip84AccountKey()
  for (let index = 0; index < tx.inputsLength; index += 1) {
    const [[, origin] = []] = tx.getInput(index).bip32Derivation ?? []
    const [branch = 0, child = 0] = origin?.path.slice(-2) ?? []
    const key = account.deriveChild(branch).deriveChild(child).privateKey
    if (!key) throw new Error('no key for a payout input')
    tx.signIdx(key, index)
  }
  return hex.encode(tx.toPSBT())
}

/**
 * The refunds round (docs/architecture.md#refunds-and-payouts): the sweep makes a refund of money owed, each
 * buyer claims with an address of their own, the owner approves and prepares one PSBT, signs it with the
 * wallet's key and broadcasts it. Never more is refunded on an order than it owes.
 */
async function refundsRound(bed: ModelBed, m: Model): Promise<void> {
  const { t, admin } = bed
  const db = t.testDb.database.db
  await t.app.refunds.sweep()
  const made = rowsOf<{ id: number; order_id: number; status: string }>(
    await db.execute(sql`select id, order_id, status from refunds where kind <> 'approvedReturn'`),
  )
  for (const o of m.orders) if (made.some((r) => Number(r.order_id) === o.orderId)) o.refunded = true
  // What was refunded (and settled by hand) never exceeds what the order owed the buyer: all the money
  // it received when the shop will not fulfil it, else what came beyond the amount due (contract
  // settlement.ts). Money a reorganisation later took back counts as received: a refund is made once
  // money has BTC_CONFIRMATIONS, and a deeper reorganisation is the risk the owner accepts with that
  // setting; a refund counted twice would still exceed it.
  const unfulfilled = sql.raw(UNFULFILLED_STATUSES.map((status) => `'${status}'`).join(', '))
  const beyond = rowsOf<{ order_unique_id: string }>(
    await db.execute(sql`
      with money as (
        select o.id, o.order_unique_id, o.status, op.amount_expected_sats as expected,
          coalesce((select sum(pt.amount_sats) from payment_transactions pt
            where pt.order_payment_id = op.id), 0) as received,
          coalesce((select sum(r.received_sats) from refunds r
            where r.order_id = o.id and r.kind <> 'approvedReturn'), 0)
            + coalesce((select sum(s.amount_sats) from payment_settlements s
            where s.order_id = o.id and s.action = 'refunded'), 0) as given_back
        from orders o join order_payments op on op.order_id = o.id)
      select order_unique_id from money
      where given_back > case when status in (${unfulfilled}) then received
        else greatest(received - expected, 0) end`),
  )
  expect(beyond, 'refunded beyond what the order owes').toEqual([])
  const owner = await authHeaders(t, admin)
  for (const refund of made.filter((r) => r.status === 'awaitingClaim')) {
    const o = m.orders.find((candidate) => candidate.orderId === Number(refund.order_id))
    if (!o) continue
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/refunds/${refund.id}/claim`,
      headers: await authHeaders(t, o.user),
      payload: { address: BUYER_ADDRESS },
    })
    expect(claim.statusCode, claim.body).toBe(200)
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner/refunds/${refund.id}/approve`,
      headers: owner,
    })
    expect(approved.statusCode, approved.body).toBe(200)
  }
  const prepared = await t.app.inject({
    method: 'POST',
    url: '/api/v1/owner/refunds/payouts',
    headers: owner,
    payload: { feeRate: 2 },
  })
  // 409: nothing approved, or no confirmed coin of the shop to spend yet.
  if (prepared.statusCode !== 409) {
    expect(prepared.statusCode, prepared.body).toBeLessThan(300)
    const payouts = PayoutsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/owner/refunds/payouts', headers: owner })).json(),
    ).data
    for (const payout of payouts.filter((p) => p.status === 'prepared')) {
      const signed = await t.app.inject({
        method: 'POST',
        url: `/api/v1/owner/refunds/payouts/${payout.payoutId}/broadcast`,
        headers: owner,
        payload: { psbt: signAsOwnersWallet(payout.psbt) },
      })
      expect(signed.statusCode, signed.body).toBe(200)
    }
  }
  await t.app.refunds.sweep()
  await tickAndCheck(bed, m)
}

/** The owner's steps, each as a Step; the test file's arbitraries pick their arguments. */
export function ownerSteps(bedOf: BedOf) {
  return {
    /**
     * The owner approves a held order with a document: it becomes Pending with its address and its day to pay
     * starts now; one whose stock went back takes it again (the stock is ample here).
     */
    approve: (i: number) =>
      new Step(`owner approves #${i}`, async (m) => {
        const bed = bedOf()
        const { t } = bed
        const o = pick(m.orders, i)
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/owner/approve-identity/${o.uniqueId}`,
          headers: await authHeaders(t, bed.admin),
          payload: { name: 'Layla Haddad', documentNumber: 'N1234567', dateOfBirth: '1990-04-12' },
        })
        const approvable = o.status === 'Awaiting verification' && o.documents
        expect(res.statusCode, res.body).toBe(approvable ? 200 : 409)
        if (approvable) {
          o.status = 'Pending'
          o.createdAt = t.clock.now().getTime()
          // A large order: LARGE_ORDER_PAYMENT_WINDOW_MIN (a day) to pay, from the approval.
          o.pendingWindowMs = 24 * HOUR_MS
          o.holdsStock = true
          await readPayment(bed, o)
        }
        await tickAndCheck(bed, m)
      }),
    /** The owner ships a Confirmed order; it then never moves back, whatever its money does (docs/reliability.md). */
    ship: (i: number) =>
      new Step(`owner ships #${i}`, async (m) => {
        const bed = bedOf()
        const o = pick(m.orders, i)
        const res = await bed.t.app.inject({
          method: 'PUT',
          url: `/api/v1/order/update-order-status/${o.uniqueId}`,
          headers: await authHeaders(bed.t, bed.admin),
          payload: { status: 'Shipped' },
        })
        if (o.status === 'Confirmed') {
          expect(res.statusCode, res.body).toBe(200)
          o.status = 'Shipped'
        } else {
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
          expect(res.statusCode, res.body).toBeLessThan(500)
        }
        await tickAndCheck(bed, m)
      }),
    /** The owner marks a Shipped order delivered; money never moves it after that either. */
    deliver: (i: number) =>
      new Step(
        `owner delivers shipped #${i}`,
        async (m) => {
          const bed = bedOf()
          const o = pick(
            m.orders.filter((x) => x.status === 'Shipped'),
            i,
          )
          const res = await bed.t.app.inject({
            method: 'PUT',
            url: `/api/v1/order/update-order-status/${o.uniqueId}`,
            headers: await authHeaders(bed.t, bed.admin),
            payload: { status: 'Delivered' },
          })
          expect(res.statusCode, res.body).toBe(200)
          o.status = 'Delivered'
          await tickAndCheck(bed, m)
        },
        (m) => m.orders.some((x) => x.status === 'Shipped'),
      ),
    /**
     * The owner honours confirmed money that covers a Cancelled or Timeout order the buyer did not cancel: the
     * order re-opens as Processing, and the watcher confirms it as any other.
     */
    honour: (i: number) =>
      new Step(
        `owner honours closed #${i}`,
        async (m) => {
          const bed = bedOf()
          const o = pick(honourable(m), i)
          const res = await bed.t.app.inject({
            method: 'PUT',
            url: `/api/v1/owner/settle-payment/${o.uniqueId}`,
            headers: await authHeaders(bed.t, bed.admin),
            payload: { action: 'honoured', note: 'late payment honoured' },
          })
          expect(res.statusCode, res.body).toBe(200)
          o.status = 'Processing'
          o.heldUntil = null
          o.holdsStock = true
          await tickAndCheck(bed, m)
        },
        (m) => honourable(m).length > 0,
      ),
    refunds: () => new Step('refunds round', (m) => refundsRound(bedOf(), m), always),
  }
}
