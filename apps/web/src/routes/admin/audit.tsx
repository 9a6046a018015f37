import { useSearchParams } from '../../lib/router'
import { AuditLog } from '../../features/owner/components/audit-log'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'

/** docs/product.md#for-the-owner: /admin/audit. */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:nav.audit'))
  const [params, setParams] = useSearchParams()
  return <AuditLog key={params.toString()} params={params} onParams={setParams} />
}
