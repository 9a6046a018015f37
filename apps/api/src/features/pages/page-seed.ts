import { MIN_CUSTOMER_AGE_YEARS, SITE_NAME, type PageSlug } from '@shop/contract'
import { createI18n, type Language, type TFunction } from '@shop/contract/i18n'

// The texts the shop shipped with, as each page's version 1 (docs/architecture.md#pages): built from the very
// words the storefront showed (the `static`, `home` and `mail` texts), so the spec's wording is kept exactly. The
// figures the owner sets become slots filled when a page is shown; the age and the shop's name are written out.

const FAQ_IDS = [
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
  'bulk',
  'account',
  'cancel',
  'track',
] as const

const ABOUT_VALUES = ['certified', 'pricing', 'bitcoin', 'phones'] as const

const TERMS_SECTIONS = [
  { key: 'seller', paragraphs: ['p1'] },
  { key: 'generalTerms', paragraphs: ['p1', 'p2', 'p3'] },
  { key: 'payments', paragraphs: ['p1', 'serviceCharge', 'p3', 'p4'] },
  { key: 'shipping', paragraphs: ['p1', 'p2'] },
  { key: 'returnsAndRefunds', paragraphs: ['p1', 'p2', 'p3'] },
  { key: 'privacy', paragraphs: ['p1', 'p2'] },
  { key: 'contact', paragraphs: ['p1'] },
] as const

const TESTIMONIALS = ['omar', 'priya', 'daniel'] as const

const VALUES = {
  site: SITE_NAME,
  age: MIN_CUSTOMER_AGE_YEARS,
  days: '{returnDays}',
  percent: '{serviceChargePercent}',
}

const blocks = (...parts: string[]) => `${parts.join('\n\n')}\n`

function shippedPage(slug: PageSlug, t: TFunction): string {
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
              : // A paragraph key of this section (the list above is checked against the texts by the key test).
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
      return blocks(
        ...TESTIMONIALS.flatMap((key) => [
          `## ${t(`home:testimonials.items.${key}.name`)} · ${t(`home:testimonials.items.${key}.place`)}`,
          t('home:testimonials.quoted', { quote: t(`home:testimonials.items.${key}.quote`) }),
        ]),
      )
    case 'mail-footer':
      return blocks(t('mail:ownerFooter'))
  }
}

const translators = new Map<Language, Promise<TFunction>>()
const translatorOf = (language: Language) => {
  let made = translators.get(language)
  if (!made) {
    made = createI18n(language, { namespaces: ['static', 'home', 'mail'], escapeValue: false }).then(
      (i18n) => i18n.t,
    )
    translators.set(language, made)
  }
  return made
}

/** A page's shipped text in both languages: its first version. */
export async function shippedPageBodies(slug: PageSlug): Promise<{ bodyEn: string; bodyAr: string }> {
  const [en, ar] = await Promise.all([translatorOf('en'), translatorOf('ar')])
  return { bodyEn: shippedPage(slug, en), bodyAr: shippedPage(slug, ar) }
}
