import { useTranslation } from '../../../lib/i18n'
import { NavLink, useLocation } from '../../../lib/router'
import { cx } from '../../../lib/cx'
import { useStaffRole } from '../../../lib/staff-access'
import { ADMIN_NAV_GROUPS, adminNavFor, currentAdminItem, type AdminNavItem } from '../admin-nav'

/**
 * The back office's pages as one list of links, in groups (ADMIN_NAV): the side navigation on wide screens and
 * the phone's menu draw the same list, less the pages the signed-in role may not use. The current page's link is marked for screen readers too.
 */
export function AdminNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['admin'])
  const { pathname } = useLocation()
  const current = currentAdminItem(pathname)
  // Only the pages the signed-in role may use (packages/contract/src/staff-permissions.ts).
  const items = adminNavFor(useStaffRole())
  return (
    <div className="space-y-4">
      {ADMIN_NAV_GROUPS.filter((group) => items.some((item) => item.group === group)).map((group) => (
        <div key={group}>
          <p className="mb-1.5 px-3 text-[0.7rem] font-semibold tracking-widest text-ink-300 uppercase">
            {t(`admin:nav.groups.${group}`)}
          </p>
          <ul className="space-y-0.5">
            {items
              .filter((item) => item.group === group)
              .map((item) => (
                <li key={item.to}>
                  <AdminNavLink item={item} current={item === current} onNavigate={onNavigate} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

function AdminNavLink(props: { item: AdminNavItem; current: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(['admin'])
  const Icon = props.item.icon
  return (
    <NavLink
      to={props.item.to}
      end={props.item.end ?? false}
      onClick={props.onNavigate}
      aria-current={props.current ? 'page' : undefined}
      className={cx(
        'flex min-h-10 items-center gap-3 rounded-xl px-3 py-1.5 text-sm font-semibold transition',
        props.current ? 'bg-gold-300 text-ink-950' : 'text-cream-100 hover:bg-white/10 hover:text-white',
      )}
    >
      <Icon aria-hidden="true" className={cx('size-4 shrink-0', props.item.mirrored && 'rtl:-scale-x-100')} />
      {t(`admin:nav.${props.item.label}`)}
    </NavLink>
  )
}

/** The name of the page the owner is on, for the phone's menu button (the back office's name elsewhere). */
export function useCurrentAdminPageName(): string {
  const { t } = useTranslation(['admin'])
  const { pathname } = useLocation()
  const current = currentAdminItem(pathname)
  return current ? t(`admin:nav.${current.label}`) : t('admin:nav.label')
}
