import { isStaffRole, type StaffRole } from '@shop/contract'
import { ShieldAlert } from 'lucide-react'
import { Navigate, Outlet, useLocation } from '../../lib/router'
import { ButtonLink } from '../../components/ui/button-link'
import { PageNotice } from '../../components/ui/status-message'
import { RequireUser } from '../../features/auth/components/require-user'
import {
  AdminMenu,
  AdminSideNav,
  adminNavFor,
  callsOfAdminPage,
} from '../../features/owner/components/admin-nav'
import { StaffTwoFactorGate } from '../../features/two-factor/components/staff-gate'
import { useTranslation } from '../../lib/i18n'
import { mayOpen, StaffRoleProvider } from '../../lib/staff-access'

/**
 * docs/product.md#for-the-owner: the back office around every /admin page, guarded once here (staff only): a side navigation on
 * wide screens, a menu button on phones. Each page is its own lazy child route. A member of staff sees the
 * pages their role may use (packages/contract/src/staff-permissions.ts); another page says it is not for
 * their role, and the dashboard's address takes them to their first page.
 */
export function Component() {
  return (
    <RequireUser>
      {(user) =>
        isStaffRole(user.role) ? (
          <StaffTwoFactorGate user={user}>
            <StaffRoleProvider role={user.role}>
              <div className="page-container py-6 sm:py-10 lg:flex lg:gap-10">
                <AdminSideNav />
                <div className="min-w-0 flex-1 space-y-6">
                  <AdminMenu />
                  <RolePage role={user.role} />
                </div>
              </div>
            </StaffRoleProvider>
          </StaffTwoFactorGate>
        ) : (
          <OwnersOnly />
        )
      }
    </RequireUser>
  )
}

function RolePage({ role }: { role: StaffRole }) {
  const { pathname } = useLocation()
  const calls = callsOfAdminPage(pathname)
  if (calls === null || mayOpen(role, calls)) return <Outlet />
  const first = adminNavFor(role)[0]
  if (pathname.replace(/\/+$/, '') === '/admin' && first) return <Navigate to={first.to} replace />
  return <NotForRole role={role} to={first?.to ?? '/profile'} />
}

function NotForRole({ role, to }: { role: StaffRole; to: string }) {
  const { t } = useTranslation(['staff'])
  return (
    <PageNotice
      icon={<ShieldAlert aria-hidden="true" className="size-8" />}
      title={t('staff:notAllowed.title')}
      actions={<ButtonLink to={to}>{t('staff:notAllowed.action')}</ButtonLink>}
    >
      {t('staff:notAllowed.body', { role: t(`staff:roles.${role}`) })}
    </PageNotice>
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
