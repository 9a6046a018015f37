import { figuresFromAed, type FulfilmentFilter, type OwnerOrder, PAYMENT_ALERT_TEXT } from '@shop/contract'
import { TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FiguresSummary } from '../../../components/ui/figures-summary'
import { Modal } from '../../../components/ui/modal'
import { cx } from '../../../lib/cx'
import { formatAed, formatBtcAmount, formatDateTime } from '../../../lib/format'
import { useOwnerOrders, useUpdateOrderStatus } from '../api'
import { FilterPills } from './filter-pills'
import { PagedList } from './paged-list'
import { ShipOrderForm } from './ship-order-form'

/** The filters the page offers; `open` stays an API filter only (To ship and Shipped side by side). */
export const SHIP_FILTERS: readonly { value: FulfilmentFilter; label: string; empty: string }[] = [
  { value: 'Confirmed', label: 'To ship', empty: 'No orders to ship.' },
  { value: 'Shipped', label: 'Shipped', empty: 'No shipped orders on their way.' },
  { value: 'Delivered', label: 'Delivered', empty: 'No delivered orders yet.' },
  { value: 'all', label: 'All', empty: 'No paid orders yet.' },
]

const STATUS_BADGE: Record<OwnerOrder['status'], string> = {
  Confirmed: 'bg-gold-100 text-gold-800',
  Shipped: 'bg-sky-100 text-sky-900',
  Delivered: 'bg-emerald-100 text-emerald-900',
}

/** The line's options as bought: "256 GB · Black", or weight and unit for a bar. */
function lineDetails(item: OwnerOrder['items'][number]): string {
  const parts = item.options.map((option) => `${option.name}: ${option.value}`)
  if (parts.length === 0) {
    if (item.weight) parts.push([item.weight, item.unit].filter(Boolean).join(' '))
    if (item.color) parts.push(item.color)
    if (item.storage) parts.push(item.storage)
  }
  return parts.join(' · ')
}

/**
 * Decision 032: paid orders waiting to be shipped (and, by filter, those shipped or delivered), with what the
 * owner needs to pack and address them. `filter` and `page` come from the URL.
 */
export function OrdersToShip({
  filter,
  page,
  hrefOf,
}: {
  filter: FulfilmentFilter
  page: number
  hrefOf: (filter: FulfilmentFilter, page: number) => string
}) {
  const list = useOwnerOrders(filter, page)
  const update = useUpdateOrderStatus()
  const [shipping, setShipping] = useState<OwnerOrder | null>(null)
  const [delivering, setDelivering] = useState<OwnerOrder | null>(null)
  const emptyText = SHIP_FILTERS.find((option) => option.value === filter)?.empty ?? 'No orders here.'

  const markDelivered = async (order: OwnerOrder) => {
    try {
      await update.mutateAsync({ orderId: order.orderId, body: { status: 'Delivered' } })
      toast.success(`Order #${order.orderId} marked delivered.`)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The order could not be marked delivered.')
    } finally {
      setDelivering(null)
    }
  }

  return (
    <section aria-labelledby="ship-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ship-heading" className="font-display text-xl font-semibold text-ink-900">
            Orders to ship
          </h2>
          <p className="mt-1 text-sm text-ink-600">Paid and confirmed on the chain, newest first.</p>
        </div>
        <FilterPills
          label="Order status"
          options={SHIP_FILTERS}
          current={filter}
          hrefOf={(value) => hrefOf(value, 1)}
        />
      </div>

      <div className="mt-5">
        <PagedList
          list={list}
          loadingLabel="Loading orders"
          emptyText={emptyText}
          itemKey={(item) => item.orderId}
          renderItem={(order) => (
            <OrderCard
              order={order}
              onShip={() => setShipping(order)}
              onDeliver={() => setDelivering(order)}
            />
          )}
          page={page}
          hrefOf={(target) => hrefOf(filter, target)}
        />
      </div>

      <Modal
        open={shipping !== null}
        onOpenChange={(open) => !open && setShipping(null)}
        title={shipping ? `Ship order #${shipping.orderId}` : 'Ship order'}
      >
        {shipping && <ShipOrderForm order={shipping} onDone={() => setShipping(null)} />}
      </Modal>
      <ConfirmDialog
        open={delivering !== null}
        onOpenChange={(open) => !open && setDelivering(null)}
        title={delivering ? `Mark order #${delivering.orderId} delivered?` : 'Mark delivered?'}
        description="Only when the buyer has it: a delivered order cannot be moved back."
        confirmLabel={update.isPending ? 'Saving...' : 'Mark delivered'}
        pending={update.isPending}
        onConfirm={() => delivering && void markDelivered(delivering)}
      />
    </section>
  )
}

function OrderCard({
  order,
  onShip,
  onDeliver,
}: {
  order: OwnerOrder
  onShip: () => void
  onDeliver: () => void
}) {
  const address = order.shippingAddress
  const whatsappDigits = address.whatsapp.replace(/\D/g, '')
  return (
    <article
      aria-label={`Order ${order.orderId}`}
      className="rounded-2xl border border-line bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-900">
            Order #{order.orderId}{' '}
            <span
              className={cx(
                'ml-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                STATUS_BADGE[order.status],
              )}
            >
              {order.status}
            </span>
          </p>
          <p className="mt-1 text-sm text-ink-500">
            Placed {formatDateTime(order.createdAt)}
            {order.status !== 'Confirmed' && ` · ${order.status} ${formatDateTime(order.statusChangedAt)}`}
          </p>
        </div>
        {/* One line under the order on phones; a right-hand column once there is room. */}
        <div className="flex flex-wrap items-baseline gap-x-2 sm:block sm:text-right">
          <p className="text-xs text-ink-600">Total</p>
          <p className="text-lg font-semibold text-ink-900 tabular-nums">{formatAed(order.totalPrice)}</p>
          <p className="text-xs text-ink-500 tabular-nums">Paid {formatBtcAmount(order.amountPaid)}</p>
        </div>
      </header>

      {order.paymentAlert && (
        // docs/reliability.md: goods already sent, money unconfirmed again or gone after a chain reorganisation.
        <p
          role="alert"
          className="flex gap-2 border-b border-red-200 bg-red-50 px-5 py-3 text-sm font-medium text-red-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {PAYMENT_ALERT_TEXT[order.paymentAlert.kind]}{' '}
            <span className="font-normal whitespace-nowrap">
              Since {formatDateTime(order.paymentAlert.at)}.
            </span>
          </span>
        </p>
      )}

      <div className="grid gap-5 px-5 py-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0 text-sm">
          <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Ship to</h3>
          <address className="mt-1.5 not-italic text-ink-800">
            <span className="block font-semibold text-ink-900">
              {order.buyer.firstName} {order.buyer.lastName}
            </span>
            <span className="block">
              {address.apartment}, {address.building}
            </span>
            {address.additionalAddress && <span className="block">{address.additionalAddress}</span>}
            <span className="block">{address.location}</span>
            <span className="mt-1.5 block">
              Phone <a href={`tel:${address.phone.replace(/[^\d+]/g, '')}`}>{address.phone}</a>
            </span>
            <span className="block">
              WhatsApp{' '}
              <a href={`https://wa.me/${whatsappDigits}`} target="_blank" rel="noreferrer">
                {address.whatsapp}
              </a>
            </span>
            <a href={`mailto:${order.buyer.email}`} className="block break-all">
              {order.buyer.email}
            </a>
          </address>
        </div>

        <div className="min-w-0 text-sm">
          <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Items</h3>
          <ul className="mt-1.5 divide-y divide-line">
            {order.items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 py-2 first:pt-0">
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink-900">
                    <span className="tabular-nums">{item.quantity} ×</span> {item.productName}
                  </p>
                  {lineDetails(item) && <p className="text-ink-600">{lineDetails(item)}</p>}
                  <p className="text-xs text-ink-500">SKU {item.sku}</p>
                </div>
                {/* Unit price x quantity; VAT, shipping and the service charge are in the summary, once. */}
                <p className="shrink-0 text-right font-medium text-ink-900 tabular-nums">
                  <span data-figure="line-subtotal">{formatAed(item.subtotal)}</span>
                  {item.quantity > 1 && (
                    <span className="block text-xs font-normal text-ink-500">
                      {item.quantity} × {formatAed(item.unitPrice)}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
          <FiguresSummary figures={figuresFromAed(order)} className="mt-2 border-t border-line pt-2" />
        </div>
      </div>

      {(order.shippingNote !== null || order.status !== 'Delivered') && (
        <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-line px-5 py-3">
          {order.shippingNote !== null && (
            <p className="mr-auto min-w-0 text-sm break-words text-ink-700">
              <span className="font-medium">Tracking:</span> {order.shippingNote}
            </p>
          )}
          {order.status === 'Confirmed' && (
            <Button size="sm" onClick={onShip}>
              Mark shipped
            </Button>
          )}
          {order.status === 'Shipped' && (
            <Button size="sm" variant="dark" onClick={onDeliver}>
              Mark delivered
            </Button>
          )}
        </footer>
      )}
    </article>
  )
}
