import { uaeDayOf } from '@shop/contract'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { taxDocumentsExportHref } from '../tax-documents-api'
import { Panel } from './office-ui'

/** The first and the last UAE day of the month `today` falls in. */
function thisMonth(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/** The owner's export of every tax invoice and credit note of a period, for the accountant (CSV). */
export function InvoiceExport() {
  const { t } = useTranslation(['invoice'])
  const [period, setPeriod] = useState(() => thisMonth(uaeDayOf(new Date())))
  const valid = period.from !== '' && period.to !== '' && period.from <= period.to
  return (
    <Panel title={t('invoice:export.title')}>
      <p className="mb-4 text-sm text-ink-600">{t('invoice:export.hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-ink-800">
          <span className="mb-1.5 block">{t('invoice:export.from')}</span>
          <input
            type="date"
            className={`${INPUT_CLASS} border-line`}
            value={period.from}
            max={period.to || undefined}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-ink-800">
          <span className="mb-1.5 block">{t('invoice:export.to')}</span>
          <input
            type="date"
            className={`${INPUT_CLASS} border-line`}
            value={period.to}
            min={period.from || undefined}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          />
        </label>
        <a
          href={valid ? taxDocumentsExportHref(period.from, period.to) : undefined}
          aria-disabled={valid ? undefined : true}
          download
          className="inline-flex items-center gap-2 rounded-full border border-ink-900/15 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:border-gold-500 aria-disabled:pointer-events-none aria-disabled:opacity-50"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('invoice:export.download')}
        </a>
      </div>
    </Panel>
  )
}
