import { asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { categories } from '../../db/schema/index.js'

export type CategoryRow = typeof categories.$inferSelect

/** A category's image: its path, and for an upload its widths and size (docs/decisions/125). */
export type CategoryImageColumns = Pick<
  CategoryRow,
  'imagePath' | 'imageWidths' | 'imageAvifWidths' | 'imageWidth' | 'imageHeight'
>

export function listCategories(db: DbOrTx) {
  return db.select().from(categories).orderBy(asc(categories.id))
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
  values: { name: string; nameAr: string | null; image: CategoryImageColumns; now: Date },
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .insert(categories)
    .values({
      name: values.name,
      nameAr: values.nameAr,
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
    now: Date
  },
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(categories)
    .set({
      name: values.name,
      ...(values.nameAr === undefined ? {} : { nameAr: values.nameAr }),
      ...(values.image === undefined ? {} : values.image),
      updatedAt: values.now,
    })
    .where(eq(categories.id, id))
    .returning()
  return row
}
