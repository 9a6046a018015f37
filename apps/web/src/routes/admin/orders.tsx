import { useSearchParams } from '../../lib/router'
import { AllOrders } from '../../features/owner/components/all-orders'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'

/** docs/product.md#for-the-owner: /admin/orders, every order with its filters in the URL. */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:nav.orders'))
  const [params, setParams] = useSearchParams()
  return <AllOrders key={params.get('search') ?? ''} params={params} onParams={setParams} />
}
