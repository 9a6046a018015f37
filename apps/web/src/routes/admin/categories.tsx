import { OwnerCategories } from '../../features/categories-admin/components/owner-categories'
import { PageHeading } from '../../features/owner/components/office-ui'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'

/**
 * docs/decisions/207: the owner's categories: names in both languages, pictures, order, hidden or shown. A
 * child of the /admin layout, which gives the container and the owners-only guard.
 */
export function Component() {
  const { t } = useTranslation(['categoriesAdmin'])
  usePageTitle(t('categoriesAdmin:page.title'))
  return (
    <div className="space-y-6">
      <PageHeading title={t('categoriesAdmin:page.title')} lead={t('categoriesAdmin:page.lead')} />
      <OwnerCategories />
    </div>
  )
}
