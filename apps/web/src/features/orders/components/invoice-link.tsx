import { ENDPOINTS, type OrderStatus } from '@shop/contract'
import { FileText } from 'lucide-react'
import { endpointUrl } from '../../../lib/api-client'
import { useTranslation } from '../../../lib/i18n'

/** An order has its tax invoice from the moment its payment is confirmed (docs/architecture.md#tax-invoices). */
const INVOICED: readonly OrderStatus[] = ['Confirmed', 'Shipped', 'Delivered']

/** The buyer's "Download tax invoice": a plain link the browser downloads with the session cookie. */
export function InvoiceLink({ orderUniqueId, status }: { orderUniqueId: string; status: OrderStatus }) {
  const { t } = useTranslation(['invoice'])
  if (!INVOICED.includes(status)) return null
  return (
    <a
      href={endpointUrl(ENDPOINTS.buyerTaxInvoice, { params: { orderUniqueId } })}
      download
      className="inline-flex items-center gap-2 rounded-full border border-ink-900/15 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:border-gold-500"
    >
      <FileText aria-hidden="true" className="size-4" />
      {t('invoice:link.download')}
    </a>
  )
}
