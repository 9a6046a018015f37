import {
  aedToFils,
  API_BASE,
  GetOrderResponseSchema,
  type Order,
  OrderSchema,
  OwnerOrderResponseSchema,
  priceOrder,
  PRODUCT_PATHS,
  type ProductDetail,
  ProductDetailSchema,
  toOrderFigures,
  toOrderLineFigures,
  toPricingProduct,
  USER_PATHS,
} from '@shop/contract'
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCartLine, type CartLine } from '../features/cart/cart-line'
import { writeCart } from '../features/cart/cart-store'
import { addressesAnswer, makeOrder, makePayment, ordersAnswer } from '../test/account-fixtures'
import { fakeFetch } from '../test/fake-fetch'
import { ownerSessionAnswer, signedInUserAnswer } from '../test/fixtures'
import { goldBar, phone, validationAnswer, validationItem } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

// One set of figures everywhere: for three carts of different shapes, every figure the cart, checkout, the
// buyer's orders, the buyer's order page and the owner's order page show is read back and checked against
// the contract's priceOrder (the API's quote): line subtotals = unit x quantity and sum to the sub-total,
// and sub-total + VAT + shipping + service charge = the total, to the fils.

const silverCoin: ProductDetail = ProductDetailSchema.parse({
  ...goldBar,
  id: 3,
  sku: 'AG-COIN-1',
  product_name: 'Silver Coin 1 oz',
  base_price: 120.4,
  final_price: 118.35,
  vat: 5,
  shipping_cost: 15,
  attributes: [],
})

const SHAPES: Record<string, () => CartLine[]> = {
  'two phones with options and a gold bar': () => [
    makeCartLine(phone, { variants: { Storage: 12, Colour: 22 }, attributes: {} }, 2),
    makeCartLine(goldBar, { variants: {}, attributes: {} }, 1),
  ],
  'three gold bars (VAT 0, free shipping)': () => [
    makeCartLine(goldBar, { variants: {}, attributes: {} }, 3),
  ],
  'a phone and four silver coins': () => [
    makeCartLine(phone, { variants: { Storage: 11, Colour: 21 }, attributes: {} }, 1),
    makeCartLine(silverCoin, { variants: {}, attributes: {} }, 4),
  ],
}

const ME = API_BASE + USER_PATHS.session
const VALIDATION = API_BASE + PRODUCT_PATHS.checkValidation

function quoteOf(lines: CartLine[]) {
  return priceOrder(
    lines.map((line) => ({
      product: toPricingProduct(line),
      optionIds: line.optionIds,
      quantity: line.quantity,
    })),
  )
}

/** An order as the API answers it for these lines (the API maps the stored figures the same way). */
function orderOf(lines: CartLine[]): Order {
  const quote = quoteOf(lines)
  const base = makeOrder('Pending', { orderId: 'ORD-FIGURES' })
  return OrderSchema.parse({
    ...base,
    ...toOrderFigures(quote),
    orderItems: quote.lines.map((line, index) => ({
      ...base.orderItems[0],
      id: index + 1,
      productName: lines[index]?.product_name,
      ...toOrderLineFigures(line),
    })),
  })
}

const filsOf = (text: string | null | undefined) => aedToFils(Number((text ?? '').replace(/[^\d.]/g, '')))

/** Every figure under `root`: the lines' subtotals and the summary's rows, in fils. */
function readFigures(root: ParentNode) {
  const row = (key: string) => filsOf(root.querySelector(`[data-figure="${key}"] dd`)?.textContent)
  const shipping = root.querySelector('[data-figure="shipping"] dd')?.textContent
  return {
    lines: [...root.querySelectorAll('[data-figure="line-subtotal"]')].map((el) => filsOf(el.textContent)),
    subtotalFils: row('subtotal'),
    vatFils: row('vat'),
    shippingFils: shipping === 'Free' ? 0 : row('shipping'),
    serviceChargeFils: row('serviceCharge'),
    totalFils: row('total'),
  }
}

/**
 * `linesWithVat`: the cart shows each line with its VAT (as every price a buyer browses), so its lines add up
 * to the sub-total and VAT; checkout and orders break each line down before VAT.
 */
function expectAddsUp(root: ParentNode, lines: CartLine[], { linesWithVat = false } = {}) {
  const quote = quoteOf(lines)
  const shown = readFigures(root)
  expect(shown.lines).toEqual(
    quote.lines.map((line) => line.unitFils * line.quantity + (linesWithVat ? line.vatFils : 0)),
  )
  expect(shown.lines.reduce((sum, fils) => sum + fils, 0)).toBe(
    shown.subtotalFils + (linesWithVat ? shown.vatFils : 0),
  )
  expect(shown.subtotalFils + shown.vatFils + shown.shippingFils + shown.serviceChargeFils).toBe(
    shown.totalFils,
  )
  expect({ ...shown, lines: undefined }).toEqual({
    lines: undefined,
    subtotalFils: quote.subtotalFils,
    vatFils: quote.vatFils,
    shippingFils: quote.shippingFils,
    serviceChargeFils: quote.serviceChargeFils,
    totalFils: quote.totalFils,
  })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', undefined)
})

describe.each(Object.entries(SHAPES))('the figures of %s', (_name, shape) => {
  const lines = shape()
  const products = [phone, goldBar, silverCoin].filter((p) => lines.some((l) => l.productId === p.id))

  it('add up on the cart, which says the total checkout will ask', async () => {
    writeCart(lines)
    fakeFetch({ [VALIDATION]: { body: validationAnswer(products.map((p) => validationItem(p))) } })
    renderApp('/cart')
    const summary = await screen.findByRole('region', { name: 'Order Summary' }, { timeout: 5000 })
    await screen.findAllByRole('listitem', { name: lines[0]?.product_name })
    expectAddsUp(document.body, lines, { linesWithVat: true })
    expect(summary).toHaveTextContent(/Includes a 5% service charge/)
  })

  it('add up on checkout', async () => {
    writeCart(lines)
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [API_BASE + '/address/get-all-addresses/7']: { body: addressesAnswer() },
      [VALIDATION]: { body: validationAnswer(products.map((p) => validationItem(p))) },
    })
    renderApp('/checkout')
    await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 })
    expectAddsUp(document.body, lines)
  })

  it("add up on the buyer's orders and the order page", async () => {
    const order = orderOf(lines)
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [API_BASE + '/order/get-orders-by-user/7']: { body: ordersAnswer([order]) },
      [API_BASE + '/order/get-order/ORD-FIGURES']: {
        body: GetOrderResponseSchema.parse({
          success: true,
          data: { ...order, events: [], shippingNote: null },
        }),
      },
      [API_BASE + '/order/get-payment/ORD-FIGURES']: {
        body: { success: true, data: makePayment({ orderUniqueId: 'ORD-FIGURES' }) },
      },
    })
    const list = renderApp('/profile?tab=orders')
    expectAddsUp(await screen.findByRole('article', { name: 'Order ORD-FIGURES' }, { timeout: 5000 }), lines)
    list.unmount()

    renderApp('/profile/orders/ORD-FIGURES')
    expectAddsUp(await screen.findByRole('article', { name: 'Order ORD-FIGURES' }, { timeout: 5000 }), lines)
  })

  it("add up on the owner's order page", async () => {
    const order = orderOf(lines)
    const detail = OwnerOrderResponseSchema.parse({
      success: true,
      data: {
        orderId: order.orderId,
        status: 'Pending',
        createdAt: order.createdAt,
        buyer: { id: 7, firstName: 'Omar', lastName: 'Khan', email: 'omar@example.com' },
        location: order.location,
        itemCount: order.orderItems.length,
        totalPrice: order.totalPrice,
        amountExpected: 0.01,
        amountReceived: 0,
        paymentState: 'unpaid',
        shippingAddress: { ...order, additionalAddress: '' },
        mapUrl: 'https://www.openstreetmap.org/search?query=Dubai',
        items: order.orderItems.map((item, index) => ({
          ...item,
          sku: `SKU-${index}`,
          options: [],
        })),
        subtotal: order.subtotal,
        totalVat: order.totalVat,
        shippingCharge: order.shippingCharge,
        serviceCharge: order.serviceCharge,
        paymentAddress: null,
        amountPaid: 0,
        amountOpen: 0,
        events: [],
        payments: [],
        settlements: [],
        actions: ['cancel'],
      },
    })
    fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [API_BASE + '/owner/order/ORD-FIGURES']: { body: detail },
    })
    renderApp('/admin/order/ORD-FIGURES')
    const lines_ = await screen.findByRole('region', { name: 'Lines as sold' }, { timeout: 5000 })
    expectAddsUp(lines_, lines)
  })
})
