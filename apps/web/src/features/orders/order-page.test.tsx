import { API_BASE, GetOrderResponseSchema, MESSAGES, type OrderStatus } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeOrder, makePayment } from '../../test/account-fixtures'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'

const ME = API_BASE + '/user/session'
const txid = 'c'.repeat(64)

function orderAnswer(status: OrderStatus, extra: { shippingNote?: string | null } = {}) {
  const order = makeOrder(status)
  return GetOrderResponseSchema.parse({
    success: true,
    data: {
      ...order,
      events: [
        { fromStatus: null, toStatus: 'Pending', actor: 'buyer', at: '2026-11-20T09:30:00.000Z' },
        ...(status === 'Pending'
          ? []
          : [
              {
                fromStatus: 'Pending',
                toStatus: 'Processing',
                actor: 'system',
                at: '2026-11-20T09:40:00.000Z',
              },
              {
                fromStatus: 'Processing',
                toStatus: 'Confirmed',
                actor: 'system',
                at: '2026-11-20T09:50:00.000Z',
              },
              {
                fromStatus: 'Confirmed',
                toStatus: 'Shipped',
                actor: 'admin',
                at: '2026-11-21T08:00:00.000Z',
              },
            ]),
      ],
      shippingNote: extra.shippingNote ?? null,
    },
  })
}

function setUp(status: OrderStatus, extra: { shippingNote?: string | null } = {}) {
  const id = `ORD-${status.toUpperCase()}`
  return fakeFetch({
    [ME]: { body: signedInUserAnswer },
    [`${API_BASE}/order/get-order/${id}`]: { body: orderAnswer(status, extra) },
    [`${API_BASE}/order/get-payment/${id}`]: {
      body: {
        success: true,
        data: makePayment({
          orderUniqueId: id,
          status,
          amountReceived: status === 'Pending' ? 0 : 0.00075,
          outstandingAmount: status === 'Pending' ? 0.00075 : 0,
          payments:
            status === 'Pending'
              ? []
              : [
                  {
                    txid,
                    vout: 0,
                    amount: 0.00075,
                    confirmations: 3,
                    status: 'confirmed',
                    seenAt: '2026-11-20T09:40:00.000Z',
                  },
                ],
        }),
      },
    },
    [`${API_BASE}/order/cancel-order-by-user/${id}`]: {
      body: { success: true, data: { orderId: id, status: 'Cancelled' } },
    },
    [`${API_BASE}/order/get-orders-by-user/7`]: { body: { success: true, data: [], meta: { count: 0 } } },
  })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', undefined)
})

describe("the buyer's order page", () => {
  it('shows a shipped order: tracking note, lines, address, payments with confirmations and the timeline', async () => {
    setUp('Shipped', { shippingNote: 'Aramex 123456789' })
    renderApp('/profile/orders/ORD-SHIPPED')

    const page = within(await screen.findByRole('article', { name: 'Order ORD-SHIPPED' }, { timeout: 5000 }))
    expect(page.getByRole('region', { name: 'On its way' })).toHaveTextContent('Aramex 123456789')
    expect(within(page.getByRole('region', { name: 'Items' })).getByText('1 g Gold Bar')).toBeInTheDocument()
    expect(page.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('1204, Marina Heights')
    const payments = within(await screen.findByRole('region', { name: 'Payments' }))
    expect(await payments.findByText(txid)).toBeInTheDocument()
    expect(payments.getByText(/Confirmed · 3 confirmations/)).toBeInTheDocument()
    expect(payments.getAllByText('0.00075000 BTC').length).toBeGreaterThan(0)
    const steps = within(page.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem')
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Order placed, waiting for payment by you',
      'Paid in full, waiting for confirmation',
      'Payment confirmed, preparing your order',
      'Shipped by the shop',
    ])
    expect(page.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/profile?tab=orders')
  })

  it('lets the buyer pay or cancel a pending order, as the orders list does', async () => {
    const fetchMock = setUp('Pending')
    renderApp('/profile/orders/ORD-PENDING')
    const page = within(await screen.findByRole('article', { name: 'Order ORD-PENDING' }, { timeout: 5000 }))
    expect(page.queryByRole('region', { name: 'On its way' })).not.toBeInTheDocument()
    expect(page.getByRole('link', { name: 'Check Payment' })).toHaveAttribute(
      'href',
      '/crypto-payment?order=ORD-PENDING',
    )
    expect(await screen.findByText('No payment has arrived yet.')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(page.getByRole('button', { name: 'Cancel Order' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this order?' }))
    await user.click(dialog.getByRole('button', { name: 'Cancel Order' }))
    expect(await screen.findByText(MESSAGES.orderCancelled)).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/order/cancel-order-by-user/ORD-PENDING', 'PUT')).toHaveLength(1)
  })

  it("says so when the order is not the buyer's or does not exist", async () => {
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [`${API_BASE}/order/get-order/ORD-NONE`]: {
        status: 404,
        body: { success: false, message: MESSAGES.orderNotFound, code: 'NOT_FOUND' },
      },
      [`${API_BASE}/order/get-payment/ORD-NONE`]: {
        status: 404,
        body: { success: false, message: MESSAGES.paymentDetailsUnavailable, code: 'NOT_FOUND' },
      },
    })
    renderApp('/profile/orders/ORD-NONE')
    expect(
      await screen.findByRole('heading', { name: 'Order not found' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.orderNotFound)).toBeInTheDocument()
  })
})
