import { formatBtc, SITE_NAME } from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import { escapeHtml, uaeTime, type MailValue, type MailWords, type RichValue } from './mail-i18n.js'
import { figuresHtml, figuresText, type OrderMailFigures } from './mail-figures.js'
import type { MailMessage } from './mailer.js'

// The frame every message the shop mails is built on: plain text plus a simple HTML twin, in the recipient's
// language (the `mail` namespace, through i18next: lib/mail-i18n.ts). Each feature's mails (its `*-mail.ts` /
// `*-mails.ts` modules) answer a whole MailMessage so the caller only picks the recipient's data. Amounts come
// in integer fils / satoshis and are formatted here with the contract's money functions (docs/architecture.md:
// decimals only at the edges). Times are the UAE's (`uaeTime`); the company footer is added to every message on
// its way out (`mail-footer.ts`).

export const SHOP_NAME = SITE_NAME

/** Who reads the mail: English unless the recipient's account says otherwise. */
export interface ForReader {
  language?: Language | undefined
}

/** BTC amounts in mail carry their unit: "0.00123456 BTC" (AED amounts: `aed` in mail-figures.ts). */
export const btc = (words: MailWords, sats: bigint): RichValue =>
  words.ltr(words.text('mail:money.btc', { amount: formatBtc(sats) }))
/** A deadline in UAE time, kept whole in a right-to-left mail. */
export const deadline = (words: MailWords, at: Date): RichValue => {
  const text = uaeTime(at, words.language)
  return { text, html: escapeHtml(text) }
}

/** One paragraph of a mail, as its text and its HTML. */
export interface Line {
  text: string
  html: string
}

/** A paragraph from the mail's words. */
export const say = (words: MailWords, key: string, values?: Record<string, MailValue>): Line => ({
  text: words.text(key, values),
  html: words.html(key, values),
})
/** A paragraph someone typed (a tracking note), shown as typed. */
export const typed = (text: string): Line => ({ text, html: escapeHtml(text) })

/** The shared frame of every HTML mail: a narrow column that reads the same on a phone and a desktop. */
export function page(title: string, bodyHtml: string, language: Language = 'en'): string {
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

export const paragraph = (line: Line) => `<p>${line.html}</p>`
const link = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display: inline-block; background: #1f2937; color: #ffffff; padding: 10px 18px; border-radius: 999px; text-decoration: none">${escapeHtml(label)}</a></p>`

/**
 * A message of plain paragraphs, the same in text and HTML. With `action`, the last line ("Pay here: URL"
 * in the text) becomes a link labelled `action.label` in the HTML. With `figures`, the order's lines and
 * summary follow the paragraphs (before the action).
 */
export function letter(
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
