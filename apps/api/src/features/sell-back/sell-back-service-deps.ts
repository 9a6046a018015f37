import type { ShopSettings } from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'

/** What the sell-back service is built with (register.ts): the buyer's, the owner's and the payout's parts share it. */
export interface SellBackServiceDeps {
  db: Db
  clock: Clock
  settings: () => Promise<ShopSettings>
  /** The day's BTC/AED rate in fils per BTC, or null when none is fresh. */
  dayRate: () => bigint | null
  /** Refuses (503 METAL_PRICE_STALE) when a metal has no usable price: nothing is quoted on a stale spot. */
  metalPrices: { assertUsable(metalPriceIds: readonly number[]): Promise<void> }
  mail: { publicUrl: string }
}
