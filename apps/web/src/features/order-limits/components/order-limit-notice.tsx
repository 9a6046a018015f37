import { type AccountOrderLimits, type OrderLimitFit, orderLimitFit } from '@shop/contract'
import { IdCard, TriangleAlert } from 'lucide-react'
import { Suspense } from 'react'
import { Link } from '../../../lib/router'
import { cx } from '../../../lib/cx'
import { formatFils } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { ltr } from '../../../lib/ltr'

/**
 * What the shop's limits mean for an order of `totalFils` (docs/architecture.md#identity-checks-for-large-orders),
 * told before Place Order: over the account's cap on unpaid orders (and whether a verified identity lifts it),
 * too many unpaid orders, or an identity document that will be asked for. Nothing when none applies. Its texts
 * load with it (a product page does not carry them), inside its own boundary, so nothing else waits.
 */
export function OrderLimitNotice({
  limits,
  totalFils,
  now = new Date(),
  className,
}: {
  limits: AccountOrderLimits | null
  totalFils: number
  now?: Date
  className?: string
}) {
  if (!limits || totalFils <= 0) return null
  const fit = orderLimitFit(limits, totalFils, now)
  if (fit.kind === 'ok' && !fit.identityNeeded) return null
  return (
    <Suspense fallback={null}>
      <NoticeText fit={fit} limits={limits} totalFils={totalFils} className={className} />
    </Suspense>
  )
}

function NoticeText({
  fit,
  limits,
  totalFils,
  className,
}: {
  fit: OrderLimitFit
  limits: AccountOrderLimits
  totalFils: number
  className?: string | undefined
}) {
  const { t } = useTranslation(['cart'])
  const link = 'font-semibold underline underline-offset-4'
  if (fit.kind === 'ok') {
    return (
      <p
        role="note"
        data-testid="order-limit-notice"
        className={cx(
          'flex gap-3 rounded-xl border border-gold-300 bg-gold-50 px-4 py-3 text-sm text-ink-800',
          className,
        )}
      >
        <IdCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
        <span>
          {t('cart:limits.identityNeeded', {
            threshold: ltr(formatFils(limits.identityThresholdFils)),
            days: limits.linkDays,
            hours: Math.max(1, Math.round(limits.largeOrderPaymentWindowMinutes / 60)),
          })}
        </span>
      </p>
    )
  }
  const text =
    fit.kind === 'tooManyOpenOrders'
      ? t('cart:limits.tooManyOpenOrders', { count: fit.openOrders })
      : fit.liftedByVerification
        ? t('cart:limits.overCapUntilVerified', {
            limit: ltr(formatFils(fit.limitFils)),
            verifiedLimit: ltr(formatFils(fit.verifiedLimitFils)),
          })
        : t('cart:limits.overCap', {
            limit: ltr(formatFils(fit.limitFils)),
            total: ltr(formatFils(limits.openValueFils + totalFils)),
          })
  return (
    <div
      role="alert"
      data-testid="order-limit-notice"
      className={cx(
        'flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        {text}{' '}
        {fit.kind === 'tooManyOpenOrders' ? (
          <Link to="/profile?tab=orders" className={link}>
            {t('cart:limits.yourOrders')}
          </Link>
        ) : (
          <Link to="/contact" className={link}>
            {t('cart:limits.contact')}
          </Link>
        )}
      </p>
    </div>
  )
}
