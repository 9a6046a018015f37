import { SITE_NAME, type CompanyInfo } from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import { escapeHtml, mailWords } from './mail-i18n.js'
import type { MailMessage, Mailer } from './mailer.js'

// Every mail names the company that sends it (legal name, licence, TRN, address, phone, email). It is added
// on the way out rather than by each template, so no message (today's or one added later) can go without it.
// It is written in the message's language, the phone and email kept left to right in Arabic.

/** One fact of the footer, as text and as HTML. */
interface FooterLine {
  text: string
  html: string
}

function footerLines(company: CompanyInfo, language: Language = 'en'): FooterLine[] {
  const words = mailWords(language)
  // The legal name and address are the company's own words, shown as configured.
  const plain = (text: string): FooterLine => ({ text, html: escapeHtml(text) })
  const fact = (key: string, value: string): FooterLine => {
    const ltr = words.ltr(value)
    return { text: words.text(key, { value: ltr }), html: words.html(key, { value: ltr }) }
  }
  return [
    plain(company.legalName),
    ...(company.tradeLicence ? [fact('mail:footer.tradeLicence', company.tradeLicence)] : []),
    ...(company.trn ? [fact('mail:footer.trn', company.trn)] : []),
    plain(company.address),
    fact('mail:footer.phone', company.phone),
    fact('mail:footer.email', company.email),
  ]
}

/** The company's facts, one per line, leaving out those not configured (a licence or TRN still pending). */
export function companyFooterLines(company: CompanyInfo, language: Language = 'en'): string[] {
  return footerLines(company, language).map((line) => line.text)
}

/** What the owner adds to every mail: the shop's logo above and a footer of their words (a page they edit). */
export interface ShopMailFrame {
  /** An absolute URL of the logo on the shop's public origin (mail clients fetch it; most block SVG). */
  logoUrl?: string
  /** The owner's footer in a language, as text and as HTML already made safe (rendered Markdown). */
  ownerFooter?: (language: Language) => Promise<{ text: string; html: string }>
}

/** The logo as the first thing of the HTML body, centred above the card every template draws. */
function addLogo<M extends MailMessage>(message: M, logoUrl: string, alt: string): M {
  const logo = `<div style="max-width: 600px; margin: 0 auto 12px; text-align: center"><img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(alt)}" width="56" height="56" style="display: inline-block; border: 0; border-radius: 12px"></div>`
  const body = /<body[^>]*>/i.exec(message.html)
  const at = body ? body.index + body[0].length : 0
  return { ...message, html: `${message.html.slice(0, at)}\n${logo}${message.html.slice(at)}` }
}

/**
 * The message with the owner's footer (if any) and the company footer after its text (as a signature) and at
 * the end of its HTML body.
 */
export function addCompanyFooter<M extends MailMessage>(
  message: M,
  company: CompanyInfo,
  ownerFooter: { text: string; html: string } = { text: '', html: '' },
): M {
  const lines = footerLines(company, message.language)
  const ownerText = ownerFooter.text ? `\n\n${ownerFooter.text}` : ''
  const text = `${message.text}${ownerText}\n\n-- \n${lines.map((line) => line.text).join('\n')}\n`
  const ownerHtml = ownerFooter.html
    ? `<div style="max-width: 600px; margin: 16px auto 0; color: #374151; font-size: 13px; line-height: 1.6">${ownerFooter.html}</div>`
    : ''
  const footerHtml = [
    ownerHtml,
    '<div style="max-width: 600px; margin: 16px auto 0; color: #6b7280; font-size: 12px; line-height: 1.6">',
    lines.map((line) => line.html).join('<br>'),
    '</div>',
  ].join('')
  const at = message.html.lastIndexOf('</body>')
  const html =
    at === -1
      ? `${message.html}\n${footerHtml}`
      : `${message.html.slice(0, at)}${footerHtml}\n${message.html.slice(at)}`
  return { ...message, text, html }
}

/**
 * A mailer that adds the shop's logo, the owner's footer and the company footer to every message it sends. A
 * footer that cannot be read (the database away for a moment) leaves it out rather than holding the mail back.
 */
export function withCompanyFooter(mailer: Mailer, company: CompanyInfo, frame: ShopMailFrame = {}): Mailer {
  return {
    send: async (message) => {
      const ownerFooter = frame.ownerFooter
        ? await frame.ownerFooter(message.language ?? 'en').catch(() => undefined)
        : undefined
      const framed = frame.logoUrl ? addLogo(message, frame.logoUrl, SITE_NAME) : message
      return mailer.send(addCompanyFooter(framed, company, ownerFooter))
    },
  }
}
