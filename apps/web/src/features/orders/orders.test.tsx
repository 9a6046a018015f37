import { API_BASE, MESSAGES, ORDER_STATUSES, type OrderStatus, USER_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeOrder, ordersAnswer } from '../../test/account-fixtures'
import { fakeFetch } from '../../test/fake-fetch'
import { serverErrorAnswer, signedInUserAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { ORDER_STATUS_BADGE_CLASS } from '../../lib/order-status-colours'
import { orderActions } from './order-status'

const ME = API_BASE + USER_PATHS.session
const ORDERS = API_BASE + '/order/get-orders-by-user/7'
const cancelPath = (orderId: string) => API_BASE + `/order/cancel-order-by-user/${orderId}`

describe('order statuses', () => {
  it.each<[OrderStatus, string[]]>([
    ['Pending', ['checkPayment', 'cancel']],
    ['Processing', ['cancel']],
    ['Insufficient', ['payRest', 'cancel']],
    ['Confirmed', []],
    ['Shipped', []],
    ['Delivered', []],
    ['Cancelled', []],
    ['Failed', []],
    ['Timeout', []],
  ])('%s offers %j', (status, actions) => {
    expect(orderActions(status)).toEqual(actions)
  })

  it('gives every status its own colour', () => {
    expect(new Set(ORDER_STATUSES.map((status) => ORDER_STATUS_BADGE_CLASS[status])).size).toBe(
      ORDER_STATUSES.length,
    )
  })
})

describe('orders tab', () => {
  it('shows each order with its status actions and the payment due where the spec asks', async () => {
    const orders = ORDER_STATUSES.slice(0, 5).map((status, index) => makeOrder(status, { id: index + 1 }))
    fakeFetch({ [ME]: { body: signedInUserAnswer }, [ORDERS]: { body: ordersAnswer(orders, 9) } })
    renderApp('/profile?tab=orders')

    const pending = within(
      await screen.findByRole('article', { name: 'Order ORD-PENDING' }, { timeout: 5000 }),
    )
    expect(pending.getByRole('link', { name: 'Check Payment' })).toHaveAttribute(
      'href',
      '/crypto-payment?order=ORD-PENDING',
    )
    expect(pending.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument()
    expect(pending.queryByText('Payment due')).not.toBeInTheDocument()

    const insufficient = within(screen.getByRole('article', { name: 'Order ORD-INSUFFICIENT' }))
    expect(insufficient.getByRole('link', { name: 'Pay Rest' })).toHaveAttribute(
      'href',
      '/crypto-payment?order=ORD-INSUFFICIENT',
    )
    // Part paid, the buyer may also stop there: what arrived is refunded.
    expect(insufficient.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument()
    expect(insufficient.getByText('Payment due')).toBeInTheDocument()
    expect(insufficient.getByText('0.00025000 BTC')).toBeInTheDocument()

    const processing = within(screen.getByRole('article', { name: 'Order ORD-PROCESSING' }))
    expect(processing.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument()
    expect(processing.getAllByRole('link').map((link) => link.textContent)).toEqual(['View Order'])
    expect(processing.getByRole('link', { name: 'View order ORD-PROCESSING' })).toHaveAttribute(
      'href',
      '/profile/orders/ORD-PROCESSING',
    )

    const confirmedCard = screen.getByRole('article', { name: 'Order ORD-CONFIRMED' })
    const confirmed = within(confirmedCard)
    expect(confirmed.queryByRole('button')).not.toBeInTheDocument()
    expect(confirmed.getByText('Confirmed')).toBeInTheDocument()
    // The line shows unit price x quantity; VAT, shipping and the service charge once, in the summary.
    expect(confirmed.getByText('Total').nextSibling).toHaveTextContent('275.00 AED')
    expect(confirmed.getByText('Sub-total (excl. VAT)').nextSibling).toHaveTextContent('250.00 AED')
    expect(confirmed.getByText('Shipping').nextSibling).toHaveTextContent('12.50 AED')
    expect(confirmed.getByText('Service charge (5%)').nextSibling).toHaveTextContent('12.50 AED')
    expect(confirmed.getByText(/1 × 250\.00 AED/)).toBeInTheDocument()
    expect(confirmedCard.querySelector('img')).toHaveAttribute('src', '/uploads/products/gold-1g.svg')

    // 9 orders at 5 a page: two pages.
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/profile?tab=orders&page=2')
  })

  it('explains an order back in Processing after a chain reorganisation', async () => {
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [ORDERS]: {
        body: ordersAnswer([
          makeOrder('Processing', { id: 1, orderId: 'ORD-REORG', reorganised: true }),
          makeOrder('Processing', { id: 2, orderId: 'ORD-WAITING' }),
        ]),
      },
    })
    renderApp('/profile?tab=orders')
    const reorganised = within(await screen.findByRole('article', { name: 'Order ORD-REORG' }))
    expect(reorganised.getByRole('status')).toHaveTextContent(MESSAGES.paymentReorganised)
    const waiting = within(screen.getByRole('article', { name: 'Order ORD-WAITING' }))
    expect(waiting.queryByText(MESSAGES.paymentReorganised)).not.toBeInTheDocument()
  })

  it('shows the payment due of a Failed order', async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer }, [ORDERS]: { body: ordersAnswer([makeOrder('Failed')]) } })
    renderApp('/profile?tab=orders')
    const failed = within(await screen.findByRole('article', { name: 'Order ORD-FAILED' }))
    expect(failed.getByText('Payment due')).toBeInTheDocument()
    expect(failed.getByText('0.00075000 BTC')).toBeInTheDocument()
  })

  it('cancels an order after asking, and says so', async () => {
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [ORDERS]: { body: ordersAnswer([makeOrder('Pending')]) },
      [cancelPath('ORD-PENDING')]: {
        body: { success: true, data: { orderId: 'ORD-PENDING', status: 'Cancelled' } },
      },
    })
    renderApp('/profile?tab=orders')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    expect(dialog).not.toHaveTextContent(/already paid/)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }))

    expect(await screen.findByText(MESSAGES.orderCancelled)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps the order when the shopper changes their mind', async () => {
    const fetchMock = fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [ORDERS]: { body: ordersAnswer([makeOrder('Processing')]) },
    })
    renderApp('/profile?tab=orders')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    // A Processing order is paid: the shopper is told how the money comes back before deciding.
    expect(dialog).toHaveTextContent(
      /already paid for it: we will contact you by email to return your bitcoin/,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cancel-order-by-user'))).toBe(false)
  })

  it.each([
    [
      400,
      { success: false, message: MESSAGES.orderCannotBeCancelled, code: 'BAD_REQUEST' },
      MESSAGES.cancelOrderFailed,
    ],
    [500, serverErrorAnswer, MESSAGES.cancelOrderError],
  ])('answers a refused cancel (%i) with the spec message', async (status, body, message) => {
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [ORDERS]: { body: ordersAnswer([makeOrder('Pending')]) },
      [cancelPath('ORD-PENDING')]: { status, body },
    })
    renderApp('/profile?tab=orders')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }))

    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it("shows 'No Orders Found' with a way to the products", async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer }, [ORDERS]: { body: ordersAnswer([]) } })
    renderApp('/profile?tab=orders')

    expect(await screen.findByText(MESSAGES.noOrders)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/category')
  })
})
