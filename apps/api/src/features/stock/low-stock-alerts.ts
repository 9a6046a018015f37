import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { lowStockMail } from './low-stock-mail.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { ownerMailLanguage } from '../users/owner-language.js'
import { markLowStock } from './stock-ledger.repo.js'

export interface LowStockAlertDeps {
  db: Db
  clock: Clock
  /** The shop's own address (SHOP_EMAIL). */
  shopEmail: string
  /** Base of the link to the product's stock page (PUBLIC_URL). */
  publicUrl: string
  log: { error(obj: object, msg: string): void }
}

/**
 * docs/product.md#for-the-owner: one mail to the shop when a product's stock falls to its low-stock threshold. Called with the
 * products a change took stock from, AFTER that change committed (a rolled-back order mails nothing), and
 * never awaited by the request. The mark on the product and the mail job are written in one transaction, so
 * it is one mail until stock rises above the threshold again, and the queue delivers it through a mail
 * outage (docs/decisions/041-low-stock-mail-after-commit.md, 056).
 */
export function createLowStockAlerts(deps: LowStockAlertDeps) {
  async function check(productIds: readonly number[]): Promise<void> {
    const at = deps.clock.now()
    await deps.db.transaction(async (tx) => {
      const marked = await markLowStock(tx, productIds, at)
      const language = marked.length > 0 ? await ownerMailLanguage(tx, deps.shopEmail) : 'en'
      await enqueueMail(
        tx,
        marked.map((product) => ({
          kind: 'owner.lowStock',
          message: lowStockMail({
            to: deps.shopEmail,
            name: product.name,
            sku: product.sku,
            stock: product.stock,
            lowStockThreshold: product.lowStockThreshold,
            stockPageUrl: `${deps.publicUrl.replace(/\/+$/, '')}/admin/stock?product=${product.id}`,
            language,
          }),
        })),
        at,
      )
    })
  }

  const inFlight = new Set<Promise<void>>()
  return {
    /** Fire and forget: checks `productIds` and mails the shop about those that just fell low. */
    check(productIds: readonly number[]): void {
      if (productIds.length === 0) return
      const tracked: Promise<void> = check(productIds)
        .catch((error: unknown) => deps.log.error({ err: error }, 'low-stock check failed'))
        .finally(() => inFlight.delete(tracked))
      inFlight.add(tracked)
    },
    /** Resolves once every check started so far has finished (tests, and closing the app). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight)
    },
  }
}

export type LowStockAlerts = ReturnType<typeof createLowStockAlerts>
