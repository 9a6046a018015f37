import { eq } from 'drizzle-orm'
import type { AsyncCommand } from 'fast-check'
import type { Db } from '../../../db/client.js'
import { one } from '../../../db/rows.js'
import { orderPayments } from '../../../db/schema/index.js'
import type { createUser, TestProduct } from '../../../test/factories.js'
import type { TestApp } from '../../../test/harness.js'
import type { SimulatedChain } from '../chain/simulated.js'
import { createPaymentWatcher } from './watcher.js'
import { checkInvariants } from './watcher.model-invariants.fixtures.js'
import { mineModel, settle, type Model, type ModelOrder } from './watcher.model-oracle.fixtures.js'

// What every step of the model-based simulation (watcher.model.test.ts) shares: the app it drives, a step's
// shape for fast-check, and the tick after each step that moves the model on and checks the database.

/** The app, its simulated chain and the people the steps act as; made by the test file's beforeAll. */
export interface ModelBed {
  t: TestApp
  chain: SimulatedChain
  product: TestProduct
  /** The shop's owner, who approves, ships, honours and pays refunds. */
  admin: Awaited<ReturnType<typeof createUser>>
  /** A passport scan a buyer uploads for an identity check. */
  passportPng: Buffer
}

/**
 * The bed as the steps reach it: steps are made when the test file loads (its fixed scenarios list them)
 * and run after its beforeAll made the bed.
 */
export type BedOf = () => ModelBed

type Real = Record<string, never>

/** One action of the simulation: runs when `pre` allows it on the model. */
export class Step implements AsyncCommand<Model, Real> {
  constructor(
    readonly name: string,
    readonly body: (m: Model) => Promise<void>,
    readonly pre: (m: Model) => boolean = (m) => m.orders.length > 0,
  ) {}
  check(m: Readonly<Model>): boolean {
    return this.pre(m as Model)
  }
  async run(m: Model): Promise<void> {
    await this.body(m)
  }
  toString(): string {
    return this.name
  }
}

/** A fresh model over the shared database (earlier runs' orders stay, and the invariants cover them). */
export async function freshModelRun(bed: ModelBed): Promise<{ model: Model; real: Real }> {
  return { model: { tip: await bed.chain.tipHeight(), orders: [] } as Model, real: {} as Real }
}

export const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T
export const always = () => true
const silent = { info() {}, warn() {}, error() {} }

/** The app's watcher ticks (or `tick` runs instead), then the identity sweep; the model follows; all is checked. */
export async function tickAndCheck(
  bed: ModelBed,
  m: Model,
  tick: () => Promise<unknown> = () => bed.t.app.payments.watcher.tick(),
) {
  const { t } = bed
  await tick()
  await t.app.identity.sweep()
  const now = t.clock.now().getTime()
  for (const o of m.orders) settle(o, now)
  await checkInvariants(t.testDb.database.db, m)
}

/** Another watcher as the app makes one (a restarted process), on `database` (the app's by default). */
export function newWatcher(bed: ModelBed, database: Db = bed.t.testDb.database.db) {
  const { t } = bed
  return createPaymentWatcher({
    db: database,
    clock: t.clock,
    chain: bed.chain,
    confirmationsRequired: t.config.BTC_CONFIRMATIONS,
    monitorDays: t.config.MONITOR_DAYS,
    minPartPaymentPercent: t.config.MIN_PART_PAYMENT_PERCENT,
    paymentTolerancePercent: t.config.PAYMENT_TOLERANCE_PERCENT,
    log: silent,
  })
}

/** The address and amount the order's payment row took (at placement, or at the owner's approval). */
export async function readPayment(bed: ModelBed, o: ModelOrder): Promise<void> {
  const payment = one(
    await bed.t.testDb.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.orderId)),
    'order payment',
  )
  o.address = payment.address
  o.expected = payment.amountExpectedSats
}

/** Pays the order's address on the simulated chain, and the model takes the payment (and its blocks). */
export async function pay(
  bed: ModelBed,
  m: Model,
  o: ModelOrder,
  sats: bigint,
  confirmations: number,
): Promise<void> {
  const txid = await bed.chain.pay(o.address, sats, confirmations)
  o.payments.push({ txid, sats, height: null, dropped: false })
  if (confirmations > 0) mineModel(m, confirmations)
}
