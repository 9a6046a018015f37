import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../messages.js'
import { AddressFormSchema } from './address.js'
import { CreateOrderBodySchema } from './create-order.js'
import { RegisterUserBodySchema, UpdateProfileBodySchema } from './user.js'

// Names and addresses are read by others (the owner, a courier, an invoice): they must show what they say.
const register = {
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.com',
  password: 'a strong password',
}
const address = {
  apartmentNumber: '1203',
  buildingNumber: 'Marina Tower',
  location: 'Dubai Marina, Dubai',
  emirate: 'dubai',
  area: 'Dubai Marina',
  phoneNumber: '+971 50 123 4567',
  whatsappNumber: '+971 50 123 4567',
}

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('names', () => {
  it.each([
    ['a right-to-left override', 'Omar\u202Efdp', MESSAGES.invisibleCharacters],
    ['a zero width joiner', 'Ma\u200Driam', MESSAGES.invisibleCharacters],
    ['an Arabic letter mark', '\u061Cمحمد', MESSAGES.invisibleCharacters],
    ['a Hangul filler alone', '\u3164', MESSAGES.invisibleCharacters],
    ['a halfwidth Hangul filler', 'Sara\uFFA0', MESSAGES.invisibleCharacters],
    ['Latin mixed with Cyrillic in a word', 'L\u0430yla', MESSAGES.mixedScripts],
    ['Latin mixed with Greek in a word', 'H\u0391ddad', MESSAGES.mixedScripts],
  ])('refuses %s with a clear message, at register and profile edit', (_name, firstName, message) => {
    expect(messagesOf(RegisterUserBodySchema.safeParse({ ...register, firstName }))).toEqual([message])
    expect(messagesOf(UpdateProfileBodySchema.safeParse({ firstName, lastName: 'Haddad' }))).toEqual([
      message,
    ])
  })

  it.each([
    ['Arabic', 'عبد الله', 'الحمادي'],
    ['Arabic with harakat', 'مُحَمَّد', 'سَعِيد'],
    ['Cyrillic', 'Иван', 'Петров'],
    ['Greek', 'Αλέξανδρος', 'Παπαδόπουλος'],
    ['Latin and Arabic words', 'Sara', 'Al-Hammadi الحمادي'],
  ])('accepts a name in %s', (_name, firstName, lastName) => {
    expect(RegisterUserBodySchema.safeParse({ ...register, firstName, lastName }).success).toBe(true)
  })

  it('stores one spelling: a decomposed é is composed (NFC)', () => {
    const parsed = RegisterUserBodySchema.parse({ ...register, firstName: 'Jose\u0301' })
    expect(parsed.firstName).toBe('Jos\u00E9')
  })
})

describe('addresses', () => {
  it.each(['apartmentNumber', 'buildingNumber', 'location', 'area', 'additionalAddress'] as const)(
    'refuses direction controls and invisible characters in %s',
    (field) => {
      for (const value of ['Tower \u202E7 ', 'Tower\u2066 7', 'Tower\u200B7', 'Tower \u3164']) {
        expect(messagesOf(AddressFormSchema.safeParse({ ...address, [field]: value }))).toEqual([
          MESSAGES.invisibleCharacters,
        ])
      }
    },
  )

  it('accepts an Arabic address, NFC-normalised', () => {
    const parsed = AddressFormSchema.parse({
      ...address,
      buildingNumber: 'برج المارينا',
      location: 'دبي مارينا، دبي',
      area: 'Cafe\u0301 Street',
    })
    expect(parsed.buildingNumber).toBe('برج المارينا')
    expect(parsed.area).toBe('Caf\u00E9 Street')
  })

  it("holds an order's inline address to the same rule", () => {
    const result = CreateOrderBodySchema.safeParse({
      userId: 1,
      totalPrice: 10,
      apartment: '1\u202E2',
      building: 'B',
      location: 'Dubai',
      phone: '+971501234567',
      whatsapp: '+971501234567',
      items: [{ productId: 1, quantity: 1 }],
    })
    expect(messagesOf(result)).toContain(MESSAGES.invisibleCharacters)
  })
})
