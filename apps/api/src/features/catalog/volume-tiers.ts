import type { VolumeTier, VolumeTierWire } from '@shop/contract'

/** Volume tiers as the wire names them (the products table keeps the contract's camelCase, decision 263). */
export const toWireTiers = (tiers: readonly VolumeTier[]): VolumeTierWire[] =>
  tiers.map((tier) => ({ min_quantity: tier.minQuantity, discount_percent: tier.discountPercent }))
