import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import {
  categories,
  metalPrices,
  productAttributes,
  productDescriptions,
  productImages,
  products,
  productVariants,
  variantOptions,
} from '../../db/schema/index.js'

/** A product's own row with its category name and metal type; every amount in fils. */
export interface ProductRow {
  id: number
  sku: string
  name: string
  description: string
  categoryId: number
  categoryName: string
  basePriceFils: number | null
  finalPriceFils: number | null
  vatPercent: number
  shippingCostFils: number
  stock: number
  isNew: boolean
  dynamicPricing: boolean
  metalPriceId: number | null
  metalType: string | null
}

export interface VariantWithOptions {
  id: number
  name: string
  options: { id: number; name: string; priceAdjustmentFils: number }[]
}

export interface AttributeRow {
  id: number
  attributeType: string
  value: string
  unit: string | null
}

const productColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  categoryName: categories.name,
  basePriceFils: products.basePriceFils,
  finalPriceFils: products.finalPriceFils,
  vatPercent: products.vatPercent,
  shippingCostFils: products.shippingCostFils,
  stock: products.stock,
  isNew: products.isNew,
  dynamicPricing: products.dynamicPricing,
  metalPriceId: products.metalPriceId,
  metalType: metalPrices.metalType,
}

/**
 * `text` as a literal ILIKE pattern: `\`, `%` and `_` are escaped so a shopper's search matches what they
 * typed (issue 4: quotes, percent signs and SQL fragments are ordinary text; the value is a bound parameter).
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

function searchCondition(search: string): SQL {
  const pattern = `%${escapeLikePattern(search)}%`
  return sql`(${products.name} ilike ${pattern} escape '\\' or ${products.description} ilike ${pattern} escape '\\' or ${products.sku} ilike ${pattern} escape '\\')`
}

export interface ProductPageFilter {
  categoryId?: number | undefined
  search?: string | undefined
  page: number
  limit: number
}

/**
 * One page of products in a stable order (id) and the number of all matches. The count rides on the page
 * query as a window function, so a page costs one query; only a page past the end asks for it separately.
 */
export async function listProductPage(
  db: DbOrTx,
  filter: ProductPageFilter,
): Promise<{ rows: ProductRow[]; count: number }> {
  const conditions: SQL[] = []
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId))
  if (filter.search !== undefined) conditions.push(searchCondition(filter.search))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const rows = await db
    .select({ ...productColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
    .where(where)
    .orderBy(asc(products.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const first = rows[0]
  if (first) return { rows: rows.map(({ total: _total, ...row }) => row), count: first.total }
  if (filter.page === 1) return { rows: [], count: 0 }
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where)
  return { rows: [], count: counted?.n ?? 0 }
}

/** One product by a unique key, or undefined. */
async function findProductWhere(db: DbOrTx, where: SQL): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
    .where(where)
    .limit(1)
  return row
}

export const findProductById = (db: DbOrTx, id: number) => findProductWhere(db, eq(products.id, id))

/** Names are unique case-insensitively (the lower(name) index answers this). */
export const findProductByName = (db: DbOrTx, name: string) =>
  findProductWhere(db, sql`lower(${products.name}) = lower(${name})`)

export const findProductBySku = (db: DbOrTx, sku: string) => findProductWhere(db, eq(products.sku, sku))

/** The products among `ids` that exist, in id order. */
export function findProductsByIds(db: DbOrTx, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
}

function groupBy<T, V>(rows: readonly T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> {
  const groups = new Map<number, V[]>()
  for (const row of rows) {
    const list = groups.get(key(row))
    if (list) list.push(value(row))
    else groups.set(key(row), [value(row)])
  }
  return groups
}

// One query per relation for a whole page (never one per product), each in display order.

/** Image paths of each product, in position order. */
export async function imagesOf(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, string[]>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
  return groupBy(
    rows,
    (row) => row.productId,
    (row) => row.url,
  )
}

/** Description paragraphs of each product, in position order. */
export async function descriptionsOf(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, string[]>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ productId: productDescriptions.productId, description: productDescriptions.description })
    .from(productDescriptions)
    .where(inArray(productDescriptions.productId, [...productIds]))
    .orderBy(
      asc(productDescriptions.productId),
      asc(productDescriptions.position),
      asc(productDescriptions.id),
    )
  return groupBy(
    rows,
    (row) => row.productId,
    (row) => row.description,
  )
}

/** Attributes of each product, in position order. */
export async function attributesOf(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, AttributeRow[]>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({
      productId: productAttributes.productId,
      id: productAttributes.id,
      attributeType: productAttributes.attributeType,
      value: productAttributes.value,
      unit: productAttributes.unit,
    })
    .from(productAttributes)
    .where(inArray(productAttributes.productId, [...productIds]))
    .orderBy(asc(productAttributes.productId), asc(productAttributes.position), asc(productAttributes.id))
  return groupBy(
    rows,
    (row) => row.productId,
    ({ productId: _productId, ...attribute }) => attribute,
  )
}

/** Variants of each product with their options (one joined query), both in position order. */
export async function variantsOf(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, VariantWithOptions[]>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      variantName: productVariants.name,
      optionId: variantOptions.id,
      optionName: variantOptions.name,
      priceAdjustmentFils: variantOptions.priceAdjustmentFils,
    })
    .from(productVariants)
    .leftJoin(variantOptions, eq(variantOptions.variantId, productVariants.id))
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(
      asc(productVariants.productId),
      asc(productVariants.position),
      asc(productVariants.id),
      asc(variantOptions.position),
      asc(variantOptions.id),
    )
  const result = new Map<number, VariantWithOptions[]>()
  for (const row of rows) {
    let variants = result.get(row.productId)
    if (!variants) result.set(row.productId, (variants = []))
    let variant = variants.at(-1)
    if (variant?.id !== row.variantId) {
      variant = { id: row.variantId, name: row.variantName, options: [] }
      variants.push(variant)
    }
    if (row.optionId !== null && row.optionName !== null && row.priceAdjustmentFils !== null) {
      variant.options.push({
        id: row.optionId,
        name: row.optionName,
        priceAdjustmentFils: row.priceAdjustmentFils,
      })
    }
  }
  return result
}
