import { Info } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useLocation, useNavigate } from '../../../lib/router'
import type { NotPutBackReason, PutBackReport } from '../put-back'

const REASONS: readonly NotPutBackReason[] = ['gone', 'changed', 'outOfStock', 'paused', 'atLimit']

/** The history state a closed order's page leaves for the cart: what could not go back in, and why. */
export interface PutBackState {
  putBack: PutBackReport
}

function isNamed(value: unknown): value is { name: string } {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
}

/** The report carried in history state, or null: state survives reloads and may be anything. */
function reportOf(state: unknown): PutBackReport | null {
  const report = (state as { putBack?: unknown } | null)?.putBack as Partial<PutBackReport> | undefined
  if (!report || !Array.isArray(report.notAdded) || !Array.isArray(report.lowered)) return null
  const notAdded = report.notAdded.filter(
    (entry): entry is PutBackReport['notAdded'][number] =>
      isNamed(entry) && REASONS.includes((entry as { reason?: unknown }).reason as NotPutBackReason),
  )
  const lowered = report.lowered.filter(
    (entry): entry is PutBackReport['lowered'][number] =>
      isNamed(entry) && typeof (entry as { count?: unknown }).count === 'number',
  )
  return notAdded.length + lowered.length > 0
    ? { added: typeof report.added === 'number' ? report.added : 0, notAdded, lowered }
    : null
}

/** Each line that did not go back in as bought, with the reason, under `heading`. */
export function PutBackReportList({ report, heading }: { report: PutBackReport; heading: string }) {
  const { t } = useTranslation(['cart'])
  return (
    <div
      role="status"
      className="flex gap-3 rounded-2xl border border-gold-300 bg-cream-50 px-4 py-3 text-start text-sm text-ink-800"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-gold-700" />
      <div>
        <p className="font-semibold text-ink-900">{heading}</p>
        <ul className="mt-1 list-disc space-y-0.5 ps-5">
          {report.notAdded.map((entry, index) => (
            <li key={`n${index}`}>{t(`cart:putBack.${entry.reason}`, { name: entry.name })}</li>
          ))}
          {report.lowered.map((entry, index) => (
            <li key={`l${index}`}>{t('cart:putBack.lowered', { name: entry.name, count: entry.count })}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/**
 * On the cart page after a closed order's items were put back: which of them did not go in, or went in with
 * fewer units. Read once, then taken out of the history entry, so a reload or a later Back does not say it
 * again (the moment has passed, and the cart may have changed since).
 */
export function PutBackNotice() {
  const { t } = useTranslation(['cart'])
  const location = useLocation()
  const navigate = useNavigate()
  const [report] = useState(() => reportOf(location.state))
  const carriesReport = reportOf(location.state) !== null
  const { pathname, search, hash } = location
  useEffect(() => {
    if (carriesReport) void navigate({ pathname, search, hash }, { replace: true, state: null })
  }, [carriesReport, navigate, pathname, search, hash])
  if (!report) return null
  return (
    <div className="mb-6">
      <PutBackReportList report={report} heading={t('cart:putBack.someNotAdded')} />
    </div>
  )
}
