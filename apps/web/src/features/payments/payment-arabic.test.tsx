import { API_BASE, USER_PATHS } from '@shop/contract'
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paymentAnswer } from '../../test/account-fixtures'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { renderAppInArabic } from '../../test/render-app-in-arabic'

const ME = API_BASE + USER_PATHS.session
const PAYMENT = API_BASE + '/order/get-payment/ORD-PENDING'
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

beforeEach(() => {
  vi.stubGlobal('EventSource', undefined)
})

function openPayment(details: Parameters<typeof paymentAnswer>[0] = {}) {
  fakeFetch({ [ME]: { body: signedInUserAnswer }, [PAYMENT]: { body: paymentAnswer(details) } })
  return renderAppInArabic('/crypto-payment?order=ORD-PENDING')
}

describe('crypto payment page in Arabic', () => {
  it('says everything in Arabic and keeps the amount, address, countdown and QR code left to right', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'))
    await openPayment()

    expect(
      await screen.findByRole('heading', { name: 'الدفع بالبيتكوين' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('المبلغ')).toBeInTheDocument()
    expect(screen.getByText('الوقت المتبقي للدفع')).toBeInTheDocument()
    const amount = screen.getByTestId('amount-due')
    expect(amount).toHaveTextContent('0.00075000 BTC')
    expect(amount).toHaveAttribute('dir', 'ltr')
    const countdown = screen.getByTestId('countdown')
    expect(countdown).toHaveTextContent('01:00:00')
    expect(countdown).toHaveAttribute('dir', 'ltr')
    expect(screen.getByText(ADDRESS)).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('button', { name: 'نسخ العنوان' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'افتح في المحفظة' })).toHaveAttribute(
      'href',
      expect.stringContaining(ADDRESS),
    )
    expect(await screen.findByRole('img', { name: 'رمز QR لطلب الدفع' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'طلبك' })).toHaveTextContent('الإجمالي')
    expect(screen.getByTestId('payment-order-total').textContent).toMatch(/275/)
    expect(screen.getByText(/معاملات العملات الرقمية لا يمكن التراجع عنها/)).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('asks for the rest of a part payment in Arabic, its figures intact', async () => {
    await openPayment({ status: 'Insufficient', amountReceived: 0.0005, outstandingAmount: 0.00025 })

    const asked = await screen.findByText(/^استلمنا/, undefined, { timeout: 5000 })
    // Each figure sits in a left-to-right isolate (U+2066…U+2069) inside the Arabic sentence.
    expect(asked.textContent).toBe(
      'استلمنا \u20660.00050000 BTC\u2069 من \u20660.00075000 BTC\u2069. يُرجى إرسال المبلغ المتبقي: \u20660.00025000\u00a0BTC\u2069.',
    )
    expect(screen.getByText('المبلغ المستحق')).toBeInTheDocument()
  })

  it('names the status in Arabic on the error screen', async () => {
    await openPayment({ serverTime: '2026-11-22T11:00:05.000Z' })

    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'انتهت مهلة الدفع.',
    )
    expect(screen.getByText('حالة الطلب:')).toHaveTextContent('حالة الطلب: بانتظار الدفع')
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument()
  })
})
