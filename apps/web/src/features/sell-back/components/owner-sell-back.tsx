import { OWNER_SELL_BACK_FILTERS, SELL_BACK_NOTE_MAX, type OwnerSellBackQuote } from '@shop/contract'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert, TextAreaField, TextField } from '../../../components/ui/text-field'
import { formatAed, formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useMayCall } from '../../../lib/staff-access'
import { lineName } from '../../../lib/line-name'
import { useOwnerSellBack, useSellBackStep } from '../api'

const PANEL = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6'
const PILL = 'rounded-full border px-3 py-1 text-sm font-semibold'

type Filter = (typeof OWNER_SELL_BACK_FILTERS)[number]

/** /admin/sell-back: quotes to accept or refuse, items to receive, payouts to make (docs/architecture.md#sell-back). */
export function OwnerSellBack() {
  const { t } = useTranslation(['refunds'])
  const [filter, setFilter] = useState<Filter>('open')
  const quotes = useOwnerSellBack(filter)
  const list = quotes.data?.data ?? []
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {t('refunds:sellBack.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-ink-600">{t('refunds:sellBack.lead')}</p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('refunds:sellBack.title')}>
        {OWNER_SELL_BACK_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={`${PILL} ${filter === value ? 'border-ink-900 bg-ink-900 text-white' : 'border-line bg-white text-ink-800'}`}
          >
            {t(`refunds:sellBack.filter.${value}`)}
          </button>
        ))}
      </div>
      {quotes.isPending ? (
        <div role="status" className="h-40 animate-pulse rounded-2xl bg-cream-200" />
      ) : list.length === 0 ? (
        <p className="text-ink-600">{t('refunds:sellBack.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {list.map((quote) => (
            <OwnerQuoteCard key={quote.quoteId} quote={quote} />
          ))}
        </ul>
      )}
    </div>
  )
}

function OwnerQuoteCard({ quote }: { quote: OwnerSellBackQuote }) {
  const { t } = useTranslation(['refunds'])
  const step = useSellBackStep(quote.quoteId)
  const mayDecide = useMayCall('ownerDecideSellBack')
  const mayReceive = useMayCall('ownerReceiveSellBack')
  const mayPay = useMayCall('ownerPaySellBack')
  const [note, setNote] = useState('')
  const [units, setUnits] = useState(String(quote.units))
  return (
    <li className={PANEL}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-semibold text-ink-900">
            {t('refunds:sellBack.quote', { id: quote.quoteId })} · {quote.units} × {lineName(quote)}
          </p>
          <p className="text-ink-600">
            {quote.buyer.name} · <span dir="ltr">{quote.buyer.email}</span>
          </p>
          <p className="text-ink-700">
            {t('refunds:sellBack.locked', {
              unit: formatAed(quote.unitPrice),
              total: formatAed(quote.total),
              percent: quote.spreadPercent,
            })}
          </p>
          <p className="text-ink-600">
            {t('refunds:sellBack.heldUntil', { at: formatDateTime(quote.lockedUntil) })}
          </p>
          {quote.ownerNote && (
            <p dir="auto" className="text-ink-700">
              {quote.ownerNote}
            </p>
          )}
          {quote.cashNote && (
            <p className="text-ink-700">
              {t('refunds:sellBack.cashNote', { note: `\u2068${quote.cashNote}\u2069` })}
            </p>
          )}
        </div>
        <span className="rounded-full bg-cream-100 px-3 py-1 text-sm font-semibold text-ink-800">
          {t(`refunds:sellBack.state.${quote.state}`)}
        </span>
      </div>
      {step.isError && <FormAlert>{step.error.message}</FormAlert>}
      {(quote.state === 'requested' || quote.state === 'accepted' || quote.state === 'received') && (
        <div className="mt-4 space-y-3">
          <TextAreaField
            label={
              quote.state === 'received'
                ? t('refunds:sellBack.cashNoteLabel')
                : t('refunds:sellBack.noteLabel')
            }
            name="note"
            value={note}
            maxLength={SELL_BACK_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
          />
          {quote.state === 'accepted' && mayReceive && (
            <div className="w-32">
              <TextField
                label={t('refunds:sellBack.unitsReceived')}
                name="units"
                value={units}
                inputMode="numeric"
                dir="ltr"
                onChange={(event) => setUnits(event.target.value)}
              />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {quote.state === 'requested' && mayDecide && (
              <Button
                type="button"
                disabled={step.isPending}
                onClick={() => step.mutate({ step: 'decide', body: { decision: 'accept', note } })}
              >
                {t('refunds:sellBack.accept')}
              </Button>
            )}
            {(quote.state === 'requested' || quote.state === 'accepted') && mayDecide && (
              <Button
                type="button"
                variant="secondary"
                disabled={step.isPending}
                onClick={() => step.mutate({ step: 'decide', body: { decision: 'refuse', note } })}
              >
                {t('refunds:sellBack.refuse')}
              </Button>
            )}
            {quote.state === 'accepted' && mayReceive && (
              <Button
                type="button"
                disabled={step.isPending}
                onClick={() => step.mutate({ step: 'receive', body: { units: Number(units), note } })}
              >
                {t('refunds:sellBack.receive')}
              </Button>
            )}
            {quote.state === 'received' && mayPay && (
              <>
                <Button
                  type="button"
                  disabled={step.isPending}
                  onClick={() => step.mutate({ step: 'pay', body: { method: 'bitcoin' } })}
                >
                  {t('refunds:sellBack.payBitcoin')}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={step.isPending || note.trim() === ''}
                  onClick={() => step.mutate({ step: 'pay', body: { method: 'cash', note } })}
                >
                  {t('refunds:sellBack.payCash')}
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </li>
  )
}
