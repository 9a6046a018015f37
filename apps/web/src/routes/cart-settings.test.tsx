import {
  API_BASE,
  apiPath,
  DEFAULT_SHOP_SETTINGS,
  PRODUCT_PATHS,
  type PublicShopSettings,
  SHOP_PATHS,
} from '@shop/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeCartLine } from '../features/cart/cart-line'
import { writeCart } from '../features/cart/cart-store'
import { fakeFetch } from '../test/fake-fetch'
import {
  goldBar,
  listItem,
  phone,
  productAnswer,
  productsAnswer,
  validationAnswer,
  validationItem,
} from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

// The product page and the cart price with the owner's settings as the API answers them, not with the shop's
// defaults.

const goldLine = makeCartLine(goldBar, { variants: {}, attributes: { Weight: 8 } }, 1)

/** GET /shop/get-settings with no service charge and the owner's `shipping` rules (the defaults otherwise). */
const noServiceCharge = (shipping: PublicShopSettings['shipping'] = DEFAULT_SHOP_SETTINGS.shipping) => ({
  body: {
    success: true,
    data: {
      serviceChargePercent: 0,
      returnDays: 14,
      deliveryByEmirate: DEFAULT_SHOP_SETTINGS.deliveryByEmirate,
      shipping,
    },
  },
})

describe('the cart under the owner’s settings', () => {
  it('shows no service charge and Dubai’s 25.00 shipping, and another emirate’s when picked', async () => {
    writeCart([goldLine])
    fakeFetch({
      [API_BASE + PRODUCT_PATHS.checkValidation]: { body: validationAnswer([validationItem(goldBar)]) },
      [API_BASE + SHOP_PATHS.settings]: noServiceCharge({
        ...DEFAULT_SHOP_SETTINGS.shipping,
        standardFilsByEmirate: {
          ...DEFAULT_SHOP_SETTINGS.shipping.standardFilsByEmirate,
          dubai: 2_500,
          sharjah: 3_000,
        },
      }),
    })
    renderApp('/cart')
    const summary = within(await screen.findByRole('region', { name: 'Order Summary' }))
    // 14,573.25 of gold, zero-rated, 25.00 to Dubai, no service charge.
    await screen.findByText('Service charge (0%)')
    expect(summary.getByText('Shipping').nextSibling).toHaveTextContent('25.00 AED')
    expect(summary.getByText('Total to pay').nextSibling).toHaveTextContent('14,598.25 AED')

    await userEvent.setup().selectOptions(summary.getByRole('combobox', { name: 'Deliver to' }), 'sharjah')
    expect(summary.getByText('Shipping').nextSibling).toHaveTextContent('30.00 AED')
    expect(summary.getByText('Total to pay').nextSibling).toHaveTextContent('14,603.25 AED')
  })
})

describe('the product page under the owner’s settings', () => {
  it('prices the total at checkout with the owner’s service charge, and names none when it is 0', async () => {
    fakeFetch({
      [API_BASE + apiPath(PRODUCT_PATHS.getBySku, { sku: phone.sku })]: { body: productAnswer(phone) },
      [API_BASE + SHOP_PATHS.settings]: noServiceCharge(),
    })
    renderApp('/category/Smartphones/product/PH-NOVA-15')
    // 3800 + 5% VAT (190) + 25 shipping, and no service charge: 4,015.00 where the default 5% gives 4,205.00.
    const total = await screen.findByTestId('checkout-total')
    await waitFor(() => expect(total).toHaveTextContent('4,015.00 AED'))
    expect(screen.getByTestId('checkout-total-parts')).toHaveTextContent(
      /^3,800\.00 AED \+ 190\.00 AED VAT \+ 25\.00 AED shipping$/,
    )
    expect(screen.queryByText(/service charge/)).not.toBeInTheDocument()
  })
})

describe('cards under the owner’s settings', () => {
  const cards = productsAnswer([
    listItem(1, { product_name: 'Nova 15', base_price: 3800, vat: 5 }),
    listItem(2, { product_name: 'Gold Bar 10 g', base_price: 2500.5, vat: 0 }),
  ])
  const cardNamed = async (name: string) =>
    (await screen.findByRole('link', { name })).closest('article') as HTMLElement

  it('show each price with its VAT and name the service charge beside it', async () => {
    fakeFetch({ [API_BASE + PRODUCT_PATHS.getAll]: { body: cards } })
    renderApp('/products')
    const phoneCard = await cardNamed('Nova 15')
    // 3800 + 5 % VAT: what a one-unit order charges before shipping and the service charge.
    expect(phoneCard).toHaveTextContent('From 3,990.00 AED')
    expect(within(phoneCard).getByTestId('price-note')).toHaveTextContent(
      'incl. 5% VAT · + 5% service charge',
    )
    const goldCard = await cardNamed('Gold Bar 10 g')
    expect(goldCard).toHaveTextContent('From 2,500.50 AED')
    expect(within(goldCard).getByTestId('price-note')).toHaveTextContent('No VAT · + 5% service charge')
  })

  it('name no service charge when the owner charges none', async () => {
    fakeFetch({
      [API_BASE + PRODUCT_PATHS.getAll]: { body: cards },
      [API_BASE + SHOP_PATHS.settings]: noServiceCharge(),
    })
    renderApp('/products')
    const phoneCard = await cardNamed('Nova 15')
    await waitFor(() =>
      expect(within(phoneCard).getByTestId('price-note')).toHaveTextContent(/^incl\. 5% VAT$/),
    )
  })
})
