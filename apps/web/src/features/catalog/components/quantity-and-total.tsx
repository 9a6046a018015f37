import type { OrderPrice } from '@shop/contract'
import { QuantityStepper } from '../../../components/ui/quantity-stepper'
import { useTranslation } from '../../../lib/i18n'
import { formatFils } from '../../../lib/format'
import { ltr } from '../../../lib/ltr'

/**
 * The quantity stepper (the cart's own quantity once the choice is in the cart) beside the total checkout will
 * ask for that quantity, with what it is made of.
 */
export function QuantityAndTotal({
  quantity,
  maxQuantity,
  onChange,
  inCart,
  maxPerOrder,
  order,
  serviceChargePercent,
}: {
  quantity: number
  maxQuantity: number
  onChange: (quantity: number) => void
  /** Whether the stepper edits the cart's line rather than the quantity to add. */
  inCart: boolean
  /** The owner's per-order cap when it binds before the stock does, else null. */
  maxPerOrder: number | null
  /** The order of this quantity as checkout will price it, null until every choice is made. */
  order: OrderPrice | null
  serviceChargePercent: number
}) {
  const { t } = useTranslation(['catalog'])
  const line = order?.lines[0] ?? null
  return (
    <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
      <div>
        <p className="mb-2 text-sm font-semibold text-ink-900" aria-hidden="true">
          {inCart ? t('catalog:product.quantityInCart') : t('catalog:product.quantity')}
        </p>
        <QuantityStepper value={quantity} max={maxQuantity} onChange={onChange} />
        {maxPerOrder !== null && (
          <p className="mt-2 text-xs text-ink-600">
            {t('catalog:product.maxPerOrder', { max: maxPerOrder })}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite">
        <p className="text-sm text-ink-600">{t('catalog:product.totalAtCheckout')}</p>
        <p
          className="font-display text-2xl font-semibold text-ink-900 tabular-nums"
          data-testid="checkout-total"
        >
          <bdi dir="ltr">{order ? formatFils(order.totalFils) : '—'}</bdi>
        </p>
        {order && line && (
          <p className="text-xs text-ink-600" data-testid="checkout-total-parts">
            {[
              ltr(formatFils(line.subtotalFils)),
              line.vatFils > 0 && t('catalog:product.partVat', { amount: ltr(formatFils(line.vatFils)) }),
              line.shippingFils > 0 &&
                t('catalog:product.partShipping', { amount: ltr(formatFils(line.shippingFils)) }),
              order.serviceChargeFils > 0 &&
                t('catalog:product.partServiceCharge', {
                  amount: ltr(formatFils(order.serviceChargeFils)),
                  percent: serviceChargePercent,
                }),
            ]
              .filter(Boolean)
              .join(' ')}
            {line.vatFils === 0 && t('catalog:product.noVat')}
            {line.shippingFils === 0 && t('catalog:product.freeShippingPart')}
          </p>
        )}
      </div>
    </div>
  )
}
