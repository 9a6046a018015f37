import {
  API_BASE,
  DashboardResponseSchema,
  OWNER_PATHS,
  OwnerAllOrdersResponseSchema,
  OwnerCustomerResponseSchema,
  OwnerCustomerStateResponseSchema,
  type OwnerOrderDetail,
  OwnerOrderResponseSchema,
  USER_PATHS,
} from '@shop/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { ownerSessionAnswer, signedInUserAnswer } from '../../test/fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'
import { reasonText } from './components/owner-order-page'

// docs/product.md#for-the-owner: the back office's screens: shell, dashboard, orders, order page, customer.

const ME = API_BASE + USER_PATHS.session

const sales = (orders: number, aed: number, btc: number) => ({ orders, aed, btc })
const dashboardAnswer = DashboardResponseSchema.parse({
  success: true,
  data: {
    today: '2026-11-24',
    sales: {
      today: sales(2, 240, 0.00068572),
      days7: sales(5, 600, 0.0017143),
      days30: sales(9, 1080, 0.00308574),
    },
    daily: Array.from({ length: 30 }, (_, index) => ({
      day: `2026-${index < 6 ? '10' : '11'}-${String(index < 6 ? 26 + index : index - 5).padStart(2, '0')}`,
      ...sales(index === 29 ? 2 : 0, index === 29 ? 240 : 0, index === 29 ? 0.00068572 : 0),
    })),
    ordersByStatus: [
      { status: 'Pending', count: 3 },
      { status: 'Confirmed', count: 4 },
    ],
    averageOrderValue: 120,
    topProducts: [{ productId: 1, name: 'Gold Bar 10 g', quantity: 3, revenue: 9000 }],
    lowStock: [{ productId: 2, name: 'Silver Coin', sku: 'AG-1', stock: 1, lowStockThreshold: 5 }],
    toSettle: { orders: 1, btc: 0.0002 },
    watcher: {
      lastPollAt: '2026-11-24T09:59:00.000Z',
      chainTip: 850000,
      rateAt: null,
      setAside: [
        {
          orderUniqueId: 'ORD-7F3A2C91D0',
          status: 'Pending',
          error: 'TaxDocumentMismatchError: document 25495 fils (VAT 0) != order 508390 (VAT 22995)',
          attempts: 2,
          since: '2026-11-24T09:40:00.000Z',
          retryAt: '2026-11-24T10:02:00.000Z',
        },
      ],
    },
    metalFeed: [
      { metal: 'gold', source: 'feed:gold-api', updatedAt: '2026-11-24T09:58:00.000Z', pricePerGram: 450 },
    ],
  },
})

const summary = {
  orderId: 'ORD-OFFICE0001',
  status: 'Confirmed' as const,
  createdAt: '2026-11-24T08:00:00.000Z',
  buyer: { id: 9, firstName: 'Omar', lastName: 'Khan', email: 'omar@example.com' },
  location: 'Dubai Marina, Dubai',
  itemCount: 1,
  totalPrice: 120,
  amountExpected: 0.00034286,
  amountReceived: 0.00034286,
  paymentState: 'paid' as const,
}

const detail: OwnerOrderDetail = {
  ...summary,
  shippingAddress: {
    apartment: '12',
    building: 'Marina Tower',
    additionalAddress: '',
    location: 'Dubai Marina, Dubai',
    emirate: 'dubai',
    area: 'Dubai Marina',
    makani: null,
    phone: '+971500000000',
    whatsapp: '+971500000000',
  },
  mapUrl: 'https://www.openstreetmap.org/search?query=Dubai%20Marina%2C%20Dubai',
  items: [
    {
      id: 1,
      productName: 'Phone',
      sku: 'PH-1',
      options: [{ name: 'Colour', value: 'Black' }],
      weight: null,
      unit: null,
      color: 'Black',
      storage: null,
      quantity: 1,
      totalPrice: 115,
      unitPrice: 100,
      subtotal: 100,
      vat: 5,
      shipping: 10,
    },
  ],
  subtotal: 100,
  totalVat: 5,
  shippingCharge: 10,
  serviceCharge: 5,
  paymentAddress: 'bcrt1qexample',
  amountPaid: 0.00034286,
  amountOpen: 0,
  events: [
    {
      fromStatus: null,
      toStatus: 'Pending',
      actor: 'buyer',
      actorName: 'Omar Khan',
      reason: 'placed',
      at: summary.createdAt,
    },
  ],
  payments: [
    {
      txid: 'b'.repeat(64),
      vout: 0,
      amount: 0.00034286,
      state: 'confirmed',
      isLate: false,
      seenAt: summary.createdAt,
      confirmations: 3,
      explorerUrl: 'https://mempool.space/tx/' + 'b'.repeat(64),
    },
  ],
  settlements: [],
  actions: ['ship', 'cancel'],
}

describe('the back office shell', () => {
  it('shows the dashboard figures inside a navigation to every back-office page', async () => {
    fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [API_BASE + OWNER_PATHS.dashboard]: { body: dashboardAnswer },
    })
    renderApp('/admin')
    expect(
      await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const nav = screen.getAllByRole('navigation', { name: 'Back office' })[0]!
    for (const name of [
      'Dashboard',
      'Orders',
      'Products',
      'Stock',
      'Metal prices',
      'Customers',
      'Money & wallet',
      'Audit log',
      'Categories',
      'Staff',
      'Settings',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument()
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    // The office's own layout: no storefront header, footer, bottom bar or cart; a way back and out instead.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Back to the shop' })[0]).toHaveAttribute('href', '/')
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0)
    const figures = within(screen.getByRole('region', { name: 'Sales' }))
    expect(figures.getByText('240.00 AED')).toBeInTheDocument()
    expect(figures.getByText('1,080.00 AED')).toBeInTheDocument()
    expect(screen.getByText('1 left (alert at 5)')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /Daily sales for the last 30 days/ })).toBeInTheDocument()
    // An order the payment watcher set aside is named, with why and when it is tried again.
    expect(screen.getByRole('link', { name: 'ORD-7F3A2C91D0' })).toHaveAttribute(
      'href',
      '/admin/order/ORD-7F3A2C91D0',
    )
    expect(screen.getByText(/TaxDocumentMismatchError: document 25495 fils/)).toBeInTheDocument()
    expect(screen.getByText(/Pending · 2 tries · next try/)).toBeInTheDocument()
  })

  it('is refused to a shopper', async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer } })
    renderApp('/admin/orders')
    expect(await screen.findByRole('heading', { name: 'Owners only' }, { timeout: 5000 })).toBeInTheDocument()
  })
})

describe('the orders page', () => {
  it('asks the server with the URL filters, toggles a status, and exports the same filters', async () => {
    const fetchMock = fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [API_BASE + OWNER_PATHS.allOrders]: {
        body: OwnerAllOrdersResponseSchema.parse({ success: true, data: [summary], meta: { count: 1 } }),
      },
    })
    const { router } = renderApp('/admin/orders?payment=paid&search=omar')
    expect(await screen.findByRole('link', { name: /#ORD-OFFICE0001/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/admin/order/ORD-OFFICE0001',
    )
    const first = new URL(requestsTo(fetchMock, OWNER_PATHS.allOrders)[0]!.url, 'http://x')
    expect(Object.fromEntries(first.searchParams)).toEqual({ payment: 'paid', search: 'omar', limit: '20' })
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/owner/orders-export.csv?payment=paid&search=omar',
    )

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmed' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?payment=paid&search=omar&status=Confirmed'),
    )
    expect(screen.getByRole('button', { name: 'Confirmed' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() =>
      expect(requestsTo(fetchMock, OWNER_PATHS.allOrders).at(-1)?.url).toContain('status=Confirmed'),
    )
  })
})

describe('the order page', () => {
  it('offers only the actions the server allows and cancels with a required reason', async () => {
    const cancelled = {
      ...detail,
      status: 'Cancelled' as const,
      actions: ['refund' as const],
      amountOpen: 0.00034286,
    }
    const fetchMock = fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [API_BASE + '/owner/order/ORD-OFFICE0001']: {
        body: OwnerOrderResponseSchema.parse({ success: true, data: detail }),
      },
      [API_BASE + '/owner/cancel-order/ORD-OFFICE0001']: {
        body: OwnerOrderResponseSchema.parse({ success: true, data: cancelled }),
      },
    })
    renderApp('/admin/order/ORD-OFFICE0001')
    expect(
      // (happy-dom reads a space before the id's own span, which a browser does not)
      await screen.findByRole('heading', { name: /^Order # ?ORD-OFFICE0001$/ }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /b{64}:0/ })).toHaveAttribute(
      'href',
      detail.payments[0]!.explorerUrl,
    )
    expect(screen.getByText('Confirmed, 3 confirmations')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open on the map' })).toHaveAttribute('href', detail.mapUrl)

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order #ORD-OFFICE0001?' }))
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }))
    expect(await dialog.findByText('Say why the order is cancelled.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/owner/cancel-order/ORD-OFFICE0001')).toHaveLength(0)
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Model discontinued')
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByText('Order #ORD-OFFICE0001 cancelled.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/owner/cancel-order/ORD-OFFICE0001', 'PUT')[0]?.body).toEqual({
      reason: 'Model discontinued',
    })
  })
})

describe('the customer page', () => {
  it('disables an account only after a confirmation', async () => {
    const customer = {
      id: 9,
      firstName: 'Omar',
      lastName: 'Khan',
      email: 'omar@example.com',
      role: 'User' as const,
      isVerified: true,
      disabledAt: null,
      createdAt: '2026-11-01T08:00:00.000Z',
      orderCount: 1,
      totalPaid: 120,
      lastOrderAt: summary.createdAt,
    }
    const fetchMock = fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [API_BASE + '/owner/customer/9']: {
        body: OwnerCustomerResponseSchema.parse({
          success: true,
          data: { ...customer, addresses: [], orders: [summary] },
        }),
      },
      [API_BASE + '/owner/disable-customer/9']: {
        body: OwnerCustomerStateResponseSchema.parse({
          success: true,
          data: { ...customer, disabledAt: '2026-11-24T10:00:00.000Z' },
        }),
      },
    })
    renderApp('/admin/customer/9')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Disable account' }, { timeout: 5000 }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable omar@example.com?' }))
    expect(requestsTo(fetchMock, '/owner/disable-customer/9')).toHaveLength(0)
    await user.click(dialog.getByRole('button', { name: 'Disable' }))
    expect(await screen.findByText('omar@example.com is disabled and signed out.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/owner/disable-customer/9', 'PUT')).toHaveLength(1)
  })
})

describe('reasonText', () => {
  it.each([
    ['paidInFull', 'Paid in full'],
    ['cancelledByOwner: Out of stock: black', 'Cancelled by the shop: Out of stock: black'],
    ['somethingNew', 'somethingNew'],
  ])('says %j as %j', (reason, text) => {
    expect(reasonText(reason)).toBe(text)
  })
})
