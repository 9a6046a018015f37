import { OwnerMetalPrices } from '../../features/metal-prices/components/owner-metal-prices'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'

/**
 * docs/architecture.md#live-metal-prices: the owner's metal prices: live prices, pins and the feed's sources. A child of the /admin layout,
 * which gives the container and the owners-only guard.
 */
export function Component() {
  const { t } = useTranslation(['ownerMetals'])
  usePageTitle(t('ownerMetals:page.title'))
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {t('ownerMetals:page.title')}
        </h1>
        <p className="mt-2 text-ink-600">{t('ownerMetals:page.lead')}</p>
      </div>
      <OwnerMetalPrices />
    </div>
  )
}
