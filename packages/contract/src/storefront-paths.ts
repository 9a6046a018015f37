import { pathWithoutLanguage } from './i18n/languages.js'

/** The shop's name: the storefront's wordmark and titles, link previews and mail all say it the same way. */
export const SITE_NAME = 'Aurum & Byte'

// docs/product.md#for-shoppers: the storefront's URLs. The SPA links with them and the API serves link previews, the
// sitemap and robots.txt for the same paths, so the two can never disagree on where a page lives.

/** The page of one category's products: /category/{categoryName}. */
export function categoryPagePath(categoryName: string): string {
  return `/category/${encodeURIComponent(categoryName)}`
}

/** A product's detail page: /category/{categoryName}/product/{sku}. */
export function productPagePath(categoryName: string, sku: string): string {
  return `${categoryPagePath(categoryName)}/product/${encodeURIComponent(sku)}`
}

/** Pages worth a search engine's visit besides the category and product pages. */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/products',
  '/category',
  '/about',
  '/contact',
  '/faqs',
  '/terms',
] as const

/**
 * Pages that are a shopper's own or a step of a purchase: kept out of search engines (robots.txt) because
 * they show nothing to a crawler and must never be indexed with someone's data.
 */
export const PRIVATE_PAGE_PATHS = [
  '/cart',
  '/checkout',
  '/profile',
  '/crypto-payment',
  '/verify-otp',
  '/admin',
  // A staff invitation's page: its link carries a secret token.
  '/accept-invitation',
  // The page a price alert's mailed "stop" link opens: its link carries a secret token too.
  '/price-alerts/unsubscribe',
] as const

/** Every other page of the storefront (docs/product.md#for-shoppers): visitor pages and the maintenance screen. */
export const OTHER_PAGE_PATHS = ['/login', '/register', '/forgot-password', '/maintenance'] as const

const FIXED_PAGE_PATHS: ReadonlySet<string> = new Set([
  ...PUBLIC_PAGE_PATHS,
  ...PRIVATE_PAGE_PATHS,
  ...OTHER_PAGE_PATHS,
])
/** The buyer's page of one order: /profile/orders/{orderId} (the order's public unique id). */
export function buyerOrderPagePath(orderUniqueId: string): string {
  return `/profile/orders/${encodeURIComponent(orderUniqueId)}`
}
const BUYER_ORDER_PATH = /^\/profile\/(orders\/[^/]+|refunds\/\d+)$/
const CATEGORY_OR_PRODUCT_PATH = /^\/category\/[^/]+(\/product\/[^/]+)?$/
/** The owner's back office: /admin and every page under it (robots.txt's /admin covers them all). */
const ADMIN_SUBPAGE_PATH = /^\/admin(\/[^/]+)+$/

/**
 * Whether a URL path is one of the storefront's pages (docs/product.md#for-shoppers; a trailing slash is the same page).
 * Any other path is the not-found page, which the server answers with status 404 so crawlers drop it.
 */
export function isStorefrontPath(pathname: string): boolean {
  // Arabic pages are the same pages under /ar (docs/architecture.md#languages).
  const neutral = pathWithoutLanguage(pathname)
  const path = neutral.length > 1 ? neutral.replace(/\/+$/, '') : neutral
  return (
    FIXED_PAGE_PATHS.has(path) ||
    CATEGORY_OR_PRODUCT_PATH.test(path) ||
    ADMIN_SUBPAGE_PATH.test(path) ||
    BUYER_ORDER_PATH.test(path)
  )
}
