import {
  type IdentityCheck,
  type IdentityDocumentKind,
  type IdentityDocumentSide,
  type IdentityFileType,
  REQUIRED_SIDES,
} from '@shop/contract'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js'
import { IdentityFileRefused, sanitiseIdentityFile, sniffIdentityFile } from './identity-files.js'
import { AWAITING, findOrderWithBuyer, insertDocuments, listDocumentsOfOrder } from './identity.repo.js'
import type { IdentityCheckView } from './identity-check-view.js'
import { notAwaiting, type IdentityDeps, type UploadedPart } from './identity-service-deps.js'

// The buyer's side of an identity check: reading their own held order's check and sending its documents.

/** Files one held order may collect (re-sent photos included), so an account cannot fill the disk. */
export const MAX_DOCUMENTS_PER_ORDER = 12

export function createIdentityUploads(
  deps: Pick<IdentityDeps, 'db' | 'clock' | 'files'>,
  checks: IdentityCheckView,
) {
  /** The buyer's own order's check; another buyer's order is 404, as if it did not exist. */
  async function checkForBuyer(userId: number, orderUniqueId: string): Promise<IdentityCheck> {
    const order = await findOrderWithBuyer(deps.db, orderUniqueId, { userId })
    if (!order) throw notFound()
    return checks.view(order)
  }

  /**
   * Stores the buyer's document for their held order: the sides its kind needs, each a JPEG, PNG or PDF by
   * its content (415 otherwise). Files are written first, then their rows; a failure removes the files.
   */
  async function upload(
    userId: number,
    orderUniqueId: string,
    kind: IdentityDocumentKind,
    parts: readonly UploadedPart[],
  ): Promise<IdentityCheck> {
    const order = await findOrderWithBuyer(deps.db, orderUniqueId, { userId })
    if (!order) throw notFound()
    if (order.status !== AWAITING) throw notAwaiting(order.status)
    const needed = REQUIRED_SIDES[kind]
    const sides = parts.map((part) => part.side)
    const missing = needed.filter((side) => !sides.includes(side))
    const extra = sides.filter((side) => !needed.includes(side))
    if (missing.length > 0 || extra.length > 0 || new Set(sides).size !== sides.length) {
      const message =
        kind === 'emiratesId'
          ? 'Send both sides of the Emirates ID, as the files "front" and "back".'
          : 'Send the photo page of the passport as the file "front".'
      throw badRequest(message, { body: [{ path: missing[0] ?? extra[0] ?? 'front', message }] })
    }
    const typed = parts.map((part) => ({ ...part, type: sniffIdentityFile(part.bytes) }))
    if (typed.some((part) => part.type === null)) {
      throw new AppError(415, 'Send a photo (JPEG or PNG) or a PDF of the document.')
    }
    const existing = await listDocumentsOfOrder(deps.db, order.id)
    if (existing.length + parts.length > MAX_DOCUMENTS_PER_ORDER) {
      throw conflict('This order already has the documents it can take; the shop will review them.')
    }
    // What is kept, and later handed to the owner, is the file decoded and written afresh (decision 171).
    const cleaned: { side: IdentityDocumentSide; type: IdentityFileType; bytes: Buffer }[] = []
    for (const part of typed) {
      const type = part.type ?? 'application/pdf'
      try {
        cleaned.push({ side: part.side, type, bytes: await sanitiseIdentityFile(part.bytes, type) })
      } catch (error) {
        if (!(error instanceof IdentityFileRefused)) throw error
        throw badRequest(
          error.message,
          { body: [{ path: part.side, message: error.message }] },
          error.reason === 'unsafe' ? 'IDENTITY_FILE_UNSAFE' : 'IDENTITY_FILE_UNREADABLE',
        )
      }
    }
    const now = deps.clock.now()
    const saved: string[] = []
    try {
      for (const part of cleaned) saved.push(await deps.files.save(part.bytes))
      await insertDocuments(
        deps.db,
        cleaned.map((part, index) => ({
          orderId: order.id,
          userId,
          kind,
          side: part.side,
          contentType: part.type,
          sizeBytes: part.bytes.length,
          storedName: saved[index] ?? '',
          createdAt: now,
          updatedAt: now,
        })),
      )
    } catch (error) {
      await Promise.all(saved.map((name) => deps.files.remove(name)))
      throw error
    }
    return checks.view(order)
  }

  return { checkForBuyer, upload }
}
