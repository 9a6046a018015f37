import type { OrderStatus, TransitionReason } from './order-status.js'

// DESIGN §5's last leg, Confirmed -> Shipped -> Delivered, as the owner works through it (decision 032).

/** Statuses of a paid order the shop still has to ship, or has shipped: the owner's fulfilment list. */
export const FULFILMENT_STATUSES = [
  'Confirmed',
  'Shipped',
  'Delivered',
] as const satisfies readonly OrderStatus[]
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number]

/**
 * The owner's filters of that list: one status (Confirmed is "to ship", the default), `open` (not delivered
 * yet: to ship or on its way) or `all` three.
 */
export const FULFILMENT_FILTERS = [...FULFILMENT_STATUSES, 'open', 'all'] as const
export type FulfilmentFilter = (typeof FULFILMENT_FILTERS)[number]
export const DEFAULT_FULFILMENT_FILTER: FulfilmentFilter = 'Confirmed'

/** The statuses a filter lists; never empty. */
export function statusesOfFulfilmentFilter(filter: FulfilmentFilter): readonly FulfilmentStatus[] {
  switch (filter) {
    case 'open':
      return ['Confirmed', 'Shipped']
    case 'all':
      return FULFILMENT_STATUSES
    default:
      return [filter]
  }
}

/**
 * order_events.reason of an admin's move: the transition's reason, then the admin's note (for Shipped, the
 * courier and tracking number the buyer is mailed). `noteOfEventReason` reads it back.
 */
export function eventReasonWithNote(reason: TransitionReason, note: string | undefined): string {
  return note ? `${reason}: ${note}` : reason
}

/** The note `eventReasonWithNote` stored after `reason`, or null when there was none. */
export function noteOfEventReason(stored: string, reason: TransitionReason): string | null {
  const prefix = `${reason}: `
  return stored.startsWith(prefix) ? stored.slice(prefix.length) : null
}
