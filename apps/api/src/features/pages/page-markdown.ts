import type { RenderedPage } from '@shop/contract'
import MarkdownIt from 'markdown-it'

// The owner's Markdown becomes HTML here and nowhere else (docs/architecture.md#pages). Raw HTML is off, so a
// `<script>` or an `onerror=` typed into a page is shown as text; markdown-it's link check refuses
// `javascript:`, `vbscript:`, `file:` and `data:` targets (a link so written stays text). The storefront sets
// this HTML as it is, which is safe only because nothing but Markdown's own tags can come out of here.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false })

// A link to another site opens in a new tab and tells it nothing of the shop's page.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options))
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]
  const href = token?.attrGet('href') ?? ''
  if (token && /^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank')
    token.attrSet('rel', 'noopener noreferrer')
  }
  return defaultLinkOpen(tokens, index, options, env, self)
}

/** The figures a page's slots are filled with: the owner's settings of the moment. */
export interface PageValues {
  serviceChargePercent: number
  returnDays: number
  paidCancellationFeePercent: number
}

/**
 * `{serviceChargePercent}`, `{returnDays}` and `{paidCancellationFeePercent}` replaced by the settings in force;
 * any other brace stays as typed.
 */
export function fillPlaceholders(source: string, values: PageValues): string {
  return source
    .replaceAll('{serviceChargePercent}', String(values.serviceChargePercent))
    .replaceAll('{returnDays}', String(values.returnDays))
    .replaceAll('{paidCancellationFeePercent}', String(values.paidCancellationFeePercent))
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/**
 * A page's Markdown as HTML: the whole, and split at each `##` heading into sections (an FAQ's entries, the
 * Terms' sections, the testimonials), each with its heading as inline HTML and as plain text.
 */
export function renderPage(source: string, values: PageValues): RenderedPage {
  const filled = fillPlaceholders(source, values).replace(/\r\n?/g, '\n')
  const parts = filled.split(/^## +/m)
  const intro = parts[0] ?? ''
  const sections = parts.slice(1).map((part) => {
    const newline = part.indexOf('\n')
    const heading = (newline === -1 ? part : part.slice(0, newline)).trim()
    const body = newline === -1 ? '' : part.slice(newline + 1)
    const titleHtml = markdown.renderInline(heading)
    return { titleHtml, title: plainText(titleHtml), html: markdown.render(body) }
  })
  return { html: markdown.render(filled), introHtml: markdown.render(intro), sections }
}

/** A page's Markdown as plain text for a mail's text part: the slots filled, the Markdown kept as typed. */
export function pageAsText(source: string, values: PageValues): string {
  return fillPlaceholders(source, values).trim()
}
