import type { PageSlug } from '../schemas/pages.js'
import type { TFunction } from './create-i18n.js'

// The texts the shop shipped with, as each page's version 1 (docs/architecture.md#pages): built from the very
// words the storefront showed (the `static`, `home` and `mail` texts), so the spec's wording is kept exactly.
// The API seeds its pages from this; the web's tests build the API's answer from it.

/** The figures a shipped page's texts name. */
export type ShippedPageValues = {
  readonly site: string
  readonly age: number
  readonly days: string | number
  readonly percent: string | number
  /** The owner's fee on a paid order's cancellation, in percent. */
  readonly fee: string | number
}

export const FAQ_IDS = [
  'methods',
  'howToPay',
  'split',
  'timeToPay',
  'whyAed',
  'refund',
  'international',
  'delivery',
  'shippingCost',
  'serviceCharge',
  'goldPurity',
  'silverPurity',
  'certificates',
  'priceChanges',
  'vat',
  'warranty',
  'loyalty',
  'sellBack',
  'bulk',
  'account',
  'cancel',
  'track',
] as const

export const ABOUT_VALUES = ['certified', 'pricing', 'bitcoin', 'phones'] as const

export const TERMS_SECTIONS = [
  { key: 'seller', paragraphs: ['p1'] },
  { key: 'generalTerms', paragraphs: ['p1', 'p2', 'p3'] },
  { key: 'payments', paragraphs: ['p1', 'serviceCharge', 'p3', 'p4', 'bindingPrice'] },
  { key: 'shipping', paragraphs: ['p1', 'p2'] },
  { key: 'returnsAndRefunds', paragraphs: ['p1', 'p2', 'p3', 'p4'] },
  { key: 'privacy', paragraphs: ['p1', 'p2', 'p3'] },
  { key: 'contact', paragraphs: ['p1'] },
] as const

const blocks = (...parts: string[]) => `${parts.join('\n\n')}\n`

/**
 * A page's shipped text as Markdown in `t`'s language: one `##` section per FAQ question or Terms section.
 * `values` fills the texts' figures: the API's seed leaves slots (`{serviceChargePercent}`) that the settings
 * fill when the page is shown; tests pass the figures themselves.
 */
export function shippedPageMarkdown(slug: PageSlug, t: TFunction, values: ShippedPageValues): string {
  const VALUES = values
  switch (slug) {
    case 'about':
      return blocks(
        t('static:about.lead', VALUES),
        t('static:about.story', VALUES),
        `## ${t('static:about.valuesTitle')}`,
        ...ABOUT_VALUES.flatMap((key) => [
          `### ${t(`static:about.values.${key}.title`)}`,
          t(`static:about.values.${key}.text`),
        ]),
      )
    case 'faq':
      return blocks(
        t('static:faq.lead'),
        ...FAQ_IDS.flatMap((id) => [
          `## ${t(`static:faq.items.${id}.question`, VALUES)}`,
          id === 'serviceCharge'
            ? t('static:serviceChargeExplained', VALUES)
            : t(`static:faq.items.${id}.answer`, VALUES),
        ]),
      )
    case 'terms':
      return blocks(
        ...TERMS_SECTIONS.flatMap((section) => [
          `## ${t(`static:terms.sections.${section.key}.title`)}`,
          ...section.paragraphs.map((name) =>
            name === 'serviceCharge'
              ? t('static:serviceChargeExplained', VALUES)
              : // A paragraph key of this section (shipped-pages.test.ts checks the list against the texts).
                t(`static:terms.sections.${section.key}.${name as 'p1'}`, VALUES),
          ),
        ]),
      )
    case 'home-hero':
      return blocks(
        t('home:hero.eyebrow'),
        // The metals' names, coloured on the page, are strong (gold) and emphasised (silver) in Markdown.
        `# ${t('home:hero.title')
          .replace(/<gold>(.*?)<\/gold>/g, '**$1**')
          .replace(/<silver>(.*?)<\/silver>/g, '*$1*')}`,
        t('home:hero.lead'),
      )
    case 'testimonials':
      // None is shipped: a testimonial is a customer's own words, which only the owner can write. An empty
      // page has no section, and the home page then shows no testimonials at all (docs/decisions/270).
      return ''
    case 'mail-footer':
      return blocks(t('mail:ownerFooter'))
  }
}
