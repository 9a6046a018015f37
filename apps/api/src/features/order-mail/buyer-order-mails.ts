import { mailWords } from '../../lib/mail-i18n.js'
import { aed, type OrderMailFigures } from '../../lib/mail-figures.js'
import { btc, deadline, letter, say, typed, type ForReader } from '../../lib/mail-layout.js'
import type { MailMessage } from '../../lib/mailer.js'

// The mails to a buyer about their order as it moves, from placement to delivery or its end, on the shared
// frame (lib/mail-layout.ts) with the order's figures (lib/mail-figures.ts). features/order-mail/order-mail.ts
// renders them; refunds and returns are in refund-mails.ts, identity checks in identity-mails.ts.

/** The link of the payment page of an order: PUBLIC_URL/crypto-payment?order=ID (docs/product.md). */
export function paymentPageUrl(publicUrl: string, orderUniqueId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/crypto-payment?order=${encodeURIComponent(orderUniqueId)}`
}

export interface OrderMailInput extends ForReader {
  to: string
  firstName: string
  orderUniqueId: string
  /** Order total in fils. */
  totalFils: number
  /** The order's lines and summary as stored; shown in the mail when given. */
  figures?: OrderMailFigures
}

/** The words of a buyer's order mail and the values most of its lines use. */
export function orderWords(input: OrderMailInput) {
  const words = mailWords(input.language)
  return {
    words,
    order: words.ltr(input.orderUniqueId),
    total: aed(words, input.totalFils),
    greeting: say(words, 'mail:greeting', { name: input.firstName }),
  }
}

/** What a mail asking for payment carries beyond the order: the quote, the address and the window, when known. */
export type PaymentRequest = OrderMailInput & {
  paymentUrl: string
  /** Amount to pay in satoshis, when the payment is already quoted. */
  amountSats?: bigint
  /** Bitcoin address to pay to, when known. */
  address?: string
  /** When the payment window closes. */
  expiresAt?: Date
}

/**
 * A mail that asks for payment: its own subject and opening line, then what to pay, where, by when, and the
 * payment page. Sent when an order is placed and when a held order's identity is approved.
 */
export function paymentRequestMail(
  input: PaymentRequest,
  keys: {
    subject: 'mail:order.placed.subject' | 'mail:identity.approved.subject'
    lead: 'mail:order.placed.thanks' | 'mail:identity.approved.line'
  },
): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text(keys.subject, { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, keys.lead, { order, total }),
    ...(input.amountSats !== undefined
      ? [say(words, 'mail:order.placed.amountToPay', { amount: btc(words, input.amountSats) })]
      : []),
    ...(input.address ? [say(words, 'mail:order.placed.payTo', { address: words.ltr(input.address) })] : []),
    ...(input.expiresAt
      ? [say(words, 'mail:order.placed.payBefore', { deadline: deadline(words, input.expiresAt) })]
      : []),
    say(words, 'mail:order.payOrCheck', { url: input.paymentUrl }),
  ]
  return letter(
    words,
    input.to,
    subject,
    lines,
    { url: input.paymentUrl, label: words.text('mail:order.openPaymentPage') },
    input.figures,
  )
}

/** Order placed: what to pay and the payment page link. */
export function orderPlacedMail(input: PaymentRequest): MailMessage {
  return paymentRequestMail(input, { subject: 'mail:order.placed.subject', lead: 'mail:order.placed.thanks' })
}

/** Payment seen on the chain (not yet confirmed). */
export function paymentReceivedMail(input: OrderMailInput & { receivedSats: bigint }): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text('mail:order.paid.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.received', { received: btc(words, input.receivedSats), order, total }),
    say(words, 'mail:order.paid.next'),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}

/** Payment confirmed: the order is being prepared. */
export function orderConfirmedMail(input: OrderMailInput): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text('mail:order.confirmed.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.confirmed.line', { order, total }),
    say(words, 'mail:order.confirmed.next'),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}

/** A part payment arrived: what is still due, at the rate locked with the order, and until when. */
export function partPaymentMail(
  input: OrderMailInput & {
    receivedSats: bigint
    outstandingSats: bigint
    paymentUrl: string
    expiresAt?: Date
  },
): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const due = btc(words, input.outstandingSats)
  const subject = words.text('mail:order.partPaid.subject', { order: input.orderUniqueId, due })
  const lines = [
    greeting,
    say(words, 'mail:order.received', { received: btc(words, input.receivedSats), order, total }),
    input.expiresAt
      ? say(words, 'mail:order.partPaid.stillDueBefore', { due, deadline: deadline(words, input.expiresAt) })
      : say(words, 'mail:order.partPaid.stillDue', { due }),
    say(words, 'mail:order.partPaid.payRest', { url: input.paymentUrl }),
  ]
  return letter(
    words,
    input.to,
    subject,
    lines,
    { url: input.paymentUrl, label: words.text('mail:order.partPaid.payRestLabel') },
    input.figures,
  )
}

/** docs/architecture.md#orders-stock-and-payment and docs/reliability.md: a counted payment left the chain (replaced or double spent, also after a reorganisation). */
export function paymentFailedMail(
  input: OrderMailInput & { paymentUrl: string; outstandingSats: bigint },
): MailMessage {
  const { words, order, greeting } = orderWords(input)
  const subject = words.text('mail:order.failed.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.failed.line', { order }),
    say(words, 'mail:order.failed.stillDue', { due: btc(words, input.outstandingSats) }),
    say(words, 'mail:order.payOrCheck', { url: input.paymentUrl }),
  ]
  return letter(
    words,
    input.to,
    subject,
    lines,
    { url: input.paymentUrl, label: words.text('mail:order.openPaymentPage') },
    input.figures,
  )
}

/** docs/architecture.md#orders-stock-and-payment: the owner honours money that arrived after the order closed; the order is back on. */
export function orderHonouredMail(input: OrderMailInput): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text('mail:order.honoured.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.honoured.line', { order, total }),
    say(words, 'mail:order.honoured.next'),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}

/** Order handed to the courier. */
export function orderShippedMail(input: OrderMailInput & { trackingNote?: string }): MailMessage {
  const { words, order, greeting } = orderWords(input)
  const subject = words.text('mail:order.shipped.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.shipped.line', { order }),
    ...(input.trackingNote ? [typed(input.trackingNote)] : []),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}

/** The owner handed the order over: it has arrived. */
export function orderDeliveredMail(input: OrderMailInput & { note?: string }): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text('mail:order.delivered.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.delivered.line', { order, total }),
    ...(input.note ? [typed(input.note)] : []),
    say(words, 'mail:order.delivered.thanks'),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}

/**
 * The order is cancelled (by the buyer, the shop, or because its payment window ended part paid), and what
 * happens to the money already sent: `refundSats` is what the shop owes back, 0 when nothing arrived.
 */
export function orderCancelledMail(
  input: OrderMailInput & {
    by: 'buyer' | 'shop' | 'window'
    refundSats: bigint
    reason?: string
    /** A paid order its buyer cancelled: refunded at the binding price, not every satoshi (decision 252). */
    binding?: boolean
  },
): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text('mail:order.cancelled.subject', { order: input.orderUniqueId })
  const why = {
    buyer: 'mail:order.cancelled.byBuyer',
    shop: 'mail:order.cancelled.byShop',
    window: 'mail:order.cancelled.byWindow',
  }[input.by]
  const lines = [
    greeting,
    say(words, why, { order, total }),
    ...(input.reason ? [say(words, 'mail:order.cancelled.reason', { reason: input.reason })] : []),
    input.refundSats > 0n
      ? input.binding
        ? say(words, 'mail:order.cancelled.refundBinding', { refund: btc(words, input.refundSats) })
        : say(words, 'mail:order.cancelled.refund', { refund: btc(words, input.refundSats) })
      : say(words, 'mail:order.cancelled.nothingOwed'),
    say(words, 'mail:order.cancelled.lateMoney'),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}

/** The payment window ended with no (or too little) payment: the order is closed and its stock released. */
export function orderTimedOutMail(input: OrderMailInput & { receivedSats: bigint }): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text('mail:order.timedOut.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.timedOut.line', { order, total }),
    input.receivedSats > 0n
      ? say(words, 'mail:order.timedOut.refund', { received: btc(words, input.receivedSats) })
      : say(words, 'mail:order.timedOut.nothingCharged'),
    say(words, 'mail:order.timedOut.late'),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}

/**
 * A paid order whose payment stayed unconfirmed past UNCONFIRMED_HOLD_MINUTES: its stock went back; the money,
 * once confirmed, is refunded or the order honoured (packages/contract/src/order-status.ts).
 */
export function orderHoldEndedMail(
  input: OrderMailInput & { receivedSats: bigint; holdMinutes: number },
): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text('mail:order.holdEnded.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.holdEnded.line', {
      received: btc(words, input.receivedSats),
      order,
      total,
      hours: String(Math.round((input.holdMinutes / 60) * 10) / 10),
    }),
    say(words, 'mail:order.holdEnded.why'),
    say(words, 'mail:order.holdEnded.refund'),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}
