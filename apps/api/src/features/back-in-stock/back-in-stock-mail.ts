import { productPagePath, SITE_NAME } from '@shop/contract'
import { escapeHtml } from '../../lib/mail-templates.js'
import type { MailMessage } from '../../lib/mailer.js'

/** The mail a buyer asked for: the product is back in stock, with a link to its page. */
export function backInStockMail(input: {
  to: string
  firstName: string
  productName: string
  sku: string
  categoryName: string
  publicUrl: string
}): MailMessage {
  const url = `${input.publicUrl.replace(/\/+$/, '')}${productPagePath(input.categoryName, input.sku)}`
  // A header must stay one line, whatever the product is called.
  const name = input.productName.replace(/[\r\n]+/g, ' ')
  const subject = `Back in stock: ${name}`
  const lines = [
    `Hello ${input.firstName},`,
    `${name} is back in stock at ${SITE_NAME}, as you asked us to tell you.`,
    'Stock is limited and is not held for you: it is yours once an order for it is placed.',
    'This is the one mail for your request; ask again on the product page to hear of the next restock.',
  ]
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1c1917">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">See ${escapeHtml(name)}</a></p>`,
    '</body></html>',
  ].join('\n')
  return { to: input.to, subject, text: [...lines, `See it here: ${url}`].join('\n\n'), html }
}
