import type { CompanyInfo } from '@shop/contract'
import { escapeHtml } from './mail-templates.js'
import type { MailMessage, Mailer } from './mailer.js'

// Every mail names the company that sends it (legal name, licence, TRN, address, phone, email). It is added
// on the way out rather than by each template, so no message (today's or one added later) can go without it.

/** The company's facts, one per line, leaving out those not configured (a licence or TRN still pending). */
export function companyFooterLines(company: CompanyInfo): string[] {
  return [
    company.legalName,
    ...(company.tradeLicence ? [`Trade licence: ${company.tradeLicence}`] : []),
    ...(company.trn ? [`TRN (VAT): ${company.trn}`] : []),
    company.address,
    `Phone: ${company.phone}`,
    `Email: ${company.email}`,
  ]
}

/** The message with the company footer after its text (as a signature) and at the end of its HTML body. */
export function addCompanyFooter<M extends MailMessage>(message: M, company: CompanyInfo): M {
  const lines = companyFooterLines(company)
  const text = `${message.text}\n\n-- \n${lines.join('\n')}\n`
  const footerHtml = [
    '<div style="max-width: 600px; margin: 16px auto 0; color: #6b7280; font-size: 12px; line-height: 1.6">',
    lines.map(escapeHtml).join('<br>'),
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
