import type { Language } from './languages.js'
import type common from './locales/en/common.js'
import type productsAdmin from './locales/en/productsAdmin.js'

/**
 * Every namespace of texts, one module per language each (locales/<language>/<namespace>.ts). A feature adds
 * its namespace here, to EnglishTexts and to both loaders. Keys are written in full wherever they are used,
 * `t('checkout:placeOrder')`, so the key test can tell a key that nothing uses.
 */
export const NAMESPACES = ['common', 'productsAdmin'] as const
export type Namespace = (typeof NAMESPACES)[number]

export interface EnglishTexts {
  common: typeof common
  productsAdmin: typeof productsAdmin
}

type Loader = () => Promise<{ default: object }>

/** Each namespace is its own module, so a page loads only the texts it shows, in its own language. */
export const TEXT_LOADERS: Readonly<Record<Language, Readonly<Record<Namespace, Loader>>>> = {
  en: {
    common: () => import('./locales/en/common.js'),
    productsAdmin: () => import('./locales/en/productsAdmin.js'),
  },
  ar: {
    common: () => import('./locales/ar/common.js'),
    productsAdmin: () => import('./locales/ar/productsAdmin.js'),
  },
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: EnglishTexts
  }
}
