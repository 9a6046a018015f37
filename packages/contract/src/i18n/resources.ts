import type { Language } from './languages.js'
import type common from './locales/en/common.js'
import type catalog from './locales/en/catalog.js'
import type cart from './locales/en/cart.js'
import type metals from './locales/en/metals.js'

/**
 * Every namespace of texts, one module per language each (locales/<language>/<namespace>.ts). A feature adds
 * its namespace here, to EnglishTexts and to both loaders. Keys are written in full wherever they are used,
 * `t('checkout:placeOrder')`, so the key test can tell a key that nothing uses.
 */
export const NAMESPACES = [
  'common',
  'catalog',
  'cart',
  'metals',
] as const
export type Namespace = (typeof NAMESPACES)[number]

export interface EnglishTexts {
  common: typeof common
  catalog: typeof catalog
  cart: typeof cart
  metals: typeof metals
}

type Loader = () => Promise<{ default: object }>

/** Each namespace is its own module, so a page loads only the texts it shows, in its own language. */
export const TEXT_LOADERS: Readonly<Record<Language, Readonly<Record<Namespace, Loader>>>> = {
  en: {
    common: () => import('./locales/en/common.js'),
    catalog: () => import('./locales/en/catalog.js'),
    cart: () => import('./locales/en/cart.js'),
    metals: () => import('./locales/en/metals.js'),
  },
  ar: {
    common: () => import('./locales/ar/common.js'),
    catalog: () => import('./locales/ar/catalog.js'),
    cart: () => import('./locales/ar/cart.js'),
    metals: () => import('./locales/ar/metals.js'),
  },
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: EnglishTexts
  }
}
