import { formatAed, productPagePath, type MetalType } from '@shop/contract'
import { localizedPath, type Language } from '@shop/contract/i18n'
import { escapeHtml, mailWords, type MailWords, type RichValue } from '../../lib/mail-i18n.js'
import type { MailMessage } from '../../lib/mailer.js'

/** What an alert watches, as its mail names it and links to it. */
export type PriceAlertMailSubject =
  | { kind: 'metal'; metal: MetalType }
  | { kind: 'product'; name: string; nameAr: string | null; sku: string; categoryName: string }

/** The page a price alert's "stop" link opens, in the mail's language: PUBLIC_URL[/ar]/price-alerts/unsubscribe?token=… */
export function priceAlertUnsubscribeUrl(publicUrl: string, token: string, language: Language): string {
  const base = publicUrl.replace(/\/+$/, '')
  return `${base}${localizedPath('/price-alerts/unsubscribe', language)}?token=${encodeURIComponent(token)}`
}

/** Where the buyer can act on the price: the product's page, or the metal's products in the catalog. */
function subjectUrl(publicUrl: string, subject: PriceAlertMailSubject, language: Language): string {
  const base = publicUrl.replace(/\/+$/, '')
  const path =
    subject.kind === 'metal'
      ? `/products?metal=${subject.metal}`
      : productPagePath(subject.categoryName, subject.sku)
  return `${base}${localizedPath(path, language)}`
}

/** An amount kept left to right in an Arabic mail; a metal's is per gram. */
function price(words: MailWords, fils: number, perGram: boolean): RichValue {
  const amount = words.ltr(words.text('mail:money.aed', { amount: formatAed(fils) }))
  return perGram
    ? {
        text: words.text('mail:priceAlert.perGram', { amount }),
        html: words.html('mail:priceAlert.perGram', { amount }),
      }
    : amount
}

/**
 * The mail of a price alert that fired (docs/decisions/258): in the buyer's language, naming the metal or the
 * product, the target and the price now, with a link to buy and one that stops the alert without signing in.
 */
export function priceAlertMail(input: {
  to: string
  firstName: string
  language: Language
  subject: PriceAlertMailSubject
  targetFils: number
  currentFils: number
  publicUrl: string
  unsubscribeToken: string
}): MailMessage {
  const { language } = input
  const words = mailWords(language)
  const perGram = input.subject.kind === 'metal'
  const name =
    input.subject.kind === 'metal'
      ? words.text(`mail:priceAlert.metal.${input.subject.metal}`)
      : // A header must stay one line, whatever the product is called.
        ((language === 'ar' && input.subject.nameAr) || input.subject.name).replace(/[\r\n]+/g, ' ')
  const target = price(words, input.targetFils, perGram)
  const current = price(words, input.currentFils, perGram)
  const url = subjectUrl(input.publicUrl, input.subject, language)
  const stopUrl = priceAlertUnsubscribeUrl(input.publicUrl, input.unsubscribeToken, language)
  const subject = words.text('mail:priceAlert.subject', { name, current: current.text, target: target.text })
  const see = words.text(perGram ? 'mail:priceAlert.seeMetal' : 'mail:priceAlert.seeProduct', { name })
  const keys: [string, Record<string, string | RichValue>][] = [
    ['mail:greeting', { name: input.firstName }],
    ['mail:priceAlert.line', { name, current, target }],
    ['mail:priceAlert.notHeld', {}],
    ['mail:priceAlert.once', {}],
  ]
  const html = [
    '<!doctype html>',
    `${language === 'ar' ? '<html dir="rtl" lang="ar">' : '<html>'}<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1c1917">',
    ...keys.map(([key, values]) => `<p>${words.html(key, values)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(see)}</a></p>`,
    `<p style="font-size: 13px; color: #57534e"><a href="${escapeHtml(stopUrl)}">${words.html('mail:priceAlert.stop')}</a></p>`,
    '</body></html>',
  ].join('\n')
  const text = [
    ...keys.map(([key, values]) => words.text(key, values)),
    words.text('mail:priceAlert.seeHere', { url }),
    words.text('mail:priceAlert.stopHere', { url: stopUrl }),
  ].join('\n\n')
  return { to: input.to, subject, text, html, ...(language === 'en' ? {} : { language }) }
}
