import { API_BASE, apiPath, BACK_IN_STOCK_PATHS, PRODUCT_PATHS, USER_PATHS } from '@shop/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../test/fake-fetch'
import { signedInUserAnswer } from '../test/fixtures'
import { goldBar, productAnswer } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

const SKU = API_BASE + apiPath(PRODUCT_PATHS.getBySku, { sku: goldBar.sku })
const at = (path: string) => API_BASE + apiPath(path, { id: goldBar.id })
const state = (requested: boolean) => ({
  body: { success: true, data: { productId: goldBar.id, requested } },
})
const URL = '/category/Gold/product/AU-1OZ'

describe('back-in-stock on an out-of-stock product', () => {
  it('sends a visitor to sign in first, and back to the product after', async () => {
    fakeFetch({ [SKU]: { body: productAnswer({ ...goldBar, stock: 0 }) } })
    renderApp(URL)
    const link = await screen.findByRole('link', { name: 'Sign in to be emailed when it is back' })
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(URL)}`)
  })

  it('lets a signed-in buyer ask once, and withdraw', async () => {
    const user = userEvent.setup()
    const fetchMock = fakeFetch({
      [API_BASE + USER_PATHS.session]: { body: signedInUserAnswer },
      [SKU]: { body: productAnswer({ ...goldBar, stock: 0 }) },
      [at(BACK_IN_STOCK_PATHS.status)]: state(false),
      [at(BACK_IN_STOCK_PATHS.request)]: state(true),
      [at(BACK_IN_STOCK_PATHS.cancel)]: state(false),
    })
    renderApp(URL)

    await user.click(await screen.findByRole('button', { name: 'Email me when it is back' }))
    expect(await screen.findByText('We will email you once when it is back in stock.')).toBeInTheDocument()
    const asked = (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
      ([input, init]) =>
        String(input).endsWith(apiPath(BACK_IN_STOCK_PATHS.request, { id: goldBar.id })) &&
        init?.method === 'POST',
    )
    expect(asked).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: "Don't email me" }))
    expect(await screen.findByRole('button', { name: 'Email me when it is back' })).toBeInTheDocument()
  })

  it('offers nothing of the kind on a product in stock', async () => {
    fakeFetch({ [SKU]: { body: productAnswer(goldBar) } })
    renderApp(URL)
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument()
    expect(screen.queryByText(/emailed when it is back/)).not.toBeInTheDocument()
  })
})
