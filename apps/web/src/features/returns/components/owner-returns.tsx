import { OWNER_RETURN_FILTERS, RETURN_REASON_MAX, type OwnerReturn } from '@shop/contract'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert, TextAreaField } from '../../../components/ui/text-field'
import { formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { useMayCall } from '../../../lib/staff-access'
import { returnPhotoHref, useDecideReturn, useOwnerReturns, useReceiveReturn } from '../api'
import { ReturnCredit, ReturnLines, ReturnNote } from './return-parts'

const PANEL = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6'
const PILL = 'rounded-full border px-3 py-1 text-sm font-semibold'

type Filter = (typeof OWNER_RETURN_FILTERS)[number]

/** /admin/returns: requests to accept or refuse, parcels to receive (docs/architecture.md#returns). */
export function OwnerReturns() {
  const { t } = useTranslation(['refunds'])
  const [filter, setFilter] = useState<Filter>('open')
  const returns = useOwnerReturns(filter)
  const list = returns.data?.data ?? []
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {t('refunds:returns.owner.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-ink-600">{t('refunds:returns.owner.lead')}</p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('refunds:returns.owner.title')}>
        {OWNER_RETURN_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={`${PILL} ${filter === value ? 'border-ink-900 bg-ink-900 text-white' : 'border-line bg-white text-ink-800'}`}
          >
            {t(`refunds:returns.owner.filter.${value}`)}
          </button>
        ))}
      </div>
      {returns.isPending ? (
        <div role="status" className="h-40 animate-pulse rounded-2xl bg-cream-200" />
      ) : list.length === 0 ? (
        <p className="text-ink-600">{t('refunds:returns.owner.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {list.map((entry) => (
            <OwnerReturnCard key={entry.returnId} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  )
}

function OwnerReturnCard({ entry }: { entry: OwnerReturn }) {
  const { t } = useTranslation(['refunds'])
  const mayDecide = useMayCall('ownerDecideReturn')
  const mayReceive = useMayCall('ownerReceiveReturn')
  const decide = useDecideReturn()
  const receive = useReceiveReturn()
  const [note, setNote] = useState('')
  const [resaleable, setResaleable] = useState(true)
  const failure = decide.error ?? receive.error
  return (
    <li className={PANEL}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-semibold text-ink-900">
            <Link to={`/admin/order/${encodeURIComponent(entry.orderId)}`} className="underline">
              {t('refunds:returns.owner.order', { order: entry.orderId })}
            </Link>
            {' · '}
            {t('refunds:returns.buyer.request', { id: entry.returnId })}
          </p>
          <p className="text-ink-600">
            {entry.buyer.name} · <span dir="ltr">{entry.buyer.email}</span>
          </p>
          <p className="text-ink-500">
            {t('refunds:returns.owner.requestedAt', { date: formatDateTime(entry.requestedAt) })}
          </p>
        </div>
        <span className="rounded-full bg-cream-100 px-3 py-1 text-xs font-semibold text-ink-800 ring-1 ring-line">
          {t(`refunds:returns.state.${entry.state}`)}
        </span>
      </div>
      <div className="mt-3 text-sm text-ink-800">
        <ReturnLines lines={entry.lines} withPrice />
      </div>
      <p className="mt-3 text-sm">
        <span className="font-semibold text-ink-900">{t('refunds:returns.owner.reason')}: </span>
        <span className="whitespace-pre-line text-ink-700">{entry.reason}</span>
      </p>
      {entry.photoIds.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {entry.photoIds.map((photoId, index) => (
            <li key={photoId}>
              <a href={returnPhotoHref(photoId, 'staff')} target="_blank" rel="noreferrer">
                <img
                  src={returnPhotoHref(photoId, 'staff')}
                  alt={t('refunds:returns.owner.photo', { n: index + 1 })}
                  className="h-24 w-24 rounded-lg object-cover ring-1 ring-line"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <ReturnNote note={entry.ownerNote} className="mt-3 text-sm text-ink-700" />
      <ReturnCredit
        entry={entry}
        label={t('refunds:returns.owner.credit')}
        className="mt-3 text-sm text-ink-800"
        after={
          entry.refundId !== null && (
            <>
              {' · '}
              <Link to="/admin/refunds" className="underline">
                {t('refunds:returns.owner.refund', { id: entry.refundId })}
              </Link>
            </>
          )
        }
      />
      {entry.state === 'requested' && mayDecide && (
        <div className="mt-4 space-y-3">
          <TextAreaField
            label={t('refunds:returns.owner.note')}
            placeholder={t('refunds:returns.owner.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={RETURN_REASON_MAX}
            rows={2}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ returnId: entry.returnId, decision: 'accepted', note })}
            >
              {t('refunds:returns.owner.accept')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ returnId: entry.returnId, decision: 'refused', note })}
            >
              {t('refunds:returns.owner.refuse')}
            </Button>
          </div>
        </div>
      )}
      {entry.state === 'accepted' && mayReceive && (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm text-ink-800">
            <input
              type="checkbox"
              checked={resaleable}
              onChange={(event) => setResaleable(event.target.checked)}
              className="h-4 w-4 accent-gold-600"
            />
            {t('refunds:returns.owner.resaleable')}
          </label>
          <Button
            size="sm"
            disabled={receive.isPending}
            onClick={() => receive.mutate({ returnId: entry.returnId, resaleable })}
          >
            {t('refunds:returns.owner.receive')}
          </Button>
        </div>
      )}
      {failure && (
        <div className="mt-3">
          <FormAlert>{failure.message}</FormAlert>
        </div>
      )}
    </li>
  )
}
