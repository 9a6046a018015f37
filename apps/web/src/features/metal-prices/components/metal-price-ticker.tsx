import type { MetalPrice } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { formatAed, formatTimeOfDay } from '../../../lib/format'
import { useMetalPrices } from '../api'

/**
 * The header strip: `Gold 24K 312.45 AED/g · Silver 3.85 AED/g · Updated 2:05 PM`. It keeps its height while
 * the first answer is on its way (no jump) and disappears quietly when prices cannot be loaded.
 */
export function MetalPriceTicker() {
  const { t } = useTranslation(['metals'])
  const { data: prices, isError } = useMetalPrices()
  if (isError || prices?.length === 0) return null

  const shown = (['gold', 'silver'] as const).flatMap(
    (metal) => prices?.filter((p) => p.metal_type === metal) ?? [],
  )
  const updatedAt = latestUpdate(shown)
  // docs/architecture.md#live-metal-prices: past the max age nothing metal is sold; the strip says so.
  const paused = shown.some((price) => price.stale)

  return (
    <div className="bg-ink-950 text-cream-100">
      {/* One line at every width (a wrapped strip would make the sticky header too tall on phones). */}
      <p className="mx-auto flex h-8 max-w-7xl items-center justify-center overflow-hidden px-2 text-[0.6875rem] whitespace-nowrap sm:px-3 sm:text-xs sm:tracking-wide">
        {shown.map((price, index) => (
          <span key={price.id}>
            {index > 0 && <Separator />}
            <span className="text-ink-300">{t(`metals:ticker.${price.metal_type}`)}</span>{' '}
            <span dir="ltr" className="font-semibold text-gold-300 tabular-nums">
              {t('metals:ticker.perGram', { price: formatAed(price.price_per_gram) })}
            </span>
          </span>
        ))}
        {updatedAt && (
          // On phones up to 420 px the word "Updated" is left to screen readers, so the strip fits from 360 px.
          <span className={paused ? 'font-semibold text-amber-300' : 'text-ink-300'}>
            <Separator />
            {paused ? (
              <>
                {t('metals:ticker.paused')}
                <span className="max-[420px]:sr-only">{t('metals:ticker.pausedWhy')}</span>{' '}
              </>
            ) : (
              <span className="max-[420px]:sr-only">{t('metals:ticker.updated')}</span>
            )}
            <time dateTime={updatedAt.toISOString()} className="tabular-nums">
              {formatTimeOfDay(updatedAt)}
            </time>
          </span>
        )}
      </p>
    </div>
  )
}

function Separator() {
  return (
    <span aria-hidden="true" className="mx-1.5 text-ink-500 sm:mx-3">
      ·
    </span>
  )
}

function latestUpdate(prices: MetalPrice[]): Date | null {
  const times = prices.map((p) => Date.parse(p.updatedAt))
  return times.length > 0 ? new Date(Math.max(...times)) : null
}
