import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { auditLog, metalPriceHistory, metalPrices, products } from '../../db/schema/index.js'

export type MetalPriceRow = typeof metalPrices.$inferSelect

export function listMetalPrices(db: DbOrTx) {
  return db.select().from(metalPrices).orderBy(asc(metalPrices.id))
}

/**
 * Re-prices every dynamic product of one metal in a single set-based UPDATE, answering how many moved.
 * docs/product.md#for-the-owner as the contract's `metalLinkedPriceFils` computes it: price per gram x weight x purity
 * x (100 + premium %) x 0.01, rounded once to the fils, + the fixed premium. Every factor is numeric and only
 * multiplied (a numeric product is exact; a division would round at its own scale), and round(numeric)
 * rounds half away from zero, which for these non-negative amounts is half up.
 */
export async function repriceDynamicProducts(
  db: DbOrTx,
  metal: { id: number; pricePerGramFils: number },
  now: Date,
): Promise<number> {
  const moved = await db
    .update(products)
    .set({
      finalPriceFils: sql`round(${metal.pricePerGramFils}::numeric * ${products.weightGrams} * ${products.purity} * (100 + ${products.premiumPercent}) * 0.01)::bigint + ${products.premiumFils}`,
      updatedAt: now,
    })
    .where(and(eq(products.dynamicPricing, true), eq(products.metalPriceId, metal.id)))
    .returning({ id: products.id })
  return moved.length
}

/** One metal's price row, locked for the rest of the transaction (feed, pin and unpin take turns). */
export async function lockMetalPrice(tx: DbOrTx, where: { id: number } | { metalType: string }) {
  const [row] = await tx
    .select()
    .from(metalPrices)
    .where('id' in where ? eq(metalPrices.id, where.id) : eq(metalPrices.metalType, where.metalType))
    .for('update')
  return row
}

export function findMetalPricesByIds(db: DbOrTx, ids: readonly number[]) {
  return db
    .select()
    .from(metalPrices)
    .where(sql`${metalPrices.id} = any(${sql.param([...ids])}::int[])`)
}

/** Writes a metal's current price and where it came from; `pin` sets or clears the owner's pin columns. */
export async function writeMetalPrice(
  tx: DbOrTx,
  id: number,
  values: {
    pricePerGramFils: number
    source: string
    /** The time of the price (a feed price keeps the time it was taken). */
    priceAt: Date
    pin: { pricePerGramFils: number; until: Date; byUserId: number } | null
  },
): Promise<MetalPriceRow> {
  const [row] = await tx
    .update(metalPrices)
    .set({
      pricePerGramFils: values.pricePerGramFils,
      source: values.source,
      updatedAt: values.priceAt,
      pinnedPricePerGramFils: values.pin?.pricePerGramFils ?? null,
      pinnedUntil: values.pin?.until ?? null,
      pinnedByUserId: values.pin?.byUserId ?? null,
    })
    .where(eq(metalPrices.id, id))
    .returning()
  if (!row) throw new Error(`metal price ${id} vanished inside its transaction`)
  return row
}

/** Appends one accepted or pinned price to the history (charts, the 24 h change). */
export async function insertMetalPriceHistory(
  tx: DbOrTx,
  entry: {
    metalType: string
    pricePerGramFils: number
    source: 'feed' | 'owner'
    sources: { name: string; usdPerOunce: number }[]
    at: Date
  },
): Promise<void> {
  await tx.insert(metalPriceHistory).values({ ...entry, createdAt: entry.at, updatedAt: entry.at })
}

/** The newest price the feed accepted for a metal (even while a pin hid it), or undefined. */
export async function lastFeedHistory(db: DbOrTx, metalType: string) {
  const [row] = await db
    .select()
    .from(metalPriceHistory)
    .where(and(eq(metalPriceHistory.metalType, metalType), eq(metalPriceHistory.source, 'feed')))
    .orderBy(desc(metalPriceHistory.at), desc(metalPriceHistory.id))
    .limit(1)
  return row
}

/**
 * What a metal held just before the owner pinned it from an unpinned state: the `before` of the newest
 * `metal_price.pin` audit row whose metal had no pin in force (a re-pin's `before` is the earlier pin, not the
 * price under it). Undefined when the metal was never pinned.
 */
export async function lastPrePinSnapshot(db: DbOrTx, metalPriceId: number) {
  const [row] = await db
    .select({ before: auditLog.before, at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'metal_price.pin'),
        eq(auditLog.entityType, 'metal_price'),
        eq(auditLog.entityId, String(metalPriceId)),
        sql`(${auditLog.before} ->> 'pinned_until' is null or (${auditLog.before} ->> 'pinned_until')::timestamptz <= ${auditLog.at})`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1)
  return row
}

/**
 * The price of each metal about 24 h before `now`: the newest history row at or before `dayAgo`, no older
 * than `notBefore` (an answer from last week is not "the change over 24 h").
 */
export async function historyPricesAt(
  db: DbOrTx,
  at: { dayAgo: Date; notBefore: Date },
): Promise<Map<string, number>> {
  const rows = await db
    .selectDistinctOn([metalPriceHistory.metalType], {
      metalType: metalPriceHistory.metalType,
      pricePerGramFils: metalPriceHistory.pricePerGramFils,
    })
    .from(metalPriceHistory)
    .where(and(lte(metalPriceHistory.at, at.dayAgo), gte(metalPriceHistory.at, at.notBefore)))
    .orderBy(metalPriceHistory.metalType, desc(metalPriceHistory.at), desc(metalPriceHistory.id))
  return new Map(rows.map((row) => [row.metalType, row.pricePerGramFils]))
}

/**
 * A metal's history from `from` to `to`, downsampled in the database: the last price of each `bucketMs`
 * bucket (date_bin), so a month of minute prices answers ~100 rows, never all of them.
 */
export function metalHistoryPoints(
  db: DbOrTx,
  query: { metalType: string; from: Date; to: Date; bucketMs: number },
): Promise<{ at: Date; pricePerGramFils: number }[]> {
  // Inlined, not bound: DISTINCT ON and ORDER BY must be the same expression, and two bindings of one value
  // are two different parameters to PostgreSQL. Both are integers this code computed, never caller text.
  const width = sql.raw(`interval '${Math.trunc(query.bucketMs)} milliseconds'`)
  const origin = sql.raw(`to_timestamp(${Math.trunc(query.from.getTime())} / 1000.0)`)
  const bucket = sql`date_bin(${width}, ${metalPriceHistory.at}, ${origin})`
  return db
    .selectDistinctOn([bucket], {
      at: metalPriceHistory.at,
      pricePerGramFils: metalPriceHistory.pricePerGramFils,
    })
    .from(metalPriceHistory)
    .where(
      and(
        eq(metalPriceHistory.metalType, query.metalType),
        gte(metalPriceHistory.at, query.from),
        lte(metalPriceHistory.at, query.to),
      ),
    )
    .orderBy(bucket, desc(metalPriceHistory.at), desc(metalPriceHistory.id))
}

/** When the feed last had a price accepted, for any metal. */
export async function lastFeedAcceptedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: metalPriceHistory.at })
    .from(metalPriceHistory)
    .where(eq(metalPriceHistory.source, 'feed'))
    .orderBy(desc(metalPriceHistory.at))
    .limit(1)
  return row?.at ?? null
}
