import { useState } from 'react'
import { useCurrentUser } from '../../features/auth/use-current-user'
import { StaffPage } from '../../features/staff/components/staff-page'
import { useTranslation } from '../../lib/i18n'
import { usePageTitle } from '../../lib/use-page-title'

/** /admin/staff: the owner's staff (the layout keeps other roles out). */
export function Component() {
  const { t } = useTranslation(['staff'])
  usePageTitle(t('staff:page.title'))
  const { user } = useCurrentUser()
  // Whether a link has expired is read against the moment the page opened.
  const [now] = useState(() => new Date())
  return <StaffPage selfId={user?.id ?? 0} now={now} />
}
