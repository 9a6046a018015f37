import { isValidPriceAlertTargetAed } from '@shop/contract'
import { BellRing } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { formatAed } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { parseTypedAed } from '../alert-text'
import { useCreatePriceAlert, useDeletePriceAlert, usePriceAlerts } from '../api'

const LINK = 'text-sm font-semibold text-ink-700 underline hover:text-ink-950'

/**
 * On a product page (docs/decisions/258): a signed-in buyer asks to be mailed when the product's price with VAT
 * is below a target, and sees and removes the alerts already set on it; a visitor is sent to sign in first and
 * comes back here.
 */
export function ProductPriceAlert({
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
  const headingId = useId()
  const alerts = usePriceAlerts(isSignedIn)
  const createAlert = useCreatePriceAlert()
  const deleteAlert = useDeletePriceAlert()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | undefined>()

  if (!isSignedIn) {
    return (
      <p className="mt-6">
        <Link to={signInHref} className={`inline-flex items-center gap-2 ${LINK}`}>
          <BellRing aria-hidden="true" className="size-4" />
          {t('catalog:priceAlert.signIn')}
        </Link>
      </p>
    )
  }

  const failed = (failure: unknown) =>
    failure instanceof ApiError && failure.status < 500 && failure.message
      ? failure.message
      : t('catalog:priceAlert.failed')

  const mine = (alerts.data ?? []).filter(
    (alert) => alert.kind === 'product' && alert.product.id === productId,
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    const targetAed = parseTypedAed(typed)
    // The contract's rule, so the API never refuses what this form let through.
    if (!isValidPriceAlertTargetAed(targetAed)) {
      setError(t('catalog:priceAlert.invalid'))
      return
    }
    setError(undefined)
    createAlert.mutate(
      { kind: 'product', productId, targetAed },
      {
        onSuccess: (alert) => {
          setTyped('')
          toast.success(t('catalog:priceAlert.added', { target: formatAed(alert.targetAed) }))
        },
        onError: (failure) => setError(failed(failure)),
      },
    )
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <BellRing aria-hidden="true" className="size-4 text-gold-700" />
        {t('catalog:priceAlert.title')}
      </h2>
      {mine.length > 0 && (
        <ul className="mt-3 space-y-2">
          {mine.map((alert) => {
            const target = formatAed(alert.targetAed)
            return (
              <li key={alert.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-800">
                <span>{t('catalog:priceAlert.active', { target })}</span>
                <button
                  type="button"
                  onClick={() =>
                    deleteAlert.mutate(alert.id, {
                      onSuccess: () => toast.success(t('catalog:priceAlert.removed')),
                      onError: (failure) => toast.error(failed(failure)),
                    })
                  }
                  disabled={deleteAlert.isPending}
                  aria-label={t('catalog:priceAlert.removeLabel', { target })}
                  className={`${LINK} disabled:opacity-60`}
                >
                  {t('catalog:priceAlert.remove')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-start gap-3">
        <TextField
          label={t('catalog:priceAlert.label')}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error}
          className="min-w-48 flex-1"
        />
        <Button type="submit" variant="dark" disabled={createAlert.isPending} className="sm:mt-7">
          {t('catalog:priceAlert.set')}
        </Button>
      </form>
      <Link to="/profile?tab=price-alerts" className={`mt-3 inline-block ${LINK}`}>
        {t('catalog:priceAlert.manage')}
      </Link>
    </section>
  )
}
