import { setImmediate as setImmediatePromise } from 'node:timers/promises'
import {
  buyerOrderPagePath,
  outstandingSats,
  type OrderStatus,
  type PaymentAlertKind,
  UNCONFIRMED_HOLD_MINUTES_DEFAULT,
} from '@shop/contract'
import { DEFAULT_LANGUAGE, isLanguage } from '@shop/contract/i18n'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { DbOrTx } from '../../db/client.js'
import { countedSatsOfPayment } from '../../db/counted-money.js'
import { orderPayments, orders, users } from '../../db/schema/index.js'
import type { OrderMailFigures } from '../../lib/mail-figures.js'
import type { MailJob } from '../mail-queue/mail-queue.js'
import type { MailAttachmentRef } from '../tax-documents/tax-document-attachments.js'
import { ownerMailLanguage } from '../users/owner-language.js'
import {
  orderCancelledMail,
  orderConfirmedMail,
  orderDeliveredMail,
  orderHoldEndedMail,
  orderHonouredMail,
  orderPlacedMail,
  orderShippedMail,
  orderTimedOutMail,
  partPaymentMail,
  paymentFailedMail,
  paymentPageUrl,
  paymentReceivedMail,
} from './buyer-order-mails.js'
import {
  identityApprovedMail,
  identityNeededMail,
  identityRejectedMail,
  identityWindowEndedMail,
} from './identity-mails.js'
import { paymentAlertMail } from './payment-alert-mail.js'
import {
  refundClaimMail,
  refundPaidMail,
  refundRecordedMail,
  returnMail,
  type ReturnMailStep,
} from './refund-mails.js'
import { loadOrderFigures } from './order-figures.js'

// The mails about an order, rendered as queue jobs inside the transaction of the change that causes them
// (features/orders/order-moves.repo.ts for status moves; the owner's settlements; the watcher's alerts).
// Rendering there means each mail says what was true when the change committed. create-order's mail is the
// one exception (decision 132): its job is written by the placement statement itself and rendered by the mail
// worker, from what the job stores and the order's own lines and totals, which never change after placement.

export interface OrderMailSettings {
  /** Base of the payment-page link (PUBLIC_URL). */
  publicUrl: string
  /** Where owner alerts go (SHOP_EMAIL). */
  shopEmail: string
  /** UNCONFIRMED_HOLD_MINUTES, told in the mail of an order whose unconfirmed payment's hold ended. */
  unconfirmedHoldMinutes?: number
}

/** For services built without settings (unit tests): links and owner mail go to the development defaults. */
export const DEFAULT_ORDER_MAIL_SETTINGS: OrderMailSettings = {
  publicUrl: 'http://localhost:3001',
  shopEmail: 'shop@aurumandbyte.local',
}

/** A move the buyer may be told about, as applied (see order-moves.repo.ts). */
export interface MovedOrder {
  orderId: number
  from: OrderStatus | null
  to: OrderStatus
  actor: 'system' | 'buyer' | 'admin'
  /** The reason of the move's last step (order-status.ts), e.g. reorganised or honoured. */
  reason: string
  /** The owner's note (tracking note, cancellation reason). */
  note?: string | undefined
  /** The reason of the order's last event before this move: a reorganisation's Processing. */
  previousReason?: string | null | undefined
  /** The tax invoice the move issued: the confirmation mail carries its PDF (docs/architecture.md#tax-invoices). */
  attachments?: MailAttachmentRef[] | undefined
}

interface OrderMailRow {
  orderId: number
  orderUniqueId: string
  totalFils: number
  expiresAt: Date | null
  refundDueSats: bigint | null
  email: string
  firstName: string
  /** The buyer's language: their mail is written in it. */
  language: string
  address: string | null
  expectedSats: bigint | null
  countedSats: string
  /** The lines and the stored parts of the total, printed in every order mail. */
  figures?: OrderMailFigures | undefined
}

/** What each order's mail needs, for any number of orders in one query (one array parameter). */
async function loadOrders(tx: DbOrTx, orderIds: readonly number[]): Promise<Map<number, OrderMailRow>> {
  if (orderIds.length === 0) return new Map()
  const rows = await tx
    .select({
      orderId: orders.id,
      orderUniqueId: orders.orderUniqueId,
      totalFils: orders.totalFils,
      expiresAt: orders.expiresAt,
      refundDueSats: orders.refundDueSats,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      address: orderPayments.address,
      expectedSats: orderPayments.amountExpectedSats,
      countedSats: sql<string>`coalesce(${countedSatsOfPayment(orderPayments.id)}, 0)::text`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(sql`${orders.id} = any(${sql.param([...new Set(orderIds)])}::int[])`)
  const figures = await loadOrderFigures(tx, orderIds)
  return new Map(rows.map((row) => [row.orderId, { ...row, figures: figures.get(row.orderId) }]))
}

const base = (row: OrderMailRow) => ({
  to: row.email,
  firstName: row.firstName,
  orderUniqueId: row.orderUniqueId,
  totalFils: row.totalFils,
  language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  ...(row.figures ? { figures: row.figures } : {}),
})

/**
 * The buyer's mail for each move a buyer must know about, or none. A chain reorganisation can take an order
 * Confirmed -> Processing -> Confirmed: the buyer was told of the payment and its confirmation once, and
 * telling them again would read as a second payment (money that went and came back through Failed is news).
 */
export function mailForMove(
  move: MovedOrder,
  row: OrderMailRow,
  settings: Pick<OrderMailSettings, 'publicUrl' | 'unconfirmedHoldMinutes'>,
): MailJob | null {
  const counted = BigInt(row.countedSats)
  const payUrl = paymentPageUrl(settings.publicUrl, row.orderUniqueId)
  const due = outstandingSats(row.expectedSats ?? 0n, counted)
  const expires = row.expiresAt ? { expiresAt: row.expiresAt } : {}
  const job = (kind: string, message: MailJob['message']): MailJob => ({ kind: `order.${kind}`, message })
  switch (move.to) {
    case 'Awaiting verification':
      // The payment page shows the upload step while the order waits (expires_at: the review deadline).
      return job(
        'awaitingVerification',
        identityNeededMail({
          ...base(row),
          verificationUrl: payUrl,
          ...(row.expiresAt ? { reviewDeadline: row.expiresAt } : {}),
        }),
      )
    case 'Pending':
      if (move.from === 'Awaiting verification') {
        return job(
          'identityApproved',
          identityApprovedMail({
            ...base(row),
            paymentUrl: payUrl,
            ...(row.expectedSats !== null ? { amountSats: row.expectedSats } : {}),
            ...(row.address ? { address: row.address } : {}),
            ...expires,
          }),
        )
      }
      return job(
        'placed',
        orderPlacedMail({
          ...base(row),
          paymentUrl: payUrl,
          ...(row.expectedSats !== null ? { amountSats: row.expectedSats } : {}),
          ...(row.address ? { address: row.address } : {}),
          ...expires,
        }),
      )
    case 'Insufficient':
      return job(
        'partPaid',
        partPaymentMail({
          ...base(row),
          receivedSats: counted,
          outstandingSats: due,
          paymentUrl: payUrl,
          ...expires,
        }),
      )
    case 'Processing':
      if (move.reason === 'honoured') return job('honoured', orderHonouredMail(base(row)))
      if (move.reason === 'reorganised') return null
      return job('paid', paymentReceivedMail({ ...base(row), receivedSats: counted }))
    case 'Confirmed':
      if (move.previousReason === 'reorganised') return null
      return job('confirmed', {
        ...orderConfirmedMail(base(row)),
        ...(move.attachments && move.attachments.length > 0 ? { attachments: move.attachments } : {}),
      })
    case 'Shipped':
      return job(
        'shipped',
        orderShippedMail({ ...base(row), ...(move.note ? { trackingNote: move.note } : {}) }),
      )
    case 'Delivered':
      return job('delivered', orderDeliveredMail({ ...base(row), ...(move.note ? { note: move.note } : {}) }))
    case 'Cancelled':
      if (move.reason === 'identityRejected') {
        return job(
          'identityRejected',
          identityRejectedMail({ ...base(row), ...(move.note ? { reason: move.note } : {}) }),
        )
      }
      return job(
        'cancelled',
        orderCancelledMail({
          ...base(row),
          by: move.actor === 'buyer' ? 'buyer' : move.actor === 'admin' ? 'shop' : 'window',
          refundSats: row.refundDueSats ?? counted,
          // Paid in full and cancelled by the buyer: the price was binding, so not every satoshi comes back.
          binding: move.actor === 'buyer' && move.from === 'Processing',
          ...(move.actor === 'admin' && move.note ? { reason: move.note } : {}),
        }),
      )
    case 'Timeout':
      if (move.reason === 'verificationWindowExpired') {
        return job('identityWindowEnded', identityWindowEndedMail(base(row)))
      }
      if (move.reason === 'unconfirmedHoldExpired') {
        return job(
          'holdEnded',
          orderHoldEndedMail({
            ...base(row),
            receivedSats: counted,
            holdMinutes: settings.unconfirmedHoldMinutes ?? UNCONFIRMED_HOLD_MINUTES_DEFAULT,
          }),
        )
      }
      return job('timedOut', orderTimedOutMail({ ...base(row), receivedSats: counted }))
    case 'Failed':
      return job('failed', paymentFailedMail({ ...base(row), paymentUrl: payUrl, outstandingSats: due }))
  }
}

/** The buyer's mails for `moves` (already applied in `tx`), in one read whatever their number. */
export async function orderMoveMails(
  tx: DbOrTx,
  moves: readonly MovedOrder[],
  settings: OrderMailSettings,
): Promise<MailJob[]> {
  const rows = await loadOrders(
    tx,
    moves.map((move) => move.orderId),
  )
  const mails: MailJob[] = []
  for (const [index, move] of moves.entries()) {
    // A mail takes a millisecond or two to render: a burst's 250 in one go held the event loop for 400 ms,
    // /healthz included (docs/decisions/173). Other work gets its turn between slices.
    if (index > 0 && index % MAILS_PER_SLICE === 0) await setImmediatePromise()
    const row = rows.get(move.orderId)
    const mail = row ? mailForMove(move, row, settings) : null
    if (mail) mails.push(mail)
  }
  return mails
}

/** Mails rendered between two turns of the event loop in orderMoveMails. */
const MAILS_PER_SLICE = 16

/** The owner's mails about shipped orders' money (the watcher's alerts), to SHOP_EMAIL. */
export async function paymentAlertMails(
  tx: DbOrTx,
  alerts: readonly { orderId: number; status: string; kind: PaymentAlertKind }[],
  settings: OrderMailSettings,
): Promise<MailJob[]> {
  const rows = await loadOrders(
    tx,
    alerts.map((alert) => alert.orderId),
  )
  const language = alerts.length > 0 ? await ownerMailLanguage(tx, settings.shopEmail) : DEFAULT_LANGUAGE
  return alerts.flatMap((alert) => {
    const row = rows.get(alert.orderId)
    if (!row) return []
    return [
      {
        kind: 'owner.paymentAlert',
        message: paymentAlertMail({
          to: settings.shopEmail,
          orderUniqueId: row.orderUniqueId,
          status: alert.status,
          kind: alert.kind,
          expectedSats: row.expectedSats ?? 0n,
          countedSats: BigInt(row.countedSats),
          language,
        }),
      },
    ]
  })
}

/** The buyer's mail when the owner records a refund of `refundedSats` on the order. */
export async function refundRecordedMails(
  tx: DbOrTx,
  refund: { orderId: number; refundedSats: bigint; note?: string },
): Promise<MailJob[]> {
  const row = (await loadOrders(tx, [refund.orderId])).get(refund.orderId)
  if (!row) return []
  return [
    {
      kind: 'order.refunded',
      message: refundRecordedMail({
        ...base(row),
        refundedSats: refund.refundedSats,
        ...(refund.note ? { note: refund.note } : {}),
      }),
    },
  ]
}

/** The buyer's mail that a refund is owed, with the link to claim it (docs/architecture.md#refunds-and-payouts). */
export async function refundClaimMails(
  tx: DbOrTx,
  refund: { orderId: number; amountSats: bigint; claimUrl: string },
): Promise<MailJob[]> {
  const row = (await loadOrders(tx, [refund.orderId])).get(refund.orderId)
  if (!row) return []
  const { figures: _figures, ...buyer } = base(row)
  return [
    {
      kind: 'refund.claim',
      message: refundClaimMail({ ...buyer, amountSats: refund.amountSats, claimUrl: refund.claimUrl }),
    },
  ]
}

/** The buyer's mail that their refund left in a transaction on the chain. */
export async function refundPaidMails(
  tx: DbOrTx,
  refund: { orderId: number; amountSats: bigint; address: string; txid: string },
): Promise<MailJob[]> {
  const row = (await loadOrders(tx, [refund.orderId])).get(refund.orderId)
  if (!row) return []
  const { figures: _figures, ...buyer } = base(row)
  return [
    {
      kind: 'refund.paid',
      message: refundPaidMail({
        ...buyer,
        amountSats: refund.amountSats,
        address: refund.address,
        txid: refund.txid,
      }),
    },
  ]
}

/**
 * What create-order's job stores for its mail (decision 132) beyond the order's lines and totals, which the
 * worker reads when it sends: everything the mail says that could change after placement (the window's end,
 * the buyer's name and language, the link's base) is fixed here as it was when the order committed. The
 * placement statement adds `orderId`, `firstName` and `language` (from the users row, in the same statement).
 */
const PlacedOrderMailSchema = z.object({
  orderId: z.number().int(),
  orderUniqueId: z.string(),
  status: z.enum(['Pending', 'Awaiting verification']),
  totalFils: z.number().int(),
  expiresAt: z.string().nullable(),
  publicUrl: z.string(),
  address: z.string().nullable(),
  /** Satoshis as a decimal string (JSON has no bigint). */
  amountSats: z.string().nullable(),
  firstName: z.string(),
  language: z.string(),
})
export type PlacedOrderMail = z.infer<typeof PlacedOrderMailSchema>

/** The part of a PlacedOrderMail that create-order knows before its statement runs. */
export type PlacedOrderMailDraft = Omit<PlacedOrderMail, 'orderId' | 'firstName' | 'language'>

/** The kind of create-order's mail job (as mailForMove names it) and what the job stores. */
export function placedOrderMailJob(draft: PlacedOrderMailDraft): {
  kind: string
  render: PlacedOrderMailDraft
} {
  return {
    kind: draft.status === 'Awaiting verification' ? 'order.awaitingVerification' : 'order.placed',
    render: draft,
  }
}

/** The stored create-order mail of a job's message, or null when the message is an already rendered one. */
export function placedOrderMailOf(message: unknown): PlacedOrderMail | null {
  if (typeof message !== 'object' || message === null || !('orderPlaced' in message)) return null
  return PlacedOrderMailSchema.parse(message.orderPlaced)
}

/**
 * Renders create-order's mails to `to` from their jobs, reading the lines and totals of all of them in one
 * go (the same figures the order page shows). The text is what mailForMove wrote when these mails were
 * rendered in the placement's transaction: same template, same figures, same language.
 */
export async function renderPlacedOrderMails(
  db: DbOrTx,
  jobs: readonly { to: string; placed: PlacedOrderMail }[],
): Promise<MailJob['message'][]> {
  const figures = await loadOrderFigures(
    db,
    jobs.map((job) => job.placed.orderId),
  )
  return jobs.map(({ to, placed }) => {
    const row: OrderMailRow = {
      orderId: placed.orderId,
      orderUniqueId: placed.orderUniqueId,
      totalFils: placed.totalFils,
      expiresAt: placed.expiresAt === null ? null : new Date(placed.expiresAt),
      refundDueSats: null,
      email: to,
      firstName: placed.firstName,
      language: placed.language,
      address: placed.address,
      expectedSats: placed.amountSats === null ? null : BigInt(placed.amountSats),
      // Nothing is paid on an order at its placement.
      countedSats: '0',
      figures: figures.get(placed.orderId),
    }
    const move: MovedOrder = {
      orderId: placed.orderId,
      from: null,
      to: placed.status,
      actor: 'buyer',
      reason: 'placed',
    }
    const mail = mailForMove(move, row, { publicUrl: placed.publicUrl })
    if (!mail) throw new Error(`no mail for the placement of order ${placed.orderId}`)
    return mail.message
  })
}

/** The buyer's mail that their return moved (docs/architecture.md#returns), linking to the order's page. */
export async function returnMails(
  tx: DbOrTx,
  change: {
    orderId: number
    step: ReturnMailStep
    units: number
    publicUrl: string
    note?: string
    creditFils?: number
    creditNoteId?: number | null
  },
): Promise<MailJob[]> {
  const row = (await loadOrders(tx, [change.orderId])).get(change.orderId)
  if (!row) return []
  const { figures: _figures, ...buyer } = base(row)
  const orderUrl = `${change.publicUrl.replace(/\/+$/, '')}${buyerOrderPagePath(row.orderUniqueId)}`
  const message = returnMail({
    ...buyer,
    step: change.step,
    units: change.units,
    orderUrl,
    ...(change.note ? { note: change.note } : {}),
    ...(change.creditFils === undefined ? {} : { creditFils: change.creditFils }),
  })
  return [
    {
      kind: `return.${change.step}`,
      message:
        change.creditNoteId === undefined || change.creditNoteId === null
          ? message
          : { ...message, attachments: [{ taxDocumentId: change.creditNoteId }] },
    },
  ]
}
