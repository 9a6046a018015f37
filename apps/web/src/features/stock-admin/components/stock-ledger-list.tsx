import type { StockLedgerEntry, StockLedgerReason } from '@shop/contract'
import { cx } from '../../../lib/cx'

const REASONS: Record<StockLedgerReason, string> = {
  initial: 'Starting stock',
  order: 'Ordered',
  cancel: 'Cancelled',
  timeout: 'Order timed out',
  failed: 'Payment failed',
  received: 'Received',
  damaged: 'Damaged or lost',
  count: 'Count correction',
  other: 'Other',
}

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dubai',
})

/** A product's ledger rows, newest first: the change, why, who, and the stock right after it. */
export function StockLedgerList({ entries }: { entries: StockLedgerEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white px-6 py-8 text-center text-ink-600">
        No stock changes recorded yet.
      </p>
    )
  }
  return (
    <ol aria-label="Stock ledger" className="divide-y divide-line rounded-2xl border border-line bg-white">
      {entries.map((entry) => (
        <li key={entry.id} className="flex gap-4 px-4 py-3 sm:px-5">
          <span
            className={cx(
              'w-14 shrink-0 text-right font-semibold tabular-nums',
              entry.delta > 0 ? 'text-emerald-700' : 'text-red-700',
            )}
          >
            {entry.delta > 0 ? `+${entry.delta}` : `\u2212${Math.abs(entry.delta)}`}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink-900">
              {REASONS[entry.reason]}
              {entry.orderId && <span className="font-normal text-ink-600"> · order {entry.orderId}</span>}
            </p>
            {entry.note && <p className="text-sm break-words text-ink-700">{entry.note}</p>}
            <p className="text-xs text-ink-500">
              {when.format(new Date(entry.at))} ·{' '}
              {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'the shop'}
            </p>
          </div>
          <span className="shrink-0 text-right text-sm text-ink-600">
            <span className="block text-xs">after</span>
            <span className="font-semibold text-ink-900 tabular-nums">{entry.stockAfter}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}
