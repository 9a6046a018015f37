import { useState } from 'react'
import { DashboardView } from '../../features/owner/components/dashboard-view'
import { IdentityReviewList } from '../../features/owner/components/identity-review'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'
import { useMayCall } from '../../lib/staff-access'

/** docs/product.md#for-the-owner: /admin, the owner's dashboard. */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:nav.dashboard'))
  // Ages ("3 min ago") are read against the moment the page opened.
  const [now] = useState(() => new Date())
  // Compliance sees only the identity checks; the accountant only the figures.
  const mayReadFigures = useMayCall('ownerDashboard')
  const mayReadChecks = useMayCall('ownerIdentityChecks')
  return (
    <>
      {mayReadFigures && <DashboardView now={now} />}
      {/* Large orders waiting for the owner's identity check (docs/architecture.md#identity-checks-for-large-orders). */}
      {mayReadChecks && <IdentityReviewList className={mayReadFigures ? 'mt-8' : undefined} />}
    </>
  )
}
