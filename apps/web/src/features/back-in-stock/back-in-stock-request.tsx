import { BellRing, Check } from 'lucide-react'
import { useTranslation } from '../../lib/i18n'
import { toast } from 'sonner'
import { ButtonLink } from '../../components/ui/button-link'
import { ApiError } from '../../lib/api-client'
import { useBackInStockState, useSetBackInStock } from './api'

/**
 * On an out-of-stock product: a signed-in buyer asks to be mailed once when it is back (and may withdraw);
 * a visitor is sent to sign in first and comes back here.
 */
export function BackInStockRequest({
  productId,
  isSignedIn,
  signInHref,
}: {
  productId: number
  isSignedIn: boolean
  /** The sign-in page, set to come back to this product. */
  signInHref: string
}) {
  const { t } = useTranslation(['catalog'])
  const state = useBackInStockState(productId, isSignedIn)
  const change = useSetBackInStock(productId)

  if (!isSignedIn) {
    return (
      <div className="mt-4 space-y-2">
        <ButtonLink to={signInHref} variant="secondary">
          <BellRing aria-hidden="true" className="size-4" />
          {t('catalog:backInStock.signIn')}
        </ButtonLink>
      </div>
    )
  }
  if (!state.data) return null

  const set = (requested: boolean) =>
    change.mutate(requested, {
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status < 500 && error.message
            ? error.message
            : t('catalog:backInStock.failed'),
        ),
    })

  return state.data.requested ? (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800">
        <Check aria-hidden="true" className="size-4" />
        {t('catalog:backInStock.requested')}
      </p>
      <button
        type="button"
        onClick={() => set(false)}
        disabled={change.isPending}
        className="text-sm font-semibold text-ink-700 underline hover:text-ink-950 disabled:opacity-60"
      >
        {t('catalog:backInStock.withdraw')}
      </button>
    </div>
  ) : (
    <button
      type="button"
      onClick={() => set(true)}
      disabled={change.isPending}
      className="mt-4 inline-flex items-center gap-2 rounded-full bg-ink-900 px-6 py-3 text-sm font-semibold text-cream-50 hover:bg-ink-800 disabled:opacity-60"
    >
      <BellRing aria-hidden="true" className="size-4" />
      {t('catalog:backInStock.request')}
    </button>
  )
}
