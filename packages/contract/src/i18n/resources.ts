import type { Language } from './languages.js'
import type commonTexts from './locales/en/common.js'
import type accountTexts from './locales/en/account.js'
import type addressTexts from './locales/en/address.js'
import type adminTexts from './locales/en/admin.js'
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
import type categoriesAdminTexts from './locales/en/categoriesAdmin.js'
import type pagesAdminTexts from './locales/en/pagesAdmin.js'
import type metalsAdminTexts from './locales/en/metalsAdmin.js'
import type settingsAdminTexts from './locales/en/settingsAdmin.js'
import type refundsTexts from './locales/en/refunds.js'
import type ordersTexts from './locales/en/orders.js'
import type paymentTexts from './locales/en/payment.js'
import type productsAdminTexts from './locales/en/productsAdmin.js'
import type seoTexts from './locales/en/seo.js'
import type staticTexts from './locales/en/static.js'
import type stockTexts from './locales/en/stock.js'
import type staffTexts from './locales/en/staff.js'
import type securityTexts from './locales/en/security.js'

/**
 * Every namespace of texts, one module per language each (locales/<language>/<namespace>.ts). A feature adds
 * its namespace here, to EnglishTexts and to both loaders. Keys are written in full wherever they are used,
 * `t('checkout:placeOrder')`, so the key test can tell a key that nothing uses.
 */
export const NAMESPACES = [
  'common',
  'account',
  'address',
  'admin',
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
  'metalsAdmin',
  'categoriesAdmin',
  'pagesAdmin',
  'orders',
  'payment',
  'productsAdmin',
  'seo',
  'settingsAdmin',
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
  admin: typeof adminTexts
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
  metalsAdmin: typeof metalsAdminTexts
  categoriesAdmin: typeof categoriesAdminTexts
  pagesAdmin: typeof pagesAdminTexts
  orders: typeof ordersTexts
  payment: typeof paymentTexts
  productsAdmin: typeof productsAdminTexts
  seo: typeof seoTexts
  settingsAdmin: typeof settingsAdminTexts
  static: typeof staticTexts
  stock: typeof stockTexts
  staff: typeof staffTexts
  security: typeof securityTexts
  refunds: typeof refundsTexts
}

type Loader = () => Promise<{ default: object }>

/** Each namespace is its own module, so a page loads only the texts it shows, in its own language. */
export const TEXT_LOADERS: Readonly<Record<Language, Readonly<Record<Namespace, Loader>>>> = {
  en: {
    common: () => import('./locales/en/common.js'),
    account: () => import('./locales/en/account.js'),
    address: () => import('./locales/en/address.js'),
    admin: () => import('./locales/en/admin.js'),
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
    mail: () => import('./locales/en/mail.js'),
    messages: () => import('./locales/en/messages.js'),
    metals: () => import('./locales/en/metals.js'),
    metalsAdmin: () => import('./locales/en/metalsAdmin.js'),
    categoriesAdmin: () => import('./locales/en/categoriesAdmin.js'),
    pagesAdmin: () => import('./locales/en/pagesAdmin.js'),
    orders: () => import('./locales/en/orders.js'),
    payment: () => import('./locales/en/payment.js'),
    productsAdmin: () => import('./locales/en/productsAdmin.js'),
    seo: () => import('./locales/en/seo.js'),
    settingsAdmin: () => import('./locales/en/settingsAdmin.js'),
    static: () => import('./locales/en/static.js'),
    stock: () => import('./locales/en/stock.js'),
    staff: () => import('./locales/en/staff.js'),
    refunds: () => import('./locales/en/refunds.js'),
    security: () => import('./locales/en/security.js'),
  },
  ar: {
    common: () => import('./locales/ar/common.js'),
    account: () => import('./locales/ar/account.js'),
    address: () => import('./locales/ar/address.js'),
    admin: () => import('./locales/ar/admin.js'),
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
    mail: () => import('./locales/ar/mail.js'),
    messages: () => import('./locales/ar/messages.js'),
    metals: () => import('./locales/ar/metals.js'),
    metalsAdmin: () => import('./locales/ar/metalsAdmin.js'),
    categoriesAdmin: () => import('./locales/ar/categoriesAdmin.js'),
    pagesAdmin: () => import('./locales/ar/pagesAdmin.js'),
    orders: () => import('./locales/ar/orders.js'),
    payment: () => import('./locales/ar/payment.js'),
    productsAdmin: () => import('./locales/ar/productsAdmin.js'),
    seo: () => import('./locales/ar/seo.js'),
    settingsAdmin: () => import('./locales/ar/settingsAdmin.js'),
    static: () => import('./locales/ar/static.js'),
    stock: () => import('./locales/ar/stock.js'),
    staff: () => import('./locales/ar/staff.js'),
    refunds: () => import('./locales/ar/refunds.js'),
    security: () => import('./locales/ar/security.js'),
  },
}
