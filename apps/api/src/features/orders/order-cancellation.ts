import { DEFAULT_SHOP_SETTINGS, canTransition, MESSAGES } from '@shop/contract'
import type { Tx } from '../../db/client.js'
import { conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { findOrderById, findOrderForAdmin, findOrderOfUser, type OrderRow } from './orders.repo.js'
import { DEFAULT_ORDER_MAIL_SETTINGS } from '../order-mail/order-mail.js'
import {
  applyMoves,
  type MoveSettings,
  type OrderMove,
  recordBindingCancellation,
} from './order-moves.repo.js'
import { requoteHeldOrder } from './held-order-requote.js'
import type { OrderCaller, OrderServiceDeps } from './order-service-deps.js'
import { statusOf } from './order-service-deps.js'

/** The buyer's and the owner's cancel of an order, each under the order's row lock, through the one writer. */
export function createOrderCancellation(deps: OrderServiceDeps) {
  const mailSettings = deps.mail ?? DEFAULT_ORDER_MAIL_SETTINGS
  const moveSettings = (): MoveSettings => ({
    ...mailSettings,
    now: deps.clock.now(),
    monitorDays: deps.payments?.monitorDays ?? 0,
  })

  /** Applies one person's move on a row the caller locked, through the one writer, and answers the row. */
  async function moveLocked(tx: Tx, move: OrderMove): Promise<OrderRow> {
    const { applied } = await applyMoves(tx, [move], moveSettings())
    // The row is locked by the caller, so the guard always matches; were it not to, say so loudly.
    if (!applied.has(move.orderId)) throw new Error(`order ${move.orderId} moved under its lock`)
    const row = await findOrderById(tx, move.orderId)
    if (!row) throw new Error(`order ${move.orderId} vanished`)
    return row
  }

  /**
   * cancel-order-by-user (docs/architecture.md#orders-stock-and-payment): the buyer may cancel Pending (stock released) and Processing (stock
   * released, refund due recorded); anything else is 409. The row lock makes a second cancel see Cancelled,
   * so stock comes back exactly once.
   */
  async function cancelForUser(caller: OrderCaller, orderUniqueId: string): Promise<OrderRow> {
    // Paid in full, the price is binding (decision 252): the order is priced again now, outside the lock, and
    // its refund will be the lower of its value then and now, less the owner's fee of this moment.
    const before = await findOrderOfUser(deps.db, caller.id, orderUniqueId)
    const binding = before?.status === 'Processing' ? await bindingCancellation(before.id) : null
    return deps.db.transaction(async (tx) => {
      const order = await findOrderOfUser(tx, caller.id, orderUniqueId, { forUpdate: true })
      if (!order) throw notFound()
      const from = statusOf(order)
      if (!canTransition(from, 'Cancelled', 'buyer')) {
        throw conflict(MESSAGES.orderCannotBeCancelled, { status: from }, 'ORDER_NOT_CANCELLABLE')
      }
      // Paid in full since the read above (it was part paid): the same rule, priced as of now.
      const recorded = from === 'Processing' ? (binding ?? (await bindingCancellation(order.id))) : null
      const moved = await moveLocked(tx, {
        orderId: order.id,
        from,
        to: 'Cancelled',
        actor: 'buyer',
        actorUserId: caller.id,
      })
      if (!recorded) return moved
      return recordBindingCancellation(tx, order.id, recorded)
    })
  }

  /** A paid order's value now (null when it cannot be priced: a product gone, a stale metal price) and the fee. */
  async function bindingCancellation(
    orderId: number,
  ): Promise<{ valueFils: number | null; feeBasisPoints: number }> {
    const settings = (deps.settings ? await deps.settings.current() : null) ?? DEFAULT_SHOP_SETTINGS
    let valueFils: number | null = null
    try {
      valueFils = (
        await requoteHeldOrder(
          { db: deps.db, metalPrices: deps.metalPrices, settings: deps.settings },
          orderId,
        )
      ).totalFils
    } catch {
      // Unpriceable today: the refund is the value locked at payment, less the fee.
    }
    return { valueFils, feeBasisPoints: Math.round(settings.paidCancellationFeePercent * 100) }
  }

  /**
   * The owner cancels a paid order they will not ship (ORDER_TRANSITIONS, decision 042), with a reason kept
   * on the event and in the audit log; 409 from any other status.
   */
  async function cancelAsAdmin(admin: OrderCaller, orderUniqueId: string, reason: string): Promise<OrderRow> {
    return deps.db.transaction(async (tx) => {
      const order = await findOrderForAdmin(tx, orderUniqueId)
      if (!order) throw notFound()
      const from = statusOf(order)
      // A held order is rejected from its identity check, with the buyer told why (features/identity).
      if (from === 'Awaiting verification' || !canTransition(from, 'Cancelled', 'admin')) {
        throw conflict(`A ${from} order cannot be cancelled by the shop.`, { status: from })
      }
      const updated = await moveLocked(tx, {
        orderId: order.id,
        from,
        to: 'Cancelled',
        actor: 'admin',
        actorUserId: admin.id,
        note: reason,
      })
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'order.cancel',
        entityType: 'order',
        entityId: order.orderUniqueId,
        before: { status: from },
        after: { status: 'Cancelled', reason, refundDueSats: updated.refundDueSats?.toString() ?? null },
        at: deps.clock.now(),
      })
      return updated
    })
  }

  return { cancelForUser, cancelAsAdmin }
}
