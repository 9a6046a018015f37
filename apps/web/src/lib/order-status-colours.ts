import type { OrderStatus } from '@shop/contract'

/**
 * docs/architecture.md#orders-stock-and-payment: each order status in its own colour, the same on the buyer's
 * pages and the owner's (text and background pass WCAG AA contrast).
 */
export const ORDER_STATUS_BADGE_CLASS: Readonly<Record<OrderStatus, string>> = {
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
