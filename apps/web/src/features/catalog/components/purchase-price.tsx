import { aedToFils, type PricingSettings, type ProductDetail } from '@shop/contract'
import { Truck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { formatFils, formatTimeOfDay } from '../../../lib/format'
import { ltr } from '../../../lib/ltr'
import { MetalPricingFacts } from './metal-pricing-facts'

/**
 * The price box of the purchase: the unit price with its VAT ("From" while a choice may still change it), what
 * else checkout adds to it, the stock, and for a metal-linked product how its price is built.
 */
export function PurchasePrice({
  product,
  settings,
  pausedSince,
  from,
  shownUnitFils,
  unitServiceChargeFils,
}: {
  product: ProductDetail
  settings: PricingSettings
  pausedSince: Date | null
  /** Whether an open choice may still change the unit price. */
  from: boolean
  /** The unit price with VAT of the options chosen (the cheapest while some are open), null when unpriceable. */
  shownUnitFils: number | null
  /** What the owner's service charge adds to one unit, null when unpriceable. */
  unitServiceChargeFils: number | null
}) {
  const { t } = useTranslation(['catalog'])
  const moved = usePriceMoved(product.final_price, shownUnitFils)
  const shippingFils = aedToFils(product.shipping_cost)
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <p className="text-ink-600" data-testid="unit-price">
        {from && t('catalog:product.from')}
        <span dir="ltr" className="font-display text-3xl font-semibold text-ink-900 tabular-nums">
          {formatFils(shownUnitFils ?? 0)}
        </span>
      </p>
      {pausedSince ? (
        <p className="mt-1 text-sm font-medium text-amber-800">
          {t('catalog:product.lastPriceAt', { time: formatTimeOfDay(pausedSince) })}
        </p>
      ) : (
        moved && (
          <p role="status" className="mt-1 text-sm text-amber-800" data-testid="price-moved">
            {t('catalog:product.priceMoved', { was: ltr(formatFils(moved.wasFils)) })}
          </p>
        )
      )}
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
        <li className="flex items-center gap-1.5">
          <Truck aria-hidden="true" className="size-4 text-gold-700 rtl:-scale-x-100" />
          {shippingFils > 0
            ? t('catalog:product.shipping', { amount: ltr(formatFils(shippingFils)) })
            : t('catalog:product.freeShipping')}
        </li>
        {product.vat > 0 && <li>{t('catalog:product.vat', { percent: product.vat })}</li>}
        {settings.serviceChargePercent > 0 && (
          <li data-testid="service-charge-note">
            {t('catalog:product.serviceCharge', {
              percent: settings.serviceChargePercent,
              amount: ltr(formatFils(unitServiceChargeFils ?? 0)),
            })}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
          {t('catalog:product.inStock', { count: product.stock })}
        </li>
      </ul>
      {product.metal_pricing && (
        <MetalPricingFacts pricing={product.metal_pricing} metal={product.metal_type} />
      )}
    </div>
  )
}

/**
 * An open page follows the live price (the route reads the product again when its metal moves): a change is
 * said beside the price, never made silently. The shown price before the move, or null while it has not moved.
 */
function usePriceMoved(listPrice: number | null, shownUnitFils: number | null): { wasFils: number } | null {
  const [moved, setMoved] = useState<{ wasFils: number } | null>(null)
  const seen = useRef({ list: listPrice, shown: shownUnitFils })
  useEffect(() => {
    const before = seen.current
    if (
      before.list !== listPrice &&
      before.shown !== null &&
      shownUnitFils !== null &&
      before.shown !== shownUnitFils
    )
      setMoved({ wasFils: before.shown })
    seen.current = { list: listPrice, shown: shownUnitFils }
  }, [listPrice, shownUnitFils])
  return moved
}
