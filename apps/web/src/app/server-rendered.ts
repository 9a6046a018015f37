import type { Namespace } from '@shop/contract/i18n'
import type { RouteObject } from '../lib/router'

/** Texts every page needs before its first paint: the layout's (`common`) and the header's price ticker (`metals`). */
export const FIRST_LOAD_NAMESPACES: readonly Namespace[] = ['common', 'metals']

/**
 * Marks a route the server renders for everyone (docs/architecture.md#server-rendered-pages): the catalog and
 * the static pages, the same for every visitor, so their HTML may be cached like the reads it is made of.
 */
export const SERVER_RENDERED = { serverRendered: 'public' } as const

/**
 * Marks a signed-in buyer's page the server renders with that buyer's own data (their order, its payment,
 * their profile), read with the request's session (docs/decisions/276). Its HTML is sent `private, no-store`;
 * without a session the page is left to the browser, which sends the visitor to sign in.
 */
export const SIGNED_IN_RENDERED = { serverRendered: 'signed-in' } as const

export type ServerRenderMode = 'public' | 'signed-in'

/** How the server renders this route's page, or null when only the browser does. */
export function serverRenderMode(route: Pick<RouteObject, 'handle'>): ServerRenderMode | null {
  const handle: unknown = route.handle
  if (typeof handle !== 'object' || handle === null || !('serverRendered' in handle)) return null
  const mode = handle.serverRendered
  return mode === 'public' || mode === 'signed-in' ? mode : null
}

/** A page rendered on the server in either way. */
export function isServerRendered(route: Pick<RouteObject, 'handle'>): boolean {
  return serverRenderMode(route) !== null
}
