import {
  Component,
  startTransition,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { createPath, type Location } from './history'
import type { Params, RouteMatch } from './match'
import { resolveTo, type NavigateOptions, type Router, type RouterState, type To } from './router'

const RouterContext = createContext<Router | null>(null)
const StateContext = createContext<RouterState | null>(null)
/** What a route's `<Outlet />` shows: its matched child. */
const OutletContext = createContext<ReactNode>(null)
const RouteErrorContext = createContext<{ error: unknown } | null>(null)

function useRouter(): Router {
  const router = useContext(RouterContext)
  if (!router) throw new Error('A router hook is used outside <RouterProvider>.')
  return router
}

function useRouterState(): RouterState {
  const state = useContext(StateContext)
  if (!state) throw new Error('A router hook is used outside <RouterProvider>.')
  return state
}

/** The page of the router's location, each route inside its parent, failures inside the nearest boundary. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state)
  useEffect(() => {
    // As a transition, like react-router's: the next page renders after the code that navigated has run on
    // (a logout clears the user right after it navigates), and never blocks a tap.
    const update = () => startTransition(() => setState(router.state))
    update()
    return router.subscribe(update)
  }, [router])
  let page: ReactNode
  if (!state.initialized) {
    const Fallback = state.matches[0]?.route.HydrateFallback
    page = Fallback ? <Fallback /> : null
  } else {
    page = renderMatches(router, state)
  }
  return (
    <RouterContext value={router}>
      <StateContext value={state}>{page}</StateContext>
    </RouterContext>
  )
}

function renderMatches(router: Router, state: RouterState): ReactNode {
  const { matches, loadError } = state
  // A route whose code failed shows the nearest error boundary at or above it, in place of that route.
  const failedAt = loadError ? matches.findIndex((match) => match.route === loadError.route) : -1
  const boundaryAt =
    failedAt < 0 ? -1 : matches.findLastIndex((match, at) => at <= failedAt && match.route.ErrorBoundary)
  let outlet: ReactNode = null
  for (let at = matches.length - 1; at >= 0; at--) {
    const { route } = matches[at] as RouteMatch
    if (at > boundaryAt && boundaryAt >= 0) continue
    const Page = router.componentOf(route)
    let element: ReactNode = Page ? <Page /> : outlet
    if (at === boundaryAt && route.ErrorBoundary && loadError) {
      element = (
        <RouteErrorContext value={{ error: loadError.error }}>
          <route.ErrorBoundary />
        </RouteErrorContext>
      )
    } else if (route.ErrorBoundary) {
      element = (
        <RouteBoundary fallback={route.ErrorBoundary} resetKey={state.location.key}>
          {element}
        </RouteBoundary>
      )
    }
    outlet = <OutletContext value={outlet}>{element}</OutletContext>
  }
  return outlet
}

interface BoundaryProps {
  fallback: ComponentType
  /** A navigation to another entry clears the failure. */
  resetKey: string
  children: ReactNode
}

class RouteBoundary extends Component<BoundaryProps, { failure: { error: unknown } | null; key: string }> {
  override state = { failure: null, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { failure: null, key: props.resetKey }
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // The boundary's screen logs the error (useRouteError); nothing more to do here.
  }

  override render() {
    const { fallback: Fallback, children } = this.props
    if (!this.state.failure) return children
    return (
      <RouteErrorContext value={this.state.failure}>
        <Fallback />
      </RouteErrorContext>
    )
  }
}

/** Where a layout shows its matched child route. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>
}

/** Why the nearest error boundary is shown: a render error or a page's code that failed to load. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext)?.error
}

export function useLocation(): Location {
  return useRouterState().location
}

/** The params of the matched routes (`:sku` of a product page). */
export function useParams(): Params {
  return useRouterState().matches.at(-1)?.params ?? {}
}

/** Whether the next page's code is loading (the header's progress bar). */
export function useNavigation(): RouterState['navigation'] {
  return useRouterState().navigation
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>

export function useNavigate(): NavigateFunction {
  const router = useRouter()
  return useCallback((to, options) => router.navigate(to, options), [router])
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>

/** The query of the location, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const router = useRouter()
  const { search } = useLocation()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const current = router.state.location
      const value = typeof next === 'function' ? next(new URLSearchParams(current.search)) : next
      const query = new URLSearchParams(value).toString()
      void router.navigate({ pathname: current.pathname, search: query ? `?${query}` : '' }, options)
    },
    [router],
  )
  return [params, setParams]
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  replace?: boolean
  state?: unknown
  ref?: React.Ref<HTMLAnchorElement>
}

/** A link the router follows without reloading the page; a new tab, a modified click or `target` is the browser's. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const router = useRouter()
  const location = useLocation()
  const path = resolveTo(to, location)
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    if (target && target !== '_self') return
    event.preventDefault()
    // Following a link to where the shopper already is replaces the entry rather than stacking a copy.
    const same = createPath(path) === createPath(router.state.location)
    void router.navigate(path, { replace: replace ?? same, state })
  }
  return <a {...rest} href={router.createHref(path)} target={target} onClick={handleClick} />
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  /** Active only on its own path, not under it. */
  end?: boolean
  className?: string | ((status: { isActive: boolean }) => string)
  children?: ReactNode | ((status: { isActive: boolean }) => ReactNode)
}

/** A link that knows when the shopper is on its page (`aria-current="page"`, and its look). */
export function NavLink({ end = false, className, children, ...props }: NavLinkProps) {
  const location = useLocation()
  const target = resolveTo(props.to, location)
    .pathname.toLowerCase()
    .replace(/(.)\/$/, '$1')
  const current = location.pathname.toLowerCase()
  // Every path is under `/`: the home link is active on the home page only.
  const isActive = current === target || (!end && target !== '/' && current.startsWith(`${target}/`))
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  )
}

/** Navigates as soon as it renders (a guard that sends a signed-out shopper to the login page). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const router = useRouter()
  // By the target's text: a re-render with a new object for the same place is the same navigation.
  const target = createPath(resolveTo(to, router.state.location))
  useEffect(() => {
    void router.navigate(target, { replace, state })
  }, [router, target, replace, state])
  return null
}

const SCROLL_KEY = 'shop:scroll-positions'

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

/**
 * New pages open at the top (or at their `#hash`); back and forward return to where the shopper was on that
 * entry. The page the shop opened at is left where the browser put it: the shopper may have scrolled the
 * server-rendered page while its code loaded.
 */
export function ScrollRestoration() {
  const router = useRouter()
  const { location, historyAction } = useRouterState()
  const shownKey = useRef(location.key)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    // The position of the page being left, read before the next one renders.
    return router.subscribe(() => {
      const next = router.state.location.key
      if (next === shownKey.current) return
      const positions = readPositions()
      positions[shownKey.current] = window.scrollY
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions))
      } catch {
        // Storage full or refused: back then opens at the top, nothing worse.
      }
      shownKey.current = next
    })
  }, [router])

  const first = useRef(true)
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const saved = historyAction === 'POP' ? readPositions()[location.key] : undefined
    if (saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [location.key, location.hash, historyAction])
  return null
}
