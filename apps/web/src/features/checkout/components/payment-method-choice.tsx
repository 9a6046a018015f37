import { Bitcoin } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { cx } from '../../../lib/cx'

const METHODS = [
  { id: 'BTC', available: true },
  { id: 'ETH', available: false },
  { id: 'USDT', available: false },
] as const

/** docs/product.md: BTC is the one working method; ETH and USDT are shown as coming soon. */
export function PaymentMethodChoice() {
  const { t } = useTranslation(['checkout'])
  return (
    <fieldset>
      <legend className="font-display text-xl font-semibold text-ink-900">
        {t('checkout:method.heading')}
      </legend>
      <div className="mt-3 space-y-2">
        {METHODS.map((method) => (
          <label
            key={method.id}
            className={cx(
              'flex items-center gap-3 rounded-2xl border px-4 py-3 text-sm',
              method.available
                ? 'cursor-pointer border-gold-500 bg-gold-100/30 font-semibold text-ink-900'
                : 'cursor-not-allowed border-line bg-cream-50 text-ink-400',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={method.id}
              defaultChecked={method.available}
              disabled={!method.available}
              className="size-4 accent-gold-600"
            />
            {method.id === 'BTC' && <Bitcoin aria-hidden="true" className="size-4.5 text-gold-600" />}
            <span className="flex-1">{t(`checkout:method.${method.id}`)}</span>
            {!method.available && (
              <span className="rounded-full bg-cream-200 px-2.5 py-0.5 text-xs font-semibold text-ink-600">
                {t('checkout:method.comingSoon')}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
