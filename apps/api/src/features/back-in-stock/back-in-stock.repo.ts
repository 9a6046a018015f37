import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { anyOfList } from '../../db/sql-lists.js'
import type { DbOrTx } from '../../db/client.js'
import { backInStockRequests, categories, products, users } from '../../db/schema/index.js'

// Plain SQL functions over back_in_stock_requests (docs/decisions/074), (db | tx) first, scoped by buyer.

/** The product's stock and whether it can be asked about (archived products cannot); undefined when unknown. */
export async function findRequestableProduct(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archivedAt)))
  return row
}

/** Whether the buyer has an open request for the product. */
export async function hasOpenRequest(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .where(
      and(
        eq(backInStockRequests.userId, userId),
        eq(backInStockRequests.productId, productId),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
  return row !== undefined
}

/** Opens a request; a second one while the first is open does nothing (the partial unique index). */
export async function openRequest(db: DbOrTx, userId: number, productId: number, at: Date): Promise<void> {
  await db
    .insert(backInStockRequests)
    .values({ userId, productId, createdAt: at, updatedAt: at })
    .onConflictDoNothing({
      target: [backInStockRequests.userId, backInStockRequests.productId],
      where: sql`${backInStockRequests.notifiedAt} is null`,
    })
}

/** Withdraws the buyer's open request, if any. */
export async function withdrawRequest(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db
    .delete(backInStockRequests)
    .where(
      and(
        eq(backInStockRequests.userId, userId),
        eq(backInStockRequests.productId, productId),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
}

export interface DueRequest {
  id: number
  email: string
  firstName: string
  /** The person's language: the mail is written in it. */
  language: string
  productName: string
  sku: string
  categoryName: string
}

/**
 * Claims every open request whose product is in stock again (optionally only of `productIds`), marking it
 * notified in the same statement, so two sweeps (or two instances) never mail one request twice.
 */
export async function claimDueRequests(
  db: DbOrTx,
  at: Date,
  productIds?: readonly number[],
): Promise<DueRequest[]> {
  const inStock = db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        gt(products.stock, 0),
        isNull(products.archivedAt),
        productIds ? anyOfList(products.id, [...productIds], 'int') : undefined,
      ),
    )
  const claimed = await db
    .update(backInStockRequests)
    .set({ notifiedAt: at, updatedAt: at })
    .where(and(isNull(backInStockRequests.notifiedAt), inArray(backInStockRequests.productId, inStock)))
    .returning({
      id: backInStockRequests.id,
      userId: backInStockRequests.userId,
      productId: backInStockRequests.productId,
    })
  if (claimed.length === 0) return []
  const people = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(anyOfList(users.id, [...new Set(claimed.map((row) => row.userId))], 'int'))
  const goods = await db
    .select({ id: products.id, name: products.name, sku: products.sku, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(anyOfList(products.id, [...new Set(claimed.map((row) => row.productId))], 'int'))
  const personById = new Map(people.map((person) => [person.id, person]))
  const goodById = new Map(goods.map((good) => [good.id, good]))
  return claimed.flatMap((row) => {
    const person = personById.get(row.userId)
    const good = goodById.get(row.productId)
    if (!person || !good) return []
    return [
      {
        id: row.id,
        email: person.email,
        firstName: person.firstName,
        language: person.language,
        productName: good.name,
        sku: good.sku,
        categoryName: good.categoryName,
      },
    ]
  })
}

/** Claimed requests whose mail could not be written wait again for the next sweep. */
export async function releaseRequests(db: DbOrTx, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(backInStockRequests)
    .set({ notifiedAt: null, updatedAt: at })
    .where(anyOfList(backInStockRequests.id, [...ids], 'int'))
}
