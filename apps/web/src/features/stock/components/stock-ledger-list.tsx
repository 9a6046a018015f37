import type { StockLedgerEntry } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { cx } from '../../../lib/cx'
import { formatDateTime } from '../../../lib/format'

/** A product's ledger rows, newest first: the change, why, who, and the stock right after it. */
export function StockLedgerList({ entries }: { entries: StockLedgerEntry[] }) {
  const { t } = useTranslation(['stock'])
  if (entries.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white px-6 py-8 text-center text-ink-600">
        {t('stock:ledger.none')}
      </p>
    )
  }
  return (
    <ol
      aria-label={t('stock:ledger.label')}
      className="divide-y divide-line rounded-2xl border border-line bg-white"
    >
      {entries.map((entry) => (
        <li key={entry.id} className="flex gap-4 px-4 py-3 sm:px-5">
          <span
            dir="ltr"
            className={cx(
              'w-14 shrink-0 text-end font-semibold tabular-nums',
              entry.delta > 0 ? 'text-emerald-700' : 'text-red-700',
            )}
          >
            {entry.delta > 0 ? `+${entry.delta}` : `\u2212${Math.abs(entry.delta)}`}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink-900">
              {t(`stock:ledger.reasons.${entry.reason}`)}
              {entry.orderId && (
                <span className="font-normal text-ink-600">
                  {t('stock:ledger.order', { id: entry.orderId })}
                </span>
              )}
            </p>
            {entry.note && <p className="text-sm break-words text-ink-700">{entry.note}</p>}
            <p className="text-xs text-ink-500">
              <bdi>{formatDateTime(entry.at, 'shop')}</bdi> ·{' '}
              {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t('stock:ledger.theShop')}
            </p>
          </div>
          <span className="shrink-0 text-end text-sm text-ink-600">
            <span className="block text-xs">{t('stock:ledger.after')}</span>
            <span className="font-semibold text-ink-900 tabular-nums">{entry.stockAfter}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}
