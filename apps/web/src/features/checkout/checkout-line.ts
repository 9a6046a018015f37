import type { PricedLine } from '@shop/contract'

/**
 * A cart line as checkout needs it (features do not import each other: the route maps the cart's lines to
 * this). Prices in fils from the contract's pricing.
 */
export interface CheckoutLine {
  id: string
  productId: number
  optionIds: readonly number[]
  productName: string
  imageUrl: string | null
  /** What the shopper chose: `{ name: 'Storage', value: '256 GB' }`. */
  choices: readonly { name: string; value: string; fact?: true }[]
  /** The metal type (gold, silver) or null: the payload's `type`. */
  metalType: string | null
  /** The chosen options' key (docs/product.md selectedVariantKey): the payload's `variationId`. */
  variantKey: string
  quantity: number
  price: PricedLine
}
