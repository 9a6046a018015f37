import type { OrderLineOption } from '@shop/contract'
import { formatLineDetails, lineDetailParts, type LineDetailFields } from './format'
import { currentLanguage } from './i18n'

/** An order line's product name in the page's language: the Arabic name the line kept, else the English. */
export function lineName(item: { productName: string; productNameAr?: string | null | undefined }): string {
  return currentLanguage() === 'ar' && item.productNameAr ? item.productNameAr : item.productName
}

/** "256 GB" and "256GB", "Black" and "black" name the same option. */
const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase()

/**
 * An order line's weight, storage and colour in the page's language, e.g. "256 GB · Black" or "256 GB · أسود":
 * on an Arabic page each is the Arabic name the line kept of the option it was chosen as, else as written
 * (a line placed before it kept Arabic names, or an option the same in both languages: docs/decisions/265).
 */
export function lineDetails(
  item: LineDetailFields & { options?: readonly OrderLineOption[] | undefined },
): string {
  if (currentLanguage() !== 'ar') return formatLineDetails(item)
  const options = item.options ?? []
  return lineDetailParts(item)
    .map((part) => options.find((option) => sameName(option.optionName, part))?.optionNameAr || part)
    .join(' · ')
}
