import { PagesList } from '../../features/pages-admin/components/pages-list'
import { PageHeading } from '../../features/owner/components/office-ui'
import { useTranslation } from '../../lib/i18n'
import { usePageTitle } from '../../lib/use-page-title'

/** docs/architecture.md#pages: /admin/pages, the storefront's texts and the mails' footer. */
export function Component() {
  const { t } = useTranslation(['pagesAdmin'])
  usePageTitle(t('pagesAdmin:title'))
  return (
    <div className="space-y-6">
      <PageHeading title={t('pagesAdmin:title')} lead={t('pagesAdmin:lead')} />
      <PagesList />
    </div>
  )
}
