import { randomUUID } from 'node:crypto'
import {
  canMoveReturn,
  filsToAed,
  isWithinReturnWindow,
  type OwnerReturn,
  type ReceiveReturnBody,
  refundGrossSats,
  type RequestReturnBody,
  RETURN_LINE_PROBLEM_TEXTS,
  RETURN_PHOTOS_MAX,
  type Return,
  type ReturnDecisionBody,
  returnLinesProblem,
  returnWindowEndsAt,
  SATS_PER_BTC,
  type ShopSettings,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, conflict, notFound, unavailable } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { detectImageKind } from '../../lib/image-kind.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { returnMails } from '../order-mail/order-mail.js'
import { lockedRateOfOrder, recordRefund } from '../refunds/refund-records.js'
import { adjustStock } from '../stock/stock-ledger.repo.js'
import { issueReturnCreditNote, returnCreditOf } from '../tax-documents/tax-document-issue.repo.js'
import {
  boughtLines,
  countFreePhotos,
  countUnattachedPhotos,
  findPhoto,
  insertPhoto,
  insertReturn,
  listReturns,
  lockOrderForReturn,
  type ReturnLineRow,
  type ReturnRow,
  updateReturn,
} from './returns.repo.js'

// docs/architecture.md#returns: a buyer returns some units of a delivered order within the owner's return
// window, with a reason and photos; the owner accepts or refuses; on receipt the shop credits exactly those
// units (a tax credit note), makes the refund the buyer claims like any other, and puts resaleable units back
// into stock through the ledger.

export interface ReturnsServiceDeps {
  db: Db
  clock: Clock
  settings: () => Promise<ShopSettings>
  /** The day's BTC/AED rate in fils per BTC, or null when none is fresh. */
  dayRate: () => bigint | null
  mail: { publicUrl: string }
}

/** Photos a buyer may have uploaded and not yet sent with a request: enough for a few tries. */
const UNATTACHED_PHOTOS_MAX = RETURN_PHOTOS_MAX * 3

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const

const iso = (at: Date | null) => (at ? at.toISOString() : null)

function toReturn(row: ReturnRow, lines: readonly ReturnLineRow[], photoIds: readonly string[]): Return {
  return {
    returnId: row.id,
    orderId: row.orderUniqueId,
    state: row.state,
    reason: row.reason,
    ownerNote: row.ownerNote,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({
        orderItemId: line.orderItemId,
        name: line.name,
        nameAr: line.nameAr,
        options: line.options,
        optionsAr: line.optionsAr,
        units: line.units,
        unitPrice: filsToAed(line.unitPriceFils),
      })),
    photoIds: [...photoIds],
    requestedAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    receivedAt: iso(row.receivedAt),
    credit: row.creditFils === null ? null : filsToAed(row.creditFils),
    creditNoteNumber: row.creditNoteNumber,
    refundId: row.refundId,
  }
}

const toOwnerReturn = (
  row: ReturnRow,
  lines: readonly ReturnLineRow[],
  photoIds: readonly string[],
): OwnerReturn => ({
  ...toReturn(row, lines, photoIds),
  buyer: { name: row.buyerName, email: row.buyerEmail },
  resaleable: row.resaleable,
})

const unitsOf = (lines: readonly { units: number }[]) => lines.reduce((sum, line) => sum + line.units, 0)

export function createReturnsService(deps: ReturnsServiceDeps) {
  const { db, clock } = deps

  async function readOne(tx: DbOrTx, returnId: number, lock = false) {
    const { returns, lines, photos } = await listReturns(tx, sql`r.id = ${returnId}::int`, lock)
    const row = returns[0]
    if (!row) throw notFound('Return not found.')
    return { row, lines, photoIds: photos.get(row.id) ?? [] }
  }

  /** The window of a delivered order, or null when it was never delivered or the shop takes no returns. */
  function windowOf(deliveredAt: Date | null, returnDays: number): Date | null {
    if (!deliveredAt || returnDays <= 0) return null
    return returnWindowEndsAt(deliveredAt, returnDays)
  }

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
      const { row, lines, photoIds } = await readOne(db, returnId)
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

    /** Returns for the owner, newest first: open ones (requested, accepted or received) by default. */
    async listForOwner(filter: 'open' | 'all'): Promise<OwnerReturn[]> {
      const where = filter === 'open' ? sql`r.state in ('requested', 'accepted', 'received')` : sql`true`
      const { returns, lines, photos } = await listReturns(db, where)
      return returns.map((row) => toOwnerReturn(row, lines, photos.get(row.id) ?? []))
    },

    /** Accepts (with where to send the items) or refuses (with why) a requested return, once. */
    async decide(actor: { id: number }, returnId: number, body: ReturnDecisionBody): Promise<OwnerReturn> {
      await db.transaction(async (tx) => {
        const { row, lines } = await readOne(tx, returnId, true)
        if (!canMoveReturn(row.state, body.decision)) {
          throw conflict(`This return is ${row.state}; it can no longer be ${body.decision}.`, {
            state: row.state,
          })
        }
        const now = clock.now()
        await updateReturn(tx, returnId, {
          state: body.decision,
          at: now,
          ownerNote: body.note,
          decidedByUserId: actor.id,
        })
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: `return.${body.decision}`,
          entityType: 'return',
          entityId: returnId,
          before: { state: row.state },
          after: { state: body.decision, note: body.note },
          at: now,
        })
        await enqueueMail(
          tx,
          await returnMails(tx, {
            orderId: row.orderId,
            step: body.decision,
            units: unitsOf(lines),
            publicUrl: deps.mail.publicUrl,
            note: body.note,
          }),
          now,
        )
      })
      const { row, lines, photoIds } = await readOne(db, returnId)
      return toOwnerReturn(row, lines, photoIds)
    },

    /**
     * The parcel arrived: credits exactly the returned units (a credit note where the order has an invoice),
     * makes the refund the buyer claims (valued by the owner's rule for returns), and, when resaleable, puts
     * the units back into stock. All in one transaction: a failure leaves the return accepted.
     */
    async receive(actor: { id: number }, returnId: number, body: ReceiveReturnBody): Promise<OwnerReturn> {
      const rule = (await deps.settings()).refundRules.approvedReturn
      await db.transaction(async (tx) => {
        const { row, lines } = await readOne(tx, returnId, true)
        if (!canMoveReturn(row.state, 'received')) {
          throw conflict(`This return is ${row.state}; only an accepted return can be received.`, {
            state: row.state,
          })
        }
        const now = clock.now()
        const credit = await returnCreditOf(tx, returnId)
        const lockedFilsPerBtc = await lockedRateOfOrder(tx, row.orderId)
        if (lockedFilsPerBtc === null || lockedFilsPerBtc <= 0n) {
          throw conflict('This order has no locked BTC rate to value its refund.')
        }
        const dayFilsPerBtc = rule === 'aed' ? deps.dayRate() : null
        if (rule === 'aed' && dayFilsPerBtc === null) {
          throw unavailable('The BTC/AED rate is not available right now; try again in a minute.')
        }
        // What the credited AED were in the order's bitcoin: the satoshis the buyer paid for those goods.
        const receivedSats = (BigInt(credit.totals.grossFils) * SATS_PER_BTC) / lockedFilsPerBtc
        const amountSats = refundGrossSats({ rule, receivedSats, lockedFilsPerBtc, dayFilsPerBtc })
        const creditNoteId = await issueReturnCreditNote(tx, returnId, credit, now)
        // The receipt's mail before the claim's: the buyer reads what was credited, then where to claim it.
        await enqueueMail(
          tx,
          await returnMails(tx, {
            orderId: row.orderId,
            step: 'received',
            units: unitsOf(lines),
            publicUrl: deps.mail.publicUrl,
            creditFils: credit.totals.grossFils,
            creditNoteId,
          }),
          now,
        )
        const refundId =
          amountSats > 0n
            ? await recordRefund(
                tx,
                {
                  orderId: row.orderId,
                  userId: row.userId,
                  kind: 'approvedReturn',
                  rule,
                  receivedSats,
                  lockedFilsPerBtc,
                  dayFilsPerBtc,
                  amountSats,
                },
                { at: now, publicUrl: deps.mail.publicUrl },
              )
            : null
        await updateReturn(tx, returnId, {
          state: 'received',
          at: now,
          receivedByUserId: actor.id,
          resaleable: body.resaleable,
          creditFils: credit.totals.grossFils,
          refundId,
        })
        if (body.resaleable) {
          for (const line of lines) {
            await adjustStock(tx, {
              productId: line.productId,
              delta: line.units,
              reason: 'returned',
              note: `Return ${returnId} of order ${row.orderUniqueId}`,
              orderId: row.orderId,
              actorUserId: actor.id,
              at: now,
            })
          }
        }
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'return.received',
          entityType: 'return',
          entityId: returnId,
          before: { state: row.state },
          after: {
            state: 'received',
            resaleable: body.resaleable,
            creditFils: credit.totals.grossFils,
            refundId,
            refundSats: amountSats.toString(),
          },
          at: now,
        })
      })
      const { row, lines, photoIds } = await readOne(db, returnId)
      return toOwnerReturn(row, lines, photoIds)
    },
  }
}

export type ReturnsService = ReturnType<typeof createReturnsService>
