import type { Order } from '@shop/contract'
import type { TFunction } from '@shop/contract/i18n'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { ApiError } from '../../../lib/api-client'
import { useCancelOrder } from '../api'

/**
 * packages/contract/src/messages.ts: 'Failed to cancel order.' when the server refuses (its answer is success false);
 * 'Error canceling order.' when the call itself fails (no answer, server error).
 */
export function cancelErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return t('orders:cancel.refused')
  return t('orders:cancel.error')
}

/**
 * What cancelling does. A Processing order is already paid (docs/architecture.md#orders-stock-and-payment): cancelling does not send the bitcoin
 * back by itself; the shop records it as owed and the owner returns it once it is confirmed.
 */
export function cancelDescription(order: CancellableOrder | null, t: TFunction): string {
  const cancelled = t('orders:cancel.text', { id: order?.orderId ?? '' })
  if (order?.status === 'Insufficient') return `${cancelled} ${t('orders:cancel.partPaid')}`
  if (order?.status !== 'Processing') return cancelled
  return `${cancelled} ${t('orders:cancel.paid')} ${t('orders:cancel.binding')}`
}

/** What the cancel flow needs of an order: its id and status (an order card's, or the payment page's). */
export type CancellableOrder = Pick<Order, 'orderId' | 'status'>

/**
 * The buyer's cancel flow, the same from the orders list and the order page: `ask(order)` opens the
 * confirmation, which cancels, says so in a toast and closes. Render `dialog` once in the page.
 */
export function useCancelOrderDialog(userId: number, onCancelled?: () => void) {
  const cancel = useCancelOrder(userId)
  const { t } = useTranslation(['orders'])
  const [cancelling, setCancelling] = useState<CancellableOrder | null>(null)

  async function confirmCancel() {
    if (!cancelling) return
    try {
      await cancel.mutateAsync(cancelling.orderId)
      toast.success(t('orders:cancel.done'))
      onCancelled?.()
    } catch (error) {
      toast.error(cancelErrorMessage(error, t))
    } finally {
      setCancelling(null)
    }
  }

  const dialog = (
    <ConfirmDialog
      open={cancelling !== null}
      onOpenChange={(open) => !open && setCancelling(null)}
      title={t('orders:cancel.title')}
      description={cancelDescription(cancelling, t)}
      confirmLabel={t('orders:cancel.confirm')}
      cancelLabel={t('orders:cancel.keep')}
      pending={cancel.isPending}
      onConfirm={() => void confirmCancel()}
    />
  )
  return { ask: setCancelling, dialog }
}
