import { useTranslation } from '../../../lib/i18n'
import { NavLink, useLocation } from '../../../lib/router'
import { cx } from '../../../lib/cx'
import { useStaffRole } from '../../../lib/staff-access'
import { OWNER_NAV_GROUPS, ownerNavFor, currentOwnerItem, type OwnerNavItem } from '../owner-nav'

/**
 * The back office's pages as one list of links, in groups (OWNER_NAV): the side navigation on wide screens and
 * the phone's menu draw the same list, less the pages the signed-in role may not use. The current page's link is marked for screen readers too.
 */
export function OwnerNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['owner'])
  const { pathname } = useLocation()
  const current = currentOwnerItem(pathname)
  // Only the pages the signed-in role may use (packages/contract/src/staff-permissions.ts).
  const items = ownerNavFor(useStaffRole())
  return (
    <div className="space-y-4">
      {OWNER_NAV_GROUPS.filter((group) => items.some((item) => item.group === group)).map((group) => (
        <div key={group}>
          <p className="mb-1.5 px-3 text-[0.7rem] font-semibold tracking-widest text-ink-300 uppercase">
            {t(`owner:nav.groups.${group}`)}
          </p>
          <ul className="space-y-0.5">
            {items
              .filter((item) => item.group === group)
              .map((item) => (
                <li key={item.to}>
                  <OwnerNavLink item={item} current={item === current} onNavigate={onNavigate} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

function OwnerNavLink(props: { item: OwnerNavItem; current: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(['owner'])
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
      {t(`owner:nav.${props.item.label}`)}
    </NavLink>
  )
}

/** The name of the page the owner is on, for the phone's menu button (the back office's name elsewhere). */
export function useCurrentOwnerPageName(): string {
  const { t } = useTranslation(['owner'])
  const { pathname } = useLocation()
  const current = currentOwnerItem(pathname)
  return current ? t(`owner:nav.${current.label}`) : t('owner:nav.label')
}
