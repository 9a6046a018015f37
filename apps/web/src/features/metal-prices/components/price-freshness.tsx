import type { MetalPrice } from '@shop/contract'
import { Clock, CirclePause } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { formatTimeOfDay } from '../../../lib/format'
import { cx } from '../../../lib/cx'
import { useMetalPrices } from '../api'

/** The latest update among `prices`, and whether any of them is too old to sell at. */
export function metalFreshness(prices: readonly MetalPrice[]): { updatedAt: Date; paused: boolean } | null {
  if (prices.length === 0) return null
  const updatedAt = new Date(Math.max(...prices.map((price) => Date.parse(price.updatedAt))))
  return { updatedAt, paused: prices.some((price) => price.stale) }
}

/**
 * Checkout's word on prices: how fresh the gold and silver prices are (or that they are paused, so metal lines
 * cannot be ordered), and how long a placed order's price is held while the buyer pays (the owner's payment window).
 * `withMetal`: the cart holds a product whose price follows a metal.
 */
export function PriceFreshness({
  withMetal,
  holdMinutes,
  className,
}: {
  withMetal: boolean
  holdMinutes: number
  className?: string
}) {
  const { t } = useTranslation(['metals'])
  const { data } = useMetalPrices()
  const freshness = withMetal ? metalFreshness(data ?? []) : null
  if (freshness?.paused) {
    return (
      <div role="alert" className={cx('rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900', className)}>
        <p className="flex items-center gap-2 font-semibold">
          <CirclePause aria-hidden="true" className="size-4 shrink-0" />
          {t('metals:freshness.paused')}
        </p>
        <p className="mt-1">
          {t('metals:freshness.pausedSince', { time: formatTimeOfDay(freshness.updatedAt) })}
        </p>
      </div>
    )
  }
  return (
    <p
      data-testid="price-freshness"
      className={cx('flex gap-2 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-600', className)}
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
      <span>
        {freshness && `${t('metals:freshness.live', { time: formatTimeOfDay(freshness.updatedAt) })} `}
        {t('metals:freshness.held', { minutes: holdMinutes })}
      </span>
    </p>
  )
}
