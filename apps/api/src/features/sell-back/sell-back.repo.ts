import type { MetalType, SellBackPayoutMethod, SellBackState } from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { rowsOf } from '../../db/rows.js'

// docs/architecture.md#sell-back: the rows of sell-back quotes, and the product a quote prices.

/** What a quote needs of a product: its metal, weight and purity, and its metal's price row. */
export interface SellBackProductRow {
  id: number
  name: string
  nameAr: string | null
  dynamicPricing: boolean
  /** The metal of its price row; null for a fixed-price product. */
  metal: MetalType | null
  metalPriceId: number | null
  spotPerGramFils: number | null
  weightGrams: number | null
  purity: number | null
}

/** A published, unarchived product as a quote prices it; null when shoppers cannot see it. */
export async function productForQuote(tx: DbOrTx, productId: number): Promise<SellBackProductRow | null> {
  const [row] = rowsOf<{
    id: number
    name: string
    name_ar: string | null
    dynamic_pricing: boolean
    metal_type: MetalType | null
    metal_price_id: number | null
    price_per_gram_fils: string | number | null
    weight_grams: string | number | null
    purity: string | number | null
  }>(
    await tx.execute(sql`
      select p.id, p.name, p.name_ar, p.dynamic_pricing, m.metal_type, p.metal_price_id,
        m.price_per_gram_fils, p.weight_grams, p.purity
      from products p left join metal_prices m on m.id = p.metal_price_id
      where p.id = ${productId}::int and p.published and p.archived_at is null`),
  )
  if (!row) return null
  const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value))
  return {
    id: Number(row.id),
    name: row.name,
    nameAr: row.name_ar,
    dynamicPricing: row.dynamic_pricing,
    metal: row.metal_type,
    metalPriceId: numberOrNull(row.metal_price_id),
    spotPerGramFils: numberOrNull(row.price_per_gram_fils),
    weightGrams: numberOrNull(row.weight_grams),
    purity: numberOrNull(row.purity),
  }
}

export interface QuoteRow {
  id: number
  userId: number
  productId: number
  productName: string
  productNameAr: string | null
  metal: MetalType
  state: SellBackState
  units: number
  requestedUnits: number
  unitPriceFils: number
  totalFils: number
  spreadPercent: number
  lockedUntil: Date
  ownerNote: string
  payoutMethod: SellBackPayoutMethod | null
  refundId: number | null
  cashNote: string | null
  createdAt: Date
  decidedAt: Date | null
  receivedAt: Date | null
  paidAt: Date | null
  buyerName: string
  buyerFirstName: string
  buyerEmail: string
  buyerLanguage: string
}

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value))

/** Quotes matching `where` (a condition on `q`), newest first; row-locked when `lock`. */
export async function listQuotes(
  db: DbOrTx,
  where: ReturnType<typeof sql>,
  lock = false,
): Promise<QuoteRow[]> {
  const rows = rowsOf<{
    id: number
    user_id: number
    product_id: number
    product_name: string
    product_name_ar: string | null
    metal: MetalType
    state: SellBackState
    units: number
    requested_units: number
    unit_price_fils: string | number
    total_fils: string | number
    spread_percent: string | number
    locked_until: string | Date
    owner_note: string
    payout_method: SellBackPayoutMethod | null
    refund_id: number | null
    cash_note: string | null
    created_at: string | Date
    decided_at: string | Date | null
    received_at: string | Date | null
    paid_at: string | Date | null
    buyer_name: string
    first_name: string
    email: string
    language: string
  }>(
    await db.execute(sql`
      select q.id, q.user_id, q.product_id, p.name as product_name, p.name_ar as product_name_ar, q.metal,
        q.state, q.units, q.requested_units, q.unit_price_fils, q.total_fils, q.spread_percent, q.locked_until,
        q.owner_note, q.payout_method, q.refund_id, q.cash_note, q.created_at, q.decided_at, q.received_at,
        q.paid_at, trim(u.first_name || ' ' || u.last_name) as buyer_name, u.first_name, u.email, u.language
      from sell_back_quotes q
      join products p on p.id = q.product_id
      join users u on u.id = q.user_id
      where ${where}
      order by q.created_at desc, q.id desc
      ${lock ? sql`for update of q` : sql``}`),
  )
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    productId: Number(row.product_id),
    productName: row.product_name,
    productNameAr: row.product_name_ar,
    metal: row.metal,
    state: row.state,
    units: Number(row.units),
    requestedUnits: Number(row.requested_units),
    unitPriceFils: Number(row.unit_price_fils),
    totalFils: Number(row.total_fils),
    spreadPercent: Number(row.spread_percent),
    lockedUntil: new Date(row.locked_until),
    ownerNote: row.owner_note,
    payoutMethod: row.payout_method,
    refundId: row.refund_id === null ? null : Number(row.refund_id),
    cashNote: row.cash_note,
    createdAt: new Date(row.created_at),
    decidedAt: toDate(row.decided_at),
    receivedAt: toDate(row.received_at),
    paidAt: toDate(row.paid_at),
    buyerName: row.buyer_name,
    buyerFirstName: row.first_name,
    buyerEmail: row.email,
    buyerLanguage: row.language,
  }))
}

export async function insertQuote(
  tx: DbOrTx,
  values: {
    userId: number
    productId: number
    metal: MetalType
    units: number
    unitPriceFils: number
    totalFils: number
    spotPerGramFils: number
    spreadPercent: number
    lockedUntil: Date
    at: Date
  },
): Promise<number> {
  const stamp = sql`${values.at.toISOString()}::timestamptz`
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into sell_back_quotes (user_id, product_id, metal, units, requested_units, unit_price_fils,
        total_fils, spot_per_gram_fils, spread_percent, state, locked_until, created_at, updated_at)
      values (${values.userId}::int, ${values.productId}::int, ${values.metal}, ${values.units}::int,
        ${values.units}::int, ${values.unitPriceFils}::bigint, ${values.totalFils}::bigint,
        ${values.spotPerGramFils}::bigint, ${values.spreadPercent}::real, 'requested',
        ${values.lockedUntil.toISOString()}::timestamptz, ${stamp}, ${stamp})
      returning id`),
  )
  if (!row) throw new Error('no quote inserted')
  return Number(row.id)
}

/**
 * Expires every requested quote whose price hold ended by `now` (docs/architecture.md#sell-back: lazily, when
 * quotes are read or moved, so no sweep is needed) and answers how many.
 */
export async function expireQuotes(db: DbOrTx, now: Date, where = sql`true`): Promise<number> {
  const stamp = sql`${now.toISOString()}::timestamptz`
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update sell_back_quotes q set state = 'expired', updated_at = ${stamp}
      where q.state = 'requested' and q.locked_until <= ${stamp} and ${where}
      returning q.id`),
  )
  return rows.length
}

export async function updateQuote(
  tx: DbOrTx,
  quoteId: number,
  change: {
    state: SellBackState
    at: Date
    ownerNote?: string
    decidedByUserId?: number
    receivedByUserId?: number
    paidByUserId?: number
    units?: number
    payoutMethod?: SellBackPayoutMethod
    refundId?: number
    cashNote?: string
  },
): Promise<void> {
  const stamp = sql`${change.at.toISOString()}::timestamptz`
  const decided = change.decidedByUserId !== undefined
  const received = change.receivedByUserId !== undefined
  const paid = change.paidByUserId !== undefined
  await tx.execute(sql`
    update sell_back_quotes set
      state = ${change.state},
      owner_note = coalesce(${change.ownerNote ?? null}, owner_note),
      units = coalesce(${change.units ?? null}::int, units),
      total_fils = unit_price_fils * coalesce(${change.units ?? null}::int, units),
      decided_at = ${decided ? stamp : sql`decided_at`},
      decided_by_user_id = ${decided ? sql`${change.decidedByUserId}::int` : sql`decided_by_user_id`},
      received_at = ${received ? stamp : sql`received_at`},
      received_by_user_id = ${received ? sql`${change.receivedByUserId}::int` : sql`received_by_user_id`},
      paid_at = ${paid && change.state === 'paid' ? stamp : sql`paid_at`},
      paid_by_user_id = ${paid ? sql`${change.paidByUserId}::int` : sql`paid_by_user_id`},
      payout_method = coalesce(${change.payoutMethod ?? null}, payout_method),
      refund_id = coalesce(${change.refundId ?? null}::int, refund_id),
      cash_note = coalesce(${change.cashNote ?? null}, cash_note),
      updated_at = ${stamp}
    where id = ${quoteId}::int`)
}
