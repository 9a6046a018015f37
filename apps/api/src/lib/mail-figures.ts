import { figureSegments, formatAed, isolateFigures, SERVICE_CHARGE_PERCENT } from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import { escapeHtml, mailWords, type MailWords, type RichValue } from './mail-i18n.js'

// The figures of an order as its mails show them: each line, the summary and the total, as plain text and as an
// HTML table (lib/mail-layout.ts puts them under a mail's paragraphs). Amounts come in integer fils and are
// formatted with the contract's money functions.

/** AED amounts in mail carry their unit: "1,234.50 AED". */
export const aed = (words: MailWords, fils: number): RichValue =>
  words.ltr(words.text('mail:money.aed', { amount: formatAed(fils) }))

/** One line of an order as sold: the name (and chosen options) at a unit price, times a quantity. */
export interface OrderMailLine {
  name: string
  /** The Arabic name the order line kept; an Arabic mail reads it (else the English). */
  nameAr?: string
  /** The chosen options, e.g. "Storage: 256 GB, Colour: Black". */
  options?: string
  /** The same in Arabic, when the line kept an Arabic name of any option; an Arabic mail reads it (else `options`). */
  optionsAr?: string
  unitPriceFils: number
  quantity: number
}

/**
 * The figures of an order exactly as stored on it (never recomputed here): the parts shown add up to the
 * total shown because the order record's columns do.
 */
export interface OrderMailFigures {
  lines: OrderMailLine[]
  subtotalFils: number
  vatFils: number
  shippingFils: number
  serviceChargeFils: number
  /** The percent the order was priced with (orders.service_charge_basis_points / 100). */
  serviceChargePercent?: number
  totalFils: number
}

/** The rows under the lines, in the order every screen of the shop shows them. */
function summaryRows(words: MailWords, figures: OrderMailFigures): [string, number][] {
  return [
    [words.text('mail:figures.subtotal'), figures.subtotalFils],
    [words.text('mail:figures.vat'), figures.vatFils],
    [words.text('mail:figures.shipping'), figures.shippingFils],
    [
      words.text('mail:figures.serviceCharge', {
        percent: figures.serviceChargePercent ?? SERVICE_CHARGE_PERCENT,
      }),
      figures.serviceChargeFils,
    ],
  ]
}

/** A line's name and options in the reader's language: "name (options)", the English where it kept no Arabic. */
const lineName = (line: OrderMailLine, language: Language) => {
  const arabic = language === 'ar'
  const name = (arabic && line.nameAr) || line.name
  const options = (arabic && line.optionsAr) || line.options
  return options ? `${name} (${options})` : name
}

/**
 * A line's name as an Arabic mail shows it: each figure with a Latin unit ("31.1035 g", "256 GB") kept left to
 * right, by Unicode's isolates in the text and a `dir="ltr"` span in the HTML (docs/decisions/265). English is
 * left as it is.
 */
const lineNameShown = (line: OrderMailLine, language: Language): RichValue => {
  const name = lineName(line, language)
  if (language !== 'ar') return { text: name, html: escapeHtml(name) }
  return {
    text: isolateFigures(name),
    html: figureSegments(name)
      .map((part) =>
        part.figure ? `<span dir="ltr">${escapeHtml(part.text)}</span>` : escapeHtml(part.text),
      )
      .join(''),
  }
}

/** The figures as plain text: each line "unit × quantity = subtotal", then the summary and the total. */
export function figuresText(figures: OrderMailFigures, language: Language = 'en'): string {
  const words = mailWords(language)
  const money = (fils: number) => aed(words, fils).text
  const lines = figures.lines.map(
    (line) =>
      `${lineNameShown(line, language).text}\n  ${money(line.unitPriceFils)} × ${line.quantity} = ${money(line.unitPriceFils * line.quantity)}`,
  )
  const summary = summaryRows(words, figures).map(([label, fils]) => `${label}: ${money(fils)}`)
  return [...lines, '', ...summary, `${words.text('mail:figures.total')}: ${money(figures.totalFils)}`].join(
    '\n',
  )
}

/** The figures as an HTML table, amounts aligned to the end so they can be added by eye. */
export function figuresHtml(words: MailWords, figures: OrderMailFigures): string {
  const money = (fils: number) => aed(words, fils).html
  const cell = 'padding: 6px 0; vertical-align: top'
  const amount = `${cell}; text-align: ${words.language === 'ar' ? 'left' : 'right'}; white-space: nowrap`
  const lines = figures.lines.map(
    (line) =>
      `<tr><td style="${cell}">${lineNameShown(line, words.language).html}<br><span style="color: #6b7280; font-size: 13px">${money(line.unitPriceFils)} × ${line.quantity}</span></td>` +
      `<td style="${amount}">${money(line.unitPriceFils * line.quantity)}</td></tr>`,
  )
  const summary = summaryRows(words, figures).map(
    ([label, fils], index) =>
      `<tr><td style="${cell}${index === 0 ? '; border-top: 1px solid #e5e7eb' : ''}">${escapeHtml(label)}</td>` +
      `<td style="${amount}${index === 0 ? '; border-top: 1px solid #e5e7eb' : ''}">${money(fils)}</td></tr>`,
  )
  const total =
    `<tr><td style="${cell}; border-top: 2px solid #1f2937; font-weight: bold">${escapeHtml(words.text('mail:figures.total'))}</td>` +
    `<td style="${amount}; border-top: 2px solid #1f2937; font-weight: bold">${money(figures.totalFils)}</td></tr>`
  return [
    '<table role="presentation" style="width: 100%; border-collapse: collapse; margin: 16px 0; font-size: 14px">',
    ...lines,
    ...summary,
    total,
    '</table>',
  ].join('\n')
}
