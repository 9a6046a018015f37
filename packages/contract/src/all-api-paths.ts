import { USER_PATHS } from './api-paths/user.js'
import { CATEGORY_PATHS } from './api-paths/category.js'
import { METAL_PRICE_PATHS } from './api-paths/metal-price.js'
import { PRODUCT_PATHS } from './api-paths/product.js'
import { PRODUCT_OWNER_PATHS } from './api-paths/owner-product.js'
import { ADDRESS_PATHS } from './api-paths/address.js'
import { ORDER_PATHS } from './api-paths/order.js'
import { EMAIL_PATHS } from './api-paths/email.js'
import { GEO_PATHS } from './api-paths/geo.js'
import { OWNER_PATHS } from './api-paths/owner.js'
import { STOCK_PATHS } from './api-paths/stock.js'
import { SHOP_PATHS } from './api-paths/shop.js'
import { DEV_PATHS } from './api-paths/dev.js'
import { BACK_IN_STOCK_PATHS } from './api-paths/back-in-stock.js'
import { TAX_DOCUMENT_PATHS } from './api-paths/tax-document.js'
import { IDENTITY_PATHS } from './api-paths/identity.js'
import { STAFF_PATHS } from './api-paths/staff.js'
import { SESSION_PATHS, TWO_FACTOR_PATHS } from './api-paths/two-factor.js'
import { REFUND_PATHS } from './api-paths/refund.js'
import { PAGE_PATHS } from './api-paths/pages.js'
import { RETURN_PATHS } from './api-paths/returns.js'
import { PRICE_ALERT_PATHS } from './api-paths/price-alerts.js'
import { SELL_BACK_PATHS } from './api-paths/sell-back.js'

/**
 * Every path of the API by area (api-paths/), for the API's routes and the endpoint table. The storefront imports
 * the areas it calls instead, so a page's code carries only those (docs/decisions/148).
 */
export const API_PATHS = {
  user: USER_PATHS,
  category: CATEGORY_PATHS,
  metalPrice: METAL_PRICE_PATHS,
  product: { ...PRODUCT_PATHS, ...PRODUCT_OWNER_PATHS },
  address: ADDRESS_PATHS,
  order: ORDER_PATHS,
  email: EMAIL_PATHS,
  geo: GEO_PATHS,
  owner: OWNER_PATHS,
  stock: STOCK_PATHS,
  shop: SHOP_PATHS,
  dev: DEV_PATHS,
  backInStock: BACK_IN_STOCK_PATHS,
  taxDocument: TAX_DOCUMENT_PATHS,
  identity: IDENTITY_PATHS,
  staff: STAFF_PATHS,
  twoFactor: TWO_FACTOR_PATHS,
  sessions: SESSION_PATHS,
  refund: REFUND_PATHS,
  returns: RETURN_PATHS,
  pages: PAGE_PATHS,
  priceAlerts: PRICE_ALERT_PATHS,
  sellBack: SELL_BACK_PATHS,
} as const

/** Every path of API_PATHS, as a union type. */
export type ApiPath = {
  [Area in keyof typeof API_PATHS]: (typeof API_PATHS)[Area][keyof (typeof API_PATHS)[Area]]
}[keyof typeof API_PATHS]
