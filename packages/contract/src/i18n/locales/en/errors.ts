/**
 * The storefront's words for each error code of the API (packages/contract/src/schemas/envelope.ts,
 * docs/architecture.md#error-codes). A code the API names precisely reads exactly as the API's English message;
 * a status's default code covers many messages, so an English page shows the server's own words for it and
 * these texts are what other languages show.
 */
export default {
  code: {
    BAD_REQUEST: 'A bad request occurred.',
    VALIDATION_FAILED: 'Please check the details you entered.',
    MALFORMED_REQUEST: 'The address is not valid.',
    UNAUTHORIZED: 'Please log in to continue.',
    FORBIDDEN: 'You are not allowed to do this.',
    NOT_FOUND: 'Not found.',
    METHOD_NOT_ALLOWED: 'This action is not allowed here.',
    CONFLICT: 'This could not be done as things stand now. Please reload the page and try again.',
    PRICE_CHANGED: 'Prices have changed. Please review your order.',
    OUT_OF_STOCK: '{{products}} does not have enough stock.',
    TOO_MANY_OPEN_ORDERS: 'You have {{limit}} unpaid orders. Pay or cancel one before placing another.',
    OPEN_ORDER_VALUE_OVER_CAP:
      'Unpaid orders may total at most AED {{limitAed}}. Pay or cancel an unpaid order, or order less.',
    QUANTITY_OVER_CAP: '{{product}}: at most {{max}} per order.',
    PAYLOAD_TOO_LARGE: 'What you sent is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'This kind of content cannot be sent here.',
    RATE_LIMITED: 'Too many requests. Please try again later.',
    INTERNAL: 'An unexpected error occurred. Please try again.',
    BAD_GATEWAY: 'A service the shop relies on did not answer. Please try again shortly.',
    SERVICE_UNAVAILABLE: 'The shop is busy just now. Please try again in a moment.',
    USER_ALREADY_EXISTS: 'User Already Exist',
    INVALID_CREDENTIALS: 'Invalid email or password.',
    ACCOUNT_NOT_VERIFIED: 'Account not verified. Please check your email for OTP.',
    ACCOUNT_DISABLED: 'This account has been disabled. Contact the shop.',
    INVALID_OTP: 'Invalid OTP. Please try again.',
    OTP_EXPIRED: 'OTP has expired. Please request a new one.',
    OTP_TOO_MANY_ATTEMPTS: 'Too many attempts. Please request a new OTP.',
    CODE_TRIES_FROM_DEVICE: 'Too many wrong codes from this device. Please try again later.',
    RESET_TOKEN_INVALID: 'Your reset link has expired. Please start again.',
    WRONG_OLD_PASSWORD: 'Old password is incorrect.',
    PASSWORD_TOO_COMMON: 'This password is too common. Choose a less common one.',
    CROSS_SITE_REQUEST: 'This request came from another site and was refused. Please use the shop itself.',
    PRODUCT_NOT_FOUND: 'Product not found.',
    CATEGORY_NOT_FOUND: "We can't seem to find the category you are looking for.",
    CATEGORY_HAS_PRODUCTS:
      'A category with products cannot be deleted: move its products to another category first, or hide it.',
    PRODUCT_NO_LONGER_AVAILABLE: 'A product in your cart is no longer available and has been removed.',
    EXPRESS_UNAVAILABLE: 'Express delivery is not offered at the moment. Choose standard delivery.',
    BACK_IN_STOCK_NOT_NEEDED: 'This product is in stock: add it to your cart instead.',
    PRICE_ALERT_LIMIT_REACHED: 'You can keep at most 20 price alerts. Delete one to add another.',
    PRICE_ALERT_ALREADY_BELOW: 'The price is already below this target. Choose a lower target, or buy now.',
    PRICE_ALERT_EXISTS: 'You already have this price alert.',
    PRICE_ALERT_NOT_FOUND: 'We could not find this price alert.',
    PRICE_ALERT_LINK_INVALID:
      'This link no longer works: the price alert may already be off. You can manage your alerts in your profile.',
    ADDRESS_NOT_FOUND: 'Selected address not found.',
    ADDRESS_NEEDS_UPDATE:
      'This address was saved before we asked for the emirate and checked phone numbers. Please update it first.',
    ADDRESS_LIMIT_REACHED: 'You can save at most {{max}} addresses. Delete one to add another.',
    ORDER_NOT_FOUND: 'We could not find this order.',
    PAYMENT_DETAILS_UNAVAILABLE: 'Invalid order ID or unable to fetch payment details.',
    ORDER_NOT_CANCELLABLE: 'This order can no longer be cancelled.',
    LOCATION_OUTSIDE_UAE: 'Please choose a location inside the UAE.',
    NO_ADDRESS_AT_LOCATION:
      'No address was found at this point. Please choose a spot on a street or building.',
    GEOCODER_UNAVAILABLE:
      'The address lookup is unavailable right now. Please try again or type the address.',
    METAL_PRICE_STALE: '{{metal}} prices are being updated. Please try again in a minute.',
    RATE_UNAVAILABLE: 'Bitcoin payments are unavailable right now. Please try again shortly.',
    IDENTITY_FILE_UNREADABLE:
      'This file could not be read as a photo or a PDF. Please send a clear photo (JPEG or PNG) or a PDF scan.',
    IDENTITY_FILE_UNSAFE:
      'This PDF contains scripts, actions or attached files. Please send a plain scan or a photo of the document.',
    ROLE_NOT_ALLOWED: 'Your role does not allow this. Ask the shop owner.',
    INVITATION_INVALID: 'This invitation link is not valid any more. Ask the shop owner for a new one.',
    LAST_OWNER: 'The shop needs at least one active owner: make someone else owner first.',
    ALREADY_STAFF: 'This person is already on the staff. Change their role in the list instead.',
    INVALID_TWO_FACTOR_CODE: 'That code is not right. Check your authenticator app and try again.',
    TWO_FACTOR_CHALLENGE_INVALID: 'Your sign-in has expired. Please enter your email and password again.',
    TWO_FACTOR_REQUIRED:
      'Staff accounts need a second factor. Set up an authenticator app or a passkey in your profile first.',
    TWO_FACTOR_STALE: 'Please confirm it is you: enter a code from your authenticator app.',
    PASSKEY_FAILED: 'The passkey could not be checked. Please try again.',
    TWO_FACTOR_ALREADY_ON: 'Two-factor sign-in with an authenticator app is already on.',
    TWO_FACTOR_NOT_STARTED: 'Start setting up the authenticator app first.',
    REFUND_ADDRESS_INVALID: 'Enter a valid Bitcoin address.',
    REFUND_ADDRESS_WRONG_NETWORK:
      'This address is for another Bitcoin network. Enter an address for this shop.',
    REFUND_ADDRESS_IS_SHOPS: "This is one of the shop's own addresses. Enter an address of your own wallet.",
    REFUND_ALREADY_CLAIMED: 'This refund was already claimed: its address cannot change.',
    REFUND_NOT_FOUND: 'We could not find this refund.',
  },
  /** Metal names inside METAL_PRICE_STALE. */
  metal: {
    gold: 'Gold',
    silver: 'Silver',
  },
  /** Failures the storefront meets before any answer of the API (api-client.ts). */
  client: {
    network: 'Could not reach the shop. Check your connection and try again.',
    unexpectedAnswer: 'The shop sent an unexpected answer. Please try again.',
  },
} as const
