/**
 * The few texts of MESSAGES (messages.ts) that every storefront page may show: a price that cannot be made
 * (the pricing rules run on every product card) and a failure nothing else words. In a module of their own, so
 * a page starts without the other 2 KB of messages, which only forms read; MESSAGES includes them word for word.
 */
export const STOREFRONT_MESSAGES = {
  unexpectedError: 'An unexpected error occurred. Please try again.',
  invalidAmount: 'Invalid amount.',
  invalidQuantity: 'Invalid quantity.',
  selectVariant: (variantName: string) => `Please select ${variantName}.`,
  optionNotAvailable: 'A selected option is not available for this product.',
} as const
