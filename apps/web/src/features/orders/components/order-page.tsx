import { emirateAndArea, makaniLine } from '../../../lib/address-place'
import {
  type BuyerOrderDetail,
  figuresFromAed,
  type PaymentDetails,
  showsReorganised,
  formatPhone,
} from '@shop/contract'
import { PackageSearch, Truck } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { Link } from '../../../lib/router'
import { FiguresSummary } from '../../../components/ui/figures-summary'
import { LoadError, PageNotice } from '../../../components/ui/status-message'
import { ApiError } from '../../../lib/api-client'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { formatBtcAmount, formatDateTime } from '../../../lib/format'
import { useOrder, useOrderPayments } from '../api'
import { showsPaymentDue } from '../order-status'
import { OrderActions, OrderStatusBadge } from './order-card'
import { OrderLine } from './order-line'
import { useCancelOrderDialog } from './cancel-order-dialog'
import { InvoiceLink } from './invoice-link'

/**
 * The buyer's page of one order (/profile/orders/{orderId}): the lines as sold with one summary of figures,
 * the delivery address, each payment, the status timeline, the tracking note once shipped, and the same
 * actions as the orders list (check payment, pay the rest, cancel).
 */
export function OrderPage({
  userId,
  orderUniqueId,
  closedAction,
}: {
  userId: number
  orderUniqueId: string
  /** For a Timeout or Cancelled order: the route's action on its lines (putting them back in the cart). */
  closedAction?: (order: BuyerOrderDetail) => ReactNode
}) {
  const order = useOrder(userId, orderUniqueId)
  const payments = useOrderPayments(userId, orderUniqueId)
  const cancelFlow = useCancelOrderDialog(userId)
  const { t } = useTranslation(['orders'])

  if (order.isPending) {
    return (
      <div role="status" aria-label={t('orders:page.loading')} className="space-y-4">
        <div className="h-24 animate-pulse rounded-2xl bg-cream-200" />
        <div className="h-64 animate-pulse rounded-2xl bg-cream-200" />
      </div>
    )
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <PageNotice
          icon={<PackageSearch aria-hidden="true" className="size-8" strokeWidth={1.5} />}
          title={t('orders:page.notFoundTitle')}
          actions={
            <Link
              to="/profile?tab=orders"
              className="rounded-full bg-gold-500 px-6 py-3 text-sm font-semibold text-ink-950 hover:bg-gold-400"
            >
              {t('orders:list.heading')}
            </Link>
          }
        >
          {t('orders:page.notFound')}
        </PageNotice>
      )
    }
    return (
      <LoadError
        message={clientErrorMessage(order.error, order.error.message)}
        onRetry={() => void order.refetch()}
        isRetrying={order.isFetching}
      />
    )
  }

  const data = order.data
  const notice = showsReorganised(data.status, data.reorganised) ? t('orders:reorganised') : null
  return (
    <article aria-label={t('orders:card.label', { id: data.orderId })} className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-2xl font-semibold break-all text-ink-900 sm:text-3xl">
            {t('orders:card.title', { id: data.orderId })}
          </h2>
          <p className="mt-1 text-sm text-ink-500">
            {t('orders:page.placed')}{' '}
            <time dir="auto" dateTime={data.createdAt}>
              {formatDateTime(data.createdAt)}
            </time>
          </p>
        </div>
        <OrderStatusBadge status={data.status} />
      </header>

      {notice && (
        <p role="status" className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
          {notice}
        </p>
      )}

      {(data.status === 'Shipped' || data.status === 'Delivered') && (
        <section
          aria-labelledby="tracking-heading"
          className="flex gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 px-5 py-4 text-indigo-950"
        >
          <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 rtl:-scale-x-100" />
          <div>
            <h3 id="tracking-heading" className="font-semibold">
              {data.status === 'Delivered' ? t('orders:page.delivered') : t('orders:page.onItsWay')}
            </h3>
            <p className="mt-0.5 text-sm break-words">
              {data.shippingNote ?? t('orders:page.noTrackingNote')}
            </p>
          </div>
        </section>
      )}

      <div className="flex flex-wrap gap-2">
        <OrderActions order={data} onCancel={cancelFlow.ask} />
        <InvoiceLink orderUniqueId={orderUniqueId} status={data.status} />
      </div>
      {closedAction && (data.status === 'Timeout' || data.status === 'Cancelled') && closedAction(data)}

      {/* Phones read the items, then their summary and address, then payments and the timeline; from lg the
          summary and address sit beside them. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Lines order={data} />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <Panel id="order-summary" title={t('orders:page.summary')}>
            <FiguresSummary figures={figuresFromAed(data)} />
            {showsPaymentDue(data) && (
              <p className="mt-3 flex justify-between gap-4 text-sm font-semibold text-red-800">
                <span>{t('orders:card.paymentDue')}</span>
                <span dir="ltr" className="tabular-nums">
                  {formatBtcAmount(data.orderPayment.outstandingAmount)}
                </span>
              </p>
            )}
            <p className="mt-3 text-xs text-ink-500">
              {t('orders:page.askedInBitcoin')}{' '}
              <span dir="ltr" className="tabular-nums">
                {formatBtcAmount(data.orderPayment.amountExpected)}
              </span>
            </p>
          </Panel>
          <Panel id="order-delivery-address" title={t('orders:page.address')}>
            <address className="text-sm not-italic text-ink-800">
              {/* The buyer's own words, in either script: each line takes its own direction. */}
              <span className="block">
                <bdi>{[data.apartment, data.building].filter(Boolean).join(', ')}</bdi>
              </span>
              {data.additionalAddress && (
                <span className="block">
                  <bdi>{data.additionalAddress}</bdi>
                </span>
              )}
              {emirateAndArea(data) && (
                <span className="block">
                  <bdi>{emirateAndArea(data)}</bdi>
                </span>
              )}
              <span className="block">
                <bdi>{data.location}</bdi>
              </span>
              {data.makani && (
                <span className="block" dir="ltr">
                  {makaniLine(data.makani)}
                </span>
              )}
              <span className="mt-2 block text-ink-600">
                {t('orders:page.phone')} <bdi dir="ltr">{formatPhone(data.phone)}</bdi>
              </span>
              <span className="block text-ink-600">
                {t('orders:page.whatsapp')} <bdi dir="ltr">{formatPhone(data.whatsapp)}</bdi>
              </span>
            </address>
          </Panel>
        </div>
        <div className="min-w-0 lg:col-start-1">
          <Payments details={payments.data} failed={payments.isError} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <Timeline order={data} />
        </div>
      </div>

      {cancelFlow.dialog}
    </article>
  )
}

/** A titled panel; `id` names its heading (the title is in the page's language, so it cannot make the id). */
function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h3 id={id} className="mb-3 font-display text-lg font-semibold text-ink-900">
        {title}
      </h3>
      {children}
    </section>
  )
}

function Lines({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation(['orders'])
  return (
    <Panel id="order-items" title={t('orders:page.items')}>
      <ul className="divide-y divide-line">
        {order.orderItems.map((item) => (
          <OrderLine key={item.id} item={item} />
        ))}
      </ul>
    </Panel>
  )
}

function Payments({ details, failed }: { details: PaymentDetails | undefined; failed: boolean }) {
  const { t } = useTranslation(['orders'])
  return (
    <Panel id="order-payments" title={t('orders:page.payments')}>
      {failed ? (
        <p className="text-sm text-ink-600">{t('orders:page.paymentsUnavailable')}</p>
      ) : !details ? (
        <div
          role="status"
          aria-label={t('orders:page.loadingPayments')}
          className="h-12 animate-pulse rounded-xl bg-cream-100"
        />
      ) : (
        <>
          <p className="text-sm text-ink-600">
            <Trans
              t={t}
              i18nKey="orders:page.received"
              values={{
                received: formatBtcAmount(details.amountReceived),
                expected: formatBtcAmount(details.amountExpected),
              }}
              components={{ amount: <span dir="ltr" className="tabular-nums" /> }}
            />
          </p>
          {details.payments.length === 0 ? (
            <p className="mt-2 text-sm text-ink-500">{t('orders:page.noPayment')}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {details.payments.map((payment) => (
                <li
                  key={`${payment.txid}:${payment.vout}`}
                  className="rounded-xl bg-cream-100 px-4 py-3 text-sm"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span dir="ltr" className="font-semibold text-ink-900 tabular-nums">
                      {formatBtcAmount(payment.amount)}
                    </span>
                    <span className="text-ink-600">
                      {t(`orders:tx.${payment.status}`)}
                      {payment.status === 'confirmed' &&
                        ` · ${t('orders:page.confirmations', { count: payment.confirmations })}`}
                    </span>
                  </div>
                  <p dir="ltr" className="mt-1 text-start font-mono text-xs break-all text-ink-600">
                    <span className="sr-only">{t('orders:page.transactionId')}</span>
                    {payment.txid}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  )
}

function Timeline({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation(['orders'])
  return (
    <Panel id="order-timeline" title={t('orders:page.timeline')}>
      <ol className="relative space-y-4 border-s border-line ps-5">
        {order.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -start-[1.6rem] size-2.5 rounded-full bg-gold-500 ring-4 ring-white"
            />
            <p className="text-sm font-medium text-ink-900">
              {t(`orders:step.${event.toStatus}`)}
              {/* The system's own moves name no one. */}
              {event.actor !== 'system' && (
                <span className="font-normal text-ink-500"> {t(`orders:actor.${event.actor}`)}</span>
              )}
            </p>
            <p className="text-xs text-ink-500">
              <time dir="auto" dateTime={event.at}>
                {formatDateTime(event.at)}
              </time>
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  )
}
