import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { render, screen } from '@testing-library/react'
import { I18nProvider } from '../../lib/i18n'
import { describe, expect, it } from 'vitest'
import { InvoiceLink } from './components/invoice-link'

// docs/architecture.md#tax-invoices: the buyer's download of their order's tax invoice.

describe('the tax invoice link on the buyer order page', () => {
  it('downloads the invoice of a confirmed, shipped or delivered order', () => {
    for (const status of ['Confirmed', 'Shipped', 'Delivered'] as const) {
      const { unmount } = render(<InvoiceLink orderUniqueId="ORD-ABC123" status={status} />)
      const link = screen.getByRole('link', { name: 'Download tax invoice' })
      expect(link).toHaveAttribute('href', '/api/v1/order/tax-invoice/ORD-ABC123')
      expect(link).toHaveAttribute('download')
      unmount()
    }
  })

  it('is not offered before the payment is confirmed', () => {
    for (const status of ['Pending', 'Insufficient', 'Processing', 'Timeout'] as const) {
      const { unmount } = render(<InvoiceLink orderUniqueId="ORD-ABC123" status={status} />)
      expect(screen.queryByRole('link')).toBeNull()
      unmount()
    }
  })

  it('reads in Arabic on the Arabic page', async () => {
    const arabic = await createI18nWithAllTexts('ar')
    render(
      <I18nProvider i18n={arabic}>
        <InvoiceLink orderUniqueId="ORD-ABC123" status="Confirmed" />
      </I18nProvider>,
    )
    expect(screen.getByRole('link', { name: 'تنزيل الفاتورة الضريبية' })).toHaveAttribute(
      'href',
      '/api/v1/order/tax-invoice/ORD-ABC123',
    )
  })
})
