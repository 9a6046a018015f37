import { OWNER_REFUND_FILTERS, type OwnerRefundsQuery, type Payout } from '@shop/contract'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { PeriodDownload } from '../../../components/ui/period-download'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { formatBtcAmount, formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useMayCall } from '../../../lib/staff-access'
import {
  psbtDownloadHref,
  refundsExportHref,
  useAbandonPayout,
  useApproveRefund,
  useBroadcastPayout,
  useCreatePayout,
  useFeeEstimates,
  useOwnerRefunds,
  usePayouts,
} from '../api'

type Filter = OwnerRefundsQuery['status']
const SHOWN_FILTERS: readonly Filter[] = ['open', 'claimed', 'approved', 'paid', 'all']

const PANEL = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6'
const PILL = 'rounded-full border px-3 py-1 text-sm font-semibold'

/** The owner's refunds page: claims to approve, the payout PSBT, payouts on the chain and the CSV. */
export function OwnerRefunds() {
  const { t } = useTranslation(['refunds'])
  const [filter, setFilter] = useState<Filter>('open')
  const mayPay = useMayCall('ownerCreatePayout')
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {t('refunds:owner.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-ink-600">{t('refunds:owner.lead')}</p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('refunds:owner.title')}>
        {SHOWN_FILTERS.filter((value) => OWNER_REFUND_FILTERS.includes(value)).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={`${PILL} ${filter === value ? 'border-ink-900 bg-ink-900 text-white' : 'border-line bg-white text-ink-800'}`}
          >
            {t(`refunds:owner.filter.${value as 'open' | 'all' | 'claimed' | 'approved' | 'paid'}`)}
          </button>
        ))}
      </div>
      <RefundList filter={filter} mayApprove={mayPay} />
      {mayPay && <PayoutForm />}
      <Payouts mayPay={mayPay} />
      <RefundsExport />
    </div>
  )
}

function RefundList({ filter, mayApprove }: { filter: Filter; mayApprove: boolean }) {
  const { t } = useTranslation(['refunds'])
  const refunds = useOwnerRefunds(filter)
  const approve = useApproveRefund()
  const list = refunds.data?.data ?? []
  if (refunds.isPending) return <div role="status" className="h-40 animate-pulse rounded-2xl bg-cream-200" />
  if (list.length === 0) return <p className="text-ink-600">{t('refunds:owner.empty')}</p>
  return (
    <ul className="space-y-3">
      {list.map((refund) => (
        <li key={refund.refundId} className={PANEL}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1 text-sm">
              <p className="font-semibold text-ink-900">
                {refund.orderId !== null && (
                  <>
                    <span dir="ltr">{refund.orderId}</span> ·{' '}
                  </>
                )}
                {t(`refunds:kind.${refund.kind}`)}
              </p>
              <p className="text-ink-600">
                {refund.buyer.firstName} {refund.buyer.lastName} · <span dir="ltr">{refund.buyer.email}</span>
              </p>
              <p>
                <span dir="ltr" className="font-semibold">
                  {formatBtcAmount(refund.amount)}
                </span>{' '}
                · {t(`refunds:owner.rule.${refund.rule}`)} · {t(`refunds:status.${refund.status}`)}
              </p>
              {refund.address && (
                <p dir="ltr" className="break-all font-mono text-xs text-ink-700">
                  {refund.address}
                </p>
              )}
              {refund.txid && (
                <p dir="ltr" className="break-all font-mono text-xs text-ink-500">
                  {refund.txid}
                </p>
              )}
            </div>
            {mayApprove && refund.status === 'claimed' && (
              <Button size="sm" onClick={() => approve.mutate(refund.refundId)} disabled={approve.isPending}>
                {t('refunds:owner.approve')}
              </Button>
            )}
          </div>
        </li>
      ))}
      {approve.isError && (
        <p role="alert" className="text-sm text-red-700">
          {approve.error.message}
        </p>
      )}
    </ul>
  )
}

function PayoutForm() {
  const { t } = useTranslation(['refunds'])
  const estimates = useFeeEstimates(true)
  const create = useCreatePayout()
  const [chosen, setChosen] = useState<number | null>(null)
  const options = estimates.data?.data ?? []
  const rate = chosen ?? options[1]?.satPerVb ?? options[0]?.satPerVb ?? null
  return (
    <section aria-label={t('refunds:owner.payoutTitle')} className={PANEL}>
      <h2 className="font-display text-lg font-semibold text-ink-900">{t('refunds:owner.payoutTitle')}</h2>
      <p className="mt-1 text-sm text-ink-600">{t('refunds:owner.payoutHint')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-ink-800">
          <span className="mb-1.5 block">{t('refunds:owner.feeRate')}</span>
          <select
            className={`${INPUT_CLASS} border-line`}
            value={rate ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {options.map((option) => (
              <option key={option.targetBlocks} value={option.satPerVb}>
                {t('refunds:owner.feeOption', { rate: option.satPerVb, blocks: option.targetBlocks })}
              </option>
            ))}
          </select>
        </label>
        <Button
          disabled={rate === null || create.isPending}
          onClick={() => rate !== null && create.mutate(rate)}
        >
          {t('refunds:owner.prepare')}
        </Button>
      </div>
      {create.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {create.error.message}
        </p>
      )}
    </section>
  )
}

function Payouts({ mayPay }: { mayPay: boolean }) {
  const { t } = useTranslation(['refunds'])
  const payouts = usePayouts()
  const list = payouts.data?.data ?? []
  return (
    <section aria-label={t('refunds:owner.payoutsTitle')} className="space-y-3">
      <h2 className="font-display text-lg font-semibold text-ink-900">{t('refunds:owner.payoutsTitle')}</h2>
      {list.length === 0 && <p className="text-sm text-ink-600">{t('refunds:owner.noPayouts')}</p>}
      {list.map((payout) => (
        <PayoutCard key={payout.payoutId} payout={payout} mayPay={mayPay} />
      ))}
    </section>
  )
}

function PayoutCard({ payout, mayPay }: { payout: Payout; mayPay: boolean }) {
  const { t } = useTranslation(['refunds'])
  const broadcast = useBroadcastPayout()
  const abandon = useAbandonPayout()
  const [signed, setSigned] = useState('')
  const open = payout.status === 'prepared' || payout.status === 'broadcast'
  return (
    <article className={PANEL} aria-label={t('refunds:owner.payout', { id: payout.payoutId })}>
      <div className="flex flex-wrap items-start justify-between gap-3 text-sm">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-ink-900">
            {t('refunds:owner.payout', { id: payout.payoutId })} ·{' '}
            {t(`refunds:owner.payoutStatus.${payout.status}`)}
          </p>
          <p dir="ltr" className="break-all font-mono text-xs text-ink-600">
            {payout.txid}
          </p>
          <p>
            {t('refunds:owner.total')}: <span dir="ltr">{formatBtcAmount(payout.total)}</span> ·{' '}
            {t('refunds:owner.fee')}:{' '}
            <span dir="ltr">
              {formatBtcAmount(payout.fee)} · {t('refunds:owner.feeRateValue', { rate: payout.feeRate })}
            </span>
          </p>
          <p className="text-xs text-ink-500">{formatDateTime(payout.createdAt)}</p>
          {payout.note && open && <p className="text-sm text-red-700">{t('refunds:owner.notSeen')}</p>}
        </div>
        {payout.status === 'prepared' && (
          <a
            href={psbtDownloadHref(payout.psbt)}
            download={`payout-${payout.payoutId}.psbt`}
            className="inline-flex items-center gap-2 rounded-full border border-ink-900/15 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:border-gold-500"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('refunds:owner.download')}
          </a>
        )}
      </div>
      {mayPay && payout.status === 'prepared' && (
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault()
            broadcast.mutate({ payoutId: payout.payoutId, psbt: signed })
          }}
        >
          <label className="block text-sm font-medium text-ink-800">
            <span className="mb-1.5 block">{t('refunds:owner.signed')}</span>
            <textarea
              dir="ltr"
              rows={3}
              className={`${INPUT_CLASS} border-line font-mono text-xs`}
              value={signed}
              onChange={(event) => setSigned(event.target.value)}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={signed.trim() === '' || broadcast.isPending}>
              {t('refunds:owner.broadcast')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => abandon.mutate(payout.payoutId)}
              disabled={abandon.isPending}
            >
              {t('refunds:owner.abandon')}
            </Button>
          </div>
          {(broadcast.isError || abandon.isError) && (
            <p role="alert" className="text-sm text-red-700">
              {broadcast.error?.message ?? abandon.error?.message}
            </p>
          )}
        </form>
      )}
    </article>
  )
}

function RefundsExport() {
  const { t } = useTranslation(['refunds'])
  return (
    <section aria-label={t('refunds:owner.exportTitle')} className={PANEL}>
      <h2 className="font-display text-lg font-semibold text-ink-900">{t('refunds:owner.exportTitle')}</h2>
      <p className="mb-4 mt-1 text-sm text-ink-600">{t('refunds:owner.exportHint')}</p>
      <PeriodDownload
        labels={{
          from: t('refunds:owner.from'),
          to: t('refunds:owner.to'),
          download: t('refunds:owner.exportDownload'),
        }}
        hrefOf={refundsExportHref}
      />
    </section>
  )
}
