import { useParams } from '../../lib/router'
import { CustomerPage } from '../../features/owner/components/customers'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'

/** docs/product.md#for-the-owner: /admin/customer/:id. */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:customer.pageTitle'))
  const id = Number(useParams().id)
  return <CustomerPage id={Number.isInteger(id) && id > 0 ? id : 0} />
}
