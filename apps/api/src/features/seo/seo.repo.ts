import { and, asc, eq, sql } from 'drizzle-orm'
import { shopperVisible } from '../../db/catalog-visibility.js'
import type { DbOrTx } from '../../db/client.js'
import { shownListPriceSql } from '../../db/shown-price.js'
import { categories, productAttributes, productImages, products } from '../../db/schema/index.js'

/** What a product's link preview and JSON-LD need, in one query. */
export interface ProductPageFacts {
  sku: string
  name: string
  /** The Arabic name and description when the owner wrote them (docs/architecture.md, product content). */
  nameAr: string | null
  description: string
  descriptionAr: string | null
  categoryName: string
  /** The "From" price of its card, VAT included (fils), or null when it has neither a final nor a base price. */
  priceFils: number | null
  stock: number
  /** Image paths on the API host, in their order. */
  imagePaths: string[]
  brand: string | null
  updatedAt: Date
}

/** The product with this SKU (exact, as its URL carries it) that shoppers may see, or undefined. */
export async function findProductPageFacts(db: DbOrTx, sku: string): Promise<ProductPageFacts | undefined> {
  const [row] = await db
    .select({
      sku: products.sku,
      name: products.name,
      nameAr: products.nameAr,
      description: products.description,
      descriptionAr: products.descriptionAr,
      categoryName: categories.name,
      priceFils: sql<
        number | null
      >`case when coalesce(${products.finalPriceFils}, ${products.basePriceFils}) is not null then ${shownListPriceSql} end`.mapWith(
        (value: string | number | null) => (value === null ? null : Number(value)),
      ),
      stock: products.stock,
      imagePaths: sql<
        string[]
      >`coalesce((select array_agg(${productImages.url} order by ${productImages.position}, ${productImages.id})
        from ${productImages} where ${productImages.productId} = ${products.id}), '{}')`,
      brand: sql<string | null>`(select ${productAttributes.value} from ${productAttributes}
        where ${productAttributes.productId} = ${products.id} and lower(${productAttributes.attributeType}) = 'brand'
        order by ${productAttributes.id} limit 1)`,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.sku, sku), shopperVisible))
    .limit(1)
  return row
}

/** A category's preview facts (any letter case, as its page finds it), or undefined. */
export async function findCategoryPageFacts(
  db: DbOrTx,
  name: string,
): Promise<
  { name: string; nameAr: string | null; imagePath: string | null; productCount: number } | undefined
> {
  const [row] = await db
    .select({
      name: categories.name,
      nameAr: categories.nameAr,
      imagePath: categories.imagePath,
      productCount:
        sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${categories.id} and ${shopperVisible})`.mapWith(
          Number,
        ),
    })
    .from(categories)
    // Arabic pages link categories by their Arabic name.
    .where(
      sql`(lower(${categories.name}) = lower(${name}) or lower(${categories.nameAr}) = lower(${name})) and not ${categories.hidden}`,
    )
    .limit(1)
  return row
}

/** Every category and shopper-visible product page, with when each last changed (sitemap.xml). */
export async function listSitemapPages(db: DbOrTx) {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ name: categories.name, updatedAt: categories.updatedAt })
      .from(categories)
      // A hidden category is no page of the shop (docs/decisions/207).
      .where(eq(categories.hidden, false))
      .orderBy(asc(categories.id)),
    db
      .select({ sku: products.sku, categoryName: categories.name, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(shopperVisible)
      .orderBy(asc(products.id)),
  ])
  return { categories: categoryRows, products: productRows }
}
