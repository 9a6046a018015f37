import type { OrderStatus, TransitionReason } from './order-status.js'

// docs/architecture.md#orders-stock-and-payment's last leg, Confirmed -> Shipped -> Delivered, as the owner works through it (decision 032).

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

/**
 * The delivery promise shown once an order's payment is confirmed (decision 073): insured delivery within
 * DELIVERY_MIN_WORKING_DAYS to DELIVERY_MAX_WORKING_DAYS UAE working days (Monday to Friday) after the day the
 * payment was confirmed, counted on the UAE's calendar (Asia/Dubai, UTC+4 all year, no daylight saving).
 */
export const DELIVERY_MIN_WORKING_DAYS = 1
export const DELIVERY_MAX_WORKING_DAYS = 3
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar day in the UAE, 'YYYY-MM-DD'. */
export type UaeDate = string

/** The UAE calendar day `workingDays` working days after the UAE day of `from`. */
function addUaeWorkingDays(from: Date, workingDays: number): UaeDate {
  // A Date shifted by +4 h whose UTC fields read as the Dubai wall clock.
  let day = new Date(Math.floor((from.getTime() + DUBAI_OFFSET_MS) / DAY_MS) * DAY_MS)
  let left = workingDays
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS)
    const weekday = day.getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return day.toISOString().slice(0, 10)
}

/**
 * The first and last UAE day the buyer can expect delivery, for a payment confirmed at `confirmedAt`, under
 * the owner's estimate for the order's emirate (shop settings; the constants above by default).
 */
export function expectedDeliveryWindow(
  confirmedAt: Date,
  estimate: { readonly minDays: number; readonly maxDays: number } = {
    minDays: DELIVERY_MIN_WORKING_DAYS,
    maxDays: DELIVERY_MAX_WORKING_DAYS,
  },
): { earliest: UaeDate; latest: UaeDate } {
  return {
    earliest: addUaeWorkingDays(confirmedAt, estimate.minDays),
    latest: addUaeWorkingDays(confirmedAt, estimate.maxDays),
  }
}
