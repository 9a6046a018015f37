import { zodResolver } from '@hookform/resolvers/zod'
import {
  figuresFromAed,
  ORDER_STATUS_NOTE_MAX_CHARS,
  OwnerCancelOrderBodySchema,
  type OwnerCancelOrderBody,
  type OwnerOrderDetail,
} from '@shop/contract'
import { ExternalLink, MapPin } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FiguresSummary } from '../../../components/ui/figures-summary'
import { Modal } from '../../../components/ui/modal'
import { LoadError } from '../../../components/ui/status-message'
import { FormAlert, TextAreaField } from '../../../components/ui/text-field'
import { formatAed, formatBtcAmount, formatDateTime } from '../../../lib/format'
import { useUpdateOrderStatus } from '../api'
import { useCancelOrderAsOwner, useOwnerOrder } from '../office-api'
import { Loading, PageHeading, Panel, PaymentStateText, StatusBadge } from './office-ui'
import { SettleForm } from './settle-form'
import { ShipOrderForm } from './ship-order-form'
import { InvoiceDocuments } from './invoice-documents'

type Dialog = 'ship' | 'deliver' | 'cancel' | 'refund' | null

/** order_events.reason in words: its code (ORDER_TRANSITIONS, or `placed`) and the note after it, if any. */
const REASON_LABEL: Readonly<Record<string, string>> = {
  placed: 'Order placed',
  partPaid: 'Part of the amount arrived',
  paidInFull: 'Paid in full',
  confirmed: 'Payment confirmed on the chain',
  shipped: 'Shipped',
  delivered: 'Delivered',
  pendingWindowExpired: 'Payment window ended',
  insufficientWindowExpired: 'Time for the rest ended',
  failedWindowExpired: 'Failed order window ended',
  cancelledByBuyer: 'Cancelled by the buyer',
  cancelledByOwner: 'Cancelled by the shop',
  paymentDropped: 'A payment left the chain',
  honoured: 'Late payment honoured',
}

export function reasonText(reason: string): string {
  const [code = '', ...rest] = reason.split(': ')
  const label = REASON_LABEL[code] ?? code
  return rest.length > 0 ? `${label}: ${rest.join(': ')}` : label
}

const ACTION_LABEL = {
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  refund: 'Record refund',
} as const

/** docs/product.md#for-the-owner: one order as the owner runs it: timeline, lines, payments, and the moves its status allows. */
export function OwnerOrderPage({ orderUniqueId }: { orderUniqueId: string }) {
  const query = useOwnerOrder(orderUniqueId)
  const update = useUpdateOrderStatus()
  const [dialog, setDialog] = useState<Dialog>(null)
  if (query.isPending) return <Loading label="Loading the order" />
  if (query.isError) {
    return (
      <div className="space-y-4">
        <Link to="/admin/orders" className="text-sm font-semibold text-gold-800 underline">
          Back to orders
        </Link>
        <LoadError
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    )
  }
  const order = query.data.data
  const close = () => setDialog(null)

  const markDelivered = async () => {
    try {
      await update.mutateAsync({ orderId: order.orderId, body: { status: 'Delivered' } })
      toast.success(`Order #${order.orderId} marked delivered.`)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The order could not be marked delivered.')
    } finally {
      close()
    }
  }

  return (
    <div className="space-y-6">
      <Link to="/admin/orders" className="text-sm font-semibold text-gold-800 underline">
        Back to orders
      </Link>
      <PageHeading
        title={`Order #${order.orderId}`}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} /> Placed {formatDateTime(order.createdAt, 'shop')} ·{' '}
            <PaymentStateText state={order.paymentState} />
          </span>
        }
        actions={
          order.actions.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {order.actions.map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'cancel' ? 'secondary' : 'primary'}
                  onClick={() => setDialog(action)}
                >
                  {ACTION_LABEL[action]}
                </Button>
              ))}
            </div>
          )
        }
      />

      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <Lines order={order} />
          <Payments order={order} />
          <Timeline order={order} />
        </div>
        <div className="min-w-0 space-y-6">
          <InvoiceDocuments orderUniqueId={orderUniqueId} />
          <Panel title="Buyer">
            <p className="font-semibold text-ink-900">
              {order.buyer.firstName} {order.buyer.lastName}
            </p>
            <p className="text-sm break-all text-ink-700">{order.buyer.email}</p>
            <Link
              to={`/admin/customer/${order.buyer.id}`}
              className="mt-2 inline-block text-sm font-semibold text-gold-800 underline"
            >
              Customer page
            </Link>
          </Panel>
          <Panel title="Deliver to">
            <address className="text-sm text-ink-700 not-italic">
              Apt {order.shippingAddress.apartment}, {order.shippingAddress.building}
              <br />
              {order.shippingAddress.location}
              {order.shippingAddress.additionalAddress && (
                <>
                  <br />
                  {order.shippingAddress.additionalAddress}
                </>
              )}
              <br />
              Phone {order.shippingAddress.phone} · WhatsApp {order.shippingAddress.whatsapp}
            </address>
            <a
              href={order.mapUrl}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-800 underline"
            >
              <MapPin aria-hidden="true" className="size-4" />
              Open on the map
            </a>
          </Panel>
        </div>
      </div>

      <Modal
        open={dialog === 'ship'}
        onOpenChange={(open) => !open && close()}
        title={`Ship order #${order.orderId}`}
      >
        <ShipOrderForm order={order} onDone={close} />
      </Modal>
      <ConfirmDialog
        open={dialog === 'deliver'}
        onOpenChange={(open) => !open && close()}
        title={`Mark order #${order.orderId} delivered?`}
        description="Only when the buyer has it: a delivered order cannot be moved back."
        confirmLabel={update.isPending ? 'Saving...' : 'Mark delivered'}
        pending={update.isPending}
        onConfirm={() => void markDelivered()}
      />
      <Modal
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && close()}
        title={`Cancel order #${order.orderId}?`}
        description="Its stock goes back on sale and the money paid becomes a refund to record."
      >
        <CancelForm order={order} onDone={close} />
      </Modal>
      <Modal
        open={dialog === 'refund'}
        onOpenChange={(open) => !open && close()}
        title={`Settle order #${order.orderId}`}
      >
        <SettleForm entry={order} onDone={close} />
      </Modal>
    </div>
  )
}

function CancelForm({ order, onDone }: { order: OwnerOrderDetail; onDone: () => void }) {
  const cancel = useCancelOrderAsOwner()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof OwnerCancelOrderBodySchema>, unknown, OwnerCancelOrderBody>({
    resolver: zodResolver(OwnerCancelOrderBodySchema),
    defaultValues: { reason: '' },
  })
  const reason = useWatch({ control, name: 'reason' })
  const onSubmit = handleSubmit(async (body) => {
    try {
      await cancel.mutateAsync({ orderUniqueId: order.orderId, body })
      toast.success(`Order #${order.orderId} cancelled.`)
      onDone()
    } catch {
      // Shown in the form.
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={ORDER_STATUS_NOTE_MAX_CHARS}
        length={reason.length}
        placeholder="Why the shop cancels it, e.g. the model is no longer available"
        hint="Kept on the order's timeline and in the audit log."
        error={errors.reason?.message}
        {...register('reason')}
      />
      {cancel.isError && <FormAlert>{cancel.error.message}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Keep the order
        </Button>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? 'Cancelling...' : 'Cancel order'}
        </Button>
      </div>
    </form>
  )
}

function Lines({ order }: { order: OwnerOrderDetail }) {
  return (
    <Panel title="Lines as sold">
      <ul className="divide-y divide-line">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-semibold text-ink-900">
                {item.quantity} × {item.productName}
              </span>
              <span className="block text-ink-500">
                {[item.sku, ...item.options.map((option) => `${option.name}: ${option.value}`)].join(' · ')}
              </span>
            </span>
            {/* Unit price x quantity; VAT, shipping and the service charge are in the summary, once. */}
            <span className="shrink-0 text-right tabular-nums">
              <span data-figure="line-subtotal">{formatAed(item.subtotal)}</span>
              {item.quantity > 1 && (
                <span className="block text-xs text-ink-500">
                  {item.quantity} × {formatAed(item.unitPrice)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <FiguresSummary figures={figuresFromAed(order)} className="mt-3 border-t border-line pt-3" />
      <p className="mt-1 text-right text-sm text-ink-600 tabular-nums">
        Asked in bitcoin: {formatBtcAmount(order.amountExpected)}
      </p>
    </Panel>
  )
}

function Payments({ order }: { order: OwnerOrderDetail }) {
  return (
    <Panel title="Payments">
      <p className="mb-3 text-sm text-ink-600">
        Received {formatBtcAmount(order.amountReceived)} of {formatBtcAmount(order.amountExpected)}; confirmed{' '}
        {formatBtcAmount(order.amountPaid)}.
        {order.amountOpen > 0 && (
          <strong className="text-red-800"> Owed to the buyer: {formatBtcAmount(order.amountOpen)}.</strong>
        )}
        {order.paymentAddress && <span className="block break-all">Address {order.paymentAddress}</span>}
      </p>
      {order.payments.length === 0 ? (
        <p className="text-sm text-ink-600">No payment seen yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {order.payments.map((payment) => (
            <li key={`${payment.txid}:${payment.vout}`} className="py-2 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold tabular-nums">{formatBtcAmount(payment.amount)}</span>
                <span className="text-ink-600">
                  {payment.state === 'confirmed'
                    ? `Confirmed${payment.confirmations === null ? '' : `, ${payment.confirmations} confirmations`}`
                    : payment.state === 'mempool'
                      ? 'Unconfirmed'
                      : 'Dropped'}
                  {payment.isLate && ' · late'}
                </span>
              </div>
              <a
                href={payment.explorerUrl}
                target="_blank"
                rel="noreferrer"
                className="mt-1 inline-flex max-w-full items-center gap-1 font-mono text-xs break-all text-gold-800 underline"
              >
                {payment.txid}:{payment.vout}
                <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {order.settlements.length > 0 && (
        <ul className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
          {order.settlements.map((settlement) => (
            <li key={settlement.settledAt}>
              {settlement.action === 'refunded' ? 'Refunded' : 'Honoured'}{' '}
              {formatBtcAmount(settlement.amount)} on {formatDateTime(settlement.settledAt, 'shop')} by{' '}
              {settlement.settledBy}: {settlement.note}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

function Timeline({ order }: { order: OwnerOrderDetail }) {
  return (
    <Panel title="Timeline">
      <ol className="space-y-3 border-l-2 border-line pl-4">
        {order.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-sm">
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={event.toStatus} />
              <span className="text-ink-600">{formatDateTime(event.at, 'shop')}</span>
            </span>
            <span className="mt-0.5 block text-ink-700">
              {event.actor === 'system' ? 'The shop' : (event.actorName ?? event.actor)}
              {event.actor === 'admin' ? ' (owner)' : event.actor === 'buyer' ? ' (buyer)' : ''}:{' '}
              {reasonText(event.reason)}
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  )
}
