import { sql } from 'drizzle-orm'
import type { VolumeTier } from '@shop/contract'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { fils, instant, timestamps } from './columns.js'

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** Arabic name; null shows the English one (docs/architecture.md#product-content-in-two-languages). */
    nameAr: text(),
    /** Path on the API host, e.g. /uploads/categories/gold.svg. */
    imagePath: text(),
    /** An upload's widths, AVIF widths and intrinsic size, as product_images keeps them (docs/decisions/125). */
    imageWidths: integer().array(),
    imageAvifWidths: integer().array(),
    imageWidth: integer(),
    imageHeight: integer(),
    /** Where the storefront lists it, smallest first (the owner's order, docs/decisions/207). */
    sortOrder: integer().notNull().default(0),
    /** Hidden from the storefront's lists and its page answers 404; the owner still sees and edits it. */
    hidden: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`),
    // An Arabic category URL (/ar/category/ذهب) names one category, as the English one does.
    uniqueIndex('categories_name_ar_unique').on(sql`lower(${t.nameAr})`),
  ],
)

/** Owner-maintained price of a metal per gram, in fils; dynamic products follow it (docs/architecture.md#pricing). */
export const metalPrices = pgTable(
  'metal_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    metalType: text().notNull().unique(),
    pricePerGramFils: fils().notNull(),
    /** Where the current price came from: the live feed's sources (`feed:…`), `stored` fallback or `owner`. */
    source: text().notNull().default('owner'),
    /** An owner's pin (docs/architecture.md#live-metal-prices): while `pinnedUntil` is in the future this price wins over the feed. */
    pinnedPricePerGramFils: fils(),
    pinnedUntil: instant(),
    pinnedByUserId: integer(),
    ...timestamps,
  },
  (t) => [
    check('metal_prices_type_check', sql`${t.metalType} in ('gold', 'silver')`),
    check('metal_prices_positive', sql`${t.pricePerGramFils} > 0`),
  ],
)

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sku: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    /** Arabic name and short description; null shows the English (docs/architecture.md#product-content-in-two-languages). */
    nameAr: text(),
    descriptionAr: text(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    basePriceFils: fils(),
    /** For dynamic products: recomputed from the metal price whenever it moves (docs/architecture.md#pricing). */
    finalPriceFils: fils(),
    /** VAT rate in whole percent: 5 standard, 0 for investment gold and silver of 99%+ purity. */
    vatPercent: integer().notNull().default(5),
    shippingCostFils: fils().notNull().default(0),
    stock: integer().notNull().default(0),
    isNew: boolean().notNull().default(false),
    dynamicPricing: boolean().notNull().default(false),
    metalPriceId: integer().references(() => metalPrices.id),
    weightGrams: numeric({ precision: 12, scale: 4, mode: 'number' }),
    /** Fineness as a fraction, e.g. 0.9999 for 24K investment gold. */
    purity: numeric({ precision: 6, scale: 5, mode: 'number' }),
    /** Fixed making charge in fils, added after the percentage premium (docs/product.md#for-the-owner). */
    premiumFils: fils().notNull().default(0),
    /** Premium over the metal value in percent (e.g. 3.5), applied before the fixed premium (docs/product.md#for-the-owner). */
    premiumPercent: numeric({ precision: 7, scale: 3, mode: 'number' }).notNull().default(0),
    /** Drafts are the owner's only: never in shopper lists, search, the sitemap or by SKU. */
    published: boolean().notNull().default(true),
    /** Set instead of deleting once a product was ever ordered; archived products are hidden like drafts. */
    archivedAt: instant(),
    /** Most units one order may take of this product; null means only the general line limit applies. */
    maxPerOrder: integer(),
    /** The owner is warned (low-stock list, one mail) when stock falls to this level or below. */
    lowStockThreshold: integer().notNull().default(0),
    /** When the low-stock mail went out; cleared when stock rises above the threshold again. */
    lowStockAlertedAt: instant(),
    /**
     * The owner's volume tiers (docs/decisions/263), `[{ minQuantity, discountPercent }]` by rising quantity;
     * written only through the contract's VolumeTiersSchema.
     */
    volumeTiers: jsonb().$type<VolumeTier[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_name_unique').on(sql`lower(${t.name})`),
    index('products_category_idx').on(t.categoryId),
    // docs/architecture.md#orders-stock-and-payment: stock never goes below zero, whatever the concurrency.
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_vat_range', sql`${t.vatPercent} between 0 and 100`),
    check('products_max_per_order_positive', sql`${t.maxPerOrder} is null or ${t.maxPerOrder} > 0`),
    check('products_low_stock_nonnegative', sql`${t.lowStockThreshold} >= 0`),
    check('products_premium_percent_range', sql`${t.premiumPercent} >= 0 and ${t.premiumPercent} < 1000`),
    check(
      'products_dynamic_needs_metal',
      sql`not ${t.dynamicPricing} or (${t.metalPriceId} is not null and ${t.weightGrams} is not null and ${t.purity} is not null)`,
    ),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** Widths (px) written for an owner's upload, `url` being one of them; null for shipped images. */
    widths: integer().array(),
    /**
     * Widths also written as AVIF (`<name>-<width>.avif`), kept only when every one is smaller than its WebP
     * (docs/decisions/125); null for shipped images and for uploads where WebP won.
     */
    avifWidths: integer().array(),
    /** Intrinsic size (px) of the largest width written, so pages reserve the box; null for shipped images. */
    width: integer(),
    height: integer(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    // An order line finds its photo's widths by URL (docs/decisions/125), as a removal checks a file is unused.
    index('product_images_url_idx').on(t.url),
  ],
)

export const productDescriptions = pgTable(
  'product_descriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    descriptionAr: text(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_descriptions_product_idx').on(t.productId, t.position)],
)

/** A choice the buyer must make (bar weight, storage, colour); each option may move the price. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    nameAr: text(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_variants_product_idx').on(t.productId, t.position)],
)

export const variantOptions = pgTable(
  'variant_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Null for options that are the same in both languages (256 GB, 2026). */
    nameAr: text(),
    priceAdjustmentFils: fils().notNull().default(0),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('variant_options_variant_idx').on(t.variantId, t.position)],
)

/** Facts about a product (purity, weight, brand); they never change the price. */
export const productAttributes = pgTable(
  'product_attributes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeType: text().notNull(),
    value: text().notNull(),
    /** Arabic label and value; null where the English reads the same (a brand, a figure). */
    attributeTypeAr: text(),
    valueAr: text(),
    unit: text(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_attributes_product_idx').on(t.productId, t.position)],
)
