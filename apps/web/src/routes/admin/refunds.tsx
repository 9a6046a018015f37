import { OwnerRefunds } from '../../features/refunds/components/owner-refunds'
import { useTranslation } from '../../lib/i18n'
import { usePageTitle } from '../../lib/use-page-title'

/** /admin/refunds: claims to approve and the payouts the owner signs (docs/architecture.md#refunds-and-payouts). */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:nav.refunds'))
  return <OwnerRefunds />
}
