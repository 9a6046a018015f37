import {
  CURRENCY,
  filsToAed,
  FulfilmentStatusSchema,
  isEmirate,
  noteOfEventReason,
  OPEN_PAYMENT_ALERT_KINDS,
  placedLineFigures,
  satsToBtc,
  statusesOfFulfilmentFilter,
  storedLineOptions,
  toOrderLineFigures,
  type OwnerOrder,
  type OwnerOrdersQuery,
} from '@shop/contract'
import type { DbOrTx } from '../../db/client.js'
import {
  countOrdersInStatuses,
  listLinesOfOrders,
  listOrdersInStatuses,
  type FulfilmentOrderRow,
} from './owner.repo.js'

// The owner's list of paid orders by fulfilment status (decision 032), in the owner's wire shape.

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
 * Decision 032: a page of paid orders by fulfilment status (default Confirmed: to ship), newest first,
 * in three queries whatever the page size: the count, the page, and the page's lines.
 */
export async function listOrdersToShip(
  db: DbOrTx,
  query: OwnerOrdersQuery,
): Promise<{ data: OwnerOrder[]; count: number }> {
  const statuses = statusesOfFulfilmentFilter(query.status)
  const [count, rows] = await Promise.all([
    countOrdersInStatuses(db, statuses),
    listOrdersInStatuses(db, statuses, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    }),
  ])
  const lines = await listLinesOfOrders(
    db,
    rows.map((row) => row.id),
  )
  const data = rows.map((row) =>
    toOwnerOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
  )
  return { data, count }
}
