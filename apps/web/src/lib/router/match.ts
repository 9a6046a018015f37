import type { ComponentType } from 'react'

/** What a page's lazily loaded module gives the router. */
export interface RouteModule {
  Component: ComponentType
}

/**
 * One route of the table (apps/web/src/app/router.tsx). A route without a path is a layout or an error boundary
 * around its children; `index` matches its parent's path exactly; `*` matches the rest of a path.
 */
export interface RouteObject {
  id?: string
  path?: string
  index?: boolean
  Component?: ComponentType
  /** Shown instead of this route (its children included) when it or they fail (`useRouteError` names why). */
  ErrorBoundary?: ComponentType
  /** Shown while the first page's code loads, when the page did not arrive rendered. */
  HydrateFallback?: ComponentType
  /** Anything the app wants to know of a route (apps/web/src/app/server-rendered.ts). */
  handle?: unknown
  /** Loads the route's code (and texts) before it is shown. */
  lazy?: () => Promise<RouteModule>
  children?: RouteObject[]
}

export type Params = Readonly<Record<string, string>>

export interface RouteMatch {
  route: RouteObject
  /** Every param matched down to this route. */
  params: Params
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean)

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment // A malformed escape is kept as typed rather than failing the page.
  }
}

/** The segments a route's path consumes, and its params; null when it does not match. Case-insensitive. */
function consume(
  route: RouteObject,
  segments: readonly string[],
  params: Params,
): { rest: readonly string[]; params: Params } | null {
  if (route.path === undefined) return { rest: segments, params }
  const own: Record<string, string> = { ...params }
  const pattern = segmentsOf(route.path)
  for (const [at, part] of pattern.entries()) {
    if (part === '*') {
      own['*'] = segments.slice(at).map(decode).join('/')
      return { rest: [], params: own }
    }
    const segment = segments[at]
    if (segment === undefined) return null
    if (part.startsWith(':')) own[part.slice(1)] = decode(segment)
    else if (part.toLowerCase() !== decode(segment).toLowerCase()) return null
  }
  return { rest: segments.slice(pattern.length), params: own }
}

function matchIn(
  routes: readonly RouteObject[],
  segments: readonly string[],
  params: Params,
): RouteMatch[] | null {
  for (const route of routes) {
    if (route.index) {
      if (segments.length === 0) return [{ route, params }]
      continue
    }
    const consumed = consume(route, segments, params)
    if (!consumed) continue
    const children = route.children ? matchIn(route.children, consumed.rest, consumed.params) : null
    if (children) return [{ route, params: consumed.params }, ...children]
    // A route with a path that uses the whole URL matches on its own (its outlet empty).
    if (route.path !== undefined && consumed.rest.length === 0) return [{ route, params: consumed.params }]
  }
  return null
}

/**
 * The chain of routes a path matches, outermost first; null when none does. The first route in table order that
 * uses the whole path wins, so a static path is listed before a dynamic one it would also match.
 */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  return matchIn(routes, segmentsOf(pathname), {})
}
