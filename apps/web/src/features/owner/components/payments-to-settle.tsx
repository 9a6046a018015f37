import { type PaymentToSettle } from '@shop/contract'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { formatBtcAmount, formatDateTime } from '../../../lib/format'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { cx } from '../../../lib/cx'
import { usePaymentsToSettle, type SettleFilter } from '../api'
import { FilterPills } from './filter-pills'
import { PagedList } from './paged-list'
import { SettleForm } from './settle-form'

/** The list's filters, each named `owner:settle.filter<Name>`. */
const FILTERS = [
  { value: 'open', name: 'filterOpen' },
  { value: 'settled', name: 'filterSettled' },
  { value: 'all', name: 'filterAll' },
] as const satisfies readonly { value: SettleFilter; name: string }[]

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
  const { t } = useTranslation(['owner'])
  const list = usePaymentsToSettle(filter, page)
  const [settling, setSettling] = useState<PaymentToSettle | null>(null)

  return (
    <section aria-labelledby="settle-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="settle-heading" className="font-display text-xl font-semibold text-ink-900">
            {t('owner:settle.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('owner:settle.lead')}</p>
        </div>
        <FilterPills
          label={t('owner:settle.filterLabel')}
          options={FILTERS.map((option) => ({
            value: option.value,
            label: t(`owner:settle.${option.name}`),
          }))}
          current={filter}
          hrefOf={(value) => hrefOf(value, 1)}
        />
      </div>

      <div className="mt-5">
        <PagedList
          list={list}
          loadingLabel={t('owner:settle.loading')}
          emptyText={filter === 'open' ? t('owner:settle.emptyOpen') : t('owner:settle.emptyOther')}
          itemKey={(item) => item.orderId}
          renderItem={(entry) => <SettleCard entry={entry} onSettle={() => setSettling(entry)} />}
          page={page}
          hrefOf={(target) => hrefOf(filter, target)}
        />
      </div>

      <Modal
        open={settling !== null}
        onOpenChange={(open) => !open && setSettling(null)}
        title={
          settling ? t('owner:shared.settleTitle', { id: settling.orderId }) : t('owner:shared.settleGeneric')
        }
      >
        {settling && <SettleForm entry={settling} onDone={() => setSettling(null)} />}
      </Modal>
    </section>
  )
}

function SettleCard({ entry, onSettle }: { entry: PaymentToSettle; onSettle: () => void }) {
  const { t } = useTranslation(['owner'])
  const awaitingConfirmation = entry.amountOpen === 0 && entry.amountUnconfirmed > 0
  const amounts = [
    [t('owner:settle.expected'), entry.amountExpected],
    [t('owner:settle.confirmed'), entry.amountConfirmed],
    [t('owner:settle.unconfirmed'), entry.amountUnconfirmed],
    [t('owner:settle.owed'), entry.amountOwed],
    [t('owner:settle.settled'), entry.amountSettled],
  ] as const

  return (
    <article
      aria-label={t('owner:shared.orderAria', { id: entry.orderId })}
      className="rounded-2xl border border-line bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-900">
            {t('owner:shared.orderNumber', { id: entry.orderId })}{' '}
            <span className="ms-1 inline-block rounded-full bg-cream-200 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink-700">
              {t(`owner:status.${entry.status}`)}
            </span>
          </p>
          <p className="mt-1 text-sm break-all text-ink-600">
            {entry.buyer.firstName} {entry.buyer.lastName} ·{' '}
            <a dir="ltr" href={`mailto:${entry.buyer.email}`}>
              {entry.buyer.email}
            </a>
          </p>
          <p className="text-sm text-ink-500">
            {t('owner:shared.placed', { date: formatDateTime(entry.createdAt, 'shop') })}
          </p>
        </div>
        <div className="text-end">
          <p className="text-xs text-ink-600">{t('owner:settle.open')}</p>
          <p
            className={cx(
              'text-lg font-semibold tabular-nums',
              entry.amountOpen > 0 ? 'text-red-800' : 'text-ink-900',
            )}
          >
            <span dir="ltr">{formatBtcAmount(entry.amountOpen)}</span>
          </p>
        </div>
      </header>

      <div className="space-y-4 px-5 py-4">
        <p className="text-sm font-medium text-ink-800">
          {entry.reason ? t(`owner:settle.reasons.${entry.reason}`) : t('owner:settle.awaitingReason')}
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
          {amounts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-ink-500">{label}</dt>
              <dd className="font-medium break-all text-ink-900 tabular-nums">
                <span dir="ltr">{formatBtcAmount(value)}</span>
              </dd>
            </div>
          ))}
        </dl>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium break-all text-gold-800">
            {t('owner:settle.payments', { count: entry.payments.length, address: entry.paymentAddress })}
          </summary>
          <ul className="mt-2 space-y-1.5">
            {entry.payments.map((payment) => (
              <li key={`${payment.txid}:${payment.vout}`} className="rounded-lg bg-cream-100 px-3 py-2">
                <span dir="ltr" className="font-mono text-xs break-all">
                  {payment.txid}:{payment.vout}
                </span>
                <span className="block text-ink-700">
                  <span dir="ltr">{formatBtcAmount(payment.amount)}</span> ·{' '}
                  {t(`owner:settle.paymentState.${payment.state}`)}
                  {payment.isLate ? t('owner:shared.late') : ''}
                  {t('owner:settle.seen', { date: formatDateTime(payment.seenAt, 'shop') })}
                </span>
              </li>
            ))}
          </ul>
        </details>
        {entry.settlements.length > 0 && (
          <ul className="space-y-1.5 text-sm">
            {entry.settlements.map((settlement, index) => (
              <li key={index} className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
                {t('owner:shared.settlement', {
                  action: t(`owner:shared.${settlement.action}`),
                  amount: formatBtcAmount(settlement.amount),
                  date: formatDateTime(settlement.settledAt, 'shop'),
                  who: settlement.settledBy,
                })}
                <span className="break-all">{settlement.note}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {(entry.amountOpen > 0 || awaitingConfirmation) && (
        <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-line px-5 py-3">
          {awaitingConfirmation && (
            <p className="me-auto text-sm text-ink-600">{t('owner:settle.onceConfirmed')}</p>
          )}
          <Button size="sm" onClick={onSettle} disabled={entry.amountOpen === 0}>
            {t('owner:settle.record')}
          </Button>
        </footer>
      )}
    </article>
  )
}
