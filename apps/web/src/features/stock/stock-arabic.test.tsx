import {
  API_BASE,
  LowStockResponseSchema,
  MeResponseSchema,
  STOCK_PATHS,
  StockLedgerResponseSchema,
  type StockProduct,
  USER_PATHS,
} from '@shop/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { renderAppInArabic } from '../../test/render-app-in-arabic'

// docs/architecture.md#languages: the stock page in Arabic, its figures and SKUs as they are.

const bar: StockProduct = {
  id: 7,
  name: 'Gold Bar 10 g',
  sku: 'GOLD-BAR-10G',
  stock: 3,
  lowStockThreshold: 5,
  lowStockAlertedAt: '2026-11-22T09:00:00.000Z',
}

describe('the stock page in Arabic', () => {
  it('shows low stock, the product and its ledger in Arabic, the change keeping its sign', async () => {
    fakeFetch({
      [API_BASE + USER_PATHS.session]: {
        body: MeResponseSchema.parse({
          ...signedInUserAnswer,
          data: { ...signedInUserAnswer.data, role: 'owner', email: 'owner@example.com' },
        }),
      },
      [API_BASE + STOCK_PATHS.lowStock]: {
        body: LowStockResponseSchema.parse({ success: true, data: [bar], meta: { count: 1 } }),
      },
      [API_BASE + '/product/stock-ledger/7']: {
        body: StockLedgerResponseSchema.parse({
          success: true,
          data: {
            product: bar,
            entries: [
              {
                id: 12,
                at: '2026-11-22T09:00:00.000Z',
                delta: -1,
                reason: 'order',
                note: '',
                orderId: 'ORD-ABCDEF1234',
                actor: null,
                stockAfter: 3,
              },
            ],
          },
          meta: { count: 1 },
        }),
      },
    })
    await renderAppInArabic('/admin/stock?product=7')
    expect(
      await screen.findByRole('heading', { name: 'المخزون', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const low = within(screen.getByRole('region', { name: /مخزون منخفض/ }))
    expect(await low.findByText('تبقّى 3')).toBeInTheDocument()
    expect(low.getByText('رمز المنتج \u2068GOLD-BAR-10G\u2069')).toBeInTheDocument()
    const ledger = within(await screen.findByRole('list', { name: 'سجل المخزون' }))
    expect(ledger.getByText('طُلب')).toBeInTheDocument()
    expect(ledger.getByText('\u22121')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('form', { name: 'تعديل المخزون' })).toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: 'التغيير بالوحدات' })).toBeInTheDocument()
  })
})
