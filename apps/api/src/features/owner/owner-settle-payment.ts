import { formatBtc, UNFULFILLED_STATUSES, type SettlePaymentBody } from '@shop/contract'
import type { Tx } from '../../db/client.js'
import { conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { type OrderMailSettings, refundRecordedMails } from '../order-mail/order-mail.js'
import { applyMoves, MoveStockShortError } from '../orders/order-moves.repo.js'
import { issueCreditNote } from '../tax-documents/tax-document-issue.repo.js'
import { describeReviewed, review } from './owner-payments-to-settle.js'
import {
  cancelledBy,
  insertSettlement,
  listOrdersWithMoneyToReview,
  lockOrder,
  type OrderMoneyRow,
  withdrawUnpaidRefunds,
} from './owner.repo.js'
import type { OwnerServiceDeps } from './owner-service-deps.js'

/**
 * docs/architecture.md#orders-stock-and-payment: the owner honours money paid to a Cancelled or Timeout order by re-opening it as Processing
 * (the watcher confirms it as any other), with its stock reserved again. Refused (409) when the money does
 * not cover the order, when the buyer cancelled it, or when a product has run out meanwhile.
 */
async function honourClosedOrder(
  tx: Tx,
  row: OrderMoneyRow,
  by: { adminId: number; note: string; at: Date },
  mailSettings: OrderMailSettings,
): Promise<number[]> {
  if (row.confirmedSats < row.expectedSats) {
    throw conflict(
      `Only ${formatBtc(row.confirmedSats)} of ${formatBtc(row.expectedSats)} BTC arrived: refund it instead.`,
    )
  }
  if ((await cancelledBy(tx, row.orderId)) === 'buyer') {
    throw conflict('The buyer cancelled this order: refund the money instead.')
  }
  try {
    // The one writer re-opens it: status, event, stock taken again, NOTIFY and the buyer's mail.
    const { stockTaken } = await applyMoves(
      tx,
      [
        {
          orderId: row.orderId,
          from: row.status,
          to: 'Processing',
          actor: 'admin',
          actorUserId: by.adminId,
          note: by.note,
        },
      ],
      { ...mailSettings, now: by.at, monitorDays: 0 },
    )
    return stockTaken
  } catch (error) {
    if (error instanceof MoveStockShortError) {
      throw conflict(`Not enough stock to honour this order: ${error.short.join(', ')}. Refund it instead.`)
    }
    throw error
  }
}

/** The owner's settling of money an order owes its buyer: refunded, or honoured by fulfilling the order. */
export function createPaymentSettlement(
  deps: Pick<OwnerServiceDeps, 'db' | 'clock' | 'mail' | 'onStockTaken'>,
) {
  return {
    /**
     * Records that the owner refunded or honoured everything still open on the order. The order row is
     * locked first, so two owners settling at once settle it once; 409 when nothing confirmed is open.
     */
    async settle(admin: { id: number }, orderUniqueId: string, body: SettlePaymentBody) {
      let stockTaken: number[] = []
      const settled = await deps.db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderUniqueId)
        if (!order) throw notFound('Order not found.')
        // Honouring keeps the money: refunds of it not yet in a payout are withdrawn (docs/architecture.md#refunds-and-payouts).
        if (body.action === 'honoured') await withdrawUnpaidRefunds(tx, order.id)
        const [row] = await listOrdersWithMoneyToReview(tx, { orderUniqueId })
        const entry = row ? review(row) : undefined
        if (!entry || entry.openSats === 0n) {
          throw conflict(
            entry?.needsAttention
              ? 'The money on this order is not confirmed yet; settle it once it confirms.'
              : 'Nothing is owed on this order.',
          )
        }
        const now = deps.clock.now()
        let settledRow = entry.row
        if (body.action === 'honoured' && UNFULFILLED_STATUSES.includes(entry.row.status)) {
          stockTaken = await honourClosedOrder(
            tx,
            entry.row,
            { adminId: admin.id, note: body.note, at: now },
            deps.mail,
          )
          settledRow = { ...entry.row, status: 'Processing' }
        }
        if (body.action === 'refunded') {
          // A refund of an order the shop will not fulfil cancels its tax invoice: a tax credit note, numbered
          // in this transaction (docs/architecture.md#tax-invoices). An overpayment refunded leaves the sale as it was.
          const creditNoteId = UNFULFILLED_STATUSES.includes(entry.row.status)
            ? await issueCreditNote(tx, order.id, now)
            : null
          // The buyer hears that their money is on its way back, in this same transaction, with the credit note.
          const mails = await refundRecordedMails(tx, {
            orderId: order.id,
            refundedSats: entry.openSats,
            note: body.note,
          })
          await enqueueMail(
            tx,
            creditNoteId === null
              ? mails
              : mails.map((mail) => ({
                  ...mail,
                  message: { ...mail.message, attachments: [{ taxDocumentId: creditNoteId }] },
                })),
            now,
          )
        }
        await insertSettlement(tx, {
          orderId: order.id,
          action: body.action,
          amountSats: entry.openSats,
          note: body.note,
          settledByUserId: admin.id,
          settledAt: now,
          createdAt: now,
          updatedAt: now,
        })
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: body.action === 'refunded' ? 'order.refund' : 'order.honour',
          entityType: 'order',
          entityId: orderUniqueId,
          before: { status: entry.row.status, openSats: entry.openSats.toString() },
          after: { status: settledRow.status, settledSats: entry.openSats.toString(), note: body.note },
          at: now,
        })
        const settled = { ...settledRow, settledSats: entry.row.settledSats + entry.openSats }
        const [described] = await describeReviewed(tx, [review(settled)])
        if (!described) throw new Error('settled order vanished')
        return described
      })
      if (stockTaken.length > 0) deps.onStockTaken(stockTaken)
      return settled
    },
  }
}
