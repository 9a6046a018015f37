import { OwnerReturns } from '../../features/returns/components/owner-returns'
import { useTranslation } from '../../lib/i18n'
import { usePageTitle } from '../../lib/use-page-title'

/** /admin/returns: return requests to decide and parcels to receive (docs/architecture.md#returns). */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:nav.returns'))
  return <OwnerReturns />
}
