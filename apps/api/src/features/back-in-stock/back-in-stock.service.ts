import { isLanguage } from '@shop/contract/i18n'
import { MESSAGES } from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { periodicJob } from '../../lib/periodic-job.js'
import { conflict, notFound } from '../../lib/errors.js'
import { enqueueMail, type MailJob } from '../mail-queue/mail-queue.js'
import { backInStockMail } from './back-in-stock-mail.js'
import {
  claimDueRequests,
  releaseRequests,
  findRequestableProduct,
  hasOpenRequest,
  openRequest,
  withdrawRequest,
} from './back-in-stock.repo.js'

/** How often the sweep looks for requested products that are in stock again. */
export const BACK_IN_STOCK_SWEEP_MS = 30_000

export interface BackInStockDeps {
  db: Db
  clock: Clock
  /** Base of the link to the product's page (PUBLIC_URL). */
  publicUrl: string
  log: { warn(obj: object, message: string): void }
  /** Only the leading instance sweeps (the claim is atomic anyway; this saves the others the query). */
  isLeader: () => Promise<boolean>
}

/**
 * Back-in-stock requests (docs/decisions/074). A sweep closes every open request whose product is in stock
 * again and queues its mail in the same transaction, so each request is mailed exactly once: the mail queue
 * retries through an outage (docs/decisions/056), and a request is never closed without its mail.
 */
export function createBackInStock(deps: BackInStockDeps) {
  async function state(userId: number, productId: number) {
    return { productId, requested: await hasOpenRequest(deps.db, userId, productId) }
  }

  async function request(userId: number, productId: number) {
    const product = await findRequestableProduct(deps.db, productId)
    if (!product) throw notFound()
    // An in-stock product can be bought now; a request would be mailed at once and closed.
    if (product.stock > 0)
      throw conflict(MESSAGES.backInStockNotNeeded, undefined, 'BACK_IN_STOCK_NOT_NEEDED')
    await openRequest(deps.db, userId, productId, deps.clock.now())
    return state(userId, productId)
  }

  async function cancel(userId: number, productId: number) {
    await withdrawRequest(deps.db, userId, productId)
    return state(userId, productId)
  }

  /** Queues a mail for each open request of a product in stock again; answers how many were queued. */
  async function sweep(productIds?: readonly number[]): Promise<number> {
    if (!(await deps.isLeader())) return 0
    const at = deps.clock.now()
    return deps.db.transaction(async (tx) => {
      const due = await claimDueRequests(tx, at, productIds)
      // A request whose mail cannot be written (a corrupt row) goes back to waiting and is logged; it never
      // holds back the others' mails (docs/decisions/180).
      const mails: MailJob[] = []
      const unwritten: number[] = []
      for (const request of due) {
        try {
          mails.push({
            kind: 'back-in-stock',
            message: backInStockMail({
              to: request.email,
              firstName: request.firstName,
              language: isLanguage(request.language) ? request.language : 'en',
              productName: request.productName,
              sku: request.sku,
              categoryName: request.categoryName,
              publicUrl: deps.publicUrl,
            }),
          })
        } catch (error) {
          unwritten.push(request.id)
          deps.log.warn(
            { err: error, requestId: request.id },
            'back-in-stock: this mail could not be written',
          )
        }
      }
      await releaseRequests(tx, unwritten, at)
      await enqueueMail(tx, mails, at)
      return mails.length
    })
  }

  // Every sweep in production (main.ts); tests call `sweep()` themselves.
  const job = periodicJob({
    runAtStart: false,
    run: () => sweep(),
    onError: (error) => deps.log.warn({ err: error }, 'back-in-stock sweep failed'),
  })
  return {
    state,
    request,
    cancel,
    sweep,
    start(intervalMs = BACK_IN_STOCK_SWEEP_MS): void {
      job.start(intervalMs)
    },
    /** Stops the sweeps; resolves once a sweep under way has finished. */
    stop: (): Promise<void> => job.stop(),
  }
}

export type BackInStock = ReturnType<typeof createBackInStock>
