import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { arrayParam } from '../../db/sql-lists.js'
import { categories, metalPrices, priceAlerts, products, users } from '../../db/schema/index.js'

// Plain SQL over price_alerts (docs/decisions/258), (db | tx) first, scoped by buyer where a buyer asks.

/**
 * Two-key advisory locks of this class hold one account's alerts while a new one is counted and written, so
 * two creates at once cannot both pass the limit. The class is apart from create-order's (72_083).
 */
export const PRICE_ALERTS_LOCK_CLASS = 72_258

export async function lockAlertsOfAccount(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRICE_ALERTS_LOCK_CLASS}::int, ${userId}::int)`)
}

/** A metal's current price per gram in fils (what the shop shows and sells at), or undefined without a row. */
export async function metalPricePerGramFils(db: DbOrTx, metal: string): Promise<number | undefined> {
  const [row] = await db
    .select({ fils: metalPrices.pricePerGramFils })
    .from(metalPrices)
    .where(eq(metalPrices.metalType, metal))
  return row?.fils
}

/** What a product alert's price needs of a product a shopper can see; undefined for a draft, archived or unknown one. */
export async function findAlertableProduct(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      finalPriceFils: products.finalPriceFils,
      basePriceFils: products.basePriceFils,
      vatPercent: products.vatPercent,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true), isNull(products.archivedAt)))
  return row
}

export async function countAlertsOfUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.userId, userId))
  return row?.n ?? 0
}

export type NewAlert = { userId: number; targetFils: number; at: Date } & (
  { kind: 'metal'; metal: string } | { kind: 'product'; productId: number }
)

/** Writes the alert, armed; undefined when the buyer has this very alert already (the partial unique indexes). */
export async function insertAlert(db: DbOrTx, alert: NewAlert): Promise<number | undefined> {
  const [row] = await db
    .insert(priceAlerts)
    .values({
      userId: alert.userId,
      kind: alert.kind,
      metal: alert.kind === 'metal' ? alert.metal : null,
      productId: alert.kind === 'product' ? alert.productId : null,
      targetFils: alert.targetFils,
      armed: true,
      createdAt: alert.at,
      updatedAt: alert.at,
    })
    .onConflictDoNothing()
    .returning({ id: priceAlerts.id })
  return row?.id
}

/** An alert with what its price and its wire shape need: the metal's price, or the product's. */
const ALERT_COLUMNS = {
  id: priceAlerts.id,
  userId: priceAlerts.userId,
  kind: priceAlerts.kind,
  metal: priceAlerts.metal,
  productId: priceAlerts.productId,
  targetFils: priceAlerts.targetFils,
  armed: priceAlerts.armed,
  lastFiredAt: priceAlerts.lastFiredAt,
  createdAt: priceAlerts.createdAt,
  metalPricePerGramFils: metalPrices.pricePerGramFils,
  productName: products.name,
  productNameAr: products.nameAr,
  sku: products.sku,
  categoryName: categories.name,
  finalPriceFils: products.finalPriceFils,
  basePriceFils: products.basePriceFils,
  vatPercent: products.vatPercent,
  productPublished: products.published,
  productArchivedAt: products.archivedAt,
}

function alertRows(db: DbOrTx) {
  return db
    .select(ALERT_COLUMNS)
    .from(priceAlerts)
    .leftJoin(metalPrices, eq(metalPrices.metalType, priceAlerts.metal))
    .leftJoin(products, eq(products.id, priceAlerts.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
}

export type AlertRow = Awaited<ReturnType<typeof listAlertsOfUser>>[number]

/** The buyer's alerts, oldest first (the order they were set in). */
export async function listAlertsOfUser(db: DbOrTx, userId: number) {
  return alertRows(db)
    .where(eq(priceAlerts.userId, userId))
    .orderBy(asc(priceAlerts.createdAt), asc(priceAlerts.id))
}

/** One of the buyer's alerts; undefined for an alert of someone else, so ids cannot be probed. */
export async function findAlertOfUser(db: DbOrTx, userId: number, alertId: number) {
  const [row] = await alertRows(db).where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.id, alertId)))
  return row
}

/** The alert whose last mail carried the token of this hash. */
export async function findAlertByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await alertRows(db).where(eq(priceAlerts.unsubscribeTokenHash, tokenHash))
  return row
}

export async function deleteAlert(db: DbOrTx, alertId: number): Promise<void> {
  await db.delete(priceAlerts).where(eq(priceAlerts.id, alertId))
}

/**
 * Every alert with its price now and its buyer, in ONE read, each row locked until the caller's transaction
 * ends. A second check (another instance, or the feed's check during a sweep) waits for the first instead of
 * skipping its rows, and then reads the prices committed meanwhile; rows are locked in id order, so two checks
 * never deadlock.
 */
export async function lockAlertsForCheck(tx: DbOrTx) {
  return (
    tx
      .select({ ...ALERT_COLUMNS, email: users.email, firstName: users.firstName, language: users.language })
      .from(priceAlerts)
      // An account the owner disabled is mailed nothing; its alerts wait, as they stand, until it is enabled.
      .innerJoin(users, and(eq(users.id, priceAlerts.userId), isNull(users.disabledAt)))
      .leftJoin(metalPrices, eq(metalPrices.metalType, priceAlerts.metal))
      .leftJoin(products, eq(products.id, priceAlerts.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(priceAlerts.id))
      .for('update', { of: priceAlerts })
  )
}

/** Disarms the alerts whose mail is being queued, each with the hash of the token its mail carries. */
export async function markFired(
  tx: DbOrTx,
  fired: readonly { id: number; tokenHash: string }[],
  at: Date,
): Promise<void> {
  if (fired.length === 0) return
  await tx.execute(sql`
    update price_alerts a
    set armed = false, last_fired_at = ${at.toISOString()}::timestamptz,
      unsubscribe_token_hash = f.token_hash, updated_at = ${at.toISOString()}::timestamptz
    from unnest(${arrayParam(
      fired.map((alert) => alert.id),
      'int',
    )}, ${arrayParam(
      fired.map((alert) => alert.tokenHash),
      'text',
    )}) as f(id, token_hash)
    where a.id = f.id`)
}

/** Arms again the alerts whose price is back at or above their target. */
export async function rearmAlerts(tx: DbOrTx, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return
  await tx.execute(sql`
    update price_alerts set armed = true, updated_at = ${at.toISOString()}::timestamptz
    where id = any(${arrayParam(ids, 'int')})`)
}
