import { asc } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { categories } from '../../db/schema/index.js'

export function listCategories(db: DbOrTx) {
  return db.select().from(categories).orderBy(asc(categories.id))
}
