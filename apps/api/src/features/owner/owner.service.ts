import {
  CURRENCY,
  filsToAed,
  placedLineFigures,
  toOrderLineFigures,
  FulfilmentStatusSchema,
  formatBtc,
  noteOfEventReason,
  OPEN_PAYMENT_ALERT_KINDS,
  type OwnerOrder,
  type OwnerOrdersQuery,
  statusesOfFulfilmentFilter,
  openToSettleSats,
  owedToBuyer,
  satsToBtc,
  UNFULFILLED_STATUSES,
  unusedAddressRuns,
  walletGapAlert,
  type PaymentToSettle,
  type PaymentsToSettleQuery,
  type SettlePaymentBody,
  type WalletHealth,
  WALLET_GAP_LIMIT,
  isEmirate,
  storedLineOptions,
} from '@shop/contract'
import type { Db, DbOrTx, Tx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import {
  addressUseOfWallet,
  cancelledBy,
  countOrdersInStatuses,
  type FulfilmentOrderRow,
  insertSettlement,
  listLinesOfOrders,
  listOrdersInStatuses,
  listBuyers,
  listOrdersWithMoneyToReview,
  listPaymentsOfOrders,
  listSettlementsOfOrders,
  lockOrder,
  type OrderMoneyRow,
  withdrawUnpaidRefunds,
} from './owner.repo.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { type OrderMailSettings, refundRecordedMails } from '../order-mail/order-mail.js'
import { applyMoves, MoveStockShortError } from '../orders/order-moves.repo.js'
import { issueCreditNote } from '../tax-documents/tax-document-issue.repo.js'

export interface OwnerServiceDeps {
  db: Db
  clock: Clock
  /** The merchant wallet whose addresses the gap-limit figures are about. */
  wallet: { fingerprint: string; network: string }
  /** WALLET_GAP_LIMIT: the gap limit the owner's wallet scans; the wallet view alerts as runs near it. */
  walletGapLimit: number
  /** PUBLIC_URL and SHOP_EMAIL for the buyer's mails (order honoured, refund recorded). */
  mail: OrderMailSettings
  /** Told of the products an honoured order took stock of again, after it committed: the low-stock mail. */
  onStockTaken: (productIds: number[]) => void
}

interface Reviewed {
  row: OrderMoneyRow
  owedSats: bigint
  openSats: bigint
  reason: PaymentToSettle['reason']
  /** Open, or late money still waiting for its confirmation: the owner should see it coming. */
  needsAttention: boolean
}

function review(row: OrderMoneyRow): Reviewed {
  const { owedSats, reason } = owedToBuyer(row)
  const openSats = openToSettleSats(owedSats, row.settledSats)
  const unconfirmedOnClosedOrder = UNFULFILLED_STATUSES.includes(row.status) && row.unconfirmedSats > 0n
  return { row, owedSats, openSats, reason, needsAttention: openSats > 0n || unconfirmedOnClosedOrder }
}

const matchesState = (state: PaymentsToSettleQuery['state']) => (entry: Reviewed) =>
  state === 'all' ||
  (state === 'open' ? entry.needsAttention : !entry.needsAttention && entry.row.settledSats > 0n)

const btc = satsToBtc

/** An order line as sold, in the owner's wire shape: the options by name, the line total in AED. */
export function toOwnerLine(line: Awaited<ReturnType<typeof listLinesOfOrders>>[number]) {
  return {
    id: line.id,
    productName: line.productName,
    productNameAr: line.productNameAr,
    sku: line.sku,
    // The names the line kept when it was bought, Arabic too where it kept them (docs/decisions/265).
    options: storedLineOptions(line.options).map((option) => ({
      name: option.variantName,
      value: option.optionName,
      nameAr: option.variantNameAr ?? null,
      valueAr: option.optionNameAr ?? null,
    })),
    weight: line.weight,
    unit: line.unit,
    color: line.color,
    storage: line.storage,
    // Unit price x quantity as the line's subtotal; VAT and shipping apart, summed once in the order's figures.
    ...toOrderLineFigures(placedLineFigures(line)),
  }
}

function toOwnerOrder(
  row: FulfilmentOrderRow,
  lines: Awaited<ReturnType<typeof listLinesOfOrders>>,
): OwnerOrder {
  return {
    orderId: row.orderUniqueId,
    status: FulfilmentStatusSchema.parse(row.status),
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: (row.statusChangedAt ?? row.createdAt).toISOString(),
    buyer: {
      id: row.buyerId,
      firstName: row.buyerFirstName,
      lastName: row.buyerLastName,
      email: row.buyerEmail,
    },
    shippingAddress: {
      apartment: row.apartment,
      building: row.building,
      additionalAddress: row.additionalAddress,
      location: row.location,
      emirate: isEmirate(row.emirate) ? row.emirate : null,
      area: row.area,
      makani: row.makani,
      phone: row.phone,
      whatsapp: row.whatsapp,
    },
    items: lines.map(toOwnerLine),
    subtotal: filsToAed(row.subtotalFils),
    totalVat: filsToAed(row.vatFils),
    shippingCharge: filsToAed(row.shippingFils),
    serviceCharge: filsToAed(row.serviceChargeFils),
    totalPrice: filsToAed(row.totalFils),
    currency: CURRENCY,
    amountExpected: btc(row.expectedSats ?? 0n),
    amountPaid: btc(BigInt(row.confirmedSats)),
    shippingNote: row.shippedReason === null ? null : noteOfEventReason(row.shippedReason, 'shipped'),
    // Only present when open, so the list of an order without trouble reads as before.
    ...openPaymentAlert(row.latestAlert),
  }
}

/** The latest alert as the owner's list shows it: only while open (paymentConfirmedAgain closes it). */
function openPaymentAlert(latest: { kind: string; at: string } | null): Pick<OwnerOrder, 'paymentAlert'> {
  const kind = OPEN_PAYMENT_ALERT_KINDS.find((open) => open === latest?.kind)
  return kind && latest ? { paymentAlert: { kind, at: new Date(latest.at).toISOString() } } : {}
}

/**
 * docs/architecture.md#orders-stock-and-payment's owner view: money the shop must refund or honour (late payments, payments on cancelled
 * orders, overpayments), and how far the wallet's unused addresses run (gap limit).
 */
export function createOwnerService(deps: OwnerServiceDeps) {
  const mailSettings = deps.mail
  /**
   * The wire shape of reviewed orders, with their payments, settlements and buyers, in three queries: one
   * after the other, since `db` may be a transaction, whose one connection runs a query at a time (node-postgres
   * queues a second one, and pg 9 will refuse it).
   */
  async function describe(db: DbOrTx, entries: readonly Reviewed[]): Promise<PaymentToSettle[]> {
    const orderIds = entries.map((entry) => entry.row.orderId)
    const payments = await listPaymentsOfOrders(db, orderIds)
    const settlements = await listSettlementsOfOrders(db, orderIds)
    const buyers = await listBuyers(db, [...new Set(entries.map((entry) => entry.row.userId))])
    return entries.map(({ row, owedSats, openSats, reason }) => {
      const buyer = buyers.find((candidate) => candidate.id === row.userId)
      if (!buyer) throw new Error(`order ${row.orderId} has no buyer`)
      return {
        orderId: row.orderUniqueId,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        buyer,
        paymentAddress: row.paymentAddress,
        amountExpected: btc(row.expectedSats),
        amountConfirmed: btc(row.confirmedSats),
        amountUnconfirmed: btc(row.unconfirmedSats),
        amountOwed: btc(owedSats),
        amountSettled: btc(row.settledSats),
        amountOpen: btc(openSats),
        reason,
        payments: payments
          .filter((payment) => payment.orderId === row.orderId)
          .map((payment) => ({
            txid: payment.txid,
            vout: payment.vout,
            amount: btc(payment.amountSats),
            state: payment.state as 'mempool' | 'confirmed' | 'dropped',
            isLate: payment.isLate,
            seenAt: payment.firstSeenAt.toISOString(),
          })),
        settlements: settlements
          .filter((settlement) => settlement.orderId === row.orderId)
          .map((settlement) => ({
            action: settlement.action as 'refunded' | 'honoured',
            amount: btc(settlement.amountSats),
            note: settlement.note,
            settledAt: settlement.settledAt.toISOString(),
            settledBy: settlement.settledByEmail,
          })),
      }
    })
  }

  /**
   * docs/architecture.md#orders-stock-and-payment: the owner honours money paid to a Cancelled or Timeout order by re-opening it as Processing
   * (the watcher confirms it as any other), with its stock reserved again. Refused (409) when the money does
   * not cover the order, when the buyer cancelled it, or when a product has run out meanwhile.
   */
  async function honourClosedOrder(
    tx: Tx,
    row: OrderMoneyRow,
    by: { adminId: number; note: string; at: Date },
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

  return {
    /**
     * Decision 032: a page of paid orders by fulfilment status (default Confirmed: to ship), newest first,
     * in three queries whatever the page size: the count, the page, and the page's lines.
     */
    async listOrdersToShip(query: OwnerOrdersQuery): Promise<{ data: OwnerOrder[]; count: number }> {
      const statuses = statusesOfFulfilmentFilter(query.status)
      const [count, rows] = await Promise.all([
        countOrdersInStatuses(deps.db, statuses),
        listOrdersInStatuses(deps.db, statuses, {
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
      ])
      const lines = await listLinesOfOrders(
        deps.db,
        rows.map((row) => row.id),
      )
      const data = rows.map((row) =>
        toOwnerOrder(
          row,
          lines.filter((line) => line.orderId === row.id),
        ),
      )
      return { data, count }
    },

    /** A page of orders owing money, newest money first; `meta.count` counts the whole filtered list. */
    async listPaymentsToSettle(query: PaymentsToSettleQuery) {
      const reviewed = (await listOrdersWithMoneyToReview(deps.db))
        .map(review)
        .filter(matchesState(query.state))
        .sort(
          (a, b) => b.row.lastSeenAt.getTime() - a.row.lastSeenAt.getTime() || b.row.orderId - a.row.orderId,
        )
      const offset = (query.page - 1) * query.limit
      const data = await describe(deps.db, reviewed.slice(offset, offset + query.limit))
      return { data, count: reviewed.length }
    },

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
          stockTaken = await honourClosedOrder(tx, entry.row, { adminId: admin.id, note: body.note, at: now })
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
        const [described] = await describe(tx, [review(settled)])
        if (!described) throw new Error('settled order vanished')
        return described
      })
      if (stockTaken.length > 0) deps.onStockTaken(stockTaken)
      return settled
    },

    async walletHealth(): Promise<WalletHealth> {
      const { usedIndexes, highestIndex } = await addressUseOfWallet(deps.db, deps.wallet.fingerprint)
      const issued = highestIndex === null ? 0 : highestIndex + 1
      const runs = unusedAddressRuns(usedIndexes, issued)
      const gapLimit = deps.walletGapLimit
      return {
        network: deps.wallet.network,
        addressesIssued: issued,
        addressesUsed: usedIndexes.length,
        longestUnusedRun: runs.longestRun,
        longestUnusedRunBeforePayment: runs.longestRunBeforePayment,
        trailingUnusedRun: runs.trailingRun,
        defaultGapLimit: WALLET_GAP_LIMIT,
        gapLimitNeeded: runs.gapLimitNeeded,
        gapLimit,
        alert: walletGapAlert(runs.longestRun, gapLimit),
      }
    },
  }
}

export type OwnerService = ReturnType<typeof createOwnerService>
