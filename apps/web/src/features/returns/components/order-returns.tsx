import { RETURN_PHOTOS_MAX, RETURN_REASON_MAX, type Return } from '@shop/contract'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { FilePicker } from '../../../components/ui/file-picker'
import { FormAlert, INPUT_CLASS, TextAreaField } from '../../../components/ui/text-field'
import { formatDate } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { useOrderReturns, useRequestReturn, useReturnable } from '../api'
import { lineInPageLanguage, ReturnCredit, ReturnLines, ReturnNote } from './return-parts'

const PANEL = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6'

/**
 * The order page's returns (docs/architecture.md#returns): until when items may be returned, the form to ask,
 * and each return with its state, the shop's note, the credit and the refund to claim. Nothing for an order
 * that was never delivered and has no return.
 */
export function OrderReturns({ orderUniqueId }: { orderUniqueId: string }) {
  const { t } = useTranslation(['refunds'])
  const returnable = useReturnable(orderUniqueId, true)
  const returns = useOrderReturns(orderUniqueId, true)
  const [asking, setAsking] = useState(false)
  const [sent, setSent] = useState(false)
  const returnWindow = returnable.data?.data
  const list = returns.data?.data ?? []
  if (!returnWindow || (returnWindow.windowEndsAt === null && list.length === 0)) return null
  const anyLeft = returnWindow.lines.some((line) => line.returnable > 0)
  return (
    <section aria-labelledby="order-returns-heading" className={PANEL}>
      <h2 id="order-returns-heading" className="font-display text-lg font-semibold text-ink-900">
        {t('refunds:returns.buyer.heading')}
      </h2>
      {returnWindow.windowEndsAt && (
        <p className="mt-1 text-sm text-ink-600">
          {t(returnWindow.open ? 'refunds:returns.buyer.windowOpen' : 'refunds:returns.buyer.windowClosed', {
            date: formatDate(returnWindow.windowEndsAt, 'shop'),
          })}
        </p>
      )}
      {sent && !asking && (
        <div className="mt-3">
          <FormAlert tone="success">{t('refunds:returns.buyer.sent')}</FormAlert>
        </div>
      )}
      {list.length > 0 && (
        <ul className="mt-4 space-y-3">
          {list.map((entry) => (
            <ReturnEntry key={entry.returnId} entry={entry} />
          ))}
        </ul>
      )}
      {returnWindow.open && anyLeft && !asking && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          onClick={() => {
            setSent(false)
            setAsking(true)
          }}
        >
          {t('refunds:returns.buyer.start')}
        </Button>
      )}
      {returnWindow.open && asking && (
        <ReturnForm
          orderUniqueId={orderUniqueId}
          lines={returnWindow.lines}
          onDone={(done) => {
            setAsking(false)
            setSent(done)
          }}
        />
      )}
    </section>
  )
}

function ReturnEntry({ entry }: { entry: Return }) {
  const { t } = useTranslation(['refunds'])
  return (
    <li className="rounded-xl border border-line bg-cream-50 p-4 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink-900">
          {t('refunds:returns.buyer.request', { id: entry.returnId })}
        </span>
        <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink-800 ring-1 ring-line">
          {t(`refunds:returns.state.${entry.state}`)}
        </span>
      </p>
      <div className="mt-2 text-ink-700">
        <ReturnLines lines={entry.lines} />
      </div>
      <ReturnNote note={entry.ownerNote} className="mt-2 text-ink-800" />
      <ReturnCredit entry={entry} label={t('refunds:returns.buyer.credit')} className="mt-2 text-ink-800" />
      {entry.refundId !== null && (
        <Link
          to={`/profile/refunds/${entry.refundId}`}
          className="mt-3 inline-flex rounded-full bg-ink-900 px-4 py-2 font-semibold text-white hover:bg-ink-800"
        >
          {entry.state === 'refunded'
            ? t('refunds:returns.buyer.viewRefund')
            : t('refunds:returns.buyer.claimRefund')}
        </Link>
      )}
    </li>
  )
}

interface ReturnableLine {
  orderItemId: number
  name: string
  nameAr: string | null
  options: string
  optionsAr: string | null
  quantity: number
  returnable: number
}

function ReturnForm({
  orderUniqueId,
  lines,
  onDone,
}: {
  orderUniqueId: string
  lines: readonly ReturnableLine[]
  onDone: (sent: boolean) => void
}) {
  const { t } = useTranslation(['refunds'])
  const request = useRequestReturn()
  const [units, setUnits] = useState<Record<number, number>>({})
  const [reason, setReason] = useState('')
  const [photos, setPhotos] = useState<File[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const formId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const chosen = lines
      .map((line) => ({ orderItemId: line.orderItemId, units: units[line.orderItemId] ?? 0 }))
      .filter((line) => line.units > 0)
    if (chosen.length === 0) {
      setProblem(t('refunds:returns.buyer.noUnits'))
      return
    }
    setProblem(null)
    request.mutate(
      { orderId: orderUniqueId, lines: chosen, reason, photos },
      { onSuccess: () => onDone(true) },
    )
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink-900">{t('refunds:returns.buyer.formTitle')}</legend>
        {lines
          .filter((line) => line.returnable > 0)
          .map((line) => ({ line, ...lineInPageLanguage(line) }))
          .map(({ line, name, options }) => (
            <label
              key={line.orderItemId}
              className="flex flex-wrap items-center justify-between gap-3 text-sm"
            >
              <span className="min-w-0">
                <bdi className="font-medium text-ink-900">{name}</bdi>
                {options && <bdi className="block text-xs text-ink-500">{options}</bdi>}
              </span>
              <span className="flex items-center gap-2">
                <span className="sr-only">{t('refunds:returns.buyer.units')}</span>
                <select
                  value={units[line.orderItemId] ?? 0}
                  onChange={(event) => {
                    setProblem(null)
                    setUnits((current) => ({ ...current, [line.orderItemId]: Number(event.target.value) }))
                  }}
                  className={`${INPUT_CLASS} w-20 border-line py-2`}
                  aria-label={`${t('refunds:returns.buyer.units')}: ${name}`}
                >
                  {Array.from({ length: line.returnable + 1 }, (_, count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
                <span className="text-ink-500">
                  {t('refunds:returns.buyer.unitsOf', { count: line.returnable })}
                </span>
              </span>
            </label>
          ))}
      </fieldset>
      <TextAreaField
        label={t('refunds:returns.buyer.reason')}
        hint={t('refunds:returns.buyer.reasonHint')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={RETURN_REASON_MAX}
        length={reason.length}
        rows={3}
        required
      />
      <div>
        <FilePicker
          label={t('refunds:returns.buyer.photos', { count: RETURN_PHOTOS_MAX })}
          accept="image/jpeg,image/png,image/webp"
          multiple
          files={photos}
          onChange={(chosen) => setPhotos(chosen.slice(0, RETURN_PHOTOS_MAX))}
          describedBy={`${formId}-photos-hint`}
          buttonLabel={t('refunds:returns.buyer.choosePhotos')}
          chosenSummary={t('refunds:returns.buyer.photosChosen', { count: photos.length })}
        />
        <p id={`${formId}-photos-hint`} className="mt-1.5 text-xs text-ink-500">
          {t('refunds:returns.buyer.photosHint')}
        </p>
      </div>
      {(problem ?? request.error) && <FormAlert>{problem ?? request.error?.message}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={request.isPending}>
          {t('refunds:returns.buyer.send')}
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)} disabled={request.isPending}>
          {t('refunds:returns.buyer.cancel')}
        </Button>
      </div>
    </form>
  )
}
