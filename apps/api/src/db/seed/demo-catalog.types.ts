import type { VolumeTier } from '@shop/contract'

/**
 * Shape of the demo catalog seeded on the first start of an empty database (docs/architecture.md#data-and-money).
 * Amounts are integer fils (1 AED = 100 fils); image paths are served by the API under /uploads.
 */
export interface DemoCategory {
  name: 'Gold' | 'Silver' | 'Smartphones'
  /** e.g. '/uploads/catalog/categories/gold-800.webp' (shipped-images.ts) */
  imagePath: string
}

export interface DemoMetalPrice {
  metalType: 'gold' | 'silver'
  pricePerGramFils: number
}

export interface DemoVariant {
  name: string
  /** The first option is the default the product page preselects; adjustments may be negative. */
  options: { name: string; priceAdjustmentFils: number }[]
}

export interface DemoAttribute {
  attributeType: string
  value: string
  unit?: string
}

interface DemoProductBase {
  sku: string
  name: string
  /** The short description shown on cards (first 100 characters) and the detail page. */
  description: string
  category: DemoCategory['name']
  /** Paragraphs for the detail page's Description tab. */
  descriptions: string[]
  /** Several images each, e.g. '/uploads/catalog/products/gold-bar-1oz-1-800.webp' (shipped-images.ts). */
  images: string[]
  variants: DemoVariant[]
  attributes: DemoAttribute[]
  /** VAT rate in percent: 0 for investment gold/silver of 99%+ purity, 5 otherwise. */
  vatPercent: 0 | 5
  shippingCostFils: number
  stock: number
  isNew: boolean
  /** Volume tiers of a coin dealers sell by the tube (decision 263); none when absent. */
  volumeTiers?: VolumeTier[]
}

/** A product priced by the owner: base_price and final_price are fixed. */
export interface DemoFixedPriceProduct extends DemoProductBase {
  pricing: { kind: 'fixed'; basePriceFils: number; finalPriceFils: number | null }
}

/** A gold or silver product whose price follows the metal price: metal x grams x purity + premium. */
export interface DemoDynamicProduct extends DemoProductBase {
  pricing: {
    kind: 'dynamic'
    metalType: 'gold' | 'silver'
    weightGrams: number
    purity: number
    premiumFils: number
  }
}

export type DemoProduct = DemoFixedPriceProduct | DemoDynamicProduct

export interface DemoCatalog {
  categories: DemoCategory[]
  metalPrices: DemoMetalPrice[]
  products: DemoProduct[]
}
