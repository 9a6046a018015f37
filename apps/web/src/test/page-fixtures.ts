import { API_BASE, apiPath, PAGE_PATHS, type PageSlug, type PublicPage } from '@shop/contract'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { FAQ_IDS } from '../features/static-pages/faq-items'
import type { FakeAnswer } from './fake-fetch'

// The FAQ and the Terms as the API answers them on a fresh shop: version 1, built from the shipped texts with
// the settings' figures (5 %, 14 days), one section per `##` heading (apps/api/src/features/pages/page-seed.ts).
// The storefront's pages get these as HTML; here each paragraph is one <p>, as markdown-it writes it.

const { t } = await createI18nWithAllTexts('en')
const VALUES = { site: 'Aurum & Byte', age: 18, days: 14, percent: 5 }
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escape(text)}</p>`).join('\n')
const section = (title: string, texts: string[]) => ({
  title,
  titleHtml: escape(title),
  html: paragraphs(texts),
})

const TERMS_SECTIONS = [
  { key: 'seller', paragraphs: ['p1'] },
  { key: 'generalTerms', paragraphs: ['p1', 'p2', 'p3'] },
  { key: 'payments', paragraphs: ['p1', 'serviceCharge', 'p3', 'p4'] },
  { key: 'shipping', paragraphs: ['p1', 'p2'] },
  { key: 'returnsAndRefunds', paragraphs: ['p1', 'p2', 'p3'] },
  { key: 'privacy', paragraphs: ['p1', 'p2'] },
  { key: 'contact', paragraphs: ['p1'] },
] as const

function shippedPage(slug: 'faq' | 'terms'): PublicPage {
  const sections =
    slug === 'faq'
      ? FAQ_IDS.map((id) =>
          section(t(`static:faq.items.${id}.question`, VALUES), [
            id === 'serviceCharge'
              ? t('static:serviceChargeExplained', VALUES)
              : t(`static:faq.items.${id}.answer`, VALUES),
          ]),
        )
      : TERMS_SECTIONS.map((part) =>
          section(
            t(`static:terms.sections.${part.key}.title`),
            part.paragraphs.map((name) =>
              name === 'serviceCharge'
                ? t('static:serviceChargeExplained', VALUES)
                : t(`static:terms.sections.${part.key}.${name as 'p1'}`, VALUES),
            ),
          ),
        )
  const introHtml = slug === 'faq' ? paragraphs([t('static:faq.lead')]) : ''
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
