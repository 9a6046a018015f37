import { createRequire } from 'node:module'
import { parsePhoneNumberWithError as parseWithFullMetadata } from 'libphonenumber-js/max'
import fullMetadata from 'libphonenumber-js/max/metadata'
import smallestMetadata from 'libphonenumber-js/min/metadata'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from './messages.js'
import { formatPhone, toE164 } from './phone.js'
import {
  PHONE_METADATA,
  PHONE_METADATA_LIBRARY_VERSION,
  PHONE_METADATA_STRICT_COUNTRIES,
} from './phone-metadata.js'
import { AddressFormSchema } from './schemas/address.js'

describe('phone numbers as people type them', () => {
  it.each([
    ['050 123 4567', '+971501234567', '050 123 4567'],
    ['0501234567', '+971501234567', '050 123 4567'],
    ['050-123-4567', '+971501234567', '050 123 4567'],
    ['+971 50 123 4567', '+971501234567', '050 123 4567'],
    ['+971501234567', '+971501234567', '050 123 4567'],
    ['00971 50 123 4567', '+971501234567', '050 123 4567'],
    ['055 765 4321', '+971557654321', '055 765 4321'],
    ['04 555 0101', '+97145550101', '04 555 0101'],
    ['+971 4 555 0101', '+97145550101', '04 555 0101'],
    ['02 444 1234', '+97124441234', '02 444 1234'],
    ['(04) 555-0101', '+97145550101', '04 555 0101'],
    ['+44 20 7946 0958', '+442079460958', '+44 20 7946 0958'],
    ['+91 98765 43210', '+919876543210', '+91 98765 43210'],
    ['+1 415 555 2671', '+14155552671', '+1 415 555 2671'],
  ])('%s is %s, shown as %s', (typed, e164, shown) => {
    expect(toE164(typed)).toBe(e164)
    expect(formatPhone(e164)).toBe(shown)
  })

  it.each([
    ['', 'empty'],
    ['12345', 'too short'],
    ['050 123 456', 'a digit short'],
    ['050 123 45678', 'a digit long'],
    ['01 234 5678', 'no UAE area 01'],
    ['call me', 'words'],
    ['+44 20 7946', 'a foreign number cut short'],
    ['020 7946 0958', 'a London number without +44 reads as a UAE number, which it is not'],
    ['+971 50 123 4567 ext 9', 'letters'],
    ['0'.repeat(40), 'too long'],
  ])('refuses %s (%s)', (typed) => {
    expect(toE164(typed)).toBeNull()
  })

  it('refuses an invalid number in the address form with its clear message, and stores E.164', () => {
    const base = {
      apartmentNumber: '1204',
      buildingNumber: 'Marina Heights',
      location: 'Dubai Marina',
      emirate: 'dubai',
      area: 'Dubai Marina',
    }
    const bad = AddressFormSchema.safeParse({ ...base, phoneNumber: '12345', whatsappNumber: '050 123' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phoneNumber', MESSAGES.invalidPhone],
      ['whatsappNumber', MESSAGES.invalidWhatsapp],
    ])
    const good = AddressFormSchema.parse({
      ...base,
      phoneNumber: '050 123 4567',
      whatsappNumber: '+44 20 7946 0958',
    })
    expect(good).toMatchObject({
      phoneNumber: '+971501234567',
      whatsappNumber: '+442079460958',
      makani: null,
    })
  })

  it('shows a stored number that never parsed as it was typed', () => {
    expect(formatPhone('call me maybe')).toBe('call me maybe')
  })
})

describe('the numbering plan (phone-metadata.ts, docs/decisions/259)', () => {
  it('is made from the installed libphonenumber-js: run `node scripts/phone-metadata.mjs` after an upgrade', () => {
    const installed = createRequire(import.meta.url)('libphonenumber-js/package.json') as { version: string }
    expect(PHONE_METADATA_LIBRARY_VERSION).toBe(installed.version)
    expect(PHONE_METADATA_STRICT_COUNTRIES).toEqual(['AE'])
    expect(PHONE_METADATA.countries.AE).toEqual(fullMetadata.countries.AE)
    expect({ ...PHONE_METADATA, countries: { ...PHONE_METADATA.countries, AE: null } }).toEqual({
      ...smallestMetadata,
      countries: { ...smallestMetadata.countries, AE: null },
    })
  })

  /** Each UAE number as the full metadata reads it: E.164, or null when it is no valid number. */
  const withFullMetadata = (typed: string) => {
    try {
      const phone = parseWithFullMetadata(typed, 'AE')
      return phone.isValid() ? phone.number : null
    } catch {
      return null
    }
  }

  it('takes and refuses every UAE number as the full metadata does', () => {
    // Every two-digit start after the trunk 0 (and after +971), every length a UAE number may be written in,
    // the rest of the digits made up from the start so each start gets different digits.
    let compared = 0
    for (let start = 10; start <= 99; start++) {
      for (let length = 6; length <= 12; length++) {
        const rest = String(start * 7919 * length)
          .padEnd(length, '3')
          .slice(0, length - 2)
        for (const typed of [`0${start}${rest}`, `+971${start}${rest}`]) {
          expect(toE164(typed), typed).toBe(withFullMetadata(typed))
          compared++
        }
      }
    }
    expect(compared).toBe(90 * 7 * 2)
  })
})

describe('the emirate, area and Makani number', () => {
  const base = {
    apartmentNumber: '1204',
    buildingNumber: 'Marina Heights',
    location: 'Dubai Marina',
    phoneNumber: '050 123 4567',
    whatsappNumber: '050 123 4567',
  }

  it('requires an emirate of the seven and an area', () => {
    const missing = AddressFormSchema.safeParse({ ...base, area: ' ' })
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['emirate', MESSAGES.selectEmirate],
      ['area', MESSAGES.required],
    ])
    expect(
      AddressFormSchema.safeParse({ ...base, emirate: 'qatar', area: 'x' }).error?.issues[0]?.message,
    ).toBe(MESSAGES.selectEmirate)
  })

  it('takes an optional 10-digit Makani number, spaces ignored', () => {
    const form = { ...base, emirate: 'dubai', area: 'Marina' }
    expect(AddressFormSchema.parse({ ...form, makani: '12345 67890' }).makani).toBe('1234567890')
    expect(AddressFormSchema.parse({ ...form, makani: '' }).makani).toBeNull()
    expect(AddressFormSchema.safeParse({ ...form, makani: '12345' }).error?.issues[0]?.message).toBe(
      MESSAGES.invalidMakani,
    )
  })
})
