import type { ErrorCode } from '@shop/contract'
import { intlLocale } from '@shop/contract/i18n'
import type { I18n } from '@shop/contract/i18n'
import { currentI18n } from './i18n'
import { findMessage, translateMessage } from './translate-message'

// The storefront words an API error by its `code` (docs/architecture.md#error-codes), never by its message.
// An English page shows the server's own message: a precise code's English text is that message word for
// word (the `errors` namespace), and a status's default code covers many messages the server words better.

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

/** The text of an error answer with `code`, in the page's language. */
export function errorText(code: ErrorCode, serverMessage: string, details?: Record<string, unknown>): string {
  const i18n = currentI18n()
  if (!i18n || i18n.language === 'en') return serverMessage
  const t = translate(i18n)
  if (code === 'VALIDATION_FAILED') {
    // The message is a contract rule's text, or "field: text"; either reads in the page's language.
    const [, field, rest] = /^([\w.[\]]+): (.*)$/s.exec(serverMessage) ?? []
    if (findMessage(serverMessage, i18n)) return translateMessage(serverMessage)
    if (field && rest && findMessage(rest, i18n)) return translateMessage(rest)
    return t('errors:code.VALIDATION_FAILED')
  }
  if (code === 'QUANTITY_OVER_CAP') {
    return perProductText(i18n, details) ?? t('errors:code.BAD_REQUEST')
  }
  const values = valuesOf(i18n, code, details)
  if (values === null) return t(`errors:code.${STATUS_DEFAULT[code] ?? 'BAD_REQUEST'}`)
  return t(`errors:code.${code}`, values)
}
