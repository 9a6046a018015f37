import { asc } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { metalPrices } from '../../db/schema/index.js'

export function listMetalPrices(db: DbOrTx) {
  return db.select().from(metalPrices).orderBy(asc(metalPrices.id))
}
