import {
  API_BASE,
  DashboardResponseSchema,
  OWNER_PATHS,
  OwnerAllOrdersResponseSchema,
  type OwnerOrderDetail,
  OwnerOrderResponseSchema,
  USER_PATHS,
} from '@shop/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { ownerSessionAnswer } from '../../test/fixtures'
import { renderAppInArabic } from '../../test/render-app-in-arabic'

// docs/architecture.md#languages: the back office in Arabic: its texts, with amounts, ids and BTC figures
// keeping their Western digits and reading left to right.

const ME = API_BASE + USER_PATHS.session

const sales = (orders: number, aed: number, btc: number) => ({ orders, aed, btc })

const summary = {
  orderId: 'ORD-ARABIC0001',
  status: 'Confirmed' as const,
  createdAt: '2026-11-24T08:00:00.000Z',
  buyer: { id: 9, firstName: 'Omar', lastName: 'Khan', email: 'omar@example.com' },
  location: 'Dubai Marina, Dubai',
  itemCount: 1,
  totalPrice: 1234.5,
  amountExpected: 0.00352714,
  amountReceived: 0.00352714,
  paymentState: 'paid' as const,
}

describe('the back office in Arabic', () => {
  it('shows the dashboard with Arabic navigation and figures in their digits', async () => {
    fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [API_BASE + OWNER_PATHS.dashboard]: {
        body: DashboardResponseSchema.parse({
          success: true,
          data: {
            today: '2026-11-24',
            sales: {
              today: sales(2, 240, 0.00068572),
              days7: sales(5, 600, 0.0017143),
              days30: sales(9, 1080, 0.00308574),
            },
            daily: Array.from({ length: 30 }, (_, index) => ({
              day: `2026-11-${String(index + 1).padStart(2, '0')}`,
              ...sales(0, index === 29 ? 240 : 0, 0),
            })),
            ordersByStatus: [{ status: 'Pending', count: 3 }],
            averageOrderValue: 120,
            topProducts: [],
            lowStock: [{ productId: 2, name: 'Silver Coin', sku: 'AG-1', stock: 1, lowStockThreshold: 5 }],
            toSettle: { orders: 0, btc: 0 },
            watcher: { lastPollAt: null, chainTip: 850000, rateAt: null, setAside: [] },
            metalFeed: [],
          },
        }),
      },
    })
    await renderAppInArabic('/admin')
    expect(
      await screen.findByRole('heading', { name: 'لوحة المعلومات', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const nav = screen.getAllByRole('navigation', { name: 'لوحة الإدارة' })[0]!
    expect(within(nav).getByRole('link', { name: 'الطلبات' })).toHaveAttribute('href', '/ar/admin/orders')
    expect(within(nav).getByRole('link', { name: 'الأموال والمحفظة' })).toBeInTheDocument()
    const figures = within(screen.getByRole('region', { name: 'المبيعات' }))
    expect(figures.getByText('المبيعات، اليوم')).toBeInTheDocument()
    expect(figures.getByText('1,080.00 د.إ')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByText('تبقّى 1 (التنبيه عند 5)')).toBeInTheDocument()
    expect(screen.getByText('بانتظار الدفع')).toBeInTheDocument()
    expect(screen.getByText('لا توجد مبالغ مستحقة للمشترين.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /المبيعات اليومية لآخر 30 يومًا/ })).toBeInTheDocument()
  })

  it('lists orders with Arabic filters, statuses and the count, amounts intact', async () => {
    fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [API_BASE + OWNER_PATHS.allOrders]: {
        body: OwnerAllOrdersResponseSchema.parse({
          success: true,
          data: [summary, { ...summary, orderId: 'ORD-ARABIC0002', status: 'Shipped' }],
          meta: { count: 2 },
        }),
      },
    })
    await renderAppInArabic('/admin/orders')
    expect(
      await screen.findByRole('heading', { name: 'الطلبات', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(await screen.findByText('طلبان')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'مؤكَّد' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('link', { name: 'تصدير CSV' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'البحث في الطلبات' })).toBeInTheDocument()
    const first = screen.getByRole('link', { name: /#ORD-ARABIC0001/ })
    expect(within(first).getByText('1,234.50 د.إ')).toHaveAttribute('dir', 'ltr')
    expect(within(first).getByText('مدفوع')).toBeInTheDocument()
    const second = screen.getByRole('link', { name: /#ORD-ARABIC0002/ })
    expect(within(second).getByText('تم الشحن')).toBeInTheDocument()
  })

  it('shows an order with its Arabic panels, timeline and actions, ids and BTC left to right', async () => {
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
      mapUrl: 'https://www.openstreetmap.org/search?query=Dubai',
      items: [
        {
          id: 1,
          productName: 'Phone',
          productNameAr: 'هاتف',
          sku: 'PH-1',
          options: [{ name: 'Colour', value: 'Black', nameAr: 'اللون', valueAr: 'أسود' }],
          weight: null,
          unit: null,
          color: 'Black',
          storage: null,
          quantity: 1,
          totalPrice: 1234.5,
          unitPrice: 1234.5,
          subtotal: 1234.5,
          vat: 0,
          shipping: 0,
        },
      ],
      subtotal: 1234.5,
      totalVat: 0,
      shippingCharge: 0,
      serviceCharge: 0,
      paymentAddress: 'bcrt1qexample',
      amountPaid: 0.00352714,
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
          txid: 'c'.repeat(64),
          vout: 0,
          amount: 0.00352714,
          state: 'confirmed',
          isLate: false,
          seenAt: summary.createdAt,
          confirmations: 3,
          explorerUrl: 'https://mempool.space/tx/' + 'c'.repeat(64),
        },
      ],
      settlements: [],
      actions: ['ship', 'cancel'],
    }
    fakeFetch({
      [ME]: { body: ownerSessionAnswer },
      [API_BASE + '/owner/order/ORD-ARABIC0001']: {
        body: OwnerOrderResponseSchema.parse({ success: true, data: detail }),
      },
    })
    await renderAppInArabic('/admin/order/ORD-ARABIC0001')
    const heading = await screen.findByRole(
      'heading',
      { name: 'الطلب رقم ORD-ARABIC0001' },
      { timeout: 5000 },
    )
    // The id reads left to right inside the Arabic title and never breaks at its hyphen on a phone.
    const id = within(heading).getByText('ORD-ARABIC0001')
    expect(id).toHaveAttribute('dir', 'ltr')
    expect(id).toHaveClass('whitespace-nowrap')
    expect(screen.getByRole('button', { name: 'تأكيد الشحن' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'إلغاء الطلب' })).toBeInTheDocument()
    const lines = screen.getByRole('region', { name: 'البنود كما بيعت' })
    // The line reads in the Arabic names it kept when it was bought.
    expect(within(lines).getByText('هاتف')).toBeInTheDocument()
    expect(within(lines).getByText('PH-1 · اللون: أسود')).toBeInTheDocument()
    expect(screen.getByText('مؤكَّدة، عدد التأكيدات 3')).toBeInTheDocument()
    expect(screen.getByText(/تم تقديم الطلب/)).toBeInTheDocument()
    expect(screen.getByText('المطلوب بالبيتكوين: \u20680.00352714 BTC\u2069')).toBeInTheDocument()
    expect(screen.getByText('bcrt1qexample')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('link', { name: /c{64}:0/ })).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('link', { name: 'افتح على الخريطة' })).toHaveAttribute('href', detail.mapUrl)
  })
})
