import { deadline, letter, say } from '../../lib/mail-layout.js'
import type { MailMessage } from '../../lib/mailer.js'
import {
  orderWords,
  paymentRequestMail,
  type OrderMailInput,
  type PaymentRequest,
} from './buyer-order-mails.js'

// The buyer's mails of an identity check for a large order (docs/architecture.md#identity-checks-for-large-orders).

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
