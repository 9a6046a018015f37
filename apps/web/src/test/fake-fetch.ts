import {
  API_BASE,
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

/** Replaces `fetch` with answers by path (query strings ignored); unknown paths answer 404. Returns the mock. */
export function fakeFetch(answers: Record<string, FakeAnswer> = {}) {
  const all = { ...DEFAULT_ANSWERS, ...answers }
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const answer = all[url.pathname] ?? {
      status: 404,
      body: { success: false, message: 'Not found', code: 'NOT_FOUND' },
    }
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
