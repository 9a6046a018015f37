import { MESSAGES } from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { conflict, notFound } from '../../lib/errors.js'
import { type MailLog, type Mailer, sendSafely } from '../../lib/mailer.js'
import { backInStockMail } from './back-in-stock-mail.js'
import {
  claimDueRequests,
  findRequestableProduct,
  hasOpenRequest,
  openRequest,
  reopenRequest,
  withdrawRequest,
} from './back-in-stock.repo.js'

/** How often the sweep looks for requested products that are in stock again. */
export const BACK_IN_STOCK_SWEEP_MS = 30_000

export interface BackInStockDeps {
  db: Db
  clock: Clock
  mailer: Mailer
  /** Base of the link to the product's page (PUBLIC_URL). */
  publicUrl: string
  log: MailLog & { warn(obj: object, message: string): void }
  /** Only the leading instance sweeps (the claim is atomic anyway; this saves the others the query). */
  isLeader?: () => Promise<boolean>
}

/**
 * Back-in-stock requests (docs/decisions/074). A sweep mails every open request whose product is in stock
 * again and closes it in the same statement it claims it, so each request is mailed once; a failed send
 * reopens it for the next sweep. The mail goes out after the stock change committed, never inside it.
 */
export function createBackInStock(deps: BackInStockDeps) {
  async function state(userId: number, productId: number) {
    return { productId, requested: await hasOpenRequest(deps.db, userId, productId) }
  }

  async function request(userId: number, productId: number) {
    const product = await findRequestableProduct(deps.db, productId)
    if (!product) throw notFound()
    // An in-stock product can be bought now; a request would be mailed at once and closed.
    if (product.stock > 0) throw conflict(MESSAGES.backInStockNotNeeded)
    await openRequest(deps.db, userId, productId, deps.clock.now())
    return state(userId, productId)
  }

  async function cancel(userId: number, productId: number) {
    await withdrawRequest(deps.db, userId, productId)
    return state(userId, productId)
  }

  /** Mails the open requests of products in stock again; answers how many mails went out. */
  async function sweep(productIds?: readonly number[]): Promise<number> {
    if (deps.isLeader && !(await deps.isLeader())) return 0
    const at = deps.clock.now()
    let sent = 0
    for (const due of await claimDueRequests(deps.db, at, productIds)) {
      const ok = await sendSafely(
        deps.mailer,
        backInStockMail({
          to: due.email,
          firstName: due.firstName,
          productName: due.productName,
          sku: due.sku,
          categoryName: due.categoryName,
          publicUrl: deps.publicUrl,
        }),
        deps.log,
      )
      if (ok) sent += 1
      else await reopenRequest(deps.db, due.id, at)
    }
    return sent
  }

  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  return {
    state,
    request,
    cancel,
    sweep,
    start(intervalMs = BACK_IN_STOCK_SWEEP_MS): void {
      timer ??= setInterval(() => {
        running = sweep().catch((error: unknown) =>
          deps.log.warn({ err: error }, 'back-in-stock sweep failed'),
        )
      }, intervalMs)
      timer.unref()
    },
    /** Stops the sweeps; resolves once a sweep under way has finished. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
  }
}

export type BackInStock = ReturnType<typeof createBackInStock>
