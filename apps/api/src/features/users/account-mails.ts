import { OTP_TTL_MS } from '@shop/contract'
import { escapeHtml, mailWords } from '../../lib/mail-i18n.js'
import { page, paragraph, say, SHOP_NAME, type ForReader } from '../../lib/mail-layout.js'
import type { MailMessage } from '../../lib/mailer.js'

// The mails of a buyer's account: the one-time codes of verification and password reset, on the shared frame
// (lib/mail-layout.ts).

const CODE_TTL_MINUTES = OTP_TTL_MS / 60_000

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
