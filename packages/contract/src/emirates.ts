import { toE164 } from './phone.js'
import { EMIRATES } from './emirate-list.js'

// The list itself lives in emirate-list.ts, free of the phone rules, so that pricing (which every catalog page
// loads) names the emirates without pulling in the phone-number metadata.
export * from './emirate-list.js'
export * from './emirate-schema.js'

/**
 * An address saved before the UAE rules (no emirate, or a number that does not read as a valid phone) is kept
 * and shown, but no order may go to it until the buyer updates it. The one rule for the API and the storefront.
 */
export function addressNeedsUpdate(address: {
  emirate: string | null
  phoneNumber: string
  whatsappNumber: string
}): boolean {
  return (
    address.emirate === null ||
    !(EMIRATES as readonly string[]).includes(address.emirate) ||
    toE164(address.phoneNumber) !== address.phoneNumber ||
    toE164(address.whatsappNumber) !== address.whatsappNumber
  )
}
