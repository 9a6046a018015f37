import { z } from 'zod'
import { aedToFils } from '../money.js'
import { PRODUCT_SORTS, type ProductSort } from '../product-sorts.js'
import { MESSAGES } from '../messages.js'
import {
  CATEGORY_NAME_MAX_CHARS,
  PRODUCT_BRAND_MAX_CHARS,
  PRODUCT_FILTER_MAX_BRANDS,
  PRODUCT_FILTER_MAX_PRICE_AED,
  PRODUCT_FILTER_MAX_WEIGHT_GRAMS,
} from '../limits.js'
import { CoercedIdSchema, emptyAsAbsent, safeString } from './common.js'
import { envelope } from './envelope.js'
import { METAL_TYPES, MetalTypeSchema } from './metal-price.js'

// Search, filters and sort of the shopper's product lists (docs/decisions/067-069). One set of query
// fields, read by get-all-products and by the category pages' call, so both filter the same way.

export const ProductSortSchema = z.enum(PRODUCT_SORTS, {
  error: `Sort must be one of ${PRODUCT_SORTS.join(', ')}.`,
})

/** `a,b` or a repeated parameter (`?metal=gold&metal=silver`) as one list of trimmed, non-empty parts. */
const listOf = <T extends z.ZodType>(item: T, max: number, name: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined
      const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
        typeof part === 'string' ? part.split(',') : [part],
      )
      const trimmed = parts
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((p) => p !== '')
      return trimmed.length === 0 ? undefined : [...new Set(trimmed)]
    },
    z
      .array(item)
      .max(max, { error: `At most ${max} values of ${name}.` })
      .optional(),
  )

/** A decimal number as a query parameter: digits with an optional fraction, never `1e9`, `Infinity` or `0x10`. */
const decimalQuery = (name: string, max: number, decimals: number) =>
  emptyAsAbsent(
    safeString()
      .trim()
      .regex(new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`), {
        error: `${name} must be a number with at most ${decimals} decimals.`,
      })
      .transform(Number)
      .pipe(z.number().max(max, { error: `${name} must be at most ${max}.` }))
      .optional(),
  )

/** `true`/`1` or `false`/`0`; anything else is refused rather than read as true. */
const booleanQuery = (name: string) =>
  emptyAsAbsent(
    z
      .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false.` })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  )

/** A brand as the owner writes it in the product's Brand attribute (any letter case matches). */
export const BrandNameSchema = safeString()
  .trim()
  .min(1)
  .max(PRODUCT_BRAND_MAX_CHARS, { error: MESSAGES.tooLong(PRODUCT_BRAND_MAX_CHARS) })

/**
 * The filter and sort fields of a product list, as the query string carries them. Prices are AED as the
 * product card shows them (its "From" price: before options, VAT, shipping and the service charge; a
 * metal-linked product's current price); weights are grams of the product's metal weight.
 */
export const ProductFilterQueryFields = {
  metal: listOf(
    z.enum(METAL_TYPES, { error: `Metal must be one of ${METAL_TYPES.join(', ')}.` }),
    METAL_TYPES.length,
    'metal',
  ),
  brand: listOf(BrandNameSchema, PRODUCT_FILTER_MAX_BRANDS, 'brand'),
  minPrice: decimalQuery('minPrice', PRODUCT_FILTER_MAX_PRICE_AED, 2),
  maxPrice: decimalQuery('maxPrice', PRODUCT_FILTER_MAX_PRICE_AED, 2),
  minWeight: decimalQuery('minWeight', PRODUCT_FILTER_MAX_WEIGHT_GRAMS, 4),
  maxWeight: decimalQuery('maxWeight', PRODUCT_FILTER_MAX_WEIGHT_GRAMS, 4),
  inStock: booleanQuery('inStock'),
  sort: emptyAsAbsent(ProductSortSchema.optional()),
}

/** The parsed filters in the units the server compares (fils, grams). */
export interface ProductFilters {
  metals?: readonly ('gold' | 'silver')[] | undefined
  brands?: readonly string[] | undefined
  minPriceFils?: number | undefined
  maxPriceFils?: number | undefined
  minWeightGrams?: number | undefined
  maxWeightGrams?: number | undefined
  inStock?: boolean | undefined
  sort?: ProductSort | undefined
}

interface RawFilterFields {
  metal?: ('gold' | 'silver')[] | undefined
  brand?: string[] | undefined
  minPrice?: number | undefined
  maxPrice?: number | undefined
  minWeight?: number | undefined
  maxWeight?: number | undefined
  inStock?: boolean | undefined
  sort?: ProductSort | undefined
}

/** A range whose lower end is above its upper end matches nothing: it is refused as a mistake instead. */
export function checkFilterRanges(value: RawFilterFields, ctx: z.RefinementCtx): void {
  if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'minPrice must not be above maxPrice.' })
  }
  if (value.minWeight !== undefined && value.maxWeight !== undefined && value.minWeight > value.maxWeight) {
    ctx.addIssue({ code: 'custom', path: ['minWeight'], message: 'minWeight must not be above maxWeight.' })
  }
}

/** The query's filter fields in server units. */
export function toProductFilters(value: RawFilterFields): ProductFilters {
  return {
    metals: value.metal,
    brands: value.brand,
    minPriceFils: value.minPrice === undefined ? undefined : aedToFils(value.minPrice),
    maxPriceFils: value.maxPrice === undefined ? undefined : aedToFils(value.maxPrice),
    minWeightGrams: value.minWeight,
    maxWeightGrams: value.maxWeight,
    inStock: value.inStock,
    sort: value.sort,
  }
}

// ---- GET /product/get-product-filters?categoryId|categoryName (addition) ----
/** The choices a filter panel offers: over the whole catalog, or over one category. */
export const GetProductFiltersQuerySchema = z.object({
  categoryId: emptyAsAbsent(CoercedIdSchema.optional()),
  categoryName: emptyAsAbsent(
    safeString()
      .trim()
      .max(CATEGORY_NAME_MAX_CHARS, { error: MESSAGES.tooLong(CATEGORY_NAME_MAX_CHARS) })
      .optional(),
  ),
})
export type GetProductFiltersQuery = z.infer<typeof GetProductFiltersQuerySchema>
/** Brands and metals with how many visible products carry each; price (AED) and weight (g) bounds. */
export const ProductFilterOptionsSchema = z.object({
  brands: z.array(z.object({ name: z.string(), count: z.number().int().nonnegative() })),
  metals: z.array(z.object({ metal: MetalTypeSchema, count: z.number().int().nonnegative() })),
  price: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).nullable(),
  weight: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).nullable(),
})
export type ProductFilterOptions = z.infer<typeof ProductFilterOptionsSchema>
export const GetProductFiltersResponseSchema = envelope(ProductFilterOptionsSchema)
export type GetProductFiltersResponse = z.infer<typeof GetProductFiltersResponseSchema>
