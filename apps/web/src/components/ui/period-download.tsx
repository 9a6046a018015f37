import { uaeDayOf } from '@shop/contract'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { INPUT_CLASS } from './text-field'

/** The labels of a period download, in the page's language. */
export interface PeriodDownloadLabels {
  readonly from: string
  readonly to: string
  readonly download: string
}

/**
 * Two UAE days (this month so far, to start) and a link that downloads what `hrefOf` names for them: the owner's
 * CSV exports. The link is disabled while the end comes before the start.
 */
export function PeriodDownload({
  labels,
  hrefOf,
}: {
  labels: PeriodDownloadLabels
  hrefOf: (from: string, to: string) => string
}) {
  const [period, setPeriod] = useState(() => {
    const today = uaeDayOf(new Date())
    return { from: `${today.slice(0, 8)}01`, to: today }
  })
  const valid = period.from !== '' && period.to !== '' && period.from <= period.to
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="text-sm font-medium text-ink-800">
        <span className="mb-1.5 block">{labels.from}</span>
        <input
          type="date"
          className={`${INPUT_CLASS} border-line`}
          value={period.from}
          max={period.to || undefined}
          onChange={(event) => setPeriod({ ...period, from: event.target.value })}
        />
      </label>
      <label className="text-sm font-medium text-ink-800">
        <span className="mb-1.5 block">{labels.to}</span>
        <input
          type="date"
          className={`${INPUT_CLASS} border-line`}
          value={period.to}
          min={period.from || undefined}
          onChange={(event) => setPeriod({ ...period, to: event.target.value })}
        />
      </label>
      <a
        href={valid ? hrefOf(period.from, period.to) : undefined}
        aria-disabled={valid ? undefined : true}
        download
        className="inline-flex items-center gap-2 rounded-full border border-ink-900/15 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:border-gold-500 aria-disabled:pointer-events-none aria-disabled:opacity-50"
      >
        <Download aria-hidden="true" className="size-4" />
        {labels.download}
      </a>
    </div>
  )
}
