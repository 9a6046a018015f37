import {
  filsToAed,
  IdentityFileTypeSchema,
  type OwnerIdentityCheck,
  type OwnerIdentityCheckListItem,
} from '@shop/contract'
import { notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { EXTENSION_OF } from './identity-files.js'
import { findVerifiedIdentity } from './identity-reads.repo.js'
import { findDocument, findOrderWithBuyer, listHeldOrders } from './identity.repo.js'
import { buyerOf, deadlineOf, type IdentityCheckView } from './identity-check-view.js'
import type { IdentityDeps } from './identity-service-deps.js'

// What the owner reads before deciding: the held orders, one order's check and the documents themselves
// (each read of a document audited).

export function createIdentityOwnerReads(
  deps: Pick<IdentityDeps, 'db' | 'clock' | 'files'>,
  checks: IdentityCheckView,
) {
  /** The owner's list of orders awaiting a decision. */
  async function listForOwner(): Promise<OwnerIdentityCheckListItem[]> {
    const rows = await listHeldOrders(deps.db)
    return rows.map((row) => ({
      orderId: row.orderUniqueId,
      createdAt: row.createdAt.toISOString(),
      reviewDeadline: deadlineOf(row),
      stockHeldUntil: checks.stockHeldUntil(row, Number(row.documentCount)),
      totalPrice: filsToAed(row.totalFils),
      buyer: buyerOf(row),
      documentCount: Number(row.documentCount),
    }))
  }

  /** One order's check for the owner (any status: the history stays readable after the decision). */
  async function checkForOwner(orderUniqueId: string): Promise<OwnerIdentityCheck> {
    const order = await findOrderWithBuyer(deps.db, orderUniqueId)
    if (!order) throw notFound()
    const [check, verified] = await Promise.all([
      checks.view(order),
      findVerifiedIdentity(deps.db, order.userId),
    ])
    return {
      ...check,
      createdAt: order.createdAt.toISOString(),
      buyer: buyerOf(order),
      verified: verified
        ? {
            at: verified.verifiedAt.toISOString(),
            kind: verified.kind,
            byUserId: verified.verifiedByUserId,
            name: verified.approvedName,
          }
        : null,
    }
  }

  /**
   * A document's bytes for the owner, with a download name that says nothing of the buyer's file. Every read is
   * an audit row (who, which document, when), written before the bytes leave: no audit row, no document.
   */
  async function documentForOwner(actorUserId: number, id: number) {
    const row = await findDocument(deps.db, id)
    if (!row) throw notFound()
    const type = IdentityFileTypeSchema.parse(row.contentType)
    const bytes = await deps.files.read(row.storedName)
    await recordAudit(deps.db, {
      actorUserId,
      action: 'identity_document.read',
      entityType: 'identity_document',
      entityId: row.id,
      after: { orderId: row.orderId, buyerId: row.userId, kind: row.kind, side: row.side },
      at: deps.clock.now(),
    })
    return { bytes, contentType: type, fileName: `identity-${row.id}-${row.side}.${EXTENSION_OF[type]}` }
  }

  return { listForOwner, checkForOwner, documentForOwner }
}
