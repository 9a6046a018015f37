import { MESSAGES, PASSWORD_MIN_CHARS } from '@shop/contract'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { getI18n, setI18n } from './i18n'
import { afterEach, describe, expect, it } from 'vitest'
import { translateMessage, translateMessageKey } from './translate-message'

const english = getI18n()
afterEach(() => setI18n(english))

const arabic = await createI18nWithAllTexts('ar')

describe('translateMessage', () => {
  it('gives an English page the text itself', () => {
    expect(translateMessage(MESSAGES.passwordsDoNotMatch)).toBe('Passwords do not match.')
    expect(translateMessage(MESSAGES.selectVariant('Colour'))).toBe('Please select Colour.')
    expect(translateMessage('Some other text')).toBe('Some other text')
  })

  it('gives an Arabic page the Arabic text of a message made here, keeping the values', () => {
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
    // A text the contract did not make comes back as given, and so does a text that only looks like one.
    expect(translateMessage('Enter a valid email')).toBe('Enter a valid email')
    expect(translateMessage('Must be at most 12345 characters.')).toBe('Must be at most 12345 characters.')
  })
})

describe('translateMessageKey', () => {
  it('words a key and its values, as an API answer carries them, in the page language', () => {
    expect(translateMessageKey('tooLong', { max: '80' }, 'Must be at most 80 characters.')).toBe(
      'Must be at most 80 characters.',
    )
    setI18n(arabic)
    expect(translateMessageKey('tooLong', { max: '80' }, 'Must be at most 80 characters.')).toBe(
      'يجب ألا يتجاوز 80 حرفًا.',
    )
    expect(translateMessageKey('metalPriceStale', { metal: 'Silver' }, 'x')).toBe(
      'يجري تحديث أسعار الفضة. يُرجى المحاولة مجددًا بعد دقيقة.',
    )
  })

  it('falls back to the text as given without a key, or for a key the table lacks', () => {
    setI18n(arabic)
    expect(translateMessageKey(undefined, undefined, 'Server words')).toBe('Server words')
    expect(translateMessageKey('noSuchMessage', undefined, 'Server words')).toBe('Server words')
  })
})
