import { useSearchParams } from '../../lib/router'
import { CustomersList } from '../../features/owner/components/customers'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'

/** docs/product.md#for-the-owner: /admin/customers. */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:nav.customers'))
  const [params, setParams] = useSearchParams()
  return <CustomersList key={params.get('search') ?? ''} params={params} onParams={setParams} />
}
