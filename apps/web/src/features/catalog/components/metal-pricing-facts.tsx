import { aedToFils, type MetalPricing, type MetalType } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { formatFils } from '../../../lib/format'
import { ltr } from '../../../lib/ltr'

/** How a metal-linked price is built (docs/product.md#for-the-owner): spot per gram, premium over spot, per gram and per ounce. */
export function MetalPricingFacts({ pricing, metal }: { pricing: MetalPricing; metal: MetalType | null }) {
  const { t } = useTranslation(['catalog'])
  return (
    <dl
      aria-label={t('catalog:product.priceFromSpot')}
      className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-cream-100 px-4 py-3 text-sm"
    >
      <div>
        <dt className="text-xs text-ink-500">
          {metal ? t(`catalog:product.metalSpot.${metal}`) : t('catalog:product.spot')}
        </dt>
        <dd className="font-semibold text-ink-900 tabular-nums">
          {t('catalog:product.perGram', { price: ltr(formatFils(aedToFils(pricing.spot_per_gram))) })}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-ink-500">{t('catalog:product.premium')}</dt>
        <dd className="font-semibold text-ink-900 tabular-nums">
          <bdi dir="ltr">{pricing.premium_percent.toFixed(2)} %</bdi>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-ink-500">{t('catalog:product.pricePerGram')}</dt>
        <dd className="font-semibold text-ink-900 tabular-nums">
          <bdi dir="ltr">{formatFils(aedToFils(pricing.price_per_gram))}</bdi>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-ink-500">{t('catalog:product.pricePerOunce')}</dt>
        <dd className="font-semibold text-ink-900 tabular-nums">
          <bdi dir="ltr">{formatFils(aedToFils(pricing.price_per_ounce))}</bdi>
        </dd>
      </div>
    </dl>
  )
}
