import { MESSAGES, PASSWORD_MIN_CHARS, CONTACT_MESSAGE_MAX_CHARS } from '@shop/contract'
import { createI18nWithAllTexts, TEXT_LOADERS } from '@shop/contract/i18n'
import { getI18n, setI18n } from './i18n'
import { afterEach, describe, expect, it } from 'vitest'
import { findMessage, translateMessage } from './translate-message'

const english = getI18n()
afterEach(() => setI18n(english))

const arabic = await createI18nWithAllTexts('ar')
const table = ((await TEXT_LOADERS.en.messages()).default as { text: Record<string, string> }).text

/** The values each contract text with a value is checked with, by key, as MESSAGES takes them and as the table names them. */
const SAMPLES: Record<string, { call: unknown[]; names: Record<string, string> }> = {
  outOfStockRemoved: { call: ['Gold Bar'], names: { product: 'Gold Bar' } },
  otpSentTo: { call: ['a@b.ae'], names: { email: 'a@b.ae' } },
  tooLong: { call: [80], names: { max: '80' } },
  selectVariant: { call: ['Colour'], names: { variant: 'Colour' } },
  outOfStockAtOrder: { call: ['Gold Bar'], names: { product: 'Gold Bar' } },
  tooManyOpenOrders: { call: [3], names: { orders: '3' } },
  openOrderValueOverCap: { call: [50000], names: { cap: '50,000' } },
  quantityOverCap: { call: ['Gold Bar', 2], names: { product: 'Gold Bar', max: '2' } },
  metalPriceStale: { call: ['gold'], names: { metal: 'Gold' } },
}
const FIXED: Record<string, Record<string, string>> = {
  passwordTooShort: { min: String(PASSWORD_MIN_CHARS) },
  contactMessageTooLong: { max: String(CONTACT_MESSAGE_MAX_CHARS) },
}

const fill = (text: string, names: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => names[name] ?? '')

describe('the messages table', () => {
  it('holds every contract message, word for word, once', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(MESSAGES).sort())
    for (const [key, value] of Object.entries(MESSAGES)) {
      const sample = SAMPLES[key]
      const expected =
        typeof value === 'function' ? (value as (...a: unknown[]) => string)(...(sample?.call ?? [])) : value
      expect(fill(table[key] ?? '', sample?.names ?? FIXED[key] ?? {}), key).toBe(expected)
    }
  })

  it('finds each message back to its own key', () => {
    for (const [key, value] of Object.entries(MESSAGES)) {
      const text =
        typeof value === 'function'
          ? (value as (...a: unknown[]) => string)(...(SAMPLES[key]?.call ?? []))
          : value
      expect(findMessage(text)?.key, key).toBe(key)
    }
  })
})

describe('translateMessage', () => {
  it('gives an English page the text itself', () => {
    expect(translateMessage(MESSAGES.passwordsDoNotMatch)).toBe('Passwords do not match.')
    expect(translateMessage(MESSAGES.selectVariant('Colour'))).toBe('Please select Colour.')
    expect(translateMessage('Some other text')).toBe('Some other text')
  })

  it('gives an Arabic page the Arabic text, keeping the values', () => {
    setI18n(arabic)
    expect(translateMessage(MESSAGES.passwordsDoNotMatch)).toBe('كلمتا المرور غير متطابقتين.')
    expect(translateMessage(MESSAGES.required)).toBe('مطلوب')
    expect(translateMessage(MESSAGES.passwordTooShort)).toBe(
      `يجب ألا تقل كلمة المرور عن ${PASSWORD_MIN_CHARS} أحرف.`,
    )
    expect(translateMessage(MESSAGES.tooLong(80))).toBe('يجب ألا يتجاوز 80 حرفًا.')
    expect(translateMessage(MESSAGES.quantityOverCap('Gold Bar', 2))).toBe(
      'Gold Bar: الحد الأقصى 2 في الطلب الواحد.',
    )
    expect(translateMessage(MESSAGES.metalPriceStale('gold'))).toBe(
      'يجري تحديث أسعار الذهب. يُرجى المحاولة مجددًا بعد دقيقة.',
    )
    // A text the contract does not write comes back as given.
    expect(translateMessage('Enter a valid email')).toBe('Enter a valid email')
  })
})
