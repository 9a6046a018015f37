import { API_BASE, type PaymentDetails, USER_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paymentAnswer } from '../../test/account-fixtures'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'

const ME = API_BASE + USER_PATHS.session
const PAYMENT = API_BASE + '/order/get-payment/ORD-PENDING'
const TXID = 'ab'.repeat(32)

beforeEach(() => {
  // No live stream in these tests: the page polls (and the first answer is all they need).
  vi.stubGlobal('EventSource', undefined)
})

const line = {
  id: 7,
  productId: 3,
  productName: 'iPhone 16 Pro',
  productImage: null,
  weight: null,
  unit: null,
  color: 'Black',
  storage: '256 GB',
  quantity: 2,
  unitPrice: 4599,
  subtotal: 9198,
  vat: 459.9,
  shipping: 0,
  totalPrice: 9657.9,
}

function openPayment(details: Partial<PaymentDetails>) {
  fakeFetch({ [ME]: { body: signedInUserAnswer }, [PAYMENT]: { body: paymentAnswer(details) } })
  return renderApp('/crypto-payment?order=ORD-PENDING')
}

const paid: Partial<PaymentDetails> = {
  status: 'Confirmed',
  expiresAt: null,
  amountReceived: 0.00075,
  outstandingAmount: 0,
  paymentUri: null,
  confirmations: 1,
  payments: [
    {
      txid: TXID,
      vout: 0,
      amount: 0.00075,
      confirmations: 1,
      status: 'confirmed',
      seenAt: '2026-11-22T10:05:00.000Z',
    },
  ],
  deliveryWindow: { earliest: '2026-11-23', latest: '2026-11-25' },
}

describe('the payment page on a phone', () => {
  it('offers "Open in wallet" with the BIP21 request for the amount still due', async () => {
    openPayment({})
    const button = await screen.findByRole('link', { name: 'Open in wallet' }, { timeout: 5000 })
    expect(button).toHaveAttribute(
      'href',
      'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00075',
    )
  })

  it('advises one transaction of the exact amount and says the tolerance covers an exchange’s fee', async () => {
    openPayment({})
    const advice = await screen.findByTestId('payment-advice', undefined, { timeout: 5000 })
    expect(advice).toHaveTextContent(/exactly this amount in one transaction/)
    expect(advice).toHaveTextContent(/up to 0.5 % still counts as paid in full/)
    expect(advice).not.toHaveTextContent(/not from an exchange/)
  })

  it('says before payment that the price becomes binding, with the owner’s cancellation fee', async () => {
    openPayment({ paidCancellationFeePercent: 2.5 })
    expect(await screen.findByTestId('binding-price', undefined, { timeout: 5000 })).toHaveTextContent(
      'Once your payment reaches us, the price is binding: if you then cancel, we refund the lower of the order’s value when you paid and when you cancel, less a 2.5 % fee.',
    )
  })

  it('tells the shop’s own tolerance', async () => {
    openPayment({ paymentTolerancePercent: 1.25 })
    const advice = await screen.findByTestId('payment-advice', undefined, { timeout: 5000 })
    expect(advice).toHaveTextContent(/up to 1.25 % still counts as paid in full/)
  })

  it('promises no tolerance when the shop takes none', async () => {
    openPayment({ paymentTolerancePercent: 0 })
    const strict = await screen.findByTestId('payment-advice', undefined, { timeout: 5000 })
    expect(strict).toHaveTextContent(/make sure this full amount arrives/)
    expect(strict).not.toHaveTextContent(/counts as paid in full/)
  })

  it('shows the locked rate, until when it holds, and the lines and total of the order', async () => {
    openPayment({
      rateAedPerBtc: 350000,
      rateLockedAt: '2026-11-22T10:00:00.000Z',
      rateLockedUntil: '2026-11-22T11:00:00.000Z',
      orderItems: [line],
      subtotal: 9198,
      totalVat: 459.9,
      shippingCharge: 0,
      serviceCharge: 459.9,
      totalPrice: 10117.8,
    })
    expect(await screen.findByTestId('locked-rate', undefined, { timeout: 5000 })).toHaveTextContent(
      '1 BTC = 350,000.00 AED',
    )
    expect(screen.getByText(/It holds until .* while this payment window is open/)).toBeInTheDocument()
    const order = screen.getByRole('region', { name: 'Your order' })
    expect(within(order).getByText('iPhone 16 Pro')).toBeInTheDocument()
    expect(within(order).getByText('256 GB · Black')).toBeInTheDocument()
    expect(within(order).getByText('Qty 2')).toBeInTheDocument()
    // The line is unit price x quantity; VAT and the service charge are shown once, below it.
    expect(within(order).getAllByText('9,198.00 AED')).toHaveLength(2) // the line, and the sub-total
    expect(within(order).getByText('Service charge (5%)')).toBeInTheDocument()
    expect(within(order).getAllByText('459.90 AED')).toHaveLength(2)
    expect(within(order).getByTestId('payment-order-total')).toHaveTextContent('10,117.80 AED')
  })
})

describe('the receipt once paid', () => {
  it('lists each transaction with its amount and confirmations, the delivery window and the order link', async () => {
    openPayment(paid)
    const receipt = await screen.findByRole('region', { name: 'Receipt' }, { timeout: 5000 })
    expect(within(receipt).getByRole('link', { name: TXID })).toHaveAttribute(
      'href',
      `https://mempool.space/tx/${TXID}`,
    )
    expect(receipt).toHaveTextContent('0.00075000 BTC · Confirmed · 1 confirmation')
    expect(within(receipt).getByTestId('delivery-window')).toHaveTextContent(
      'Expected Mon 23 Nov – Wed 25 Nov',
    )
    expect(within(receipt).getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/profile/orders/ORD-PENDING',
    )
    // Nothing is left to pay: no wallet button.
    expect(screen.queryByRole('link', { name: 'Open in wallet' })).not.toBeInTheDocument()
  })

  it('shows a development transaction without an explorer link', async () => {
    openPayment({ ...paid, paymentAddress: 'bcrt1q76xy0seuzuke8hq6dlc75w3tqc942ya3mmp9tv' })
    const receipt = await screen.findByRole('region', { name: 'Receipt' }, { timeout: 5000 })
    expect(within(receipt).getByText(TXID)).toBeInTheDocument()
    expect(within(receipt).queryByRole('link', { name: TXID })).not.toBeInTheDocument()
  })

  it('says who sold the order: legal name, TRN and address', async () => {
    openPayment(paid)
    const seller = await screen.findByRole('region', { name: 'Seller' }, { timeout: 5000 })
    expect(seller).toHaveTextContent('Sold by Gulf Bullion Trading L.L.C., TRN 100123456700003')
    expect(seller).toHaveTextContent('Gold Souk, Deira, Dubai')
  })
})
