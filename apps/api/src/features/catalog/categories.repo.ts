import { asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { categories } from '../../db/schema/index.js'

export type CategoryRow = typeof categories.$inferSelect

export function listCategories(db: DbOrTx) {
  return db.select().from(categories).orderBy(asc(categories.id))
}

export async function findCategoryById(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
  return row
}

/** Category names are unique case-insensitively (the lower(name) index answers this). */
export async function findCategoryByName(db: DbOrTx, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .limit(1)
  return row
}

export async function insertCategory(
  db: DbOrTx,
  values: { name: string; imagePath: string | null; now: Date },
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .insert(categories)
    .values({ name: values.name, imagePath: values.imagePath, createdAt: values.now, updatedAt: values.now })
    .returning()
  return row
}

/** Renames a category and, when `imagePath` is given (null clears it), replaces its image. */
export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: { name: string; imagePath?: string | null | undefined; now: Date },
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(categories)
    .set({
      name: values.name,
      ...(values.imagePath === undefined ? {} : { imagePath: values.imagePath }),
      updatedAt: values.now,
    })
    .where(eq(categories.id, id))
    .returning()
  return row
}
