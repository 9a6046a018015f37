import type { Language } from './languages.js'
import type common from './locales/en/common.js'
import type auth from './locales/en/auth.js'
import type account from './locales/en/account.js'
import type checkout from './locales/en/checkout.js'
import type orders from './locales/en/orders.js'
import type payment from './locales/en/payment.js'

/**
 * Every namespace of texts, one module per language each (locales/<language>/<namespace>.ts). A feature adds
 * its namespace here, to EnglishTexts and to both loaders. Keys are written in full wherever they are used,
 * `t('checkout:placeOrder')`, so the key test can tell a key that nothing uses.
 */
export const NAMESPACES = ['common', 'auth', 'account', 'checkout', 'orders', 'payment'] as const
export type Namespace = (typeof NAMESPACES)[number]

export interface EnglishTexts {
  common: typeof common
  auth: typeof auth
  account: typeof account
  checkout: typeof checkout
  orders: typeof orders
  payment: typeof payment
}

type Loader = () => Promise<{ default: object }>

/** Each namespace is its own module, so a page loads only the texts it shows, in its own language. */
export const TEXT_LOADERS: Readonly<Record<Language, Readonly<Record<Namespace, Loader>>>> = {
  en: {
    common: () => import('./locales/en/common.js'),
    auth: () => import('./locales/en/auth.js'),
    account: () => import('./locales/en/account.js'),
    checkout: () => import('./locales/en/checkout.js'),
    orders: () => import('./locales/en/orders.js'),
    payment: () => import('./locales/en/payment.js'),
  },
  ar: {
    common: () => import('./locales/ar/common.js'),
    auth: () => import('./locales/ar/auth.js'),
    account: () => import('./locales/ar/account.js'),
    checkout: () => import('./locales/ar/checkout.js'),
    orders: () => import('./locales/ar/orders.js'),
    payment: () => import('./locales/ar/payment.js'),
  },
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: EnglishTexts
  }
}
