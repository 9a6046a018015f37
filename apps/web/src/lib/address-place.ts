import type { Emirate } from '@shop/contract'
import { currentI18n } from './i18n'

/**
 * "Dubai Marina, Dubai": the area and the emirate of a delivery address in the page's language, for every
 * screen that prints one (docs/architecture.md#uae-addresses-and-phones). Empty for an order placed before
 * emirates were asked for. Pages that call it load the `address` texts.
 */
export function emirateAndArea(address: { emirate: Emirate | null; area: string }): string {
  const i18n = currentI18n()
  const emirate = address.emirate ? i18n.t(`address:emirate.${address.emirate}`) : null
  return [address.area, emirate].filter(Boolean).join(i18n.language === 'ar' ? '، ' : ', ')
}

/** "Makani 1234567890", in the page's language. */
export function makaniLine(makani: string): string {
  return currentI18n().t('address:summary.makani', { makani })
}
