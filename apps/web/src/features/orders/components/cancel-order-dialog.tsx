import { MESSAGES, type Order } from '@shop/contract'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { ApiError } from '../../../lib/api-client'
import { useCancelOrder } from '../api'

/**
 * packages/contract/src/messages.ts: 'Failed to cancel order.' when the server refuses (its answer is success false);
 * 'Error canceling order.' when the call itself fails (no answer, server error).
 */
export function cancelErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return MESSAGES.cancelOrderFailed
  return MESSAGES.cancelOrderError
}

/**
 * What cancelling does. A Processing order is already paid (docs/architecture.md#orders-stock-and-payment): cancelling does not send the bitcoin
 * back by itself; the shop records it as owed and the owner returns it once it is confirmed.
 */
export function cancelDescription(order: Order | null): string {
  const cancelled = `Order #${order?.orderId ?? ''} will be cancelled. This cannot be undone.`
  if (order?.status !== 'Processing') return cancelled
  return `${cancelled} You have already paid for it: we will contact you by email to return your bitcoin once your payment is confirmed.`
}

/**
 * The buyer's cancel flow, the same from the orders list and the order page: `ask(order)` opens the
 * confirmation, which cancels, says so in a toast and closes. Render `dialog` once in the page.
 */
export function useCancelOrderDialog(userId: number) {
  const cancel = useCancelOrder(userId)
  const [cancelling, setCancelling] = useState<Order | null>(null)

  async function confirmCancel() {
    if (!cancelling) return
    try {
      await cancel.mutateAsync(cancelling.orderId)
      toast.success(MESSAGES.orderCancelled)
    } catch (error) {
      toast.error(cancelErrorMessage(error))
    } finally {
      setCancelling(null)
    }
  }

  const dialog = (
    <ConfirmDialog
      open={cancelling !== null}
      onOpenChange={(open) => !open && setCancelling(null)}
      title="Cancel this order?"
      description={cancelDescription(cancelling)}
      confirmLabel="Cancel Order"
      cancelLabel="Keep Order"
      pending={cancel.isPending}
      onConfirm={() => void confirmCancel()}
    />
  )
  return { ask: setCancelling, dialog }
}
