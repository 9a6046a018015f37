import type { Namespace } from '@shop/contract/i18n'
import type { RouteObject } from '../lib/router'

/** Texts every page needs before its first paint: the layout's (`common`) and the header's price ticker (`metals`). */
export const FIRST_LOAD_NAMESPACES: readonly Namespace[] = ['common', 'metals']

/**
 * Marks a route the server renders (docs/architecture.md#server-rendered-pages): the catalog and the static
 * pages, the same for every visitor. Pages of a signed-in shopper (cart, checkout, profile, payment, the back
 * office) are rendered in the browser only.
 */
export const SERVER_RENDERED = { serverRendered: true } as const

export function isServerRendered(route: Pick<RouteObject, 'handle'>): boolean {
  const handle: unknown = route.handle
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'serverRendered' in handle &&
    handle.serverRendered === true
  )
}
