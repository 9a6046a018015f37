import type { ErrorCode, MessageParams } from '@shop/contract'
import { intlLocale } from '@shop/contract/i18n'
import type { I18n } from '@shop/contract/i18n'
import { currentI18n } from './i18n'
import { translateMessageKey } from './translate-message'

// The storefront words an API error by its `code` (docs/architecture.md#error-codes), never by its message.
// An English page shows the server's own message: a precise code's English text is that message word for
// word (the `errors` namespace), and a status's default code covers many messages the server words better.
// A contract message comes with its key (`messageKey`, docs/decisions/274): a validation failure, or a failure
// with only its status's code, is worded by that key, which says more than the status.

type Translate = (key: string, options?: Record<string, unknown>) => string
const translate = (i18n: I18n): Translate => i18n.t.bind(i18n) as unknown as Translate

/** A product named in an error's details (OUT_OF_STOCK, QUANTITY_OVER_CAP). */
interface NamedProduct {
  productName?: unknown
  maxPerOrder?: unknown
}

const productsOf = (details: Record<string, unknown> | undefined): NamedProduct[] =>
  Array.isArray(details?.['products']) ? (details['products'] as NamedProduct[]) : []

/** The values a code's text names, from the error's details; null when the details lack one. */
function valuesOf(
  i18n: I18n,
  code: ErrorCode,
  details: Record<string, unknown> | undefined,
): Record<string, string> | null {
  const t = translate(i18n)
  const number = (value: unknown) =>
    typeof value === 'number'
      ? new Intl.NumberFormat(intlLocale(i18n.language === 'ar' ? 'ar' : 'en'), {
          numberingSystem: 'latn',
        }).format(value)
      : null
  switch (code) {
    case 'OUT_OF_STOCK': {
      const names = productsOf(details).map((product) => product.productName)
      return names.length > 0 && names.every((name) => typeof name === 'string')
        ? { products: names.join(i18n.language === 'ar' ? '، ' : ', ') }
        : null
    }
    case 'TOO_MANY_OPEN_ORDERS': {
      const limit = number(details?.['limit'])
      return limit === null ? null : { limit }
    }
    case 'OPEN_ORDER_VALUE_OVER_CAP': {
      const limitAed = number(details?.['limitAed'])
      return limitAed === null ? null : { limitAed }
    }
    case 'ADDRESS_LIMIT_REACHED': {
      const max = number(details?.['max'])
      return max === null ? null : { max }
    }
    case 'METAL_PRICE_STALE': {
      const metal = details?.['metal']
      return metal === 'gold' || metal === 'silver' ? { metal: t(`errors:metal.${metal}`) } : null
    }
    default:
      return {}
  }
}

/** Codes whose text depends on several entries of the details, worded one product at a time. */
function perProductText(i18n: I18n, details: Record<string, unknown> | undefined): string | null {
  const products = productsOf(details)
  if (products.length === 0) return null
  const parts = products.map((product) =>
    typeof product.productName === 'string' && typeof product.maxPerOrder === 'number'
      ? translate(i18n)(`errors:code.QUANTITY_OVER_CAP`, {
          product: product.productName,
          max: String(product.maxPerOrder),
        })
      : null,
  )
  return parts.every((part) => part !== null) ? parts.join(' ') : null
}

/** The status's own code for a code whose text could not be filled. */
const STATUS_DEFAULT: Partial<Record<ErrorCode, ErrorCode>> = {
  OUT_OF_STOCK: 'CONFLICT',
  TOO_MANY_OPEN_ORDERS: 'CONFLICT',
  OPEN_ORDER_VALUE_OVER_CAP: 'CONFLICT',
  ADDRESS_LIMIT_REACHED: 'BAD_REQUEST',
  METAL_PRICE_STALE: 'SERVICE_UNAVAILABLE',
  QUANTITY_OVER_CAP: 'BAD_REQUEST',
}

/** The codes that only say the status: a contract message's key, when the answer has one, says more. */
const STATUS_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
])

/** A contract message's key and values, as an answer (or one of its validation issues) carries them. */
export interface KeyedAnswer {
  messageKey?: string | undefined
  messageParams?: MessageParams | undefined
}

/**
 * The key of the first validation issue of `details` (body, query, params or headers), when the answer's
 * message is that issue's text ("field: text" or the text alone) and the issue carries a key.
 */
function firstIssueKey(
  details: Record<string, unknown> | undefined,
  serverMessage: string,
): KeyedAnswer | undefined {
  for (const part of ['body', 'query', 'params', 'headers']) {
    const issues = details?.[part]
    if (!Array.isArray(issues) || issues.length === 0) continue
    const first = issues[0] as { message?: unknown; messageKey?: unknown; messageParams?: unknown } | null
    if (typeof first?.messageKey !== 'string' || typeof first.message !== 'string') return undefined
    if (serverMessage !== first.message && !serverMessage.endsWith(`: ${first.message}`)) return undefined
    const params = first.messageParams
    return {
      messageKey: first.messageKey,
      messageParams: params && typeof params === 'object' ? (params as MessageParams) : undefined,
    }
  }
  return undefined
}

/** The text of an error answer with `code`, in the page's language. */
export function errorText(
  code: ErrorCode,
  serverMessage: string,
  details?: Record<string, unknown>,
  keyed: KeyedAnswer = {},
): string {
  const i18n = currentI18n()
  if (!i18n || i18n.language === 'en') return serverMessage
  const t = translate(i18n)
  if (code === 'VALIDATION_FAILED') {
    // The message is a contract rule's text (its key beside it), or "field: text" of the first issue (whose
    // key the issue carries); either reads in the page's language.
    const { messageKey, messageParams } = keyed.messageKey
      ? keyed
      : (firstIssueKey(details, serverMessage) ?? {})
    const unworded = t('errors:code.VALIDATION_FAILED')
    if (messageKey) return translateMessageKey(messageKey, messageParams, unworded)
    return unworded
  }
  if (keyed.messageKey && STATUS_CODES.has(code)) {
    return translateMessageKey(keyed.messageKey, keyed.messageParams, t(`errors:code.${code}`))
  }
  if (code === 'QUANTITY_OVER_CAP') {
    return perProductText(i18n, details) ?? t('errors:code.BAD_REQUEST')
  }
  const values = valuesOf(i18n, code, details)
  if (values === null) return t(`errors:code.${STATUS_DEFAULT[code] ?? 'BAD_REQUEST'}`)
  return t(`errors:code.${code}`, values)
}
