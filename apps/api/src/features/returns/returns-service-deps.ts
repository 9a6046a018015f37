import type { ShopSettings } from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'

/** What the returns service is built with (register.ts): the buyer's, the owner's and the receipt's parts share it. */
export interface ReturnsServiceDeps {
  db: Db
  clock: Clock
  settings: () => Promise<ShopSettings>
  /** The day's BTC/AED rate in fils per BTC, or null when none is fresh. */
  dayRate: () => bigint | null
  mail: { publicUrl: string }
}
