import { ORDER_STATUSES, TERMINAL_ORDER_STATUSES, type OrderStatus } from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { rowsOf } from '../../db/rows.js'
import { arrayParam } from '../../db/sql-lists.js'

// The reads behind the scrape-time gauges (docs/architecture.md#monitoring): one statement each, on indexes,
// so a scrape every 15 s from every Prometheus costs the database next to nothing.

/** Statuses an order can still leave by itself or by a shopper: the ones worth a gauge. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !TERMINAL_ORDER_STATUSES.includes(status),
)

/** Orders in each open status, zero included (orders_status_created_idx). */
export async function countOpenOrdersByStatus(db: DbOrTx): Promise<Map<OrderStatus, number>> {
  const rows = rowsOf<{ status: OrderStatus; n: number | string }>(
    await db.execute(sql`
      select status, count(*) as n from orders
      where status = any(${arrayParam(OPEN_ORDER_STATUSES, 'text')})
      group by status`),
  )
  const counts = new Map<OrderStatus, number>(OPEN_ORDER_STATUSES.map((status) => [status, 0]))
  for (const row of rows) counts.set(row.status, Number(row.n))
  return counts
}

export interface MailJobCounts {
  /** Waiting for their first try. */
  pending: number
  /** Refused at least once, to be tried again. */
  retrying: number
  /** Given up after MAIL_MAX_ATTEMPTS: the mail never left. */
  dead: number
}

/** Unsent mail jobs by state (mail_jobs_due_idx, mail_jobs_dead_idx). */
export async function countMailJobs(db: DbOrTx): Promise<MailJobCounts> {
  const [row] = rowsOf<{ pending: number | string; retrying: number | string; dead: number | string }>(
    await db.execute(sql`
      select
        (select count(*) from mail_jobs where sent_at is null and dead_at is null and attempts = 0) as pending,
        (select count(*) from mail_jobs where sent_at is null and dead_at is null and attempts > 0) as retrying,
        (select count(*) from mail_jobs where dead_at is not null) as dead`),
  )
  return {
    pending: Number(row?.pending ?? 0),
    retrying: Number(row?.retrying ?? 0),
    dead: Number(row?.dead ?? 0),
  }
}

/**
 * Seconds since each metal's price in force was set, at `now`: 0 while an owner's pin holds it (the owner
 * vouches for it), else the age of the stored price.
 */
export async function metalPriceAgesSeconds(db: DbOrTx, now: Date): Promise<Record<string, number>> {
  const rows = rowsOf<{ metal_type: string; updated_at: string | Date; pinned_until: string | Date | null }>(
    await db.execute(sql`select metal_type, updated_at, pinned_until from metal_prices`),
  )
  const ages: Record<string, number> = {}
  for (const row of rows) {
    const pinned = row.pinned_until !== null && new Date(row.pinned_until).getTime() > now.getTime()
    ages[row.metal_type] = pinned
      ? 0
      : Math.max(0, (now.getTime() - new Date(row.updated_at).getTime()) / 1000)
  }
  return ages
}

/** The BTC/AED rate as the rate service knows it (structural: this feature imports no other). */
export interface RateReader {
  /** The rate an order would lock now; throws when none is fresh enough. */
  current(): { at: Date }
  /** When the newest fetched rate was taken; null before any. */
  latestAt(): Date | null
}

/**
 * Seconds since the BTC/AED rate an order would lock was taken (0 for a pinned rate); with none usable, the
 * age of the last one fetched, or Infinity when none ever was (an alert on age fires on both).
 */
export function btcRateAgeSeconds(rates: RateReader, now: Date): number {
  let at: Date | null
  try {
    at = rates.current().at
  } catch {
    at = rates.latestAt()
  }
  return at === null ? Number.POSITIVE_INFINITY : Math.max(0, (now.getTime() - at.getTime()) / 1000)
}
