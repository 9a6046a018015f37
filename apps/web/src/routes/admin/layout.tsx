import { ShieldAlert } from 'lucide-react'
import { Outlet } from '../../lib/router'
import { ButtonLink } from '../../components/ui/button-link'
import { PageNotice } from '../../components/ui/status-message'
import { RequireUser } from '../../features/auth/components/require-user'
import { AdminMenu, AdminSideNav } from '../../features/owner/components/admin-nav'
import { StaffTwoFactorGate } from '../../features/two-factor/components/staff-gate'
import { useTranslation } from '../../lib/i18n'

/**
 * docs/product.md#for-the-owner: the back office around every /admin page, guarded once here (Admin only): a side navigation on
 * wide screens, a menu button on phones. Each page is its own lazy child route.
 */
export function Component() {
  return (
    <RequireUser>
      {(user) =>
        user.role === 'Admin' ? (
          <StaffTwoFactorGate user={user}>
            <div className="page-container py-6 sm:py-10 lg:flex lg:gap-10">
              <AdminSideNav />
              <div className="min-w-0 flex-1 space-y-6">
                <AdminMenu />
                <Outlet />
              </div>
            </div>
          </StaffTwoFactorGate>
        ) : (
          <OwnersOnly />
        )
      }
    </RequireUser>
  )
}

function OwnersOnly() {
  const { t } = useTranslation(['admin'])
  return (
    <PageNotice
      icon={<ShieldAlert aria-hidden="true" className="size-8" />}
      title={t('admin:ownersOnly.title')}
      actions={<ButtonLink to="/profile">{t('admin:ownersOnly.action')}</ButtonLink>}
    >
      {t('admin:ownersOnly.body')}
    </PageNotice>
  )
}
