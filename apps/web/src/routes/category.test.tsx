import { API_BASE, apiPath, PRODUCT_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../test/fake-fetch'
import { serverErrorAnswer } from '../test/fixtures'
import { listItem, productsAnswer } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

const goldPath = API_BASE + apiPath(PRODUCT_PATHS.getByCategoryName, { categoryName: 'Gold' })

describe('category page', () => {
  it('shows a breadcrumb, the product cards and the pages of docs/product.md#for-shoppers', async () => {
    const items = Array.from({ length: 20 }, (_, i) => listItem(i + 41))
    const fetchMock = fakeFetch({ [goldPath]: { body: productsAnswer(items, 200) } })
    renderApp('/category/Gold?page=5')

    expect(await screen.findByRole('link', { name: 'Product 41' })).toHaveAttribute(
      'href',
      '/category/Gold/product/SKU-41',
    )
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/category')
    expect(within(breadcrumb).getByText('Gold')).toHaveAttribute('aria-current', 'page')

    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }))
    expect(pages.getAllByRole('link', { name: /^Page/ }).map((link) => link.textContent)).toEqual([
      '1',
      '4',
      '5',
      '6',
      '10',
    ])
    expect(pages.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page')
    expect(pages.getByRole('link', { name: 'Page 6' })).toHaveAttribute('href', '/category/Gold?page=6')
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/category/Gold')
    expect(pages.getAllByText('…')).toHaveLength(2)
    expect(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('category-name'))?.[0]),
    ).toContain('page=5&limit=20')
  })

  // A link in the other language (an Arabic page's link opened on the English site, or the reverse) names
  // the category as that language does; the page names it as its own language does.
  it('names the category in the page language when the link carries its other name', async () => {
    const arabicPath = API_BASE + apiPath(PRODUCT_PATHS.getByCategoryName, { categoryName: 'الذهب' })
    fakeFetch({ [arabicPath]: { body: productsAnswer([listItem(1)]) } })
    renderApp('/category/الذهب')

    expect(await screen.findByRole('heading', { level: 1, name: 'Gold' })).toBeInTheDocument()
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByText('Gold')).toHaveAttribute('aria-current', 'page')
    expect(document.title).toMatch(/^Gold/)
  })

  it('cuts a long description at 100 characters and marks new and out-of-stock products', async () => {
    const long = 'A'.repeat(150)
    fakeFetch({
      [goldPath]: {
        body: productsAnswer([
          listItem(1, { description: long, new_tag: true, final_price: 250.5 }),
          listItem(2, { stock: 0, product_name: 'Sold Out Bar' }),
        ]),
      },
    })
    renderApp('/category/Gold')

    const card = (await screen.findByRole('link', { name: 'Product 1' })).closest('article') as HTMLElement
    expect(within(card).getByText(`${'A'.repeat(100)}…`)).toBeInTheDocument()
    expect(within(card).getByText('New')).toBeInTheDocument()
    expect(card).toHaveTextContent('From 250.50 AED')

    const soldOut = screen.getByRole('heading', { name: 'Sold Out Bar' }).closest('article') as HTMLElement
    expect(within(soldOut).getByText('Out of Stock')).toBeInTheDocument()
    expect(within(soldOut).queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument()
  })

  it('shows the not-found screen for an unknown category', async () => {
    fakeFetch({
      [API_BASE + apiPath(PRODUCT_PATHS.getByCategoryName, { categoryName: 'Platinum' })]: {
        status: 404,
        body: { success: false, message: 'Not found.', code: 'NOT_FOUND' },
      },
    })
    renderApp('/category/Platinum')

    expect(
      await screen.findByText("We can't seem to find the category you are looking for."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back To Categories' })).toHaveAttribute('href', '/category')
  })

  it('shows the not-found screen for an empty category too', async () => {
    fakeFetch({ [goldPath]: { body: productsAnswer([], 0) } })
    renderApp('/category/Gold')

    expect(
      await screen.findByText("We can't seem to find the category you are looking for."),
    ).toBeInTheDocument()
  })

  it('shows the generic error screen when loading fails otherwise', async () => {
    fakeFetch({ [goldPath]: { status: 500, body: serverErrorAnswer } })
    renderApp('/category/Gold')

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops! Something went wrong. We could not load the products for this category. Please try again later.',
    )
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/')
  })
})

describe('category page filters', () => {
  it('asks the category call with the filters, offers no category choice, and helps when nothing matches', async () => {
    const fetchMock = fakeFetch({ [goldPath]: { body: productsAnswer([], 0) } })
    renderApp('/category/Gold?metal=silver&categoryId=3&sort=newest')

    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeInTheDocument()
    expect(screen.queryByText('Category not found')).not.toBeInTheDocument()
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === goldPath)!
    expect(asked.searchParams.get('metal')).toBe('silver')
    expect(asked.searchParams.get('sort')).toBe('newest')
    // The page's category is its own: a categoryId in the link is not sent.
    expect(asked.searchParams.has('categoryId')).toBe(false)
    expect(screen.queryByRole('radio', { name: 'All categories' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument()
  })
})
