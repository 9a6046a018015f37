import { emirateAndArea, makaniLine } from '../../../lib/address-place'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  figuresFromAed,
  ORDER_STATUS_NOTE_MAX_CHARS,
  OwnerCancelOrderBodySchema,
  type OwnerCancelOrderBody,
  type OwnerOrderDetail,
  formatPhone,
  staffMayCall,
} from '@shop/contract'
import { ExternalLink, MapPin } from 'lucide-react'
import { useState } from 'react'
import type { TFunction } from '@shop/contract/i18n'
import { useForm, useWatch } from 'react-hook-form'
import { getI18n, useTranslation } from '../../../lib/i18n'
import { lineName } from '../../../lib/line-name'
import { ownerOptionTexts } from '../owner-line-text'
import { Link } from '../../../lib/router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FiguresSummary } from '../../../components/ui/figures-summary'
import { Modal } from '../../../components/ui/modal'
import { LoadError } from '../../../components/ui/status-message'
import { FormAlert, TextAreaField } from '../../../components/ui/text-field'
import { formatAed, formatBtcAmount, formatDateTime } from '../../../lib/format'
import { Trans } from '../../../lib/trans'
import { translateMessage } from '../../../lib/translate-message'
import { useStaffRole } from '../../../lib/staff-access'
import { useCancelOrderAsOwner, useOwnerOrder, useUpdateOrderStatus } from '../api'
import { Loading, PageHeading, Panel, PaymentStateText, StatusBadge } from './owner-ui'
import { SettleForm } from './settle-form'
import { ShipOrderForm } from './ship-order-form'
import { InvoiceDocuments } from './invoice-documents'

type Dialog = 'ship' | 'deliver' | 'cancel' | 'refund' | null

/**
 * order_events.reason in words: its code (ORDER_TRANSITIONS, or `placed`, named in the admin texts under order.reasons) and
 * the note after it, if any; an unknown code is shown as it is.
 */
export function reasonText(reason: string, t: TFunction = getI18n().t): string {
  const [code = '', ...rest] = reason.split(': ')
  const label = t(`owner:order.reasons.${code as 'placed'}`, { defaultValue: code })
  return rest.length > 0 ? `${label}: ${rest.join(': ')}` : label
}

/** Each move's button, `owner:order.action<Move>`. */
const ACTION_LABEL = {
  ship: 'actionShip',
  deliver: 'actionDeliver',
  cancel: 'actionCancel',
  refund: 'actionRefund',
} as const

/** The owner call behind each move (packages/contract/src/staff-permissions.ts): a role without it sees no button. */
const ACTION_CALL = {
  ship: 'updateOrderStatus',
  deliver: 'updateOrderStatus',
  cancel: 'ownerCancelOrder',
  refund: 'ownerSettlePayment',
} as const

/** docs/product.md#for-the-owner: one order as the owner runs it: timeline, lines, payments, and the moves its status allows. */
export function OwnerOrderPage({ orderUniqueId }: { orderUniqueId: string }) {
  const { t } = useTranslation(['owner'])
  const query = useOwnerOrder(orderUniqueId)
  const update = useUpdateOrderStatus()
  const [dialog, setDialog] = useState<Dialog>(null)
  const role = useStaffRole()
  if (query.isPending) return <Loading label={t('owner:order.loading')} />
  if (query.isError) {
    return (
      <div className="space-y-4">
        <Link to="/admin/orders" className="text-sm font-semibold text-gold-800 underline">
          {t('owner:order.back')}
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
  const actions = order.actions.filter((action) => staffMayCall(role, ACTION_CALL[action]))
  const close = () => setDialog(null)

  const markDelivered = async () => {
    try {
      await update.mutateAsync({ orderId: order.orderId, body: { status: 'Delivered' } })
      toast.success(t('owner:shared.markedDelivered', { id: order.orderId }))
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('owner:shared.notMarkedDelivered'))
    } finally {
      close()
    }
  }

  return (
    <div className="space-y-6">
      <Link to="/admin/orders" className="text-sm font-semibold text-gold-800 underline">
        {t('owner:order.back')}
      </Link>
      <PageHeading
        title={
          <Trans
            i18nKey="owner:order.heading"
            t={t}
            values={{ id: order.orderId }}
            components={{ id: <span dir="ltr" className="whitespace-nowrap" /> }}
          />
        }
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} />{' '}
            {t('owner:order.lead', { date: formatDateTime(order.createdAt, 'shop') })}
            <PaymentStateText state={order.paymentState} />
          </span>
        }
        actions={
          actions.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {actions.map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'cancel' ? 'secondary' : 'primary'}
                  onClick={() => setDialog(action)}
                >
                  {t(`owner:order.${ACTION_LABEL[action]}`)}
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
          {staffMayCall(role, 'ownerTaxDocuments') && <InvoiceDocuments orderUniqueId={orderUniqueId} />}
          <Panel title={t('owner:order.buyer')}>
            <p className="font-semibold text-ink-900">
              {order.buyer.firstName} {order.buyer.lastName}
            </p>
            <p dir="ltr" className="text-start text-sm break-all text-ink-700 rtl:text-end">
              {order.buyer.email}
            </p>
            {staffMayCall(role, 'ownerCustomer') && (
              <Link
                to={`/admin/customer/${order.buyer.id}`}
                className="mt-2 inline-block text-sm font-semibold text-gold-800 underline"
              >
                {t('owner:order.customerPage')}
              </Link>
            )}
          </Panel>
          <Panel title={t('owner:order.deliverTo')}>
            <address className="text-sm text-ink-700 not-italic">
              {order.shippingAddress.apartment
                ? t('owner:order.apartment', {
                    apartment: order.shippingAddress.apartment,
                    building: order.shippingAddress.building,
                  })
                : t('owner:order.buildingOnly', { building: order.shippingAddress.building })}
              <br />
              {emirateAndArea(order.shippingAddress) && (
                <>
                  <bdi>{emirateAndArea(order.shippingAddress)}</bdi>
                  <br />
                </>
              )}
              {order.shippingAddress.location}
              {order.shippingAddress.makani && (
                <>
                  <br />
                  <span dir="ltr">{makaniLine(order.shippingAddress.makani)}</span>
                </>
              )}
              {order.shippingAddress.additionalAddress && (
                <>
                  <br />
                  {order.shippingAddress.additionalAddress}
                </>
              )}
              <br />
              {t('owner:shared.phone')} <span dir="ltr">{formatPhone(order.shippingAddress.phone)}</span> ·{' '}
              {t('owner:shared.whatsapp')}{' '}
              <span dir="ltr">{formatPhone(order.shippingAddress.whatsapp)}</span>
            </address>
            <a
              href={order.mapUrl}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-800 underline"
            >
              <MapPin aria-hidden="true" className="size-4" />
              {t('owner:order.openMap')}
            </a>
          </Panel>
        </div>
      </div>

      <Modal
        open={dialog === 'ship'}
        onOpenChange={(open) => !open && close()}
        title={t('owner:shared.shipTitle', { id: order.orderId })}
      >
        <ShipOrderForm order={order} onDone={close} />
      </Modal>
      <ConfirmDialog
        open={dialog === 'deliver'}
        onOpenChange={(open) => !open && close()}
        title={t('owner:shared.markDeliveredTitle', { id: order.orderId })}
        description={t('owner:shared.markDeliveredBody')}
        confirmLabel={update.isPending ? t('owner:shared.saving') : t('owner:shared.markDelivered')}
        pending={update.isPending}
        onConfirm={() => void markDelivered()}
      />
      <Modal
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && close()}
        title={t('owner:order.cancelTitle', { id: order.orderId })}
        description={t('owner:order.cancelBody')}
      >
        <CancelForm order={order} onDone={close} />
      </Modal>
      <Modal
        open={dialog === 'refund'}
        onOpenChange={(open) => !open && close()}
        title={t('owner:shared.settleTitle', { id: order.orderId })}
      >
        <SettleForm entry={order} onDone={close} />
      </Modal>
    </div>
  )
}

function CancelForm({ order, onDone }: { order: OwnerOrderDetail; onDone: () => void }) {
  const { t } = useTranslation(['owner'])
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
      toast.success(t('owner:order.cancelled', { id: order.orderId }))
      onDone()
    } catch {
      // Shown in the form.
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextAreaField
        label={t('owner:order.reason')}
        rows={3}
        maxLength={ORDER_STATUS_NOTE_MAX_CHARS}
        length={reason.length}
        placeholder={t('owner:order.reasonPlaceholder')}
        hint={t('owner:order.reasonHint')}
        error={errors.reason?.message && translateMessage(errors.reason.message)}
        {...register('reason')}
      />
      {cancel.isError && <FormAlert>{cancel.error.message}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {t('owner:order.keep')}
        </Button>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? t('owner:order.cancelling') : t('owner:order.actionCancel')}
        </Button>
      </div>
    </form>
  )
}

function Lines({ order }: { order: OwnerOrderDetail }) {
  const { t } = useTranslation(['owner'])
  return (
    <Panel title={t('owner:order.lines')}>
      <ul className="divide-y divide-line">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-semibold text-ink-900">
                {item.quantity} × <bdi>{lineName(item)}</bdi>
              </span>
              <span className="block text-ink-500">{[item.sku, ...ownerOptionTexts(item)].join(' · ')}</span>
            </span>
            {/* Unit price x quantity; VAT, shipping and the service charge are in the summary, once. */}
            <span className="shrink-0 text-end tabular-nums">
              <span dir="ltr" data-figure="line-subtotal">
                {formatAed(item.subtotal)}
              </span>
              {item.quantity > 1 && (
                <span dir="ltr" className="block text-xs text-ink-500">
                  {item.quantity} × {formatAed(item.unitPrice)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <FiguresSummary figures={figuresFromAed(order)} className="mt-3 border-t border-line pt-3" />
      <p className="mt-1 text-end text-sm text-ink-600 tabular-nums">
        {t('owner:order.askedInBitcoin', { amount: formatBtcAmount(order.amountExpected) })}
      </p>
    </Panel>
  )
}

function Payments({ order }: { order: OwnerOrderDetail }) {
  const { t } = useTranslation(['owner'])
  return (
    <Panel title={t('owner:order.payments')}>
      <p className="mb-3 text-sm text-ink-600">
        {t('owner:order.received', {
          received: formatBtcAmount(order.amountReceived),
          expected: formatBtcAmount(order.amountExpected),
          paid: formatBtcAmount(order.amountPaid),
        })}
        {order.amountOpen > 0 && (
          <strong className="text-red-800">
            {t('owner:order.owed', { amount: formatBtcAmount(order.amountOpen) })}
          </strong>
        )}
        {order.paymentAddress && (
          <span className="block break-all">
            {t('owner:order.address')} <span dir="ltr">{order.paymentAddress}</span>
          </span>
        )}
      </p>
      {order.payments.length === 0 ? (
        <p className="text-sm text-ink-600">{t('owner:order.noPayment')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {order.payments.map((payment) => (
            <li key={`${payment.txid}:${payment.vout}`} className="py-2 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span dir="ltr" className="font-semibold tabular-nums">
                  {formatBtcAmount(payment.amount)}
                </span>
                <span className="text-ink-600">
                  {payment.state === 'confirmed'
                    ? payment.confirmations === null
                      ? t('owner:order.confirmed')
                      : t('owner:order.confirmations', { n: payment.confirmations })
                    : payment.state === 'mempool'
                      ? t('owner:order.unconfirmed')
                      : t('owner:order.dropped')}
                  {payment.isLate && t('owner:shared.late')}
                </span>
              </div>
              <a
                href={payment.explorerUrl}
                target="_blank"
                rel="noreferrer"
                dir="ltr"
                className="mt-1 inline-flex max-w-full items-center gap-1 font-mono text-xs break-all text-gold-800 underline"
              >
                {payment.txid}:{payment.vout}
                <ExternalLink aria-hidden="true" className="size-3 shrink-0 rtl:-scale-x-100" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {order.settlements.length > 0 && (
        <ul className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
          {order.settlements.map((settlement) => (
            <li key={settlement.settledAt}>
              {t('owner:shared.settlement', {
                action: t(`owner:shared.${settlement.action}`),
                amount: formatBtcAmount(settlement.amount),
                date: formatDateTime(settlement.settledAt, 'shop'),
                who: settlement.settledBy,
              })}
              {settlement.note}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

function Timeline({ order }: { order: OwnerOrderDetail }) {
  const { t } = useTranslation(['owner'])
  return (
    <Panel title={t('owner:order.timeline')}>
      <ol className="space-y-3 border-s-2 border-line ps-4">
        {order.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-sm">
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={event.toStatus} />
              <span dir="auto" className="text-ink-600">
                {formatDateTime(event.at, 'shop')}
              </span>
            </span>
            <span className="mt-0.5 block text-ink-700">
              {event.actor === 'system' ? t('owner:order.theShop') : (event.actorName ?? event.actor)}
              {event.actor === 'admin'
                ? t('owner:order.byOwner')
                : event.actor === 'buyer'
                  ? t('owner:order.byBuyer')
                  : ''}
              : {reasonText(event.reason, t)}
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  )
}
