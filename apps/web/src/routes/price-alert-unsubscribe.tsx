import { PriceAlertUnsubscribe } from '../features/price-alerts/components/price-alert-unsubscribe'
import { useTranslation } from '../lib/i18n'
import { useSearchParams } from '../lib/router'
import { usePageTitle } from '../lib/use-page-title'

/** /price-alerts/unsubscribe?token=…: the page a price alert's mail links to, to stop that alert. */
export function Component() {
  const { t } = useTranslation(['account'])
  usePageTitle(t('account:priceAlerts.unsubscribe.title'))
  const [params] = useSearchParams()
  return <PriceAlertUnsubscribe token={params.get('token') ?? ''} />
}
