import { Suspense } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Outlet } from '../../lib/router'
import { useCurrentUser } from '../../features/auth/use-current-user'
import { useCartCount } from '../../features/cart/cart-storage'
import { LazySiteFooter } from './lazy-site-footer'
import { MobileTabBar } from './mobile-tab-bar'
import { SiteHeader } from './site-header'

/** docs/product.md#for-shoppers: the storefront's layout around every shopper's page (the owner's office has its own). */
export function RootLayout() {
  const { isSignedIn } = useCurrentUser()
  const cartCount = useCartCount()
  const { t } = useTranslation(['common'])

  return (
    // Below md the fixed tab bar (4rem plus the phone's safe area) would cover the end of the page: pad for it.
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-ink-900 px-4 py-2 text-sm font-semibold text-cream-50 focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t('common:nav.skipToContent')}
      </a>
      <SiteHeader isSignedIn={isSignedIn} cartCount={cartCount} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <LazySiteFooter />
      </Suspense>
      <MobileTabBar isSignedIn={isSignedIn} cartCount={cartCount} />
    </div>
  )
}
