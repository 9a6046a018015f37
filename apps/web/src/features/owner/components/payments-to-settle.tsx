import { type PaymentToSettle } from '@shop/contract'
import { useState } from 'react'
import { formatBtcAmount, formatDateTime } from '../../../lib/format'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { cx } from '../../../lib/cx'
import { usePaymentsToSettle, type SettleFilter } from '../api'
import { FilterPills } from './filter-pills'
import { PagedList } from './paged-list'
import { SettleForm } from './settle-form'

const FILTERS: readonly { value: SettleFilter; label: string }[] = [
  { value: 'open', label: 'To settle' },
  { value: 'settled', label: 'Settled' },
  { value: 'all', label: 'All' },
]

const REASON_LABEL: Record<NonNullable<PaymentToSettle['reason']>, string> = {
  latePayment: 'Paid after the order closed',
  paidThenCancelled: 'Paid, then the order was cancelled',
  overpaid: 'Paid more than the order',
}

/**
 * docs/architecture.md#orders-stock-and-payment: money the shop holds but may not keep (late payments, payments on cancelled orders,
 * overpayments), for the owner to refund or honour. `filter` and `page` come from the URL.
 */
export function PaymentsToSettle({
  filter,
  page,
  hrefOf,
}: {
  filter: SettleFilter
  page: number
  hrefOf: (filter: SettleFilter, page: number) => string
}) {
  const list = usePaymentsToSettle(filter, page)
  const [settling, setSettling] = useState<PaymentToSettle | null>(null)

  return (
    <section aria-labelledby="settle-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="settle-heading" className="font-display text-xl font-semibold text-ink-900">
            Money to refund or honour
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            Only confirmed money can be settled; unconfirmed payments may still be replaced.
          </p>
        </div>
        <FilterPills label="Filter" options={FILTERS} current={filter} hrefOf={(value) => hrefOf(value, 1)} />
      </div>

      <div className="mt-5">
        <PagedList
          list={list}
          loadingLabel="Loading payments"
          emptyText={
            filter === 'open'
              ? 'Nothing to refund or honour. Every payment is accounted for.'
              : 'No payments here.'
          }
          itemKey={(item) => item.orderId}
          renderItem={(entry) => <SettleCard entry={entry} onSettle={() => setSettling(entry)} />}
          page={page}
          hrefOf={(target) => hrefOf(filter, target)}
        />
      </div>

      <Modal
        open={settling !== null}
        onOpenChange={(open) => !open && setSettling(null)}
        title={settling ? `Settle order #${settling.orderId}` : 'Settle'}
      >
        {settling && <SettleForm entry={settling} onDone={() => setSettling(null)} />}
      </Modal>
    </section>
  )
}

function SettleCard({ entry, onSettle }: { entry: PaymentToSettle; onSettle: () => void }) {
  const awaitingConfirmation = entry.amountOpen === 0 && entry.amountUnconfirmed > 0
  const amounts = [
    ['Expected', entry.amountExpected],
    ['Confirmed', entry.amountConfirmed],
    ['Unconfirmed', entry.amountUnconfirmed],
    ['Owed to buyer', entry.amountOwed],
    ['Settled', entry.amountSettled],
  ] as const

  return (
    <article
      aria-label={`Order ${entry.orderId}`}
      className="rounded-2xl border border-line bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-900">
            Order #{entry.orderId}{' '}
            <span className="ml-1 inline-block rounded-full bg-cream-200 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink-700">
              {entry.status}
            </span>
          </p>
          <p className="mt-1 text-sm break-all text-ink-600">
            {entry.buyer.firstName} {entry.buyer.lastName} ·{' '}
            <a href={`mailto:${entry.buyer.email}`}>{entry.buyer.email}</a>
          </p>
          <p className="text-sm text-ink-500">Placed {formatDateTime(entry.createdAt)}</p>
        </div>
        <div className="text-right">
          <p className="text-xs text-ink-600">Open</p>
          <p
            className={cx(
              'text-lg font-semibold tabular-nums',
              entry.amountOpen > 0 ? 'text-red-800' : 'text-ink-900',
            )}
          >
            {formatBtcAmount(entry.amountOpen)}
          </p>
        </div>
      </header>

      <div className="space-y-4 px-5 py-4">
        <p className="text-sm font-medium text-ink-800">
          {entry.reason ? REASON_LABEL[entry.reason] : 'Late payment waiting for its confirmation'}
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
          {amounts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-ink-500">{label}</dt>
              <dd className="font-medium break-all text-ink-900 tabular-nums">{formatBtcAmount(value)}</dd>
            </div>
          ))}
        </dl>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium break-all text-gold-800">
            {entry.payments.length} payment{entry.payments.length === 1 ? '' : 's'} to {entry.paymentAddress}
          </summary>
          <ul className="mt-2 space-y-1.5">
            {entry.payments.map((payment) => (
              <li key={`${payment.txid}:${payment.vout}`} className="rounded-lg bg-cream-100 px-3 py-2">
                <span className="font-mono text-xs break-all">
                  {payment.txid}:{payment.vout}
                </span>
                <span className="block text-ink-700">
                  {formatBtcAmount(payment.amount)} · {payment.state}
                  {payment.isLate ? ' · late' : ''} · seen {formatDateTime(payment.seenAt)}
                </span>
              </li>
            ))}
          </ul>
        </details>
        {entry.settlements.length > 0 && (
          <ul className="space-y-1.5 text-sm">
            {entry.settlements.map((settlement, index) => (
              <li key={index} className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
                {settlement.action === 'refunded' ? 'Refunded' : 'Honoured'}{' '}
                {formatBtcAmount(settlement.amount)} on {formatDateTime(settlement.settledAt)} by{' '}
                {settlement.settledBy}: <span className="break-all">{settlement.note}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {(entry.amountOpen > 0 || awaitingConfirmation) && (
        <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-line px-5 py-3">
          {awaitingConfirmation && (
            <p className="mr-auto text-sm text-ink-600">Settle it once it confirms.</p>
          )}
          <Button size="sm" onClick={onSettle} disabled={entry.amountOpen === 0}>
            Record refund or honour
          </Button>
        </footer>
      )}
    </article>
  )
}
