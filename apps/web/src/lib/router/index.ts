// The storefront's router (docs/decisions/147): the route table's pages loaded before they are shown, links,
// history and scroll positions, in the shapes react-router taught the code base.
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
  type NavLinkProps,
} from './components'
import type { Location } from './history'

export type { Location, Path } from './history'
/** A memory router's entry: a URL, or a location with its state. */
export type InitialEntry = string | Partial<Location>
export { matchRoutes, type Params, type RouteMatch, type RouteModule, type RouteObject } from './match'
export {
  createBrowserRouter,
  createMemoryRouter,
  type NavigateOptions,
  type Router,
  type RouterState,
  type To,
} from './router'
