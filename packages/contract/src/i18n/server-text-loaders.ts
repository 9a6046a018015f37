import { createI18n, type CreateI18nOptions, type I18n } from './create-i18n.js'
import type { Language } from './languages.js'
import { NAMESPACES, type StorefrontNamespace, type TextLoaders } from './resources.js'
import { AR_TEXT_LOADERS } from './text-loaders-ar.js'
import { EN_TEXT_LOADERS } from './text-loaders-en.js'

/** The storefront's namespaces in both languages. */
export const TEXT_LOADERS: TextLoaders<StorefrontNamespace> = { en: EN_TEXT_LOADERS, ar: AR_TEXT_LOADERS }

/** The texts only the API reads, apart from the storefront's tables so that no page carries their chunk names. */
export const SERVER_TEXT_LOADERS: TextLoaders<'mail' | 'seo'> = {
  en: {
    mail: () => import('./locales/en/mail.js'),
    seo: () => import('./locales/en/seo.js'),
  },
  ar: {
    mail: () => import('./locales/ar/mail.js'),
    seo: () => import('./locales/ar/seo.js'),
  },
}

/** Every namespace in both languages: what the API passes to createI18n (it mails and renders any of them). */
export const ALL_TEXT_LOADERS: TextLoaders = {
  en: { ...EN_TEXT_LOADERS, ...SERVER_TEXT_LOADERS.en },
  ar: { ...AR_TEXT_LOADERS, ...SERVER_TEXT_LOADERS.ar },
}

/** Loads every namespace of a language (tests, and the API, which mails any of them). */
export async function createI18nWithAllTexts(
  language: Language,
  options: Omit<CreateI18nOptions, 'namespaces' | 'loaders'> = {},
): Promise<I18n> {
  return createI18n(language, { ...options, namespaces: NAMESPACES, loaders: ALL_TEXT_LOADERS })
}
