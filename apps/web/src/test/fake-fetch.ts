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
  path: API_BASE + endpoint.path,
  pattern: new RegExp(`^${API_BASE}${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}))

/** The methods the endpoint table answers at this full path (none: the API has no such route). */
function methodsAt(pathname: string): string[] {
  const routes = ENDPOINT_ROUTES.filter((route) => route.pattern.test(pathname))
  return [...new Set(routes.map((route) => route.method))]
}

const METHOD_KEY = /^(GET|POST|PUT|PATCH|DELETE) (\/.*)$/

/**
 * An answer's key as `METHOD path`: a bare path stands for the one method the endpoint table gives it. A bare
 * path the table answers with several methods, or a path it does not know, is the test's mistake: it would
 * answer a call the API refuses, so the fake refuses the key instead.
 */
function keyed(answers: Record<string, FakeAnswer>): Map<string, FakeAnswer> {
  const byCall = new Map<string, FakeAnswer>()
  for (const [key, answer] of Object.entries(answers)) {
    const named = METHOD_KEY.exec(key)
    const path = named?.[2] ?? key
    const methods = methodsAt(path)
    // A path written out in the table (`/owner/staff/invitations`) means that call, not one whose parameter
    // happens to match it (`/owner/staff/:id`).
    const written = ENDPOINT_ROUTES.filter((route) => route.path === path).map((route) => route.method)
    const sole = written.length > 0 ? written : methods
    const method = named?.[1] ?? (sole.length === 1 ? sole[0] : undefined)
    if (method === undefined || !methods.includes(method)) {
      throw new Error(
        methods.length === 0
          ? `fakeFetch: the endpoint table has no call at ${path}`
          : `fakeFetch: ${key} is answered by ${methods.join(' and ')}; name the method ("${methods[0]} ${path}")`,
      )
    }
    byCall.set(`${method} ${path}`, answer)
  }
  return byCall
}

const NOT_FOUND: FakeAnswer = {
  status: 404,
  body: { success: false, message: 'Not found', code: 'NOT_FOUND' },
}

/**
 * Replaces `fetch` with answers by method and path (query strings ignored), keyed `METHOD path` or by the path
 * alone where the endpoint table gives it one method. A call answers only when both match, as the API would:
 * a call with the wrong method answers 404 and fails its test. Returns the mock.
 */
export function fakeFetch(answers: Record<string, FakeAnswer> = {}) {
  const all = keyed({ ...DEFAULT_ANSWERS, ...answers })
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const answer = all.get(`${method} ${url.pathname}`) ?? NOT_FOUND
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
