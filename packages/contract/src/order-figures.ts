import { SERVICE_CHARGE_PERCENT } from './limits.js'
import { aedToFils, asFils, percentOfFils, sumFils, type Fils } from './money.js'
import type { PricedLine } from './pricing.js'

// docs/architecture.md#pricing: a placed order's figures as stored and shown, and the check that they add up.
// pricing.ts computes them when the order is placed; this reads them back (docs/decisions/148).

/** A placed order's line as stored (order_items): the unit price, quantity, VAT and shipping it was sold at. */
export interface StoredLineFigures {
  readonly quantity: number
  readonly unitPriceFils: number
  readonly vatFils: number
  readonly shippingFils: number
}

/**
 * The figures of a placed line, derived the one way: subtotal = unit price x quantity (what the line shows as
 * its total), total = subtotal + VAT + shipping (the spec's per-line `totalPrice`). VAT and shipping are the
 * stored ones, so a later change of a product's rate never rewrites history.
 * @throws RangeError when an amount is not a safe integer.
 */
export function placedLineFigures(stored: StoredLineFigures): PricedLine {
  const unitFils = asFils(stored.unitPriceFils)
  const subtotalFils = asFils(unitFils * stored.quantity)
  const vatFils = asFils(stored.vatFils)
  const shippingFils = asFils(stored.shippingFils)
  return {
    quantity: stored.quantity,
    unitFils,
    subtotalFils,
    vatFils,
    shippingFils,
    totalFils: sumFils([subtotalFils, vatFils, shippingFils]),
  }
}

/** An order's summary figures in fils (the orders table's columns and `priceOrder`'s result alike). */
export interface OrderFigures {
  /** The service charge percent the order was priced with; absent: the default (SERVICE_CHARGE_PERCENT). */
  readonly serviceChargePercent?: number
  readonly subtotalFils: number
  readonly vatFils: number
  readonly shippingFils: number
  readonly serviceChargeFils: number
  readonly totalFils: number
}

/**
 * Why an order's figures do not add up, or null when they do: the lines' subtotals, VAT and shipping sum to
 * the order's (or every line's is 0 beside an order-level figure); the service charge is the order's percent
 * (SERVICE_CHARGE_PERCENT when it carries none) of the subtotal; and
 * subtotal + VAT + shipping + service charge = total, to the fils. The check every shown or stored set of
 * figures must pass (the API refuses to store an order that fails it).
 */
export function figuresMismatch(
  order: OrderFigures & { readonly serviceChargePercent?: number },
  lines: readonly {
    readonly subtotalFils: number
    readonly vatFils: number
    readonly shippingFils: number
  }[],
): string | null {
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0)
  if (sum((l) => l.subtotalFils) !== order.subtotalFils) return 'lines subtotal != order subtotal'
  if (sum((l) => l.vatFils) !== order.vatFils) return 'lines VAT != order VAT'
  // Shipping is either the lines' own figures or one order-level figure with every line at 0 (pricing.ts).
  const linesShipping = sum((l) => l.shippingFils)
  if (linesShipping !== order.shippingFils && linesShipping !== 0) return 'lines shipping != order shipping'
  const percent = order.serviceChargePercent ?? SERVICE_CHARGE_PERCENT
  if (percentOfFils(asFils(order.subtotalFils), percent) !== order.serviceChargeFils) {
    return `service charge != ${percent} % of subtotal`
  }
  const parts = order.subtotalFils + order.vatFils + order.shippingFils + order.serviceChargeFils
  if (parts !== order.totalFils) return 'subtotal + VAT + shipping + service charge != total'
  return null
}

/** One row of an order's summary: what every screen, mail and invoice lists, in this order, once each. */
export interface SummaryRow {
  readonly key: 'subtotal' | 'vat' | 'shipping' | 'serviceCharge' | 'total'
  readonly label: string
  readonly fils: Fils
}

/**
 * The summary of an order's figures, the same rows everywhere: sub-total (the lines' unit price x quantity),
 * VAT, shipping, the service charge and the total, which is their sum (what checkout asks and the API
 * charges). Shipping 0 may be shown as "Free".
 */
export function orderSummaryRows(figures: OrderFigures): SummaryRow[] {
  return [
    { key: 'subtotal', label: 'Sub-total', fils: asFils(figures.subtotalFils) },
    { key: 'vat', label: 'VAT', fils: asFils(figures.vatFils) },
    { key: 'shipping', label: 'Shipping', fils: asFils(figures.shippingFils) },
    {
      key: 'serviceCharge',
      label: `Service charge (${figures.serviceChargePercent ?? SERVICE_CHARGE_PERCENT}%)`,
      fils: asFils(figures.serviceChargeFils),
    },
    { key: 'total', label: 'Total', fils: asFils(figures.totalFils) },
  ]
}

/** An order's figures read back from the wire (AED numbers), in fils. */
export function figuresFromAed(order: {
  serviceChargePercent?: number | undefined
  subtotal: number
  totalVat: number
  shippingCharge: number
  serviceCharge: number
  totalPrice: number
}): OrderFigures {
  return {
    ...(order.serviceChargePercent === undefined ? {} : { serviceChargePercent: order.serviceChargePercent }),
    subtotalFils: aedToFils(order.subtotal),
    vatFils: aedToFils(order.totalVat),
    shippingFils: aedToFils(order.shippingCharge),
    serviceChargeFils: aedToFils(order.serviceCharge),
    totalFils: aedToFils(order.totalPrice),
  }
}
