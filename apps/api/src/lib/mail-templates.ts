import { formatAed, formatBtc, OTP_TTL_MS, SERVICE_CHARGE_PERCENT, SITE_NAME } from '@shop/contract'
import type { MailMessage } from './mailer.js'

// Every message the shop mails: plain text plus a simple HTML twin. Each function answers a whole
// MailMessage so the caller only picks the recipient's data. Amounts come in integer fils / satoshis and are
// formatted here with the contract's money functions (docs/architecture.md: decimals only at the edges). Times are the
// UAE's (`uaeTime`); the company footer is added to every message on its way out (`mail-footer.ts`).

const SHOP_NAME = SITE_NAME
const CODE_TTL_MINUTES = OTP_TTL_MS / 60_000

/** BTC amounts in mail carry their unit: "0.00123456 BTC". */
const btc = (sats: bigint): string => `${formatBtc(sats)} BTC`
/** AED amounts likewise: "1,234.50 AED". */
const aed = (fils: number): string => `${formatAed(fils)} AED`

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const DUBAI_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * A moment as a buyer in the UAE reads it: "24 Nov 2026, 15:22 (UAE time)". Mail is read far from the page
 * that shows it, so the zone is named; the month is spelled out so no one reads 03/04 the American way.
 */
export function uaeTime(at: Date): string {
  const parts = Object.fromEntries(DUBAI_PARTS.formatToParts(at).map((part) => [part.type, part.value]))
  const month = MONTHS[Number(parts.month) - 1] ?? parts.month
  return `${Number(parts.day)} ${month} ${parts.year}, ${parts.hour}:${parts.minute} (UAE time)`
}

/** Escapes text for HTML, so a name like `<b>` or `&` shows as typed. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** The shared frame of every HTML mail: a narrow column that reads the same on a phone and a desktop. */
function page(title: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin: 0; padding: 16px; background: #f8f5ee; font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">',
    // Addresses and links are long unbroken words: they wrap rather than widen the column on a phone.
    '<div style="max-width: 600px; margin: 0 auto; background: #ffffff; border-radius: 12px; padding: 24px; overflow-wrap: anywhere">',
    `<p style="margin-top: 0; font-size: 18px; font-weight: bold; color: #8a6d1f">${escapeHtml(SHOP_NAME)}</p>`,
    bodyHtml,
    '</div>',
    '</body></html>',
  ].join('\n')
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`
const link = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display: inline-block; background: #1f2937; color: #ffffff; padding: 10px 18px; border-radius: 999px; text-decoration: none">${escapeHtml(label)}</a></p>`

/** One line of an order as sold: the name (and chosen options) at a unit price, times a quantity. */
export interface OrderMailLine {
  name: string
  /** The chosen options, e.g. "Storage: 256 GB, Colour: Black". */
  options?: string
  unitPriceFils: number
  quantity: number
}

/**
 * The figures of an order exactly as stored on it (never recomputed here): the parts shown add up to the
 * total shown because the order record's columns do.
 */
export interface OrderMailFigures {
  lines: OrderMailLine[]
  subtotalFils: number
  vatFils: number
  shippingFils: number
  serviceChargeFils: number
  totalFils: number
}

/** The rows under the lines, in the order every screen of the shop shows them. */
function summaryRows(figures: OrderMailFigures): [string, number][] {
  return [
    ['Subtotal', figures.subtotalFils],
    ['VAT', figures.vatFils],
    ['Shipping', figures.shippingFils],
    [`Service charge (${SERVICE_CHARGE_PERCENT} %)`, figures.serviceChargeFils],
  ]
}

const lineName = (line: OrderMailLine) => (line.options ? `${line.name} (${line.options})` : line.name)

/** The figures as plain text: each line "unit × quantity = subtotal", then the summary and the total. */
export function figuresText(figures: OrderMailFigures): string {
  const lines = figures.lines.map(
    (line) =>
      `${lineName(line)}\n  ${aed(line.unitPriceFils)} × ${line.quantity} = ${aed(line.unitPriceFils * line.quantity)}`,
  )
  const summary = summaryRows(figures).map(([label, fils]) => `${label}: ${aed(fils)}`)
  return [...lines, '', ...summary, `Total: ${aed(figures.totalFils)}`].join('\n')
}

/** The figures as an HTML table, amounts right-aligned so they can be added by eye. */
function figuresHtml(figures: OrderMailFigures): string {
  const cell = 'padding: 6px 0; vertical-align: top'
  const amount = `${cell}; text-align: right; white-space: nowrap`
  const lines = figures.lines.map(
    (line) =>
      `<tr><td style="${cell}">${escapeHtml(lineName(line))}<br><span style="color: #6b7280; font-size: 13px">${escapeHtml(aed(line.unitPriceFils))} × ${line.quantity}</span></td>` +
      `<td style="${amount}">${escapeHtml(aed(line.unitPriceFils * line.quantity))}</td></tr>`,
  )
  const summary = summaryRows(figures).map(
    ([label, fils], index) =>
      `<tr><td style="${cell}${index === 0 ? '; border-top: 1px solid #e5e7eb' : ''}">${escapeHtml(label)}</td>` +
      `<td style="${amount}${index === 0 ? '; border-top: 1px solid #e5e7eb' : ''}">${escapeHtml(aed(fils))}</td></tr>`,
  )
  const total =
    `<tr><td style="${cell}; border-top: 2px solid #1f2937; font-weight: bold">Total</td>` +
    `<td style="${amount}; border-top: 2px solid #1f2937; font-weight: bold">${escapeHtml(aed(figures.totalFils))}</td></tr>`
  return [
    '<table role="presentation" style="width: 100%; border-collapse: collapse; margin: 16px 0; font-size: 14px">',
    ...lines,
    ...summary,
    total,
    '</table>',
  ].join('\n')
}

/**
 * A message of plain paragraphs, the same in text and HTML. With `action`, the last line ("Pay here: URL"
 * in the text) becomes a link labelled `action.label` in the HTML. With `figures`, the order's lines and
 * summary follow the paragraphs (before the action).
 */
function letter(
  to: string,
  subject: string,
  lines: string[],
  action?: { url: string; label: string },
  figures?: OrderMailFigures,
): MailMessage {
  const body = action ? lines.slice(0, -1) : lines
  const textParts = [...body, ...(figures ? [figuresText(figures)] : []), ...(action ? lines.slice(-1) : [])]
  const htmlParts = [
    ...body.map(paragraph),
    ...(figures ? [figuresHtml(figures)] : []),
    ...(action ? [link(action.url, action.label)] : []),
  ]
  return { to, subject, text: textParts.join('\n\n'), html: page(subject, htmlParts.join('\n')) }
}

/** A one-time code, shown large in the HTML; the two code mails differ only in their words. */
function codeMail(
  input: { to: string; firstName: string; code: string },
  subject: string,
  what: string,
  closing: string,
): MailMessage {
  const greeting = `Hello ${input.firstName},`
  const expiry = `It expires in ${CODE_TTL_MINUTES} minutes.`
  return {
    to: input.to,
    subject,
    text: [greeting, `Your ${what} is ${input.code}. ${expiry}`, closing].join('\n\n'),
    html: page(
      subject,
      [
        paragraph(greeting),
        `<p>Your ${escapeHtml(what)} is <strong style="font-size: 20px; letter-spacing: 4px">${escapeHtml(input.code)}</strong>. ${expiry}</p>`,
        paragraph(closing),
      ].join('\n'),
    ),
  }
}

/** The link of the payment page of an order: PUBLIC_URL/crypto-payment?order=ID (docs/product.md). */
export function paymentPageUrl(publicUrl: string, orderUniqueId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/crypto-payment?order=${encodeURIComponent(orderUniqueId)}`
}

/** Account verification code (register, login of an unverified account, resend-otp). */
export function verificationCodeMail(input: { to: string; firstName: string; code: string }): MailMessage {
  return codeMail(
    input,
    `Your ${SHOP_NAME} verification code: ${input.code}`,
    'verification code',
    'If you did not create an account, you can ignore this message.',
  )
}

/** Password reset code (forgot-password, resend-otp during a reset). */
export function resetCodeMail(input: { to: string; firstName: string; code: string }): MailMessage {
  return codeMail(
    input,
    `Your ${SHOP_NAME} password reset code: ${input.code}`,
    'password reset code',
    'If you did not ask to reset your password, ignore this message: your password stays as it is.',
  )
}

export interface OrderMailInput {
  to: string
  firstName: string
  orderUniqueId: string
  /** Order total in fils. */
  totalFils: number
  /** The order's lines and summary as stored; shown in the mail when given. */
  figures?: OrderMailFigures
}

/** Order placed: what to pay and the payment page link. */
export function orderPlacedMail(
  input: OrderMailInput & {
    paymentUrl: string
    /** Amount to pay in satoshis, when the payment is already quoted. */
    amountSats?: bigint
    /** Bitcoin address to pay to, when known. */
    address?: string
    /** When the payment window closes. */
    expiresAt?: Date
  },
): MailMessage {
  const subject = `Order ${input.orderUniqueId} placed: complete your Bitcoin payment`
  const lines = [
    `Hello ${input.firstName},`,
    `Thank you for your order ${input.orderUniqueId} of ${aed(input.totalFils)}.`,
    ...(input.amountSats !== undefined ? [`Amount to pay: ${btc(input.amountSats)}.`] : []),
    ...(input.address ? [`Pay to: ${input.address}`] : []),
    ...(input.expiresAt ? [`Please pay before ${uaeTime(input.expiresAt)}.`] : []),
    `Pay or check the payment here: ${input.paymentUrl}`,
  ]
  return letter(
    input.to,
    subject,
    lines,
    { url: input.paymentUrl, label: 'Open the payment page' },
    input.figures,
  )
}

/** Payment seen on the chain (not yet confirmed). */
export function paymentReceivedMail(input: OrderMailInput & { receivedSats: bigint }): MailMessage {
  const subject = `Payment received for order ${input.orderUniqueId}`
  const lines = [
    `Hello ${input.firstName},`,
    `We have received ${btc(input.receivedSats)} for your order ${input.orderUniqueId} (${aed(input.totalFils)}).`,
    'We will confirm the order once the payment has enough confirmations.',
  ]
  return letter(input.to, subject, lines, undefined, input.figures)
}

/** Payment confirmed: the order is being prepared. */
export function orderConfirmedMail(input: OrderMailInput): MailMessage {
  const subject = `Order ${input.orderUniqueId} confirmed`
  const lines = [
    `Hello ${input.firstName},`,
    `Your payment for order ${input.orderUniqueId} (${aed(input.totalFils)}) is confirmed.`,
    'We are preparing your order and will let you know when it ships.',
  ]
  return letter(input.to, subject, lines, undefined, input.figures)
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
  const subject = `Part payment received for order ${input.orderUniqueId}: ${btc(input.outstandingSats)} still due`
  const lines = [
    `Hello ${input.firstName},`,
    `We have received ${btc(input.receivedSats)} for your order ${input.orderUniqueId} (${aed(input.totalFils)}).`,
    `Still due: ${btc(input.outstandingSats)}${input.expiresAt ? `, before ${uaeTime(input.expiresAt)}` : ''}; after that the order is cancelled.`,
    `Pay the rest here: ${input.paymentUrl}`,
  ]
  return letter(input.to, subject, lines, { url: input.paymentUrl, label: 'Pay the rest' }, input.figures)
}

/** docs/architecture.md#orders-stock-and-payment and docs/reliability.md: a counted payment left the chain (replaced or double spent, also after a reorganisation). */
export function paymentFailedMail(
  input: OrderMailInput & { paymentUrl: string; outstandingSats: bigint },
): MailMessage {
  const subject = `Payment for order ${input.orderUniqueId} was not confirmed`
  const lines = [
    `Hello ${input.firstName},`,
    `A Bitcoin payment for your order ${input.orderUniqueId} left the network before it was finally confirmed (it was replaced or double spent, or the block holding it was replaced).`,
    `Still due: ${btc(input.outstandingSats)}. Your order is held for 2 hours; pay the rest to keep it.`,
    `Pay or check the payment here: ${input.paymentUrl}`,
  ]
  return letter(
    input.to,
    subject,
    lines,
    { url: input.paymentUrl, label: 'Open the payment page' },
    input.figures,
  )
}

/** docs/architecture.md#orders-stock-and-payment: the owner honours money that arrived after the order closed; the order is back on. */
export function orderHonouredMail(input: OrderMailInput): MailMessage {
  const subject = `Order ${input.orderUniqueId} is back on`
  const lines = [
    `Hello ${input.firstName},`,
    `Your payment for order ${input.orderUniqueId} (${aed(input.totalFils)}) arrived after its payment window had closed.`,
    'We have accepted it: the order is open again and will be confirmed and shipped as usual.',
  ]
  return letter(input.to, subject, lines, undefined, input.figures)
}

/** Order handed to the courier. */
export function orderShippedMail(input: OrderMailInput & { trackingNote?: string }): MailMessage {
  const subject = `Order ${input.orderUniqueId} shipped`
  const lines = [
    `Hello ${input.firstName},`,
    `Your order ${input.orderUniqueId} is on its way.`,
    ...(input.trackingNote ? [input.trackingNote] : []),
  ]
  return letter(input.to, subject, lines, undefined, input.figures)
}

/** A contact-form message, to SHOP_EMAIL; replying answers the sender. */
export function contactMessageMail(input: {
  to: string
  name: string
  email: string
  subject: string
  message: string
}): MailMessage {
  // A header must stay one line, whatever the form sent.
  const subject = `Contact form: ${input.subject.replace(/[\r\n]+/g, ' ')}`
  const text = [`From: ${input.name} <${input.email}>`, `Subject: ${input.subject}`, '', input.message].join(
    '\n',
  )
  return {
    to: input.to,
    replyTo: input.email,
    subject,
    text,
    html: page(
      subject,
      [
        paragraph(`From: ${input.name} <${input.email}>`),
        paragraph(`Subject: ${input.subject}`),
        `<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`,
      ].join('\n'),
    ),
  }
}

/** To the shop (SHOP_EMAIL): a product fell to its low-stock threshold (docs/product.md#for-the-owner), once until restocked. */
export function lowStockMail(input: {
  to: string
  name: string
  sku: string
  stock: number
  lowStockThreshold: number
  stockPageUrl: string
}): MailMessage {
  const left = input.stock === 0 ? 'out of stock' : `${input.stock} left`
  // A header must stay one line, whatever the product is called.
  const subject = `Low stock: ${input.name.replace(/[\r\n]+/g, ' ')} (${input.sku}), ${left}`
  return letter(
    input.to,
    subject,
    [
      `${input.name} (SKU ${input.sku}) is down to ${input.stock} in stock, at or below its low-stock level of ${input.lowStockThreshold}.`,
      'You will not be mailed about it again until its stock rises above that level.',
      `Restock it here: ${input.stockPageUrl}`,
    ],
    { url: input.stockPageUrl, label: 'Open its stock page' },
  )
}

/**
 * docs/reliability.md: to SHOP_EMAIL, when a chain reorganisation makes the money of an order already shipped
 * unconfirmed again or takes it away (the order keeps its status), or when that money is confirmed again.
 */
export function paymentAlertMail(input: {
  to: string
  orderUniqueId: string
  status: string
  kind: 'paymentUnconfirmed' | 'paymentGone' | 'paymentConfirmedAgain'
  expectedSats: bigint
  countedSats: bigint
}): MailMessage {
  const what = {
    paymentUnconfirmed: 'is unconfirmed again: the block holding it left the best chain',
    paymentGone: 'is gone: its transaction left the chain in a reorganisation',
    paymentConfirmedAgain: 'is confirmed again',
  }[input.kind]
  const subject =
    input.kind === 'paymentConfirmedAgain'
      ? `Payment for ${input.status.toLowerCase()} order ${input.orderUniqueId} confirmed again`
      : `Alert: payment for ${input.status.toLowerCase()} order ${input.orderUniqueId} ${input.kind === 'paymentGone' ? 'is gone' : 'unconfirmed'}`
  const lines = [
    `The payment for order ${input.orderUniqueId} (${input.status}) ${what}.`,
    `Expected ${btc(input.expectedSats)}; counted on the chain now ${btc(input.countedSats)}.`,
    ...(input.kind === 'paymentConfirmedAgain'
      ? []
      : [
          'The order keeps its status. Check the order in the back office before shipping anything else to this buyer.',
        ]),
  ]
  return letter(input.to, subject, lines)
}

/** The owner handed the order over: it has arrived. */
export function orderDeliveredMail(input: OrderMailInput & { note?: string }): MailMessage {
  const subject = `Order ${input.orderUniqueId} delivered`
  const lines = [
    `Hello ${input.firstName},`,
    `Your order ${input.orderUniqueId} (${aed(input.totalFils)}) has been delivered.`,
    ...(input.note ? [input.note] : []),
    'Thank you for shopping with us.',
  ]
  return letter(input.to, subject, lines, undefined, input.figures)
}

/**
 * The order is cancelled (by the buyer, the shop, or because its payment window ended part paid), and what
 * happens to the money already sent: `refundSats` is what the shop owes back, 0 when nothing arrived.
 */
export function orderCancelledMail(
  input: OrderMailInput & { by: 'buyer' | 'shop' | 'window'; refundSats: bigint; reason?: string },
): MailMessage {
  const subject = `Order ${input.orderUniqueId} cancelled`
  const why = {
    buyer: 'as you asked',
    shop: 'by the shop',
    window: 'because the rest of its payment did not arrive in time',
  }[input.by]
  const lines = [
    `Hello ${input.firstName},`,
    `Your order ${input.orderUniqueId} (${aed(input.totalFils)}) is cancelled ${why}.`,
    ...(input.reason ? [`Reason: ${input.reason}`] : []),
    input.refundSats > 0n
      ? `The ${btc(input.refundSats)} you sent will be refunded: the shop will contact you for the address to refund to, and mail you once it is sent.`
      : 'No payment had arrived, so nothing is owed to you.',
    'Bitcoin sent to this order’s address from now on is not lost either: the shop sees it and will refund it.',
  ]
  return letter(input.to, subject, lines, undefined, input.figures)
}

/** The payment window ended with no (or too little) payment: the order is closed and its stock released. */
export function orderTimedOutMail(input: OrderMailInput & { receivedSats: bigint }): MailMessage {
  const subject = `Order ${input.orderUniqueId} closed: no payment in time`
  const lines = [
    `Hello ${input.firstName},`,
    `The payment window of your order ${input.orderUniqueId} (${aed(input.totalFils)}) has ended without payment, so the order is closed.`,
    input.receivedSats > 0n
      ? `The ${btc(input.receivedSats)} you sent will be refunded: the shop will contact you for the address to refund to.`
      : 'Nothing was charged. You are welcome to order again.',
    'If your payment is still on its way, the shop will see it when it arrives and refund it or honour the order.',
  ]
  return letter(input.to, subject, lines, undefined, input.figures)
}

/** The owner recorded that they refunded money sent for the order. */
export function refundRecordedMail(
  input: OrderMailInput & { refundedSats: bigint; note?: string },
): MailMessage {
  const subject = `Refund sent for order ${input.orderUniqueId}`
  const lines = [
    `Hello ${input.firstName},`,
    `The shop has refunded ${btc(input.refundedSats)} for your order ${input.orderUniqueId}.`,
    ...(input.note ? [`Note from the shop: ${input.note}`] : []),
    'It may take some time for the refund to be confirmed on the Bitcoin network.',
  ]
  return letter(input.to, subject, lines, undefined, input.figures)
}

// ---- identity checks for large orders (docs/architecture.md#identity-checks-for-large-orders) ----

/** A large order placed by a buyer whose identity the shop must check first: what to send, and by when. */
export function identityNeededMail(
  input: OrderMailInput & { verificationUrl: string; reviewDeadline?: Date },
): MailMessage {
  const subject = `Order ${input.orderUniqueId} placed: we need to check your identity`
  const lines = [
    `Hello ${input.firstName},`,
    `Thank you for your order ${input.orderUniqueId} of ${aed(input.totalFils)}.`,
    'For an order of this size the law asks us to check the buyer’s identity before taking payment. Please upload your Emirates ID (both sides) or your passport. Your items are reserved meanwhile.',
    ...(input.reviewDeadline
      ? [`If we cannot check it by ${uaeTime(input.reviewDeadline)}, the order is closed and nothing is charged.`]
      : []),
    `Upload your document here: ${input.verificationUrl}`,
  ]
  return letter(
    input.to,
    subject,
    lines,
    { url: input.verificationUrl, label: 'Upload your document' },
    input.figures,
  )
}

/** The owner approved the buyer's identity: the payment window starts now. */
export function identityApprovedMail(
  input: OrderMailInput & { paymentUrl: string; amountSats?: bigint; address?: string; expiresAt?: Date },
): MailMessage {
  const subject = `Identity confirmed: complete the payment of order ${input.orderUniqueId}`
  const lines = [
    `Hello ${input.firstName},`,
    `Thank you: your identity is confirmed and your order ${input.orderUniqueId} of ${aed(input.totalFils)} is ready for payment.`,
    ...(input.amountSats !== undefined ? [`Amount to pay: ${btc(input.amountSats)}.`] : []),
    ...(input.address ? [`Pay to: ${input.address}`] : []),
    ...(input.expiresAt ? [`Please pay before ${uaeTime(input.expiresAt)}.`] : []),
    `Pay or check the payment here: ${input.paymentUrl}`,
  ]
  return letter(
    input.to,
    subject,
    lines,
    { url: input.paymentUrl, label: 'Open the payment page' },
    input.figures,
  )
}

/** The owner could not accept the documents: the order is cancelled and its items released. */
export function identityRejectedMail(input: OrderMailInput & { reason?: string }): MailMessage {
  const subject = `Order ${input.orderUniqueId} cancelled: identity not confirmed`
  const lines = [
    `Hello ${input.firstName},`,
    `We could not confirm your identity from the documents sent, so your order ${input.orderUniqueId} (${aed(input.totalFils)}) is cancelled.`,
    ...(input.reason ? [`Reason: ${input.reason}`] : []),
    'Nothing was charged. You are welcome to order again with a clear copy of a valid document.',
  ]
  return letter(input.to, subject, lines, undefined, input.figures)
}

/** Nobody decided in time (no documents, or none checked): the order is closed and nothing charged. */
export function identityWindowEndedMail(input: OrderMailInput): MailMessage {
  const subject = `Order ${input.orderUniqueId} closed: identity check not completed`
  const lines = [
    `Hello ${input.firstName},`,
    `The identity check of your order ${input.orderUniqueId} (${aed(input.totalFils)}) was not completed in time, so the order is closed and its items released.`,
    'Nothing was charged. You are welcome to order again.',
  ]
  return letter(input.to, subject, lines, undefined, input.figures)
}
