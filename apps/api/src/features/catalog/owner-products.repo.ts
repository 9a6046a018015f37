import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { one } from '../../db/rows.js'
import {
  categories,
  metalPrices,
  productAttributes,
  productDescriptions,
  productImages,
  products,
  productVariants,
  stockLedger,
  variantOptions,
} from '../../db/schema/index.js'
import { escapeLikePattern } from '../../db/like-pattern.js'
import type { ProductImageRow } from './product-images.js'

// The owner's reads see every product, drafts and archived included; shoppers' reads (products.repo.ts)
// never do.

export type ProductTableRow = typeof products.$inferSelect

export interface OwnerImageRow {
  id: number
  url: string
  position: number
  widths: number[] | null
  avifWidths: number[] | null
  width: number | null
  height: number | null
}

/** A description paragraph in both languages (null Arabic: the English is shown). */
export interface OwnerDescriptionRow {
  text: string
  textAr: string | null
}

export interface OwnerVariantRow {
  id: number
  name: string
  nameAr: string | null
  options: { id: number; name: string; nameAr: string | null; priceAdjustmentFils: number }[]
}

export interface OwnerAttributeRow {
  id: number
  attributeType: string
  attributeTypeAr: string | null
  value: string
  valueAr: string | null
  unit: string | null
}

/** A product as the owner edits it: its own row, its category and metal, and every relation, both languages. */
export interface OwnerProductRow extends ProductTableRow {
  categoryName: string
  metalType: string | null
  images: OwnerImageRow[]
  descriptions: OwnerDescriptionRow[]
  variants: OwnerVariantRow[]
  attributes: OwnerAttributeRow[]
}

// The owner edits both languages, so these read the English and Arabic columns side by side.

const adminDescriptionsJson = sql<OwnerDescriptionRow[]>`coalesce((
  select json_agg(json_build_object('text', d.description, 'textAr', d.description_ar) order by d.position, d.id)
  from product_descriptions d where d.product_id = products.id
), '[]')`

const adminAttributesJson = sql<OwnerAttributeRow[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'attributeType', a.attribute_type,
      'attributeTypeAr', a.attribute_type_ar, 'value', a.value, 'valueAr', a.value_ar, 'unit', a.unit)
    order by a.position, a.id)
  from product_attributes a where a.product_id = products.id
), '[]')`

const adminVariantsJson = sql<OwnerVariantRow[]>`coalesce((
  select json_agg(json_build_object('id', v.id, 'name', v.name, 'nameAr', v.name_ar, 'options', coalesce((
      select json_agg(json_build_object('id', o.id, 'name', o.name, 'nameAr', o.name_ar,
          'priceAdjustmentFils', o.price_adjustment_fils)
        order by o.position, o.id)
      from variant_options o where o.variant_id = v.id
    ), '[]')) order by v.position, v.id)
  from product_variants v where v.product_id = products.id
), '[]')`

const adminImagesJson = sql<OwnerImageRow[]>`coalesce((
  select json_agg(json_build_object('id', i.id, 'url', i.url, 'position', i.position, 'widths', i.widths,
      'avifWidths', i.avif_widths, 'width', i.width, 'height', i.height)
    order by i.position, i.id)
  from product_images i where i.product_id = products.id
), '[]')`

/** One product with every relation in one query, whatever its state; undefined when the id is unknown. */
export async function findOwnerProduct(db: DbOrTx, id: number): Promise<OwnerProductRow | undefined> {
  const [row] = await db
    .select({
      product: products,
      categoryName: categories.name,
      metalType: metalPrices.metalType,
      images: adminImagesJson,
      descriptions: adminDescriptionsJson,
      variants: adminVariantsJson,
      attributes: adminAttributesJson,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
    .where(eq(products.id, id))
    .limit(1)
  if (!row) return undefined
  const { product, ...rest } = row
  return { ...product, ...rest }
}

/** Locks the product row for a change (FOR UPDATE), so two owners' edits apply one after the other. */
export async function lockProduct(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update')
  return rows.length > 0
}

export interface OwnerProductFilter {
  search?: string | undefined
  categoryId?: number | undefined
  stock?: 'in' | 'low' | 'out' | undefined
  status?: 'published' | 'draft' | 'archived' | undefined
  sort: 'name' | 'price' | 'stock' | 'updated'
  order: 'asc' | 'desc'
  page: number
  limit: number
}

export interface OwnerProductListRow {
  id: number
  sku: string
  name: string
  categoryId: number
  categoryName: string
  image: string | null
  stock: number
  lowStockThreshold: number
  basePriceFils: number | null
  finalPriceFils: number | null
  dynamicPricing: boolean
  metalType: string | null
  published: boolean
  archivedAt: Date | null
  updatedAt: Date
}

/** One page of the owner's list with the number of all matches (a window function: one query). */
export async function listOwnerProducts(
  db: DbOrTx,
  filter: OwnerProductFilter,
): Promise<{ rows: OwnerProductListRow[]; count: number }> {
  const conditions: SQL[] = []
  if (filter.search !== undefined) {
    const pattern = `%${escapeLikePattern(filter.search)}%`
    conditions.push(
      sql`(${products.name} ilike ${pattern} escape '\\' or ${products.nameAr} ilike ${pattern} escape '\\'
        or ${products.sku} ilike ${pattern} escape '\\')`,
    )
  }
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId))
  if (filter.stock === 'out') conditions.push(sql`${products.stock} = 0`)
  if (filter.stock === 'low') {
    conditions.push(sql`${products.stock} > 0 and ${products.stock} <= ${products.lowStockThreshold}`)
  }
  if (filter.stock === 'in') {
    conditions.push(sql`${products.stock} > 0 and ${products.stock} > ${products.lowStockThreshold}`)
  }
  if (filter.status === 'archived') conditions.push(isNotNull(products.archivedAt))
  else {
    conditions.push(isNull(products.archivedAt))
    if (filter.status === 'published') conditions.push(eq(products.published, true))
    if (filter.status === 'draft') conditions.push(eq(products.published, false))
  }
  const priceFils = sql`coalesce(${products.finalPriceFils}, ${products.basePriceFils}, 0)`
  const sortColumn =
    filter.sort === 'name'
      ? sql`lower(${products.name})`
      : filter.sort === 'price'
        ? priceFils
        : filter.sort === 'stock'
          ? sql`${products.stock}`
          : sql`${products.updatedAt}`
  const direction = filter.order === 'asc' ? asc : desc
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      categoryId: products.categoryId,
      categoryName: categories.name,
      image: sql<string | null>`(
        select i.url from product_images i where i.product_id = ${products.id} order by i.position, i.id limit 1
      )`,
      stock: products.stock,
      lowStockThreshold: products.lowStockThreshold,
      basePriceFils: products.basePriceFils,
      finalPriceFils: products.finalPriceFils,
      dynamicPricing: products.dynamicPricing,
      metalType: metalPrices.metalType,
      published: products.published,
      archivedAt: products.archivedAt,
      updatedAt: products.updatedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(metalPrices, eq(metalPrices.id, products.metalPriceId))
    .where(and(...conditions))
    .orderBy(direction(sortColumn), direction(products.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const first = rows[0]
  if (first) return { rows: rows.map(({ total: _total, ...row }) => row), count: first.total }
  if (filter.page === 1) return { rows: [], count: 0 }
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(...conditions))
  return { rows: [], count: counted?.n ?? 0 }
}

/** The metal_prices row of a metal, locked for share so its price cannot move while a product is priced. */
export async function findMetalForPricing(db: DbOrTx, metalType: string) {
  const [row] = await db
    .select({ id: metalPrices.id, pricePerGramFils: metalPrices.pricePerGramFils })
    .from(metalPrices)
    .where(eq(metalPrices.metalType, metalType))
    .for('share')
  return row
}

export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'stock' | 'createdAt' | 'lowStockAlertedAt' | 'archivedAt'
>

export async function insertProduct(
  db: DbOrTx,
  values: ProductValues & { stock: number; now: Date },
): Promise<number> {
  const { now, ...rest } = values
  const row = one(
    await db
      .insert(products)
      .values({ ...rest, createdAt: now, updatedAt: now })
      .returning({ id: products.id }),
    'product',
  )
  return row.id
}

export async function updateProductRow(db: DbOrTx, id: number, values: Partial<ProductTableRow>) {
  await db.update(products).set(values).where(eq(products.id, id))
}

/** The product's opening stock as one ledger row (its stock column holds the same figure). */
export async function insertInitialStock(
  db: DbOrTx,
  row: { productId: number; delta: number; actorUserId: number; at: Date; note: string },
) {
  await db.insert(stockLedger).values({
    productId: row.productId,
    delta: row.delta,
    reason: 'initial',
    note: row.note,
    actorUserId: row.actorUserId,
    at: row.at,
    createdAt: row.at,
    updatedAt: row.at,
  })
}

export interface ChildrenInput {
  descriptions: OwnerDescriptionRow[]
  attributes: {
    attributeType: string
    attributeTypeAr: string | null
    value: string
    valueAr: string | null
    unit: string | null
  }[]
  variants: {
    id?: number | undefined
    name: string
    nameAr: string | null
    options: { id?: number | undefined; name: string; nameAr: string | null; priceAdjustmentFils: number }[]
  }[]
}

/** Ids of the product's variants and options now. */
export async function childIdsOf(db: DbOrTx, productId: number) {
  const rows = await db
    .select({ variantId: productVariants.id, optionId: variantOptions.id })
    .from(productVariants)
    .leftJoin(variantOptions, eq(variantOptions.variantId, productVariants.id))
    .where(eq(productVariants.productId, productId))
  return {
    variantIds: new Set(rows.map((r) => r.variantId)),
    optionIds: new Set(rows.flatMap((r) => (r.optionId === null ? [] : [r.optionId]))),
  }
}

/**
 * Replaces descriptions, attributes, variants and options with the lists given. A variant or option given
 * with the id of one of this product's own keeps that row (and id: carts and open checkouts hold option
 * ids); every other one is new; the rest are deleted. The caller checks the ids belong to the product.
 */
export async function replaceChildren(db: DbOrTx, productId: number, input: ChildrenInput, now: Date) {
  const stamp = { createdAt: now, updatedAt: now }
  await db.delete(productDescriptions).where(eq(productDescriptions.productId, productId))
  if (input.descriptions.length > 0) {
    await db.insert(productDescriptions).values(
      input.descriptions.map((description, position) => ({
        productId,
        description: description.text,
        descriptionAr: description.textAr,
        position,
        ...stamp,
      })),
    )
  }
  await db.delete(productAttributes).where(eq(productAttributes.productId, productId))
  if (input.attributes.length > 0) {
    await db
      .insert(productAttributes)
      .values(
        input.attributes.map((attribute, position) => ({ productId, ...attribute, position, ...stamp })),
      )
  }

  const keptVariants: number[] = []
  const keptOptions: number[] = []
  for (const [position, variant] of input.variants.entries()) {
    let variantId = variant.id
    if (variantId !== undefined) {
      await db
        .update(productVariants)
        .set({ name: variant.name, nameAr: variant.nameAr, position, updatedAt: now })
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    } else {
      variantId = one(
        await db
          .insert(productVariants)
          .values({ productId, name: variant.name, nameAr: variant.nameAr, position, ...stamp })
          .returning({ id: productVariants.id }),
        'variant',
      ).id
    }
    keptVariants.push(variantId)
    const fresh: (typeof variantOptions.$inferInsert)[] = []
    for (const [optionPosition, option] of variant.options.entries()) {
      const values = {
        variantId,
        name: option.name,
        nameAr: option.nameAr,
        priceAdjustmentFils: option.priceAdjustmentFils,
        position: optionPosition,
      }
      if (option.id !== undefined) {
        await db
          .update(variantOptions)
          .set({ ...values, updatedAt: now })
          .where(eq(variantOptions.id, option.id))
        keptOptions.push(option.id)
      } else fresh.push({ ...values, ...stamp })
    }
    if (fresh.length > 0) {
      const inserted = await db.insert(variantOptions).values(fresh).returning({ id: variantOptions.id })
      keptOptions.push(...inserted.map((row) => row.id))
    }
  }
  // Options first: a kept option may have moved out of a variant that is deleted next.
  const ownVariants = db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
  await db
    .delete(variantOptions)
    .where(
      and(
        inArray(variantOptions.variantId, ownVariants),
        keptOptions.length > 0 ? notInArray(variantOptions.id, keptOptions) : undefined,
      ),
    )
  await db
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keptVariants.length > 0 ? notInArray(productVariants.id, keptVariants) : undefined,
      ),
    )
}

// ---- images ----

export async function countImages(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(productImages)
    .where(eq(productImages.productId, productId))
  return row?.n ?? 0
}

/** Adds an image after the product's others. */
export async function insertImage(db: DbOrTx, image: ProductImageRow & { productId: number; now: Date }) {
  await db.insert(productImages).values({
    productId: image.productId,
    url: image.url,
    widths: image.widths,
    avifWidths: image.avifWidths,
    width: image.width,
    height: image.height,
    position: sql`coalesce((select max(position) + 1 from product_images where product_id = ${image.productId}), 0)`,
    createdAt: image.now,
    updatedAt: image.now,
  })
}

export async function deleteImage(db: DbOrTx, productId: number, imageId: number) {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ url: productImages.url, widths: productImages.widths })
  return row
}

/** Sets each image's position to its index in `imageIds` (one statement). */
export async function reorderImages(db: DbOrTx, productId: number, imageIds: readonly number[], now: Date) {
  await db.execute(sql`
    update product_images i set position = o.position - 1, updated_at = ${now.toISOString()}::timestamptz
    from unnest(${`{${imageIds.join(',')}}`}::int[]) with ordinality as o(id, position)
    where i.id = o.id and i.product_id = ${productId}`)
}

/** Images of a product in order, for duplication. */
export function imagesOf(db: DbOrTx, productId: number) {
  return db
    .select({
      url: productImages.url,
      widths: productImages.widths,
      avifWidths: productImages.avifWidths,
      width: productImages.width,
      height: productImages.height,
      position: productImages.position,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id))
}

/** True when some product other than `exceptId` has this SKU (exact) or this name (any letter case). */
export async function findClash(db: DbOrTx, values: { sku: string; name: string }, exceptId?: number) {
  const [row] = await db
    .select({ sku: products.sku, name: products.name })
    .from(products)
    .where(
      and(
        sql`(${products.sku} = ${values.sku} or lower(${products.name}) = lower(${values.name}))`,
        exceptId === undefined ? undefined : sql`${products.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
  if (!row) return undefined
  return row.sku === values.sku ? ('sku' as const) : ('name' as const)
}
