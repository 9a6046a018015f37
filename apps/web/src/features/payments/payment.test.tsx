import { API_BASE, MESSAGES, PAYMENT_EVENT_NAME, type PaymentDetails, USER_PATHS } from '@shop/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { InitialEntry } from '../../lib/router'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makePayment, paymentAnswer } from '../../test/account-fixtures'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { formatCountdown } from './countdown'

const ME = API_BASE + USER_PATHS.session
const PAYMENT = API_BASE + '/order/get-payment/ORD-PENDING'

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static instances: FakeEventSource[] = []
  readonly url: string
  readonly withCredentials: boolean
  onerror: (() => void) | null = null
  closed = false
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>()

  constructor(url: string, init?: { withCredentials?: boolean }) {
    this.url = url
    this.withCredentials = init?.withCredentials ?? false
    FakeEventSource.instances.push(this)
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
  }
  close() {
    this.closed = true
  }
  emit(details: PaymentDetails) {
    const event = new MessageEvent(PAYMENT_EVENT_NAME, { data: JSON.stringify(details) })
    for (const listener of this.listeners.get(PAYMENT_EVENT_NAME) ?? []) listener(event)
  }
  fail() {
    this.onerror?.()
  }
}

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => {
  vi.useRealTimers()
})

async function openPayment(
  details: Partial<PaymentDetails> = {},
  path: InitialEntry = '/crypto-payment?order=ORD-PENDING',
) {
  const fetchMock = fakeFetch({
    [ME]: { body: signedInUserAnswer },
    [PAYMENT]: { body: paymentAnswer(details) },
  })
  const view = renderApp(path)
  return { fetchMock, ...view }
}

describe('formatCountdown', () => {
  it.each([
    [3_600_000, '01:00:00'],
    [3_599_001, '00:59:59'],
    [7_200_000, '02:00:00'],
    [61_000, '00:01:01'],
    [999, '00:00:00'],
    [-5000, '00:00:00'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text)
  })
})

describe('the payment window and orders already closed', () => {
  it("counts down from the server's expiresAt every second, whatever the device's clock says", async () => {
    // The device's clock runs 2 hours ahead of the server's.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'))
    await openPayment()

    const countdown = await screen.findByTestId('countdown', undefined, { timeout: 5000 })
    expect(countdown).toHaveTextContent('01:00:00')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(countdown).toHaveTextContent('00:59:59')
    await act(() => vi.advanceTimersByTimeAsync(59 * 60 * 1000))
    expect(countdown).toHaveTextContent('00:00:59')

    await act(() => vi.advanceTimersByTimeAsync(60 * 1000))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.pendingWindowExpired)
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument()
  })

  it('shows an error screen with the status when the window was already over on load', async () => {
    await openPayment({ serverTime: '2026-11-22T11:00:05.000Z' })

    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      MESSAGES.paymentTimeExpired,
    )
    expect(screen.getByText('Order Status:')).toHaveTextContent('Order Status: Pending')
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument()
  })

  it.each([
    [{ status: 'Timeout' as const, expiresAt: null }, MESSAGES.pendingWindowExpired],
    [
      { status: 'Cancelled' as const, expiresAt: null, insufficientAt: '2026-11-22T08:00:00.000Z' },
      MESSAGES.insufficientWindowExpired,
    ],
  ])('explains a %j order on load', async (details, message) => {
    await openPayment(details)
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(message)
    // A closed order is no dead end: the shopper can start again.
    expect(screen.getByRole('link', { name: 'Shop again' })).toHaveAttribute('href', '/products')
  })

  it('tells the buyer that money sent to an order that closed is kept for them, refunded or honoured', async () => {
    // A payment still unconfirmed when its hold on the stock ended: the order timed out with the money in.
    await openPayment({ status: 'Timeout', expiresAt: null, amountReceived: 0.00123, outstandingAmount: 0 })
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      MESSAGES.pendingWindowExpired,
    )
    expect(
      screen.getByText(
        /The 0\.00123000 BTC you sent is kept for you: once it is confirmed on the Bitcoin network/,
      ),
    ).toBeInTheDocument()
  })
})

describe('paying the amount shown', () => {
  it('shows the amount and address with copy buttons, the QR code and the explorer link', async () => {
    await openPayment()
    // user-event installs its own clipboard on setup: watch that one.
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')

    expect(await screen.findByText('0.00075000 BTC', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Copy amount' }))
    expect(writeText).toHaveBeenLastCalledWith('0.00075000')
    expect(await screen.findByText('Amount copied!')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenLastCalledWith('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    expect(await screen.findByText('Address copied!')).toBeInTheDocument()

    expect(await screen.findByRole('img', { name: 'QR code of the payment request' })).toHaveAttribute(
      'width',
      '128',
    )
    const check = screen.getByRole('link', { name: 'Check Payment' })
    expect(check).toHaveAttribute(
      'href',
      'https://mempool.space/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    )
    expect(check).toHaveAttribute('target', '_blank')
    expect(check.getAttribute('rel')).toContain('noopener')
    expect(screen.getAllByRole('link', { name: /Back to orders/ })[0]).toHaveAttribute(
      'href',
      '/profile?tab=orders',
    )
    expect(screen.getByText(/Cryptocurrency transactions are irreversible/)).toHaveTextContent(
      /Send exactly the amount shown/,
    )
  })

  it('hides the copy confirmation after 2 seconds', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    await openPayment()
    const copy = await screen.findByRole('button', { name: 'Copy address' }, { timeout: 5000 })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await act(async () => {
      copy.click()
      await vi.advanceTimersByTimeAsync(10)
    })
    expect(screen.getByText('Address copied!')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(screen.queryByText('Address copied!')).not.toBeInTheDocument()
  })
})

describe('following the payment', () => {
  it('follows the payment live: seen, part paid, confirmed', async () => {
    await openPayment()
    await screen.findByTestId('countdown', undefined, { timeout: 5000 })
    const stream = FakeEventSource.instances.at(-1)!
    expect(stream.url).toBe(API_BASE + '/order/payment-events/ORD-PENDING')
    expect(stream.withCredentials).toBe(true)

    act(() =>
      stream.emit(
        makePayment({
          status: 'Insufficient',
          insufficientAt: '2026-11-22T10:10:00.000Z',
          expiresAt: '2026-11-22T12:10:00.000Z',
          amountReceived: 0.0005,
          outstandingAmount: 0.00025,
        }),
      ),
    )
    expect(await screen.findByText(/We received 0.00050000 BTC of 0.00075000 BTC/)).toBeInTheDocument()
    expect(screen.getByText('0.00025000 BTC')).toBeInTheDocument()

    act(() =>
      stream.emit(
        makePayment({ status: 'Processing', expiresAt: null, outstandingAmount: 0, amountReceived: 0.00075 }),
      ),
    )
    expect(await screen.findByText('Payment received — waiting for confirmation')).toBeInTheDocument()

    act(() =>
      stream.emit(
        makePayment({ status: 'Confirmed', expiresAt: null, outstandingAmount: 0, amountReceived: 0.00075 }),
      ),
    )
    expect(await screen.findByText('Payment confirmed')).toBeInTheDocument()
    expect(stream.closed).toBe(true)
  })

  it('asks every 10 seconds when the live stream fails', async () => {
    const { fetchMock } = await openPayment()
    await screen.findByTestId('countdown', undefined, { timeout: 5000 })
    const paymentCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/order/get-payment/')).length
    expect(paymentCalls()).toBe(1)

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    act(() => FakeEventSource.instances.at(-1)!.fail())
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(paymentCalls()).toBe(2)
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(paymentCalls()).toBe(3)
  })
})

describe('part payments, overpayments and confirmations', () => {
  it('shows a too-small part payment and asks for the rest while the first hour runs on', async () => {
    await openPayment({ amountReceived: 0.00000001, outstandingAmount: 0.00074999 })
    expect(
      await screen.findByText(/We received 0.00000001 BTC of 0.00075000 BTC/, undefined, { timeout: 5000 }),
    ).toHaveTextContent('Please send the rest: 0.00074999 BTC.')
    expect(screen.getByText('Amount due')).toBeInTheDocument()
    expect(screen.getByTestId('countdown')).toBeInTheDocument()
  })

  it('offers a part-paid buyer the rest in BTC and AED, or to cancel and get a refund', async () => {
    const { fetchMock } = await openPayment({
      status: 'Insufficient',
      insufficientAt: '2026-11-22T10:10:00.000Z',
      amountReceived: 0.0005,
      outstandingAmount: 0.00025,
      rateAedPerBtc: 350000,
    })
    // 0.00025 BTC at 350,000 AED: 87.50 AED.
    expect(
      await screen.findByText(/Please send the rest: 0.00025000 BTC/, undefined, { timeout: 5000 }),
    ).toHaveTextContent('That is 87.50 AED at the rate locked for this order.')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Cancel and get a refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    expect(dialog).toHaveTextContent('What you have sent comes back to you')
    fetchMock.mockClear()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }))
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith('/order/cancel-order-by-user/ORD-PENDING') && init?.method === 'PUT',
        ),
      ).toBe(true),
    )
  })

  it('says a cancelled order was cancelled, not timed out, when the buyer cancelled it, and that their money is kept', async () => {
    await openPayment({
      status: 'Cancelled',
      insufficientAt: '2026-11-22T10:10:00.000Z',
      amountReceived: 0.0005,
      cancelledByBuyer: true,
      expiresAt: null,
    })
    expect(
      await screen.findByText('This order has been cancelled.', { exact: false }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Time to complete the outstanding payment has expired/)).not.toBeInTheDocument()
    expect(screen.getByText(/The 0.00050000 BTC you sent is kept for you/)).toBeInTheDocument()
    // The buyer's cancel was a choice: the shop only refunds, it does not offer to honour the order.
    expect(screen.getByText(/refunds it as its cancellation terms say/)).toBeInTheDocument()
    expect(screen.queryByText(/honours the order/)).not.toBeInTheDocument()
  })

  it('counts the confirmations of the payment still waited for, not of an earlier confirmed part', async () => {
    const payment = (txid: string, amount: number, confirmations: number) => ({
      txid: txid.repeat(64),
      vout: 0,
      amount,
      confirmations,
      status: confirmations > 0 ? ('confirmed' as const) : ('unconfirmed' as const),
      seenAt: '2026-11-22T10:05:00.000Z',
    })
    await openPayment({
      status: 'Processing',
      expiresAt: null,
      outstandingAmount: 0,
      amountReceived: 0.00075,
      confirmations: 0,
      payments: [payment('a', 0.0005, 1), payment('b', 0.00025, 0)],
    })
    expect(await screen.findByText(/\(0 of 1 confirmations\)/)).toBeInTheDocument()
  })

  it.each([
    [
      'Processing' as const,
      "You sent 0.00012345 BTC more than the order's total. Once your payment is confirmed, we will contact you by email about returning it.",
    ],
    [
      'Confirmed' as const,
      "You sent 0.00012345 BTC more than the order's total. We will contact you by email about returning it.",
    ],
  ])('tells the buyer of a %s order how much they overpaid', async (status, text) => {
    await openPayment({ status, expiresAt: null, outstandingAmount: 0, amountReceived: 0.00087345 })
    expect(await screen.findByText(text, undefined, { timeout: 5000 })).toBeInTheDocument()
  })

  it('explains an order back in Processing after a chain reorganisation, and not an ordinary one', async () => {
    await openPayment({
      status: 'Processing',
      expiresAt: null,
      outstandingAmount: 0,
      amountReceived: 0.00075,
      confirmations: 0,
      reorganised: true,
    })
    expect(await screen.findByText('Waiting for confirmation again')).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.paymentReorganised)).toBeInTheDocument()
    expect(screen.queryByText(/We have seen your payment/)).not.toBeInTheDocument()
  })

  it('shows an ordinary Processing order as a payment waiting for its confirmations', async () => {
    await openPayment({
      status: 'Processing',
      expiresAt: null,
      outstandingAmount: 0,
      amountReceived: 0.00075,
    })
    expect(await screen.findByText(/We have seen your payment/)).toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.paymentReorganised)).not.toBeInTheDocument()
  })

  it('says nothing of overpaying when the exact amount arrived', async () => {
    await openPayment({ status: 'Confirmed', expiresAt: null, outstandingAmount: 0, amountReceived: 0.00075 })
    expect(await screen.findByText('Payment confirmed', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText(/more than the order's total/)).not.toBeInTheDocument()
    // Nothing is left to send: the disclaimer no longer tells how to send it.
    const disclaimer = screen.getByText(/Cryptocurrency transactions are irreversible/)
    expect(disclaimer).not.toHaveTextContent(/Send exactly/)
  })
})

/** Where Place Order sends the shopper: the payment page, with the history state that greets the order. */
const JUST_PLACED = { pathname: '/crypto-payment', search: '?order=ORD-PENDING', state: { justPlaced: true } }

describe('arriving on the payment page', () => {
  it("says 'Order placed successfully!' after Place Order, and not again after a reload", async () => {
    const { router, unmount } = await openPayment({}, JUST_PLACED)
    expect(
      await screen.findByText(MESSAGES.orderPlacedSuccess, undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.state).toBeNull())
    expect(router.state.location.search).toBe('?order=ORD-PENDING')
    expect(screen.getByText(MESSAGES.orderPlacedSuccess)).toBeInTheDocument()
    unmount()

    // A reload starts again from the history entry as the page left it.
    await openPayment({}, router.state.location)
    expect(await screen.findByTestId('countdown', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.orderPlacedSuccess)).not.toBeInTheDocument()
  })

  it("drops 'Order placed successfully!' once money arrives for the order", async () => {
    await openPayment({}, JUST_PLACED)
    await screen.findByText(MESSAGES.orderPlacedSuccess, undefined, { timeout: 5000 })

    act(() =>
      FakeEventSource.instances.at(-1)!.emit(
        makePayment({
          status: 'Insufficient',
          insufficientAt: '2026-11-22T10:10:00.000Z',
          expiresAt: '2026-11-22T12:10:00.000Z',
          amountReceived: 0.0005,
          outstandingAmount: 0.00025,
        }),
      ),
    )
    expect(await screen.findByText(/Please send the rest: 0.00025000 BTC/)).toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.orderPlacedSuccess)).not.toBeInTheDocument()
  })

  it("does not say 'Order placed successfully!' when opened from the orders list or a link", async () => {
    await openPayment()
    expect(await screen.findByRole('heading', { name: 'Pay with Bitcoin' })).toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.orderPlacedSuccess)).not.toBeInTheDocument()
  })

  it('says the order id is wrong when the payment cannot be loaded', async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer } })
    renderApp('/crypto-payment?order=NOPE')
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      MESSAGES.paymentDetailsUnavailable,
    )
  })
})
