import {
  canMoveReturn,
  type OwnerReturn,
  type ReceiveReturnBody,
  refundGrossSats,
  SATS_PER_BTC,
} from '@shop/contract'
import { conflict, unavailable } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { returnMails } from '../order-mail/order-mail.js'
import { lockedRateOfOrder, recordRefund } from '../refunds/refund-records.js'
import { adjustStock } from '../stock/stock-ledger.repo.js'
import { issueReturnCreditNote, returnCreditOf } from '../tax-documents/tax-document-issue.repo.js'
import { readReturn, toOwnerReturn, unitsOf } from './return-reads.js'
import type { ReturnsServiceDeps } from './returns-service-deps.js'
import { updateReturn } from './returns.repo.js'

// The receipt of a returned parcel (docs/architecture.md#returns): the step that credits, refunds and restocks.

export function createReturnReceipt(deps: ReturnsServiceDeps) {
  const { db, clock } = deps

  return {
    /**
     * The parcel arrived: credits exactly the returned units (a credit note where the order has an invoice),
     * makes the refund the buyer claims (valued by the owner's rule for returns), and, when resaleable, puts
     * the units back into stock. All in one transaction: a failure leaves the return accepted.
     */
    async receive(actor: { id: number }, returnId: number, body: ReceiveReturnBody): Promise<OwnerReturn> {
      const rule = (await deps.settings()).refundRules.approvedReturn
      await db.transaction(async (tx) => {
        const { row, lines } = await readReturn(tx, returnId, true)
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
      const { row, lines, photoIds } = await readReturn(db, returnId)
      return toOwnerReturn(row, lines, photoIds)
    },
  }
}
