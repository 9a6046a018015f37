import {
  type OwnerProduct,
  OwnerProductResponseSchema,
  OwnerProductsResponseSchema,
  API_BASE,
  formatAed,
  metalLinkedPriceFils,
  PRODUCT_OWNER_PATHS,
  PRODUCT_MESSAGES,
  USER_PATHS,
} from '@shop/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { ownerSessionAnswer, signedInUserAnswer } from '../../test/fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'

const ME = API_BASE + USER_PATHS.session
const LIST = API_BASE + PRODUCT_OWNER_PATHS.ownerList
const CREATE = API_BASE + PRODUCT_OWNER_PATHS.create

const bar: OwnerProduct = OwnerProductResponseSchema.parse({
  success: true,
  data: {
    id: 41,
    sku: 'BAR-10G',
    product_name: '10 g Gold Bar',
    description: 'A bar.',
    descriptions: [],
    base_price: null,
    final_price: 3253.6,
    vat: 0,
    shipping_cost: 0,
    stock: 3,
    new_tag: false,
    images: [],
    category: { id: 1, categoryName: 'Gold' },
    category_id: 1,
    variants: [],
    attributes: [],
    dynamic_pricing: true,
    metal_type: 'gold',
    pricing_mode: 'metal',
    weight_grams: 10,
    purity: 0.9999,
    premium_percent: 2.5,
    premium_aed: 50,
    published: false,
    archived_at: null,
    max_per_order: null,
    low_stock_threshold: 5,
    created_at: '2026-11-24T08:00:00.000Z',
    updated_at: '2026-11-24T09:00:00.000Z',
  },
}).data

const listAnswer = OwnerProductsResponseSchema.parse({
  success: true,
  data: [
    {
      id: bar.id,
      sku: bar.sku,
      product_name: bar.product_name,
      category: bar.category,
      image: null,
      stock: 3,
      low_stock_threshold: 5,
      base_price: null,
      final_price: bar.final_price,
      pricing_mode: 'metal',
      metal_type: 'gold',
      published: false,
      archived_at: null,
      updated_at: bar.updated_at,
    },
  ],
  meta: { count: 1 },
})

/** Gold is 312.45 AED/g in the default answers (test/fixtures.ts). */
const goldPrice = (weightGrams: number, purity: number, premiumPercent: number, premiumFils: number) =>
  `${formatAed(metalLinkedPriceFils({ pricePerGramFils: 31_245, weightGrams, purity, premiumPercent, premiumFils }))} AED`

describe('the owner product list', () => {
  it('is refused to a shopper', async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer } })
    renderApp('/admin/products')
    expect(await screen.findByRole('heading', { name: 'Owners only' })).toBeInTheDocument()
  })

  it('asks the server for the URL filters and shows stock and draft state', async () => {
    const fetchMock = fakeFetch({ [ME]: { body: ownerSessionAnswer }, [LIST]: { body: listAnswer } })
    renderApp('/admin/products?stock=low&status=draft&search=bar&page=2')
    const row = (await screen.findAllByRole('link', { name: /10 g Gold Bar/ }))[0]!.closest('tr')!
    expect(within(row).getByText('Draft')).toBeInTheDocument()
    expect(within(row).getByText('(low stock)')).toBeInTheDocument()
    const sent = new URL(requestsTo(fetchMock, PRODUCT_OWNER_PATHS.ownerList).at(-1)!.url, 'http://x')
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      stock: 'low',
      status: 'draft',
      search: 'bar',
      page: '2',
    })
    expect(screen.getByRole('combobox', { name: 'Stock' })).toHaveValue('low')
  })
})

describe('the product editor', () => {
  const openNew = async () => {
    const fetchMock = fakeFetch({ [ME]: { body: ownerSessionAnswer } })
    renderApp('/admin/products/new')
    await screen.findByRole('heading', { name: 'New product' })
    return fetchMock
  }

  it('previews a metal-linked price with the contract function, following every input', async () => {
    await openNew()
    const user = userEvent.setup()
    await user.click(screen.getByText('Metal-linked (follows spot)'))
    const preview = screen.getByRole('status', { name: 'Price preview' })
    expect(preview).toHaveTextContent('Choose a metal to see its price.')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Metal' }), 'gold')
    expect(preview).toHaveTextContent('Enter the weight and purity to see the price.')
    await user.type(screen.getByRole('spinbutton', { name: 'Gross weight (g)' }), '10')
    await user.type(screen.getByRole('spinbutton', { name: 'Purity' }), '0.9999')
    expect(preview).toHaveTextContent(`Price now: ${goldPrice(10, 0.9999, 0, 0)}`)
    await user.type(screen.getByRole('spinbutton', { name: 'Premium over spot (%)' }), '2.5')
    await user.type(screen.getByRole('spinbutton', { name: 'Fixed premium (AED)' }), '50')
    expect(preview).toHaveTextContent(`Price now: ${goldPrice(10, 0.9999, 2.5, 5000)}`)
    expect(preview).toHaveTextContent('312.45 AED/g spot × 10 g × 0.9999 purity × (1 + 2.5 %) + 50.00 AED')
    const weight = screen.getByRole('spinbutton', { name: 'Gross weight (g)' })
    await user.clear(weight)
    await user.type(weight, '31.1035')
    expect(preview).toHaveTextContent(`Price now: ${goldPrice(31.1035, 0.9999, 2.5, 5000)}`)
    // The weight is the piece as weighed; the owner sees the fine gold the price counts.
    expect(
      screen.getByText('Fine metal: 31.1004 g (weight × purity), what the price counts.'),
    ).toBeInTheDocument()
  })

  it('proposes 0 % VAT for gold of 99 % purity or more, and 5 % below', async () => {
    await openNew()
    const user = userEvent.setup()
    await user.click(screen.getByText('Metal-linked (follows spot)'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Metal' }), 'gold')
    const purity = screen.getByRole('spinbutton', { name: 'Purity' })
    await user.type(purity, '0.9999')
    expect(screen.getByText(/Proposed: 0 %/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use 0 %' }))
    expect(screen.getByRole('combobox', { name: 'VAT' })).toHaveValue('0')
    await user.clear(purity)
    await user.type(purity, '0.916')
    expect(screen.getByText(/Proposed: 5 %/)).toBeInTheDocument()
  })

  it('names each missing field and sends nothing', async () => {
    const fetchMock = await openNew()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText(PRODUCT_MESSAGES.nameRequired)).toBeInTheDocument()
    expect(screen.getByText(PRODUCT_MESSAGES.skuRequired)).toBeInTheDocument()
    expect(screen.getByText(PRODUCT_MESSAGES.categoryRequired)).toBeInTheDocument()
    expect(screen.getByText(PRODUCT_MESSAGES.descriptionRequired)).toBeInTheDocument()
    expect(screen.getByText(PRODUCT_MESSAGES.basePriceRequired)).toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'has space')
    await user.click(screen.getByText('Metal-linked (follows spot)'))
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText(PRODUCT_MESSAGES.skuFormat)).toBeInTheDocument()
    expect(screen.getByText(PRODUCT_MESSAGES.metalRequired)).toBeInTheDocument()
    expect(screen.getByText(PRODUCT_MESSAGES.weightRequired)).toBeInTheDocument()
    expect(screen.getByText(PRODUCT_MESSAGES.purityRequired)).toBeInTheDocument()
    expect(requestsTo(fetchMock, PRODUCT_OWNER_PATHS.create)).toHaveLength(0)
  })

  it("creates a product and shows the server's field message on a taken SKU", async () => {
    const fetchMock = fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [CREATE]: {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'A product with SKU "PHONE-1" already exists.',
          details: { body: [{ path: ['sku'], message: 'A product with SKU "PHONE-1" already exists.' }] },
        },
      },
    })
    renderApp('/admin/products/new')
    await screen.findByRole('heading', { name: 'New product' })
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Phone One')
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'PHONE-1')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Smartphones')
    await user.type(screen.getByRole('textbox', { name: 'Short description' }), 'A phone.')
    // Published (a new product's default), so in Arabic too (docs/decisions/266).
    await user.type(screen.getByRole('textbox', { name: 'Name in Arabic' }), 'هاتف واحد')
    await user.type(screen.getByRole('textbox', { name: 'Short description in Arabic' }), 'هاتف.')
    await user.type(screen.getByRole('spinbutton', { name: 'Price (AED)' }), '1999.99')
    await user.type(screen.getByRole('spinbutton', { name: 'Initial stock' }), '5')
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('already exists')
    expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveAccessibleDescription(
      expect.stringContaining('A product with SKU "PHONE-1" already exists.'),
    )
    expect(requestsTo(fetchMock, PRODUCT_OWNER_PATHS.create, 'POST')[0]?.body).toMatchObject({
      product_name: 'Phone One',
      product_name_ar: 'هاتف واحد',
      sku: 'PHONE-1',
      category_id: 3,
      pricing_mode: 'fixed',
      base_price: 1999.99,
      stock: 5,
      vat: 5,
    })
  })

  it('loads an existing product and does not send its stock with an edit', async () => {
    const PRODUCT = API_BASE + `/product/admin-product/${bar.id}`
    const UPDATE = API_BASE + `/product/update-product/${bar.id}`
    const fetchMock = fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [PRODUCT]: { body: { success: true, data: bar } },
      [UPDATE]: { body: { success: true, data: { ...bar, product_name: '10 g Gold Bar (new)' } } },
    })
    renderApp(`/admin/products/${bar.id}`)
    await screen.findByRole('heading', { name: '10 g Gold Bar' })
    // The preview says the metal price is loading until it has it (the first test to ask really waits).
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Price preview' })).toHaveTextContent(
        goldPrice(10, 0.9999, 2.5, 5000),
      ),
    )
    const user = userEvent.setup()
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.clear(name)
    await user.type(name, '10 g Gold Bar (new)')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByRole('heading', { name: '10 g Gold Bar (new)' })
    const sent = requestsTo(fetchMock, `/product/update-product/${bar.id}`, 'PUT')[0]?.body
    expect(sent).toMatchObject({ product_name: '10 g Gold Bar (new)', pricing_mode: 'metal', purity: 0.9999 })
    expect(sent).not.toHaveProperty('stock')
  })

  it(
    'sets volume tiers and refuses a tier that takes off less than the one before',
    { timeout: 20_000 },
    async () => {
      const UPDATE = API_BASE + `/product/update-product/${bar.id}`
      const fetchMock = fakeFetch({
        [ME]: { body: ownerSessionAnswer },
        [API_BASE + `/product/admin-product/${bar.id}`]: { body: { success: true, data: bar } },
        [UPDATE]: { body: { success: true, data: bar } },
      })
      renderApp(`/admin/products/${bar.id}`)
      await screen.findByRole('heading', { name: '10 g Gold Bar' })
      const section = within(screen.getByRole('region', { name: 'Volume pricing' }))
      const user = userEvent.setup()
      await user.click(section.getByRole('button', { name: 'Add tier' }))
      await user.click(section.getByRole('button', { name: 'Add tier' }))
      // The second row proposes 5x the units and 1 % more; the owner makes it take off less than the first.
      const discounts = section.getAllByRole('spinbutton', { name: 'Discount per unit (%)' })
      await user.clear(discounts[1]!)
      await user.type(discounts[1]!, '0.5')
      await user.click(screen.getByRole('button', { name: 'Save changes' }))
      expect(await section.findByText('Each tier takes off more than the one before.')).toBeInTheDocument()
      expect(requestsTo(fetchMock, `/product/update-product/${bar.id}`, 'PUT')).toHaveLength(0)

      await user.clear(discounts[1]!)
      await user.type(discounts[1]!, '2.5')
      await user.click(screen.getByRole('button', { name: 'Save changes' }))
      await waitFor(() =>
        expect(requestsTo(fetchMock, `/product/update-product/${bar.id}`, 'PUT')[0]?.body).toMatchObject({
          volume_tiers: [
            { min_quantity: 10, discount_percent: 1 },
            { min_quantity: 50, discount_percent: 2.5 },
          ],
        }),
      )
    },
  )
})
