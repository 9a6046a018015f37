import {
  isValidPriceAlertTargetAed,
  MESSAGES,
  PRICE_ALERTS_MAX_PER_ACCOUNT,
  productPagePath,
  type MetalType,
  type PriceAlert,
} from '@shop/contract'
import { BellRing, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/status-message'
import { INPUT_CLASS, TextField } from '../../../components/ui/text-field'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { formatAed, formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { alertText, parseTypedAed, productNameOf } from '../alert-text'
import { useCreatePriceAlert, useDeletePriceAlert, usePriceAlerts } from '../api'

// The contract's MetalTypeSchema would bring zod into this chunk for two words.
const METALS = ['gold', 'silver'] as const satisfies readonly MetalType[]

/**
 * The profile's Price alerts tab (docs/decisions/258): the buyer's alerts with their price now and whether they
 * wait or have mailed, each deletable, and a form for a gold or silver alert per gram. `metalPerGramAed` is the
 * metals' price now (the route reads it), shown beside the form so a target is chosen knowing it.
 */
export function PriceAlertsSection({
  metalPerGramAed,
}: {
  metalPerGramAed: Partial<Record<MetalType, number>>
}) {
  const { t } = useTranslation(['account'])
  const alerts = usePriceAlerts()
  const count = alerts.data?.length ?? 0
  return (
    <div className="space-y-6">
      <p className="text-ink-600">{t('account:priceAlerts.intro')}</p>
      {alerts.isError && (
        <LoadError
          message={clientErrorMessage(alerts.error, MESSAGES.badRequest)}
          onRetry={() => void alerts.refetch()}
          isRetrying={alerts.isRefetching}
        />
      )}
      {alerts.data &&
        (alerts.data.length === 0 ? (
          <p className="rounded-2xl border border-line bg-white px-5 py-4 text-ink-700">
            {t('account:priceAlerts.empty')}
          </p>
        ) : (
          <ul
            aria-label={t('account:priceAlerts.listLabel')}
            className="divide-y divide-line rounded-2xl border border-line bg-white"
          >
            {alerts.data.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ul>
        ))}
      {alerts.data && (
        <p className="text-sm text-ink-500">
          {t('account:priceAlerts.count', { count, max: PRICE_ALERTS_MAX_PER_ACCOUNT })}
        </p>
      )}
      <MetalAlertForm metalPerGramAed={metalPerGramAed} full={count >= PRICE_ALERTS_MAX_PER_ACCOUNT} />
    </div>
  )
}

function AlertItem({ alert }: { alert: PriceAlert }) {
  const { t } = useTranslation(['account'])
  const deleteAlert = useDeletePriceAlert()
  const what = alertText(t, alert)
  const target = formatAed(alert.targetAed)
  const now =
    alert.currentAed === null
      ? t('account:priceAlerts.noPrice')
      : t('account:priceAlerts.now', { price: formatAed(alert.currentAed) })
  return (
    <li className="flex items-start justify-between gap-3 px-5 py-4">
      <div className="min-w-0">
        <p className="font-medium text-ink-900">
          {alert.kind === 'metal' ? (
            what
          ) : (
            <>
              <Link
                to={productPagePath(alert.product.categoryName, alert.product.sku)}
                className="underline hover:text-gold-800"
              >
                <bdi>{productNameOf(alert)}</bdi>
              </Link>{' '}
              <span className="text-ink-700">{t('account:priceAlerts.productTarget', { target })}</span>
            </>
          )}
        </p>
        <p className="mt-1 text-sm text-ink-600">{now}</p>
        <p className="mt-0.5 text-xs text-ink-500">
          {alert.armed || alert.lastFiredAt === null
            ? t('account:priceAlerts.waiting')
            : t('account:priceAlerts.mailed', { when: formatDateTime(alert.lastFiredAt) })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('account:priceAlerts.deleteLabel', { what })}
        disabled={deleteAlert.isPending}
        onClick={() =>
          deleteAlert.mutate(alert.id, {
            onSuccess: () => toast.success(t('account:priceAlerts.deleted')),
            onError: (failure) => toast.error(clientErrorMessage(failure, MESSAGES.badRequest)),
          })
        }
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('account:priceAlerts.delete')}
      </Button>
    </li>
  )
}

function MetalAlertForm({
  metalPerGramAed,
  full,
}: {
  metalPerGramAed: Partial<Record<MetalType, number>>
  full: boolean
}) {
  const { t } = useTranslation(['account'])
  const headingId = useId()
  const metalId = useId()
  const createAlert = useCreatePriceAlert()
  const [metal, setMetal] = useState<MetalType>('gold')
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | undefined>()
  const current = metalPerGramAed[metal]

  function submit(event: FormEvent) {
    event.preventDefault()
    const targetAed = parseTypedAed(typed)
    // The contract's rule, so the API never refuses what this form let through.
    if (!isValidPriceAlertTargetAed(targetAed)) {
      setError(t('account:priceAlerts.form.invalid'))
      return
    }
    setError(undefined)
    createAlert.mutate(
      { kind: 'metal', metal, targetAed },
      {
        onSuccess: () => {
          setTyped('')
          toast.success(t('account:priceAlerts.form.added'))
        },
        onError: (failure) => setError(clientErrorMessage(failure, MESSAGES.badRequest)),
      },
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-display text-2xl font-semibold text-ink-900">
        <BellRing aria-hidden="true" className="size-5 text-gold-700" />
        {t('account:priceAlerts.form.title')}
      </h2>
      {full ? (
        <p role="status" className="mt-3 text-sm text-ink-700">
          {t('account:priceAlerts.form.full', { max: PRICE_ALERTS_MAX_PER_ACCOUNT })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-[10rem_1fr]">
          <div>
            <label htmlFor={metalId} className="mb-1.5 block text-sm font-medium text-ink-800">
              {t('account:priceAlerts.form.metal')}
            </label>
            <select
              id={metalId}
              value={metal}
              onChange={(event) => setMetal(event.target.value === 'silver' ? 'silver' : 'gold')}
              className={`${INPUT_CLASS} border-line`}
            >
              {METALS.map((type) => (
                <option key={type} value={type}>
                  {t(`account:priceAlerts.metal.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('account:priceAlerts.form.target')}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error}
            hint={
              current === undefined
                ? undefined
                : t('account:priceAlerts.form.current', {
                    metal: t(`account:priceAlerts.metal.${metal}`),
                    price: formatAed(current),
                  })
            }
          />
          <div className="sm:col-start-2">
            <Button type="submit" disabled={createAlert.isPending}>
              {t('account:priceAlerts.form.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
