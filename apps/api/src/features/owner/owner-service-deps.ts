import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { OrderMailSettings } from '../order-mail/order-mail.js'

/** What the owner service and its parts (orders to ship, money to settle, wallet health) are given. */
export interface OwnerServiceDeps {
  db: Db
  clock: Clock
  /** The merchant wallet whose addresses the gap-limit figures are about. */
  wallet: { fingerprint: string; network: string }
  /** WALLET_GAP_LIMIT: the gap limit the owner's wallet scans; the wallet view alerts as runs near it. */
  walletGapLimit: number
  /** PUBLIC_URL and SHOP_EMAIL for the buyer's mails (order honoured, refund recorded). */
  mail: OrderMailSettings
  /** Told of the products an honoured order took stock of again, after it committed: the low-stock mail. */
  onStockTaken: (productIds: number[]) => void
}
