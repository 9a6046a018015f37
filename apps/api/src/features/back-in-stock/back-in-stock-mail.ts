import { productPagePath, SITE_NAME } from '@shop/contract'
import { localizedPath, type Language } from '@shop/contract/i18n'
import { escapeHtml, mailWords } from '../../lib/mail-i18n.js'
import type { MailMessage } from '../../lib/mailer.js'

/** The mail a buyer asked for: the product is back in stock, with a link to its page in their language. */
export function backInStockMail(input: {
  to: string
  firstName: string
  productName: string
  sku: string
  categoryName: string
  publicUrl: string
  language?: Language
}): MailMessage {
  const language = input.language ?? 'en'
  const words = mailWords(language)
  const url = `${input.publicUrl.replace(/\/+$/, '')}${localizedPath(productPagePath(input.categoryName, input.sku), language)}`
  // A header must stay one line, whatever the product is called.
  const name = input.productName.replace(/[\r\n]+/g, ' ')
  const subject = words.text('mail:backInStock.subject', { name })
  const keys: [string, Record<string, string>][] = [
    ['mail:greeting', { name: input.firstName }],
    ['mail:backInStock.line', { name, shop: SITE_NAME }],
    ['mail:backInStock.notHeld', {}],
    ['mail:backInStock.once', {}],
  ]
  const html = [
    '<!doctype html>',
    `${language === 'ar' ? '<html dir="rtl" lang="ar">' : '<html>'}<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1c1917">',
    ...keys.map(([key, values]) => `<p>${words.html(key, values)}</p>`),
    `<p><a href="${escapeHtml(url)}">${words.html('mail:backInStock.see', { name })}</a></p>`,
    '</body></html>',
  ].join('\n')
  const text = [
    ...keys.map(([key, values]) => words.text(key, values)),
    words.text('mail:backInStock.seeHere', { url }),
  ].join('\n\n')
  return { to: input.to, subject, text, html, ...(language === 'en' ? {} : { language }) }
}
