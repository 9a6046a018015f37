import {
  API_BASE,
  API_ENDPOINTS,
  CATEGORY_PATHS,
  DEFAULT_SHOP_SETTINGS,
  METAL_PRICE_PATHS,
  SHOP_PATHS,
  USER_PATHS,
} from '@shop/contract'
import { vi } from 'vitest'
import { categoriesAnswer, companyInfoAnswer, metalPricesAnswer, signedOutAnswer } from './fixtures'

export interface FakeAnswer {
  status?: number
  body?: unknown
  /** The answer waits for this promise, so a test can look at the loading state first. */
  until?: Promise<unknown>
}

/** What the API answers when a test says nothing else: a small catalogue, prices, and nobody signed in. */
export const DEFAULT_ANSWERS: Record<string, FakeAnswer> = {
  [API_BASE + CATEGORY_PATHS.getAll]: { body: categoriesAnswer },
  [API_BASE + METAL_PRICE_PATHS.getAll]: { body: metalPricesAnswer },
  [API_BASE + USER_PATHS.session]: { body: signedOutAnswer },
  [API_BASE + SHOP_PATHS.companyInfo]: { body: companyInfoAnswer },
  // The owner's settings as the shop ships them (the public part): 5 % service charge, products' own shipping.
  [API_BASE + SHOP_PATHS.settings]: {
    body: {
      success: true,
      data: {
        serviceChargePercent: DEFAULT_SHOP_SETTINGS.serviceChargePercent,
        returnDays: DEFAULT_SHOP_SETTINGS.returnDays,
        deliveryByEmirate: DEFAULT_SHOP_SETTINGS.deliveryByEmirate,
        shipping: DEFAULT_SHOP_SETTINGS.shipping,
      },
    },
  },
}

/** Each call of the endpoint table as a pattern of its full path (`:id` matches one segment) and its method. */
const ENDPOINT_ROUTES = Object.values(API_ENDPOINTS).map((endpoint) => ({
  method: endpoint.method as string,
  pattern: new RegExp(`^${API_BASE}${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}))

/**
 * Whether the API has a route for this method and path: a path the endpoint table names answers only the
 * methods it names there (the real server answers anything else 404), so a call made with the wrong method
 * fails its test. Paths outside the table (uploads, images) take any method.
 */
function routeExists(method: string, pathname: string): boolean {
  const routes = ENDPOINT_ROUTES.filter((route) => route.pattern.test(pathname))
  return routes.length === 0 || routes.some((route) => route.method === method)
}

const NOT_FOUND: FakeAnswer = {
  status: 404,
  body: { success: false, message: 'Not found', code: 'NOT_FOUND' },
}

/**
 * Replaces `fetch` with answers by path (query strings ignored), or by `METHOD path` where one path answers
 * several methods differently; unknown paths, and a method the endpoint table does not give a path, answer 404.
 * Returns the mock.
 */
export function fakeFetch(answers: Record<string, FakeAnswer> = {}) {
  const all = { ...DEFAULT_ANSWERS, ...answers }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const answer = !routeExists(method, url.pathname)
      ? NOT_FOUND
      : (all[`${method} ${url.pathname}`] ?? all[url.pathname] ?? NOT_FOUND)
    if (answer.until) await answer.until
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A promise and the function that settles it. */
export function gate() {
  let open!: () => void
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}
