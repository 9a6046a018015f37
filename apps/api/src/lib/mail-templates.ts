import {
  figureSegments,
  formatAed,
  formatBtc,
  isolateFigures,
  OTP_TTL_MS,
  SERVICE_CHARGE_PERCENT,
  SITE_NAME,
  type StaffRole,
} from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import {
  escapeHtml,
  mailWords,
  uaeTime,
  type MailValue,
  type MailWords,
  type RichValue,
} from './mail-i18n.js'
import type { MailMessage } from './mailer.js'

// Every message the shop mails: plain text plus a simple HTML twin, in the recipient's language (the `mail`
// namespace, through i18next: lib/mail-i18n.ts). Each function answers a whole MailMessage so the caller only
// picks the recipient's data. Amounts come in integer fils / satoshis and are formatted here with the
// contract's money functions (docs/architecture.md: decimals only at the edges). Times are the UAE's
// (`uaeTime`); the company footer is added to every message on its way out (`mail-footer.ts`).

export { escapeHtml, uaeTime }

const SHOP_NAME = SITE_NAME
const CODE_TTL_MINUTES = OTP_TTL_MS / 60_000

/** Who reads the mail: English unless the recipient's account says otherwise. */
interface ForReader {
  language?: Language | undefined
}

/** BTC amounts in mail carry their unit: "0.00123456 BTC". */
const btc = (words: MailWords, sats: bigint): RichValue =>
  words.ltr(words.text('mail:money.btc', { amount: formatBtc(sats) }))
/** AED amounts likewise: "1,234.50 AED". */
const aed = (words: MailWords, fils: number): RichValue =>
  words.ltr(words.text('mail:money.aed', { amount: formatAed(fils) }))
/** A deadline in UAE time, kept whole in a right-to-left mail. */
const deadline = (words: MailWords, at: Date): RichValue => {
  const text = uaeTime(at, words.language)
  return { text, html: escapeHtml(text) }
}

/** One paragraph of a mail, as its text and its HTML. */
interface Line {
  text: string
  html: string
}

/** A paragraph from the mail's words. */
const say = (words: MailWords, key: string, values?: Record<string, MailValue>): Line => ({
  text: words.text(key, values),
  html: words.html(key, values),
})
/** A paragraph someone typed (a tracking note), shown as typed. */
const typed = (text: string): Line => ({ text, html: escapeHtml(text) })

/** The shared frame of every HTML mail: a narrow column that reads the same on a phone and a desktop. */
function page(title: string, bodyHtml: string, language: Language = 'en'): string {
  // Arabic mail reads right to left; English keeps the frame it always had.
  const html = language === 'ar' ? '<html dir="rtl" lang="ar">' : '<html>'
  return [
    '<!doctype html>',
    `${html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin: 0; padding: 16px; background: #f8f5ee; font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">',
    // Addresses and links are long unbroken words: they wrap rather than widen the column on a phone.
    '<div style="max-width: 600px; margin: 0 auto; background: #ffffff; border-radius: 12px; padding: 24px; overflow-wrap: anywhere">',
    `<p style="margin-top: 0; font-size: 18px; font-weight: bold; color: #8a6d1f">${escapeHtml(SHOP_NAME)}</p>`,
    bodyHtml,
    '</div>',
    '</body></html>',
  ].join('\n')
}

const paragraph = (line: Line) => `<p>${line.html}</p>`
const link = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display: inline-block; background: #1f2937; color: #ffffff; padding: 10px 18px; border-radius: 999px; text-decoration: none">${escapeHtml(label)}</a></p>`

/** One line of an order as sold: the name (and chosen options) at a unit price, times a quantity. */
export interface OrderMailLine {
  name: string
  /** The Arabic name the order line kept; an Arabic mail reads it (else the English). */
  nameAr?: string
  /** The chosen options, e.g. "Storage: 256 GB, Colour: Black". */
  options?: string
  /** The same in Arabic, when the line kept an Arabic name of any option; an Arabic mail reads it (else `options`). */
  optionsAr?: string
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
  /** The percent the order was priced with (orders.service_charge_basis_points / 100). */
  serviceChargePercent?: number
  totalFils: number
}

/** The rows under the lines, in the order every screen of the shop shows them. */
function summaryRows(words: MailWords, figures: OrderMailFigures): [string, number][] {
  return [
    [words.text('mail:figures.subtotal'), figures.subtotalFils],
    [words.text('mail:figures.vat'), figures.vatFils],
    [words.text('mail:figures.shipping'), figures.shippingFils],
    [
      words.text('mail:figures.serviceCharge', {
        percent: figures.serviceChargePercent ?? SERVICE_CHARGE_PERCENT,
      }),
      figures.serviceChargeFils,
    ],
  ]
}

/** A line's name and options in the reader's language: "name (options)", the English where it kept no Arabic. */
const lineName = (line: OrderMailLine, language: Language) => {
  const arabic = language === 'ar'
  const name = (arabic && line.nameAr) || line.name
  const options = (arabic && line.optionsAr) || line.options
  return options ? `${name} (${options})` : name
}

/**
 * A line's name as an Arabic mail shows it: each figure with a Latin unit ("31.1035 g", "256 GB") kept left to
 * right, by Unicode's isolates in the text and a `dir="ltr"` span in the HTML (docs/decisions/265). English is
 * left as it is.
 */
const lineNameShown = (line: OrderMailLine, language: Language): RichValue => {
  const name = lineName(line, language)
  if (language !== 'ar') return { text: name, html: escapeHtml(name) }
  return {
    text: isolateFigures(name),
    html: figureSegments(name)
      .map((part) =>
        part.figure ? `<span dir="ltr">${escapeHtml(part.text)}</span>` : escapeHtml(part.text),
      )
      .join(''),
  }
}

/** The figures as plain text: each line "unit × quantity = subtotal", then the summary and the total. */
export function figuresText(figures: OrderMailFigures, language: Language = 'en'): string {
  const words = mailWords(language)
  const money = (fils: number) => aed(words, fils).text
  const lines = figures.lines.map(
    (line) =>
      `${lineNameShown(line, language).text}\n  ${money(line.unitPriceFils)} × ${line.quantity} = ${money(line.unitPriceFils * line.quantity)}`,
  )
  const summary = summaryRows(words, figures).map(([label, fils]) => `${label}: ${money(fils)}`)
  return [...lines, '', ...summary, `${words.text('mail:figures.total')}: ${money(figures.totalFils)}`].join(
    '\n',
  )
}

/** The figures as an HTML table, amounts aligned to the end so they can be added by eye. */
function figuresHtml(words: MailWords, figures: OrderMailFigures): string {
  const money = (fils: number) => aed(words, fils).html
  const cell = 'padding: 6px 0; vertical-align: top'
  const amount = `${cell}; text-align: ${words.language === 'ar' ? 'left' : 'right'}; white-space: nowrap`
  const lines = figures.lines.map(
    (line) =>
      `<tr><td style="${cell}">${lineNameShown(line, words.language).html}<br><span style="color: #6b7280; font-size: 13px">${money(line.unitPriceFils)} × ${line.quantity}</span></td>` +
      `<td style="${amount}">${money(line.unitPriceFils * line.quantity)}</td></tr>`,
  )
  const summary = summaryRows(words, figures).map(
    ([label, fils], index) =>
      `<tr><td style="${cell}${index === 0 ? '; border-top: 1px solid #e5e7eb' : ''}">${escapeHtml(label)}</td>` +
      `<td style="${amount}${index === 0 ? '; border-top: 1px solid #e5e7eb' : ''}">${money(fils)}</td></tr>`,
  )
  const total =
    `<tr><td style="${cell}; border-top: 2px solid #1f2937; font-weight: bold">${escapeHtml(words.text('mail:figures.total'))}</td>` +
    `<td style="${amount}; border-top: 2px solid #1f2937; font-weight: bold">${money(figures.totalFils)}</td></tr>`
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
  words: MailWords,
  to: string,
  subject: string,
  lines: Line[],
  action?: { url: string; label: string },
  figures?: OrderMailFigures,
): MailMessage {
  const body = action ? lines.slice(0, -1) : lines
  const textParts = [
    ...body.map((line) => line.text),
    ...(figures ? [figuresText(figures, words.language)] : []),
    ...(action ? lines.slice(-1).map((line) => line.text) : []),
  ]
  const htmlParts = [
    ...body.map(paragraph),
    ...(figures ? [figuresHtml(words, figures)] : []),
    ...(action ? [link(action.url, action.label)] : []),
  ]
  return {
    to,
    subject,
    text: textParts.join('\n\n'),
    html: page(subject, htmlParts.join('\n'), words.language),
    ...(words.language === 'en' ? {} : { language: words.language }),
  }
}

/** A one-time code, shown large in the HTML; the two code mails differ only in their words. */
function codeMail(
  input: { to: string; firstName: string; code: string } & ForReader,
  kind: 'verification' | 'reset',
): MailMessage {
  const words = mailWords(input.language)
  // The code stays out of the subject: lock screens, notifications and mail lists show subjects to anyone near.
  const subject = words.text(`mail:code.${kind}.subject`, { shop: SHOP_NAME })
  const greeting = say(words, 'mail:greeting', { name: input.firstName })
  const code = {
    text: input.code,
    html: `<strong style="font-size: 20px; letter-spacing: 4px"${words.language === 'ar' ? ' dir="ltr"' : ''}>${escapeHtml(input.code)}</strong>`,
  }
  const line = say(words, 'mail:code.line', {
    what: words.text(`mail:code.${kind}.what`),
    code,
    minutes: CODE_TTL_MINUTES,
  })
  const closing = say(words, `mail:code.${kind}.closing`)
  return {
    to: input.to,
    subject,
    text: [greeting.text, line.text, closing.text].join('\n\n'),
    html: page(
      subject,
      [paragraph(greeting), paragraph(line), paragraph(closing)].join('\n'),
      words.language,
    ),
    ...(words.language === 'en' ? {} : { language: words.language }),
  }
}

/** The link of the payment page of an order: PUBLIC_URL/crypto-payment?order=ID (docs/product.md). */
export function paymentPageUrl(publicUrl: string, orderUniqueId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/crypto-payment?order=${encodeURIComponent(orderUniqueId)}`
}

/** Account verification code (register, login of an unverified account, resend-otp). */
export function verificationCodeMail(
  input: { to: string; firstName: string; code: string } & ForReader,
): MailMessage {
  return codeMail(input, 'verification')
}

/** Password reset code (forgot-password, resend-otp during a reset). */
export function resetCodeMail(
  input: { to: string; firstName: string; code: string } & ForReader,
): MailMessage {
  return codeMail(input, 'reset')
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
function orderWords(input: OrderMailInput) {
  const words = mailWords(input.language)
  return {
    words,
    order: words.ltr(input.orderUniqueId),
    total: aed(words, input.totalFils),
    greeting: say(words, 'mail:greeting', { name: input.firstName }),
  }
}

/** What a mail asking for payment carries beyond the order: the quote, the address and the window, when known. */
type PaymentRequest = OrderMailInput & {
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
function paymentRequestMail(
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

/** A contact-form message, to SHOP_EMAIL; replying answers the sender. */
export function contactMessageMail(
  input: {
    to: string
    name: string
    email: string
    subject: string
    message: string
  } & ForReader,
): MailMessage {
  const words = mailWords(input.language)
  // A header must stay one line, whatever the form sent.
  const subject = words.text('mail:contact.subject', { subject: input.subject.replace(/[\r\n]+/g, ' ') })
  const from = say(words, 'mail:contact.from', { sender: `${input.name} <${input.email}>` })
  const subjectLine = say(words, 'mail:contact.subjectLine', { subject: input.subject })
  const text = [from.text, subjectLine.text, '', input.message].join('\n')
  return {
    to: input.to,
    replyTo: input.email,
    subject,
    text,
    html: page(
      subject,
      [
        paragraph(from),
        paragraph(subjectLine),
        `<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`,
      ].join('\n'),
      words.language,
    ),
    ...(words.language === 'en' ? {} : { language: words.language }),
  }
}

/** To the shop (SHOP_EMAIL): a product fell to its low-stock threshold (docs/product.md#for-the-owner), once until restocked. */
export function lowStockMail(
  input: {
    to: string
    name: string
    sku: string
    stock: number
    lowStockThreshold: number
    stockPageUrl: string
  } & ForReader,
): MailMessage {
  const words = mailWords(input.language)
  const left =
    input.stock === 0
      ? words.text('mail:lowStock.outOfStock')
      : words.text('mail:lowStock.left', { stock: input.stock })
  // A header must stay one line, whatever the product is called.
  const subject = words.text('mail:lowStock.subject', {
    name: input.name.replace(/[\r\n]+/g, ' '),
    sku: input.sku,
    left,
  })
  return letter(
    words,
    input.to,
    subject,
    [
      say(words, 'mail:lowStock.line', {
        name: input.name,
        sku: input.sku,
        stock: input.stock,
        threshold: input.lowStockThreshold,
      }),
      say(words, 'mail:lowStock.once'),
      say(words, 'mail:lowStock.restock', { url: input.stockPageUrl }),
    ],
    { url: input.stockPageUrl, label: words.text('mail:lowStock.open') },
  )
}

/**
 * docs/reliability.md: to SHOP_EMAIL, when a chain reorganisation makes the money of an order already shipped
 * unconfirmed again or takes it away (the order keeps its status), or when that money is confirmed again.
 */
export function paymentAlertMail(
  input: {
    to: string
    orderUniqueId: string
    status: string
    kind: 'paymentUnconfirmed' | 'paymentGone' | 'paymentConfirmedAgain'
    expectedSats: bigint
    countedSats: bigint
  } & ForReader,
): MailMessage {
  const words = mailWords(input.language)
  const status = input.status.toLowerCase()
  const subjectKey = {
    paymentUnconfirmed: 'mail:paymentAlert.subjectUnconfirmed',
    paymentGone: 'mail:paymentAlert.subjectGone',
    paymentConfirmedAgain: 'mail:paymentAlert.subjectConfirmedAgain',
  }[input.kind]
  const subject = words.text(subjectKey, { status, order: input.orderUniqueId })
  const lines = [
    say(words, `mail:paymentAlert.${input.kind}`, {
      order: words.ltr(input.orderUniqueId),
      status: input.status,
    }),
    say(words, 'mail:paymentAlert.amounts', {
      expected: btc(words, input.expectedSats),
      counted: btc(words, input.countedSats),
    }),
    ...(input.kind === 'paymentConfirmedAgain' ? [] : [say(words, 'mail:paymentAlert.check')]),
  ]
  return letter(words, input.to, subject, lines)
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

/** The owner recorded that they refunded money sent for the order. */
export function refundRecordedMail(
  input: OrderMailInput & { refundedSats: bigint; note?: string },
): MailMessage {
  const { words, order, greeting } = orderWords(input)
  const subject = words.text('mail:order.refunded.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.refunded.line', { refunded: btc(words, input.refundedSats), order }),
    ...(input.note ? [say(words, 'mail:order.refunded.note', { note: input.note })] : []),
    say(words, 'mail:order.refunded.next'),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}

// ---- refunds (docs/architecture.md#refunds-and-payouts) ----

/** A refund is owed: the link where the buyer gives their own address. */
export function refundClaimMail(
  input: OrderMailInput & { amountSats: bigint; claimUrl: string },
): MailMessage {
  const { words, order, greeting } = orderWords(input)
  const subject = words.text('mail:order.refundClaim.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.refundClaim.line', { amount: btc(words, input.amountSats), order }),
    say(words, 'mail:order.refundClaim.how'),
    say(words, 'mail:order.refundClaim.link', { url: input.claimUrl }),
  ]
  return letter(words, input.to, subject, lines, {
    url: input.claimUrl,
    label: words.text('mail:order.refundClaim.button'),
  })
}

/** A refund went out: how much, where to and in which transaction. */
export function refundPaidMail(
  input: OrderMailInput & { amountSats: bigint; address: string; txid: string },
): MailMessage {
  const { words, order, greeting } = orderWords(input)
  const subject = words.text('mail:order.refundPaid.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:order.refundPaid.line', {
      amount: btc(words, input.amountSats),
      order,
      address: words.ltr(input.address),
    }),
    say(words, 'mail:order.refundPaid.txid', { txid: words.ltr(input.txid) }),
    say(words, 'mail:order.refundPaid.next'),
  ]
  return letter(words, input.to, subject, lines)
}

// ---- returns after delivery (docs/architecture.md#returns) ----

export type ReturnMailStep = 'requested' | 'accepted' | 'refused' | 'received'

/** A return moved: asked for, accepted (send the items), refused (why), or received (what is credited). */
export function returnMail(
  input: OrderMailInput & {
    step: ReturnMailStep
    units: number
    note?: string
    creditFils?: number
    orderUrl: string
  },
): MailMessage {
  const { words, order, greeting } = orderWords(input)
  const note = input.note?.trim()
  const lines = [greeting]
  let subject: string
  let button: string
  switch (input.step) {
    case 'requested':
      subject = words.text('mail:order.returnRequested.subject', { order: input.orderUniqueId })
      button = words.text('mail:order.returnRequested.button')
      lines.push(say(words, 'mail:order.returnRequested.line', { count: input.units, order }))
      lines.push(say(words, 'mail:order.returnRequested.link', { url: input.orderUrl }))
      break
    case 'accepted':
      subject = words.text('mail:order.returnAccepted.subject', { order: input.orderUniqueId })
      button = words.text('mail:order.returnAccepted.button')
      lines.push(say(words, 'mail:order.returnAccepted.line', { count: input.units, order }))
      if (note) lines.push(say(words, 'mail:order.returnAccepted.note', { note }))
      lines.push(say(words, 'mail:order.returnAccepted.next'))
      break
    case 'refused':
      subject = words.text('mail:order.returnRefused.subject', { order: input.orderUniqueId })
      button = words.text('mail:order.returnRefused.button')
      lines.push(say(words, 'mail:order.returnRefused.line', { order }))
      if (note) lines.push(say(words, 'mail:order.returnRefused.note', { note }))
      lines.push(say(words, 'mail:order.returnRefused.next'))
      break
    case 'received':
      subject = words.text('mail:order.returnReceived.subject', { order: input.orderUniqueId })
      button = words.text('mail:order.returnReceived.button')
      lines.push(
        say(words, 'mail:order.returnReceived.line', { order, credit: aed(words, input.creditFils ?? 0) }),
      )
      lines.push(say(words, 'mail:order.returnReceived.next'))
      break
  }
  return letter(words, input.to, subject, lines, { url: input.orderUrl, label: button })
}

// ---- identity checks for large orders (docs/architecture.md#identity-checks-for-large-orders) ----

/** A large order placed by a buyer whose identity the shop must check first: what to send, and by when. */
export function identityNeededMail(
  input: OrderMailInput & { verificationUrl: string; reviewDeadline?: Date },
): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text('mail:identity.needed.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:identity.needed.thanks', { order, total }),
    say(words, 'mail:identity.needed.why'),
    ...(input.reviewDeadline
      ? [say(words, 'mail:identity.needed.deadline', { deadline: deadline(words, input.reviewDeadline) })]
      : []),
    say(words, 'mail:identity.needed.upload', { url: input.verificationUrl }),
  ]
  return letter(
    words,
    input.to,
    subject,
    lines,
    { url: input.verificationUrl, label: words.text('mail:identity.needed.button') },
    input.figures,
  )
}

/** The owner approved the buyer's identity: the payment window starts now. */
export function identityApprovedMail(input: PaymentRequest): MailMessage {
  return paymentRequestMail(input, {
    subject: 'mail:identity.approved.subject',
    lead: 'mail:identity.approved.line',
  })
}

/** The owner could not accept the documents: the order is cancelled and its items released. */
export function identityRejectedMail(input: OrderMailInput & { reason?: string }): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text('mail:identity.rejected.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:identity.rejected.line', { order, total }),
    ...(input.reason ? [say(words, 'mail:order.cancelled.reason', { reason: input.reason })] : []),
    say(words, 'mail:identity.rejected.next'),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}

/** Nobody decided in time (no documents, or none checked): the order is closed and nothing charged. */
export function identityWindowEndedMail(input: OrderMailInput): MailMessage {
  const { words, order, total, greeting } = orderWords(input)
  const subject = words.text('mail:identity.windowEnded.subject', { order: input.orderUniqueId })
  const lines = [
    greeting,
    say(words, 'mail:identity.windowEnded.line', { order, total }),
    say(words, 'mail:identity.windowEnded.next'),
  ]
  return letter(words, input.to, subject, lines, undefined, input.figures)
}

// ---- staff (docs/architecture.md#accounts-and-access) ----

/** The owner invited someone to the back office: the link that sets their password, and until when it works. */
export function staffInvitationMail(
  input: {
    to: string
    role: StaffRole
    inviterName: string
    acceptUrl: string
    expiresAt: Date
  } & ForReader,
): MailMessage {
  const words = mailWords(input.language)
  const subject = words.text('mail:staff.invitation.subject', { shop: SHOP_NAME })
  const lines = [
    say(words, 'mail:staff.invitation.line', {
      inviter: input.inviterName,
      shop: SHOP_NAME,
      role: words.text(`mail:staff.role.${input.role}`),
    }),
    say(words, 'mail:staff.invitation.how'),
    say(words, 'mail:staff.invitation.deadline', { deadline: deadline(words, input.expiresAt) }),
    say(words, 'mail:staff.invitation.closing'),
    say(words, 'mail:staff.invitation.open', { url: input.acceptUrl }),
  ]
  return letter(words, input.to, subject, lines, {
    url: input.acceptUrl,
    label: words.text('mail:staff.invitation.button'),
  })
}

/** The page the invitation's link opens, in the mail's language: PUBLIC_URL[/ar]/accept-invitation?token=… */
export function acceptInvitationUrl(publicUrl: string, token: string, language: Language = 'en'): string {
  const base = `${publicUrl.replace(/\/+$/, '')}${language === 'ar' ? '/ar' : ''}`
  return `${base}/accept-invitation?token=${encodeURIComponent(token)}`
}
