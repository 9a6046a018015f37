import { outstandingSats, type PaymentAlertKind } from '@shop/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orderEvents, orderPayments, orders, paymentTransactions, users } from '../../db/schema/index.js'
import {
  orderConfirmedMail,
  orderHonouredMail,
  orderPlacedMail,
  orderShippedMail,
  partPaymentMail,
  paymentAlertMail,
  paymentFailedMail,
  paymentPageUrl,
  paymentReceivedMail,
} from '../../lib/mail-templates.js'
import { type MailLog, type Mailer, sendSafely } from '../../lib/mailer.js'
import { loadOrderFigures } from './order-figures.js'

export interface OrderMailDeps {
  db: Db
  mailer: Mailer
  /** Base of the payment-page link (PUBLIC_URL). */
  publicUrl: string
  log: MailLog
  /** Where owner alerts go (SHOP_EMAIL); without it they are only logged. */
  shopEmail?: string
}

/**
 * The buyer's mail about an order (issue 4): placed (with the payment link), part payment (with the rest due),
 * payment received, confirmed,
 * and a payment that left the chain (DESIGN §5). Mail never blocks or undoes the order: failures are logged.
 */
export function createOrderMail(deps: OrderMailDeps) {
  async function load(orderId: number) {
    const [row] = await deps.db
      .select({
        orderUniqueId: orders.orderUniqueId,
        totalFils: orders.totalFils,
        expiresAt: orders.expiresAt,
        email: users.email,
        firstName: users.firstName,
        address: orderPayments.address,
        expectedSats: orderPayments.amountExpectedSats,
        countedSats: sql<string>`coalesce((select sum(${paymentTransactions.amountSats}) from ${paymentTransactions}
          where ${paymentTransactions.orderPaymentId} = ${orderPayments.id} and ${inArray(paymentTransactions.state, ['mempool', 'confirmed'])}), 0)::text`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(orderPayments, and(eq(orderPayments.orderId, orders.id)))
      .where(eq(orders.id, orderId))
    if (!row) return undefined
    const figures = (await loadOrderFigures(deps.db, [orderId])).get(orderId)
    return { ...row, ...(figures ? { figures } : {}) }
  }

  const base = (row: NonNullable<Awaited<ReturnType<typeof load>>>) => ({
    to: row.email,
    firstName: row.firstName,
    orderUniqueId: row.orderUniqueId,
    totalFils: row.totalFils,
    ...(row.figures ? { figures: row.figures } : {}),
  })

  async function orderPlaced(orderId: number): Promise<void> {
    const row = await load(orderId)
    if (!row) return
    await sendSafely(
      deps.mailer,
      orderPlacedMail({
        ...base(row),
        paymentUrl: paymentPageUrl(deps.publicUrl, row.orderUniqueId),
        ...(row.expectedSats !== null ? { amountSats: row.expectedSats } : {}),
        ...(row.address ? { address: row.address } : {}),
        ...(row.expiresAt ? { expiresAt: row.expiresAt } : {}),
      }),
      deps.log,
    )
  }

  /**
   * DESIGN §13: a chain reorganisation can take an order Confirmed -> Processing -> Confirmed. The buyer was
   * told of the payment and of its confirmation once; telling it again would read as a second payment. (Money
   * that went and was paid again, through Failed, is news and is mailed as usual.)
   */
  async function repeatsAfterReorganisation(orderId: number, to: string): Promise<boolean> {
    if (to !== 'Processing' && to !== 'Confirmed') return false
    const [row] = await deps.db
      .select({
        reasons: sql<string[]>`(array_agg(${orderEvents.reason} order by ${orderEvents.id} desc))[1:2]`,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
    const [last, beforeLast] = row?.reasons ?? []
    return to === 'Processing' ? last === 'reorganised' : beforeLast === 'reorganised'
  }

  async function statusChanged(orderId: number, to: string): Promise<void> {
    if (!['Insufficient', 'Processing', 'Confirmed', 'Failed'].includes(to)) return
    if (await repeatsAfterReorganisation(orderId, to)) return
    const row = await load(orderId)
    if (!row) return
    const counted = BigInt(row.countedSats)
    const message =
      to === 'Insufficient'
        ? partPaymentMail({
            ...base(row),
            receivedSats: counted,
            outstandingSats: outstandingSats(row.expectedSats ?? 0n, counted),
            paymentUrl: paymentPageUrl(deps.publicUrl, row.orderUniqueId),
            ...(row.expiresAt ? { expiresAt: row.expiresAt } : {}),
          })
        : to === 'Processing'
          ? paymentReceivedMail({ ...base(row), receivedSats: counted })
          : to === 'Confirmed'
            ? orderConfirmedMail(base(row))
            : paymentFailedMail({
                ...base(row),
                paymentUrl: paymentPageUrl(deps.publicUrl, row.orderUniqueId),
                outstandingSats: outstandingSats(row.expectedSats ?? 0n, counted),
              })
    await sendSafely(deps.mailer, message, deps.log)
  }

  async function orderShipped(orderId: number, note: string | undefined): Promise<void> {
    const row = await load(orderId)
    if (!row) return
    await sendSafely(
      deps.mailer,
      orderShippedMail({ ...base(row), ...(note ? { trackingNote: note } : {}) }),
      deps.log,
    )
  }

  async function paymentAlert(orderId: number, status: string, kind: PaymentAlertKind): Promise<void> {
    if (!deps.shopEmail) return
    const row = await load(orderId)
    if (!row) return
    await sendSafely(
      deps.mailer,
      paymentAlertMail({
        to: deps.shopEmail,
        orderUniqueId: row.orderUniqueId,
        status,
        kind,
        expectedSats: row.expectedSats ?? 0n,
        countedSats: BigInt(row.countedSats),
      }),
      deps.log,
    )
  }

  async function orderHonoured(orderId: number): Promise<void> {
    const row = await load(orderId)
    if (!row) return
    await sendSafely(deps.mailer, orderHonouredMail(base(row)), deps.log)
  }

  // Mails in flight, so that closing the app (and a test) can wait for them instead of dropping or racing them.
  const inFlight = new Set<Promise<void>>()
  function track(send: Promise<void>): void {
    const tracked = send
      .catch((error: unknown) => deps.log.error({ err: error }, 'order mail failed'))
      .finally(() => inFlight.delete(tracked))
    inFlight.add(tracked)
  }

  return {
    orderShipped(orderId: number, note: string | undefined): void {
      track(orderShipped(orderId, note))
    },
    /** Fire and forget: called after the order committed. */
    orderPlaced(orderId: number): void {
      track(orderPlaced(orderId))
    },
    /** Called after the owner's settlement committed. */
    orderHonoured(orderId: number): void {
      track(orderHonoured(orderId))
    },
    statusChanged(orderId: number, to: string): void {
      track(statusChanged(orderId, to))
    },
    /** The owner's mail about a shipped order's money (the watcher's `alert` event). */
    paymentAlert(orderId: number, status: string, kind: PaymentAlertKind): void {
      track(paymentAlert(orderId, status, kind))
    },
    /** Resolves once every mail started so far has been handed over (or its failure logged). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight)
    },
  }
}
