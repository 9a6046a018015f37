import { emirateAndArea, makaniLine } from '../../../lib/address-place'
import {
  figuresFromAed,
  type FulfilmentFilter,
  type OwnerOrder,
  formatPhone,
  phoneHref,
} from '@shop/contract'
import { TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { lineName } from '../../../lib/line-name'
import { ownerOptionTexts } from '../owner-line-text'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FiguresSummary } from '../../../components/ui/figures-summary'
import { Modal } from '../../../components/ui/modal'
import { cx } from '../../../lib/cx'
import { ORDER_STATUS_BADGE_CLASS } from '../../../lib/order-status-colours'
import { formatAed, formatBtcAmount, formatDateTime } from '../../../lib/format'
import { useOwnerOrders, useUpdateOrderStatus } from '../api'
import { FilterPills } from './filter-pills'
import { PagedList } from './paged-list'
import { ShipOrderForm } from './ship-order-form'

/**
 * The filters the page offers; `open` stays an API filter only (To ship and Shipped side by side). Each is
 * named `owner:toShip.filter.<Value>` and its empty list `owner:toShip.empty.<Value>`.
 */
export const SHIP_FILTERS = [
  'Confirmed',
  'Shipped',
  'Delivered',
  'All',
] as const satisfies readonly Capitalize<FulfilmentFilter>[]

const filterValue = (name: (typeof SHIP_FILTERS)[number]): FulfilmentFilter => (name === 'All' ? 'all' : name)

/** The line's options as bought: "256 GB · Black", or weight and unit for a bar. */
function lineDetails(item: OwnerOrder['items'][number]): string {
  const parts = ownerOptionTexts(item)
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
  const { t } = useTranslation(['owner'])
  const list = useOwnerOrders(filter, page)
  const update = useUpdateOrderStatus()
  const [shipping, setShipping] = useState<OwnerOrder | null>(null)
  const [delivering, setDelivering] = useState<OwnerOrder | null>(null)
  const current = SHIP_FILTERS.find((name) => filterValue(name) === filter)
  const emptyText = current ? t(`owner:toShip.empty.${current}`) : t('owner:toShip.emptyOther')
  const options = SHIP_FILTERS.map((name) => ({
    value: filterValue(name),
    label: t(`owner:toShip.filter.${name}`),
  }))

  const markDelivered = async (order: OwnerOrder) => {
    try {
      await update.mutateAsync({ orderId: order.orderId, body: { status: 'Delivered' } })
      toast.success(t('owner:shared.markedDelivered', { id: order.orderId }))
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('owner:shared.notMarkedDelivered'))
    } finally {
      setDelivering(null)
    }
  }

  return (
    <section aria-labelledby="ship-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ship-heading" className="font-display text-xl font-semibold text-ink-900">
            {t('owner:toShip.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('owner:toShip.lead')}</p>
        </div>
        <FilterPills
          label={t('owner:toShip.filterLabel')}
          options={options}
          current={filter}
          hrefOf={(value) => hrefOf(value, 1)}
        />
      </div>

      <div className="mt-5">
        <PagedList
          list={list}
          loadingLabel={t('owner:orders.loading')}
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
        title={
          shipping ? t('owner:shared.shipTitle', { id: shipping.orderId }) : t('owner:shared.shipGeneric')
        }
      >
        {shipping && <ShipOrderForm order={shipping} onDone={() => setShipping(null)} />}
      </Modal>
      <ConfirmDialog
        open={delivering !== null}
        onOpenChange={(open) => !open && setDelivering(null)}
        title={
          delivering
            ? t('owner:shared.markDeliveredTitle', { id: delivering.orderId })
            : t('owner:shared.markDeliveredGeneric')
        }
        description={t('owner:shared.markDeliveredBody')}
        confirmLabel={update.isPending ? t('owner:shared.saving') : t('owner:shared.markDelivered')}
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
  const { t } = useTranslation(['owner'])
  const address = order.shippingAddress
  const whatsappDigits = address.whatsapp.replace(/\D/g, '')
  return (
    <article
      aria-label={t('owner:shared.orderAria', { id: order.orderId })}
      className="rounded-2xl border border-line bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-900">
            {t('owner:shared.orderNumber', { id: order.orderId })}{' '}
            <span
              className={cx(
                'ms-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                ORDER_STATUS_BADGE_CLASS[order.status],
              )}
            >
              {t(`owner:status.${order.status}`)}
            </span>
          </p>
          <p className="mt-1 text-sm text-ink-500">
            {t('owner:shared.placed', { date: formatDateTime(order.createdAt, 'shop') })}
            {order.status !== 'Confirmed' &&
              t('owner:toShip.statusSince', {
                status: t(`owner:status.${order.status}`),
                date: formatDateTime(order.statusChangedAt, 'shop'),
              })}
          </p>
        </div>
        {/* One line under the order on phones; an end-side column once there is room. */}
        <div className="flex flex-wrap items-baseline gap-x-2 sm:block sm:text-end">
          <p className="text-xs text-ink-600">{t('owner:toShip.total')}</p>
          <p className="text-lg font-semibold text-ink-900 tabular-nums">
            <span dir="ltr">{formatAed(order.totalPrice)}</span>
          </p>
          <p className="text-xs text-ink-500 tabular-nums">
            {t('owner:toShip.paid', { amount: formatBtcAmount(order.amountPaid) })}
          </p>
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
            {t(`owner:toShip.alert.${order.paymentAlert.kind}`)}{' '}
            <span className="font-normal whitespace-nowrap">
              {t('owner:toShip.since', { date: formatDateTime(order.paymentAlert.at, 'shop') })}
            </span>
          </span>
        </p>
      )}

      <div className="grid gap-5 px-5 py-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0 text-sm">
          <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
            {t('owner:toShip.shipTo')}
          </h3>
          <address className="mt-1.5 not-italic text-ink-800">
            <span className="block font-semibold text-ink-900">
              {order.buyer.firstName} {order.buyer.lastName}
            </span>
            <span className="block">{[address.apartment, address.building].filter(Boolean).join(', ')}</span>
            {address.additionalAddress && <span className="block">{address.additionalAddress}</span>}
            {emirateAndArea(address) && (
              <span className="block font-semibold">
                <bdi>{emirateAndArea(address)}</bdi>
              </span>
            )}
            <span className="block">{address.location}</span>
            {address.makani && (
              <span className="block" dir="ltr">
                {makaniLine(address.makani)}
              </span>
            )}
            <span className="mt-1.5 block">
              {t('owner:shared.phone')}{' '}
              <a dir="ltr" href={phoneHref(address.phone)}>
                {formatPhone(address.phone)}
              </a>
            </span>
            <span className="block">
              {t('owner:shared.whatsapp')}{' '}
              <a dir="ltr" href={`https://wa.me/${whatsappDigits}`} target="_blank" rel="noreferrer">
                {formatPhone(address.whatsapp)}
              </a>
            </span>
            <a href={`mailto:${order.buyer.email}`} className="block break-all">
              {order.buyer.email}
            </a>
          </address>
        </div>

        <div className="min-w-0 text-sm">
          <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
            {t('owner:toShip.items')}
          </h3>
          <ul className="mt-1.5 divide-y divide-line">
            {order.items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 py-2 first:pt-0">
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink-900">
                    <span className="tabular-nums">{item.quantity} ×</span> <bdi>{lineName(item)}</bdi>
                  </p>
                  {lineDetails(item) && <p className="text-ink-600">{lineDetails(item)}</p>}
                  <p className="text-xs text-ink-500">{t('owner:toShip.sku', { sku: item.sku })}</p>
                </div>
                {/* Unit price x quantity; VAT, shipping and the service charge are in the summary, once. */}
                <p className="shrink-0 text-end font-medium text-ink-900 tabular-nums">
                  <span dir="ltr" data-figure="line-subtotal">
                    {formatAed(item.subtotal)}
                  </span>
                  {item.quantity > 1 && (
                    <span dir="ltr" className="block text-xs font-normal text-ink-500">
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
            <p className="me-auto min-w-0 text-sm break-words text-ink-700">
              <span className="font-medium">{t('owner:toShip.tracking')}</span>{' '}
              <bdi>{order.shippingNote}</bdi>
            </p>
          )}
          {order.status === 'Confirmed' && (
            <Button size="sm" onClick={onShip}>
              {t('owner:shared.markShipped')}
            </Button>
          )}
          {order.status === 'Shipped' && (
            <Button size="sm" variant="dark" onClick={onDeliver}>
              {t('owner:shared.markDelivered')}
            </Button>
          )}
        </footer>
      )}
    </article>
  )
}
