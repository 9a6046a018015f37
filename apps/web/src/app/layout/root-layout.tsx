import { useEffect } from 'react'
import { loadFormTexts, useTranslation } from '../../lib/i18n'
import { afterIdle } from '../../lib/use-after-idle'
import { Outlet, ScrollRestoration } from '../../lib/router'
import { useCurrentUser } from '../../features/auth/use-current-user'
import { useCartCount } from '../../features/cart/cart-storage'
import { MobileTabBar } from './mobile-tab-bar'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { useDropServerPageMeta } from './use-drop-server-page-meta'

/** docs/product.md#for-shoppers: the one layout around every route. */
export function RootLayout() {
  const { isSignedIn } = useCurrentUser()
  const cartCount = useCartCount()
  const { t } = useTranslation(['common'])
  useDropServerPageMeta()
  // The page's code runs and every effect (the router's included) has run: a server-rendered page's controls
  // work from now on (docs/decisions/131).
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('aria-disabled')
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  // The texts a failed call is worded in load once the page is idle, so one failing later (the connection lost
  // included) reads in the page's language (docs/decisions/149).
  useEffect(() => afterIdle(() => void loadFormTexts().catch(() => undefined)), [])

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
      <SiteFooter />
      <MobileTabBar isSignedIn={isSignedIn} cartCount={cartCount} />
      {/* New pages open at the top (docs/product.md#for-shoppers); back and forward restore where the shopper was. */}
      <ScrollRestoration />
    </div>
  )
}
