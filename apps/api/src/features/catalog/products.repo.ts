import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { shopperVisible } from '../../db/catalog-visibility.js'
import type { DbOrTx } from '../../db/client.js'
import { categories, metalPrices, products, productVariants, variantOptions } from '../../db/schema/index.js'

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
  /** Fine weight and purity of a metal product; spot is its metal's price per gram (fils), for its price facts. */
  weightGrams: number | null
  purity: number | null
  spotPerGramFils: number | null
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
  weightGrams: products.weightGrams,
  purity: products.purity,
  spotPerGramFils: metalPrices.pricePerGramFils,
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
  /** The category's name in any letter case (the lower(name) index answers it). */
  categoryName?: string | undefined
  search?: string | undefined
  page: number
  limit: number
}

// Relations are folded into the product's own row as JSON (json_agg in correlated subqueries), so a page
// or a product page costs one round trip (bench:api: each extra query was a visible share of a request).
// They name `products.id` as text: drizzle leaves a column unqualified when a query has one table, and an
// unqualified "id" inside the subquery would be the subquery's own.

/** Image paths of the product, in position order. */
const imagesJson = sql<string[]>`coalesce((
  select json_agg(i.url order by i.position, i.id) from product_images i where i.product_id = products.id
), '[]')`

/** Description paragraphs of the product, in position order. */
export const descriptionsJson = sql<string[]>`coalesce((
  select json_agg(d.description order by d.position, d.id) from product_descriptions d where d.product_id = products.id
), '[]')`

/** Attributes of the product, in position order. */
export const attributesJson = sql<AttributeRow[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'attributeType', a.attribute_type, 'value', a.value, 'unit', a.unit)
    order by a.position, a.id)
  from product_attributes a where a.product_id = products.id
), '[]')`

/** Variants with their options, both in position order (bigint fils fit a JSON number by far). */
export const variantsJson = sql<VariantWithOptions[]>`coalesce((
  select json_agg(json_build_object('id', v.id, 'name', v.name, 'options', coalesce((
      select json_agg(json_build_object('id', o.id, 'name', o.name, 'priceAdjustmentFils', o.price_adjustment_fils)
        order by o.position, o.id)
      from variant_options o where o.variant_id = v.id
    ), '[]')) order by v.position, v.id)
  from product_variants v where v.product_id = products.id
), '[]')`

/** A product row as cards list it: with its image paths. */
export interface ProductCardRow extends ProductRow {
  images: string[]
}

/** A product row as its page shows it: with every relation. */
export interface ProductDetailRow extends ProductCardRow {
  descriptions: string[]
  variants: VariantWithOptions[]
  attributes: AttributeRow[]
  /** The owner's cap on units of this product in one order (null: none). */
  maxPerOrder: number | null
}

/**
 * One page of products in a stable order (id), with their images, and the number of all matches. Images and
 * the count (a window function) ride on the page query, so a page costs one query; only a page past the end
 * asks for the count separately.
 */
export async function listProductPage(
  db: DbOrTx,
  filter: ProductPageFilter,
): Promise<{ rows: ProductCardRow[]; count: number }> {
  const conditions: SQL[] = [shopperVisible]
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId))
  if (filter.categoryName !== undefined)
    conditions.push(sql`lower(${categories.name}) = lower(${filter.categoryName})`)
  if (filter.search !== undefined) conditions.push(searchCondition(filter.search))
  const where = and(...conditions)
  const rows = await db
    .select({ ...productColumns, images: imagesJson, total: sql<number>`count(*) over ()`.mapWith(Number) })
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
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
  return { rows: [], count: counted?.n ?? 0 }
}

/** One product a shopper may see, with every relation, by a unique key, in one query; undefined when none matches. */
async function findProductDetailWhere(db: DbOrTx, where: SQL): Promise<ProductDetailRow | undefined> {
  const [row] = await db
    .select({
      ...productColumns,
      images: imagesJson,
      descriptions: descriptionsJson,
      variants: variantsJson,
      attributes: attributesJson,
      maxPerOrder: products.maxPerOrder,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
    .where(and(where, shopperVisible))
    .limit(1)
  return row
}

export const findProductDetailById = (db: DbOrTx, id: number) =>
  findProductDetailWhere(db, eq(products.id, id))

/** Names are unique case-insensitively (the lower(name) index answers this). */
export const findProductDetailByName = (db: DbOrTx, name: string) =>
  findProductDetailWhere(db, sql`lower(${products.name}) = lower(${name})`)

export const findProductDetailBySku = (db: DbOrTx, sku: string) =>
  findProductDetailWhere(db, eq(products.sku, sku))

/** The products among `ids` that a shopper may buy (published, not archived), in id order. */
export function findProductsByIds(db: DbOrTx, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
    .where(and(inArray(products.id, [...ids]), shopperVisible))
    .orderBy(asc(products.id))
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
