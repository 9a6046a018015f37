import { House, LayoutGrid, ShoppingBag, Store, UserRound, type LucideIcon } from 'lucide-react'
import { useTranslation } from '../../lib/i18n'
import { NavLink } from '../../lib/router'
import { cx } from '../../lib/cx'
import { CountBadge } from './count-badge'
import { LanguageTab } from './language-switch'
import { cartLabel } from './nav-items'

/** docs/product.md#for-shoppers: the bottom bar on phones (hidden from the md breakpoint up, where the header nav shows). */
export function MobileTabBar({ isSignedIn, cartCount }: { isSignedIn: boolean; cartCount: number }) {
  const { t } = useTranslation(['common'])
  const tabs: {
    to: string
    label: string
    icon: LucideIcon
    end?: boolean
    ariaLabel?: string
    badge?: number
  }[] = [
    { to: '/', label: t('common:nav.home'), icon: House, end: true },
    { to: '/category', label: t('common:nav.categories'), icon: LayoutGrid },
    { to: '/products', label: t('common:nav.products'), icon: Store },
    {
      to: '/cart',
      label: t('common:nav.cart'),
      icon: ShoppingBag,
      ariaLabel: cartLabel(cartCount, t),
      badge: cartCount,
    },
    { to: isSignedIn ? '/profile' : '/login', label: t('common:nav.profile'), icon: UserRound },
  ]

  return (
    <nav
      aria-label={t('common:nav.mobile')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-cream-50/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-8px_rgb(11_20_38/0.15)] backdrop-blur md:hidden"
    >
      {/* h-16: RootLayout pads the page by the same 4rem below md, so the bar never covers content. */}
      <ul className="grid h-16 grid-cols-6">
        {tabs.map(({ to, label, icon: Icon, end, ariaLabel, badge }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              end={end ?? false}
              aria-label={ariaLabel}
              className={({ isActive }) =>
                cx(
                  'relative flex flex-1 flex-col items-center justify-center gap-1 text-[0.68rem] font-medium tracking-wide transition',
                  isActive ? 'text-gold-700' : 'text-ink-500 hover:text-ink-900',
                )
              }
            >
              {({ isActive }) => (
                <>
                  {isActive && (
                    <span aria-hidden="true" className="absolute top-0 h-0.5 w-8 rounded-full bg-gold-500" />
                  )}
                  <span className="relative">
                    <Icon aria-hidden="true" className="size-5.5" strokeWidth={isActive ? 2.1 : 1.75} />
                    {badge !== undefined && badge > 0 && (
                      <CountBadge count={badge} className="-top-2 -end-3" />
                    )}
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
        <li className="flex">
          <LanguageTab className="relative flex flex-1 flex-col items-center justify-center gap-1 text-[0.68rem] font-medium tracking-wide text-ink-500 transition hover:text-ink-900" />
        </li>
      </ul>
    </nav>
  )
}
