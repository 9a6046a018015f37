import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  parsePath,
  type History,
  type HistoryAction,
  type Location,
  type Path,
} from './history'
import { matchRoutes, type RouteMatch, type RouteModule, type RouteObject } from './match'

export type To = string | Partial<Path>

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

export interface RouterState {
  location: Location
  historyAction: HistoryAction
  /** The routes the location matches, each with its code loaded. */
  matches: RouteMatch[]
  /** `loading` while the next page's code loads; the current page stays meanwhile. */
  navigation: { state: 'idle' | 'loading' }
  /** False until the first page's code has loaded. */
  initialized: boolean
  /** The route whose code failed to load, and why. */
  loadError: { route: RouteObject; error: unknown } | null
}

/** The shop's router: a history, the route table, and the page's code loaded before the page is shown. */
export interface Router {
  readonly state: RouterState
  readonly basename: string
  /** Resolves once the first page's code has loaded (the server render and hydration wait for it). */
  readonly ready: Promise<void>
  subscribe(listener: () => void): () => void
  navigate(to: To | number, options?: NavigateOptions): Promise<void>
  createHref(path: Path): string
  /** A route's component, once loaded. */
  componentOf(route: RouteObject): RouteModule['Component'] | undefined
}

/** A link's target as a path, from the current location: `?q=1` keeps the path, `#x` the path too. */
export function resolveTo(to: To, from: Path): Path {
  const path = typeof to === 'string' ? parsePath(to) : to
  let pathname = path.pathname ?? from.pathname
  if (!pathname.startsWith('/')) pathname = `${from.pathname.replace(/\/?$/, '/')}${pathname}`
  const search = path.search ?? ''
  return {
    pathname,
    search: search && !search.startsWith('?') ? `?${search}` : search,
    hash: path.hash ?? '',
  }
}

const IDLE = { state: 'idle' } as const
const LOADING = { state: 'loading' } as const

function createRouter(routes: RouteObject[], history: History, basename: string): Router {
  // Loaded per router, not written into the shared table: each server render loads a page's texts into
  // its own instance as it resolves the page's code.
  const modules = new Map<RouteObject, Promise<RouteModule>>()
  const loaded = new Map<RouteObject, RouteModule>()
  const listeners = new Set<() => void>()
  const matchesOf = (pathname: string) => matchRoutes(routes, pathname) ?? []
  const isLoaded = (matches: RouteMatch[]) => matches.every(({ route }) => !route.lazy || loaded.has(route))

  const load = (route: RouteObject): Promise<unknown> => {
    if (!route.lazy) return Promise.resolve()
    let module = modules.get(route)
    if (!module) {
      module = route.lazy()
      modules.set(route, module)
      module.then(
        (value) => loaded.set(route, value),
        // A failed load (a dropped connection) is tried again by the next navigation.
        () => modules.delete(route),
      )
    }
    return module
  }

  const firstMatches = matchesOf(history.location.pathname)
  let state: RouterState = {
    location: history.location,
    historyAction: history.action,
    matches: firstMatches,
    navigation: IDLE,
    // A table without lazy routes (a test's) shows its page at once.
    initialized: isLoaded(firstMatches),
    loadError: null,
  }
  const setState = (next: Partial<RouterState>) => {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener())
  }

  let latest = 0
  const commitTo = (matches: RouteMatch[], loadError: RouterState['loadError']) =>
    setState({
      location: history.location,
      historyAction: history.action,
      matches,
      navigation: IDLE,
      initialized: true,
      loadError,
    })

  /** Loads the code of `matches`, then commits the navigation unless a newer one started meanwhile. */
  function complete(matches: RouteMatch[], commit: () => void): Promise<void> {
    const id = ++latest
    // Code already here: the navigation happens at once, inside the event that asked for it.
    if (isLoaded(matches)) {
      commit()
      commitTo(matches, null)
      return Promise.resolve()
    }
    if (state.initialized) setState({ navigation: LOADING })
    return (async () => {
      let loadError: RouterState['loadError'] = null
      for (const { route } of matches) {
        try {
          await load(route)
        } catch (error) {
          loadError ??= { route, error }
        }
      }
      if (id !== latest) return
      commit()
      commitTo(matches, loadError)
    })()
  }

  history.listen(() => {
    void complete(matchesOf(history.location.pathname), () => {})
  })

  const ready = complete(firstMatches, () => {})

  return {
    get state() {
      return state
    },
    basename,
    ready,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to)
        return Promise.resolve()
      }
      const path = resolveTo(to, state.location)
      return complete(matchesOf(path.pathname), () => {
        if (options.replace) history.replace(path, options.state)
        else history.push(path, options.state)
      })
    },
    createHref: (path) => history.createHref(path),
    componentOf: (route) => route.Component ?? loaded.get(route)?.Component,
  }
}

export interface RouterOptions {
  /** `/ar` for the Arabic storefront. */
  basename?: string
}

/** The router of the page in the browser. */
export function createBrowserRouter(routes: RouteObject[], options: RouterOptions = {}): Router {
  const basename = options.basename ?? ''
  return createRouter(routes, createBrowserHistory(basename), basename)
}

/** A router over a history in memory: tests, and the server render of one URL (entries carry the basename). */
export function createMemoryRouter(
  routes: RouteObject[],
  options: RouterOptions & { initialEntries?: (string | Partial<Location>)[]; initialIndex?: number } = {},
): Router {
  const basename = options.basename ?? ''
  const history = createMemoryHistory(options.initialEntries ?? ['/'], basename, options.initialIndex)
  return createRouter(routes, history, basename)
}

export { createPath }
