import { API_BASE } from '@shop/contract'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nProvider } from '../../lib/i18n'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { createQueryClient } from '../../lib/query-client'
import { InvoiceDocuments } from './components/invoice-documents'
import { InvoiceExport } from './components/invoice-export'

// docs/architecture.md#tax-invoices: the owner's tax documents of an order and the accountant's export.

const DOCUMENTS = {
  success: true,
  data: [
    {
      number: 'INV-000007',
      kind: 'invoice',
      issuedAt: '2026-11-22T08:00:00.000Z',
      grossAed: 1234.5,
      refersTo: null,
    },
    {
      number: 'CN-000002',
      kind: 'creditNote',
      issuedAt: '2026-11-23T08:00:00.000Z',
      grossAed: 1234.5,
      refersTo: 'INV-000007',
    },
  ],
}

function withQueries(children: ReactNode) {
  return <QueryClientProvider client={createQueryClient({ retry: false })}>{children}</QueryClientProvider>
}

describe("the owner's tax documents of an order", () => {
  it('lists the invoice and the credit note, each a PDF download', async () => {
    fakeFetch({ [`${API_BASE}/owner/tax-documents/ORD-ABC123`]: { body: DOCUMENTS } })
    render(withQueries(<InvoiceDocuments orderUniqueId="ORD-ABC123" />))
    expect(await screen.findByRole('link', { name: 'Download tax invoice INV-000007' })).toHaveAttribute(
      'href',
      '/api/v1/owner/tax-document/INV-000007',
    )
    expect(screen.getByRole('link', { name: 'Download credit note CN-000002' })).toHaveAttribute(
      'href',
      '/api/v1/owner/tax-document/CN-000002',
    )
    expect(screen.getAllByText('1,234.50 AED')).toHaveLength(2)
  })

  it('says when none is issued yet', async () => {
    fakeFetch({ [`${API_BASE}/owner/tax-documents/ORD-ABC123`]: { body: { success: true, data: [] } } })
    render(withQueries(<InvoiceDocuments orderUniqueId="ORD-ABC123" />))
    expect(
      await screen.findByText('No tax documents yet: the invoice is issued when the payment is confirmed.'),
    ).toBeInTheDocument()
  })

  it('reads in Arabic, amounts keeping their digits', async () => {
    fakeFetch({ [`${API_BASE}/owner/tax-documents/ORD-ABC123`]: { body: DOCUMENTS } })
    const arabic = await createI18nWithAllTexts('ar')
    render(
      withQueries(
        <I18nProvider i18n={arabic}>
          <InvoiceDocuments orderUniqueId="ORD-ABC123" />
        </I18nProvider>,
      ),
    )
    expect(
      await screen.findByRole('link', { name: 'تنزيل الفاتورة الضريبية INV-000007' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'المستندات الضريبية' })).toBeInTheDocument()
    expect(screen.getAllByText(/1,234\.50 AED/)).toHaveLength(2)
  })
})

describe("the owner's export of tax documents", () => {
  it('downloads the CSV of the chosen UAE days', () => {
    render(<InvoiceExport />)
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } })
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/owner/tax-documents-export.csv?from=2026-10-01&to=2026-10-31',
    )
  })

  it('offers no download for an end before the start', () => {
    render(<InvoiceExport />)
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-31' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } })
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull()
  })

  it('reads in Arabic', async () => {
    const arabic = await createI18nWithAllTexts('ar')
    render(
      <I18nProvider i18n={arabic}>
        <InvoiceExport />
      </I18nProvider>,
    )
    expect(screen.getByRole('region', { name: 'الفواتير الضريبية والإشعارات الدائنة' })).toBeInTheDocument()
    expect(screen.getByText('تصدير CSV')).toBeInTheDocument()
  })
})
