import { PRODUCT_PATHS, USER_PATHS } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { renderPage } from './entry-server'
import { DEFAULT_ANSWERS } from './test/fake-fetch'
import { goldBar, listItem, phone, productAnswer, productsAnswer } from './test/product-fixtures'

// The real pages rendered as the API renders them (docs/architecture.md#server-rendered-pages), with the API's
// answers given by path. Hydrating them without a mismatch is checked in Chromium (e2e/tests/server-render.spec.ts).

const answers: Record<string, unknown> = {
  ...Object.fromEntries(
    Object.entries(DEFAULT_ANSWERS).map(([url, answer]) => [url.replace('/api/v1', ''), answer.body]),
  ),
  [PRODUCT_PATHS.getBySku.replace(':sku', goldBar.sku)]: productAnswer(goldBar),
  [PRODUCT_PATHS.getBySku.replace(':sku', phone.sku)]: productAnswer(phone),
  [PRODUCT_PATHS.getAll]: productsAnswer([listItem(1, { product_name: 'Silver Coin 1 oz' })]),
  [PRODUCT_PATHS.getFilters]: {
    success: true,
    data: { brands: [], metals: [], price: { min: 0, max: 0 } },
  },
}

function serve(reads: string[]) {
  return async (path: string) => {
    reads.push(path)
    const pathname = path.split('?')[0] ?? ''
    if (pathname === USER_PATHS.session) return { status: 403, body: '{"success":false}' }
    const body = answers[pathname]
    return body === undefined
      ? { status: 404, body: JSON.stringify({ success: false, message: 'Not found', code: 'NOT_FOUND' }) }
      : { status: 200, body: JSON.stringify(body) }
  }
}

describe('server render of a page', () => {
  it("writes a product's name and price into the HTML, and sends what it read for the browser to start from", async () => {
    const reads: string[] = []
    const page = await renderPage({
      url: `/category/Gold/product/${goldBar.sku}`,
      language: 'en',
      readApi: serve(reads),
    })
    expect(page?.status).toBe(200)
    expect(page?.html).toContain('Gold Bar 1 oz')
    expect(page?.html).toContain('14,573.25 AED')
    const queries = JSON.parse(page?.queries ?? '{}') as { queries: { queryKey: unknown[] }[] }
    expect(queries.queries.map((query) => query.queryKey)).toContainEqual(['products', 'sku', goldBar.sku])
    // Nobody's session is read into a page every visitor gets.
    expect(queries.queries.map((query) => query.queryKey)).not.toContainEqual(['auth', 'current-user'])
    expect(reads.filter((path) => path.startsWith(PRODUCT_PATHS.getBySku.replace(':sku', '')))).toHaveLength(
      1,
    )
  })

  it("sends a product's first photo with the page, and its next ones only with the carousel", async () => {
    const page = await renderPage({
      url: `/category/Smartphones/product/${phone.sku}`,
      language: 'en',
      readApi: serve([]),
    })
    const slides = (page?.html ?? '').split('aria-roledescription="slide"').slice(1)
    expect(slides).toHaveLength(2)
    // Each slide's markup runs to the next one; the second holds no image before the browser sets it up.
    expect(slides[0]).toMatch(/^[^]*?<img[^>]*fetchPriority="high"/)
    expect(slides[1]!.split('</div>')[0]).not.toContain('<img')
  })

  it('renders the page in Arabic under /ar, amounts as Arabic pages print them', async () => {
    const page = await renderPage({
      url: `/ar/category/Gold/product/${goldBar.sku}`,
      language: 'ar',
      readApi: serve([]),
    })
    expect(page?.html).toContain('14,573.25 د.إ')
  })

  it('keeps two concurrent renders in their own language', async () => {
    const [en, ar] = await Promise.all([
      renderPage({ url: '/about', language: 'en', readApi: serve([]) }),
      renderPage({ url: '/ar/about', language: 'ar', readApi: serve([]) }),
    ])
    expect(en?.html).toMatch(/Skip to content/)
    expect(ar?.html).not.toMatch(/Skip to content/)
    expect(ar?.html).toMatch(/[\u0600-\u06FF]/)
  })

  it('renders a product the API does not know as Product Not Found, and sends that answer along', async () => {
    const page = await renderPage({
      url: '/category/Gold/product/NO-SUCH',
      language: 'en',
      readApi: serve([]),
    })
    expect(page?.html).toContain('Product Not Found')
    expect(page?.html).toContain('find the product you are looking for.')
    expect(page?.html).not.toContain('Loading product')
    // The browser starts from the same answer, so it shows the same page without asking again.
    const queries = JSON.parse(page?.queries ?? '{}') as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[]
    }
    const unknown = queries.queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(['products', 'sku', 'NO-SUCH']),
    )
    expect(unknown?.state.data).toBeNull()
  })

  it('renders a product page as loading when the API fails, for the browser to ask again', async () => {
    const page = await renderPage({
      url: `/category/Gold/product/${goldBar.sku}`,
      language: 'en',
      readApi: async () => ({ status: 503, body: '{"success":false,"message":"Unavailable"}' }),
    })
    expect(page?.html).toContain('Loading product')
    const queries = JSON.parse(page?.queries ?? '{}') as { queries: { queryKey: unknown[] }[] }
    expect(queries.queries.map((query) => query.queryKey)).not.toContainEqual([
      'products',
      'sku',
      goldBar.sku,
    ])
  })

  it('leaves a signed-in page to the browser without a session, and checkout and the back office always', async () => {
    for (const url of ['/checkout', '/profile', '/crypto-payment?order=ORD-AB12CD34EF', '/admin']) {
      expect(await renderPage({ url, language: 'en', readApi: serve([]) })).toBeNull()
    }
    // A session cookie that reads as signed out: still the browser's, which asks to sign in.
    const signedOut = async (path: string) =>
      path.startsWith(USER_PATHS.session)
        ? { status: 200, body: '{"success":true,"data":null}' }
        : serve([])(path)
    expect(
      await renderPage({ url: '/profile', language: 'en', readApi: serve([]), readOwnApi: signedOut }),
    ).toBeNull()
    expect(
      await renderPage({ url: '/checkout', language: 'en', readApi: serve([]), readOwnApi: signedOut }),
    ).toBeNull()
  })

  it("renders a signed-in buyer's profile with their session, marked as their own", async () => {
    const reads: string[] = []
    const buyer = {
      id: 7,
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@example.com',
      role: 'User',
      isVerified: true,
    }
    const own = async (path: string) =>
      path.startsWith(USER_PATHS.session)
        ? (reads.push(path), { status: 200, body: JSON.stringify({ success: true, data: buyer }) })
        : serve(reads)(path)
    const page = await renderPage({ url: '/profile', language: 'en', readApi: serve([]), readOwnApi: own })
    expect(page?.personal).toBe(true)
    expect(reads).toContain(USER_PATHS.session)
  })

  it('renders the cart page around a place kept for the cart, which only the browser can read', async () => {
    const page = await renderPage({ url: '/cart', language: 'en', readApi: serve([]) })
    expect(page?.personal).toBe(false)
    expect(page?.html).toContain('Your Cart')
    expect(page?.html).toContain('aria-label="Loading your cart…"')
    // Never the empty cart: the server cannot know.
    expect(page?.html).not.toContain('Continue Shopping')
  })

  it('renders an unknown path as the not-found page, with status 404', async () => {
    const page = await renderPage({ url: '/no-such-page', language: 'en', readApi: serve([]) })
    expect(page?.status).toBe(404)
  })
})
