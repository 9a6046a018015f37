import { CreateOrderResponseSchema, HOUR_MS, MINUTE_MS } from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect } from 'vitest'
import { one, rowsOf } from '../../../db/rows.js'
import { orders } from '../../../db/schema/index.js'
import { authHeaders, createUser, INLINE_ADDRESS } from '../../../test/factories.js'
import { multipart } from '../../../test/identity-fixtures.js'
import {
  always,
  newWatcher,
  pay,
  pick,
  readPayment,
  Step,
  tickAndCheck,
  type BedOf,
  type ModelBed,
} from './watcher.model-bed.fixtures.js'
import {
  addressed,
  counted,
  hasAddressed,
  mineModel,
  tolerance,
  unconfirmed,
  type Model,
  type ModelOrder,
} from './watcher.model-oracle.fixtures.js'
import { ownerSteps } from './watcher.model-owner-steps.fixtures.js'

// The commands of the model-based simulation (watcher.model.test.ts): every step a buyer, the chain, the
// clock or the watcher's process can take, and the weighted fast-check arbitraries that pick them. The
// owner's steps are in watcher.model-owner-steps.fixtures.ts.

// shortByFee: an exchange took its fee from the amount (within the tolerance); shortBeyond: 1 sat more short.
// `short` pays one satoshi less than due; `rest` and `restShort` pay what is outstanding, or one satoshi less, on
// top of what was counted before: a rule that lets any shortfall count disagrees with the model's arithmetic.
const PAY_KINDS = [
  'exact',
  'part',
  'over',
  'tiny',
  'shortByFee',
  'shortBeyond',
  'short',
  'rest',
  'restShort',
] as const
type PayKind = (typeof PAY_KINDS)[number]
const outstanding = (o: ModelOrder): bigint => (counted(o) >= o.expected ? 0n : o.expected - counted(o))
/** At least one satoshi: the simulated chain takes no empty payment. */
const atLeastOne = (sats: bigint): bigint => (sats > 0n ? sats : 1n)
const amountOf = (o: ModelOrder, kind: PayKind): bigint => {
  switch (kind) {
    case 'exact':
      return o.expected
    case 'part':
      return (o.expected * 4n) / 10n
    case 'over':
      return o.expected + o.expected / 10n
    case 'shortByFee':
      return o.expected - tolerance(o)
    case 'shortBeyond':
      return o.expected - tolerance(o) - 1n
    case 'tiny':
      return 1n
    case 'short':
      return o.expected - 1n
    case 'rest':
      return atLeastOne(outstanding(o))
    case 'restShort':
      return atLeastOne(outstanding(o) - 1n)
  }
}

/** One phone (120.00 AED) is placed Pending; ten (1,110.00 AED) wait for the identity check. */
async function placeOrder(bed: ModelBed, m: Model, large = false): Promise<void> {
  const { t, product } = bed
  const db = t.testDb.database.db
  const user = await createUser(db)
  const headers = await authHeaders(t, user)
  const quantity = large ? 10 : 1
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers,
    payload: {
      userId: user.id,
      totalPrice: large ? 1110 : 120,
      status: 'Pending',
      ...INLINE_ADDRESS,
      items: [{ productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity }],
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  const placed = CreateOrderResponseSchema.parse(res.json()).data
  expect(placed.status).toBe(large ? 'Awaiting verification' : 'Pending')
  const row = one(
    await db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.orderUniqueId, placed.orderPayment.orderUniqueId)),
    'order',
  )
  const o: ModelOrder = {
    uniqueId: placed.orderPayment.orderUniqueId,
    orderId: row.id,
    address: '',
    user,
    expected: 0n,
    createdAt: row.createdAt.getTime(),
    status: large ? 'Awaiting verification' : 'Pending',
    insufficientAt: null,
    heldUntil: null,
    failedAt: null,
    lastCounted: 0n,
    cancelledByBuyer: false,
    refunded: false,
    quantity,
    holdsStock: true,
    documents: false,
    pendingWindowMs: HOUR_MS,
    payments: [],
  }
  if (!large) await readPayment(bed, o)
  m.orders.push(o)
}

/** A buyer's steps: placing, paying (in every way a wallet or an exchange pays), sending a document, cancelling. */
function buyerSteps(bedOf: BedOf) {
  return {
    place: () =>
      new Step(
        'place order',
        async (m) => {
          await placeOrder(bedOf(), m)
          await tickAndCheck(bedOf(), m)
        },
        always,
      ),
    pay: (i: number, kind: PayKind, conf: number) =>
      new Step(
        `pay ${kind} #${i} conf ${conf}`,
        async (m) => {
          const o = pick(addressed(m), i)
          await pay(bedOf(), m, o, amountOf(o, kind), conf)
          await tickAndCheck(bedOf(), m)
        },
        hasAddressed,
      ),
    paySplit: (i: number, conf: number) =>
      new Step(
        `pay split in two #${i} conf ${conf}`,
        async (m) => {
          const o = pick(addressed(m), i)
          const first = (o.expected * 6n) / 10n
          await pay(bedOf(), m, o, first, 0)
          await pay(bedOf(), m, o, o.expected - first, conf)
          await tickAndCheck(bedOf(), m)
        },
        hasAddressed,
      ),
    payLate: (i: number) =>
      new Step(
        `pay late #${i}`,
        async (m) => {
          const o = pick(addressed(m), i)
          bedOf().t.clock.advance(2 * HOUR_MS + MINUTE_MS)
          await tickAndCheck(bedOf(), m)
          await pay(bedOf(), m, o, o.expected, 0)
          await tickAndCheck(bedOf(), m)
        },
        hasAddressed,
      ),
    placeLarge: () =>
      new Step(
        'place a large order (identity check)',
        async (m) => {
          await placeOrder(bedOf(), m, true)
          await tickAndCheck(bedOf(), m)
        },
        always,
      ),
    /** The buyer sends a passport for a held order; any other order refuses it. */
    sendDocument: (i: number) =>
      new Step(`buyer sends a passport for #${i}`, async (m) => {
        const { t, passportPng } = bedOf()
        const o = pick(m.orders, i)
        const body = multipart({ kind: 'passport' }, [
          { field: 'front', filename: 'passport.png', contentType: 'image/png', bytes: passportPng },
        ])
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/order/upload-identity/${o.uniqueId}`,
          headers: { ...(await authHeaders(t, o.user)), 'content-type': body['content-type'] },
          payload: body.payload,
        })
        const held = o.status === 'Awaiting verification'
        expect(res.statusCode, res.body).toBe(held ? 201 : 409)
        if (held) o.documents = true
        await tickAndCheck(bedOf(), m)
      }),
    cancel: (i: number) =>
      new Step(`buyer cancels #${i}`, async (m) => {
        const { t } = bedOf()
        const o = pick(m.orders, i)
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/order/cancel-order-by-user/${o.uniqueId}`,
          // Signed in afresh: the clock may have run past the session made when the order was placed.
          headers: await authHeaders(t, o.user),
        })
        // Part paid, the buyer may stop there too (what arrived is refunded).
        const allowed = o.status === 'Pending' || o.status === 'Insufficient' || o.status === 'Processing'
        expect(res.statusCode, res.body).toBe(allowed ? 200 : 409)
        if (allowed) {
          o.status = 'Cancelled'
          o.cancelledByBuyer = true
        }
        await tickAndCheck(bedOf(), m)
      }),
  }
}

/** The chain's and the clock's steps: drops and fee bumps, blocks, reorganisations, time passing. */
function chainSteps(bedOf: BedOf) {
  return {
    /** Drops an unconfirmed payment; `replace` pays the same again at once, as a fee bump (RBF) does. */
    drop: (i: number, replace: boolean) =>
      new Step(
        `${replace ? 'replace (fee bump)' : 'drop'} unconfirmed #${i}`,
        async (m) => {
          const { o, p } = pick(unconfirmed(m), i)
          await bedOf().chain.dropTransaction(p.txid)
          p.dropped = true
          if (replace) await pay(bedOf(), m, o, p.sats, 0)
          await tickAndCheck(bedOf(), m)
        },
        (m) => unconfirmed(m).length > 0,
      ),
    mine: () =>
      new Step(
        'mine 1',
        async (m) => {
          await bedOf().chain.mine(1)
          mineModel(m, 1)
          await tickAndCheck(bedOf(), m)
        },
        always,
      ),
    /** Orphans `blocks` blocks; with `dropIndex`, one of the model's payments in them leaves the chain. */
    reorg: (blocks: number, dropIndex?: number) =>
      new Step(
        `reorg ${blocks}${dropIndex === undefined ? '' : ` dropping #${dropIndex}`}`,
        async (m) => {
          const fork = m.tip - blocks
          const orphaned = m.orders.flatMap((o) =>
            o.payments.filter((p) => !p.dropped && p.height !== null && p.height > fork),
          )
          const drop = dropIndex === undefined || orphaned.length === 0 ? [] : [pick(orphaned, dropIndex)]
          await bedOf().chain.reorg(
            blocks,
            drop.map((p) => p.txid),
          )
          for (const p of orphaned) p.height = null
          for (const p of drop) p.dropped = true
          m.tip = fork
          await tickAndCheck(bedOf(), m)
        },
        (m) => m.tip >= blocks,
      ),
    advance: (minutes: number) =>
      new Step(
        `advance ${minutes} min`,
        async (m) => {
          bedOf().t.clock.advance(minutes * MINUTE_MS)
          await tickAndCheck(bedOf(), m)
        },
        always,
      ),
  }
}

/** What a watcher cycle writes: payment rows, statuses, moves and remembered tips. */
async function snapshotOfCounting(bed: ModelBed) {
  return rowsOf(
    await bed.t.testDb.database.db.execute(sql`select
      (select count(*)::int from payment_transactions) as payments,
      (select string_agg(txid || ':' || state, ',' order by txid, vout) from payment_transactions) as states,
      (select string_agg(id || ':' || status, ',' order by id) from orders) as statuses,
      (select count(*)::int from order_events) as moves,
      (select string_agg(height || ':' || hash, ',' order by height) from chain_tips) as tips`),
  )
}

class CrashBeforeCommit extends Error {}

/** A watcher whose process "dies" after a cycle's writes and before their commit: the transaction rolls back. */
function crashingWatcher(bed: ModelBed) {
  const real = bed.t.testDb.database.db
  const crashing = new Proxy(real, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        return (fn: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await fn(tx)
            throw new CrashBeforeCommit('killed before commit')
          })
      }
      return Reflect.get(target, prop, receiver) as unknown
    },
  })
  return newWatcher(bed, crashing)
}

/** The watcher process's steps: dying mid-cycle, restarting, two instances ticking at once. */
function watcherSteps(bedOf: BedOf) {
  return {
    /**
     * A payment arrives and the watcher process dies in the middle of the cycle that counts it, after its
     * writes and before they commit (as kill -9 would): nothing of that cycle stays. A new watcher then ticks.
     */
    crash: (i: number, kind: PayKind, conf: number) =>
      new Step(
        `pay ${kind} #${i} conf ${conf}, the watcher dies mid-cycle, a new one ticks`,
        async (m) => {
          const bed = bedOf()
          const o = pick(addressed(m), i)
          await pay(bed, m, o, amountOf(o, kind), conf)
          const before = await snapshotOfCounting(bed)
          const crashed = await crashingWatcher(bed)
            .tick()
            .then(
              () => null,
              (error: unknown) => error,
            )
          if (crashed !== null) expect(crashed).toBeInstanceOf(CrashBeforeCommit)
          expect(await snapshotOfCounting(bed), 'a crashed cycle left something behind').toEqual(before)
          await tickAndCheck(bed, m, () => newWatcher(bed).tick())
        },
        hasAddressed,
      ),
    /** A new watcher instance (a restarted process) ticks twice: the second tick must change nothing. */
    restart: () =>
      new Step(
        'watcher restarts and ticks twice',
        async (m) => {
          const restarted = newWatcher(bedOf())
          await tickAndCheck(bedOf(), m, () => restarted.tick())
          await tickAndCheck(bedOf(), m, () => restarted.tick())
        },
        always,
      ),
    twoWatchers: () =>
      new Step(
        'two watchers tick at once',
        async (m) => {
          const bed = bedOf()
          const other = newWatcher(bed)
          await tickAndCheck(bed, m, () => Promise.all([bed.t.app.payments.watcher.tick(), other.tick()]))
        },
        always,
      ),
  }
}

/** Every step of the simulation by name, each a function of its arguments making a Step. */
export function modelSteps(bedOf: BedOf) {
  return { ...buyerSteps(bedOf), ...chainSteps(bedOf), ...ownerSteps(bedOf), ...watcherSteps(bedOf) }
}

export type ModelSteps = ReturnType<typeof modelSteps>

/** The arbitraries fast-check draws each random run's steps from (`fc.commands` of them). */
export function modelCommands(steps: ModelSteps) {
  const confirmationsArb = fc.constantFrom(0, 0, 1)
  const placeCommand = fc.constant(null).map(steps.place)
  const payCommand = fc
    .tuple(fc.nat(), fc.constantFrom(...PAY_KINDS), confirmationsArb)
    .map(([i, kind, conf]) => steps.pay(i, kind, conf))
  const mineCommand = fc.constant(null).map(steps.mine)

  // Listed more than once: placing, paying and mining are weighted up so that orders live long enough to meet
  // drops, reorganisations and windows.
  return [
    placeCommand,
    placeCommand,
    payCommand,
    payCommand,
    payCommand,
    mineCommand,
    mineCommand,
    fc.tuple(fc.nat(), confirmationsArb).map(([i, conf]) => steps.paySplit(i, conf)),
    fc.nat().map(steps.payLate),
    fc.tuple(fc.nat(), fc.boolean()).map(([i, replace]) => steps.drop(i, replace)),
    fc
      .tuple(fc.integer({ min: 1, max: 3 }), fc.option(fc.nat(), { nil: undefined }))
      .map(([blocks, dropIndex]) => steps.reorg(blocks, dropIndex)),
    fc.constantFrom(5, 30, 60, 61, 121, 180).map(steps.advance),
    fc.nat().map(steps.cancel),
    fc.nat().map(steps.ship),
    fc.nat().map(steps.deliver),
    fc.nat().map(steps.honour),
    fc
      .tuple(fc.nat(), fc.constantFrom(...PAY_KINDS), confirmationsArb)
      .map(([i, kind, conf]) => steps.crash(i, kind, conf)),
    fc.constant(null).map(steps.restart),
    fc.constant(null).map(steps.twoWatchers),
    fc.constant(null).map(steps.placeLarge),
    fc.nat().map(steps.sendDocument),
    fc.nat().map(steps.approve),
    fc.constant(null).map(steps.refunds),
  ]
}
