import type { ShippingMethod } from '@shop/contract'
import { Truck, Zap } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { cx } from '../../../lib/cx'
import { formatFils } from '../../../lib/format'

/**
 * Standard or express delivery, where the owner offers express (its price and its working days come from the
 * shop's settings). Standard's price is the summary's shipping row: the emirate's, or free above a total.
 */
export function ShippingMethodChoice({
  value,
  onChange,
  express,
}: {
  value: ShippingMethod
  onChange: (method: ShippingMethod) => void
  express: { priceFils: number; maxDays: number }
}) {
  const { t } = useTranslation(['checkout'])
  const options = [
    // The truck drives along the line: a right-to-left page mirrors it (docs/architecture.md#languages).
    { id: 'standard' as const, icon: Truck, mirrored: true, hint: t('checkout:shipping.standardHint') },
    {
      id: 'express' as const,
      icon: Zap,
      mirrored: false,
      hint: t('checkout:shipping.expressHint', {
        days: express.maxDays,
        price: formatFils(express.priceFils),
      }),
    },
  ]
  return (
    <fieldset>
      <legend className="font-display text-xl font-semibold text-ink-900">
        {t('checkout:shipping.heading')}
      </legend>
      <div className="mt-3 space-y-2">
        {options.map((option) => {
          const Icon = option.icon
          return (
            <label
              key={option.id}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-2xl border px-4 py-3 text-sm',
                value === option.id ? 'border-gold-500 bg-gold-100/30' : 'border-line bg-cream-50',
              )}
            >
              <input
                type="radio"
                name="shipping-method"
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="mt-0.5 size-4 accent-gold-600"
              />
              <Icon
                aria-hidden="true"
                className={cx('mt-0.5 size-4.5 text-gold-600', option.mirrored && 'rtl:-scale-x-100')}
              />
              <span className="flex-1">
                <span className="block font-semibold text-ink-900">
                  {t(`checkout:shipping.${option.id}`)}
                </span>
                <span className="block text-ink-600">{option.hint}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
