import {
  API_BASE,
  OWNER_PATHS,
  type OwnerOrder,
  OwnerOrdersResponseSchema,
  PaymentsToSettleResponseSchema,
  UpdateOrderStatusResponseSchema,
  USER_PATHS,
  WalletHealthResponseSchema,
} from '@shop/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch, gate, type FakeAnswer } from '../../test/fake-fetch'
import { ownerSessionAnswer } from '../../test/fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'

const ME = API_BASE + USER_PATHS.session
const ORDERS = API_BASE + OWNER_PATHS.orders
const UPDATE = API_BASE + '/order/update-order-status/ORD-SHIP000001'

const toShip: OwnerOrder = {
  orderId: 'ORD-SHIP000001',
  status: 'Confirmed',
  createdAt: '2026-11-28T08:00:00.000Z',
  statusChangedAt: '2026-11-28T08:20:00.000Z',
  buyer: { id: 9, firstName: 'Omar', lastName: 'Nasser', email: 'omar@example.com' },
  shippingAddress: {
    apartment: 'Apt 1204',
    building: 'Marina Heights Tower',
    additionalAddress: 'Near the metro',
    location: 'Dubai Marina, Dubai',
    emirate: 'dubai',
    area: 'Marina Walk',
    makani: null,
    phone: '+971 50 123 4567',
    whatsapp: '+971 50 765 4321',
  },
  items: [
    {
      id: 1,
      productName: 'iPhone 16 Pro',
      sku: 'APL-16P',
      options: [
        { name: 'Storage', value: '256 GB' },
        { name: 'Colour', value: 'Black' },
      ],
      weight: null,
      unit: null,
      color: 'Black',
      storage: '256 GB',
      quantity: 2,
      totalPrice: 9460.5,
      unitPrice: 4300,
      subtotal: 8600,
      vat: 430,
      shipping: 30.5,
    },
  ],
  subtotal: 8600,
  totalVat: 430,
  shippingCharge: 30.5,
  serviceCharge: 430,
  totalPrice: 9490.5,
  currency: 'AED',
  amountExpected: 0.0271157,
  amountPaid: 0.0271157,
  shippingNote: null,
}

const listAnswer = (orders: OwnerOrder[]) =>
  OwnerOrdersResponseSchema.parse({ success: true, data: orders, meta: { count: orders.length } })

const updatedTo = (status: 'Shipped' | 'Delivered') =>
  UpdateOrderStatusResponseSchema.parse({ success: true, data: { orderId: 'ORD-SHIP000001', status } })

/** The rest of the owner page, quiet, so only the orders list speaks. */
const QUIET_OWNER_PAGE: Record<string, FakeAnswer> = {
  [ME]: { body: ownerSessionAnswer },
  [API_BASE + OWNER_PATHS.walletHealth]: {
    body: WalletHealthResponseSchema.parse({
      success: true,
      data: {
        network: 'regtest',
        addressesIssued: 4,
        addressesUsed: 1,
        longestUnusedRun: 2,
        longestUnusedRunBeforePayment: 2,
        trailingUnusedRun: 1,
        defaultGapLimit: 20,
        gapLimitNeeded: 20,
        gapLimit: 20,
        alert: 'ok',
      },
    }),
  },
  [API_BASE + OWNER_PATHS.paymentsToSettle]: {
    body: PaymentsToSettleResponseSchema.parse({ success: true, data: [], meta: { count: 0 } }),
  },
}

const ordersSection = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Orders to ship' }, { timeout: 5000 })).closest(
      'section',
    ) as HTMLElement,
  )

describe('the orders to ship', () => {
  it('shows a loading state, then each order with its buyer, address, lines and total', async () => {
    const answer = gate()
    const fetchMock = fakeFetch({
      ...QUIET_OWNER_PAGE,
      [ORDERS]: { body: listAnswer([toShip]), until: answer.promise },
    })
    renderApp('/admin/money')
    const section = await ordersSection()
    expect(section.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument()
    answer.open()

    const card = within(await section.findByRole('article', { name: 'Order ORD-SHIP000001' }))
    expect(section.queryByRole('status', { name: 'Loading orders' })).not.toBeInTheDocument()
    expect(card.getByText('Omar Nasser')).toBeInTheDocument()
    expect(card.getByText('Apt 1204, Marina Heights Tower')).toBeInTheDocument()
    expect(card.getByText('Marina Walk, Dubai')).toBeInTheDocument()
    expect(card.getByText('Dubai Marina, Dubai')).toBeInTheDocument()
    // Numbers are shown as the UAE writes them, whatever form they were stored in.
    expect(card.getByRole('link', { name: '050 765 4321' })).toHaveAttribute(
      'href',
      'https://wa.me/971507654321',
    )
    expect(card.getByText('iPhone 16 Pro')).toBeInTheDocument()
    expect(card.getByText('Storage: 256 GB · Colour: Black')).toBeInTheDocument()
    expect(card.getAllByText('9,490.50 AED')).toHaveLength(2)
    expect(card.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument()
    expect(card.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument()
    expect(new URL(requestsTo(fetchMock, OWNER_PATHS.orders)[0]?.url ?? '', 'http://x').search).toBe(
      '?status=Confirmed&page=1&limit=20',
    )
  })

  it('says when nothing is waiting to ship', async () => {
    fakeFetch({ ...QUIET_OWNER_PAGE, [ORDERS]: { body: listAnswer([]) } })
    renderApp('/admin/money')
    expect(await (await ordersSection()).findByText('No orders to ship.')).toBeInTheDocument()
  })

  it('shows the failure and retries', async () => {
    const fetchMock = fakeFetch({
      ...QUIET_OWNER_PAGE,
      [ORDERS]: {
        status: 500,
        body: { success: false, message: 'Something went wrong on our side.', code: 'INTERNAL' },
      },
    })
    renderApp('/admin/money')
    const section = await ordersSection()
    expect(await section.findByRole('alert')).toHaveTextContent('Something went wrong on our side.')
    await userEvent.setup().click(section.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(requestsTo(fetchMock, OWNER_PATHS.orders)).toHaveLength(2))
  })

  it('alerts the owner to a shipped order whose payment a chain reorganisation made unconfirmed or took', async () => {
    fakeFetch({
      ...QUIET_OWNER_PAGE,
      [ORDERS]: {
        body: listAnswer([
          {
            ...toShip,
            status: 'Shipped',
            amountPaid: 0,
            paymentAlert: { kind: 'paymentGone', at: '2026-11-29T10:00:00.000Z' },
          },
          { ...toShip, orderId: 'ORD-SHIP000002', status: 'Shipped' },
        ]),
      },
    })
    renderApp('/admin/money?ship=Shipped')
    const section = await ordersSection()
    const alerted = within(await section.findByRole('article', { name: 'Order ORD-SHIP000001' }))
    expect(alerted.getByRole('alert')).toHaveTextContent(
      'This payment left the chain in a reorganisation: the money for goods already sent is gone. Contact the buyer.',
    )
    expect(alerted.getByText('Shipped')).toBeInTheDocument()
    const quiet = within(section.getByRole('article', { name: 'Order ORD-SHIP000002' }))
    expect(quiet.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('asks the shipped orders when the Shipped filter is chosen, and offers Mark delivered', async () => {
    const fetchMock = fakeFetch({
      ...QUIET_OWNER_PAGE,
      [ORDERS]: {
        body: listAnswer([{ ...toShip, status: 'Shipped', shippingNote: 'Aramex 3349 1120 55' }]),
      },
      [UPDATE]: { body: updatedTo('Delivered') },
    })
    renderApp('/admin/money?ship=Shipped')
    const section = await ordersSection()
    const card = within(await section.findByRole('article', { name: 'Order ORD-SHIP000001' }))
    expect(card.getByText('Aramex 3349 1120 55')).toBeInTheDocument()
    expect(card.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument()
    expect(section.getByRole('link', { name: 'Shipped' })).toHaveAttribute('aria-current', 'page')
    expect(requestsTo(fetchMock, OWNER_PATHS.orders)[0]?.url).toContain('status=Shipped')

    const user = userEvent.setup()
    await user.click(card.getByRole('button', { name: 'Mark delivered' }))
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Mark order #ORD-SHIP000001 delivered?' }),
    )
    expect(requestsTo(fetchMock, '/order/update-order-status/ORD-SHIP000001')).toHaveLength(0)
    await user.click(dialog.getByRole('button', { name: 'Mark delivered' }))
    expect(await screen.findByText('Order #ORD-SHIP000001 marked delivered.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/order/update-order-status/ORD-SHIP000001', 'PUT')[0]?.body).toEqual({
      status: 'Delivered',
    })
  })
})

describe('the ship dialog', () => {
  it('requires a tracking note, sends it with Shipped and says the buyer was emailed', async () => {
    const fetchMock = fakeFetch({
      ...QUIET_OWNER_PAGE,
      [ORDERS]: { body: listAnswer([toShip]) },
      [UPDATE]: { body: updatedTo('Shipped') },
    })
    renderApp('/admin/money')
    const user = userEvent.setup()
    const section = await ordersSection()
    await user.click(await section.findByRole('button', { name: 'Mark shipped' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship order #ORD-SHIP000001' }))

    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }))
    const note = dialog.getByRole('textbox', { name: 'Tracking note' })
    expect(await dialog.findByText('Add the courier and tracking number.')).toBeInTheDocument()
    expect(note).toHaveAttribute('aria-invalid', 'true')
    expect(note).toHaveAccessibleDescription(
      /Sent to .* with the shipping email\. Add the courier and tracking number\./,
    )
    expect(requestsTo(fetchMock, '/order/update-order-status/ORD-SHIP000001')).toHaveLength(0)

    await user.type(note, '  Aramex 3349 1120 55 ')
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }))
    expect(
      await screen.findByText('Order #ORD-SHIP000001 marked shipped. Omar has been emailed.'),
    ).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/order/update-order-status/ORD-SHIP000001', 'PUT')[0]?.body).toEqual({
      status: 'Shipped',
      note: 'Aramex 3349 1120 55',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The list is asked again, so the shipped order leaves "To ship".
    await waitFor(() => expect(requestsTo(fetchMock, OWNER_PATHS.orders).length).toBeGreaterThan(1))
  })

  it('keeps the dialog and the note when the server refuses, with the reason in a toast', async () => {
    fakeFetch({
      ...QUIET_OWNER_PAGE,
      [ORDERS]: { body: listAnswer([toShip]) },
      [UPDATE]: {
        status: 409,
        body: { success: false, message: 'A Shipped order cannot be marked Shipped.', code: 'CONFLICT' },
      },
    })
    renderApp('/admin/money')
    const user = userEvent.setup()
    await user.click(await (await ordersSection()).findByRole('button', { name: 'Mark shipped' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship order #ORD-SHIP000001' }))
    await user.type(dialog.getByRole('textbox', { name: 'Tracking note' }), 'DHL 123')
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }))
    expect(await screen.findByText('A Shipped order cannot be marked Shipped.')).toBeInTheDocument()
    expect(dialog.getByRole('textbox', { name: 'Tracking note' })).toHaveValue('DHL 123')
  })
})
