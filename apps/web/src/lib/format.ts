import { btcToSats, formatAed as formatAedText, formatBtc } from '@shop/contract'

// docs/product.md#rules-the-shop-keeps: currency AED, every figure shown with 2 decimals.
const aedNumber = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** An AED amount as it arrives on the wire (decimal dirhams) for display: `1234.5` -> `1,234.50 AED`. */
export function formatAed(amountAed: number): string {
  return `${aedNumber.format(amountAed)} AED`
}

const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

/** Time of day in the shopper's own time zone: `2:05 PM`. */
export function formatTimeOfDay(at: Date): string {
  return timeOfDay.format(at)
}

/** An amount in fils for display (docs/product.md#rules-the-shop-keeps: 2 decimals, AED): `123450` -> `1,234.50 AED`. */
export function formatFils(fils: number): string {
  return `${formatAedText(fils)} AED`
}

/**
 * Whose clock a date is read on: the viewer's own time zone (the buyer's pages and the owner's order queues),
 * or the shop's (Asia/Dubai, where the owner's books and audit log are kept).
 */
export type DateZone = 'viewer' | 'shop'

const SHOP_TIME_ZONE = 'Asia/Dubai'

const dateTimeIn: Readonly<Record<DateZone, Intl.DateTimeFormat>> = {
  viewer: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
  shop: new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }),
}

const dateIn: Readonly<Record<DateZone, Intl.DateTimeFormat>> = {
  viewer: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }),
  shop: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }),
}

/** A wire timestamp (ISO text) as a date and time: `24 Nov 2026, 14:05`. */
export function formatDateTime(iso: string, zone: DateZone = 'viewer'): string {
  return dateTimeIn[zone].format(new Date(iso))
}

/** A wire timestamp (ISO text) as a date: `24 Nov 2026`. */
export function formatDate(iso: string, zone: DateZone = 'viewer'): string {
  return dateIn[zone].format(new Date(iso))
}

/** A wire BTC amount (decimal bitcoin) with all 8 decimals and the unit: `0.00120000 BTC`. */
export function formatBtcAmount(btc: number): string {
  return `${formatBtc(btcToSats(btc))} BTC`
}

/** A line's weight and chosen options as bought, e.g. "31.1 g" or "256 GB · Black"; empty when it has none. */
export function formatLineDetails(item: {
  weight: string | null
  unit: string | null
  storage: string | null
  color: string | null
}): string {
  return [item.weight && `${item.weight}${item.unit ? ` ${item.unit}` : ''}`, item.storage, item.color]
    .filter(Boolean)
    .join(' · ')
}
