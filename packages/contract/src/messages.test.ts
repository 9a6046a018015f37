import { describe, expect, it } from 'vitest'
import ar from './i18n/locales/ar/messages.js'
import en from './i18n/locales/en/messages.js'
import { PRICE_ALERTS_MAX_PER_ACCOUNT } from './limits.js'
import { keyedMessageOf } from './message-text.js'
import { MESSAGES } from './messages.js'
import { messageKeyFields } from './schemas/envelope.js'

/** Each message with a value, called as the code calls it: the text and the key and values it reads back to. */
const WITH_VALUES: [key: string, text: string, params: Record<string, string>][] = [
  ['selectVariant', MESSAGES.selectVariant('Colour'), { variant: 'Colour' }],
  ['outOfStockRemoved', MESSAGES.outOfStockRemoved('Gold Bar'), { product: 'Gold Bar' }],
  ['otpSentTo', MESSAGES.otpSentTo('a@b.ae'), { email: 'a@b.ae' }],
  ['tooLong', MESSAGES.tooLong(80), { max: '80' }],
  ['outOfStockAtOrder', MESSAGES.outOfStockAtOrder('Gold Bar'), { product: 'Gold Bar' }],
  ['tooManyOpenOrders', MESSAGES.tooManyOpenOrders(3), { orders: '3' }],
  ['openOrderValueOverCap', MESSAGES.openOrderValueOverCap(50000), { cap: '50,000' }],
  ['quantityOverCap', MESSAGES.quantityOverCap('Gold Bar', 2), { product: 'Gold Bar', max: '2' }],
  ['metalPriceStale', MESSAGES.metalPriceStale('gold'), { metal: 'Gold' }],
]

describe('one English text per message', () => {
  it('has an English and an Arabic text for every key of MESSAGES, and no other key', () => {
    const keys = Object.keys(MESSAGES).sort()
    expect(Object.keys(en.text).sort()).toEqual(keys)
    expect(Object.keys(ar.text).sort()).toEqual(keys)
    for (const key of keys) {
      expect(en.text[key as keyof typeof en.text].trim(), key).not.toBe('')
      expect(ar.text[key as keyof typeof ar.text].trim(), key).not.toBe('')
    }
  })

  it('reads every text back to its own key, exactly', () => {
    for (const [key, value] of Object.entries(MESSAGES)) {
      if (typeof value === 'string') expect(keyedMessageOf(value)?.key, key).toBe(key)
    }
    for (const [key, text, params] of WITH_VALUES) {
      expect(keyedMessageOf(text), key).toEqual({ key, params })
    }
    expect(WITH_VALUES.map(([key]) => key).sort()).toEqual(
      Object.entries(MESSAGES)
        .filter(([, value]) => typeof value === 'function')
        .map(([key]) => key)
        .sort(),
    )
  })

  it('knows no key for a text the contract did not make, even one shaped like a message', () => {
    expect(keyedMessageOf('Enter a valid email')).toBeUndefined()
    expect(keyedMessageOf('Must be at most 12345 characters.')).toBeUndefined()
    expect(messageKeyFields('Enter a valid email')).toEqual({})
  })

  it('puts the key, and the values only when there are some, beside a text on the wire', () => {
    expect(messageKeyFields(MESSAGES.required)).toEqual({ messageKey: 'required' })
    expect(messageKeyFields(MESSAGES.tooLong(80))).toEqual({
      messageKey: 'tooLong',
      messageParams: { max: '80' },
    })
  })

  it('names the price-alert limit the table writes out', () => {
    expect(MESSAGES.priceAlertLimitReached).toContain(` ${PRICE_ALERTS_MAX_PER_ACCOUNT} `)
  })
})

describe('MESSAGES keep the spec wording', () => {
  it.each([
    [MESSAGES.required, 'Required'],
    [MESSAGES.passwordTooShort, 'Password must be at least 8 characters long.'],
    [MESSAGES.passwordsDoNotMatch, 'Passwords do not match.'],
    [MESSAGES.newPasswordsDoNotMatch, 'New passwords do not match.'],
    [MESSAGES.invalidPhone, 'Invalid phone number format.'],
    [MESSAGES.invalidWhatsapp, 'Invalid WhatsApp number format.'],
    [MESSAGES.cartEmpty, 'No items in cart.'],
    [MESSAGES.selectShippingAddress, 'Please select a shipping address.'],
    [MESSAGES.addressNotFound, 'Selected address not found.'],
    [MESSAGES.selectAllOptions, 'Please select all required options.'],
    [
      MESSAGES.productNoLongerAvailable,
      'A product in your cart is no longer available and has been removed.',
    ],
    [MESSAGES.accountNotVerified, 'Account not verified. Please check your email for OTP.'],
    [MESSAGES.userAlreadyExists, 'User Already Exist'],
    [MESSAGES.badRequest, 'A bad request occurred.'],
    [MESSAGES.unexpectedError, 'An unexpected error occurred. Please try again.'],
    [MESSAGES.invalidOtp, 'Invalid OTP. Please try again.'],
    [MESSAGES.pendingWindowExpired, 'Payment window has expired. Order has timed out.'],
    [
      MESSAGES.insufficientWindowExpired,
      'Time to complete the outstanding payment has expired. Order has been cancelled.',
    ],
    [MESSAGES.orderPlacementSuccess, 'Order placement successfully'],
    [MESSAGES.categoryNotFound, "We can't seem to find the category you are looking for."],
    [MESSAGES.paymentDetailsUnavailable, 'Invalid order ID or unable to fetch payment details.'],
    [MESSAGES.nameRequired, 'Name is required'],
    [MESSAGES.messageSent, 'Message sent successfully!'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('fills names into the texts with values', () => {
    expect(MESSAGES.outOfStockRemoved('Gold Bar 1 oz')).toBe(
      'Gold Bar 1 oz is out of stock and has been removed from your cart.',
    )
    expect(MESSAGES.otpSentTo('a@b.ae')).toBe('OTP has been sent to your a@b.ae')
  })
})
