import { useParams } from 'react-router'
import { OwnerOrderPage } from '../../features/owner/components/owner-order-page'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from 'react-i18next'

/** docs/product.md#for-the-owner: /admin/order/:orderUniqueId, one order as the owner runs it. */
export function Component() {
  const { orderUniqueId = '' } = useParams()
  const { t } = useTranslation(['admin'])
  usePageTitle(t('admin:shared.orderAria', { id: orderUniqueId }))
  return <OwnerOrderPage orderUniqueId={orderUniqueId} />
}
