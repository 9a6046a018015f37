import { outstandingSats, type OrderStatus, UNCONFIRMED_HOLD_MINUTES_DEFAULT } from '@shop/contract'
import type { MailJob } from '../mail-queue/mail-queue.js'
import type { MailAttachmentRef } from '../tax-documents/tax-document-attachments.js'
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
import type { OrderMailSettings } from './order-mail-settings.js'
import { orderMailBase, type OrderMailRow } from './order-mail-rows.js'

// Which mail, if any, tells a buyer of a move of their order's status: the one choice for status moves
// (order-mail.ts queues them for order-moves.repo.ts) and for create-order's mail (placed-order-mail.ts).

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
          ...orderMailBase(row),
          verificationUrl: payUrl,
          ...(row.expiresAt ? { reviewDeadline: row.expiresAt } : {}),
        }),
      )
    case 'Pending':
      if (move.from === 'Awaiting verification') {
        return job(
          'identityApproved',
          identityApprovedMail({
            ...orderMailBase(row),
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
          ...orderMailBase(row),
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
          ...orderMailBase(row),
          receivedSats: counted,
          outstandingSats: due,
          paymentUrl: payUrl,
          ...expires,
        }),
      )
    case 'Processing':
      if (move.reason === 'honoured') return job('honoured', orderHonouredMail(orderMailBase(row)))
      if (move.reason === 'reorganised') return null
      return job('paid', paymentReceivedMail({ ...orderMailBase(row), receivedSats: counted }))
    case 'Confirmed':
      if (move.previousReason === 'reorganised') return null
      return job('confirmed', {
        ...orderConfirmedMail(orderMailBase(row)),
        ...(move.attachments && move.attachments.length > 0 ? { attachments: move.attachments } : {}),
      })
    case 'Shipped':
      return job(
        'shipped',
        orderShippedMail({ ...orderMailBase(row), ...(move.note ? { trackingNote: move.note } : {}) }),
      )
    case 'Delivered':
      return job(
        'delivered',
        orderDeliveredMail({ ...orderMailBase(row), ...(move.note ? { note: move.note } : {}) }),
      )
    case 'Cancelled':
      if (move.reason === 'identityRejected') {
        return job(
          'identityRejected',
          identityRejectedMail({ ...orderMailBase(row), ...(move.note ? { reason: move.note } : {}) }),
        )
      }
      return job(
        'cancelled',
        orderCancelledMail({
          ...orderMailBase(row),
          by: move.actor === 'buyer' ? 'buyer' : move.actor === 'admin' ? 'shop' : 'window',
          refundSats: row.refundDueSats ?? counted,
          // Paid in full and cancelled by the buyer: the price was binding, so not every satoshi comes back.
          binding: move.actor === 'buyer' && move.from === 'Processing',
          ...(move.actor === 'admin' && move.note ? { reason: move.note } : {}),
        }),
      )
    case 'Timeout':
      if (move.reason === 'verificationWindowExpired') {
        return job('identityWindowEnded', identityWindowEndedMail(orderMailBase(row)))
      }
      if (move.reason === 'unconfirmedHoldExpired') {
        return job(
          'holdEnded',
          orderHoldEndedMail({
            ...orderMailBase(row),
            receivedSats: counted,
            holdMinutes: settings.unconfirmedHoldMinutes ?? UNCONFIRMED_HOLD_MINUTES_DEFAULT,
          }),
        )
      }
      return job('timedOut', orderTimedOutMail({ ...orderMailBase(row), receivedSats: counted }))
    case 'Failed':
      return job(
        'failed',
        paymentFailedMail({ ...orderMailBase(row), paymentUrl: payUrl, outstandingSats: due }),
      )
  }
}
