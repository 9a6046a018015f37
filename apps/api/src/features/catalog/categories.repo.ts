import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { categories, products } from '../../db/schema/index.js'
import { anyOfList, arrayParam } from '../../db/sql-lists.js'

export type CategoryRow = typeof categories.$inferSelect

/** A category's image: its path, and for an upload its widths and size (docs/decisions/125). */
export type CategoryImageColumns = Pick<
  CategoryRow,
  'imagePath' | 'imageWidths' | 'imageAvifWidths' | 'imageWidth' | 'imageHeight'
>

/** The categories shoppers see, in the owner's order (docs/decisions/207). */
export function listCategories(db: DbOrTx) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.hidden, false))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
}

/** Every category, hidden ones too, in the owner's order, with how many products (archived too) each holds. */
export function listOwnerCategories(db: DbOrTx) {
  return db
    .select({
      ...getTableColumns(categories),
      // Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would be the product's.
      productCount:
        sql<number>`(select count(*) from products p where p.category_id = categories.id)`.mapWith(Number),
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
}

/** Products in the category, archived ones included (they keep their category for their orders). */
export async function countProductsInCategory(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.categoryId, id))
  return Number(row?.n ?? 0)
}

/**
 * Deletes the category when no product is in it, in one statement (a product added meanwhile wins: nothing
 * is deleted). Answers the deleted row, or undefined.
 */
export async function deleteEmptyCategory(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .delete(categories)
    .where(
      and(
        eq(categories.id, id),
        sql`not exists (select 1 from products p where p.category_id = categories.id)`,
      ),
    )
    .returning()
  return row
}

/** Gives each listed category its position (1, 2, …) as its sort order; answers how many rows it changed. */
export async function setCategoryOrder(db: DbOrTx, ids: readonly number[], now: Date): Promise<number> {
  const rows = await db
    .update(categories)
    .set({
      sortOrder: sql`array_position(${arrayParam(ids, 'int')}, ${categories.id})`,
      updatedAt: now,
    })
    .where(anyOfList(categories.id, ids, 'int'))
    .returning({ id: categories.id })
  return rows.length
}

export async function findCategoryById(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
  return row
}

/**
 * The category named so in English or Arabic; each is unique case-insensitively (the lower(name) and
 * lower(name_ar) indexes answer this). The English name wins when it is one's English and another's Arabic.
 */
export async function findCategoryByName(db: DbOrTx, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name}) or lower(${categories.nameAr}) = lower(${name})`)
    .orderBy(sql`(lower(${categories.name}) = lower(${name})) desc`)
    .limit(1)
  return row
}

/** The category whose Arabic name is `nameAr` in any letter case, for the owner's uniqueness check. */
export async function findCategoryByArabicName(db: DbOrTx, nameAr: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(sql`lower(${categories.nameAr}) = lower(${nameAr})`)
    .limit(1)
  return row
}

export async function insertCategory(
  db: DbOrTx,
  values: { name: string; nameAr: string | null; image: CategoryImageColumns; hidden: boolean; now: Date },
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .insert(categories)
    .values({
      name: values.name,
      nameAr: values.nameAr,
      hidden: values.hidden,
      // A new category goes last.
      sortOrder: sql`(select coalesce(max(${categories.sortOrder}), 0) + 1 from ${categories})`,
      ...values.image,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning()
  return row
}

/**
 * Renames a category and, when `image` is given (a null path clears it), replaces its image; likewise its
 * Arabic name when `nameAr` is given.
 */
export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: {
    name: string
    nameAr?: string | null | undefined
    image?: CategoryImageColumns | undefined
    hidden?: boolean | undefined
    now: Date
  },
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(categories)
    .set({
      name: values.name,
      ...(values.hidden === undefined ? {} : { hidden: values.hidden }),
      ...(values.nameAr === undefined ? {} : { nameAr: values.nameAr }),
      ...(values.image === undefined ? {} : values.image),
      updatedAt: values.now,
    })
    .where(eq(categories.id, id))
    .returning()
  return row
}
