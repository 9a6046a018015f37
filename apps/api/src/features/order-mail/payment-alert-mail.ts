import { mailWords } from '../../lib/mail-i18n.js'
import { btc, letter, say, type ForReader } from '../../lib/mail-layout.js'
import type { MailMessage } from '../../lib/mailer.js'

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
