import {
  filsToAed,
  type IdentityCheck,
  type IdentityDocument,
  IdentityDocumentKindSchema,
  IdentityDocumentSideSchema,
  IdentityFileTypeSchema,
  identityReviewDeadline,
  identityStockHeldUntil,
  OrderStatusSchema,
} from '@shop/contract'
import {
  AWAITING,
  type HeldOrderRow,
  type IdentityDocumentRow,
  listDocumentsOfOrder,
} from './identity.repo.js'
import { documentHoldMinutesOf, type IdentityDeps } from './identity-service-deps.js'

// How a held order's check reads, the same for the buyer's page and the owner's review: one writer of its
// deadline, its stock hold and its documents' wire shape.

const documentToWire = (row: IdentityDocumentRow): IdentityDocument => ({
  id: row.id,
  kind: IdentityDocumentKindSchema.parse(row.kind),
  side: IdentityDocumentSideSchema.parse(row.side),
  contentType: IdentityFileTypeSchema.parse(row.contentType),
  sizeBytes: row.sizeBytes,
  uploadedAt: row.createdAt.toISOString(),
})

const deadlineDateOf = (order: Pick<HeldOrderRow, 'createdAt' | 'expiresAt' | 'status'>) =>
  order.status === AWAITING && order.expiresAt ? order.expiresAt : identityReviewDeadline(order.createdAt)
export const deadlineOf = (order: Pick<HeldOrderRow, 'createdAt' | 'expiresAt' | 'status'>) =>
  deadlineDateOf(order).toISOString()

export const buyerOf = (order: HeldOrderRow) => ({
  id: order.userId,
  name: `${order.firstName} ${order.lastName}`.trim(),
  email: order.email,
})

export function createIdentityCheckView(deps: Pick<IdentityDeps, 'db' | 'documentHoldMinutes'>) {
  const holdMinutes = documentHoldMinutesOf(deps)
  /** Until when the order's items are reserved for it; null once they went back (or it is decided). */
  const stockHeldUntil = (order: HeldOrderRow, documentCount: number): string | null => {
    if (order.status !== AWAITING) return null
    const until = identityStockHeldUntil({
      createdAt: order.createdAt,
      reviewDeadline: deadlineDateOf(order),
      stockReleasedAt: order.stockReleasedAt,
      hasDocuments: documentCount > 0,
      holdMinutes,
    })
    return until ? until.toISOString() : null
  }

  async function view(order: HeldOrderRow): Promise<IdentityCheck> {
    const documents = await listDocumentsOfOrder(deps.db, order.id)
    return {
      orderId: order.orderUniqueId,
      status: OrderStatusSchema.parse(order.status),
      totalPrice: filsToAed(order.totalFils),
      reviewDeadline: deadlineOf(order),
      stockHeldUntil: stockHeldUntil(order, documents.length),
      documents: documents.map(documentToWire),
    }
  }

  return { stockHeldUntil, view }
}

export type IdentityCheckView = ReturnType<typeof createIdentityCheckView>
