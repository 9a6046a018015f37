import type { SellBackQuote } from '@shop/contract'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/text-field'
import { formatAed, formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { lineName } from '../../../lib/line-name'
import { useCancelSellBackQuote, useSellBackQuotes } from '../api'
import { useMinutesLeft } from '../countdown'

const PANEL = 'rounded-2xl border border-line bg-white p-5 shadow-sm'

/** The profile's Sell back tab: the buyer's quotes, their state and locked price (docs/architecture.md#sell-back). */
export function BuyerSellBackList() {
  const { t } = useTranslation(['account'])
  const quotes = useSellBackQuotes()
  const cancel = useCancelSellBackQuote()
  const list = quotes.data?.data ?? []
  if (quotes.isPending) return <div role="status" className="h-32 animate-pulse rounded-2xl bg-cream-200" />
  return (
    <div className="space-y-4">
      <p className="text-ink-600">{t('account:sellBack.lead')}</p>
      {cancel.isError && <FormAlert>{cancel.error.message}</FormAlert>}
      {list.length === 0 ? (
        <p className="text-ink-600">{t('account:sellBack.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((quote) => (
            <QuoteCard
              key={quote.quoteId}
              quote={quote}
              onCancel={() => cancel.mutate(quote.quoteId)}
              cancelling={cancel.isPending}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function QuoteCard(props: { quote: SellBackQuote; onCancel: () => void; cancelling: boolean }) {
  const { t } = useTranslation(['account'])
  const { quote } = props
  const requested = quote.state === 'requested'
  const minutesLeft = useMinutesLeft(quote.lockedUntil, requested)
  return (
    <li className={PANEL}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-semibold text-ink-900">
            {quote.units} × {lineName(quote)}
          </p>
          <p className="text-ink-700">
            {t('account:sellBack.locked', {
              unit: formatAed(quote.unitPrice),
              total: formatAed(quote.total),
            })}
          </p>
          <p className="text-ink-600">{formatDateTime(quote.requestedAt)}</p>
          {requested && (
            <p className="text-ink-700">{t('account:sellBack.heldFor', { count: minutesLeft })}</p>
          )}
          {quote.ownerNote && (
            <p className="text-ink-700">
              {/* The owner's words keep their own direction inside the page's (an English note on an Arabic page). */}
              {t('account:sellBack.note', { note: `\u2068${quote.ownerNote}\u2069` })}
            </p>
          )}
          {quote.refundId !== null && (
            <Link to={`/profile/refunds/${quote.refundId}`} className="font-semibold text-gold-700 underline">
              {t('account:sellBack.claim')}
            </Link>
          )}
        </div>
        <div className="flex flex-col items-end gap-2">
          <span className="rounded-full bg-cream-100 px-3 py-1 text-sm font-semibold text-ink-800">
            {t(`account:sellBack.state.${quote.state}`)}
          </span>
          {requested && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={props.onCancel}
              disabled={props.cancelling}
            >
              {t('account:sellBack.cancel')}
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}
