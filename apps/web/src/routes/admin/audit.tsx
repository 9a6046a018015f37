import { useSearchParams } from 'react-router'
import { AuditLog } from '../../features/owner/components/audit-log'
import { usePageTitle } from '../../lib/use-page-title'

/** docs/product.md#for-the-owner: /admin/audit. */
export function Component() {
  usePageTitle('Audit log')
  const [params, setParams] = useSearchParams()
  return <AuditLog key={params.toString()} params={params} onParams={setParams} />
}
