import { PagesList } from '../../features/owner-pages/components/pages-list'
import { PageHeading } from '../../features/owner/components/owner-ui'
import { useTranslation } from '../../lib/i18n'
import { usePageTitle } from '../../lib/use-page-title'

/** docs/architecture.md#pages: /admin/pages, the storefront's texts and the mails' footer. */
export function Component() {
  const { t } = useTranslation(['ownerPages'])
  usePageTitle(t('ownerPages:title'))
  return (
    <div className="space-y-6">
      <PageHeading title={t('ownerPages:title')} lead={t('ownerPages:lead')} />
      <PagesList />
    </div>
  )
}
