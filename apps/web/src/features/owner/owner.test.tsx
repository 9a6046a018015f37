import {
  API_BASE,
  OWNER_PATHS,
  OwnerOrdersResponseSchema,
  PaymentsToSettleResponseSchema,
  type PaymentToSettle,
  SettlePaymentResponseSchema,
  USER_PATHS,
  walletGapAlert,
  WalletHealthResponseSchema,
} from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { ownerSessionAnswer, signedInUserAnswer } from '../../test/fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'

const ME = API_BASE + USER_PATHS.session
const TO_SETTLE = API_BASE + OWNER_PATHS.paymentsToSettle
const TO_SHIP = API_BASE + OWNER_PATHS.orders
const WALLET = API_BASE + OWNER_PATHS.walletHealth
const SETTLE = API_BASE + '/owner/settle-payment/ORD-LATE000001'

const lateEntry: PaymentToSettle = {
  orderId: 'ORD-LATE000001',
  status: 'Timeout',
  createdAt: '2026-11-22T08:00:00.000Z',
  buyer: { id: 9, firstName: 'Omar', lastName: 'Khan', email: 'omar@example.com' },
  paymentAddress: 'bcrt1qexampleaddress',
  amountExpected: 0.00034286,
  amountConfirmed: 0.0002,
  amountUnconfirmed: 0,
  amountOwed: 0.0002,
  amountSettled: 0,
  amountOpen: 0.0002,
  reason: 'latePayment',
  payments: [
    {
      txid: 'a'.repeat(64),
      vout: 0,
      amount: 0.0002,
      state: 'confirmed',
      isLate: true,
      seenAt: '2026-11-22T09:30:00.000Z',
    },
  ],
  settlements: [],
}

const listAnswer = (entries: PaymentToSettle[]) =>
  PaymentsToSettleResponseSchema.parse({ success: true, data: entries, meta: { count: entries.length } })

const nothingToShip = OwnerOrdersResponseSchema.parse({ success: true, data: [], meta: { count: 0 } })

const walletAnswer = (longest: number, gapLimit = 20) =>
  WalletHealthResponseSchema.parse({
    success: true,
    data: {
      network: 'regtest',
      addressesIssued: 40,
      addressesUsed: 3,
      longestUnusedRun: longest,
      longestUnusedRunBeforePayment: longest,
      trailingUnusedRun: 2,
      defaultGapLimit: 20,
      gapLimitNeeded: Math.max(20, longest + 1),
      gapLimit,
      alert: walletGapAlert(longest, gapLimit),
    },
  })

describe('the owner page', () => {
  it('is refused to a shopper', async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer } })
    renderApp('/admin/money')
    expect(await screen.findByRole('heading', { name: 'Owners only' }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('sends a visitor to log in and back', async () => {
    fakeFetch()
    const { router } = renderApp('/admin/money')
    await screen.findByRole('heading', { name: 'Sign In' }, { timeout: 5000 })
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fmoney')
  })

  it('warns when the wallet needs a larger gap limit than the usual 20', async () => {
    fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [WALLET]: { body: walletAnswer(31) },
      [TO_SETTLE]: { body: listAnswer([]) },
      [TO_SHIP]: { body: nothingToShip },
    })
    renderApp('/admin/money')
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent("Set your wallet's gap limit to at least 32")
    expect(
      screen.getByText('Nothing to refund or honour. Every payment is accounted for.'),
    ).toBeInTheDocument()
  })

  it('warns as the unused run nears the gap limit the owner set, before any payment is missed', async () => {
    fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [WALLET]: { body: walletAnswer(16) },
      [TO_SETTLE]: { body: listAnswer([]) },
      [TO_SHIP]: { body: nothingToShip },
    })
    renderApp('/admin/money')
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('Near the gap limit.')
    expect(alert).toHaveTextContent('16 unused addresses in a row, and your wallet stops looking after 20')
    expect(screen.getByRole('meter', { name: /gap limit/ })).toHaveAttribute('aria-valuenow', '16')
  })

  it('alerts over the gap limit the owner set, and stays quiet well under it', async () => {
    fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [WALLET]: { body: walletAnswer(200, 200) },
      [TO_SETTLE]: { body: listAnswer([]) },
      [TO_SHIP]: { body: nothingToShip },
    })
    const { unmount } = renderApp('/admin/money')
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('Over the gap limit.')
    expect(alert).toHaveTextContent("Set your wallet's gap limit to at least 201")
    unmount()

    fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [WALLET]: { body: walletAnswer(31, 200) },
      [TO_SETTLE]: { body: listAnswer([]) },
      [TO_SHIP]: { body: nothingToShip },
    })
    renderApp('/admin/money')
    expect(
      await screen.findByText(
        "Your wallet's gap limit of 200 sees every payment so far.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows a late payment and records its refund with a required note', async () => {
    const settled = { ...lateEntry, amountSettled: 0.0002, amountOpen: 0 }
    const fetchMock = fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [WALLET]: { body: walletAnswer(5) },
      [TO_SETTLE]: { body: listAnswer([lateEntry]) },
      [TO_SHIP]: { body: nothingToShip },
      [SETTLE]: { body: SettlePaymentResponseSchema.parse({ success: true, data: settled }) },
    })
    renderApp('/admin/money')
    const card = within(
      await screen.findByRole('article', { name: 'Order ORD-LATE000001' }, { timeout: 5000 }),
    )
    expect(card.getByText('Paid after the order closed')).toBeInTheDocument()
    expect(card.getByText('omar@example.com')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(card.getByRole('button', { name: 'Record refund or honour' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Settle order #ORD-LATE000001' }))
    await user.click(dialog.getByRole('button', { name: 'Record' }))
    expect(
      await dialog.findByText('Add a note: the refund transaction or how it was honoured.'),
    ).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/owner/settle-payment/ORD-LATE000001')).toHaveLength(0)

    await user.type(dialog.getByRole('textbox', { name: 'Note' }), 'refund txid beef')
    await user.click(dialog.getByRole('button', { name: 'Record' }))
    await screen.findByText('Recorded: 0.00020000 BTC refunded.')
    expect(requestsTo(fetchMock, '/owner/settle-payment/ORD-LATE000001', 'PUT')[0]?.body).toEqual({
      action: 'refunded',
      note: 'refund txid beef',
    })
  })

  it('shows the server refusal inside the dialog', async () => {
    fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [WALLET]: { body: walletAnswer(5) },
      [TO_SETTLE]: { body: listAnswer([lateEntry]) },
      [TO_SHIP]: { body: nothingToShip },
      [SETTLE]: {
        status: 409,
        body: { success: false, message: 'Nothing is owed on this order.', code: 'CONFLICT' },
      },
    })
    renderApp('/admin/money')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Record refund or honour' }, { timeout: 5000 }),
    )
    const dialog = within(await screen.findByRole('dialog'))
    await user.click(dialog.getByRole('radio', { name: /Honoured/ }))
    await user.type(dialog.getByRole('textbox', { name: 'Note' }), 'shipped anyway')
    await user.click(dialog.getByRole('button', { name: 'Record' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Nothing is owed on this order.')
  })
})
