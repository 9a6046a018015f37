import { fixedMessageText, messageText } from './message-text.js'

/**
 * The English of the few contract messages that every storefront page may show: a price that cannot be made
 * (the pricing rules run on every product card) and a failure nothing else words. In a module of their own, so
 * a page starts without the other 2 KB of messages, which only forms read. They are part of the `messages`
 * table (i18n/locales/en/messages.ts spreads them in), so each English text is written here and nowhere else.
 */
export const STOREFRONT_MESSAGE_TEXTS = {
  unexpectedError: 'An unexpected error occurred. Please try again.',
  invalidAmount: 'Invalid amount.',
  invalidQuantity: 'Invalid quantity.',
  selectVariant: 'Please select {{variant}}.',
  optionNotAvailable: 'A selected option is not available for this product.',
} as const

const T = STOREFRONT_MESSAGE_TEXTS

/** STOREFRONT_MESSAGE_TEXTS as the code shows them: a text with a value is a function; MESSAGES includes them. */
export const STOREFRONT_MESSAGES = {
  unexpectedError: fixedMessageText('unexpectedError', T.unexpectedError),
  invalidAmount: fixedMessageText('invalidAmount', T.invalidAmount),
  invalidQuantity: fixedMessageText('invalidQuantity', T.invalidQuantity),
  selectVariant: (variantName: string) =>
    messageText('selectVariant', T.selectVariant, { variant: variantName }),
  optionNotAvailable: fixedMessageText('optionNotAvailable', T.optionNotAvailable),
} as const
