import { randomUUID } from 'node:crypto'
import {
  filsToAed,
  isWithinReturnWindow,
  type RequestReturnBody,
  RETURN_LINE_PROBLEM_TEXTS,
  RETURN_PHOTOS_MAX,
  type Return,
  returnLinesProblem,
  returnWindowEndsAt,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import { detectImageKind } from '../../lib/image-kind.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { returnMails } from '../order-mail/order-mail.js'
import { iso, readReturn, toReturn, unitsOf } from './return-reads.js'
import type { ReturnsServiceDeps } from './returns-service-deps.js'
import {
  boughtLines,
  countFreePhotos,
  countUnattachedPhotos,
  findPhoto,
  insertPhoto,
  insertReturn,
  listReturns,
  lockOrderForReturn,
} from './returns.repo.js'

// The buyer's side of a return (docs/architecture.md#returns): what may still be returned, the photos, the
// request itself and the buyer's list.

/** Photos a buyer may have uploaded and not yet sent with a request: enough for a few tries. */
const UNATTACHED_PHOTOS_MAX = RETURN_PHOTOS_MAX * 3

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const

/** The window of a delivered order, or null when it was never delivered or the shop takes no returns. */
function windowOf(deliveredAt: Date | null, returnDays: number): Date | null {
  if (!deliveredAt || returnDays <= 0) return null
  return returnWindowEndsAt(deliveredAt, returnDays)
}

export function createBuyerReturns(deps: ReturnsServiceDeps) {
  const { db, clock } = deps

  return {
    /** What of the buyer's order may still be returned, and until when (404 for another's order). */
    async returnable(userId: number, orderUniqueId: string) {
      // The settings are read before the transaction: they may come from the database, which must not be
      // asked around an open transaction (docs/decisions/271).
      const { returnDays } = await deps.settings()
      return db.transaction(async (tx) => {
        const order = await lockOrderForReturn(tx, orderUniqueId, userId)
        if (!order) throw notFound('Order not found.')
        const delivered = order.status === 'Delivered' ? order.deliveredAt : null
        const windowEndsAt = windowOf(delivered, returnDays)
        const lines = await boughtLines(tx, order.id)
        return {
          orderId: order.orderUniqueId,
          windowEndsAt: iso(windowEndsAt),
          open: delivered !== null && isWithinReturnWindow(delivered, returnDays, clock.now()),
          lines: lines.map((line) => ({
            orderItemId: line.orderItemId,
            name: line.name,
            nameAr: line.nameAr,
            options: line.options,
            optionsAr: line.optionsAr,
            quantity: line.quantity,
            returnable: Math.max(0, line.quantity - line.unitsInReturns),
            unitPrice: filsToAed(line.unitPriceFils),
          })),
        }
      })
    },

    /** The buyer's request: checked against the order, the window and what earlier returns hold. */
    async request(userId: number, body: RequestReturnBody): Promise<Return> {
      const { returnDays } = await deps.settings()
      const returnId = await db.transaction(async (tx) => {
        const order = await lockOrderForReturn(tx, body.orderId, userId)
        if (!order) throw notFound('Order not found.')
        if (order.status !== 'Delivered')
          throw conflict('Only a delivered order can be returned.', { status: order.status })
        const now = clock.now()
        if (!order.deliveredAt || !isWithinReturnWindow(order.deliveredAt, returnDays, now)) {
          const endsAt = windowOf(order.deliveredAt, returnDays)
          throw conflict(
            returnDays <= 0
              ? 'This shop does not take returns.'
              : `The return window of this order closed on ${endsAt?.toISOString().slice(0, 10) ?? '-'}.`,
            { windowEndsAt: iso(endsAt) },
          )
        }
        const bought = await boughtLines(tx, order.id)
        const problem = returnLinesProblem(bought, body.lines)
        if (problem) {
          const message = RETURN_LINE_PROBLEM_TEXTS[problem.problem]
          const index = body.lines.findIndex((line) => line.orderItemId === problem.orderItemId)
          throw badRequest(message, {
            body: [{ path: ['lines', Math.max(index, 0), 'units'], message }],
            orderItemId: problem.orderItemId,
          })
        }
        const photoIds = [...new Set(body.photoIds)]
        if ((await countFreePhotos(tx, userId, photoIds)) !== photoIds.length) {
          const message = 'A photo was not found or is already sent with a return; upload it again.'
          throw badRequest(message, { body: [{ path: ['photoIds'], message }] })
        }
        const id = await insertReturn(tx, {
          orderId: order.id,
          userId,
          reason: body.reason,
          lines: body.lines,
          photoIds,
          at: now,
        })
        await enqueueMail(
          tx,
          await returnMails(tx, {
            orderId: order.id,
            step: 'requested',
            units: unitsOf(body.lines),
            publicUrl: deps.mail.publicUrl,
          }),
          now,
        )
        return id
      })
      const { row, lines, photoIds } = await readReturn(db, returnId)
      return toReturn(row, lines, photoIds)
    },

    /** The buyer's returns, newest first, optionally of one order. */
    async listForBuyer(userId: number, orderUniqueId?: string): Promise<Return[]> {
      const where =
        orderUniqueId === undefined
          ? sql`r.user_id = ${userId}::int`
          : sql`r.user_id = ${userId}::int and o.order_unique_id = ${orderUniqueId}`
      const { returns, lines, photos } = await listReturns(db, where)
      return returns.map((row) => toReturn(row, lines, photos.get(row.id) ?? []))
    },

    /** A photo for a return to come: the bytes decide the type; kept private to the buyer and staff. */
    async uploadPhoto(userId: number, bytes: Buffer): Promise<{ photoId: string }> {
      const kind = detectImageKind(bytes)
      if (!kind) throw badRequest('Send a photo: JPEG, PNG or WebP.')
      if ((await countUnattachedPhotos(db, userId)) >= UNATTACHED_PHOTOS_MAX) {
        throw conflict('You have uploaded many photos without sending a return; send your request first.')
      }
      const photoId = randomUUID()
      await insertPhoto(db, {
        id: photoId,
        userId,
        contentType: CONTENT_TYPES[kind],
        content: bytes,
        at: clock.now(),
      })
      return { photoId }
    },

    /** A photo's bytes for its buyer (userId) or for staff (null); 404 for anything else. */
    async photo(photoId: string, userId: number | null) {
      const photo = await findPhoto(db, photoId, userId)
      if (!photo) throw notFound('Photo not found.')
      return photo
    },
  }
}
