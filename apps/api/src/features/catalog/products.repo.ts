import type { VolumeTier } from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { shopperVisible } from '../../db/catalog-visibility.js'
import type { DbOrTx } from '../../db/client.js'
import { localizedText } from '../../db/localized-text.js'
import { preparedStatement } from '../../db/prepared-statements.js'
import { rowsOf } from '../../db/rows.js'
import { shownListPriceOf } from '../../db/shown-price.js'
import { categories, metalPrices, products, productVariants, variantOptions } from '../../db/schema/index.js'
import { pageShapeOf, pageSqlOf, type PageShape, type ProductPageFilter } from './product-page-shape.js'
import type { ProductImageRow } from './product-images.js'

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
  /** The owner's volume tiers (docs/decisions/263). */
  volumeTiers: VolumeTier[]
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

/** The product's columns as `language` reads them: names and description in it, English where unwritten. */
const productColumnsIn = (language: Language) => ({
  id: products.id,
  sku: products.sku,
  name: localizedText(language, products.name, products.nameAr),
  description: localizedText(language, products.description, products.descriptionAr),
  categoryId: products.categoryId,
  categoryName: localizedText(language, categories.name, categories.nameAr),
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
  volumeTiers: products.volumeTiers,
})

// Relations are folded into the product's own row as JSON (json_agg in correlated subqueries), so a page
// or a product page costs one round trip (bench:api: each extra query was a visible share of a request).
// They name `products.id` as text: drizzle leaves a column unqualified when a query has one table, and an
// unqualified "id" inside the subquery would be the subquery's own.

/** Images of the product (paths, widths, intrinsic size), in position order. */
const imagesJson = sql<ProductImageRow[]>`coalesce((
  select json_agg(json_build_object('url', i.url, 'widths', i.widths, 'avifWidths', i.avif_widths,
      'width', i.width, 'height', i.height)
    order by i.position, i.id)
  from product_images i where i.product_id = products.id
), '[]')`

/** A text column of a subquery's row as `language` reads it (raw SQL names: the row has an alias). */
const textIn = (language: Language, english: string, arabic: string) =>
  localizedText(language, sql.raw(english), sql.raw(arabic))

/** Description paragraphs of the product in `language`, in position order. */
export const descriptionsJsonIn = (language: Language) => sql<string[]>`coalesce((
  select json_agg(${textIn(language, 'd.description', 'd.description_ar')} order by d.position, d.id)
  from product_descriptions d where d.product_id = products.id
), '[]')`

/** Attributes of the product in `language`, in position order (the unit is a symbol in both). */
export const attributesJsonIn = (language: Language) => sql<AttributeRow[]>`coalesce((
  select json_agg(json_build_object('id', a.id,
      'attributeType', ${textIn(language, 'a.attribute_type', 'a.attribute_type_ar')},
      'value', ${textIn(language, 'a.value', 'a.value_ar')}, 'unit', a.unit)
    order by a.position, a.id)
  from product_attributes a where a.product_id = products.id
), '[]')`

/** Variants with their options in `language`, both in position order (bigint fils fit a JSON number by far). */
export const variantsJsonIn = (language: Language) => sql<VariantWithOptions[]>`coalesce((
  select json_agg(json_build_object('id', v.id, 'name', ${textIn(language, 'v.name', 'v.name_ar')}, 'options', coalesce((
      select json_agg(json_build_object('id', o.id, 'name', ${textIn(language, 'o.name', 'o.name_ar')},
          'priceAdjustmentFils', o.price_adjustment_fils)
        order by o.position, o.id)
      from variant_options o where o.variant_id = v.id
    ), '[]')) order by v.position, v.id)
  from product_variants v where v.product_id = products.id
), '[]')`

/** A product row as cards list it: with its images. */
export interface ProductCardRow extends ProductRow {
  images: ProductImageRow[]
}

/** A product row as its page shows it: with every relation. */
export interface ProductDetailRow extends ProductCardRow {
  descriptions: string[]
  variants: VariantWithOptions[]
  attributes: AttributeRow[]
  /** The owner's cap on units of this product in one order (null: none). */
  maxPerOrder: number | null
}

/** The card query of a page: the product's columns in `language`, its images and the count of all matches. */
const pageQuery = (db: DbOrTx, language: Language, where: SQL | undefined, order: SQL[]) =>
  db
    .select({
      ...productColumnsIn(language),
      images: imagesJson,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
    .where(where)
    .orderBy(...order)

/** The prepared statement of pages of this shape, with limit and offset as parameters too. */
const pageStatement = (db: DbOrTx, shape: PageShape) =>
  preparedStatement(db, shape.name, (name) => {
    const { conditions, order } = pageSqlOf(shape)
    return pageQuery(db, shape.language, and(shopperVisible, ...conditions), order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name)
  })

/**
 * One page of products in a stable order (id), with their images, and the number of all matches. Images and
 * the count (a window function) ride on the page query, so a page costs one query; only a page past the end
 * asks for the count separately.
 */
export async function listProductPage(
  db: DbOrTx,
  filter: ProductPageFilter,
): Promise<{ rows: ProductCardRow[]; count: number }> {
  const { shape, values } = pageShapeOf(filter)
  const rows = await pageStatement(db, shape).execute(values)
  const first = rows[0]
  if (first) return { rows: rows.map(({ total: _total, ...row }) => row), count: first.total }
  if (filter.page === 1) return { rows: [], count: 0 }
  const { conditions } = pageSqlOf(shape)
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
    .where(and(shopperVisible, ...conditions))
    .execute(values)
  return { rows: [], count: counted?.n ?? 0 }
}

/** The key a product page is looked up by (each has its own prepared statement). */
type ProductKey = 'id' | 'name' | 'sku'

/**
 * The lookup's condition on the `key` placeholder. A name is the English one (unique case-insensitively,
 * the lower(name) index answers it) or, failing that, the Arabic one, so a link written in either finds its
 * product; `first` puts the English match first when a name is one product's English and another's Arabic.
 */
function productKeyed(key: ProductKey): { where: SQL; first: SQL } {
  const value = sql.placeholder('key')
  switch (key) {
    case 'id':
      return { where: eq(products.id, value), first: sql`${products.id}` }
    case 'sku':
      return { where: eq(products.sku, value), first: sql`${products.id}` }
    case 'name':
      return {
        where: sql`(lower(${products.name}) = lower(${value}) or lower(${products.nameAr}) = lower(${value}))`,
        first: sql`(lower(${products.name}) = lower(${value})) desc`,
      }
  }
}

/** One product a shopper may see, with every relation, in `language`, by `key`: one prepared query. */
const productDetailStatement = (db: DbOrTx, key: ProductKey, language: Language) =>
  preparedStatement(db, `catalog_product_by_${key}_${language}`, (name) => {
    const { where, first } = productKeyed(key)
    return db
      .select({
        ...productColumnsIn(language),
        images: imagesJson,
        descriptions: descriptionsJsonIn(language),
        variants: variantsJsonIn(language),
        attributes: attributesJsonIn(language),
        maxPerOrder: products.maxPerOrder,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
      .where(and(where, shopperVisible))
      .orderBy(first, asc(products.id))
      .limit(1)
      .prepare(name)
  })

async function findProductDetail(
  db: DbOrTx,
  key: ProductKey,
  value: number | string,
  language: Language,
): Promise<ProductDetailRow | undefined> {
  const [row] = await productDetailStatement(db, key, language).execute({ key: value })
  return row
}

/**
 * One product by sku as its storefront page shows it, whatever its state (draft, archived included), with that
 * state: the owner's preview (docs/decisions/186). Not prepared: the owner's preview is rare.
 */
export async function findProductPreviewBySku(
  db: DbOrTx,
  sku: string,
  language: Language,
): Promise<(ProductDetailRow & { published: boolean; archived: boolean }) | undefined> {
  const [row] = await db
    .select({
      ...productColumnsIn(language),
      images: imagesJson,
      descriptions: descriptionsJsonIn(language),
      variants: variantsJsonIn(language),
      attributes: attributesJsonIn(language),
      maxPerOrder: products.maxPerOrder,
      published: products.published,
      archived: sql<boolean>`${products.archivedAt} is not null`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
    .where(eq(products.sku, sku))
    .limit(1)
  return row
}

export const findProductDetailById = (db: DbOrTx, id: number, language: Language = 'en') =>
  findProductDetail(db, 'id', id, language)

export const findProductDetailByName = (db: DbOrTx, name: string, language: Language = 'en') =>
  findProductDetail(db, 'name', name, language)

export const findProductDetailBySku = (db: DbOrTx, sku: string, language: Language = 'en') =>
  findProductDetail(db, 'sku', sku, language)

/** The products among `ids` that a shopper may buy (published, not archived), in id order. */
export function findProductsByIds(
  db: DbOrTx,
  ids: readonly number[],
  language: Language = 'en',
): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select(productColumnsIn(language))
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
  language: Language = 'en',
): Promise<Map<number, VariantWithOptions[]>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      variantName: localizedText(language, productVariants.name, productVariants.nameAr),
      optionId: variantOptions.id,
      optionName: localizedText(language, variantOptions.name, variantOptions.nameAr),
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

/**
 * The words of every product a shopper may see (names in both languages, SKUs, brands, metals, categories),
 * 3 letters or more. Split here rather than in SQL: PostgreSQL's [:alnum:] under the C collation knows no
 * Arabic letter, and would drop every Arabic word.
 */
export async function catalogVocabulary(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ text: string }>(
    await db.execute(sql`
      select lower(concat_ws(' ', p.name, p.name_ar, p.sku, c.name, c.name_ar, m.metal_type,
        (select string_agg(a.value, ' ') from product_attributes a
          where a.product_id = p.id and lower(a.attribute_type) = 'brand'))) as text
      from products p
      join categories c on c.id = p.category_id
      left join metal_prices m on m.id = p.metal_price_id
      where p.published and p.archived_at is null`),
  )
  const words = new Set<string>()
  for (const row of rows) {
    for (const word of row.text.split(/[^\p{L}\p{N}]+/u)) if ([...word].length >= 3) words.add(word)
  }
  return [...words]
}

/** The choices of a filter panel over the visible products (of one category when given). */
export async function productFilterOptions(
  db: DbOrTx,
  category: { id?: number | undefined; name?: string | undefined },
): Promise<{
  brands: { name: string; count: number }[]
  metals: { metal: string; count: number }[]
  price: { min: number; max: number } | null
  weight: { min: number; max: number } | null
}> {
  const inCategory =
    category.id !== undefined
      ? sql`and p.category_id = ${category.id}`
      : category.name !== undefined
        ? sql`and (lower(c.name) = lower(${category.name}) or lower(c.name_ar) = lower(${category.name}))`
        : sql``
  const joins = sql`from products p join categories c on c.id = p.category_id
    left join metal_prices m on m.id = p.metal_price_id`
  const visible = sql`where p.published and p.archived_at is null ${inCategory}`
  // Three small aggregates over the visible products, sent together.
  const [brands, metals, bounds] = await Promise.all([
    db.execute(sql`select min(a.value) as name, count(distinct p.id)::int as count ${joins}
      join product_attributes a on a.product_id = p.id and lower(a.attribute_type) = 'brand'
      ${visible} group by lower(a.value) order by lower(a.value)`),
    db.execute(sql`select metal, count(*)::int as count from (select coalesce(m.metal_type,
        case when lower(c.name) in ('gold', 'silver') then lower(c.name) end) as metal ${joins} ${visible}) x
      where metal is not null group by metal order by metal`),
    db.execute(sql`select min(${shownListPriceOf('p')})::bigint as min_price,
      max(${shownListPriceOf('p')})::bigint as max_price,
      min(p.weight_grams)::float8 as min_weight, max(p.weight_grams)::float8 as max_weight ${joins} ${visible}`),
  ])
  const [bound] = rowsOf<{
    min_price: string | number | null
    max_price: string | number | null
    min_weight: number | null
    max_weight: number | null
  }>(bounds)
  return {
    brands: rowsOf<{ name: string; count: number }>(brands).map((row) => ({
      name: row.name,
      count: Number(row.count),
    })),
    metals: rowsOf<{ metal: string; count: number }>(metals).map((row) => ({
      metal: row.metal,
      count: Number(row.count),
    })),
    price:
      bound?.min_price == null || bound.max_price == null
        ? null
        : { min: Number(bound.min_price), max: Number(bound.max_price) },
    weight:
      bound?.min_weight == null || bound.max_weight == null
        ? null
        : { min: Number(bound.min_weight), max: Number(bound.max_weight) },
  }
}
