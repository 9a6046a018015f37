import { Check, CirclePause, ShoppingBag } from 'lucide-react'
import { ButtonLink } from '../../../components/ui/button-link'
import { useTranslation } from '../../../lib/i18n'
import { formatFils, formatTimeOfDay } from '../../../lib/format'
import { useHydrated } from '../../../lib/use-hydrated'

/**
 * The bar that stays in view above the phone's tab bar: "Prices paused" while the metal's price is too old to
 * sell at, "In your cart" with the way to it once this choice is in the cart, else Add to cart.
 */
export function PurchaseBar({
  pausedSince,
  quantityInCart,
  totalFils,
  onAdd,
}: {
  pausedSince: Date | null
  /** The cart's quantity of this choice, null when it is not in the cart. */
  quantityInCart: number | null
  /** What checkout will ask, null until every choice is made. */
  totalFils: number | null
  onAdd: () => void
}) {
  const { t } = useTranslation(['catalog'])
  // Until the app runs the page, a tap on Add to cart would do nothing: the button waits for it.
  const hydrated = useHydrated()
  return (
    <div
      data-testid="purchase-bar"
      className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 border-t border-line bg-cream-50/95 px-4 py-3 sm:-mx-6 sm:px-6 backdrop-blur md:bottom-0 lg:mx-0 lg:px-0"
    >
      {pausedSince ? (
        <div role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <CirclePause aria-hidden="true" className="size-4 shrink-0" />
            {t('catalog:product.pricesPaused')}
          </p>
          <p className="mt-0.5">
            {t('catalog:product.pricesPausedSince', { time: formatTimeOfDay(pausedSince) })}
          </p>
        </div>
      ) : quantityInCart !== null ? (
        <div className="flex flex-wrap items-center gap-3">
          <p
            role="status"
            className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-5 py-3 text-sm font-semibold text-emerald-800"
          >
            <Check aria-hidden="true" className="size-4" />
            {t('catalog:product.inCart', { count: quantityInCart })}
          </p>
          <ButtonLink to="/cart" variant="secondary">
            {t('catalog:product.goToCart')}
          </ButtonLink>
        </div>
      ) : (
        <div className="flex items-center gap-4">
          {/* On a phone the bar also shows what checkout will ask (the figure above may be out of view). */}
          {totalFils !== null && (
            <p aria-hidden="true" className="shrink-0 lg:hidden">
              <span className="block text-xs text-ink-600">{t('catalog:product.atCheckout')}</span>
              <span dir="ltr" className="font-display text-lg font-semibold text-ink-900 tabular-nums">
                {formatFils(totalFils)}
              </span>
            </p>
          )}
          <button
            type="button"
            onClick={onAdd}
            disabled={!hydrated}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-gold-500 px-7 py-3.5 text-sm font-semibold tracking-wide text-ink-950 shadow-sm transition hover:bg-gold-400 sm:flex-none disabled:cursor-wait disabled:opacity-70"
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {t('catalog:product.addToCart')}
          </button>
        </div>
      )}
    </div>
  )
}
