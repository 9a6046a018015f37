import en from './i18n/locales/en/messages.js'
import { CONTACT_MESSAGE_MAX_CHARS, PASSWORD_MIN_CHARS } from './limits.js'
import { fixedMessageText, messageText } from './message-text.js'
import { STOREFRONT_MESSAGES } from './storefront-messages.js'

/**
 * User-visible texts of docs/architecture.md#orders-stock-and-payment and docs/product.md#rules-the-shop-keeps
 * and §8, word for word (capitals, full stops and all), so the API's messages and the storefront's checks read
 * the same. The English is written once, in the `messages` table (i18n/locales/en/messages.ts; texts the spec
 * does not write are additions there, change them freely); this module makes the code's texts from it, a text
 * with a value as a function filling the table's `{{placeholder}}` (docs/decisions/274).
 */
const TABLE = en.text
type Table = typeof TABLE

/** The table's keys whose text has a `{{placeholder}}`: MESSAGES fills them below. */
type KeyWithValue =
  | 'passwordTooShort'
  | 'contactMessageTooLong'
  | 'outOfStockRemoved'
  | 'otpSentTo'
  | 'tooLong'
  | 'selectVariant'
  | 'outOfStockAtOrder'
  | 'tooManyOpenOrders'
  | 'openOrderValueOverCap'
  | 'quantityOverCap'
  | 'metalPriceStale'

type PlainKey = Exclude<keyof Table, KeyWithValue>

const PLAIN_TEXTS = Object.fromEntries(
  Object.entries(TABLE)
    .filter(([, template]) => !template.includes('{{'))
    .map(([key, template]) => [key, fixedMessageText(key, template)]),
) as { readonly [K in PlainKey]: Table[K] }

export const MESSAGES = {
  ...PLAIN_TEXTS,
  ...STOREFRONT_MESSAGES,
  passwordTooShort: fixedMessageText('passwordTooShort', TABLE.passwordTooShort, {
    min: String(PASSWORD_MIN_CHARS),
  }),
  contactMessageTooLong: fixedMessageText('contactMessageTooLong', TABLE.contactMessageTooLong, {
    max: String(CONTACT_MESSAGE_MAX_CHARS),
  }),
  // Values that are limits or a metal (a finite few) are remembered for good; names only for a while.
  tooLong: (maxChars: number) => fixedMessageText('tooLong', TABLE.tooLong, { max: String(maxChars) }),
  tooManyOpenOrders: (count: number) =>
    fixedMessageText('tooManyOpenOrders', TABLE.tooManyOpenOrders, { orders: String(count) }),
  openOrderValueOverCap: (capAed: number) =>
    fixedMessageText('openOrderValueOverCap', TABLE.openOrderValueOverCap, {
      cap: capAed.toLocaleString('en-US'),
    }),
  outOfStockRemoved: (productName: string) =>
    messageText('outOfStockRemoved', TABLE.outOfStockRemoved, { product: productName }),
  otpSentTo: (email: string) => messageText('otpSentTo', TABLE.otpSentTo, { email }),
  outOfStockAtOrder: (productName: string) =>
    messageText('outOfStockAtOrder', TABLE.outOfStockAtOrder, { product: productName }),
  quantityOverCap: (productName: string, maxPerOrder: number) =>
    messageText('quantityOverCap', TABLE.quantityOverCap, {
      product: productName,
      max: String(maxPerOrder),
    }),
  /** `metal` is 'gold' or 'silver'; the text names it capitalised ("Gold prices are being updated."). */
  metalPriceStale: (metal: string) =>
    fixedMessageText('metalPriceStale', TABLE.metalPriceStale, {
      metal: `${metal.charAt(0).toUpperCase()}${metal.slice(1)}`,
    }),
} as const

export type MessageKey = keyof typeof MESSAGES
