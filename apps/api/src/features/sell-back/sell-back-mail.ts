import { formatAed, formatBtc } from '@shop/contract'
import { DEFAULT_LANGUAGE, isLanguage, localizedPath, type Language } from '@shop/contract/i18n'
import { escapeHtml, mailWords, type MailValue, type MailWords } from '../../lib/mail-i18n.js'
import type { MailMessage } from '../../lib/mailer.js'
import type { MailJob } from '../mail-queue/mail-queue.js'
import type { QuoteRow } from './sell-back.repo.js'

// docs/architecture.md#sell-back: the buyer's mails as the owner moves their quote, in the buyer's language.

export type SellBackMailStep = 'accepted' | 'refused' | 'received' | 'claim' | 'paidCash' | 'paidBitcoin'

/** Who the mail goes to and what their quote is, as sell-back.repo.ts reads it. */
export interface SellBackMailQuote {
  email: string
  firstName: string
  /** The account's language, as stored. */
  language: string
  productName: string
  productNameAr: string | null
  units: number
  totalFils: number
}

/** The buyer and quote a mail tells of, from the quote as read. */
export const sellBackMailQuoteOf = (row: QuoteRow): SellBackMailQuote => ({
  email: row.buyerEmail,
  firstName: row.buyerFirstName,
  language: row.buyerLanguage,
  productName: row.productName,
  productNameAr: row.productNameAr,
  units: row.units,
  totalFils: row.totalFils,
})

export interface SellBackMailExtra {
  note?: string | undefined
  /** The buyer's claim page of the payout's refund (step `claim`). */
  claimUrl?: string | undefined
  amountSats?: bigint | undefined
  address?: string | undefined
  txid?: string | undefined
  /** Base of the link to the buyer's quotes (PUBLIC_URL); no link without it. */
  publicUrl?: string | undefined
}

/** The buyer's quotes page, in the mail's language: PUBLIC_URL[/ar]/profile?tab=sell-back. */
export function sellBackQuotesUrl(publicUrl: string, language: Language): string {
  return `${publicUrl.replace(/\/+$/, '')}${localizedPath('/profile', language)}?tab=sell-back`
}

/** One mail of the quote's `step`. */
export function sellBackMail(
  quote: SellBackMailQuote,
  step: SellBackMailStep,
  extra: SellBackMailExtra = {},
): MailMessage {
  const language = isLanguage(quote.language) ? quote.language : DEFAULT_LANGUAGE
  const words = mailWords(language)
  // A header must stay one line, whatever the product is called.
  const name = ((language === 'ar' && quote.productNameAr) || quote.productName).replace(/[\r\n]+/g, ' ')
  const total = words.ltr(words.text('mail:money.aed', { amount: formatAed(quote.totalFils) }))
  const amount =
    extra.amountSats === undefined
      ? ''
      : words.ltr(words.text('mail:money.btc', { amount: formatBtc(extra.amountSats) }))
  const lines: [string, Record<string, MailValue>][] = [['mail:greeting', { name: quote.firstName }]]
  const count = { count: quote.units, name: { text: name, html: escapeHtml(name) }, total }
  const note = extra.note?.trim()
  switch (step) {
    case 'accepted':
      lines.push(['mail:sellBack.accepted', count])
      break
    case 'refused':
      lines.push(['mail:sellBack.refused', count])
      break
    case 'received':
      lines.push(['mail:sellBack.received', count])
      break
    case 'claim':
      lines.push(['mail:sellBack.claim', { total, amount }])
      lines.push(['mail:sellBack.claimHere', { url: extra.claimUrl ?? '' }])
      break
    case 'paidCash':
      lines.push(['mail:sellBack.paidCash', count])
      break
    case 'paidBitcoin':
      lines.push(['mail:sellBack.paidBitcoin', { ...count, amount, address: words.ltr(extra.address ?? '') }])
      lines.push(['mail:sellBack.txid', { txid: words.ltr(extra.txid ?? '') }])
      break
  }
  if (note) lines.push(['mail:sellBack.note', { note: { text: note, html: escapeHtml(note) } }])
  const link =
    step === 'claim' && extra.claimUrl
      ? { url: extra.claimUrl, label: words.text('mail:sellBack.claimButton') }
      : extra.publicUrl
        ? { url: sellBackQuotesUrl(extra.publicUrl, language), label: words.text('mail:sellBack.button') }
        : null
  if (link && step !== 'claim') lines.push(['mail:sellBack.seeQuotes', { url: link.url }])
  return render(words, quote.email, words.text(`mail:sellBack.subject.${step}`, { name }), lines, link)
}

function render(
  words: MailWords,
  to: string,
  subject: string,
  lines: readonly [string, Record<string, MailValue>][],
  link: { url: string; label: string } | null,
): MailMessage {
  const html = [
    '<!doctype html>',
    `${words.language === 'ar' ? '<html dir="rtl" lang="ar">' : '<html>'}<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1c1917">',
    ...lines.map(([key, values]) => `<p>${words.html(key, values)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '</body></html>',
  ].join('\n')
  const text = lines.map(([key, values]) => words.text(key, values)).join('\n\n')
  return {
    to,
    subject,
    text,
    html,
    ...(words.language === 'en' ? {} : { language: words.language }),
  }
}

/** The mail of `step` as a queue job. */
export const sellBackMailJob = (
  quote: SellBackMailQuote,
  step: SellBackMailStep,
  extra: SellBackMailExtra = {},
): MailJob => ({ kind: `sellBack.${step}`, message: sellBackMail(quote, step, extra) })
