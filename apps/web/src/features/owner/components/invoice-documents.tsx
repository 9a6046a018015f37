import { intlLocale } from '@shop/contract/i18n'
import { FileText } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { formatDateTime } from '../../../lib/format'
import { currentLanguage } from '../../../lib/i18n'
import { taxDocumentHref, useOrderTaxDocuments } from '../tax-documents-api'
import { Panel } from './owner-ui'

/** The order's tax invoices and credit notes on the owner's order page, each a PDF download. */
export function InvoiceDocuments({ orderUniqueId }: { orderUniqueId: string }) {
  const { t } = useTranslation(['invoice'])
  const documents = useOrderTaxDocuments(orderUniqueId)
  const amount = new Intl.NumberFormat(intlLocale(currentLanguage()), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  if (!documents.data) return null
  const list = documents.data.data
  return (
    <Panel title={t('invoice:link.title')}>
      {list.length === 0 ? (
        <p className="text-sm text-ink-600">{t('invoice:link.none')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {list.map((document) => (
            <li key={document.number} className="flex flex-wrap items-center justify-between gap-2">
              <a
                href={taxDocumentHref(document.number)}
                download
                className="inline-flex items-center gap-2 font-semibold text-gold-800 underline"
              >
                <FileText aria-hidden="true" className="size-4 shrink-0" />
                {document.kind === 'invoice'
                  ? t('invoice:link.invoice', { number: document.number })
                  : t('invoice:link.creditNote', { number: document.number })}
              </a>
              {/* Each part isolated: an Arabic date beside a Latin amount otherwise reads out of order. */}
              <span className="text-ink-600">
                <bdi>
                  <time dateTime={document.issuedAt}>{formatDateTime(document.issuedAt, 'shop')}</time>
                </bdi>{' '}
                ·{' '}
                <bdi className="tabular-nums" dir="ltr">
                  {amount.format(document.grossAed)} AED
                </bdi>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
