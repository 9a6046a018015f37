import { SERVICE_CHARGE_PERCENT } from '@shop/contract'
import { formatFils } from '../../../lib/format'

/** The totals of an order in fils (from the contract's `priceOrder`, DESIGN §4). */
export interface Totals {
  subtotalFils: number
  vatFils: number
  serviceChargeFils: number
  shippingFils: number
  totalFils: number
}

/** PRODUCT_SPEC §2, §9: sub-total, VAT, service charge, shipping ('Free' at zero) and the total. */
export function OrderTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm [&>dd]:pl-4">
      <dt className="text-ink-600">Sub-total</dt>
      <dd className="text-right tabular-nums">{formatFils(totals.subtotalFils)}</dd>
      <dt className="text-ink-600">VAT</dt>
      <dd className="text-right tabular-nums">{formatFils(totals.vatFils)}</dd>
      <dt className="text-ink-600">Service charge ({SERVICE_CHARGE_PERCENT}%)</dt>
      <dd className="text-right tabular-nums">{formatFils(totals.serviceChargeFils)}</dd>
      <dt className="text-ink-600">Shipping</dt>
      <dd className="text-right tabular-nums">
        {totals.shippingFils === 0 ? 'Free' : formatFils(totals.shippingFils)}
      </dd>
      <dt className="border-t border-line pt-3 text-base font-semibold text-ink-900">Total</dt>
      <dd className="border-t border-line pt-3 text-right text-base font-semibold text-ink-900 tabular-nums">
        {formatFils(totals.totalFils)}
      </dd>
    </dl>
  )
}
