import type { Language } from './languages.js'
import type common from './locales/en/common.js'
import type address from './locales/en/address.js'
import type admin from './locales/en/admin.js'
import type metalsAdmin from './locales/en/metalsAdmin.js'
import type stock from './locales/en/stock.js'

/**
 * Every namespace of texts, one module per language each (locales/<language>/<namespace>.ts). A feature adds
 * its namespace here, to EnglishTexts and to both loaders. Keys are written in full wherever they are used,
 * `t('checkout:placeOrder')`, so the key test can tell a key that nothing uses.
 */
export const NAMESPACES = ['common', 'address', 'admin', 'metalsAdmin', 'stock'] as const
export type Namespace = (typeof NAMESPACES)[number]

export interface EnglishTexts {
  common: typeof common
  address: typeof address
  admin: typeof admin
  metalsAdmin: typeof metalsAdmin
  stock: typeof stock
}

type Loader = () => Promise<{ default: object }>

/** Each namespace is its own module, so a page loads only the texts it shows, in its own language. */
export const TEXT_LOADERS: Readonly<Record<Language, Readonly<Record<Namespace, Loader>>>> = {
  en: {
    common: () => import('./locales/en/common.js'),
    address: () => import('./locales/en/address.js'),
    admin: () => import('./locales/en/admin.js'),
    metalsAdmin: () => import('./locales/en/metalsAdmin.js'),
    stock: () => import('./locales/en/stock.js'),
  },
  ar: {
    common: () => import('./locales/ar/common.js'),
    address: () => import('./locales/ar/address.js'),
    admin: () => import('./locales/ar/admin.js'),
    metalsAdmin: () => import('./locales/ar/metalsAdmin.js'),
    stock: () => import('./locales/ar/stock.js'),
  },
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: EnglishTexts
  }
}
