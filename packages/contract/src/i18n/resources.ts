import type { Language } from './languages.js'
import type common from './locales/en/common.js'
import type address from './locales/en/address.js'
import type admin from './locales/en/admin.js'
import type company from './locales/en/company.js'
import type contact from './locales/en/contact.js'
import type home from './locales/en/home.js'
import type metalsAdmin from './locales/en/metalsAdmin.js'
import type seo from './locales/en/seo.js'
import type static from './locales/en/static.js'
import type stock from './locales/en/stock.js'

/**
 * Every namespace of texts, one module per language each (locales/<language>/<namespace>.ts). A feature adds
 * its namespace here, to EnglishTexts and to both loaders. Keys are written in full wherever they are used,
 * `t('checkout:placeOrder')`, so the key test can tell a key that nothing uses.
 */
export const NAMESPACES = [
  'common',
  'address',
  'admin',
  'company',
  'contact',
  'home',
  'metalsAdmin',
  'seo',
  'static',
  'stock',
] as const
export type Namespace = (typeof NAMESPACES)[number]

export interface EnglishTexts {
  common: typeof common
  address: typeof address
  admin: typeof admin
  company: typeof company
  contact: typeof contact
  home: typeof home
  metalsAdmin: typeof metalsAdmin
  seo: typeof seo
  static: typeof static
  stock: typeof stock
}

type Loader = () => Promise<{ default: object }>

/** Each namespace is its own module, so a page loads only the texts it shows, in its own language. */
export const TEXT_LOADERS: Readonly<Record<Language, Readonly<Record<Namespace, Loader>>>> = {
  en: {
    common: () => import('./locales/en/common.js'),
    address: () => import('./locales/en/address.js'),
    admin: () => import('./locales/en/admin.js'),
    company: () => import('./locales/en/company.js'),
    contact: () => import('./locales/en/contact.js'),
    home: () => import('./locales/en/home.js'),
    metalsAdmin: () => import('./locales/en/metalsAdmin.js'),
    seo: () => import('./locales/en/seo.js'),
    static: () => import('./locales/en/static.js'),
    stock: () => import('./locales/en/stock.js'),
  },
  ar: {
    common: () => import('./locales/ar/common.js'),
    address: () => import('./locales/ar/address.js'),
    admin: () => import('./locales/ar/admin.js'),
    company: () => import('./locales/ar/company.js'),
    contact: () => import('./locales/ar/contact.js'),
    home: () => import('./locales/ar/home.js'),
    metalsAdmin: () => import('./locales/ar/metalsAdmin.js'),
    seo: () => import('./locales/ar/seo.js'),
    static: () => import('./locales/ar/static.js'),
    stock: () => import('./locales/ar/stock.js'),
  },
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: EnglishTexts
  }
}
