import type { Language } from './languages.js'
import type common from './locales/en/common.js'
import type company from './locales/en/company.js'
import type contact from './locales/en/contact.js'
import type home from './locales/en/home.js'
import type seo from './locales/en/seo.js'
import type staticPages from './locales/en/static.js'

/**
 * Every namespace of texts, one module per language each (locales/<language>/<namespace>.ts). A feature adds
 * its namespace here, to EnglishTexts and to both loaders. Keys are written in full wherever they are used,
 * `t('checkout:placeOrder')`, so the key test can tell a key that nothing uses.
 */
export const NAMESPACES = ['common', 'home', 'static', 'contact', 'company', 'seo'] as const
export type Namespace = (typeof NAMESPACES)[number]

export interface EnglishTexts {
  common: typeof common
  home: typeof home
  static: typeof staticPages
  contact: typeof contact
  company: typeof company
  seo: typeof seo
}

type Loader = () => Promise<{ default: object }>

/** Each namespace is its own module, so a page loads only the texts it shows, in its own language. */
export const TEXT_LOADERS: Readonly<Record<Language, Readonly<Record<Namespace, Loader>>>> = {
  en: {
    common: () => import('./locales/en/common.js'),
    home: () => import('./locales/en/home.js'),
    static: () => import('./locales/en/static.js'),
    contact: () => import('./locales/en/contact.js'),
    company: () => import('./locales/en/company.js'),
    seo: () => import('./locales/en/seo.js'),
  },
  ar: {
    common: () => import('./locales/ar/common.js'),
    home: () => import('./locales/ar/home.js'),
    static: () => import('./locales/ar/static.js'),
    contact: () => import('./locales/ar/contact.js'),
    company: () => import('./locales/ar/company.js'),
    seo: () => import('./locales/ar/seo.js'),
  },
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: EnglishTexts
  }
}
