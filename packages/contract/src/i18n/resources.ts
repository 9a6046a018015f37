import type { Language } from './languages.js'
import type commonTexts from './locales/en/common.js'
import type accountTexts from './locales/en/account.js'
import type addressTexts from './locales/en/address.js'
import type ownerTexts from './locales/en/owner.js'
import type authTexts from './locales/en/auth.js'
import type cartTexts from './locales/en/cart.js'
import type catalogTexts from './locales/en/catalog.js'
import type checkoutTexts from './locales/en/checkout.js'
import type companyTexts from './locales/en/company.js'
import type contactTexts from './locales/en/contact.js'
import type errorsTexts from './locales/en/errors.js'
import type homeTexts from './locales/en/home.js'
import type invoiceTexts from './locales/en/invoice.js'
import type kycTexts from './locales/en/kyc.js'
import type mailTexts from './locales/en/mail.js'
import type messagesTexts from './locales/en/messages.js'
import type metalsTexts from './locales/en/metals.js'
import type ownerCategoriesTexts from './locales/en/ownerCategories.js'
import type ownerPagesTexts from './locales/en/ownerPages.js'
import type ownerMetalsTexts from './locales/en/ownerMetals.js'
import type ownerSettingsTexts from './locales/en/ownerSettings.js'
import type refundsTexts from './locales/en/refunds.js'
import type ordersTexts from './locales/en/orders.js'
import type paymentTexts from './locales/en/payment.js'
import type ownerProductsTexts from './locales/en/ownerProducts.js'
import type seoTexts from './locales/en/seo.js'
import type staticTexts from './locales/en/static.js'
import type stockTexts from './locales/en/stock.js'
import type staffTexts from './locales/en/staff.js'
import type securityTexts from './locales/en/security.js'

/**
 * Every namespace of texts, one module per language each (locales/<language>/<namespace>.ts). A feature adds
 * its namespace here, to EnglishTexts and to the loader tables (text-loaders-en.ts and text-loaders-ar.ts, or
 * server-text-loaders.ts when only the API reads it). Keys are written in full wherever they are used,
 * `t('checkout:placeOrder')`, so the key test can tell a key that nothing uses.
 */
export const NAMESPACES = [
  'common',
  'account',
  'address',
  'owner',
  'auth',
  'cart',
  'catalog',
  'checkout',
  'company',
  'contact',
  'errors',
  'home',
  'invoice',
  'kyc',
  'mail',
  'messages',
  'metals',
  'ownerMetals',
  'ownerCategories',
  'ownerPages',
  'orders',
  'payment',
  'ownerProducts',
  'seo',
  'ownerSettings',
  'static',
  'stock',
  'staff',
  'security',
  'refunds',
] as const
export type Namespace = (typeof NAMESPACES)[number]

export interface EnglishTexts {
  common: typeof commonTexts
  account: typeof accountTexts
  address: typeof addressTexts
  owner: typeof ownerTexts
  auth: typeof authTexts
  cart: typeof cartTexts
  catalog: typeof catalogTexts
  checkout: typeof checkoutTexts
  company: typeof companyTexts
  contact: typeof contactTexts
  errors: typeof errorsTexts
  home: typeof homeTexts
  invoice: typeof invoiceTexts
  kyc: typeof kycTexts
  mail: typeof mailTexts
  messages: typeof messagesTexts
  metals: typeof metalsTexts
  ownerMetals: typeof ownerMetalsTexts
  ownerCategories: typeof ownerCategoriesTexts
  ownerPages: typeof ownerPagesTexts
  orders: typeof ordersTexts
  payment: typeof paymentTexts
  ownerProducts: typeof ownerProductsTexts
  seo: typeof seoTexts
  ownerSettings: typeof ownerSettingsTexts
  static: typeof staticTexts
  stock: typeof stockTexts
  staff: typeof staffTexts
  security: typeof securityTexts
  refunds: typeof refundsTexts
}

export type TextLoader = () => Promise<{ default: object }>
export type TextLoaders<N extends Namespace = Namespace> = Readonly<
  Record<Language, Readonly<Record<N, TextLoader>>>
>

/** The namespaces only the API reads (mail, the server-rendered pages' meta tags): the storefront never loads them. */
export const SERVER_ONLY_NAMESPACES = ['mail', 'seo'] as const
export type StorefrontNamespace = Exclude<Namespace, (typeof SERVER_ONLY_NAMESPACES)[number]>
