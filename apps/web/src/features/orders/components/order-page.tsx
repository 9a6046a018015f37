import {
  type BuyerOrderDetail,
  figuresFromAed,
  MESSAGES,
  type OrderStatus,
  type PaymentDetails,
  reorganisedNotice,
} from '@shop/contract'
import { PackageSearch, Truck } from 'lucide-react'
import { Link } from 'react-router'
import { FiguresSummary } from '../../../components/ui/figures-summary'
import { LoadError, PageNotice } from '../../../components/ui/status-message'
import { ApiError } from '../../../lib/api-client'
import { formatBtcAmount, formatDateTime } from '../../../lib/format'
import { useOrder, useOrderPayments } from '../api'
import { showsPaymentDue } from '../order-status'
import { OrderActions, OrderStatusBadge } from './order-card'
import { OrderLine } from './order-line'
import { useCancelOrderDialog } from './cancel-order-dialog'

/** What each step of the timeline means to a buyer. */
const STEP_TEXT: Readonly<Record<OrderStatus, string>> = {
  Pending: 'Order placed, waiting for payment',
  Insufficient: 'Part of the payment arrived',
  Processing: 'Paid in full, waiting for confirmation',
  Confirmed: 'Payment confirmed, preparing your order',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Failed: 'Payment failed',
  Timeout: 'Payment time ran out',
  'Awaiting verification': 'Waiting for the shop to check your identity',
}

const ACTOR_TEXT = { buyer: 'by you', admin: 'by the shop', system: null } as const

/**
 * The buyer's page of one order (/profile/orders/{orderId}): the lines as sold with one summary of figures,
 * the delivery address, each payment, the status timeline, the tracking note once shipped, and the same
 * actions as the orders list (check payment, pay the rest, cancel).
 */
export function OrderPage({ userId, orderUniqueId }: { userId: number; orderUniqueId: string }) {
  const order = useOrder(userId, orderUniqueId)
  const payments = useOrderPayments(userId, orderUniqueId)
  const cancelFlow = useCancelOrderDialog(userId)

  if (order.isPending) {
    return (
      <div role="status" aria-label="Loading order" className="space-y-4">
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
          title="Order not found"
          actions={
            <Link
              to="/profile?tab=orders"
              className="rounded-full bg-gold-500 px-6 py-3 text-sm font-semibold text-ink-950 hover:bg-gold-400"
            >
              Your Orders
            </Link>
          }
        >
          {MESSAGES.orderNotFound}
        </PageNotice>
      )
    }
    return (
      <LoadError
        message={order.error.message}
        onRetry={() => void order.refetch()}
        isRetrying={order.isFetching}
      />
    )
  }

  const data = order.data
  const notice = reorganisedNotice(data)
  return (
    <article aria-label={`Order ${data.orderId}`} className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-2xl font-semibold break-all text-ink-900 sm:text-3xl">
            Order #{data.orderId}
          </h2>
          <p className="mt-1 text-sm text-ink-500">
            Placed <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
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
          <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <h3 id="tracking-heading" className="font-semibold">
              {data.status === 'Delivered' ? 'Delivered' : 'On its way'}
            </h3>
            <p className="mt-0.5 text-sm break-words">
              {data.shippingNote ?? 'The shop has not given a tracking note.'}
            </p>
          </div>
        </section>
      )}

      <div className="flex flex-wrap gap-2">
        <OrderActions order={data} onCancel={cancelFlow.ask} />
      </div>

      {/* Phones read the items, then their summary and address, then payments and the timeline; from lg the
          summary and address sit beside them. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Lines order={data} />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <Panel title="Summary">
            <FiguresSummary figures={figuresFromAed(data)} />
            {showsPaymentDue(data) && (
              <p className="mt-3 flex justify-between gap-4 text-sm font-semibold text-red-800">
                <span>Payment due</span>
                <span className="tabular-nums">{formatBtcAmount(data.orderPayment.outstandingAmount)}</span>
              </p>
            )}
            <p className="mt-3 text-xs text-ink-500">
              Asked in bitcoin:{' '}
              <span className="tabular-nums">{formatBtcAmount(data.orderPayment.amountExpected)}</span>
            </p>
          </Panel>
          <Panel title="Delivery address">
            <address className="text-sm not-italic text-ink-800">
              <span className="block">
                {data.apartment}, {data.building}
              </span>
              {data.additionalAddress && <span className="block">{data.additionalAddress}</span>}
              <span className="block">{data.location}</span>
              <span className="mt-2 block text-ink-600">Phone {data.phone}</span>
              <span className="block text-ink-600">WhatsApp {data.whatsapp}</span>
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

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`
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
  return (
    <Panel title="Items">
      <ul className="divide-y divide-line">
        {order.orderItems.map((item) => (
          <OrderLine key={item.id} item={item} />
        ))}
      </ul>
    </Panel>
  )
}

const TX_TEXT: Record<PaymentDetails['payments'][number]['status'], string> = {
  unconfirmed: 'Waiting for a block',
  confirmed: 'Confirmed',
  dropped: 'Replaced or dropped: not counted',
}

function Payments({ details, failed }: { details: PaymentDetails | undefined; failed: boolean }) {
  return (
    <Panel title="Payments">
      {failed ? (
        <p className="text-sm text-ink-600">{MESSAGES.paymentDetailsUnavailable}</p>
      ) : !details ? (
        <div
          role="status"
          aria-label="Loading payments"
          className="h-12 animate-pulse rounded-xl bg-cream-100"
        />
      ) : (
        <>
          <p className="text-sm text-ink-600">
            Received <span className="tabular-nums">{formatBtcAmount(details.amountReceived)}</span> of{' '}
            <span className="tabular-nums">{formatBtcAmount(details.amountExpected)}</span>.
          </p>
          {details.payments.length === 0 ? (
            <p className="mt-2 text-sm text-ink-500">No payment has arrived yet.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {details.payments.map((payment) => (
                <li
                  key={`${payment.txid}:${payment.vout}`}
                  className="rounded-xl bg-cream-100 px-4 py-3 text-sm"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className="font-semibold text-ink-900 tabular-nums">
                      {formatBtcAmount(payment.amount)}
                    </span>
                    <span className="text-ink-600">
                      {TX_TEXT[payment.status]}
                      {payment.status === 'confirmed' &&
                        ` · ${payment.confirmations} confirmation${payment.confirmations === 1 ? '' : 's'}`}
                    </span>
                  </div>
                  <p className="mt-1 font-mono text-xs break-all text-ink-600">
                    <span className="sr-only">Transaction id </span>
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
  return (
    <Panel title="Timeline">
      <ol className="relative space-y-4 border-l border-line pl-5">
        {order.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-gold-500 ring-4 ring-white"
            />
            <p className="text-sm font-medium text-ink-900">
              {STEP_TEXT[event.toStatus]}
              {ACTOR_TEXT[event.actor] && (
                <span className="font-normal text-ink-500"> {ACTOR_TEXT[event.actor]}</span>
              )}
            </p>
            <p className="text-xs text-ink-500">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  )
}
