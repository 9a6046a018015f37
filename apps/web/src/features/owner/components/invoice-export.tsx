import { useTranslation } from '../../../lib/i18n'
import { PeriodDownload } from '../../../components/ui/period-download'
import { taxDocumentsExportHref } from '../tax-documents-api'
import { Panel } from './owner-ui'

/** The owner's export of every tax invoice and credit note of a period, for the accountant (CSV). */
export function InvoiceExport() {
  const { t } = useTranslation(['invoice'])
  return (
    <Panel title={t('invoice:export.title')}>
      <p className="mb-4 text-sm text-ink-600">{t('invoice:export.hint')}</p>
      <PeriodDownload
        labels={{
          from: t('invoice:export.from'),
          to: t('invoice:export.to'),
          download: t('invoice:export.download'),
        }}
        hrefOf={taxDocumentsExportHref}
      />
    </Panel>
  )
}
