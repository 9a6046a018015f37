import { canTransition, type Order, type OrderStatus } from '@shop/contract'

/** docs/architecture.md#orders-stock-and-payment: each status in its own colour (text and background pass WCAG AA contrast). */
export const STATUS_BADGE_CLASS: Readonly<Record<OrderStatus, string>> = {
  Pending: 'bg-amber-100 text-amber-900',
  Insufficient: 'bg-orange-100 text-orange-900',
  Processing: 'bg-sky-100 text-sky-900',
  Confirmed: 'bg-emerald-100 text-emerald-900',
  Shipped: 'bg-indigo-100 text-indigo-900',
  Delivered: 'bg-green-700 text-white',
  Cancelled: 'bg-zinc-200 text-zinc-800',
  Failed: 'bg-red-100 text-red-900',
  Timeout: 'bg-stone-300 text-stone-900',
  'Awaiting verification': 'bg-violet-100 text-violet-900',
}

export type OrderAction = 'checkPayment' | 'payRest' | 'cancel'

/**
 * docs/architecture.md#orders-stock-and-payment client actions by status: Pending -> Check Payment; Insufficient ->
 * Pay Rest; and Cancel Order wherever the contract's table lets the buyer cancel (Pending, Insufficient,
 * Processing). No other status offers an action.
 */
export function orderActions(status: OrderStatus): OrderAction[] {
  const actions: OrderAction[] = []
  if (status === 'Pending') actions.push('checkPayment')
  if (status === 'Insufficient') actions.push('payRest')
  if (canTransition(status, 'Cancelled', 'buyer')) actions.push('cancel')
  return actions
}

/** docs/architecture.md#orders-stock-and-payment: the payment still due is shown for Insufficient and Failed orders. */
export function showsPaymentDue(order: Pick<Order, 'status'>): boolean {
  return order.status === 'Insufficient' || order.status === 'Failed'
}

/** The payment screen of an order. */
export function paymentPath(orderId: string): string {
  return `/crypto-payment?${new URLSearchParams({ order: orderId }).toString()}`
}
