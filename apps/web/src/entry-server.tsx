/**
 * The storefront rendered on the server (docs/architecture.md#server-rendered-pages). The API imports the
 * build of this file (apps/web/dist-server) and, for a catalog or static page, writes the HTML it returns
 * into index.html with the data it read, so the first paint needs no JavaScript and hydration no second fetch.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { Writable } from 'node:stream'
import { languageBasename, NAMESPACES, type Language } from '@shop/contract/i18n'
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query'
import { StrictMode, Suspense, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server.node'
import { AppProviders } from './app/providers'
import { routes } from './app/router'
import { serverRenderMode, FIRST_LOAD_NAMESPACES } from './app/server-rendered'
import { currentUserQueryKey } from './features/auth/use-current-user'
import { createStorefrontI18n, I18nProvider } from './lib/i18n'
import { createQueryClient } from './lib/query-client'
import { setRenderScopeSource, type RenderScope } from './lib/render-scope'
import { createMemoryRouter, RouterProvider } from './lib/router'
import { SERVER_DATA_FRESH_MS } from './lib/server-hydration'

// The server names the code of a page it leaves to the browser in that page's head (docs/decisions/259).
export { browserPageModules } from './app/browser-pages'

const scopes = new AsyncLocalStorage<RenderScope>()
setRenderScopeSource(() => scopes.getStore())

/** A render that takes longer is given up: the shopper gets the client-rendered page instead. */
const RENDER_TIMEOUT_MS = 5_000
/**
 * Renders to find what a page reads: the page, then what its data reveals (a product's category, say). A
 * signed-in page reads the session first, then its order, then what the order names (its payment's identity step).
 */
const MAX_DATA_PASSES = 4

export interface RenderPageInput {
  /** Path and query as requested, language prefix included (`/ar/category/Gold?page=2`). */
  url: string
  language: Language
  /** The reads every visitor's page may make: the catalog and the shop's public facts. */
  readApi: RenderScope['readApi']
  /**
   * The reads of the requesting buyer's own pages, with their session (docs/decisions/276); absent when the
   * request carries none, and then a signed-in page is left to the browser.
   */
  readOwnApi?: RenderScope['readApi'] | undefined
}

export interface RenderedPage {
  /** 404 for the not-found page, else 200. */
  status: number
  /** The markup of `#root`. */
  html: string
  /** TanStack Query's dehydrated cache, as JSON, for the client to start from. */
  queries: string
  /** The page holds the requesting buyer's own data: it must never be cached or shared. */
  personal: boolean
}

/** The page at `url` rendered with its data, or null when that page is rendered in the browser only. */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage | null> {
  const i18n = await createStorefrontI18n(input.language, FIRST_LOAD_NAMESPACES)
  // The routes are resolved with the public reader; a signed-in page swaps in the buyer's own below.
  const scope: RenderScope = { i18n, readApi: input.readApi }
  return scopes.run(scope, async () => {
    // A router per render: resolving a page's code also loads its texts into this render's instance.
    const router = createMemoryRouter(routes, {
      initialEntries: [input.url],
      basename: languageBasename(input.language) ?? '',
    })
    await router.ready
    const leaf = router.state.matches.at(-1)?.route
    const mode = leaf && !router.state.loadError ? serverRenderMode(leaf) : null
    if (!leaf || mode === null) return null
    const personal = mode === 'signed-in'
    if (personal) {
      if (!input.readOwnApi) return null
      scope.readApi = input.readOwnApi
    }

    // Fresh as long as the browser will count the data it is sent (lib/server-hydration.ts), so both render
    // the same state: neither shows the data as being fetched again.
    const queryClient = createQueryClient({ retry: false, staleTime: SERVER_DATA_FRESH_MS })
    const app = () => (
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <AppProviders queryClient={queryClient}>
            <Suspense fallback={null}>
              <RouterProvider router={router} />
            </Suspense>
          </AppProviders>
        </I18nProvider>
      </StrictMode>
    )

    const html = await renderWithData(queryClient, () => renderToHtml(app()))
    // A session that has ended (or a cookie that never was one): the browser renders the page, which sends
    // the visitor to sign in with the way back in the URL.
    if (personal && !queryClient.getQueryData(currentUserQueryKey)) return null
    // The texts this render used, for the browser to load before it hydrates: a text it lacked would suspend
    // hydration and make React render the whole page again (lib/server-hydration.ts).
    const namespaces = NAMESPACES.filter((namespace) => i18n.hasLoadedNamespace(namespace))
    return {
      status: leaf.path === '*' ? 404 : 200,
      html,
      queries: JSON.stringify({
        // Only answers JSON carries as they are: one with a Date (parsed by its schema) would reach the browser
        // as a string; the browser asks for it again instead.
        ...dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => query.state.status === 'success' && survivesJson(query.state.data),
        }),
        namespaces,
      }),
      personal,
    }
  })
}

/** True when `value` comes back from JSON as it went in: no Date, bigint, Map, Set or class instance. */
function survivesJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(survivesJson)
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false
  return Object.values(value as Record<string, unknown>).every(survivesJson)
}

/**
 * The page rendered with what it reads: each render registers the page's queries (TanStack builds them
 * as the components ask), the new ones are fetched through the API in-process, and the page is rendered again
 * until it asks for nothing new; that last render is the page. A read the API refuses or fails (someone's own
 * data, a failing API) is dropped, so the page renders it loading, as the browser's first render will; an
 * unknown product is no failure but an answer (null), rendered as such (features/catalog/products-api.ts).
 */
async function renderWithData(queryClient: QueryClient, render: () => Promise<string>): Promise<string> {
  const tried = new Set<string>()
  for (let pass = 1; ; pass++) {
    const html = await render()
    const fresh = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => !tried.has(query.queryHash) && query.state.status === 'pending')
    // A render that asked for nothing new is the page (its failed reads were dropped before it).
    if (fresh.length === 0 || pass > MAX_DATA_PASSES) {
      queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' })
      return html
    }
    for (const query of fresh) tried.add(query.queryHash)
    await Promise.all(fresh.map((query: Query) => query.fetch().catch(() => undefined)))
    queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' })
  }
}

/** React's streaming renderer, read to the end: the data is in hand, so nothing waits but lazy code. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'))
        callback()
      },
    })
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // Every boundary in place, in document order: a large one would otherwise be sent apart with an inline
      // script to move it, which the Content-Security-Policy (script-src 'self') forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    })
    setTimeout(() => {
      stream.abort(new Error('server render timed out'))
      reject(new Error('server render timed out'))
    }, RENDER_TIMEOUT_MS).unref()
  })
}
