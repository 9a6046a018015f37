import { RETURN_STATES_HOLDING_UNITS, type ReturnState } from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { rowsOf } from '../../db/rows.js'
import { optionsText, optionsTextAr } from '../order-mail/order-figures.js'

// docs/architecture.md#returns: the rows of returns, their lines and photos.

const HOLDING = sql.raw(`(${RETURN_STATES_HOLDING_UNITS.map((state) => `'${state}'`).join(', ')})`)

export interface ReturnOrderRow {
  id: number
  orderUniqueId: string
  userId: number
  status: string
  /** When the order was marked Delivered (its last such move); null when it never was. */
  deliveredAt: Date | null
}

/** The order of `orderUniqueId`, locked for the transaction, when it is the buyer's (or any, for userId null). */
export async function lockOrderForReturn(
  tx: DbOrTx,
  orderUniqueId: string,
  userId: number | null,
): Promise<ReturnOrderRow | null> {
  const [row] = rowsOf<{
    id: number
    order_unique_id: string
    user_id: number
    status: string
    delivered_at: string | Date | null
  }>(
    await tx.execute(sql`
      select o.id, o.order_unique_id, o.user_id, o.status,
        (select max(e.at) from order_events e where e.order_id = o.id and e.to_status = 'Delivered') as delivered_at
      from orders o
      where o.order_unique_id = ${orderUniqueId}
        and (${userId}::int is null or o.user_id = ${userId}::int)
      for update of o`),
  )
  if (!row) return null
  return {
    id: Number(row.id),
    orderUniqueId: row.order_unique_id,
    userId: Number(row.user_id),
    status: row.status,
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
  }
}

export interface BoughtLineRow {
  orderItemId: number
  name: string
  nameAr: string | null
  options: string
  optionsAr: string | null
  quantity: number
  unitPriceFils: number
  /** Units already in a return that holds them (a refused request frees its units). */
  unitsInReturns: number
}

/** The order's lines with the units its returns already hold. */
export async function boughtLines(tx: DbOrTx, orderId: number): Promise<BoughtLineRow[]> {
  const rows = rowsOf<{
    id: number
    product_name: string
    product_name_ar: string | null
    options: unknown
    quantity: number
    unit_price_fils: string | number
    in_returns: string | number
  }>(
    await tx.execute(sql`
      select oi.id, oi.product_name, oi.product_name_ar, oi.options, oi.quantity, oi.unit_price_fils,
        coalesce((
          select sum(rl.units) from order_return_lines rl
          join order_returns r on r.id = rl.return_id
          where rl.order_item_id = oi.id and r.state in ${HOLDING}
        ), 0) as in_returns
      from order_items oi
      where oi.order_id = ${orderId}::int
      order by oi.id`),
  )
  return rows.map((row) => ({
    orderItemId: Number(row.id),
    name: row.product_name,
    nameAr: row.product_name_ar || null,
    options: optionsText(row.options) ?? '',
    optionsAr: optionsTextAr(row.options) ?? null,
    quantity: Number(row.quantity),
    unitPriceFils: Number(row.unit_price_fils),
    unitsInReturns: Number(row.in_returns),
  }))
}

export interface ReturnRow {
  id: number
  orderId: number
  orderUniqueId: string
  userId: number
  state: ReturnState
  reason: string
  ownerNote: string
  createdAt: Date
  decidedAt: Date | null
  receivedAt: Date | null
  resaleable: boolean | null
  creditFils: number | null
  refundId: number | null
  creditNoteNumber: string | null
  buyerName: string
  buyerEmail: string
}

export interface ReturnLineRow {
  returnId: number
  orderItemId: number
  productId: number
  name: string
  nameAr: string | null
  options: string
  optionsAr: string | null
  units: number
  unitPriceFils: number
}

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value))

/** Returns matching `where` (a condition on `r`), newest first, with their lines and photo ids. */
export async function listReturns(
  db: DbOrTx,
  where: ReturnType<typeof sql>,
  lock = false,
): Promise<{ returns: ReturnRow[]; lines: ReturnLineRow[]; photos: Map<number, string[]> }> {
  const rows = rowsOf<{
    id: number
    order_id: number
    order_unique_id: string
    user_id: number
    state: ReturnState
    reason: string
    owner_note: string
    created_at: string | Date
    decided_at: string | Date | null
    received_at: string | Date | null
    resaleable: boolean | null
    credit_fils: string | number | null
    refund_id: number | null
    credit_note_number: string | null
    buyer_name: string
    buyer_email: string
  }>(
    await db.execute(sql`
      select r.id, r.order_id, o.order_unique_id, r.user_id, r.state, r.reason, r.owner_note, r.created_at,
        r.decided_at, r.received_at, r.resaleable, r.credit_fils, r.refund_id,
        (select d.number from tax_documents d where d.return_id = r.id) as credit_note_number,
        trim(u.first_name || ' ' || u.last_name) as buyer_name, u.email as buyer_email
      from order_returns r
      join orders o on o.id = r.order_id
      join users u on u.id = r.user_id
      where ${where}
      order by r.created_at desc, r.id desc
      ${lock ? sql`for update of r` : sql``}`),
  )
  const ids = rows.map((row) => Number(row.id))
  if (ids.length === 0) return { returns: [], lines: [], photos: new Map() }
  const lines = rowsOf<{
    return_id: number
    order_item_id: number
    product_id: number
    product_name: string
    product_name_ar: string | null
    options: unknown
    units: number
    unit_price_fils: string | number
  }>(
    await db.execute(sql`
      select rl.return_id, rl.order_item_id, oi.product_id, oi.product_name, oi.product_name_ar, oi.options, rl.units,
        oi.unit_price_fils
      from order_return_lines rl join order_items oi on oi.id = rl.order_item_id
      where rl.return_id = any(${sql.param(ids)}::int[])
      order by rl.id`),
  )
  const photos = rowsOf<{ id: string; return_id: number }>(
    await db.execute(sql`
      select id, return_id from order_return_photos
      where return_id = any(${sql.param(ids)}::int[])
      order by created_at, id`),
  )
  const byReturn = new Map<number, string[]>()
  for (const photo of photos) {
    const list = byReturn.get(Number(photo.return_id)) ?? []
    list.push(photo.id)
    byReturn.set(Number(photo.return_id), list)
  }
  return {
    returns: rows.map((row) => ({
      id: Number(row.id),
      orderId: Number(row.order_id),
      orderUniqueId: row.order_unique_id,
      userId: Number(row.user_id),
      state: row.state,
      reason: row.reason,
      ownerNote: row.owner_note,
      createdAt: new Date(row.created_at),
      decidedAt: toDate(row.decided_at),
      receivedAt: toDate(row.received_at),
      resaleable: row.resaleable,
      creditFils: row.credit_fils === null ? null : Number(row.credit_fils),
      refundId: row.refund_id === null ? null : Number(row.refund_id),
      creditNoteNumber: row.credit_note_number,
      buyerName: row.buyer_name,
      buyerEmail: row.buyer_email,
    })),
    lines: lines.map((line) => ({
      returnId: Number(line.return_id),
      orderItemId: Number(line.order_item_id),
      productId: Number(line.product_id),
      name: line.product_name,
      nameAr: line.product_name_ar || null,
      options: optionsText(line.options) ?? '',
      optionsAr: optionsTextAr(line.options) ?? null,
      units: Number(line.units),
      unitPriceFils: Number(line.unit_price_fils),
    })),
    photos: byReturn,
  }
}

export async function insertReturn(
  tx: DbOrTx,
  values: {
    orderId: number
    userId: number
    reason: string
    lines: readonly { orderItemId: number; units: number }[]
    photoIds: readonly string[]
    at: Date
  },
): Promise<number> {
  const stamp = sql`${values.at.toISOString()}::timestamptz`
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into order_returns (order_id, user_id, state, reason, created_at, updated_at)
      values (${values.orderId}::int, ${values.userId}::int, 'requested', ${values.reason}, ${stamp}, ${stamp})
      returning id`),
  )
  if (!row) throw new Error('no return inserted')
  const id = Number(row.id)
  await tx.execute(sql`
    insert into order_return_lines (return_id, order_item_id, units, created_at, updated_at)
    select ${id}::int, line.item, line.units, ${stamp}, ${stamp}
    from unnest(${sql.param(values.lines.map((line) => line.orderItemId))}::int[],
      ${sql.param(values.lines.map((line) => line.units))}::int[]) as line(item, units)`)
  if (values.photoIds.length > 0) {
    await tx.execute(sql`
      update order_return_photos set return_id = ${id}::int, updated_at = ${stamp}
      where id = any(${sql.param([...values.photoIds])}::uuid[])`)
  }
  return id
}

/** How many of `photoIds` are the buyer's and not yet part of a return. */
export async function countFreePhotos(
  tx: DbOrTx,
  userId: number,
  photoIds: readonly string[],
): Promise<number> {
  if (photoIds.length === 0) return 0
  const [row] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`
      select count(*) as n from order_return_photos
      where id = any(${sql.param([...photoIds])}::uuid[]) and user_id = ${userId}::int and return_id is null`),
  )
  return Number(row?.n ?? 0)
}

/** Photos the buyer uploaded that no return has taken yet. */
export async function countUnattachedPhotos(db: DbOrTx, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      select count(*) as n from order_return_photos where user_id = ${userId}::int and return_id is null`),
  )
  return Number(row?.n ?? 0)
}

export async function insertPhoto(
  db: DbOrTx,
  photo: { id: string; userId: number; contentType: string; content: Buffer; at: Date },
): Promise<void> {
  const stamp = sql`${photo.at.toISOString()}::timestamptz`
  await db.execute(sql`
    insert into order_return_photos (id, user_id, content_type, content, created_at, updated_at)
    values (${photo.id}::uuid, ${photo.userId}::int, ${photo.contentType}, ${photo.content}, ${stamp}, ${stamp})`)
}

/** A photo's bytes, when `userId` (null: any member of staff) may see it. */
export async function findPhoto(
  db: DbOrTx,
  photoId: string,
  userId: number | null,
): Promise<{ contentType: string; content: Buffer } | null> {
  const [row] = rowsOf<{ content_type: string; content: Buffer | Uint8Array }>(
    await db.execute(sql`
      select content_type, content from order_return_photos
      where id = ${photoId}::uuid and (${userId}::int is null or user_id = ${userId}::int)`),
  )
  if (!row) return null
  return { contentType: row.content_type, content: Buffer.from(row.content) }
}

export async function updateReturn(
  tx: DbOrTx,
  returnId: number,
  change: {
    state: ReturnState
    at: Date
    ownerNote?: string
    decidedByUserId?: number
    receivedByUserId?: number
    resaleable?: boolean
    creditFils?: number
    refundId?: number | null
  },
): Promise<void> {
  const stamp = sql`${change.at.toISOString()}::timestamptz`
  const decided = change.decidedByUserId !== undefined
  const received = change.receivedByUserId !== undefined
  await tx.execute(sql`
    update order_returns set
      state = ${change.state},
      owner_note = coalesce(${change.ownerNote ?? null}, owner_note),
      decided_at = ${decided ? stamp : sql`decided_at`},
      decided_by_user_id = ${decided ? sql`${change.decidedByUserId}::int` : sql`decided_by_user_id`},
      received_at = ${received ? stamp : sql`received_at`},
      received_by_user_id = ${received ? sql`${change.receivedByUserId}::int` : sql`received_by_user_id`},
      resaleable = coalesce(${change.resaleable ?? null}::boolean, resaleable),
      credit_fils = coalesce(${change.creditFils ?? null}::bigint, credit_fils),
      refund_id = coalesce(${change.refundId ?? null}::int, refund_id),
      updated_at = ${stamp}
    where id = ${returnId}::int`)
}
