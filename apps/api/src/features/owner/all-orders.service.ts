import {
  API_BASE,
  API_PATHS,
  apiPath,
  csvLine,
  filsToAed,
  OrderActorSchema,
  OrderStatusSchema,
  openToSettleSats,
  owedToBuyer,
  ownerOrderActions,
  type OwnerAllOrdersQuery,
  type OwnerOrderDetail,
  type OwnerOrderFilters,
  type OwnerOrderSummary,
  paymentStateOf,
  satsToBtc,
  isEmirate,
} from '@shop/contract'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import {
  accountingOfOrders,
  countOrders,
  findOrderDetail,
  listEventsOfOrder,
  listOrders,
  listOrdersAfter,
  listPaymentsOfOrder,
  type OrderSummaryRow,
} from './all-orders.repo.js'
import { listLinesOfOrders, listOrdersWithMoneyToReview, listSettlementsOfOrders } from './owner.repo.js'
import { toOwnerLine } from './owner.service.js'

export interface AllOrdersServiceDeps {
  db: Db
  /** The wallet's network, for explorer links. */
  network: 'mainnet' | 'testnet' | 'regtest'
  /** The chain height the watcher read last (null before its first cycle), for confirmation counts. */
  chainTip: () => number | null
  /** The shared cancel of the order service (stock back, refund due, event, audit row). */
  cancelAsAdmin: (admin: { id: number }, orderUniqueId: string, reason: string) => Promise<unknown>
}

/** Rows per batch of the CSV export: bounded memory whatever the number of orders. */
export const EXPORT_BATCH_ROWS = 1000

export const ORDERS_CSV_HEADER = [
  'order_id',
  'created_at',
  'status',
  'buyer_name',
  'buyer_email',
  'location',
  'items',
  'total_aed',
  'expected_btc',
  'received_btc',
  'payment_state',
  // What the accountant reconciles with: the rate the BTC amount was fixed at, the payments, the documents, and
  // the money given back.
  'locked_rate_aed_per_btc',
  'payment_txids',
  'invoice_number',
  'credit_note_numbers',
  'refunded_btc',
  'refund_statuses',
  'refund_txids',
] as const

export function toOrderSummary(row: OrderSummaryRow): OwnerOrderSummary {
  const expected = BigInt(row.expectedSats)
  const received = BigInt(row.receivedSats)
  return {
    orderId: row.orderUniqueId,
    status: OrderStatusSchema.parse(row.status),
    createdAt: row.createdAt.toISOString(),
    buyer: {
      id: row.buyerId,
      firstName: row.buyerFirstName,
      lastName: row.buyerLastName,
      email: row.buyerEmail,
    },
    location: row.location,
    itemCount: row.itemCount,
    totalPrice: filsToAed(row.totalFils),
    amountExpected: satsToBtc(expected),
    amountReceived: satsToBtc(received),
    paymentState: paymentStateOf(expected, received),
  }
}

/** A block explorer's page for a payment (the payment page's rule; regtest opens the development chain's view). */
export function explorerUrl(network: AllOrdersServiceDeps['network'], txid: string, address: string): string {
  if (network === 'regtest') return API_BASE + apiPath(API_PATHS.dev.explorerAddress, { address })
  const base = network === 'testnet' ? 'https://mempool.space/testnet' : 'https://mempool.space'
  return `${base}/tx/${encodeURIComponent(txid)}`
}

/** OpenStreetMap's search for an address text. */
export const mapUrlOf = (location: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`

/** docs/product.md#for-the-owner: every order for the owner, its page, the owner's cancel, and the CSV export. */
export function createAllOrdersService(deps: AllOrdersServiceDeps) {
  async function detail(orderUniqueId: string): Promise<OwnerOrderDetail> {
    const row = await findOrderDetail(deps.db, orderUniqueId)
    if (!row) throw notFound('Order not found.')
    const [events, lines, payments, settlements, [money]] = await Promise.all([
      listEventsOfOrder(deps.db, row.id),
      listLinesOfOrders(deps.db, [row.id]),
      listPaymentsOfOrder(deps.db, row.id),
      listSettlementsOfOrders(deps.db, [row.id]),
      listOrdersWithMoneyToReview(deps.db, { orderUniqueId }),
    ])
    const openSats = money ? openToSettleSats(owedToBuyer(money).owedSats, money.settledSats) : 0n
    const tip = deps.chainTip()
    const status = OrderStatusSchema.parse(row.status)
    return {
      ...toOrderSummary(row),
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
      mapUrl: mapUrlOf(row.location),
      items: lines.map(toOwnerLine),
      subtotal: filsToAed(row.subtotalFils),
      totalVat: filsToAed(row.vatFils),
      shippingCharge: filsToAed(row.shippingFils),
      serviceCharge: filsToAed(row.serviceChargeFils),
      paymentAddress: row.paymentAddress,
      amountPaid: satsToBtc(BigInt(row.confirmedSats)),
      amountOpen: satsToBtc(openSats),
      events: events.map((event) => ({
        fromStatus: event.fromStatus === null ? null : OrderStatusSchema.parse(event.fromStatus),
        toStatus: OrderStatusSchema.parse(event.toStatus),
        actor: OrderActorSchema.parse(event.actor),
        actorName:
          event.actorFirstName === null
            ? null
            : `${event.actorFirstName} ${event.actorLastName ?? ''}`.trim(),
        reason: event.reason,
        at: event.at.toISOString(),
      })),
      payments: payments.map((payment) => ({
        txid: payment.txid,
        vout: payment.vout,
        amount: satsToBtc(payment.amountSats),
        state: z.enum(['mempool', 'confirmed', 'dropped']).parse(payment.state),
        isLate: payment.isLate,
        seenAt: payment.firstSeenAt.toISOString(),
        confirmations:
          payment.state === 'confirmed' && payment.blockHeight !== null && tip !== null
            ? Math.max(0, tip - payment.blockHeight + 1)
            : null,
        explorerUrl: explorerUrl(deps.network, payment.txid, payment.address),
      })),
      settlements: settlements.map((settlement) => ({
        action: z.enum(['refunded', 'honoured']).parse(settlement.action),
        amount: satsToBtc(settlement.amountSats),
        note: settlement.note,
        settledAt: settlement.settledAt.toISOString(),
        settledBy: settlement.settledByEmail,
      })),
      actions: ownerOrderActions(status, openSats),
    }
  }

  return {
    /** A page of the filtered list, newest first; two queries whatever the page size. */
    async list(query: OwnerAllOrdersQuery): Promise<{ data: OwnerOrderSummary[]; count: number }> {
      const [count, rows] = await Promise.all([
        countOrders(deps.db, query),
        listOrders(deps.db, query, { offset: (query.page - 1) * query.limit, limit: query.limit }),
      ])
      return { data: rows.map(toOrderSummary), count }
    },

    detail,

    /** The owner cancels an order with a reason (the order service's shared cancel), then reads it back. */
    async cancel(admin: { id: number }, orderUniqueId: string, reason: string) {
      await deps.cancelAsAdmin(admin, orderUniqueId, reason)
      return detail(orderUniqueId)
    },

    /**
     * The filtered list as CSV lines, header first, read EXPORT_BATCH_ROWS at a time by keyset: the caller
     * streams them, so memory holds one batch however many orders there are.
     */
    async *exportCsv(filters: OwnerOrderFilters, batchRows = EXPORT_BATCH_ROWS): AsyncGenerator<string> {
      yield csvLine(ORDERS_CSV_HEADER)
      let after: { createdAt: Date; id: number } | null = null
      for (;;) {
        const rows = await listOrdersAfter(deps.db, filters, after, batchRows)
        if (rows.length === 0) return
        const accounting = new Map(
          (
            await accountingOfOrders(
              deps.db,
              rows.map((row) => row.id),
            )
          ).map((extra) => [extra.orderId, extra]),
        )
        yield rows
          .map((row) => {
            const order = toOrderSummary(row)
            const extra = accounting.get(row.id)
            return csvLine([
              order.orderId,
              order.createdAt,
              order.status,
              `${order.buyer.firstName} ${order.buyer.lastName}`,
              order.buyer.email,
              order.location,
              order.itemCount,
              order.totalPrice,
              order.amountExpected,
              order.amountReceived,
              order.paymentState,
              extra?.rateFilsPerBtc ? filsToAed(Number(extra.rateFilsPerBtc)) : '',
              extra?.txids ?? '',
              extra?.invoiceNumber ?? '',
              extra?.creditNoteNumbers ?? '',
              satsToBtc(BigInt(extra?.refundedSats ?? '0')),
              extra?.refundStatuses ?? '',
              extra?.refundTxids ?? '',
            ])
          })
          .join('')
        const last = rows[rows.length - 1]
        if (!last || rows.length < batchRows) return
        after = { createdAt: last.createdAt, id: last.id }
      }
    },
  }
}

export type AllOrdersService = ReturnType<typeof createAllOrdersService>
