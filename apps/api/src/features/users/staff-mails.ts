import type { StaffRole } from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import { mailWords } from '../../lib/mail-i18n.js'
import { deadline, letter, say, SHOP_NAME, type ForReader } from '../../lib/mail-layout.js'
import type { MailMessage } from '../../lib/mailer.js'

// docs/architecture.md#accounts-and-access: the mail of a back-office invitation, on the shared frame
// (lib/mail-layout.ts).

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
