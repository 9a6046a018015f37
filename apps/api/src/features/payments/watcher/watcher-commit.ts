import { sql } from 'drizzle-orm'
import { notifyPaymentActivity } from '../../../db/notifications.js'
import { commitIsolating, errorText } from '../../../lib/commit-isolating.js'
import { insertOrderAlerts, type OrderAlertWrite } from './order-alerts.repo.js'
import { enqueueMail } from '../../mail-queue/mail-queue.js'
import { type OrderMailSettings, paymentAlertMails } from '../../order-mail/order-mail.js'
import { applyMoves, type OrderMove } from '../../orders/order-moves.repo.js'
import {
  clearSetAside,
  setOrderAside,
  type PaymentTxWrite,
  upsertPaymentTransactions,
  type WatchedPayment,
} from './watcher.repo.js'
import type { WatcherDeps } from './watcher.js'

/** What a cycle's writes need besides the batch: the watcher's deps and the mails' settings. */
export interface CommitContext {
  deps: WatcherDeps
  mailSettings: OrderMailSettings
}

/**
 * Writes these orders' outputs, moves, alerts and mails in one transaction. Answers the orders whose move
 * was applied (another writer may have moved one first: its guard did not match).
 */
async function commit(ctx: CommitContext, batch: readonly OrderWork[], now: Date): Promise<Set<number>> {
  const { deps, mailSettings } = ctx
  const writes = batch.flatMap((work) => work.writes)
  const moves = batch.flatMap((work) => (work.move ? [work.move] : []))
  const alerts = batch.flatMap((work) => (work.alert ? [work.alert] : []))
  const retried = batch.filter((work) => work.retrying).map((work) => work.payment.orderId)
  if (writes.length === 0 && moves.length === 0 && alerts.length === 0 && retried.length === 0)
    return new Set()
  const byOrder = new Map(batch.map((work) => [work.payment.orderId, work.payment]))
  return deps.db.transaction(async (tx) => {
    await insertOrderAlerts(tx, alerts, now)
    await upsertPaymentTransactions(tx, writes, now)
    // The one writer of order status (orders/order-moves.repo.ts), set-based: a statement per kind of write
    // for the whole batch, with the buyers' mails queued in this transaction.
    const { applied } = await applyMoves(tx, moves, { ...mailSettings, now, monitorDays: deps.monitorDays })
    await enqueueMail(
      tx,
      await paymentAlertMails(
        tx,
        alerts.map((alert) => ({ ...alert, status: byOrder.get(alert.orderId)?.status ?? 'Shipped' })),
        mailSettings,
      ),
      now,
    )
    // Orders whose payment changed without a move still redraw their open pages (moves announce themselves).
    const announced = batch
      .filter((work) => work.writes.length > 0 && !applied.has(work.payment.orderId))
      .map((work) => work.payment.orderUniqueId)
    await notifyPaymentActivity(tx, announced)
    await clearSetAside(tx, retried)
    return applied
  })
}

/**
 * Commits the batch; orders whose writes fail are set aside alone (lib/commit-isolating.ts): one order whose
 * invoice, mail or alert cannot be written never holds back another's confirmation.
 */
export async function commitIsolatingOrders(
  ctx: CommitContext,
  batch: readonly OrderWork[],
  now: Date,
): Promise<{ applied: Set<number>; setAside: number[] }> {
  const applied = new Set<number>()
  const failed = await commitIsolating(
    batch,
    async (items) => {
      for (const id of await commit(ctx, items, now)) applied.add(id)
    },
    {
      onFailure: (work, error) => setOrderAsideAfter(ctx.deps, work, error, now),
      databaseAnswers: () => ctx.deps.db.execute(sql`select 1`),
    },
  )
  return { applied, setAside: failed.map((work) => work.payment.orderId) }
}

/**
 * Sets one order aside after `error`, recording its outputs still (the money is never left unrecorded for
 * a failure of its invoice or mail). If even those cannot be written, it is set aside alone and its
 * address is read again next cycle.
 */
export async function setOrderAsideAfter(
  deps: WatcherDeps,
  work: OrderWork,
  error: unknown,
  now: Date,
): Promise<void> {
  const { payment } = work
  const reason = errorText(error)
  let attempts: number
  try {
    attempts = await deps.db.transaction(async (tx) => {
      await upsertPaymentTransactions(tx, work.writes, now)
      if (work.writes.length > 0) await notifyPaymentActivity(tx, [payment.orderUniqueId])
      return setOrderAside(tx, payment.orderId, reason, now)
    })
  } catch (moneyError) {
    attempts = await deps.db.transaction((tx) =>
      setOrderAside(
        tx,
        payment.orderId,
        `${reason}; its payments could not be recorded either: ${errorText(moneyError)}`,
        now,
      ),
    )
  }
  deps.log.error(
    { err: error, orderUniqueId: payment.orderUniqueId, status: payment.status, attempts },
    'payment watcher: order set aside; the rest of the cycle went on',
  )
}

/** What one watched payment brings to a cycle's writes. */
export interface OrderWork {
  payment: WatchedPayment
  writes: PaymentTxWrite[]
  move: OrderMove | null
  alert: OrderAlertWrite | null
  /** Set aside before and decided again now: a commit takes it off the list. */
  retrying: boolean
}
