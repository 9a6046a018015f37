import { useParams } from '../../lib/router'
import { OwnerOrderPage } from '../../features/owner/components/owner-order-page'
import { IdentityReviewPanel } from '../../features/owner/components/identity-review'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'
import { useMayCall } from '../../lib/staff-access'

/** docs/product.md#for-the-owner: /admin/order/:orderUniqueId, one order as the owner runs it. */
export function Component() {
  const { orderUniqueId = '' } = useParams()
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:shared.orderAria', { id: orderUniqueId }))
  const mayReadCheck = useMayCall('ownerIdentityCheck')
  return (
    <>
      {/* docs/architecture.md#identity-checks-for-large-orders: the documents and the decision, above the order. */}
      {mayReadCheck && <IdentityReviewPanel orderUniqueId={orderUniqueId} className="mb-6" />}
      <OwnerOrderPage orderUniqueId={orderUniqueId} />
    </>
  )
}
