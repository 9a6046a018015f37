import type { StorefrontNamespace, TextLoader } from './resources.js'

/**
 * The storefront's English texts, each namespace its own module, so a page loads only the texts it shows. Every
 * entry is a chunk name in the storefront's first load: the namespaces only the API reads are in
 * server-text-loaders.ts, and the Arabic table (text-loaders-ar.ts) comes only with an Arabic page.
 */
export const EN_TEXT_LOADERS: Readonly<Record<StorefrontNamespace, TextLoader>> = {
  common: () => import('./locales/en/common.js'),
  account: () => import('./locales/en/account.js'),
  address: () => import('./locales/en/address.js'),
  owner: () => import('./locales/en/owner.js'),
  auth: () => import('./locales/en/auth.js'),
  cart: () => import('./locales/en/cart.js'),
  catalog: () => import('./locales/en/catalog.js'),
  checkout: () => import('./locales/en/checkout.js'),
  company: () => import('./locales/en/company.js'),
  contact: () => import('./locales/en/contact.js'),
  errors: () => import('./locales/en/errors.js'),
  home: () => import('./locales/en/home.js'),
  invoice: () => import('./locales/en/invoice.js'),
  kyc: () => import('./locales/en/kyc.js'),
  messages: () => import('./locales/en/messages.js'),
  metals: () => import('./locales/en/metals.js'),
  ownerMetals: () => import('./locales/en/ownerMetals.js'),
  ownerCategories: () => import('./locales/en/ownerCategories.js'),
  ownerPages: () => import('./locales/en/ownerPages.js'),
  orders: () => import('./locales/en/orders.js'),
  payment: () => import('./locales/en/payment.js'),
  ownerProducts: () => import('./locales/en/ownerProducts.js'),
  ownerSettings: () => import('./locales/en/ownerSettings.js'),
  static: () => import('./locales/en/static.js'),
  stock: () => import('./locales/en/stock.js'),
  staff: () => import('./locales/en/staff.js'),
  refunds: () => import('./locales/en/refunds.js'),
  security: () => import('./locales/en/security.js'),
}
