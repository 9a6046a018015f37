import type { StorefrontNamespace, TextLoader } from './resources.js'

/**
 * The storefront's Arabic texts, one module per namespace (see text-loaders-en.ts).
 */
export const AR_TEXT_LOADERS: Readonly<Record<StorefrontNamespace, TextLoader>> = {
  common: () => import('./locales/ar/common.js'),
  account: () => import('./locales/ar/account.js'),
  address: () => import('./locales/ar/address.js'),
  owner: () => import('./locales/ar/owner.js'),
  auth: () => import('./locales/ar/auth.js'),
  cart: () => import('./locales/ar/cart.js'),
  catalog: () => import('./locales/ar/catalog.js'),
  checkout: () => import('./locales/ar/checkout.js'),
  company: () => import('./locales/ar/company.js'),
  contact: () => import('./locales/ar/contact.js'),
  errors: () => import('./locales/ar/errors.js'),
  home: () => import('./locales/ar/home.js'),
  invoice: () => import('./locales/ar/invoice.js'),
  kyc: () => import('./locales/ar/kyc.js'),
  messages: () => import('./locales/ar/messages.js'),
  metals: () => import('./locales/ar/metals.js'),
  ownerMetals: () => import('./locales/ar/ownerMetals.js'),
  ownerCategories: () => import('./locales/ar/ownerCategories.js'),
  ownerPages: () => import('./locales/ar/ownerPages.js'),
  orders: () => import('./locales/ar/orders.js'),
  payment: () => import('./locales/ar/payment.js'),
  ownerProducts: () => import('./locales/ar/ownerProducts.js'),
  ownerSettings: () => import('./locales/ar/ownerSettings.js'),
  static: () => import('./locales/ar/static.js'),
  stock: () => import('./locales/ar/stock.js'),
  staff: () => import('./locales/ar/staff.js'),
  refunds: () => import('./locales/ar/refunds.js'),
  security: () => import('./locales/ar/security.js'),
}
