/**
 * docs/product.md#for-shoppers FAQ: 20 questions covering crypto-only payment, no international shipping, gold 24k
 * (99.99%), silver 99.9% with certification, manufacturer warranty, no loyalty program, bulk discounts through
 * sales, one crypto per transaction; and a 21st, what the service charge every order carries is. The texts
 * are the `static` namespace's `faq.items.<id>`; the service charge's answer is the shared explanation.
 */
export const FAQ_IDS = [
  'methods',
  'howToPay',
  'split',
  'timeToPay',
  'whyAed',
  'refund',
  'international',
  'delivery',
  'shippingCost',
  'serviceCharge',
  'goldPurity',
  'silverPurity',
  'certificates',
  'priceChanges',
  'vat',
  'warranty',
  'loyalty',
  'bulk',
  'account',
  'cancel',
  'track',
] as const

export type FaqId = (typeof FAQ_IDS)[number]
