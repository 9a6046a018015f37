import { escapeHtml, mailWords } from '../../lib/mail-i18n.js'
import { page, paragraph, say, type ForReader } from '../../lib/mail-layout.js'
import type { MailMessage } from '../../lib/mailer.js'

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
