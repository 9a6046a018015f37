import { SELL_BACK_UNITS_MAX, type BuyBack } from '@shop/contract'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { formatAed, formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { useRequestSellBackQuote } from '../api'

/**
 * The product page's buy-back offer (docs/architecture.md#sell-back): today's price the shop pays for one unit,
 * and for a signed-in buyer a form asking for a quote of some units, its price then held for the owner.
 */
export function BuyBackOffer(props: {
  productId: number
  buyBack: BuyBack | null | undefined
  isSignedIn: boolean
  signInHref: string
}) {
  const { t } = useTranslation(['catalog'])
  const request = useRequestSellBackQuote()
  const [open, setOpen] = useState(false)
  const [units, setUnits] = useState('1')
  const [error, setError] = useState<string | null>(null)
  if (!props.buyBack) return null
  const quote = request.data?.data

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const count = Number(units)
    if (!Number.isInteger(count) || count < 1 || count > SELL_BACK_UNITS_MAX) {
      setError(t('catalog:sellBack.unitsInvalid', { max: SELL_BACK_UNITS_MAX }))
      return
    }
    setError(null)
    request.mutate(
      { productId: props.productId, units: count },
      {
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : t('catalog:sellBack.failed')),
      },
    )
  }

  return (
    <section className="mt-6 rounded-2xl border border-line bg-cream-50 p-4 text-sm">
      <p className="font-semibold text-ink-900">
        {t('catalog:sellBack.price', { price: formatAed(props.buyBack.price) })}
      </p>
      <p className="mt-1 text-ink-600">
        {t('catalog:sellBack.spread', { percent: props.buyBack.spread_percent })}
      </p>
      {!props.isSignedIn ? (
        <Link to={props.signInHref} className="mt-3 inline-block font-semibold text-gold-700 underline">
          {t('catalog:sellBack.signIn')}
        </Link>
      ) : quote ? (
        <FormAlert tone="success">
          {t('catalog:sellBack.quoted', {
            total: formatAed(quote.total),
            until: formatDateTime(quote.lockedUntil),
          })}{' '}
          <Link to="/profile?tab=sell-back" className="font-semibold underline">
            {t('catalog:sellBack.seeQuotes')}
          </Link>
        </FormAlert>
      ) : open ? (
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
          <div className="w-28">
            <TextField
              label={t('catalog:sellBack.units')}
              name="units"
              value={units}
              onChange={(event) => setUnits(event.target.value)}
              inputMode="numeric"
              dir="ltr"
            />
          </div>
          <Button type="submit" disabled={request.isPending}>
            {t('catalog:sellBack.requestQuote')}
          </Button>
          {error && <FormAlert>{error}</FormAlert>}
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-3 font-semibold text-gold-700 underline"
        >
          {t('catalog:sellBack.link')}
        </button>
      )}
    </section>
  )
}
