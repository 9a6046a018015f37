import { CONTACT_MESSAGE_MAX_CHARS, PASSWORD_MIN_CHARS, PRICE_ALERTS_MAX_PER_ACCOUNT } from './limits.js'
import { STOREFRONT_MESSAGES } from './storefront-messages.js'

/**
 * User-visible texts of docs/architecture.md#orders-stock-and-payment and docs/product.md#rules-the-shop-keeps and §8, word for word (capitals, full stops and all), so the
 * API's messages and the storefront's checks read the same. Texts with a value are functions.
 * The last section holds texts the spec does not write (marked "addition"); change them freely.
 */
export const MESSAGES = {
  ...STOREFRONT_MESSAGES,
  // ---- Validation (docs/product.md#rules-the-shop-keeps) ----
  required: 'Required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_CHARS} characters long.`,
  passwordsDoNotMatch: 'Passwords do not match.',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  invalidPhone: 'Invalid phone number format.',
  invalidWhatsapp: 'Invalid WhatsApp number format.',
  selectAllOptions: 'Please select all required options.',
  cartEmpty: 'No items in cart.',
  selectShippingAddress: 'Please select a shipping address.',
  selectEmirate: 'Please choose an emirate.',
  invalidMakani: 'A Makani number has 10 digits.',
  addressNeedsUpdate:
    'This address was saved before we asked for the emirate and checked phone numbers. Please update it first.',
  addressNotFound: 'Selected address not found.',
  outOfStockRemoved: (productName: string) =>
    `${productName} is out of stock and has been removed from your cart.`,
  productNoLongerAvailable: 'A product in your cart is no longer available and has been removed.',
  selectLocationFirst: 'Please select a location first.',
  locationUnavailable: 'Unable to retrieve your location',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',

  // ---- Checkout and payment states (docs/architecture.md#orders-stock-and-payment) ----
  orderPlacementSuccess: 'Order placement successfully',
  orderPlacedSuccess: 'Order placed successfully!',
  orderFailedModal: 'Order failed! Something went wrong. Please try again.',
  pendingWindowExpired: 'Payment window has expired. Order has timed out.',
  insufficientWindowExpired:
    'Time to complete the outstanding payment has expired. Order has been cancelled.',

  // ---- Errors (packages/contract/src/messages.ts) ----
  accountNotVerified: 'Account not verified. Please check your email for OTP.',
  accountDisabled: 'This account has been disabled. Contact the shop.',
  badRequest: 'A bad request occurred.',
  userAlreadyExists: 'User Already Exist',
  sendOtpFailed: 'Failed to send OTP. Please try again.',
  invalidOtp: 'Invalid OTP. Please try again.',
  // ---- Two-factor sign-in (docs/architecture.md#two-factor-sign-in-and-sessions) ----
  invalidTwoFactorCode: 'That code is not right. Check your authenticator app and try again.',
  twoFactorChallengeInvalid: 'Your sign-in has expired. Please enter your email and password again.',
  twoFactorRequired:
    'Staff accounts need a second factor. Set up an authenticator app or a passkey in your profile first.',
  twoFactorStale: 'Please confirm it is you: enter a code from your authenticator app.',
  twoFactorAlreadyOn: 'Two-factor sign-in with an authenticator app is already on.',
  twoFactorNotStarted: 'Start setting up the authenticator app first.',
  passkeyFailed: 'The passkey could not be checked. Please try again.',
  resetPasswordFailed: 'Failed to reset password. Please try again.',
  resendOtpFailed: 'Failed to resend OTP. Please try again.',
  verifyOtpFailed: 'Failed to verify OTP. Try again.',
  resendOtpFailedShort: 'Failed to resend OTP.',
  loadProductsOrCategoriesFailed: 'Failed to load products or categories',
  loadProductsFailed: 'Failed to load products.',
  loadProductsFailedLater: 'Failed to load products. Please try again later.',
  loadCategoryProductsFailed:
    'Oops! Something went wrong. We could not load the products for this category. Please try again later.',
  categoryNotFound: "We can't seem to find the category you are looking for.",
  orderPlacementFailed: 'Order placement failed',
  loadCheckoutProductsFailed: 'Error loading products. Please try again later.',
  paymentDetailsUnavailable: 'Invalid order ID or unable to fetch payment details.',
  paymentTimeExpired: 'Payment time has expired.',
  cancelOrderFailed: 'Failed to cancel order.',
  cancelOrderError: 'Error canceling order.',
  changePasswordFailed: 'Failed to change password. Please try again.',
  sendMessageFailed: 'Failed to send message.',
  sending: 'Sending...',
  productRemovedFromCart: 'Product removed from cart',
  renderError: 'Something went wrong. Please try again later.',

  // ---- Successes (packages/contract/src/messages.ts) ----
  otpSentTo: (email: string) => `OTP has been sent to your ${email}`,
  otpVerifiedForReset: 'OTP verified. You can now reset your password.',
  passwordResetDone: 'Your password has been successfully reset.',
  otpResent: 'A new OTP has been sent to your email.',
  addedToCart: 'Added to cart',
  orderCancelled: 'Order cancelled successfully.',
  passwordChanged: 'Password successfully changed.',
  messageSent: 'Message sent successfully!',

  // ---- Notices of docs/product.md#for-shoppers ----
  productOutOfStockNotice: 'This product is currently out of stock.',
  /** Back-in-stock request (addition): asked for a product that is in stock. */
  backInStockNotNeeded: 'This product is in stock: add it to your cart instead.',
  /** Price alerts (addition, docs/decisions/258). */
  priceAlertTargetInvalid: 'Enter a price above 0 AED, with at most 2 decimals.',
  priceAlertKindInvalid: 'Choose gold, silver or a product to watch.',
  priceAlertLimitReached: `You can keep at most ${PRICE_ALERTS_MAX_PER_ACCOUNT} price alerts. Delete one to add another.`,
  priceAlertAlreadyBelow: 'The price is already below this target. Choose a lower target, or buy now.',
  priceAlertExists: 'You already have this price alert.',
  priceAlertNotFound: 'We could not find this price alert.',
  priceAlertLinkInvalid:
    'This link no longer works: the price alert may already be off. You can manage your alerts in your profile.',
  noAddresses: 'No addresses found. Please add a new address.',
  noOrders: 'No Orders Found',

  // ---- Additions: texts the spec does not write ----
  invalidEmail: 'Invalid email address.',
  invalidOtpFormat: 'OTP must be 6 digits.',
  invalidId: 'Must be a positive whole number.',
  tooLong: (maxChars: number) => `Must be at most ${maxChars} characters.`,
  contactMessageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_CHARS} characters.`,
  invalidCredentials: 'Invalid email or password.',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many attempts. Please request a new OTP.',
  otpResendTooSoon: 'Please wait before requesting another OTP.',
  resetTokenInvalid: 'Your reset link has expired. Please start again.',
  wrongOldPassword: 'Old password is incorrect.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please try again later.',
  priceChanged: 'Prices have changed. Please review your order.',
  outOfStockAtOrder: (productName: string) => `${productName} does not have enough stock.`,
  rateUnavailable: 'Bitcoin payments are unavailable right now. Please try again shortly.',
  orderCannotBeCancelled: 'This order can no longer be cancelled.',
  refundAddressInvalid: 'Enter a valid Bitcoin address.',
  refundAddressWrongNetwork: 'This address is for another Bitcoin network. Enter an address for this shop.',
  refundAddressIsShops: "This is one of the shop's own addresses. Enter an address of your own wallet.",
  refundAlreadyClaimed: 'This refund was already claimed: its address cannot change.',
  refundNotFound: 'We could not find this refund.',
  locationOutsideUae: 'Please choose a location inside the UAE.',
  geocoderUnavailable: 'The address lookup is unavailable right now. Please try again or type the address.',
  noAddressAtLocation: 'No address was found at this point. Please choose a spot on a street or building.',
  controlCharacters: 'Must not contain control characters.',
  invalidName: "Use letters, spaces and ' - . only.",
  invisibleCharacters: 'Remove the invisible or text-direction characters.',
  mixedScripts:
    'Write each word in one alphabet: Latin and Cyrillic or Greek letters mixed in one word are not allowed.',
  oneLine: 'Must be one line.',
  passwordOnlySpaces: 'Password cannot be only spaces.',
  passwordTooCommon: 'This password is too common. Choose a less common one.',
  crossSiteRequest: 'This request came from another site and was refused. Please use the shop itself.',
  codeTriesFromDevice: 'Too many wrong codes from this device. Please try again later.',
  // ---- Limits that keep stock for real buyers (order-limits.ts) ----
  tooManyOpenOrders: (count: number) =>
    `You have ${count} unpaid orders. Pay or cancel one before placing another.`,
  openOrderValueOverCap: (capAed: number) =>
    `Unpaid orders may total at most AED ${capAed.toLocaleString('en-US')}. Pay or cancel an unpaid order, or order less.`,
  quantityOverCap: (productName: string, maxPerOrder: number) =>
    `${productName}: at most ${maxPerOrder} per order.`,
  metalPriceStale: (metal: string) =>
    `${metal.charAt(0).toUpperCase()}${metal.slice(1)} prices are being updated. Please try again in a minute.`,
  pinUntilInPast: 'The pin must end in the future.',
  pinTooLong: 'A pin may last at most 30 days.',
  paymentReorganised: 'The block holding your payment was replaced; waiting for it to confirm again.',
  // ---- Checkout confirmation and the order page ----
  /** The one success message after Place Order (corrects the spec's 'Order placement successfully'). */
  orderPlacedToast: 'Order placed successfully',
  checkoutConfirmRequired:
    'Please confirm that you accept the Terms, are 18 or older, and understand that bitcoin payments cannot be reversed.',
  orderNotFound: 'We could not find this order.',
  // ---- A published product in Arabic too (docs/decisions/266) ----
  arabicNameToPublish:
    'Enter the name in Arabic: shoppers reading Arabic see it once the product is published.',
  arabicDescriptionToPublish:
    'Enter the short description in Arabic: shoppers reading Arabic see it once the product is published.',
  arabicVariantNameToPublish: 'Enter the variant name in Arabic to publish the product.',
  arabicOptionNameToPublish: 'Enter this option in Arabic to publish the product.',
} as const

export type MessageKey = keyof typeof MESSAGES
