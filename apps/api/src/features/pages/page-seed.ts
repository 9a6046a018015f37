import { MIN_CUSTOMER_AGE_YEARS, SITE_NAME, type PageSlug } from '@shop/contract'
import {
  ALL_TEXT_LOADERS,
  createI18n,
  shippedPageMarkdown,
  type Language,
  type TFunction,
} from '@shop/contract/i18n'

// Each page's version 1 is the text the shop shipped with (@shop/contract/i18n shipped-pages.ts). The figures the
// owner sets become slots filled when a page is shown; the age and the shop's name are written out.
const VALUES = {
  site: SITE_NAME,
  age: MIN_CUSTOMER_AGE_YEARS,
  days: '{returnDays}',
  percent: '{serviceChargePercent}',
  fee: '{paidCancellationFeePercent}',
}

const shippedPage = (slug: PageSlug, t: TFunction) => shippedPageMarkdown(slug, t, VALUES)

const translators = new Map<Language, Promise<TFunction>>()
const translatorOf = (language: Language) => {
  let made = translators.get(language)
  if (!made) {
    made = createI18n(language, {
      namespaces: ['static', 'home', 'mail'],
      escapeValue: false,
      loaders: ALL_TEXT_LOADERS,
    }).then((i18n) => i18n.t)
    translators.set(language, made)
  }
  return made
}

/** A page's shipped text in both languages: its first version. */
export async function shippedPageBodies(slug: PageSlug): Promise<{ bodyEn: string; bodyAr: string }> {
  const [en, ar] = await Promise.all([translatorOf('en'), translatorOf('ar')])
  return { bodyEn: shippedPage(slug, en), bodyAr: shippedPage(slug, ar) }
}
