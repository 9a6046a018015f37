import { ArrowUpRight, Menu, ShieldAlert, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { isStaffRole, type StaffRole, type User } from '@shop/contract'
import { Link, Navigate, Outlet, useLocation } from '../../lib/router'
import { ButtonLink } from '../../components/ui/button-link'
import { PageNotice } from '../../components/ui/status-message'
import { LanguageTab } from '../../app/layout/language-switch'
import { Wordmark } from '../../app/layout/wordmark'
import { LogoutButton } from '../../features/auth/components/logout-button'
import { RequireUser } from '../../features/auth/components/require-user'
import { OwnerNavLinks, useCurrentOwnerPageName } from '../../features/owner/components/owner-nav'
import { ownerNavFor, callsOfOwnerPage } from '../../features/owner/owner-nav'
import { StaffTwoFactorGate } from '../../features/two-factor/components/staff-gate'
import { mayOpen, StaffRoleProvider } from '../../lib/staff-access'
import { useTranslation } from '../../lib/i18n'
import { cx } from '../../lib/cx'

/**
 * docs/product.md#for-the-owner: the owner's office around every /admin page, guarded once here (staff only: a
 * member of staff sees the pages their role may use, packages/contract/src/staff-permissions.ts; another page
 * says it is not for their role, and the dashboard's address takes them to their first page).
 * It is a layout of its own, not the storefront's: no shop header, footer, bottom bar or cart
 * (docs/decisions/185). Wide screens keep the navigation in a side column (on the right in Arabic); phones get a
 * bar with a menu button naming the page. Both hold the way back to the shop, the language and signing out.
 */
export function Component() {
  return (
    <RequireUser>
      {(user) =>
        isStaffRole(user.role) ? (
          <StaffTwoFactorGate user={user}>
            <StaffRoleProvider role={user.role}>
              <OwnerShell user={user} role={user.role} />
            </StaffRoleProvider>
          </StaffTwoFactorGate>
        ) : (
          <OwnersOnly />
        )
      }
    </RequireUser>
  )
}

const SIDE_ACTION =
  'flex min-h-10 w-full items-center gap-3 rounded-xl px-3 py-1.5 text-sm font-semibold text-cream-100 transition hover:bg-white/10 hover:text-white'

function OwnerShell({ user, role }: { user: User; role: StaffRole }) {
  const { t } = useTranslation(['owner'])
  return (
    <div className="min-h-dvh bg-cream-100 lg:flex">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-ink-900 px-4 py-2 text-sm font-semibold text-cream-50 focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t('owner:shell.skipToContent')}
      </a>
      {/* The column's colour runs the page's whole height; its contents stay in view, scrolling if too tall. */}
      <div className="surface-dark hidden w-64 shrink-0 bg-ink-900 lg:block">
        <aside className="sticky top-0 flex h-dvh flex-col overflow-y-auto">
          <OwnerBrand />
          <nav aria-label={t('owner:nav.label')} className="px-3 py-4">
            <OwnerNavLinks />
          </nav>
          <div className="mt-auto border-t border-white/10 px-3 py-3">
            <OwnerActions user={user} />
          </div>
        </aside>
      </div>
      <div className="min-w-0 flex-1">
        <PhoneBar user={user} />
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto max-w-6xl space-y-6 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10"
        >
          <RolePage role={role} />
        </main>
      </div>
    </div>
  )
}

/** The shop's mark and the office's name, linking to the dashboard. */
function OwnerBrand() {
  const { t } = useTranslation(['owner'])
  return (
    <Link
      to="/admin"
      aria-label={t('owner:shell.home')}
      className="flex items-center gap-3 border-b border-white/10 px-5 py-4"
    >
      <Wordmark tone="onDark" />
    </Link>
  )
}

/** Who is signed in, the way back to the shop, the other language and signing out. */
function OwnerActions({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { t } = useTranslation(['owner'])
  return (
    <div className="space-y-0.5">
      <p className="truncate px-3 pb-2 text-xs text-ink-300">
        {t('owner:shell.signedInAs')}{' '}
        <bdi className="font-semibold text-cream-100">{`${user.firstName} ${user.lastName}`.trim()}</bdi>
      </p>
      <Link to="/" onClick={onNavigate} className={SIDE_ACTION}>
        <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
        {t('owner:shell.backToShop')}
      </Link>
      <LanguageTab className={cx(SIDE_ACTION, '[&>svg]:size-4')} />
      <LogoutButton className={cx(SIDE_ACTION, '[&>svg]:size-4')} />
    </div>
  )
}

/** Phones and tablets: a bar with the mark and a menu button naming the page; the menu holds the same links. */
function PhoneBar({ user }: { user: User }) {
  const { t } = useTranslation(['owner'])
  const [open, setOpen] = useState(false)
  const pageName = useCurrentOwnerPageName()
  const { pathname } = useLocation()
  // A page reached any other way (back, a link in the page) closes the menu too.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpen(false)
  }
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  return (
    <div className="surface-dark sticky top-0 z-40 bg-ink-900 lg:hidden">
      <div className="flex h-14 items-center justify-between gap-3 px-4">
        <Link to="/admin" aria-label={t('owner:shell.home')} className="shrink-0 [&_.font-display]:text-lg">
          <Wordmark tone="onDark" />
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-xl border border-white/15 px-3 text-sm font-semibold text-cream-50"
        >
          <span className="sr-only">{t('owner:nav.menuCurrent')}</span>
          <span className="truncate">{pageName}</span>
          {open ? (
            <X aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <Menu aria-hidden="true" className="size-4 shrink-0" />
          )}
        </button>
      </div>
      <div
        id="admin-menu"
        hidden={!open}
        className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-white/10 px-3 pt-4 pb-3"
      >
        <nav aria-label={t('owner:nav.label')}>
          <OwnerNavLinks onNavigate={() => setOpen(false)} />
        </nav>
        <div className="mt-4 border-t border-white/10 pt-3">
          <OwnerActions user={user} onNavigate={() => setOpen(false)} />
        </div>
      </div>
    </div>
  )
}

function RolePage({ role }: { role: StaffRole }) {
  const { pathname } = useLocation()
  const calls = callsOfOwnerPage(pathname)
  if (calls === null || mayOpen(role, calls)) return <Outlet />
  const first = ownerNavFor(role)[0]
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
  const { t } = useTranslation(['owner'])
  return (
    <main id="main-content" className="page-container py-10">
      <PageNotice
        icon={<ShieldAlert aria-hidden="true" className="size-8" />}
        title={t('owner:ownersOnly.title')}
        actions={<ButtonLink to="/profile">{t('owner:ownersOnly.action')}</ButtonLink>}
      >
        {t('owner:ownersOnly.body')}
      </PageNotice>
    </main>
  )
}
