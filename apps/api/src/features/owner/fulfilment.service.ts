import { canTransition, OrderStatusSchema, type OrderStatus } from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { DEFAULT_ORDER_MAIL_SETTINGS, type OrderMailSettings } from '../order-mail/order-mail.js'
import { applyMoves } from '../orders/order-moves.repo.js'
import { lockOrder } from './owner.repo.js'

export interface FulfilmentServiceDeps {
  db: Db
  clock: Clock
  /** PUBLIC_URL and SHOP_EMAIL for the buyer's shipped and delivered mails. */
  mail?: OrderMailSettings | undefined
  /** MONITOR_DAYS: how long a delivered order's address stays watched. */
  monitorDays: number
}

/**
 * The owner's last leg of an order (docs/architecture.md#orders-stock-and-payment): a Confirmed order is
 * marked Shipped, a Shipped one Delivered, from the list of orders to ship.
 */
export function createFulfilmentService(deps: FulfilmentServiceDeps) {
  const mailSettings = deps.mail ?? DEFAULT_ORDER_MAIL_SETTINGS

  /**
   * Marks the order Shipped or Delivered; anything else is 409. The move goes through the one writer
   * (status, event with the admin's id and the tracking note, the buyer's mail) and the audit log.
   */
  async function updateStatus(
    admin: { id: number },
    orderUniqueId: string,
    to: 'Shipped' | 'Delivered',
    note?: string,
  ): Promise<{ orderUniqueId: string; status: OrderStatus }> {
    return deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderUniqueId)
      if (!order) throw notFound()
      const from = OrderStatusSchema.parse(order.status)
      if (!canTransition(from, to, 'admin')) {
        throw conflict(`A ${from} order cannot be marked ${to}.`, { status: from })
      }
      // contract/fulfilment.ts: the owner's list reads the tracking note back from the event's reason.
      const { applied } = await applyMoves(
        tx,
        [{ orderId: order.id, from, to, actor: 'admin', actorUserId: admin.id, note }],
        { ...mailSettings, now: deps.clock.now(), monitorDays: deps.monitorDays },
      )
      // The row is locked above, so the guard always matches; were it not to, say so loudly.
      if (!applied.has(order.id)) throw new Error(`order ${order.id} moved under its lock`)
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: to === 'Shipped' ? 'order.ship' : 'order.deliver',
        entityType: 'order',
        entityId: orderUniqueId,
        before: { status: from },
        after: { status: to, ...(note ? { note } : {}) },
        at: deps.clock.now(),
      })
      return { orderUniqueId, status: to }
    })
  }

  return { updateStatus }
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>
