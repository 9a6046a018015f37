import {
  DEFAULT_SHOP_SETTINGS,
  type ApproveIdentityBody,
  paymentExpiresAt,
  paymentWindowsMs,
} from '@shop/contract'
import { conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { applyMoves } from '../orders/order-moves.repo.js'
import {
  AWAITING,
  findOrderWithBuyer,
  insertOrderPayment,
  insertVerification,
  listDocumentsOfOrder,
} from './identity.repo.js'
import { moveSettingsOf, notAwaiting, type IdentityDeps } from './identity-service-deps.js'

// The owner's decision on a held order: approval opens its payment window, rejection cancels it.

export function createIdentityReview(deps: IdentityDeps) {
  /**
   * The owner approves: the order becomes Pending and its payment window (the large-order window) starts now, with the rate
   * locked and the address taken now (as create-order does for an order that is not held). The account
   * keeps the verification, so its next large orders within KYC_VALID_DAYS go straight to Pending. The owner
   * states what the document shows (`facts`): stored with the approval, its name is the one invoices carry, and
   * a rename of the account voids the approval (decision 172).
   */
  async function approve(adminId: number, orderUniqueId: string, facts: ApproveIdentityBody) {
    const order = await findOrderWithBuyer(deps.db, orderUniqueId)
    if (!order) throw notFound()
    if (order.status !== AWAITING) throw notAwaiting(order.status)
    const documents = await listDocumentsOfOrder(deps.db, order.id)
    const latest = documents.at(-1)
    if (!latest) throw conflict('The buyer has not sent a document yet.')
    // Its stock went back while no document came: it sells at the day's price, taking the stock now
    // (docs/decisions/169). Priced before the rate is locked, so the amount asked is the new total's.
    const requoted = order.stockReleasedAt ? await deps.requote(order.id) : null
    const totalFils = requoted?.totalFils ?? order.totalFils
    const settings = deps.settings ? await deps.settings.current() : null
    const now = deps.clock.now()
    const expiresAt = paymentExpiresAt(
      {
        status: 'Pending',
        createdAt: order.createdAt,
        insufficientAt: null,
        failedAt: null,
        payableFrom: now,
        // Held for its size: the large-order window, from the approval.
        large: true,
      },
      paymentWindowsMs(settings ?? DEFAULT_SHOP_SETTINGS, deps.largeOrderPaymentWindowMinutes),
    )
    if (!expiresAt) throw new Error('a Pending order has a payment window')
    // 503 without a fresh rate, before anything is written or an address taken.
    const prepared = await deps.payments.preparePayment({ totalFils, expiresAt })
    let stockTaken: number[] = []
    const approved = await deps.db.transaction(async (tx) => {
      const locked = await findOrderWithBuyer(tx, orderUniqueId, { forUpdate: true })
      if (!locked || locked.status !== AWAITING) throw notAwaiting(locked?.status ?? 'unknown')
      // The sweep gave the stock back after the read above: price it as such (the owner approves again).
      if ((locked.stockReleasedAt === null) !== (requoted === null)) {
        throw conflict('This order changed while you were approving it: open it again and approve.')
      }
      if (requoted) stockTaken = await requoted.take(tx, { actorUserId: adminId, at: now })
      await insertOrderPayment(tx, order.id, await prepared.takeAddress(tx), now)
      const { applied } = await applyMoves(
        tx,
        [
          {
            orderId: order.id,
            from: AWAITING,
            to: 'Pending',
            actor: 'admin',
            actorUserId: adminId,
            anchors: { insufficientAt: null, failedAt: null, expiresAt },
            payableFrom: now,
          },
        ],
        moveSettingsOf(deps),
      )
      if (!applied.has(order.id)) throw new Error(`order ${order.id} moved under its lock`)
      await insertVerification(tx, {
        userId: order.userId,
        orderId: order.id,
        kind: latest.kind,
        verifiedAt: now,
        verifiedByUserId: adminId,
        approvedName: facts.name,
        documentNumber: facts.documentNumber,
        dateOfBirth: facts.dateOfBirth,
      })
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'order.identity_approve',
        entityType: 'order',
        entityId: order.orderUniqueId,
        before: { status: AWAITING },
        // The document number and birth date stay in their table, not copied into the audit trail.
        after: {
          status: 'Pending',
          documentKind: latest.kind,
          buyerId: order.userId,
          approvedName: facts.name,
          ...(requoted ? { repricedTotalFils: totalFils, previousTotalFils: order.totalFils } : {}),
        },
        at: now,
      })
      return { orderId: order.orderUniqueId, status: 'Pending' as const }
    })
    if (stockTaken.length > 0) deps.onStockTaken?.(stockTaken)
    return approved
  }

  /** The owner rejects, with a reason told to the buyer: the order is cancelled and its stock comes back. */
  async function reject(adminId: number, orderUniqueId: string, reason: string) {
    return deps.db.transaction(async (tx) => {
      const order = await findOrderWithBuyer(tx, orderUniqueId, { forUpdate: true })
      if (!order) throw notFound()
      if (order.status !== AWAITING) throw notAwaiting(order.status)
      const now = deps.clock.now()
      await applyMoves(
        tx,
        [
          {
            orderId: order.id,
            from: AWAITING,
            to: 'Cancelled',
            actor: 'admin',
            actorUserId: adminId,
            note: reason,
          },
        ],
        moveSettingsOf(deps),
      )
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'order.identity_reject',
        entityType: 'order',
        entityId: order.orderUniqueId,
        before: { status: AWAITING },
        after: { status: 'Cancelled', reason },
        at: now,
      })
      return { orderId: order.orderUniqueId, status: 'Cancelled' as const }
    })
  }

  return { approve, reject }
}
