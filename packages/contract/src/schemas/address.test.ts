import { describe, expect, it } from 'vitest'
import { AddAddressBodySchema, AddressFormSchema, GetAllAddressesResponseSchema } from './address.js'

const form = {
  apartmentNumber: '1203',
  buildingNumber: 'Marina Tower',
  location: 'Dubai Marina, Dubai',
  emirate: 'dubai',
  area: 'Dubai Marina',
  phoneNumber: '+971 50 123 4567',
  whatsappNumber: '050-123-4567',
} as const
// What the form answers: numbers as E.164, no Makani number.
const parsed = { ...form, phoneNumber: '+971501234567', whatsappNumber: '+971501234567', makani: null }

const fieldMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('address form (docs/product.md#rules-the-shop-keeps)', () => {
  it('accepts a valid address, additionalAddress defaulting to empty', () => {
    expect(AddressFormSchema.parse(form)).toEqual({ ...parsed, additionalAddress: '' })
    expect(AddressFormSchema.parse({ ...form, additionalAddress: null }).additionalAddress).toBe('')
    expect(AddressFormSchema.parse({ ...form, isDefault: true }).isDefault).toBe(true)
  })

  it('gives the spec messages', () => {
    const result = AddressFormSchema.safeParse({
      apartmentNumber: ' ',
      buildingNumber: '',
      location: '',
      phoneNumber: '12345',
      whatsappNumber: 'abc',
    })
    // No apartment is fine (a villa has none); the building is what the courier needs.
    expect(fieldMessages(result)).toEqual({
      buildingNumber: 'Required',
      location: 'Required',
      emirate: 'Please choose an emirate.',
      area: 'Required',
      phoneNumber: 'Invalid phone number format.',
      whatsappNumber: 'Invalid WhatsApp number format.',
    })
  })

  it('add-addresses carries the userId, coerced', () => {
    expect(AddAddressBodySchema.parse({ ...form, userId: '5' }).userId).toBe(5)
    expect(AddAddressBodySchema.safeParse(form).success).toBe(false)
  })

  it('parses the address list answer', () => {
    const address = {
      ...parsed,
      id: 1,
      userId: 5,
      additionalAddress: '',
      isDefault: true,
      needsUpdate: false,
    }
    expect(GetAllAddressesResponseSchema.parse({ success: true, data: [address] }).data).toEqual([address])
  })
})
