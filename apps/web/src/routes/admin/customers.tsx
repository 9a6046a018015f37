import { useSearchParams } from 'react-router'
import { CustomersList } from '../../features/owner/components/customers'
import { usePageTitle } from '../../lib/use-page-title'

/** docs/product.md#for-the-owner: /admin/customers. */
export function Component() {
  usePageTitle('Customers')
  const [params, setParams] = useSearchParams()
  return <CustomersList key={params.get('search') ?? ''} params={params} onParams={setParams} />
}
