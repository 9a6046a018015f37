import type { CompanyInfo } from '@shop/contract'
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

/** The message with the company footer after its text (as a signature) and at the end of its HTML body. */
export function addCompanyFooter<M extends MailMessage>(message: M, company: CompanyInfo): M {
  const lines = footerLines(company, message.language)
  const text = `${message.text}\n\n-- \n${lines.map((line) => line.text).join('\n')}\n`
  const footerHtml = [
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

/** A mailer that adds the company footer to every message it sends. */
export function withCompanyFooter(mailer: Mailer, company: CompanyInfo): Mailer {
  return {
    send: (message) => mailer.send(addCompanyFooter(message, company)),
  }
}
