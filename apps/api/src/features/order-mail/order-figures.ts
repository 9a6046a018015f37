import { asc } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { anyOfList } from '../../db/sql-lists.js'
import { orderItems, orders } from '../../db/schema/index.js'
import type { OrderMailFigures } from '../../lib/mail-templates.js'

/** An order line's chosen options as stored on it (see the `options` column of order_items). */
interface StoredOption {
  variantName?: unknown
  optionName?: unknown
}

/** "Storage: 256 GB, Colour: Black" from the stored options; undefined when the line has none. */
export function optionsText(options: unknown): string | undefined {
  if (!Array.isArray(options)) return undefined
  const parts = (options as StoredOption[])
    .filter((option) => typeof option.optionName === 'string' && option.optionName !== '')
    .map((option) =>
      typeof option.variantName === 'string' && option.variantName !== ''
        ? `${option.variantName}: ${String(option.optionName)}`
        : String(option.optionName),
    )
  return parts.length > 0 ? parts.join(', ') : undefined
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
    figures.get(line.orderId)?.lines.push({
      name: line.name,
      ...(options ? { options } : {}),
      unitPriceFils: line.unitPriceFils,
      quantity: line.quantity,
    })
  }
  return figures
}
