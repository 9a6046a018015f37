import { mailWords } from '../../lib/mail-i18n.js'
import { letter, say, type ForReader } from '../../lib/mail-layout.js'
import type { MailMessage } from '../../lib/mailer.js'

/** To the shop (SHOP_EMAIL): a product fell to its low-stock threshold (docs/product.md#for-the-owner), once until restocked. */
export function lowStockMail(
  input: {
    to: string
    name: string
    sku: string
    stock: number
    lowStockThreshold: number
    stockPageUrl: string
  } & ForReader,
): MailMessage {
  const words = mailWords(input.language)
  const left =
    input.stock === 0
      ? words.text('mail:lowStock.outOfStock')
      : words.text('mail:lowStock.left', { stock: input.stock })
  // A header must stay one line, whatever the product is called.
  const subject = words.text('mail:lowStock.subject', {
    name: input.name.replace(/[\r\n]+/g, ' '),
    sku: input.sku,
    left,
  })
  return letter(
    words,
    input.to,
    subject,
    [
      say(words, 'mail:lowStock.line', {
        name: input.name,
        sku: input.sku,
        stock: input.stock,
        threshold: input.lowStockThreshold,
      }),
      say(words, 'mail:lowStock.once'),
      say(words, 'mail:lowStock.restock', { url: input.stockPageUrl }),
    ],
    { url: input.stockPageUrl, label: words.text('mail:lowStock.open') },
  )
}
