import { aed } from '../../lib/mail-figures.js'
import { btc, letter, say } from '../../lib/mail-layout.js'
import type { MailMessage } from '../../lib/mailer.js'
import { orderWords, type OrderMailInput } from './buyer-order-mails.js'

// The buyer's mails about money going back (docs/architecture.md#refunds-and-payouts) and about returns after
// delivery (docs/architecture.md#returns).

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
