import { useParams } from 'react-router'
import { OwnerOrderPage } from '../../features/owner/components/owner-order-page'
import { usePageTitle } from '../../lib/use-page-title'

/** docs/product.md#for-the-owner: /admin/order/:orderUniqueId, one order as the owner runs it. */
export function Component() {
  const { orderUniqueId = '' } = useParams()
  usePageTitle(`Order ${orderUniqueId}`)
  return <OwnerOrderPage orderUniqueId={orderUniqueId} />
}
