import { Minus, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import { cx } from '../../lib/cx'
import { useHydrated } from '../../lib/use-hydrated'

/**
 * − [n] + with a typed entry kept between `min` and `max`. The field is named "Quantity" (or "Quantity of
 * {itemName}" where several steppers share a page), its buttons "Decrease quantity" and "Increase quantity".
 */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  itemName,
  size = 'md',
}: {
  value: number
  min?: number
  max: number
  onChange: (quantity: number) => void
  itemName?: string
  size?: 'sm' | 'md'
}) {
  // A value typed before the app runs the page would be reset by hydration: wait for it.
  const hydrated = useHydrated()
  const id = useId()
  const { t } = useTranslation(['common'])
  const item = itemName ?? ''
  // What the shopper is typing; committed (clamped) on blur or Enter.
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    const typed = Number.parseInt(draft, 10)
    setDraft(null)
    if (Number.isFinite(typed)) onChange(Math.min(Math.max(typed, min), max))
  }
  const button = cx(
    'grid place-items-center text-ink-700 transition hover:bg-cream-200 hover:text-ink-950 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent',
    size === 'sm' ? 'size-9' : 'size-11',
  )
  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border border-line bg-white">
      <button
        type="button"
        aria-label={itemName ? t('common:ui.decreaseQuantityOf', { item }) : t('common:ui.decreaseQuantity')}
        onClick={() => onChange(Math.max(value - 1, min))}
        disabled={!hydrated || value <= min}
        className={button}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <label htmlFor={id} className="sr-only">
        {itemName ? t('common:ui.quantityOf', { item }) : t('common:ui.quantity')}
      </label>
      <input
        disabled={!hydrated}
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft ?? value}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
        className={cx(
          'w-12 [appearance:textfield] border-x border-line bg-transparent text-center font-semibold text-ink-900 tabular-nums outline-none focus-visible:bg-cream-100 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          size === 'sm' ? 'h-9 text-sm' : 'h-11',
        )}
      />
      <button
        type="button"
        aria-label={itemName ? t('common:ui.increaseQuantityOf', { item }) : t('common:ui.increaseQuantity')}
        onClick={() => onChange(Math.min(value + 1, max))}
        disabled={!hydrated || value >= max}
        className={button}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
