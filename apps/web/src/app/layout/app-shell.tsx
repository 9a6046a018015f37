import { useEffect } from 'react'
import { loadFormTexts } from '../../lib/i18n'
import { afterIdle } from '../../lib/use-after-idle'
import { Outlet, ScrollRestoration } from '../../lib/router'
import { useDropServerPageMeta } from './use-drop-server-page-meta'

/**
 * What every page shares, whichever layout it is drawn in (the storefront's, or the owner's office under /admin):
 * the moment a server-rendered page becomes usable, the texts of failed calls, and scroll restoration.
 */
export function AppShell() {
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
    <>
      <Outlet />
      {/* New pages open at the top (docs/product.md#for-shoppers); back and forward restore where the shopper was. */}
      <ScrollRestoration />
    </>
  )
}
