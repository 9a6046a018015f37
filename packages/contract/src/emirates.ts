import { z } from 'zod'
import { toE164 } from './phone.js'

/** The seven emirates, in the order the UAE lists them; the code is stored, names come from the `address` texts. */
export const EMIRATES = [
  'abu-dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm-al-quwain',
  'ras-al-khaimah',
  'fujairah',
] as const
export type Emirate = (typeof EMIRATES)[number]
export const EmirateSchema = z.enum(EMIRATES)

/** A Makani number: the 10-digit code on every building's entrance plate in Dubai. */
export const MAKANI_PATTERN = /^\d{10}$/

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

export function isEmirate(value: unknown): value is Emirate {
  return typeof value === 'string' && (EMIRATES as readonly string[]).includes(value)
}
