import type { OrderStatus } from '@shop/contract'
import { TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useLocation, useNavigate } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../lib/cx'

/**
 * docs/architecture.md#orders-stock-and-payment and packages/contract/src/messages.ts: the payment error screen ('Payment time has expired.' by default) with Go Back, and the
 * order's status when it is known.
 */
export function PaymentError({
  message,
  status,
  detail,
  lateMoney,
  action,
}: {
  message: string
  status?: OrderStatus | undefined
  /** A further sentence under the status (what happens to money sent to a closed order). */
  detail?: string | undefined
  /** What happens to money sent to the address after the order closed (see late-money.ts). */
  lateMoney?: string | null | undefined
  /** The route's action for a closed order (putting its items back in the cart), above the way out. */
  action?: ReactNode
}) {
  const navigate = useNavigate()
  const location = useLocation()
  const { t } = useTranslation(['payment', 'orders'])
  // Opened directly (no page to go back to): Go Back leads to the orders instead of leaving the site.
  const goBack = () => (location.key === 'default' ? navigate('/profile?tab=orders') : navigate(-1))

  return (
    <div className="page-container py-16 text-center sm:py-24">
      <div className="mx-auto max-w-xl">
        <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" strokeWidth={1.5} />
        <p role="alert" className="mt-6 font-display text-2xl font-semibold text-ink-900">
          {message}
        </p>
        {status && (
          <p className="mt-3 text-ink-600">
            {t('payment:error.orderStatus')}{' '}
            <strong className="text-ink-900">{t(`orders:status.${status}`)}</strong>
          </p>
        )}
        {detail && <p className="mt-3 text-ink-700">{detail}</p>}
        {lateMoney && <p className="mt-3 text-sm text-ink-700">{lateMoney}</p>}
        {action && <div className="mt-8">{action}</div>}
        <div className={cx('flex flex-wrap justify-center gap-3', action ? 'mt-4' : 'mt-8')}>
          {/* The closed order's own action is the one gold button. */}
          <Button variant={action ? 'secondary' : 'primary'} onClick={() => void goBack()}>
            {t('payment:error.goBack')}
          </Button>
          <Link
            to="/profile?tab=orders"
            className="inline-flex items-center rounded-full border border-ink-900/15 bg-white px-6 py-3 text-sm font-semibold text-ink-900 hover:border-gold-500"
          >
            {t('payment:backToOrders')}
          </Link>
          {/* A closed order ends nothing: the shopper can start again from the catalog. */}
          {(status === 'Timeout' || status === 'Cancelled') && (
            <Link
              to="/products"
              className="inline-flex items-center rounded-full border border-ink-900/15 bg-white px-6 py-3 text-sm font-semibold text-ink-900 hover:border-gold-500"
            >
              {t('payment:error.shopAgain')}
            </Link>
          )}
        </div>
      </div>
    </div>
  )
}
