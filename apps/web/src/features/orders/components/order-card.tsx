import { buyerOrderPagePath, figuresFromAed, type Order, showsReorganised } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { FiguresSummary } from '../../../components/ui/figures-summary'
import { cx } from '../../../lib/cx'
import { formatBtcAmount, formatDateTime } from '../../../lib/format'
import { OrderLine } from './order-line'
import { ORDER_STATUS_BADGE_CLASS } from '../../../lib/order-status-colours'
import { orderActions, paymentPath, showsPaymentDue } from '../order-status'

const ACTION_LINK =
  'inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold tracking-wide transition'

/** The status in its own colour (docs/architecture.md#orders-stock-and-payment). */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const { t } = useTranslation(['orders'])
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-3 py-1 text-xs font-semibold',
        ORDER_STATUS_BADGE_CLASS[status],
      )}
    >
      {t(`orders:status.${status}`)}
    </span>
  )
}

/** One order of the profile's list: status, items with images, totals, payment due and its actions. */
export function OrderCard({ order, onCancel }: { order: Order; onCancel: (order: Order) => void }) {
  const { t } = useTranslation(['orders'])
  return (
    <article
      aria-label={t('orders:card.label', { id: order.orderId })}
      className="rounded-2xl border border-line bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
        <div>
          <p className="font-semibold break-all text-ink-900">
            {t('orders:card.title', { id: order.orderId })}
          </p>
          <p className="text-sm text-ink-500">
            <time dir="auto" dateTime={order.createdAt}>
              {formatDateTime(order.createdAt)}
            </time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      {showsReorganised(order.status, order.reorganised) && (
        <p role="status" className="border-b border-line bg-sky-50 px-5 py-3 text-sm text-sky-900">
          {t('orders:reorganised')}
        </p>
      )}

      <ul className="divide-y divide-line px-5">
        {order.orderItems.map((item) => (
          <OrderLine key={item.id} item={item} />
        ))}
      </ul>

      <div className="border-t border-line px-5 py-4">
        <FiguresSummary figures={figuresFromAed(order)} />
        {showsPaymentDue(order) && (
          <p className="mt-2 flex justify-between gap-4 text-sm font-semibold text-red-800">
            <span>{t('orders:card.paymentDue')}</span>
            <span dir="ltr" className="tabular-nums">
              {formatBtcAmount(order.orderPayment.outstandingAmount)}
            </span>
          </p>
        )}
      </div>

      <footer className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-4">
        <Link
          to={buyerOrderPagePath(order.orderId)}
          className={cx(ACTION_LINK, 'border border-line text-ink-800 hover:bg-cream-100')}
          aria-label={t('orders:card.viewLabel', { id: order.orderId })}
        >
          {t('orders:card.view')}
        </Link>
        <OrderActions order={order} onCancel={onCancel} />
      </footer>
    </article>
  )
}

/** Check Payment, Pay Rest and Cancel Order, as the order's status allows (docs/architecture.md#orders-stock-and-payment). */
export function OrderActions({ order, onCancel }: { order: Order; onCancel: (order: Order) => void }) {
  const actions = orderActions(order.status)
  const { t } = useTranslation(['orders'])
  return (
    <>
      {actions.includes('checkPayment') && (
        <Link
          to={paymentPath(order.orderId)}
          className={cx(ACTION_LINK, 'bg-gold-500 text-ink-950 hover:bg-gold-400')}
        >
          {t('orders:card.checkPayment')}
        </Link>
      )}
      {actions.includes('payRest') && (
        <Link
          to={paymentPath(order.orderId)}
          className={cx(ACTION_LINK, 'bg-gold-500 text-ink-950 hover:bg-gold-400')}
        >
          {t('orders:card.payRest')}
        </Link>
      )}
      {actions.includes('cancel') && (
        <Button variant="secondary" size="sm" onClick={() => onCancel(order)}>
          {t('orders:card.cancel')}
        </Button>
      )}
    </>
  )
}
