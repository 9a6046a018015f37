import { OwnerSellBack } from '../../features/sell-back/components/owner-sell-back'
import { useTranslation } from '../../lib/i18n'
import { usePageTitle } from '../../lib/use-page-title'

/** /admin/sell-back: quotes to accept, items to receive, payouts to make (docs/architecture.md#sell-back). */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:nav.sellBack'))
  return <OwnerSellBack />
}
