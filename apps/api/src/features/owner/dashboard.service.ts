import {
  type Dashboard,
  filsToAed,
  openToSettleSats,
  ORDER_STATUSES,
  type OrderStatus,
  owedToBuyer,
  type Sales,
  satsToBtc,
  uaeDayOf,
  uaeDayStartOf,
} from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { lowStock, metalFeed, ordersByStatus, salesByDay, topProducts } from './dashboard.repo.js'
import { listOrdersWithMoneyToReview } from './owner.repo.js'

export interface DashboardServiceDeps {
  db: Db
  clock: Clock
  /** The payment watcher's last cycle and chain tip, and the BTC/AED rate's age (payments-runtime). */
  watcher: { lastCycleAt(): Date | null; lastTipHeight(): number | null }
  /** The orders the watcher set aside, oldest first (payments/watcher/watcher.repo.ts). */
  listSetAside(): Promise<
    {
      orderUniqueId: string
      status: OrderStatus
      error: string
      attempts: number
      firstFailedAt: Date
      retryAt: Date
    }[]
  >
  rates: { latestAt(): Date | null }
}

export const DASHBOARD_DAYS = 30
export const TOP_PRODUCTS = 5
export const LOW_STOCK_ROWS = 20

interface DaySales {
  orders: number
  fils: number
  sats: bigint
}

const toSales = (sum: DaySales): Sales => ({
  orders: sum.orders,
  aed: filsToAed(sum.fils),
  btc: satsToBtc(sum.sats),
})

function total(days: readonly DaySales[]): DaySales {
  return days.reduce(
    (sum, day) => ({ orders: sum.orders + day.orders, fils: sum.fils + day.fils, sats: sum.sats + day.sats }),
    { orders: 0, fils: 0, sats: 0n },
  )
}

/** docs/product.md#for-the-owner: the owner's figures on one page, each an aggregate query; sold = SOLD_ORDER_STATUSES. */
export function createDashboardService(deps: DashboardServiceDeps) {
  return {
    async read(): Promise<Dashboard> {
      const now = deps.clock.now()
      const since = uaeDayStartOf(now, -(DASHBOARD_DAYS - 1))
      const [byDay, statuses, top, low, money, metals, setAside] = await Promise.all([
        salesByDay(deps.db, since),
        ordersByStatus(deps.db),
        topProducts(deps.db, since, TOP_PRODUCTS),
        lowStock(deps.db, LOW_STOCK_ROWS),
        listOrdersWithMoneyToReview(deps.db),
        metalFeed(deps.db),
        deps.listSetAside(),
      ])
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
        const day = uaeDayOf(uaeDayStartOf(now, index - (DASHBOARD_DAYS - 1)))
        const row = byDay.find((candidate) => candidate.day === day)
        const sales: DaySales = row
          ? { orders: row.orders, fils: Number(row.totalFils), sats: BigInt(row.expectedSats) }
          : { orders: 0, fils: 0, sats: 0n }
        return { day, ...sales }
      })
      const month = total(days)
      const open = money
        .map((row) => openToSettleSats(owedToBuyer(row).owedSats, row.settledSats))
        .filter((sats) => sats > 0n)
      return {
        today: uaeDayOf(now),
        sales: {
          today: toSales(total(days.slice(-1))),
          days7: toSales(total(days.slice(-7))),
          days30: toSales(month),
        },
        daily: days.map((day) => ({ day: day.day, ...toSales(day) })),
        ordersByStatus: ORDER_STATUSES.map((status) => ({
          status,
          count: statuses.find((row) => row.status === status)?.count ?? 0,
        })),
        averageOrderValue: month.orders === 0 ? 0 : filsToAed(Math.round(month.fils / month.orders)),
        topProducts: top.map((row) => ({
          productId: row.productId,
          name: row.name,
          quantity: row.quantity,
          revenue: filsToAed(Number(row.revenueFils)),
        })),
        lowStock: low,
        toSettle: { orders: open.length, btc: satsToBtc(open.reduce((sum, sats) => sum + sats, 0n)) },
        watcher: {
          lastPollAt: deps.watcher.lastCycleAt()?.toISOString() ?? null,
          chainTip: deps.watcher.lastTipHeight(),
          rateAt: deps.rates.latestAt()?.toISOString() ?? null,
          setAside: setAside.map((row) => ({
            orderUniqueId: row.orderUniqueId,
            status: row.status,
            error: row.error,
            attempts: row.attempts,
            since: row.firstFailedAt.toISOString(),
            retryAt: row.retryAt.toISOString(),
          })),
        },
        metalFeed: metals.map((row) => ({
          metal: row.metal,
          source: row.source,
          updatedAt: row.updatedAt.toISOString(),
          pricePerGram: filsToAed(row.pricePerGramFils),
        })),
      }
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
