import {
  AedSchema,
  IdSchema,
  ImageSchema,
  MAX_QUANTITY_PER_LINE,
  MetalTypeSchema,
  MIN_QUANTITY_PER_LINE,
  PercentSchema,
  ProductCategorySchema,
  SkuSchema,
  VariantOptionSchema,
  VolumeTiersSchema,
} from '@shop/contract'
import { z } from 'zod'

// docs/product.md "Cart item": a line as the browser keeps it. Its own module, imported lazily by
// cart-store.ts: only a stored cart needs zod to be read, so a visitor's product page starts without it
// (docs/decisions/136).

export const CartLineSchema = z.object({
  /** `{productId}-{selectedVariantKey}`, or `{productId}` for a product without choices. */
  id: z.string().min(1),
  productId: IdSchema,
  sku: SkuSchema,
  product_name: z.string(),
  category: ProductCategorySchema,
  images: z.array(ImageSchema),
  base_price: AedSchema.nullable(),
  final_price: AedSchema.nullable(),
  /** VAT rate in percent. */
  vat: PercentSchema,
  /** AED, once per line. */
  shipping_cost: AedSchema,
  stock: z.number().int().nonnegative(),
  dynamic_pricing: z.boolean(),
  metal_type: MetalTypeSchema.nullable(),
  variants: z.array(z.object({ variant_name: z.string(), variant_options: z.array(VariantOptionSchema) })),
  /** Variant name -> chosen option id (docs/product.md). */
  selectedVariants: z.record(z.string(), IdSchema),
  /** Attribute type -> chosen attribute id. */
  selectedAttributes: z.record(z.string(), IdSchema),
  /** Sorted chosen option ids joined by dashes; chosen attribute ids follow with an `a` prefix. */
  selectedVariantKey: z.string(),
  /** The chosen variant options: what pricing and the order read. */
  optionIds: z.array(IdSchema),
  /** What the shopper chose, for display: `{ name: 'Storage', value: '256 GB' }`. */
  /**
   * What the shopper chose, and the product's one-value facts (`fact`: Brand, a bar's only weight), which the
   * order still carries but the cart and checkout do not list again (older carts have no `fact`: all listed).
   */
  choices: z.array(z.object({ name: z.string(), value: z.string(), fact: z.literal(true).optional() })),
  quantity: z.number().int().min(MIN_QUANTITY_PER_LINE).max(MAX_QUANTITY_PER_LINE),
  /** The owner's cap on units of the product in one order, over all its lines (null: none). A cart saved
   * before the cap existed reads as uncapped; create-order still checks it. */
  max_per_order: z.number().int().positive().nullable().default(null),
  /** The owner's volume tiers: the line is priced in the one its quantity reaches (older carts have none). */
  volume_tiers: VolumeTiersSchema.default([]),
})
export type CartLine = z.infer<typeof CartLineSchema>
