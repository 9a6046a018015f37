import { MESSAGES, PROFILE_ORDERS_PAGE_SIZE, type Order } from '@shop/contract'
import { PackageOpen } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'
import { ApiError } from '../../../lib/api-client'
import { useCancelOrder, useOrders } from '../api'
import { OrderCard } from './order-card'

/**
 * packages/contract/src/messages.ts: 'Failed to cancel order.' when the server refuses (its answer is success false);
 * 'Error canceling order.' when the call itself fails (no answer, server error).
 */
export function cancelErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return MESSAGES.cancelOrderFailed
  return MESSAGES.cancelOrderError
}

/** docs/product.md#for-shoppers Orders tab: 'Your Orders', 5 a page, the actions of §4, the empty state. */
export function OrdersList({
  userId,
  page,
  hrefOfPage,
}: {
  userId: number
  page: number
  hrefOfPage: (page: number) => string
}) {
  const orders = useOrders(userId, page)
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

  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="font-display text-2xl font-semibold text-ink-900">
        Your Orders
      </h2>
      <div className="mt-5">
        {orders.isPending ? (
          <div role="status" aria-label="Loading orders" className="space-y-4">
            {[0, 1].map((index) => (
              <div key={index} className="h-52 animate-pulse rounded-2xl bg-cream-200" />
            ))}
          </div>
        ) : orders.isError ? (
          <LoadError
            message={orders.error.message}
            onRetry={() => void orders.refetch()}
            isRetrying={orders.isFetching}
          />
        ) : orders.data.data.length === 0 ? (
          <div className="rounded-2xl border border-line bg-white px-6 py-12 text-center">
            <PackageOpen aria-hidden="true" className="mx-auto size-10 text-gold-600" strokeWidth={1.5} />
            <p className="mt-4 font-display text-xl font-semibold text-ink-900">{MESSAGES.noOrders}</p>
            <Link
              to="/category"
              className="mt-5 inline-flex rounded-full bg-gold-500 px-6 py-3 text-sm font-semibold text-ink-950 hover:bg-gold-400"
            >
              Explore Products
            </Link>
          </div>
        ) : (
          <>
            <ul className="space-y-4">
              {orders.data.data.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} onCancel={setCancelling} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageCount={Math.ceil(orders.data.meta.count / PROFILE_ORDERS_PAGE_SIZE)}
              hrefOf={hrefOfPage}
            />
          </>
        )}
      </div>
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
    </section>
  )
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
