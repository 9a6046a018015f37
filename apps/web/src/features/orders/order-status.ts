import { canTransition, type Order, type OrderStatus } from '@shop/contract'

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
