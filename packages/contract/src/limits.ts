// Every constant of docs/product.md#rules-the-shop-keeps and docs/architecture.md, named with its unit so a reader never guesses
//. Runtime knobs that an operator sets (BTC_CONFIRMATIONS, MONITOR_DAYS, CHAIN_POLL_MS)
// live in the API's config; the values here are their defaults.

// ---- Time units -------------------------------------------------------------------------------
export const SECOND_MS = 1000
export const MINUTE_MS = 60 * SECOND_MS
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

// ---- Pagination (packages/contract/src/endpoints.ts and docs/product.md#rules-the-shop-keeps) ------------------------------------------------------------
export const DEFAULT_PAGE = 1
/** Category page: 20 products a page. */
export const CATEGORY_PRODUCTS_PAGE_SIZE = 20
/** All products page (and the API default of get-all-products): 20 a page. */
export const ALL_PRODUCTS_PAGE_SIZE = 20
/** Orders tab of the profile asks 5 a page. */
export const PROFILE_ORDERS_PAGE_SIZE = 5
/** get-orders-by-user answers 10 a page when no limit is given. */
export const ORDERS_DEFAULT_PAGE_SIZE = 10
/** get-users-all answers 10 a page when no size is given. */
export const USERS_DEFAULT_PAGE_SIZE = 10
/** No list call answers more than 100 rows a page (the home page's 100 is the largest ask). */
export const MAX_LIST_LIMIT = 100
/** A page number beyond this is refused (400) rather than turned into a huge OFFSET. */
export const MAX_PAGE_NUMBER = 1_000_000
/** Ids are PostgreSQL `integer`s: a larger id cannot exist, so it is a 400 rather than a database error. */
export const MAX_ID = 2_147_483_647
/** Pagination shows every page button up to this many pages, else first/last/current/neighbours. */
export const PAGINATION_ALL_PAGES_MAX = 5

// ---- Home and skeletons (docs/product.md#for-shoppers and docs/product.md#rules-the-shop-keeps) --------------------------------------------------------
/** Home fetches 100 products and features the first 5. */
export const HOME_PRODUCTS_FETCH_LIMIT = 100
export const HOME_FEATURED_PRODUCTS_COUNT = 5
export const HOME_CATEGORY_SKELETON_COUNT = 3
export const ALL_PRODUCTS_SKELETON_COUNT = 10

// ---- Text lengths and patterns (docs/product.md#rules-the-shop-keeps) --------------------------------------------------
export const CARD_DESCRIPTION_MAX_CHARS = 100
export const CONTACT_MESSAGE_MAX_CHARS = 500
export const CONTACT_SUBJECT_MAX_CHARS = 200
export const PASSWORD_MIN_CHARS = 8
/** argon2 hashes any length, but an unbounded password is a cheap denial of service. */
export const PASSWORD_MAX_CHARS = 128
export const NAME_MAX_CHARS = 50
/** RFC 5321 path limit. */
export const EMAIL_MAX_CHARS = 254
export const SEARCH_MAX_CHARS = 100
export const CATEGORY_NAME_MAX_CHARS = 100
export const ADDRESS_FIELD_MAX_CHARS = 100
export const ADDRESS_LOCATION_MAX_CHARS = 500

// ---- Auth (docs/architecture.md#orders-stock-and-payment and docs/product.md#rules-the-shop-keeps; docs/architecture.md#accounts-and-access) ----------------------------------------------------------
export const OTP_LENGTH = 6
export const OTP_PATTERN = /^\d{6}$/
export const OTP_TTL_MS = 10 * MINUTE_MS
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_COOLDOWN_MS = 60 * SECOND_MS
/**
 * Wrong tries at an account's codes of one purpose that one device (IP, IPv6 by its /64) may make in a day:
 * beyond it that device's tries wait until its oldest counted one is a day old. Other devices, the inbox
 * owner's among them, are not held back (decision 046).
 */
export const OTP_DAILY_MAX_ATTEMPTS = 20
export const RESET_TOKEN_TTL_MS = 10 * MINUTE_MS
/** Session (JWT and its cookie) lifetime: 15 days. */
export const SESSION_TTL_DAYS = 15
export const SESSION_TTL_MS = SESSION_TTL_DAYS * DAY_MS
/** Cookie Max-Age is in seconds. */
export const SESSION_COOKIE_MAX_AGE_S = SESSION_TTL_MS / SECOND_MS
export const DEFAULT_LOGIN_REDIRECT_PATH = '/profile'
/** docs/product.md#for-shoppers: after a password reset, go to /login after 3 s. */
export const RESET_SUCCESS_REDIRECT_MS = 3 * SECOND_MS

// ---- Payment (docs/architecture.md#orders-stock-and-payment and docs/product.md#rules-the-shop-keeps; docs/architecture.md#orders-stock-and-payment) -------------------------------------------------------
/** A Pending order can be paid for 1 h from createdAt. */
export const PAYMENT_WINDOW_PENDING_MS = HOUR_MS
/** An Insufficient order can be paid up for 2 h from insufficientAt. */
export const PAYMENT_WINDOW_INSUFFICIENT_MS = 2 * HOUR_MS
/** A Failed order can be paid up for 2 h from failedAt (decision in order-status.ts). */
export const PAYMENT_WINDOW_FAILED_MS = 2 * HOUR_MS
/**
 * UNCONFIRMED_HOLD_MINUTES default: an order paid in full but not yet confirmed keeps its stock this long
 * from the moment it was paid, then times out (a payment that never confirms must not hold goods at a locked
 * price for days; see order-status.ts).
 */
export const UNCONFIRMED_HOLD_MINUTES_DEFAULT = 180
export const PAYMENT_COUNTDOWN_TICK_MS = SECOND_MS
export const COPY_CONFIRMATION_MS = 2 * SECOND_MS
export const PAYMENT_QR_SIZE_PX = 128
/** Confirmations before Processing -> Confirmed (BTC_CONFIRMATIONS default). */
export const BTC_CONFIRMATIONS_DEFAULT = 1
/** Addresses stay watched this long after their order closes (MONITOR_DAYS default). */
export const MONITOR_DAYS_DEFAULT = 7
/** Wallets stop looking after 20 unused addresses in a row (BIP44 gap limit). */
export const WALLET_GAP_LIMIT = 20
/** The owner's list of payments to refund or honour: 20 a page. */
export const OWNER_LIST_PAGE_SIZE = 20
/** The note of an admin's status move: for Shipped, the courier and tracking number the buyer is mailed. */
export const ORDER_STATUS_NOTE_MAX_CHARS = 300
/** A settlement's note (a refund txid, or how the order was honoured). */
export const SETTLEMENT_NOTE_MAX_CHARS = 500
/** The AED is pegged at 3.6725 per USD. */
export const AED_PER_USD_PEG = 3.6725
/** The same peg as an exact integer (x 10 000) for bigint maths. */
export const AED_PER_USD_PEG_X10000 = 36_725n
/** BTC/AED is refreshed every 60 s. */
export const RATE_REFRESH_MS = 60 * SECOND_MS
/** No order is created on a rate older than 10 min (503 instead). */
export const RATE_MAX_AGE_MS = 10 * MINUTE_MS

// ---- Pricing (docs/architecture.md#pricing) -----------------------------------------------------------------------------
export const SERVICE_CHARGE_PERCENT = 5
export const VAT_STANDARD_PERCENT = 5
/** Investment gold and silver of 99 %+ purity carry no VAT in the UAE. */
export const VAT_INVESTMENT_METAL_PERCENT = 0
export const MIN_QUANTITY_PER_LINE = 1
/** docs/product.md#rules-the-shop-keeps shows no upper bound; the server needs one so a typo cannot reserve a whole stock. */
export const MAX_QUANTITY_PER_LINE = 100
/** The most volume tiers one product has (1–9, 10–49, 50+ and a little room): a table a buyer reads at a glance. */
export const MAX_VOLUME_TIERS = 5
/** At most this many lines in one order. */
export const MAX_ORDER_LINES = 100

// ---- Limits that keep stock for real buyers (order-limits.ts; each set in the API's config) ---------
/** MAX_OPEN_ORDERS_PER_USER default: unpaid orders (holding stock) one account may have at once. */
export const MAX_OPEN_ORDERS_PER_USER_DEFAULT = 3
/** MAX_OPEN_ORDER_VALUE_AED default: the most, in AED, one account's unpaid orders may total. */
export const MAX_OPEN_ORDER_VALUE_AED_DEFAULT = 250_000
/**
 * MAX_OPEN_ORDER_VALUE_VERIFIED_AED default: the same cap for an account whose identity the owner verified (within
 * KYC_VALID_DAYS), so a verified buyer can buy a 1 kg bar.
 */
export const MAX_OPEN_ORDER_VALUE_VERIFIED_AED_DEFAULT = 2_000_000
/**
 * The owner's fee, in percent, on the refund of a paid order its buyer cancels (the price lock is binding once
 * paid: the refund is the lower of the order's value then and now, less this). Default 1.
 */
export const PAID_CANCELLATION_FEE_PERCENT_DEFAULT = 1
/** PAYMENT_TOLERANCE_PERCENT default: a payment short by at most this share counts as paid in full. */
export const PAYMENT_TOLERANCE_PERCENT_DEFAULT = 0.5
/** KYC_LINK_DAYS default: one account's orders within this many days are added up for the identity threshold. */
export const KYC_LINK_DAYS_DEFAULT = 30
/** LARGE_ORDER_PAYMENT_WINDOW_MIN default: the payment window of an order at or above the identity threshold. */
export const LARGE_ORDER_PAYMENT_WINDOW_MIN_DEFAULT = 1440
/** MIN_PART_PAYMENT_PERCENT default: a part payment below this share of the order does not extend its window. */
export const MIN_PART_PAYMENT_PERCENT_DEFAULT = 1
/** The owner's wallet view warns once the unused run reaches this share of the gap limit they set. */
export const WALLET_GAP_NEAR_PERCENT = 75

// ---- Storefront behaviour (docs/product.md#for-shoppers and docs/product.md#rules-the-shop-keeps) ------------------------------------------------------
export const TOAST_DURATION_MS = 3 * SECOND_MS
export const CAROUSEL_SPEED_MS = 500
/** Unused fetched data is kept 60 s (react-query gcTime). */
export const QUERY_GC_TIME_MS = 60 * SECOND_MS
export const MAP_DEFAULT_CENTER = { lat: 25.2048, lng: 55.2708 } as const
export const MAP_DEFAULT_ZOOM = 12
/** docs/architecture.md: the map's tile server (Leaflet URL template); OpenStreetMap's standard tiles by default. */
export const MAP_TILE_URL_DEFAULT = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/**
 * The Content-Security-Policy `img-src` source that lets the page load a tile URL template's images:
 * its scheme and host, with Leaflet's `{s}` subdomain placeholder as a `*` wildcard
 * (`https://{s}.tile.example.org/{z}/{x}/{y}.png` -> `https://*.tile.example.org`). Throws on a template that is
 * not an absolute http(s) URL.
 */
export function tileImageSource(tileUrlTemplate: string): string {
  const [, scheme, host] = /^(https?):\/\/([^/?#]+)/i.exec(tileUrlTemplate) ?? []
  if (!scheme || !host) throw new Error('A tile URL must start with http:// or https://')
  const source = host.replace('{s}', '*')
  if (/[{}\s]/.test(source)) throw new Error('A tile URL may only use {s} in its host')
  return `${scheme.toLowerCase()}://${source}`
}
/** The UAE's bounding box in decimal degrees: the location picker's points must fall inside (addition). */
export const UAE_BOUNDS = { minLat: 22.5, maxLat: 26.5, minLng: 51.0, maxLng: 56.5 } as const

// ---- Terms (docs/product.md#for-shoppers and docs/product.md#rules-the-shop-keeps) -----------------------------------------------------------------------
export const RETURN_WINDOW_DAYS = 14
export const MIN_CUSTOMER_AGE_YEARS = 18

// ---- Live metal prices (docs/architecture.md#live-metal-prices) ------------------------------------------------------------------
/** A troy ounce in grams: spot gold and silver are quoted in USD per troy ounce. */
export const GRAMS_PER_TROY_OUNCE = 31.1034768
/** The same as an exact integer (x 10 000 000) for bigint maths. */
export const GRAMS_PER_TROY_OUNCE_X10000000 = 311_034_768n
/** The feed asks its sources every 60 s unless METAL_PRICE_POLL_MS says otherwise. */
export const METAL_PRICE_POLL_MS_DEFAULT = 60 * SECOND_MS
/** No metal-linked product is sold on a feed price older than this (METAL_PRICE_MAX_AGE_S), unless pinned. */
export const METAL_PRICE_MAX_AGE_S_DEFAULT = 600
/** An owner's pin without an `until` lasts a day (decision 037). */
export const METAL_PIN_DEFAULT_MS = DAY_MS
/** The longest an owner may pin a price (decision 037). */
export const METAL_PIN_MAX_MS = 30 * DAY_MS
/**
 * A source's answer in USD per troy ounce outside this band is nonsense, never stored (decision 036): wide
 * enough for years of real moves, narrow enough to catch a unit slip (grams, cents) or a zero.
 */
export const METAL_USD_PER_OUNCE_BAND = {
  gold: { min: 500, max: 20_000 },
  silver: { min: 5, max: 500 },
} as const
/** Sources further apart than this (percent of their median) do not agree: see `acceptMetalAnswers`. */
export const METAL_SOURCES_MAX_SPREAD_PERCENT = 2
/**
 * BTC/AED sources further apart than this (percent of their median) do not agree, and a rate needs two that
 * agree: see `acceptBtcRateAnswers` (docs/decisions/163).
 */
export const BTC_RATE_SOURCES_MAX_SPREAD_PERCENT = 2
/** The home page's chart and the history call answer at most this many points per range. */
export const METAL_HISTORY_MAX_POINTS = 96
// ---- Price alerts (price-alerts.ts, docs/decisions/258) ----------------------------------------------------------
/** The most price alerts one account keeps; one more is refused (409 PRICE_ALERT_LIMIT_REACHED). */
export const PRICE_ALERTS_MAX_PER_ACCOUNT = 20
/** The highest target a buyer may set, in AED: far above any price of the shop, and safe as integer fils. */
export const PRICE_ALERT_TARGET_MAX_AED = 10_000_000
// ---- Chain reorganisations (docs/reliability.md) -----------------------------------------------------------------
/** Deepest reorganisation the simulated chain's POST /dev/reorg makes (deeper than any seen on mainnet since 2013). */
export const REORG_MAX_BLOCKS = 10
// ---- Product search and filters (docs/decisions/067) ------------------------------------------------------
/** Longest brand name a filter accepts (longer cannot be a brand the owner wrote). */
export const PRODUCT_BRAND_MAX_CHARS = 60
/** Most brands one list filter may name. */
export const PRODUCT_FILTER_MAX_BRANDS = 20
/** Highest price (AED) a price filter accepts: far above any product, low enough to stay a safe integer in fils. */
export const PRODUCT_FILTER_MAX_PRICE_AED = 100_000_000
/** Highest weight (grams) a weight filter accepts. */
export const PRODUCT_FILTER_MAX_WEIGHT_GRAMS = 1_000_000
/** Most words of a search that are matched (the rest are ignored), so a long search costs a bounded query. */
export const SEARCH_MAX_TERMS = 6
