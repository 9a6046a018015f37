import { z } from 'zod'
import {
  ALL_PRODUCTS_PAGE_SIZE,
  CATEGORY_NAME_MAX_CHARS,
  CATEGORY_PRODUCTS_PAGE_SIZE,
  MAX_ID,
  MAX_LIST_LIMIT,
  MAX_QUANTITY_PER_LINE,
  MAX_VOLUME_TIERS,
} from '../limits.js'
import { MESSAGES } from '../messages.js'
import {
  AedSchema,
  CoercedIdSchema,
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  PercentSchema,
  SearchQuerySchema,
  SignedAedSchema,
  OptionalPageSizeQuerySchema,
  emptyAsAbsent,
  paginationQuery,
} from './common.js'
import { ProductCategorySchema } from './category.js'
import { ImageSchema } from './image.js'
import { envelope, listEnvelope } from './envelope.js'
import { MetalTypeSchema } from './metal-price.js'
import { checkFilterRanges, ProductFilterQueryFields, toProductFilters } from './product-search.js'

// docs/product.md Product (list, detail, cart validation) and §7 /product/* calls. The list item and the
// detail differ as the spec lists them; `sku`, `dynamic_pricing`, `metal_type` are additions on both.

/** A product's stock keeping unit: URL-safe (it is a path segment of the detail page). */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
export const SkuSchema = z.string().regex(SKU_PATTERN)

export { ImageSchema, type Image } from './image.js'

/** AED prices of a product: either may be null; pricing uses final, else base, else 0 (docs/architecture.md#pricing). */
const PriceFields = {
  base_price: AedSchema.nullable(),
  final_price: AedSchema.nullable(),
}

/**
 * A metal-linked product's price as the shopper reads it (docs/product.md#for-the-owner, addition): the metal's spot per gram,
 * the premium over spot in percent (2 decimals, fixed premium included), and the price per gram and per troy
 * ounce of fine metal, all AED. Null for fixed-price products; computed by the contract's `metalPriceFacts`.
 */
export const MetalPricingSchema = z.object({
  spot_per_gram: AedSchema,
  premium_percent: z.number(),
  price_per_gram: AedSchema,
  price_per_ounce: AedSchema,
})
export type MetalPricing = z.infer<typeof MetalPricingSchema>

/** What the shop pays for one unit of a metal-linked product today (contract sell-back.ts `buyBackPriceFils`). */
export const BuyBackSchema = z.object({
  price: AedSchema,
  /** The owner's spread for the product's metal, in percent. */
  spread_percent: z.number(),
})
export type BuyBack = z.infer<typeof BuyBackSchema>

/** docs/product.md Product (list). `description` is the full text; cards cut it at 100 characters. */
export const ProductListItemSchema = z.object({
  id: IdSchema,
  sku: SkuSchema,
  product_name: z.string(),
  description: z.string(),
  product_images: z.array(ImageSchema),
  category: ProductCategorySchema,
  stock: z.number().int().nonnegative(),
  new_tag: z.boolean(),
  ...PriceFields,
  /** The VAT rate in percent (an addition): a card names it beside its price. */
  vat: PercentSchema,
  /**
   * The card's "From" price with its VAT, AED (an addition): the contract's `shownListPriceFils`, sent ready so
   * the home page's first load carries no VAT arithmetic (docs/decisions/260).
   */
  price_incl_vat: AedSchema,
  dynamic_pricing: z.boolean(),
  metal_type: MetalTypeSchema.nullable(),
  /** Absent from answers of older servers; null for fixed-price products. */
  metal_pricing: MetalPricingSchema.nullable().optional(),
})
export type ProductListItem = z.infer<typeof ProductListItemSchema>

/** An option of a variant; `price_adjustment` in AED may be negative (a cheaper choice). */
export const VariantOptionSchema = z.object({
  id: IdSchema,
  option_name: z.string(),
  price_adjustment: SignedAedSchema,
})
export type VariantOption = z.infer<typeof VariantOptionSchema>

/** A variant the buyer picks one option of (e.g. Storage). `id` is an addition. */
export const ProductVariantSchema = z.object({
  id: IdSchema,
  variant_name: z.string(),
  variant_options: z.array(VariantOptionSchema),
})
export type ProductVariant = z.infer<typeof ProductVariantSchema>

/** A descriptive attribute (Weight 31.1035 g, Purity 99.99 %, Colour Black); it adds nothing to the price. */
export const ProductAttributeSchema = z.object({
  id: IdSchema,
  attribute_type: z.string(),
  value: z.string(),
  unit: z.string().nullable(),
})
export type ProductAttribute = z.infer<typeof ProductAttributeSchema>

/**
 * A volume tier (docs/decisions/263): from `min_quantity` units on one line, `discount_percent` off each unit's
 * price before VAT (two decimals at most).
 */
export const VolumeTierSchema = z.object({
  min_quantity: z
    .number({ error: 'Enter a whole number of units.' })
    .int({ error: 'Enter a whole number of units.' })
    .min(2, { error: 'A tier starts at 2 units or more.' })
    .max(MAX_QUANTITY_PER_LINE, { error: `A tier starts at ${MAX_QUANTITY_PER_LINE} units at most.` }),
  discount_percent: z
    .number({ error: 'Enter a percent.' })
    .gt(0, { error: 'The discount must be above 0 %.' })
    .lt(100, { error: 'The discount must be below 100 %.' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
      error: 'At most two decimals.',
    }),
})
export type VolumeTierWire = z.infer<typeof VolumeTierSchema>

/** A product's tiers: at most 5, each starting at more units and taking off more than the one before. */
export const VolumeTiersSchema = z
  .array(VolumeTierSchema)
  .max(MAX_VOLUME_TIERS, { error: `At most ${MAX_VOLUME_TIERS} volume tiers.` })
  .superRefine((tiers, ctx) => {
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1]
      if (!before) return
      if (tier.min_quantity <= before.min_quantity)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'min_quantity'],
          message: 'Each tier starts at more units than the one before.',
        })
      if (tier.discount_percent <= before.discount_percent)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'discount_percent'],
          message: 'Each tier takes off more than the one before.',
        })
    })
  })

/** docs/product.md Product (detail). `vat` is the VAT rate in percent; `shipping_cost` AED per line. */
export const ProductDetailSchema = z.object({
  id: IdSchema,
  sku: SkuSchema,
  product_name: z.string(),
  description: z.string(),
  descriptions: z.array(z.object({ description: z.string() })),
  ...PriceFields,
  vat: PercentSchema,
  shipping_cost: AedSchema,
  stock: z.number().int().nonnegative(),
  new_tag: z.boolean(),
  images: z.array(ImageSchema),
  category: ProductCategorySchema,
  variants: z.array(ProductVariantSchema),
  attributes: z.array(ProductAttributeSchema),
  dynamic_pricing: z.boolean(),
  metal_type: MetalTypeSchema.nullable(),
  /** Addition: the most units of this product one order may hold (null: no cap but the stock). */
  max_per_order: z.number().int().positive().nullable(),
  /** Absent from answers of older servers; null for fixed-price products. */
  metal_pricing: MetalPricingSchema.nullable().optional(),
  /** Addition: the owner's volume tiers (none: one price whatever the quantity); absent from older servers. */
  volume_tiers: VolumeTiersSchema.optional(),
  /** Addition: what the shop pays for one unit today (docs/architecture.md#sell-back); null for other products. */
  buy_back: BuyBackSchema.nullable().optional(),
})
export type ProductDetail = z.infer<typeof ProductDetailSchema>

/**
 * docs/product.md "Product as read for cart validation". `sku`, `vat` and `shipping_cost` are additions so
 * the cart can re-price a line with `toPricingProduct` without loading each detail.
 */
export const ProductValidationItemSchema = z.object({
  id: IdSchema,
  sku: SkuSchema,
  product_name: z.string(),
  stock: z.number().int().nonnegative(),
  ...PriceFields,
  vat: PercentSchema,
  shipping_cost: AedSchema,
  dynamic_pricing: z.boolean(),
  /** Id of the metal_prices row a dynamic price follows; null for non-metal products. */
  metal_type_id: IdSchema.nullable(),
  product_variants: z.array(
    z.object({ variant_name: z.string(), variant_options: z.array(VariantOptionSchema) }),
  ),
  /** Addition: the cart prices a line in its volume tier, as create-order will. */
  volume_tiers: VolumeTiersSchema.optional(),
})
export type ProductValidationItem = z.infer<typeof ProductValidationItemSchema>

// ---- GET /product/get-all-products?page&limit&categoryId&search ----
/**
 * `size` is accepted as another name of `limit` (packages/contract/src/endpoints.ts: the home page asks "size 100");
 * `limit` wins when both are sent. Default 20 (ALL_PRODUCTS_PAGE_SIZE), at most 100.
 */
export const GetAllProductsQuerySchema = z
  .object({
    page: PageQuerySchema,
    limit: OptionalPageSizeQuerySchema,
    size: OptionalPageSizeQuerySchema,
    categoryId: emptyAsAbsent(CoercedIdSchema.optional()),
    search: SearchQuerySchema,
    ...ProductFilterQueryFields,
  })
  .superRefine(checkFilterRanges)
  .transform(({ limit, size, page, categoryId, search, ...filters }) => ({
    page,
    categoryId,
    search,
    limit: limit ?? size ?? ALL_PRODUCTS_PAGE_SIZE,
    filters: toProductFilters(filters),
  }))
export type GetAllProductsQuery = z.infer<typeof GetAllProductsQuerySchema>
export const GetAllProductsResponseSchema = listEnvelope(ProductListItemSchema)
export type GetAllProductsResponse = z.infer<typeof GetAllProductsResponseSchema>

// ---- GET /product/check-product-validation?ids=1,2,3 ----
/**
 * `ids` as "1,2,3" (or repeated `ids=1&ids=2`): 1..100 positive ids, duplicates removed, order kept.
 */
export const CheckProductValidationQuerySchema = z.object({
  ids: z.preprocess(
    (value) => (Array.isArray(value) ? value.join(',') : value),
    z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, { error: MESSAGES.required, abort: true })
      .transform((text, ctx) => {
        const ids: number[] = []
        for (const raw of text.split(',')) {
          const part = raw.trim()
          const id = Number(part)
          if (!/^\d+$/.test(part) || id < 1 || id > MAX_ID) {
            ctx.addIssue({ code: 'custom', message: `Invalid product id "${part}".` })
            return z.NEVER
          }
          if (!ids.includes(id)) ids.push(id)
        }
        return ids
      })
      .pipe(z.array(IdSchema).max(MAX_LIST_LIMIT, { error: `At most ${MAX_LIST_LIMIT} ids.` })),
  ),
})
export type CheckProductValidationQuery = z.infer<typeof CheckProductValidationQuerySchema>
/** Live products among the asked ids, and the ids that no longer exist (the cart drops those). */
export const CheckProductValidationDataSchema = z.object({
  products: z.array(ProductValidationItemSchema),
  missingIds: z.array(IdSchema),
})
export type CheckProductValidationData = z.infer<typeof CheckProductValidationDataSchema>
export const CheckProductValidationResponseSchema = envelope(CheckProductValidationDataSchema)
export type CheckProductValidationResponse = z.infer<typeof CheckProductValidationResponseSchema>

// ---- GET /product/get-product/:id ----
export const ProductIdParamsSchema = IdParamsSchema
export type ProductIdParams = z.infer<typeof ProductIdParamsSchema>
export const GetProductResponseSchema = envelope(ProductDetailSchema)
export type GetProductResponse = z.infer<typeof GetProductResponseSchema>

// ---- GET /product/get-product-details/:name ----
export const ProductNameParamsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(200, { error: MESSAGES.tooLong(200) }),
})
export type ProductNameParams = z.infer<typeof ProductNameParamsSchema>
export const GetProductDetailsResponseSchema = envelope(ProductDetailSchema)
export type GetProductDetailsResponse = z.infer<typeof GetProductDetailsResponseSchema>

// ---- GET /product/get-product-by-sku/:sku (addition) ----
export const ProductSkuParamsSchema = z.object({ sku: SkuSchema })
export type ProductSkuParams = z.infer<typeof ProductSkuParamsSchema>
export const GetProductBySkuResponseSchema = envelope(ProductDetailSchema)
export type GetProductBySkuResponse = z.infer<typeof GetProductBySkuResponseSchema>

// ---- GET /product/get-products-by-category/:id?page&limit ----
export const CategoryProductsQuerySchema = paginationQuery(CATEGORY_PRODUCTS_PAGE_SIZE)
export type CategoryProductsQuery = z.infer<typeof CategoryProductsQuerySchema>
export const GetProductsByCategoryParamsSchema = IdParamsSchema
export type GetProductsByCategoryParams = z.infer<typeof GetProductsByCategoryParamsSchema>
export const GetProductsByCategoryQuerySchema = CategoryProductsQuerySchema
export type GetProductsByCategoryQuery = CategoryProductsQuery
export const GetProductsByCategoryResponseSchema = listEnvelope(ProductListItemSchema)
export type GetProductsByCategoryResponse = z.infer<typeof GetProductsByCategoryResponseSchema>

// ---- GET /product/get-products-by-category-name/:categoryName?page&limit (page size 20) ----
/** Fastify decodes the path segment; an unknown name answers 404. */
export const CategoryNameParamsSchema = z.object({
  categoryName: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(CATEGORY_NAME_MAX_CHARS, { error: MESSAGES.tooLong(CATEGORY_NAME_MAX_CHARS) }),
})
export type CategoryNameParams = z.infer<typeof CategoryNameParamsSchema>
/** The category page filters and sorts as /products does (docs/decisions/067); `search` narrows it too. */
export const GetProductsByCategoryNameQuerySchema = CategoryProductsQuerySchema.extend({
  search: SearchQuerySchema,
  ...ProductFilterQueryFields,
})
  .superRefine(checkFilterRanges)
  .transform(({ page, limit, search, ...filters }) => ({
    page,
    limit,
    search,
    filters: toProductFilters(filters),
  }))
export type GetProductsByCategoryNameQuery = z.infer<typeof GetProductsByCategoryNameQuerySchema>
export const GetProductsByCategoryNameResponseSchema = listEnvelope(ProductListItemSchema)
export type GetProductsByCategoryNameResponse = z.infer<typeof GetProductsByCategoryNameResponseSchema>
