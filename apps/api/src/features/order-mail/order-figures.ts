import { arabicOptionsText, lineOptionsText, storedLineOptions } from '@shop/contract'
import { asc } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { anyOfList } from '../../db/sql-lists.js'
import { orderItems, orders } from '../../db/schema/index.js'
import type { OrderMailFigures } from '../../lib/mail-figures.js'

/** "Storage: 256 GB, Colour: Black" from a line's stored options (order_items.options); undefined without any. */
export function optionsText(options: unknown): string | undefined {
  return lineOptionsText(storedLineOptions(options), 'en')
}

/**
 * The same options in Arabic ("السعة التخزينية: 256 GB، اللون: أسود") when the line kept an Arabic name of any
 * of them; undefined otherwise, and an Arabic reader reads the English (docs/decisions/265).
 */
export function optionsTextAr(options: unknown): string | undefined {
  return arabicOptionsText(storedLineOptions(options))
}

/**
 * The figures order mails show, for any number of orders in two queries: the lines as sold and the order's own
 * subtotal, VAT, shipping, service charge and total columns, printed as stored so the mail says what the order
 * record says.
 */
export async function loadOrderFigures(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, OrderMailFigures>> {
  const ids = [...new Set(orderIds)]
  if (ids.length === 0) return new Map()
  const totals = await db
    .select({
      id: orders.id,
      subtotalFils: orders.subtotalFils,
      vatFils: orders.vatFils,
      shippingFils: orders.shippingFils,
      serviceChargeFils: orders.serviceChargeFils,
      serviceChargeBasisPoints: orders.serviceChargeBasisPoints,
      totalFils: orders.totalFils,
    })
    .from(orders)
    .where(anyOfList(orders.id, ids, 'int'))
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.productName,
      nameAr: orderItems.productNameAr,
      options: orderItems.options,
      unitPriceFils: orderItems.unitPriceFils,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(anyOfList(orderItems.orderId, ids, 'int'))
    .orderBy(asc(orderItems.id))
  const figures = new Map<number, OrderMailFigures>()
  for (const { id, serviceChargeBasisPoints, ...columns } of totals) {
    figures.set(id, { ...columns, serviceChargePercent: serviceChargeBasisPoints / 100, lines: [] })
  }
  for (const line of lines) {
    const options = optionsText(line.options)
    const optionsAr = optionsTextAr(line.options)
    figures.get(line.orderId)?.lines.push({
      name: line.name,
      ...(line.nameAr ? { nameAr: line.nameAr } : {}),
      ...(options ? { options } : {}),
      ...(optionsAr ? { optionsAr } : {}),
      unitPriceFils: line.unitPriceFils,
      quantity: line.quantity,
    })
  }
  return figures
}
