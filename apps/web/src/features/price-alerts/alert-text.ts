import type { PriceAlert } from '@shop/contract'
import type { TFunction } from '@shop/contract/i18n'
import { currentLanguage } from '../../lib/i18n'
import { formatAed } from '../../lib/format'

// How an alert is named on the profile's list and on the page its mailed "stop" link opens, in the page's
// language (the `account` namespace).

/** The product's name as the page's reader reads it: the catalog's Arabic name on an Arabic page, if any. */
export function productNameOf(alert: Extract<PriceAlert, { kind: 'product' }>): string {
  return (currentLanguage() === 'ar' && alert.product.nameAr) || alert.product.name
}

/** "Gold below 250.00 AED per gram", or "iPhone 16 below 3,000.00 AED". */
export function alertText(t: TFunction, alert: PriceAlert): string {
  const target = formatAed(alert.targetAed)
  if (alert.kind === 'metal') {
    return t('account:priceAlerts.metalTarget', {
      metal: t(`account:priceAlerts.metal.${alert.metal}`),
      target,
    })
  }
  return `${productNameOf(alert)} · ${t('account:priceAlerts.productTarget', { target })}`
}

/**
 * A typed amount as a number: Arabic-Indic digits and the Arabic decimal sign read as Western ones, thousands
 * separators and spaces dropped ("٢٥٠٫٥٠" and "1,250.50" both work). NaN for anything else.
 */
export function parseTypedAed(text: string): number {
  const western = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, '.')
    .replace(/[\s,\u066C]/g, '')
  return western === '' ? Number.NaN : Number(western)
}
