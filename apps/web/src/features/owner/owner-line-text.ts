import type { OwnerOrderItem } from '@shop/contract'
import { currentLanguage } from '../../lib/i18n'

/**
 * A line's chosen options as the office shows them ("Storage: 256 GB"), in the page's language: the Arabic
 * names the line kept when it was bought, else the English (docs/decisions/265).
 */
export function ownerOptionTexts(item: Pick<OwnerOrderItem, 'options'>): string[] {
  const arabic = currentLanguage() === 'ar'
  return item.options.map((option) => {
    const name = (arabic && option.nameAr) || option.name
    const value = (arabic && option.valueAr) || option.value
    return `${name}: ${value}`
  })
}
