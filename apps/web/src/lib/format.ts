import { formatAed as formatAedText } from '@shop/contract'

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
