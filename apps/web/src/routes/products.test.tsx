import { API_BASE, API_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch, gate } from '../test/fake-fetch'
import { serverErrorAnswer } from '../test/fixtures'
import { listItem, productsAnswer } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

const ALL_PATH = API_BASE + API_PATHS.product.getAll

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
