import { describe, expect, it } from 'vitest'
import type { RouteObject } from '../lib/router'
import { BROWSER_PAGE_MODULES, browserPageModules } from './browser-pages'
import { routes } from './router'
import { serverRenderMode } from './server-rendered'

/** Every route with a path and its own code, the back office's apart (its pages are the owner's alone). */
function pagesOf(list: readonly RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [
    ...(route.path !== undefined && route.lazy ? [route] : []),
    ...(route.path === 'admin' ? [] : pagesOf(route.children ?? [])),
  ])
}

// The server preloads the modules this table names (docs/decisions/259): a stale entry would make phones
// download code the page never runs, and leave the page's own to load one import after another.
describe('the modules of the pages rendered in the browser', () => {
  const pages = pagesOf(routes).filter(
    (route) => route.path !== 'admin' && serverRenderMode(route) !== 'public',
  )

  it('names every shopper page the server does not render, and no other', () => {
    expect(Object.keys(BROWSER_PAGE_MODULES).sort()).toEqual(pages.map((route) => route.path).sort())
  })

  it.each(Object.entries(BROWSER_PAGE_MODULES))('%s is %s', async (path, module) => {
    const route = pages.find((page) => page.path === path)
    const loaded = await route?.lazy?.()
    const named: unknown = await import(/* @vite-ignore */ `../../${module}`)
    expect(loaded).toBe(named)
  })

  it('finds a page’s module from its URL, in either language', () => {
    expect(browserPageModules('/checkout')).toEqual(['src/routes/checkout.tsx'])
    expect(browserPageModules('/ar/profile/orders/ORD-AB12CD34EF')).toEqual(['src/routes/profile-order.tsx'])
    expect(browserPageModules('/crypto-payment')).toEqual(['src/routes/payments/crypto-payment.tsx'])
    expect(browserPageModules('/category/Gold')).toEqual([])
    expect(browserPageModules('/admin/orders')).toEqual([])
    expect(browserPageModules('/no/such/page')).toEqual([])
  })
})
