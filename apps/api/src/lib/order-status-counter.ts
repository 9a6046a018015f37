import { Counter } from 'prom-client'

/**
 * Orders that reached each status, counted by this process as it writes them (docs/decisions/152): the
 * placement (Pending or Awaiting verification) and every step applyMoves writes. A Prometheus counter is
 * monotonic per process, so the total across instances is `sum(rate(shop_orders_total[5m]))`. Registered in
 * each app's registry by features/metrics; it lives here so the one status writer can count without
 * depending on the metrics feature.
 */
export const ordersReachedTotal = new Counter({
  name: 'shop_orders_total',
  help: 'Orders that reached each status, counted by this process when it wrote the status',
  labelNames: ['status'] as const,
  registers: [],
})

/** Counts one order reaching each of `statuses` (one entry per order and status). */
export function countStatusesReached(statuses: Iterable<string>): void {
  for (const status of statuses) ordersReachedTotal.inc({ status })
}
