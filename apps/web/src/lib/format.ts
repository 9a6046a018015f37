import { aedToFils, btcToSats, formatAed as formatAedText, formatBtc } from '@shop/contract'
import { intlLocale, type Language } from '@shop/contract/i18n'
import { currentLanguage } from './i18n'

// docs/product.md#rules-the-shop-keeps: currency AED, every figure shown with 2 decimals. Every function writes
// for the page's language (currentLanguage()): English exactly as the shop always has ("1,234.50 AED"),
// Arabic through Intl's ar-AE with Western digits, as UAE shops write them ("1,234.50 د.إ",
// docs/decisions/089).

/** The Arabic dirham sign, after the amount as ar-AE writes it. */
const AED_SIGN_AR = 'د.إ'
const SHOP_TIME_ZONE = 'Asia/Dubai'
/** Asia/Dubai's offset from UTC, the same all year. */
const SHOP_UTC_OFFSET_MINUTES = 4 * 60

/**
 * Whose clock a date is read on: the viewer's own time zone (the buyer's pages and the owner's order queues),
 * or the shop's (Asia/Dubai, where the owner's books and audit log are kept).
 */
export type DateZone = 'viewer' | 'shop'

type FormatterName = 'aedNumber' | 'timeOfDay' | `dateTime-${DateZone}` | `date-${DateZone}`

function createFormatter(language: Language, name: FormatterName): Intl.NumberFormat | Intl.DateTimeFormat {
  // English keeps the locales it always used (en-US numbers and times, en-GB dates); Arabic is ar-AE in latn.
  const ar = language === 'ar'
  const latn = ar ? { numberingSystem: 'latn' } : {}
  const numbers = ar ? intlLocale(language) : 'en-US'
  const dates = ar ? intlLocale(language) : 'en-GB'
  const inZone = (zone: DateZone) => (zone === 'shop' ? { timeZone: SHOP_TIME_ZONE } : {})
  switch (name) {
    case 'aedNumber':
      return new Intl.NumberFormat(numbers, { minimumFractionDigits: 2, maximumFractionDigits: 2, ...latn })
    case 'timeOfDay':
      // In the shop's time zone: the header's ticker is rendered on the server, whose zone is not the
      // shopper's, and the metal prices it dates are the UAE shop's.
      return new Intl.DateTimeFormat(numbers, {
        hour: 'numeric',
        minute: '2-digit',
        ...latn,
        ...inZone('shop'),
      })
    case 'dateTime-viewer':
    case 'dateTime-shop': {
      const zone = name === 'dateTime-shop' ? 'shop' : 'viewer'
      return new Intl.DateTimeFormat(dates, {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...latn,
        ...inZone(zone),
      })
    }
    case 'date-viewer':
    case 'date-shop': {
      const zone = name === 'date-shop' ? 'shop' : 'viewer'
      return new Intl.DateTimeFormat(dates, { dateStyle: 'medium', ...latn, ...inZone(zone) })
    }
  }
}

// Each built on first use, once per language: Intl formatters are costly to create (a catalog page's start
// would otherwise spend milliseconds on date formats it never shows) and free to reuse.
const formatterCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function formatter(name: FormatterName): { format(value: number | Date): string } {
  const language = currentLanguage()
  const key = `${language}:${name}`
  let cached = formatterCache.get(key)
  if (!cached) {
    cached = createFormatter(language, name)
    formatterCache.set(key, cached)
  }
  return cached
}

/** An AED amount as it arrives on the wire (decimal dirhams) for display: `1234.5` -> `1,234.50 AED`. */
export function formatAed(amountAed: number): string {
  if (currentLanguage() !== 'ar') return `${formatAedText(aedToFils(amountAed))} AED`
  return `${formatter('aedNumber').format(amountAed)} ${AED_SIGN_AR}`
}

/** Time of day in the shop's time zone (UAE): `2:05 PM`. The same on the server and in every browser. */
export function formatTimeOfDay(at: Date): string {
  if (currentLanguage() === 'ar') return formatter('timeOfDay').format(at)
  // English is written out by hand: the first Intl formatter a page creates loads the browser's locale data,
  // tens of milliseconds on a phone while the page starts, and every page's header shows this time. The UAE
  // keeps one offset all year (UTC+4, no daylight saving).
  const minutes = (at.getUTCHours() * 60 + at.getUTCMinutes() + SHOP_UTC_OFFSET_MINUTES) % (24 * 60)
  const hour = Math.floor(minutes / 60)
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

/** An amount in fils for display (docs/product.md#rules-the-shop-keeps: 2 decimals, AED): `123450` -> `1,234.50 AED`. */
export function formatFils(fils: number): string {
  if (currentLanguage() === 'ar') return formatAed(fils / 100)
  return `${formatAedText(fils)} AED`
}

/** A wire timestamp (ISO text) as a date and time: `24 Nov 2026, 14:05`. */
export function formatDateTime(iso: string, zone: DateZone = 'viewer'): string {
  return formatter(`dateTime-${zone}`).format(new Date(iso))
}

/** A wire timestamp (ISO text) as a date: `24 Nov 2026`. */
export function formatDate(iso: string, zone: DateZone = 'viewer'): string {
  return formatter(`date-${zone}`).format(new Date(iso))
}

/** A wire BTC amount (decimal bitcoin) with all 8 decimals and the unit: `0.00120000 BTC`, in every language. */
export function formatBtcAmount(btc: number): string {
  return `${formatBtc(btcToSats(btc))} BTC`
}

/** What an order line says of what was bought: its weight, storage and colour (null when it has none). */
export interface LineDetailFields {
  weight: string | null
  unit: string | null
  storage: string | null
  color: string | null
}

/** A line's weight, storage and colour as bought, in that order: ["31.1 g"] or ["256 GB", "Black"]. */
export function lineDetailParts(item: LineDetailFields): string[] {
  return [
    item.weight && `${item.weight}${item.unit ? ` ${item.unit}` : ''}`,
    item.storage,
    item.color,
  ].filter((part): part is string => Boolean(part))
}

/** A line's weight and chosen options as bought, e.g. "31.1 g" or "256 GB · Black"; empty when it has none. */
export function formatLineDetails(item: LineDetailFields): string {
  return lineDetailParts(item).join(' · ')
}
