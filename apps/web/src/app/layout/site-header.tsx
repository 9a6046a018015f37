import { ShoppingBag, UserRound } from 'lucide-react'
import { useTranslation } from '../../lib/i18n'
import { Link, NavLink, useNavigation } from '../../lib/router'
import { cx } from '../../lib/cx'
import { SITE_NAME } from '../../lib/site'
import { MetalPriceTicker } from '../../features/metal-prices/components/metal-price-ticker'
import { CountBadge } from './count-badge'
import { HeaderSearch } from './header-search'
import { LanguageSwitch } from './language-switch'
import { cartLabel, HEADER_NAV } from './nav-items'
import { Wordmark } from './wordmark'

const ICON_LINK =
  'relative grid size-11 place-items-center rounded-full text-ink-800 transition hover:bg-cream-200 hover:text-ink-950'

export function SiteHeader({ isSignedIn, cartCount }: { isSignedIn: boolean; cartCount: number }) {
  const { t } = useTranslation(['common'])
  return (
    <header className="sticky top-0 z-40 shadow-[0_1px_0_0_var(--color-line)]">
      <div className="surface-dark">
        <MetalPriceTicker />
      </div>
      <div className="relative bg-cream-50/95 backdrop-blur">
        <div className="page-container flex h-14 items-center justify-between gap-4 md:h-16">
          <Link to="/" aria-label={t('common:site.homeLink', { site: SITE_NAME })} className="rounded-lg">
            <Wordmark />
          </Link>

          <nav aria-label={t('common:nav.main')} className="hidden md:block">
            <ul className="flex items-center gap-1 lg:gap-2">
              {HEADER_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end ?? false}
                    className={({ isActive }) =>
                      cx(
                        // Tighter from md to lg: at 768 px the logo, five links and two icons only just fit.
                        'relative rounded-full px-2.5 py-2 text-sm font-medium tracking-wide whitespace-nowrap transition lg:px-3.5',
                        'after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition lg:after:inset-x-3.5',
                        isActive
                          ? 'text-ink-950 after:bg-gold-500'
                          : 'text-ink-600 after:bg-transparent hover:text-ink-950',
                      )
                    }
                  >
                    {t(`common:nav.${item.labelKey}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-1">
            <HeaderSearch />
            {/* Phones have it in the tab bar: the header row has no room for a fifth control there. */}
            <LanguageSwitch className="hidden md:grid" />
            <Link
              to={isSignedIn ? '/profile' : '/login'}
              aria-label={isSignedIn ? t('common:nav.yourProfile') : t('common:nav.signIn')}
              className={ICON_LINK}
            >
              <UserRound aria-hidden="true" className="size-5.5" strokeWidth={1.75} />
            </Link>
            <Link to="/cart" aria-label={cartLabel(cartCount, t)} className={ICON_LINK}>
              <ShoppingBag aria-hidden="true" className="size-5.5" strokeWidth={1.75} />
              {cartCount > 0 && <CountBadge count={cartCount} className="top-0.5 end-0" />}
            </Link>
          </div>
        </div>
        <NavigationProgress />
      </div>
    </header>
  )
}

/** A thin gold bar under the header while the router loads the next page's code. */
function NavigationProgress() {
  const navigation = useNavigation()
  const { t } = useTranslation(['common'])
  if (navigation.state === 'idle') return null
  return (
    <div
      role="progressbar"
      aria-label={t('common:nav.loadingPage')}
      className="absolute inset-x-0 bottom-0 h-0.5 animate-delayed-fade-in overflow-hidden rtl:-scale-x-100"
    >
      <div className="h-full w-1/3 animate-progress bg-gradient-to-r from-transparent via-gold-500 to-transparent" />
    </div>
  )
}
