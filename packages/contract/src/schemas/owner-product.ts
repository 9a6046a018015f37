import { z } from 'zod'
import { decimalParts } from '../decimal.js'
import { MAX_ID, OWNER_LIST_PAGE_SIZE } from '../limits.js'
import { MESSAGES } from '../messages.js'
import { MAX_PREMIUM_PERCENT } from '../metal-pricing.js'
import { ProductCategorySchema } from './category.js'
import {
  AedSchema,
  CoercedIdSchema,
  IdSchema,
  IsoDateTimeSchema,
  PageQuerySchema,
  SearchQuerySchema,
  SignedAedSchema,
  emptyAsAbsent,
  pageSizeQuery,
} from './common.js'
import { envelope, listEnvelope } from './envelope.js'
import { MetalTypeSchema } from './metal-price.js'
import {
  ProductAttributeSchema,
  ProductDetailSchema,
  ProductVariantSchema,
  SKU_PATTERN,
  VariantOptionSchema,
  VolumeTiersSchema,
} from './product.js'

// The owner's product (docs/product.md#for-the-owner, additions, Admin only): the wire shape of get-product-by-sku plus the
// fields only the owner sees and edits. A metal-linked product's price follows `metalLinkedPriceFils`.

export const PRODUCT_NAME_MAX_CHARS = 200
export const PRODUCT_DESCRIPTION_MAX_CHARS = 2000
export const PRODUCT_PARAGRAPHS_MAX = 20
export const PRODUCT_VARIANTS_MAX = 10
export const PRODUCT_OPTIONS_MAX = 50
export const PRODUCT_ATTRIBUTES_MAX = 50
export const PRODUCT_LABEL_MAX_CHARS = 100
/** Most images one product may carry. */
export const PRODUCT_IMAGES_MAX = 12
/**
 * Widths (px) an uploaded image is re-encoded at, for `srcset`; never upscaled. 160 is for the gallery's
 * thumbnails (56–64 px at up to 2.5x), which load with the page's first photo (docs/decisions/141).
 */
export const PRODUCT_IMAGE_WIDTHS = [160, 400, 800, 1600] as const
/** Largest stock one product can hold (PostgreSQL integer), and of an initial stock. */
export const PRODUCT_STOCK_MAX = 1_000_000

export const PRICING_MODES = ['fixed', 'metal'] as const
export const PricingModeSchema = z.enum(PRICING_MODES)
export type PricingMode = z.infer<typeof PricingModeSchema>

/** Field-specific texts of the product editor and the API's 400s (addition; change freely). */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Enter the product name.',
  skuRequired: 'Enter a SKU.',
  skuFormat: 'SKU: up to 64 letters, digits, dots, hyphens or underscores, starting with a letter or digit.',
  categoryRequired: 'Choose a category.',
  descriptionRequired: 'Enter a short description.',
  vatRate: 'VAT is 0 % (investment metal) or 5 %.',
  basePriceRequired: 'Enter the price of a fixed-price product.',
  finalAboveBase: 'The sale price must not be above the regular price.',
  metalRequired: 'Choose the metal the price follows.',
  weightRequired: 'Enter the fine weight in grams.',
  weightRange: 'Weight: above 0 g, at most 4 decimals.',
  purityRequired: 'Enter the purity (e.g. 0.9999).',
  purityRange: 'Purity: a fraction above 0 and at most 1 (e.g. 0.9999), at most 5 decimals.',
  premiumPercentRange: `Premium: 0 to ${MAX_PREMIUM_PERCENT} %, at most 3 decimals.`,
  maxPerOrder: 'Max per order: a whole number of at least 1, or empty for no limit.',
  lowStock: 'Low-stock threshold: a whole number, 0 or more.',
  stock: `Initial stock: a whole number from 0 to ${PRODUCT_STOCK_MAX}.`,
  variantNameRequired: 'Name the variant (e.g. Storage).',
  optionNameRequired: 'Name the option (e.g. 256 GB).',
  variantNeedsOption: 'A variant needs at least one option.',
  duplicateVariant: (name: string) => `Two variants are named "${name}".`,
  duplicateOption: (name: string) => `Two options of this variant are named "${name}".`,
  attributeTypeRequired: 'Name the attribute (e.g. Brand).',
  attributeValueRequired: 'Enter the attribute value.',
  tooMany: (max: number, what: string) => `At most ${max} ${what}.`,
  tooLong: (max: number) => `At most ${max} characters.`,
  imageOrder: 'List every image of the product once.',
} as const

/** True when `value` is finite and has at most `decimals` decimals as its shortest text reads. */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  try {
    return decimalParts(value).scale <= decimals
  } catch {
    return false
  }
}

const text = (max: number, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: PRODUCT_MESSAGES.tooLong(max) })

/** A weight in grams as numeric(12, 4) holds it. */
export const WeightGramsSchema = z
  .number({ error: PRODUCT_MESSAGES.weightRequired })
  .positive({ error: PRODUCT_MESSAGES.weightRange })
  .max(99_999_999, { error: PRODUCT_MESSAGES.weightRange })
  .refine((value) => hasAtMostDecimals(value, 4), { error: PRODUCT_MESSAGES.weightRange })

/** Fineness as a fraction of 1, as numeric(6, 5) holds it. */
export const PuritySchema = z
  .number({ error: PRODUCT_MESSAGES.purityRequired })
  .positive({ error: PRODUCT_MESSAGES.purityRange })
  .max(1, { error: PRODUCT_MESSAGES.purityRange })
  .refine((value) => hasAtMostDecimals(value, 5), { error: PRODUCT_MESSAGES.purityRange })

/** Premium over the metal value in percent, as numeric(7, 3) holds it. */
export const PremiumPercentSchema = z
  .number({ error: PRODUCT_MESSAGES.premiumPercentRange })
  .min(0, { error: PRODUCT_MESSAGES.premiumPercentRange })
  .max(MAX_PREMIUM_PERCENT, { error: PRODUCT_MESSAGES.premiumPercentRange })
  .refine((value) => hasAtMostDecimals(value, 3), { error: PRODUCT_MESSAGES.premiumPercentRange })

/** An uploaded image: `url` is its middle width; `srcset` lists every width written (null for shipped files). */
export const OwnerProductImageSchema = z.object({
  id: IdSchema,
  url: z.string().min(1),
  position: z.number().int().nonnegative(),
  widths: z.array(z.number().int().positive()),
  srcset: z.string().nullable(),
  /** The same widths in AVIF, null when WebP was smaller (docs/decisions/125); intrinsic size, null for SVG. */
  avifSrcset: z.string().nullable().optional(),
  width: z.number().int().positive().nullable().optional(),
  height: z.number().int().positive().nullable().optional(),
})
export type OwnerProductImage = z.infer<typeof OwnerProductImageSchema>

// Product content in two languages (docs/architecture.md#product-content-in-two-languages): every text a
// shopper reads has an Arabic twin `<field>_ar`; null (or absent in a body) means "show the English".

/** A variant as the owner edits it: the shopper's shape plus the Arabic names. */
export const OwnerProductVariantSchema = ProductVariantSchema.extend({
  variant_name_ar: z.string().nullable().default(null),
  variant_options: z.array(
    VariantOptionSchema.extend({ option_name_ar: z.string().nullable().default(null) }),
  ),
})
export type OwnerProductVariant = z.infer<typeof OwnerProductVariantSchema>

/** An attribute as the owner edits it: the shopper's shape plus the Arabic label and value. */
export const OwnerProductAttributeSchema = ProductAttributeSchema.extend({
  attribute_type_ar: z.string().nullable().default(null),
  value_ar: z.string().nullable().default(null),
})
export type OwnerProductAttribute = z.infer<typeof OwnerProductAttributeSchema>

/** The owner's product: get-product-by-sku's detail plus pricing, publishing and stock settings. */
export const OwnerProductSchema = z.object({
  id: IdSchema,
  sku: z.string(),
  product_name: z.string(),
  product_name_ar: z.string().nullable().default(null),
  description: z.string(),
  description_ar: z.string().nullable().default(null),
  descriptions: z.array(
    z.object({ description: z.string(), description_ar: z.string().nullable().default(null) }),
  ),
  base_price: AedSchema.nullable(),
  final_price: AedSchema.nullable(),
  vat: z.number().min(0).max(100),
  shipping_cost: AedSchema,
  stock: z.number().int().nonnegative(),
  new_tag: z.boolean(),
  images: z.array(OwnerProductImageSchema),
  category: ProductCategorySchema,
  category_id: IdSchema,
  variants: z.array(OwnerProductVariantSchema),
  attributes: z.array(OwnerProductAttributeSchema),
  dynamic_pricing: z.boolean(),
  metal_type: MetalTypeSchema.nullable(),
  pricing_mode: PricingModeSchema,
  weight_grams: z.number().nullable(),
  purity: z.number().nullable(),
  premium_percent: z.number(),
  premium_aed: AedSchema,
  published: z.boolean(),
  archived_at: IsoDateTimeSchema.nullable(),
  max_per_order: z.number().int().positive().nullable(),
  low_stock_threshold: z.number().int().nonnegative(),
  volume_tiers: VolumeTiersSchema.default([]),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
})
export type OwnerProduct = z.infer<typeof OwnerProductSchema>

/**
 * An Arabic twin of a text: optional, and empty or null both mean "none, show the English" (the API stores
 * null). Its length rule is the English field's.
 */
const arabicText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: PRODUCT_MESSAGES.tooLong(max) })
    .nullable()
    .optional()

const OptionBodySchema = z.object({
  /** The option's id when the owner kept it: carts hold option ids, so a kept option keeps its id. */
  id: IdSchema.optional(),
  option_name: text(PRODUCT_LABEL_MAX_CHARS, PRODUCT_MESSAGES.optionNameRequired),
  option_name_ar: arabicText(PRODUCT_LABEL_MAX_CHARS),
  price_adjustment: SignedAedSchema,
})

const VariantBodySchema = z
  .object({
    id: IdSchema.optional(),
    variant_name: text(PRODUCT_LABEL_MAX_CHARS, PRODUCT_MESSAGES.variantNameRequired),
    variant_name_ar: arabicText(PRODUCT_LABEL_MAX_CHARS),
    variant_options: z
      .array(OptionBodySchema)
      .min(1, { error: PRODUCT_MESSAGES.variantNeedsOption })
      .max(PRODUCT_OPTIONS_MAX, { error: PRODUCT_MESSAGES.tooMany(PRODUCT_OPTIONS_MAX, 'options') }),
  })
  .superRefine((variant, ctx) => {
    const seen = new Set<string>()
    variant.variant_options.forEach((option, index) => {
      const key = option.option_name.toLowerCase()
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variant_options', index, 'option_name'],
          message: PRODUCT_MESSAGES.duplicateOption(option.option_name),
        })
      }
      seen.add(key)
    })
  })

const AttributeBodySchema = z.object({
  attribute_type: text(PRODUCT_LABEL_MAX_CHARS, PRODUCT_MESSAGES.attributeTypeRequired),
  value: text(PRODUCT_LABEL_MAX_CHARS, PRODUCT_MESSAGES.attributeValueRequired),
  attribute_type_ar: arabicText(PRODUCT_LABEL_MAX_CHARS),
  value_ar: arabicText(PRODUCT_LABEL_MAX_CHARS),
  unit: z
    .string()
    .trim()
    .max(20, { error: PRODUCT_MESSAGES.tooLong(20) })
    .nullable(),
})

const productBodyShape = {
  product_name: text(PRODUCT_NAME_MAX_CHARS, PRODUCT_MESSAGES.nameRequired),
  product_name_ar: arabicText(PRODUCT_NAME_MAX_CHARS),
  sku: z
    .string({ error: PRODUCT_MESSAGES.skuRequired })
    .trim()
    .min(1, { error: PRODUCT_MESSAGES.skuRequired })
    .regex(SKU_PATTERN, { error: PRODUCT_MESSAGES.skuFormat }),
  category_id: z
    .number({ error: PRODUCT_MESSAGES.categoryRequired })
    .int({ error: PRODUCT_MESSAGES.categoryRequired })
    .positive({ error: PRODUCT_MESSAGES.categoryRequired })
    .max(MAX_ID, { error: PRODUCT_MESSAGES.categoryRequired }),
  description: text(PRODUCT_DESCRIPTION_MAX_CHARS, PRODUCT_MESSAGES.descriptionRequired),
  description_ar: arabicText(PRODUCT_DESCRIPTION_MAX_CHARS),
  descriptions: z
    .array(
      z.object({
        description: text(PRODUCT_DESCRIPTION_MAX_CHARS, PRODUCT_MESSAGES.descriptionRequired),
        description_ar: arabicText(PRODUCT_DESCRIPTION_MAX_CHARS),
      }),
    )
    .max(PRODUCT_PARAGRAPHS_MAX, { error: PRODUCT_MESSAGES.tooMany(PRODUCT_PARAGRAPHS_MAX, 'paragraphs') }),
  vat: z.number({ error: PRODUCT_MESSAGES.vatRate }).refine((value) => value === 0 || value === 5, {
    error: PRODUCT_MESSAGES.vatRate,
  }),
  shipping_cost: AedSchema,
  new_tag: z.boolean(),
  published: z.boolean(),
  pricing_mode: PricingModeSchema,
  base_price: AedSchema.nullable(),
  final_price: AedSchema.nullable(),
  metal_type: MetalTypeSchema.nullable(),
  weight_grams: WeightGramsSchema.nullable(),
  purity: PuritySchema.nullable(),
  premium_percent: PremiumPercentSchema,
  premium_aed: AedSchema,
  max_per_order: z
    .number({ error: PRODUCT_MESSAGES.maxPerOrder })
    .int({ error: PRODUCT_MESSAGES.maxPerOrder })
    .min(1, { error: PRODUCT_MESSAGES.maxPerOrder })
    .max(PRODUCT_STOCK_MAX, { error: PRODUCT_MESSAGES.maxPerOrder })
    .nullable(),
  low_stock_threshold: z
    .number({ error: PRODUCT_MESSAGES.lowStock })
    .int({ error: PRODUCT_MESSAGES.lowStock })
    .min(0, { error: PRODUCT_MESSAGES.lowStock })
    .max(PRODUCT_STOCK_MAX, { error: PRODUCT_MESSAGES.lowStock }),
  /** Volume tiers (docs/decisions/263); absent keeps none on a new product and the stored ones on an edit. */
  volume_tiers: VolumeTiersSchema.optional(),
  variants: z
    .array(VariantBodySchema)
    .max(PRODUCT_VARIANTS_MAX, { error: PRODUCT_MESSAGES.tooMany(PRODUCT_VARIANTS_MAX, 'variants') }),
  attributes: z
    .array(AttributeBodySchema)
    .max(PRODUCT_ATTRIBUTES_MAX, { error: PRODUCT_MESSAGES.tooMany(PRODUCT_ATTRIBUTES_MAX, 'attributes') }),
}

type ProductBodyFields = z.infer<z.ZodObject<typeof productBodyShape>>

/** A figure, alone or with a unit of up to three letters: "256 GB", "1 oz", "50 g", "5000 mAh", "2026", "999.9". */
const FIGURE_WITH_SHORT_UNIT = /\d+(?:[.,]\d+)*(?:\s?[A-Za-z]{1,3}(?![A-Za-z]))?/g

/**
 * True when a variant's or an option's English name has words an Arabic reader needs in Arabic: letters beyond
 * figures and their short units. "Colour", "Black" and "CertiPAMP card" do; "256 GB", "1 oz" and "2026" read
 * the same in both languages and need none (docs/decisions/266).
 */
export function needsArabicName(english: string): boolean {
  return /\p{L}/u.test(english.replace(FIGURE_WITH_SHORT_UNIT, ''))
}

const blank = (text: unknown) => typeof text !== 'string' || text.trim() === ''

/**
 * What of a product publishing asks in Arabic: its texts and its variants' and options' names, as the editor's
 * body or the demo catalog hold them. Read as unknown: the schema checks a body even when its other fields
 * failed (see `alwaysCheck`), so the lists may be anything.
 */
export interface ArabicToPublish {
  product_name_ar?: unknown
  description_ar?: unknown
  variants?: unknown
}

const entries = (list: unknown): Record<string, unknown>[] =>
  Array.isArray(list)
    ? list.filter(
        (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      )
    : []
const worded = (name: unknown) => typeof name === 'string' && needsArabicName(name)

/**
 * docs/decisions/266: a published product speaks Arabic too. The UAE's consumer rules want the product's
 * statements in Arabic, so publishing needs the Arabic name, the Arabic short description, and the Arabic name
 * of every variant and option whose English has words (not "256 GB"). Answers each missing field with its path
 * and message, in the order the editor shows them; none for a product that has them all.
 */
export function missingArabicToPublish(
  product: ArabicToPublish,
): { path: (string | number)[]; message: string }[] {
  const missing: { path: (string | number)[]; message: string }[] = []
  if (blank(product.product_name_ar)) {
    missing.push({ path: ['product_name_ar'], message: MESSAGES.arabicNameToPublish })
  }
  if (blank(product.description_ar)) {
    missing.push({ path: ['description_ar'], message: MESSAGES.arabicDescriptionToPublish })
  }
  entries(product.variants).forEach((variant, index) => {
    if (worded(variant.variant_name) && blank(variant.variant_name_ar)) {
      missing.push({
        path: ['variants', index, 'variant_name_ar'],
        message: MESSAGES.arabicVariantNameToPublish,
      })
    }
    entries(variant.variant_options).forEach((option, optionIndex) => {
      if (worded(option.option_name) && blank(option.option_name_ar)) {
        missing.push({
          path: ['variants', index, 'variant_options', optionIndex, 'option_name_ar'],
          message: MESSAGES.arabicOptionNameToPublish,
        })
      }
    })
  })
  return missing
}

/** Publishing's Arabic (above) as the schema's issues; a draft may lack it. */
function checkArabicToPublish(body: ProductBodyFields, ctx: z.RefinementCtx) {
  if (body.published !== true) return
  for (const { path, message } of missingArabicToPublish(body))
    ctx.addIssue({ code: 'custom', path, message })
}

/** Rules across fields: what each pricing mode needs, and variant names unique. */
function checkProductBody(body: ProductBodyFields, ctx: z.RefinementCtx) {
  if (body.pricing_mode === 'fixed') {
    if (body.base_price === null) {
      ctx.addIssue({ code: 'custom', path: ['base_price'], message: PRODUCT_MESSAGES.basePriceRequired })
    } else if (body.final_price !== null && body.final_price > body.base_price) {
      ctx.addIssue({ code: 'custom', path: ['final_price'], message: PRODUCT_MESSAGES.finalAboveBase })
    }
  } else {
    if (body.metal_type === null) {
      ctx.addIssue({ code: 'custom', path: ['metal_type'], message: PRODUCT_MESSAGES.metalRequired })
    }
    if (body.weight_grams === null) {
      ctx.addIssue({ code: 'custom', path: ['weight_grams'], message: PRODUCT_MESSAGES.weightRequired })
    }
    if (body.purity === null) {
      ctx.addIssue({ code: 'custom', path: ['purity'], message: PRODUCT_MESSAGES.purityRequired })
    }
  }
  // Runs even when other fields failed (see `alwaysCheck`), so the shape is not guaranteed here.
  if (!Array.isArray(body.variants)) return
  const seen = new Set<string>()
  body.variants.forEach((variant, index) => {
    if (typeof variant.variant_name !== 'string') return
    const key = variant.variant_name.toLowerCase()
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', index, 'variant_name'],
        message: PRODUCT_MESSAGES.duplicateVariant(variant.variant_name),
      })
    }
    seen.add(key)
  })
  checkArabicToPublish(body, ctx)
}

/**
 * The cross-field rules run even when a field failed, so a form shows every message at once (zod skips
 * refinements after an issue unless told otherwise, and always after an `abort`, which these fields
 * therefore do not use); they only need the body to be an object.
 */
const alwaysCheck = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}

// ---- POST /product/create-product (admin) ----
/** A new product; `stock` is its opening stock, written as one 'initial' stock-ledger row. */
export const CreateProductBodySchema = z
  .object({
    ...productBodyShape,
    stock: z
      .number({ error: PRODUCT_MESSAGES.stock })
      .int({ error: PRODUCT_MESSAGES.stock })
      .min(0, { error: PRODUCT_MESSAGES.stock })
      .max(PRODUCT_STOCK_MAX, { error: PRODUCT_MESSAGES.stock }),
  })
  .superRefine(checkProductBody, alwaysCheck)
export type CreateProductBody = z.infer<typeof CreateProductBodySchema>
export type CreateProductBodyInput = z.input<typeof CreateProductBodySchema>
export const OwnerProductResponseSchema = envelope(OwnerProductSchema)
export type OwnerProductResponse = z.infer<typeof OwnerProductResponseSchema>

// ---- PUT /product/update-product/:id (admin) ----
/**
 * The product as the owner edits it. Descriptions, variants, options and attributes are replaced by the
 * lists sent; an option sent with its `id` keeps it. Stock is not changed here (adjust-stock does, with a
 * reason); a `stock` field is ignored.
 */
export const UpdateProductBodySchema = z.object(productBodyShape).superRefine(checkProductBody, alwaysCheck)
export type UpdateProductBody = z.infer<typeof UpdateProductBodySchema>

export const OwnerProductIdParamsSchema = z.object({ id: CoercedIdSchema })
export type OwnerProductIdParams = z.infer<typeof OwnerProductIdParamsSchema>

// ---- PUT /product/reorder-product-images/:id (admin) ----
export const ReorderProductImagesBodySchema = z.object({
  image_ids: z.array(IdSchema).min(1, { error: PRODUCT_MESSAGES.imageOrder }).max(PRODUCT_IMAGES_MAX),
})
export type ReorderProductImagesBody = z.infer<typeof ReorderProductImagesBodySchema>

// ---- DELETE /product/delete-product-image/:id/:imageId (admin) ----
export const ProductImageParamsSchema = z.object({ id: CoercedIdSchema, imageId: CoercedIdSchema })
export type ProductImageParams = z.infer<typeof ProductImageParamsSchema>

// ---- GET /product/admin-products (admin) ----
export const OWNER_PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const
export const OWNER_PRODUCT_STATUSES = ['published', 'draft', 'archived'] as const
export const OWNER_PRODUCT_SORTS = ['name', 'price', 'stock', 'updated'] as const
export type OwnerProductStatus = (typeof OWNER_PRODUCT_STATUSES)[number]

/**
 * The owner's product list. `search` matches the name (English or Arabic) or SKU; `stock`: in (above its low-stock threshold),
 * low (1 up to the threshold) or out (0); `status` absent lists published and drafts (not archived).
 */
export const OwnerProductsQuerySchema = z.object({
  search: SearchQuerySchema,
  category_id: emptyAsAbsent(CoercedIdSchema.optional()),
  stock: emptyAsAbsent(z.enum(OWNER_PRODUCT_STOCK_FILTERS).optional()),
  status: emptyAsAbsent(z.enum(OWNER_PRODUCT_STATUSES).optional()),
  sort: emptyAsAbsent(z.enum(OWNER_PRODUCT_SORTS).default('updated')),
  order: emptyAsAbsent(z.enum(['asc', 'desc']).default('desc')),
  page: PageQuerySchema,
  limit: pageSizeQuery(OWNER_LIST_PAGE_SIZE),
})
export type OwnerProductsQuery = z.infer<typeof OwnerProductsQuerySchema>

/** A row of the owner's product list. */
export const OwnerProductListItemSchema = z.object({
  id: IdSchema,
  sku: z.string(),
  product_name: z.string(),
  category: ProductCategorySchema,
  image: z.string().nullable(),
  stock: z.number().int().nonnegative(),
  low_stock_threshold: z.number().int().nonnegative(),
  base_price: AedSchema.nullable(),
  final_price: AedSchema.nullable(),
  pricing_mode: PricingModeSchema,
  metal_type: MetalTypeSchema.nullable(),
  published: z.boolean(),
  archived_at: IsoDateTimeSchema.nullable(),
  updated_at: IsoDateTimeSchema,
})
export type OwnerProductListItem = z.infer<typeof OwnerProductListItemSchema>
export const OwnerProductsResponseSchema = listEnvelope(OwnerProductListItemSchema)
export type OwnerProductsResponse = z.infer<typeof OwnerProductsResponseSchema>

// ---- GET /product/preview-product/:sku (Admin) ----
/**
 * The owner's preview of a product's storefront page (docs/decisions/186): the detail a shopper's page reads,
 * whatever the product's state, with that state, so the page can say "a draft: shoppers do not see it".
 */
export const PreviewProductSchema = ProductDetailSchema.extend({ status: z.enum(OWNER_PRODUCT_STATUSES) })
export type PreviewProduct = z.infer<typeof PreviewProductSchema>
export const PreviewProductResponseSchema = envelope(PreviewProductSchema)
export type PreviewProductResponse = z.infer<typeof PreviewProductResponseSchema>
