import { OwnerCategories } from '../../features/owner-categories/components/owner-categories'
import { PageHeading } from '../../features/owner/components/owner-ui'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'

/**
 * docs/decisions/207: the owner's categories: names in both languages, pictures, order, hidden or shown. A
 * child of the /admin layout, which gives the container and the owners-only guard.
 */
export function Component() {
  const { t } = useTranslation(['ownerCategories'])
  usePageTitle(t('ownerCategories:page.title'))
  return (
    <div className="space-y-6">
      <PageHeading title={t('ownerCategories:page.title')} lead={t('ownerCategories:page.lead')} />
      <OwnerCategories />
    </div>
  )
}
