import { API_BASE, GetOrderResponseSchema } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeOrder, makePayment, ordersAnswer } from '../../test/account-fixtures'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { renderAppInArabic } from '../../test/render-app-in-arabic'

const ME = API_BASE + '/user/session'
const txid = 'd'.repeat(64)

beforeEach(() => {
  vi.stubGlobal('EventSource', undefined)
})

describe('orders in Arabic', () => {
  it("shows an order's page with Arabic labels and status, its amounts, phone and txid left to right", async () => {
    const order = makeOrder('Shipped')
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [`${API_BASE}/order/get-order/ORD-SHIPPED`]: {
        body: GetOrderResponseSchema.parse({
          success: true,
          data: {
            ...order,
            events: [
              { fromStatus: null, toStatus: 'Pending', actor: 'buyer', at: '2026-11-20T09:30:00.000Z' },
              {
                fromStatus: 'Confirmed',
                toStatus: 'Shipped',
                actor: 'admin',
                at: '2026-11-21T08:00:00.000Z',
              },
            ],
            shippingNote: 'Aramex 123456789',
          },
        }),
      },
      [`${API_BASE}/order/get-payment/ORD-SHIPPED`]: {
        body: {
          success: true,
          data: makePayment({
            orderUniqueId: 'ORD-SHIPPED',
            status: 'Shipped',
            amountReceived: 0.00075,
            outstandingAmount: 0,
            payments: [
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
    })
    await renderAppInArabic('/profile/orders/ORD-SHIPPED')

    const page = within(await screen.findByRole('article', { name: 'الطلب ORD-SHIPPED' }, { timeout: 5000 }))
    expect(page.getByRole('heading', { name: /^الطلب رقم .?ORD-SHIPPED.?$/ })).toBeInTheDocument()
    expect(page.getAllByText('تم الشحن').length).toBeGreaterThan(0) // the badge and the timeline
    expect(page.getByRole('region', { name: 'في الطريق إليك' })).toHaveTextContent('Aramex 123456789')
    const address = page.getByRole('region', { name: 'عنوان التوصيل' })
    expect(within(address).getAllByText('050 123 4567')[0]).toHaveAttribute('dir', 'ltr')
    const payments = within(await screen.findByRole('region', { name: 'المدفوعات' }))
    expect(await payments.findByText(txid)).toHaveAttribute('dir', 'ltr')
    expect(payments.getByText(/مؤكَّدة · 3 تأكيدات/)).toBeInTheDocument()
    expect(payments.getAllByText('0.00075000 BTC')[0]).toHaveAttribute('dir', 'ltr')
    const summary = page.getByRole('region', { name: 'الملخص' })
    expect(summary).toHaveTextContent('0.00075000 BTC')
    const timeline = within(page.getByRole('region', { name: 'سجل الطلب' })).getAllByRole('listitem')
    expect(timeline.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'تم تقديم الطلب، بانتظار الدفع بواسطتك',
      'تم الشحن بواسطة المتجر',
    ])
  })

  it('lists orders with Arabic status labels and actions, the amount due keeping its digits', async () => {
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [`${API_BASE}/order/get-orders-by-user/7`]: {
        body: ordersAnswer([makeOrder('Insufficient'), makeOrder('Pending', { id: 101 })]),
      },
    })
    await renderAppInArabic('/profile?tab=orders')

    expect(await screen.findByRole('heading', { name: 'طلباتك' }, { timeout: 5000 })).toBeInTheDocument()
    const insufficient = within(await screen.findByRole('article', { name: 'الطلب ORD-INSUFFICIENT' }))
    expect(insufficient.getByText('دفع غير مكتمل')).toBeInTheDocument()
    expect(insufficient.getByText('المبلغ المستحق')).toBeInTheDocument()
    expect(insufficient.getByText('0.00025000 BTC')).toHaveAttribute('dir', 'ltr')
    expect(insufficient.getByRole('link', { name: 'دفع المتبقي' })).toHaveAttribute(
      'href',
      '/ar/crypto-payment?order=ORD-INSUFFICIENT',
    )
    const pending = within(screen.getByRole('article', { name: 'الطلب ORD-PENDING' }))
    expect(pending.getByText('بانتظار الدفع')).toBeInTheDocument()
    expect(pending.getByRole('button', { name: 'إلغاء الطلب' })).toBeInTheDocument()
  })

  it("names each line's options in Arabic as the line kept them, figures with their unit left to right", async () => {
    const phoneLine = {
      ...makeOrder('Pending').orderItems[0]!,
      id: 2,
      productName: 'Galaxy Phone',
      productNameAr: 'هاتف جالاكسي',
      weight: null,
      unit: null,
      storage: '256 GB',
      color: 'Black',
      options: [
        {
          variantName: 'Storage',
          variantNameAr: 'السعة التخزينية',
          optionName: '256 GB',
          optionNameAr: null,
        },
        { variantName: 'Colour', variantNameAr: 'اللون', optionName: 'Black', optionNameAr: 'أسود' },
      ],
    }
    // Placed before lines kept Arabic names: its colour reads in English.
    const oldLine = { ...phoneLine, id: 3, productNameAr: null, color: 'White', options: undefined }
    const barLine = { ...makeOrder('Pending').orderItems[0]!, id: 4, weight: '31.1035', unit: 'g' }
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [`${API_BASE}/order/get-orders-by-user/7`]: {
        body: ordersAnswer([makeOrder('Pending', { orderItems: [phoneLine, oldLine, barLine] })]),
      },
    })
    await renderAppInArabic('/profile?tab=orders')

    const order = within(await screen.findByRole('article', { name: 'الطلب ORD-PENDING' }, { timeout: 5000 }))
    const [phone, old, bar] = order
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('[data-figure]'))
    expect(phone).toHaveTextContent('هاتف جالاكسي')
    expect(phone).toHaveTextContent('256 GB · أسود')
    expect(within(phone!).getByText('256 GB')).toHaveAttribute('dir', 'ltr')
    expect(old).toHaveTextContent('256 GB · White')
    // "31.1035 g" stays one left-to-right island, or a right-to-left line would show "g 31.1035".
    const weight = within(bar!).getByText('31.1035 g')
    expect(weight.tagName).toBe('BDI')
    expect(weight).toHaveAttribute('dir', 'ltr')
  })
})
