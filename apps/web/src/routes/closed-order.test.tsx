import {
  API_BASE,
  GetOrderResponseSchema,
  MESSAGES,
  PRODUCT_PATHS,
  USER_PATHS,
  type OrderItem,
  type OrderStatus,
  type PaymentDetails,
} from '@shop/contract'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readCart } from '../features/cart/cart-store'
import { makeOrder, paymentAnswer } from '../test/account-fixtures'
import { fakeFetch, type FakeAnswer } from '../test/fake-fetch'
import { signedInUserAnswer } from '../test/fixtures'
import { goldBar, phone, productAnswer, validationAnswer, validationItem } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'
import { renderAppInArabic } from '../test/render-app-in-arabic'
import { formatDateTime } from '../lib/format'

// docs/decisions/267: a Timeout or Cancelled order's page says what happens to money sent late, and puts the
// order's items back in the cart as they were bought.

const ME = API_BASE + USER_PATHS.session
const ORDER = 'ORD-CLOSED'
const PAYMENT = `${API_BASE}/order/get-payment/${ORDER}`
const WATCHED_UNTIL = '2026-11-29T11:00:00.000Z'

const line = (overrides: Partial<OrderItem>): OrderItem => ({
  id: 1,
  productId: phone.id,
  optionIds: [12, 21],
  productName: 'Nova 15 Pro',
  productImage: null,
  weight: null,
  unit: null,
  color: 'Black',
  storage: '512 GB',
  quantity: 2,
  totalPrice: 8820,
  unitPrice: 4200,
  subtotal: 8400,
  vat: 420,
  shipping: 25,
  ...overrides,
})
const phoneLine = line({})
const barLine = line({
  id: 2,
  productId: goldBar.id,
  optionIds: [],
  productName: 'Gold Bar 1 oz',
  color: null,
  storage: null,
  weight: '31.1035',
  unit: 'g',
  quantity: 1,
})

const closed = (overrides: Partial<PaymentDetails> = {}) =>
  paymentAnswer({
    orderUniqueId: ORDER,
    status: 'Timeout',
    expiresAt: null,
    serverTime: '2026-11-22T12:00:00.000Z',
    watchedUntil: WATCHED_UNTIL,
    orderItems: [phoneLine, barLine],
    ...overrides,
  })

const productPath = (id: number) => `${API_BASE}${PRODUCT_PATHS.getById.replace(':id', String(id))}`

function setUp(payment: ReturnType<typeof paymentAnswer>, answers: Record<string, FakeAnswer> = {}) {
  return fakeFetch({
    [ME]: { body: signedInUserAnswer },
    [PAYMENT]: { body: payment },
    [productPath(phone.id)]: { body: productAnswer(phone) },
    [productPath(goldBar.id)]: { body: productAnswer({ ...goldBar, stock: 0 }) },
    [API_BASE + PRODUCT_PATHS.checkValidation]: { body: validationAnswer([validationItem(phone)]) },
    ...answers,
  })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', undefined)
})

describe('a timed-out order reloaded on its payment page', () => {
  it('says money sent after the window is still seen until the watch ends, and what the shop then does', async () => {
    setUp(closed())
    renderApp(`/crypto-payment?order=${ORDER}`)

    // The spec's sentence stays as it was; the new one follows it.
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.pendingWindowExpired)
    expect(
      screen.getByText(
        `Bitcoin sent to this address after the order closed is not lost: the shop still watches this address until ${formatDateTime(WATCHED_UNTIL)}. Once such a payment is confirmed, you get an email with a link to give your Bitcoin address for its refund; if it pays the whole order and the items are still in stock, the shop may honour the order and ship them instead.`,
      ),
    ).toBeInTheDocument()
  })

  it('says nothing of late money once the shop no longer watches the address', async () => {
    setUp(closed({ watchedUntil: '2026-11-22T11:59:00.000Z' }))
    renderApp(`/crypto-payment?order=${ORDER}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.pendingWindowExpired)
    expect(screen.queryByText(/is not lost/)).not.toBeInTheDocument()
  })

  it('puts the items back in the cart as bought and, on the cart, names the one that could not go in', async () => {
    const user = userEvent.setup()
    setUp(closed())
    const { router } = renderApp(`/crypto-payment?order=${ORDER}`)

    await user.click(await screen.findByRole('button', { name: 'Put these items back in the cart' }))

    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/cart')
    expect(await screen.findByRole('listitem', { name: 'Nova 15 Pro' })).toBeInTheDocument()
    expect(readCart().map((l) => [l.productId, l.optionIds, l.quantity])).toEqual([[phone.id, [12, 21], 2]])
    const notice = screen
      .getByText('Some items of your order could not be put back in your cart:')
      .closest('div')
    expect(notice).toHaveTextContent('Gold Bar 1 oz (31.1035 g): out of stock')
  })

  it('stays on the page and says why when none of the items can go back in', async () => {
    const user = userEvent.setup()
    setUp(closed(), {
      [productPath(phone.id)]: {
        status: 404,
        body: { success: false, message: 'Product not found', code: 'PRODUCT_NOT_FOUND' },
      },
    })
    const { router } = renderApp(`/crypto-payment?order=${ORDER}`)

    await user.click(await screen.findByRole('button', { name: 'Put these items back in the cart' }))

    const report = (await screen.findByText('None of these items could be put back in your cart:')).closest(
      'div',
    )
    expect(report).toHaveTextContent('Nova 15 Pro (512 GB · Black): no longer sold')
    expect(report).toHaveTextContent('Gold Bar 1 oz (31.1035 g): out of stock')
    expect(router.state.location.pathname).toBe('/crypto-payment')
    expect(readCart()).toEqual([])
  })
})

describe('a payment page open when the order times out', () => {
  it('shows the same sentence and button once the live status says Timeout', async () => {
    let emit: ((details: PaymentDetails) => void) | undefined
    // The live stream, driven by the test: it sends the order's new state.
    class LiveStream {
      onerror: (() => void) | null = null
      addEventListener(_name: string, listener: (event: MessageEvent<string>) => void) {
        emit = (details) => listener(new MessageEvent('payment', { data: JSON.stringify(details) }))
      }
      close() {}
    }
    vi.stubGlobal('EventSource', LiveStream)
    setUp(closed({ status: 'Pending', expiresAt: '2026-11-22T13:00:00.000Z', watchedUntil: null }))
    renderApp(`/crypto-payment?order=${ORDER}`)
    await screen.findByTestId('amount-due')
    expect(screen.queryByRole('button', { name: 'Put these items back in the cart' })).not.toBeInTheDocument()

    await act(async () => emit?.(closed().data))
    expect(await screen.findByRole('heading', { name: 'Order timed out' })).toBeInTheDocument()
    expect(screen.getByText(/after the order closed is not lost/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Put these items back in the cart' })).toBeInTheDocument()
  })
})

describe('a cancelled order on its payment page', () => {
  it('offers the same button, and tells a buyer who cancelled that late money only goes back', async () => {
    setUp(closed({ status: 'Cancelled', cancelledByBuyer: true }))
    renderApp(`/crypto-payment?order=${ORDER}`)

    expect(await screen.findByRole('alert')).toHaveTextContent('This order has been cancelled.')
    expect(screen.getByText(/after you cancelled is not lost/)).toHaveTextContent('for its refund.')
    expect(screen.queryByText(/honour/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Put these items back in the cart' })).toBeInTheDocument()
  })
})

describe('in Arabic', () => {
  it('says what happens to late money and offers the button in Arabic', async () => {
    setUp(closed())
    await renderAppInArabic(`/crypto-payment?order=${ORDER}`)

    expect(await screen.findByRole('button', { name: 'أعِد هذه المنتجات إلى السلة' })).toBeInTheDocument()
    expect(screen.getByText(/^البيتكوين المُرسَل إلى هذا العنوان بعد إغلاق الطلب لا يضيع/)).toHaveTextContent(
      'فقد ينفّذ المتجر الطلب ويشحنها إليك بدلاً من ذلك',
    )
  })
})

describe("a closed order's page in the profile", () => {
  function orderPage(status: OrderStatus) {
    const id = `ORD-${status.toUpperCase()}`
    setUp(paymentAnswer({ orderUniqueId: id, status, orderItems: [phoneLine] }), {
      [`${API_BASE}/order/get-order/${id}`]: {
        body: GetOrderResponseSchema.parse({
          success: true,
          data: {
            ...makeOrder(status, { orderItems: [phoneLine] }),
            events: [
              { fromStatus: null, toStatus: 'Pending', actor: 'buyer', at: '2026-11-20T09:30:00.000Z' },
            ],
            shippingNote: null,
          },
        }),
      },
    })
    renderApp(`/profile/orders/${id}`)
    return id
  }

  it('offers to put a timed-out order back in the cart', async () => {
    const user = userEvent.setup()
    const id = orderPage('Timeout')
    const page = within(await screen.findByRole('article', { name: `Order ${id}` }))
    await user.click(page.getByRole('button', { name: 'Put these items back in the cart' }))
    expect(await screen.findByRole('listitem', { name: 'Nova 15 Pro' })).toBeInTheDocument()
    expect(readCart().map((l) => l.quantity)).toEqual([2])
  })

  it('does not offer it for an order that goes ahead', async () => {
    const id = orderPage('Confirmed')
    await screen.findByRole('article', { name: `Order ${id}` })
    expect(screen.queryByRole('button', { name: 'Put these items back in the cart' })).not.toBeInTheDocument()
  })
})
