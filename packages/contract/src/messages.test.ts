import { describe, expect, it } from 'vitest'
import { MESSAGES } from './messages.js'

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
