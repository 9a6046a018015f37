import { API_BASE, apiPath, PAGE_PATHS, type PageSlug, type PublicPage } from '@shop/contract'
import { createI18nWithAllTexts, shippedPageMarkdown } from '@shop/contract/i18n'
import type { FakeAnswer } from './fake-fetch'

// The FAQ and the Terms as the API answers them on a fresh shop: version 1, built from the shipped texts with
// the settings' figures (5 %, 14 days), one section per `##` heading (apps/api/src/features/pages/page-seed.ts).
// The storefront's pages get these as HTML; here each paragraph is one <p>, as markdown-it writes it.

const { t } = await createI18nWithAllTexts('en')
const VALUES = { site: 'Aurum & Byte', age: 18, days: 14, percent: 5, fee: 1 }
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escape(text)}</p>`).join('\n')
const section = (title: string, texts: string[]) => ({
  title,
  titleHtml: escape(title),
  html: paragraphs(texts),
})

function shippedPage(slug: 'faq' | 'terms'): PublicPage {
  // One section per `##` heading, its paragraphs the blank-line-separated blocks under it (no inline Markdown in
  // the shipped FAQ and Terms); what comes before the first heading is the intro.
  const [intro = '', ...parts] = `\n${shippedPageMarkdown(slug, t, VALUES)}`.split(/\n## /)
  const blocksOf = (text: string) =>
    text
      .split(/\n{2,}/)
      .map((block) => block.trim())
      .filter(Boolean)
  const sections = parts.map((part) => {
    const [title = '', ...rest] = part.split('\n')
    return section(title, blocksOf(rest.join('\n')))
  })
  const introText = blocksOf(intro)
  const introHtml = introText.length > 0 ? paragraphs(introText) : ''
  return {
    slug,
    language: 'en',
    publishedAt: '2026-11-01T00:00:00.000Z',
    introHtml,
    sections,
    html: [introHtml, ...sections.map((part) => `<h2>${part.titleHtml}</h2>\n${part.html}`)].join('\n'),
  }
}

/** fakeFetch's answer for GET /pages/:slug of a shipped page. */
export function shippedPageAnswer(slug: 'faq' | 'terms'): Record<string, FakeAnswer> {
  const path: string = API_BASE + apiPath(PAGE_PATHS.get, { slug: slug satisfies PageSlug })
  return { [path]: { body: { success: true, data: shippedPage(slug) } } }
}
