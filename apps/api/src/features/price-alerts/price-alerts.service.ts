import { createHash, createHmac } from 'node:crypto'
import {
  filsToAed,
  isBelowTarget,
  MESSAGES,
  MetalTypeSchema,
  PRICE_ALERTS_MAX_PER_ACCOUNT,
  priceAlertStep,
  priceAlertTargetFils,
  productAlertPriceFils,
  type CreatePriceAlertBody,
  type PriceAlert,
} from '@shop/contract'
import { isLanguage } from '@shop/contract/i18n'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { conflict, notFound } from '../../lib/errors.js'
import { periodicJob } from '../../lib/periodic-job.js'
import { enqueueMail, type MailJob } from '../mail-queue/mail-queue.js'
import { priceAlertMail, type PriceAlertMailSubject } from './price-alert-mail.js'
import {
  countAlertsOfUser,
  deleteAlert,
  findAlertableProduct,
  findAlertByTokenHash,
  findAlertOfUser,
  insertAlert,
  listAlertsOfUser,
  lockAlertsForCheck,
  lockAlertsOfAccount,
  markFired,
  metalPricePerGramFils,
  rearmAlerts,
  type AlertRow,
} from './price-alerts.repo.js'

/**
 * How often the sweep checks every alert. The metal feed's moves are checked at once (`afterPriceMove`); the
 * sweep catches what moves prices elsewhere: the owner editing a product's price, or pinning a metal's.
 */
export const PRICE_ALERT_SWEEP_MS = 60_000

export interface PriceAlertsDeps {
  db: Db
  clock: Clock
  /** Base of the links in the mail (PUBLIC_URL). */
  publicUrl: string
  /** Keys the mailed "stop" tokens; a label keeps them apart from the secret's other uses. */
  secret: string
  log: { warn(obj: object, message: string): void }
  /** Only the leading instance checks (the rows are locked anyway; this saves the others the read). */
  isLeader: () => Promise<boolean>
}

const priceAlertNotFound = () => notFound(MESSAGES.priceAlertNotFound, 'PRICE_ALERT_NOT_FOUND')

/** The price an alert compares now, in fils; null when there is none to compare (a product off sale, unpriced). */
function currentFilsOf(row: AlertRow): number | null {
  if (row.kind === 'metal') return row.metalPricePerGramFils
  if (row.productPublished !== true || row.productArchivedAt !== null) return null
  if (row.finalPriceFils === null && row.basePriceFils === null) return null
  return productAlertPriceFils({
    finalPriceFils: row.finalPriceFils,
    basePriceFils: row.basePriceFils,
    vatPercent: row.vatPercent ?? 0,
  })
}

function toWire(row: AlertRow): PriceAlert {
  const current = currentFilsOf(row)
  const fields = {
    id: row.id,
    targetAed: filsToAed(row.targetFils),
    currentAed: current === null ? null : filsToAed(current),
    armed: row.armed,
    lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
  if (row.kind === 'metal') return { kind: 'metal', metal: MetalTypeSchema.parse(row.metal), ...fields }
  return {
    kind: 'product',
    product: {
      id: row.productId ?? 0,
      name: row.productName ?? '',
      nameAr: row.productNameAr ?? null,
      sku: row.sku ?? '',
      categoryName: row.categoryName ?? '',
    },
    ...fields,
  }
}

function mailSubjectOf(row: AlertRow): PriceAlertMailSubject {
  if (row.kind === 'metal') return { kind: 'metal', metal: MetalTypeSchema.parse(row.metal) }
  if (row.productName === null || row.sku === null || row.categoryName === null) {
    throw new Error(`price alert ${row.id}: its product is gone`)
  }
  return {
    kind: 'product',
    name: row.productName,
    nameAr: row.productNameAr,
    sku: row.sku,
    categoryName: row.categoryName,
  }
}

/**
 * A buyer's price alerts (docs/decisions/258). A check reads every alert with its price now, runs the contract's
 * `priceAlertStep` on each, and in ONE transaction disarms the ones that fire, queues their mails and re-arms
 * the ones whose price is back: a mail exists exactly when its alert was disarmed, so each fall below a target
 * mails once, and the mail queue (docs/decisions/056) delivers it through an outage.
 */
export function createPriceAlerts(deps: PriceAlertsDeps) {
  const key = createHmac('sha256', deps.secret).update('price-alert-unsubscribe/v1').digest()
  /**
   * The "stop" token of an alert: derived, not stored, so every mail of one alert carries the same working link.
   * The creation time keeps a restored database's reused id from matching an old mail's token.
   */
  const tokenOf = (row: { id: number; userId: number; createdAt: Date }) =>
    createHmac('sha256', key).update(`${row.id}:${row.userId}:${row.createdAt.getTime()}`).digest('base64url')
  /** Only this is stored: a leaked table gives no working link. */
  const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

  async function list(userId: number): Promise<PriceAlert[]> {
    return (await listAlertsOfUser(deps.db, userId)).map(toWire)
  }

  async function create(userId: number, body: CreatePriceAlertBody): Promise<PriceAlert> {
    const targetFils = priceAlertTargetFils(body.targetAed)
    const at = deps.clock.now()
    const id = await deps.db.transaction(async (tx) => {
      await lockAlertsOfAccount(tx, userId)
      let currentFils: number
      if (body.kind === 'metal') {
        const perGram = await metalPricePerGramFils(tx, body.metal)
        if (perGram === undefined) throw notFound()
        currentFils = perGram
      } else {
        const product = await findAlertableProduct(tx, body.productId)
        if (!product) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND')
        currentFils = productAlertPriceFils(product)
      }
      if ((await countAlertsOfUser(tx, userId)) >= PRICE_ALERTS_MAX_PER_ACCOUNT) {
        throw conflict(
          MESSAGES.priceAlertLimitReached,
          { max: PRICE_ALERTS_MAX_PER_ACCOUNT },
          'PRICE_ALERT_LIMIT_REACHED',
        )
      }
      // Already below: the buyer can buy now, and an alert would mail at once (as a back-in-stock request for
      // a product in stock is refused).
      if (isBelowTarget(currentFils, targetFils)) {
        throw conflict(
          MESSAGES.priceAlertAlreadyBelow,
          { currentAed: filsToAed(currentFils) },
          'PRICE_ALERT_ALREADY_BELOW',
        )
      }
      const subject =
        body.kind === 'metal'
          ? { kind: 'metal' as const, metal: body.metal }
          : { kind: 'product' as const, productId: body.productId }
      const inserted = await insertAlert(tx, { userId, targetFils, at, ...subject })
      if (inserted === undefined) throw conflict(MESSAGES.priceAlertExists, undefined, 'PRICE_ALERT_EXISTS')
      return inserted
    })
    const row = await findAlertOfUser(deps.db, userId, id)
    if (!row) throw priceAlertNotFound()
    return toWire(row)
  }

  /** Deletes one of the buyer's alerts; another buyer's is not found (404), so ids cannot be probed. */
  async function remove(userId: number, alertId: number): Promise<{ id: number }> {
    return deps.db.transaction(async (tx) => {
      const row = await findAlertOfUser(tx, userId, alertId)
      if (!row) throw priceAlertNotFound()
      await deleteAlert(tx, row.id)
      return { id: row.id }
    })
  }

  /** The mailed "stop" link, without signing in: deletes the alert the token names and answers what it was. */
  async function unsubscribe(token: string): Promise<PriceAlert> {
    return deps.db.transaction(async (tx) => {
      const row = await findAlertByTokenHash(tx, hashOf(token))
      if (!row) throw notFound(MESSAGES.priceAlertLinkInvalid, 'PRICE_ALERT_LINK_INVALID')
      await deleteAlert(tx, row.id)
      return toWire(row)
    })
  }

  /** Checks every alert against its price now; answers how many mails were queued. */
  async function check(): Promise<number> {
    if (!(await deps.isLeader())) return 0
    const at = deps.clock.now()
    return deps.db.transaction(async (tx) => {
      const fired: { id: number; tokenHash: string }[] = []
      const rearmed: number[] = []
      const mails: MailJob[] = []
      for (const row of await lockAlertsForCheck(tx)) {
        const currentFils = currentFilsOf(row)
        // No price to compare (a product taken off sale): the alert keeps its state until there is one.
        if (currentFils === null) continue
        const step = priceAlertStep({ armed: row.armed, targetFils: row.targetFils, currentFils })
        if (step.armed && !row.armed) rearmed.push(row.id)
        if (!step.fire) continue
        // An alert whose mail cannot be written (a corrupt row) stays armed and is logged; it never holds
        // back the others' mails (docs/decisions/180).
        try {
          const token = tokenOf(row)
          mails.push({
            kind: 'price-alert',
            message: priceAlertMail({
              to: row.email,
              firstName: row.firstName,
              language: isLanguage(row.language) ? row.language : 'en',
              subject: mailSubjectOf(row),
              targetFils: row.targetFils,
              currentFils,
              publicUrl: deps.publicUrl,
              unsubscribeToken: token,
            }),
          })
          fired.push({ id: row.id, tokenHash: hashOf(token) })
        } catch (error) {
          deps.log.warn({ err: error, alertId: row.id }, 'price alert: this mail could not be written')
        }
      }
      await markFired(tx, fired, at)
      await rearmAlerts(tx, rearmed, at)
      await enqueueMail(tx, mails, at)
      return mails.length
    })
  }

  // Every sweep in production (main.ts); tests call `check()` themselves.
  const job = periodicJob({
    runAtStart: false,
    run: () => check(),
    onError: (error) => deps.log.warn({ err: error }, 'price alert check failed'),
  })
  return {
    list,
    create,
    remove,
    unsubscribe,
    check,
    /**
     * The metal feed moved a price and committed it: check now rather than at the next sweep. Never throws: the
     * feed's price is stored whatever happens here, and the next check decides from the price as it stands.
     */
    async afterPriceMove(): Promise<void> {
      try {
        await check()
      } catch (error) {
        deps.log.warn({ err: error }, 'price alert check after a metal price move failed')
      }
    },
    start(intervalMs = PRICE_ALERT_SWEEP_MS): void {
      job.start(intervalMs)
    },
    /** Stops the sweeps; resolves once a check under way has finished. */
    stop: (): Promise<void> => job.stop(),
  }
}

export type PriceAlerts = ReturnType<typeof createPriceAlerts>
