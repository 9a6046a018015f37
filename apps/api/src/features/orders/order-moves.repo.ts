import {
  assertTransition,
  DAY_MS,
  eventReasonWithNote,
  type OrderActor,
  type OrderStatus,
  type TransitionReason,
  transitionReleasesStock,
} from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { orders } from '../../db/schema/index.js'
import { countedSatsOfPayment } from '../../db/counted-money.js'
import { notifyPaymentActivity } from '../../db/notifications.js'
import { rowsOf } from '../../db/rows.js'
import { countStatusesReached } from '../../lib/order-status-counter.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { type MovedOrder, type OrderMailSettings, orderMoveMails } from '../order-mail/order-mail.js'
import type { OrderRow } from './orders.repo.js'
import { releaseStockOfOrders, reserveStockOfOrder, type StockRelease } from '../stock/stock-ledger.repo.js'
import { issueInvoices } from '../tax-documents/tax-document-issue.repo.js'

// THE ONE WRITER of an order's status (docs/architecture.md, "Status moves and mail"). Every move, whoever
// makes it (the buyer, the owner, the payment watcher), goes through `applyMoves` in the caller's transaction:
// the guarded update, the order_events rows, the stock release or reservation (stock-ledger.repo.ts), the
// watch window of the address (monitor_until), the NOTIFY to open payment pages, the tax invoice of an order
// confirmed and the buyer's mail job.
// A test (order-moves.boundary.test.ts) fails if any other module writes orders.status.

/** One step of a move, as the contract's status table names it. */
export interface MoveStep {
  from: OrderStatus
  to: OrderStatus
  reason: TransitionReason
}

export interface OrderMove {
  orderId: number
  /** The status the move was decided on: the update is guarded by it (whoever moved first wins). */
  from: OrderStatus
  to: OrderStatus
  actor: OrderActor
  /** The person who moved it (buyer or admin); null for the system. */
  actorUserId: number | null
  /**
   * The steps, when a decision passes several statuses at once (the watcher: Pending -> Processing ->
   * Confirmed); each is checked against the contract's table. Default: the one step from -> to.
   */
  steps?: readonly MoveStep[]
  /** The owner's note (tracking note, cancellation reason): kept on the last event and told in the mail. */
  note?: string | undefined
  /** The payment anchors the watcher decided (insufficient/failed/expiry); absent: left as they are. */
  anchors?: { insufficientAt: Date | null; failedAt: Date | null; expiresAt: Date | null }
  /**
   * When the Pending window starts, if not at the order's creation: the owner's approval of an order held for
   * an identity check (docs/architecture.md#identity-checks-for-large-orders). Absent: left as it is.
   */
  payableFrom?: Date
}

export interface MoveSettings extends OrderMailSettings {
  now: Date
  /** MONITOR_DAYS: how long a closed order's address stays watched for late money. */
  monitorDays: number
}

export interface AppliedMoves {
  /** The orders whose move was applied (the others had moved meanwhile: their guard did not match). */
  applied: Set<number>
  /** Products whose stock a move took again (an honoured order): the low-stock check after commit. */
  stockTaken: number[]
}

/** A move needed stock that is no longer there (an owner honouring a closed order): nothing was applied. */
export class MoveStockShortError extends Error {
  override readonly name = 'MoveStockShortError'
  constructor(readonly short: string[]) {
    super(`not enough stock: ${short.join(', ')}`)
  }
}

/** docs/architecture.md: a paid order cancelled owes the buyer what they sent; this records it on the order. */
const REFUND_DUE_FROM: readonly OrderStatus[] = ['Insufficient', 'Processing', 'Confirmed']
const CLOSING: readonly OrderStatus[] = ['Cancelled', 'Timeout']

function stepsOf(move: OrderMove): readonly MoveStep[] {
  if (move.steps && move.steps.length > 0) return move.steps
  return [{ from: move.from, to: move.to, reason: assertTransition(move.from, move.to, move.actor).reason }]
}

/** Refuses (OrderTransitionError) a move the contract's table does not allow, before anything is written. */
function checkMove(move: OrderMove): readonly MoveStep[] {
  const steps = stepsOf(move)
  let at = move.from
  for (const step of steps) {
    if (step.from !== at) throw new Error(`order ${move.orderId}: steps do not chain at ${step.from}`)
    assertTransition(step.from, step.to)
    at = step.to
  }
  if (at !== move.to) throw new Error(`order ${move.orderId}: steps end at ${at}, not ${move.to}`)
  return steps
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null)

/**
 * Applies `moves` in the caller's transaction with one statement per kind of write, whatever their number
 * (each takes its rows as ONE jsonb or array parameter). Answers which were applied.
 */
export async function applyMoves(
  tx: DbOrTx,
  moves: readonly OrderMove[],
  settings: MoveSettings,
): Promise<AppliedMoves> {
  if (moves.length === 0) return { applied: new Set(), stockTaken: [] }
  const checked = moves.map((move) => ({ move, steps: checkMove(move) }))
  const now = settings.now
  const stamp = sql`${now.toISOString()}::timestamptz`
  const reopening = (m: OrderMove) => CLOSING.includes(m.from) && !CLOSING.includes(m.to)

  // 1. The guarded update: only orders still in the status the move was decided on.
  const rows = JSON.stringify(
    checked.map(({ move }) => ({
      order_id: move.orderId,
      from_status: move.from,
      to_status: move.to,
      set_anchors: move.anchors !== undefined,
      insufficient_at: iso(move.anchors?.insufficientAt),
      failed_at: iso(move.anchors?.failedAt),
      expires_at: iso(move.anchors?.expiresAt),
      reopens: reopening(move),
      refund_due: move.to === 'Cancelled' && REFUND_DUE_FROM.includes(move.from),
      payable_from: iso(move.payableFrom),
    })),
  )
  const updated = rowsOf<{ id: number; order_unique_id: string; stock_released: boolean }>(
    await tx.execute(sql`
      update orders as o set
        status = v.to_status,
        insufficient_at = case when v.set_anchors then v.insufficient_at else o.insufficient_at end,
        failed_at = case when v.set_anchors then v.failed_at else o.failed_at end,
        expires_at = case when v.set_anchors then v.expires_at when v.reopens then null else o.expires_at end,
        cancelled_at = case when v.to_status = 'Cancelled' then ${stamp} else o.cancelled_at end,
        closed_at = case when v.to_status in ('Cancelled', 'Timeout') then ${stamp}
          when v.reopens then null else o.closed_at end,
        refund_due_sats = case when v.refund_due then coalesce((
            select ${countedSatsOfPayment(sql`op.id`)} from order_payments op where op.order_id = o.id
          ), 0) else o.refund_due_sats end,
        payable_from = coalesce(v.payable_from, o.payable_from),
        stock_released_at = case when v.reopens then null else o.stock_released_at end,
        updated_at = ${stamp}
      from jsonb_to_recordset(${rows}::jsonb) as v(order_id int, from_status text, to_status text,
        set_anchors boolean, insufficient_at timestamptz, failed_at timestamptz, expires_at timestamptz,
        reopens boolean, refund_due boolean, payable_from timestamptz)
      where o.id = v.order_id and o.status = v.from_status
      returning o.id, o.order_unique_id, o.stock_released_at is not null as stock_released`),
  )
  const applied = new Set(updated.map((row) => Number(row.id)))
  // A held order whose document hold ended has given its stock back already (docs/decisions/169).
  const stockAlreadyBack = new Set(updated.filter((row) => row.stock_released).map((row) => Number(row.id)))
  const done = checked.filter(({ move }) => applied.has(move.orderId))
  if (done.length === 0) return { applied, stockTaken: [] }

  // 2. What the mail needs from the history before this move: did a reorganisation lead to it?
  const confirmedIds = done.filter(({ move }) => move.to === 'Confirmed').map(({ move }) => move.orderId)
  const previousReason = new Map<number, string>()
  if (confirmedIds.length > 0) {
    const reasons = rowsOf<{ order_id: number; reason: string }>(
      await tx.execute(sql`
        select distinct on (order_id) order_id, reason from order_events
        where order_id = any(${sql.param(confirmedIds)}::int[])
        order by order_id, id desc`),
    )
    for (const row of reasons) previousReason.set(Number(row.order_id), row.reason)
  }

  // 3. The history: one event per step, the owner's note on the last.
  const events = JSON.stringify(
    done.flatMap(({ move, steps }) =>
      steps.map((step, index) => ({
        order_id: move.orderId,
        from_status: step.from,
        to_status: step.to,
        actor: move.actor,
        actor_user_id: move.actorUserId,
        reason: index === steps.length - 1 ? eventReasonWithNote(step.reason, move.note) : step.reason,
      })),
    ),
  )
  await tx.execute(sql`
    insert into order_events (order_id, from_status, to_status, actor, actor_user_id, reason, at, created_at,
      updated_at)
    select e.order_id, e.from_status, e.to_status, e.actor, e.actor_user_id, e.reason, ${stamp}, ${stamp}, ${stamp}
    from jsonb_to_recordset(${events}::jsonb) as e(order_id int, from_status text, to_status text, actor text,
      actor_user_id int, reason text)`)

  // 4. Stock: back for moves that release it (one statement), taken again for an order re-opened.
  const releases: StockRelease[] = done.flatMap(({ move, steps }) => {
    const releasing = steps.find((step) => transitionReleasesStock(step.from, step.to))
    if (!releasing || stockAlreadyBack.has(move.orderId)) return []
    return [
      {
        orderId: move.orderId,
        reason: releasing.to === 'Timeout' ? ('timeout' as const) : ('cancel' as const),
        actorUserId: move.actorUserId,
      },
    ]
  })
  await releaseStockOfOrders(tx, releases, now)
  const stockTaken: number[] = []
  for (const { move } of done.filter(({ move }) => reopening(move))) {
    // Only the owner re-opens a closed order, one at a time: a statement per order is no burden here.
    if (move.actorUserId === null) throw new Error(`order ${move.orderId}: re-opened by no one`)
    const { short, productIds } = await reserveStockOfOrder(tx, move.orderId, {
      actorUserId: move.actorUserId,
      at: now,
    })
    if (short.length > 0) throw new MoveStockShortError(short)
    stockTaken.push(...productIds)
  }

  // 5. A closed order's address stays watched MONITOR_DAYS, so late money is seen and shown to the owner.
  const closing = done.filter(({ move }) => CLOSING.includes(move.to)).map(({ move }) => move.orderId)
  if (closing.length > 0) {
    const until = new Date(now.getTime() + settings.monitorDays * DAY_MS)
    await tx.execute(sql`
      update order_payments set monitor_until = ${until.toISOString()}::timestamptz, updated_at = ${stamp}
      where order_id = any(${sql.param(closing)}::int[]) and monitor_until < ${until.toISOString()}::timestamptz`)
  }

  // 6. Open payment pages redraw, on whichever instance serves them, once this commits.
  await notifyPaymentActivity(
    tx,
    updated.map((row) => row.order_unique_id),
  )

  // 7. A tax invoice for each order now Confirmed without one standing, numbered in this transaction
  // (features/tax-documents/tax-document-issue.repo.ts); the confirmation mail carries it.
  const invoiced = await issueInvoices(tx, confirmedIds, now)

  // 8. The buyer's mail, queued in this same transaction.
  const moved: MovedOrder[] = done.map(({ move, steps }) => ({
    orderId: move.orderId,
    from: move.from,
    to: move.to,
    actor: move.actor,
    reason: steps.at(-1)?.reason ?? '',
    note: move.note,
    previousReason: previousReason.get(move.orderId) ?? null,
    attachments: invoiced.has(move.orderId)
      ? [{ taxDocumentId: invoiced.get(move.orderId) ?? 0 }]
      : undefined,
  }))
  await enqueueMail(tx, await orderMoveMails(tx, moved, settings), now)
  // Every status each applied move passed through, as its order_events rows say (docs/decisions/152).
  countStatusesReached(done.flatMap(({ steps }) => steps.map((step) => step.to)))
  return { applied, stockTaken }
}

/**
 * Gives back the stock of held orders whose document hold ended (docs/decisions/169), guarded: only orders still
 * Awaiting verification, still holding their stock and still without a document (one sent meanwhile keeps the
 * reservation). Stamps `stock_released_at`, which later closes read so as not to give back twice; the status
 * does not move. Answers the orders released.
 */
export async function releaseStockOfUndocumentedHolds(
  tx: DbOrTx,
  orderIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (orderIds.length === 0) return []
  const stamp = sql`${now.toISOString()}::timestamptz`
  const marked = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update orders as o set stock_released_at = ${stamp}, updated_at = ${stamp}
      where o.id = any(${sql.param(orderIds)}::int[]) and o.status = 'Awaiting verification'
        and o.stock_released_at is null
        and not exists (select 1 from identity_documents d where d.order_id = o.id)
      returning o.id`),
  ).map((row) => Number(row.id))
  await releaseStockOfOrders(
    tx,
    marked.map((orderId) => ({ orderId, reason: 'timeout' as const, actorUserId: null })),
    now,
  )
  return marked
}

/**
 * A held order priced again for its approval (orders/held-order-requote.ts): its new totals, and its stock
 * counted as held again (the caller takes it in the same transaction). The status does not move here.
 */
export async function rewriteHeldOrderFigures(
  tx: DbOrTx,
  orderId: number,
  figures: {
    subtotalFils: number
    vatFils: number
    shippingFils: number
    serviceChargeFils: number
    /** The percent of the settings it was priced with (the order keeps it, as a placed order does). */
    serviceChargePercent: number
    totalFils: number
  },
  now: Date,
): Promise<void> {
  const stamp = sql`${now.toISOString()}::timestamptz`
  await tx.execute(sql`
    update orders set subtotal_fils = ${figures.subtotalFils}, vat_fils = ${figures.vatFils},
      shipping_fils = ${figures.shippingFils}, service_charge_fils = ${figures.serviceChargeFils},
      service_charge_basis_points = ${Math.round(figures.serviceChargePercent * 100)},
      total_fils = ${figures.totalFils}, stock_released_at = null, updated_at = ${stamp}
    where id = ${orderId}::int and status = 'Awaiting verification'`)
}

/**
 * Records on a paid order its buyer just cancelled what its refund is valued on (decision 252): its value at
 * that moment (null when it could not be priced) and the owner's fee then. Answers the updated order.
 */
export async function recordBindingCancellation(
  tx: DbOrTx,
  orderId: number,
  recorded: { valueFils: number | null; feeBasisPoints: number },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ cancelValueFils: recorded.valueFils, cancelFeeBasisPoints: recorded.feeBasisPoints })
    .where(eq(orders.id, orderId))
    .returning()
  if (!row) throw new Error(`order ${orderId} vanished`)
  return row
}
