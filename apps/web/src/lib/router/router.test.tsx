import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  createMemoryRouter,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  RouterProvider,
  useNavigation,
  useParams,
  useRouteError,
  type RouteModule,
  type RouteObject,
} from '.'

const page = (text: string) => () => <h1>{text}</h1>

describe('matching a path to the route table', () => {
  const table: RouteObject[] = [
    {
      id: 'root',
      children: [
        { index: true, Component: page('Home') },
        { path: 'category/:categoryName', Component: page('Category') },
        { path: 'category/:categoryName/product/:sku', Component: page('Product') },
        {
          path: 'admin',
          children: [
            { path: 'products/new', Component: page('New product') },
            { path: 'products/:id', Component: page('Product editor') },
            { path: '*', Component: page('Admin not found') },
          ],
        },
        { path: '*', Component: page('Not found') },
      ],
    },
  ]
  const leaf = (pathname: string) => {
    const matches = matchRoutes(table, pathname)
    return { route: matches?.at(-1)?.route, params: matches?.at(-1)?.params }
  }

  it('takes the route that uses the whole path, its params decoded', () => {
    expect(leaf('/category/Gold%20Bars').params).toEqual({ categoryName: 'Gold Bars' })
    expect(leaf('/category/Gold/product/AU-1OZ').params).toEqual({ categoryName: 'Gold', sku: 'AU-1OZ' })
    expect(leaf('/').route?.index).toBe(true)
  })

  it('reads paths without regard to case or a closing slash, as links in the wild are typed', () => {
    expect(leaf('/CATEGORY/Gold/').params).toEqual({ categoryName: 'Gold' })
  })

  it('prefers a static path listed before a dynamic one, and sends the rest to the nearest catch-all', () => {
    expect(leaf('/admin/products/new').route?.path).toBe('products/new')
    expect(leaf('/admin/products/12').params).toEqual({ id: '12' })
    expect(leaf('/admin/nothing/here').params).toEqual({ '*': 'nothing/here' })
    expect(leaf('/no/such/page').params).toEqual({ '*': 'no/such/page' })
  })
})

/** A lazy page whose code arrives when the test says. */
function deferredPage(text: string) {
  let resolve: (module: RouteModule) => void = () => {}
  let reject: (error: Error) => void = () => {}
  const lazy = vi.fn(
    () =>
      new Promise<RouteModule>((res, rej) => {
        resolve = res
        reject = rej
      }),
  )
  return {
    lazy,
    arrive: () => resolve({ Component: page(text) }),
    fail: () => reject(new TypeError('Failed to fetch dynamically imported module')),
  }
}

function Layout() {
  const navigation = useNavigation()
  return (
    <>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/category">Categories</NavLink>
        <Link to="/slow">Slow</Link>
        <Link to="/other">Other</Link>
      </nav>
      {navigation.state === 'loading' && <p role="progressbar">Loading page</p>}
      <Outlet />
    </>
  )
}

function PageError() {
  const error = useRouteError()
  return <p role="alert">{error instanceof Error ? error.message : 'error'}</p>
}

function Product() {
  const { sku } = useParams()
  return <h1>Product {sku}</h1>
}

describe('moving between pages', () => {
  function setUp(extra: RouteObject[] = []) {
    const routes: RouteObject[] = [
      {
        Component: Layout,
        children: [
          {
            ErrorBoundary: PageError,
            children: [
              { index: true, Component: page('Home') },
              { path: 'category', Component: page('Categories') },
              { path: 'category/:categoryName/product/:sku', Component: Product },
              ...extra,
            ],
          },
        ],
      },
    ]
    const router = createMemoryRouter(routes, { initialEntries: ['/'] })
    render(<RouterProvider router={router} />)
    return { router, user: userEvent.setup() }
  }

  it("keeps the current page, with a progress bar, until the next page's code has arrived", async () => {
    const slow = deferredPage('Slow page')
    const { router, user } = setUp([{ path: 'slow', lazy: slow.lazy }])

    await user.click(screen.getByRole('link', { name: 'Slow' }))
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(await screen.findByRole('progressbar')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')

    await act(async () => slow.arrive())
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(router.state.location.pathname).toBe('/slow')
  })

  it('shows only the last page asked for when a slower one arrives after it', async () => {
    const slow = deferredPage('Slow page')
    const other = deferredPage('Other page')
    const { user } = setUp([
      { path: 'slow', lazy: slow.lazy },
      { path: 'other', lazy: other.lazy },
    ])

    await user.click(screen.getByRole('link', { name: 'Slow' }))
    await user.click(screen.getByRole('link', { name: 'Other' }))
    await act(async () => other.arrive())
    await act(async () => slow.arrive())

    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Slow page' })).toBeNull()
  })

  it("says why inside the layout when a page's code cannot be fetched, and loads it on the next try", async () => {
    const flaky = deferredPage('Slow page')
    const { router, user } = setUp([{ path: 'slow', lazy: flaky.lazy }])

    await user.click(screen.getByRole('link', { name: 'Slow' }))
    await act(async () => flaky.fail())
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module')
    expect(screen.getByRole('navigation')).toBeInTheDocument()

    await act(async () => router.navigate('/'))
    await user.click(screen.getByRole('link', { name: 'Slow' }))
    await act(async () => flaky.arrive())
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument()
    expect(flaky.lazy).toHaveBeenCalledTimes(2)
  })

  it('marks the link of the page shown, the home link on the home page only', async () => {
    const { router } = setUp()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')

    await act(async () => router.navigate('/category/Gold/product/AU-1OZ'))
    expect(await screen.findByRole('heading', { name: 'Product AU-1OZ' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it('goes back to the page before, with the state a navigation left', async () => {
    const { router } = setUp()
    await act(async () => router.navigate('/category', { state: { notice: 'hello' } }))
    expect(router.state.location.state).toEqual({ notice: 'hello' })
    await act(async () => router.navigate(-1))
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(router.state.historyAction).toBe('POP')
  })

  it('leaves a modified click (a new tab) to the browser', async () => {
    const { router, user } = setUp()
    await user.keyboard('{Control>}')
    await user.click(screen.getByRole('link', { name: 'Categories' }))
    await user.keyboard('{/Control}')
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('the Arabic storefront under /ar', () => {
  it('writes every link under /ar and reads the path without it', async () => {
    const router = createMemoryRouter(
      [{ Component: Layout, children: [{ index: true, Component: page('Home') }] }],
      {
        initialEntries: ['/ar'],
        basename: '/ar',
      },
    )
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/ar')
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/ar/category')
  })
})
