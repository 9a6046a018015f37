import { API_BASE, PRODUCT_PATHS } from '@shop/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch, gate } from '../test/fake-fetch'
import { serverErrorAnswer } from '../test/fixtures'
import { listItem, productsAnswer } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

const ALL_PATH = API_BASE + PRODUCT_PATHS.getAll

describe('all products page', () => {
  it('shows 10 skeleton cards, then the products and pages when there are more than 20', async () => {
    const answer = gate()
    const items = Array.from({ length: 20 }, (_, i) => listItem(i + 1))
    fakeFetch({ [ALL_PATH]: { body: productsAnswer(items, 45), until: answer.promise } })
    renderApp('/products')

    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument()
    const loading = screen.getByRole('status', { name: 'Loading products' })
    expect(within(loading).getAllByTestId('product-skeleton')).toHaveLength(10)

    answer.open()
    expect(await screen.findByRole('link', { name: 'Product 20' })).toBeInTheDocument()
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }))
    expect(pages.getAllByRole('link', { name: /^Page/ })).toHaveLength(3)
    expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/products?page=2')
  })

  it("names each card one level under the page's title, so headings never skip a level", async () => {
    fakeFetch({ [ALL_PATH]: { body: productsAnswer([listItem(1), listItem(2)]) } })
    renderApp('/products')
    expect(await screen.findByRole('heading', { level: 2, name: 'Product 1' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Product 2' })).toBeInTheDocument()
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([])
  })

  it('shows no pagination for a single page', async () => {
    fakeFetch({ [ALL_PATH]: { body: productsAnswer([listItem(1)], 1) } })
    renderApp('/products')

    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument()
  })

  it('says so when the products cannot be loaded', async () => {
    fakeFetch({ [ALL_PATH]: { status: 500, body: serverErrorAnswer } })
    renderApp('/products')

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products.')
  })
})

describe('searching, filtering and sorting all products', () => {
  const FILTERS_PATH = API_BASE + PRODUCT_PATHS.getFilters
  const filtersAnswer = {
    success: true,
    data: {
      brands: [
        { name: 'PAMP Suisse', count: 4 },
        { name: 'Valcambi', count: 2 },
      ],
      metals: [
        { metal: 'gold', count: 12 },
        { metal: 'silver', count: 9 },
      ],
      price: { min: 99, max: 500000 },
      weight: { min: 1, max: 1000 },
    },
  }
  const listUrls = (mock: ReturnType<typeof fakeFetch>) =>
    mock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === ALL_PATH)

  it('reads the state from the URL, asks the server with it and shows it', async () => {
    const mock = fakeFetch({
      [ALL_PATH]: { body: productsAnswer([listItem(1)], 1) },
      [FILTERS_PATH]: { body: filtersAnswer },
    })
    renderApp('/products?search=pmap&metal=gold&brand=PAMP%20Suisse&minPrice=100&inStock=true&sort=price_asc')

    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeInTheDocument()
    const asked = listUrls(mock).at(-1)!.searchParams
    expect(Object.fromEntries(asked)).toMatchObject({
      search: 'pmap',
      metal: 'gold',
      brand: 'PAMP Suisse',
      minPrice: '100',
      inStock: 'true',
      sort: 'price_asc',
    })
    expect(screen.getByText(/product for/)).toHaveTextContent('1 product for “pmap”')
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('pmap')
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc')
    const sidebar = within(screen.getByRole('complementary', { name: 'Filters' }))
    expect(await sidebar.findByRole('checkbox', { name: /Gold/ })).toBeChecked()
    expect(sidebar.getByRole('checkbox', { name: /Silver/ })).not.toBeChecked()
    expect(sidebar.getByRole('checkbox', { name: /PAMP Suisse/ })).toBeChecked()
    expect(sidebar.getByRole('checkbox', { name: 'In stock only' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Remove filter AED 100 – any' })).toBeInTheDocument()
  })

  it('puts each change in the URL as a new step, back to page 1, and the back button undoes it', async () => {
    fakeFetch({
      [ALL_PATH]: {
        body: productsAnswer(
          Array.from({ length: 20 }, (_, i) => listItem(i + 1)),
          45,
        ),
      },
      [FILTERS_PATH]: { body: filtersAnswer },
    })
    const user = userEvent.setup()
    const { router } = renderApp('/products?page=2')
    const sidebar = within(await screen.findByRole('complementary', { name: 'Filters' }))

    await user.click(await sidebar.findByRole('checkbox', { name: /Silver/ }))
    expect(router.state.location.search).toBe('?metal=silver')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best-selling')
    expect(router.state.location.search).toBe('?metal=silver&sort=popular')
    await user.type(sidebar.getByRole('spinbutton', { name: 'Price (AED) to' }), '2500')
    expect(sidebar.getByRole('spinbutton', { name: 'Price (AED) to' })).toHaveValue(2500)
    await user.click(sidebar.getAllByRole('button', { name: 'Apply' })[0]!)
    expect(router.state.location.search).toBe('?metal=silver&maxPrice=2500&sort=popular')
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'eagle{Enter}')
    expect(router.state.location.search).toBe('?search=eagle&metal=silver&maxPrice=2500&sort=popular')

    await router.navigate(-1)
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue(''))
    expect(router.state.location.search).toBe('?metal=silver&maxPrice=2500&sort=popular')
    const pages = within(await screen.findByRole('navigation', { name: 'Pagination' }))
    expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/products?metal=silver&maxPrice=2500&sort=popular&page=2',
    )
  })

  it('applies a price range when the shopper leaves its fields, as the phone sheet (no Apply button) needs', async () => {
    fakeFetch({
      [ALL_PATH]: { body: productsAnswer([], 0) },
      [FILTERS_PATH]: { body: filtersAnswer },
    })
    const user = userEvent.setup()
    const { router } = renderApp('/products')
    const sidebar = within(await screen.findByRole('complementary', { name: 'Filters' }))
    await user.type(sidebar.getByRole('spinbutton', { name: 'Price (AED) from' }), '100')
    await user.type(sidebar.getByRole('spinbutton', { name: 'Price (AED) to' }), '900')
    // Moving between the two fields applies nothing yet.
    expect(router.state.location.search).toBe('')
    await user.click(sidebar.getByRole('checkbox', { name: /Silver/ }))
    await waitFor(() => expect(router.state.location.search).toContain('minPrice=100&maxPrice=900'))
  })

  it('helps when nothing matches: clear the filters, clear the search, browse a category', async () => {
    fakeFetch({ [ALL_PATH]: { body: productsAnswer([], 0) }, [FILTERS_PATH]: { body: filtersAnswer } })
    const user = userEvent.setup()
    const { router } = renderApp('/products?search=zzz&metal=silver&sort=newest')

    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeInTheDocument()
    expect(screen.getByText('Nothing matches “zzz” with these filters.')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Gold' })).toHaveAttribute('href', '/category/Gold')
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('?search=zzz&sort=newest')
    await user.click(screen.getByRole('button', { name: 'Clear the search' }))
    expect(router.state.location.search).toBe('?sort=newest')
  })

  it('the header search goes to the products list with the search', async () => {
    fakeFetch({
      [ALL_PATH]: { body: productsAnswer([listItem(1)], 1) },
      [FILTERS_PATH]: { body: filtersAnswer },
    })
    const user = userEvent.setup()
    const { router } = renderApp('/about')
    await user.click(await screen.findByRole('button', { name: 'Search products' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search the shop' }), 'gold bar{Enter}')
    // The products route loads lazily, so the navigation commits once its module has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'))
    expect(router.state.location.search).toBe('?search=gold%20bar')
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toHaveValue('gold bar')
  })
})
