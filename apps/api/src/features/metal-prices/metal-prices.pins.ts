import {
  aedToFils,
  filsToAed,
  MESSAGES,
  METAL_PIN_DEFAULT_MS,
  METAL_PIN_MAX_MS,
  type MetalSourceAnswer,
} from '@shop/contract'
import { z } from 'zod'
import type { Db, Tx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import {
  insertMetalPriceHistory,
  lastFeedHistory,
  lastPrePinSnapshot,
  lockMetalPrice,
  repriceDynamicProducts,
  writeMetalPrice,
  type MetalPriceRow,
} from './metal-prices.repo.js'
import { feedSourceLabel, METAL_PRICE_NOT_FOUND, type MetalPriceView } from './metal-prices.reads.js'

/** The part of a pin's audit `before` that unpinning reads back. */
const PrePinSnapshotSchema = z.object({
  price_per_gram: z.number().nonnegative(),
  source: z.string(),
  updated_at: z.iso.datetime().optional(),
})

/** A metal price as a pin's or unpin's audit row keeps it. */
const snapshot = (row: MetalPriceRow) => ({
  price_per_gram: filsToAed(row.pricePerGramFils),
  source: row.source,
  // The time of the price, so an unpin can give back the price from before the pin with its own age.
  updated_at: row.updatedAt.toISOString(),
  pinned_until: row.pinnedUntil?.toISOString() ?? null,
})

/** What unpinning gives back (see `unpin`); the row as it stands when the metal was never pinned. */
async function priceBeforePin(
  tx: Tx,
  row: MetalPriceRow,
): Promise<{ pricePerGramFils: number; source: string; priceAt: Date }> {
  const asItStands = { pricePerGramFils: row.pricePerGramFils, source: row.source, priceAt: row.updatedAt }
  if (row.pinnedUntil === null) return asItStands // nothing pinned: an unpin changes nothing
  const feed = await lastFeedHistory(tx, row.metalType)
  if (feed) {
    return {
      pricePerGramFils: feed.pricePerGramFils,
      source: feedSourceLabel((feed.sources as MetalSourceAnswer[]).map((s) => s.name)),
      priceAt: feed.at,
    }
  }
  const prior = await lastPrePinSnapshot(tx, row.id)
  const parsed = PrePinSnapshotSchema.safeParse(prior?.before)
  if (!prior || !parsed.success) return asItStands
  return {
    pricePerGramFils: aedToFils(parsed.data.price_per_gram),
    source: parsed.data.source,
    // Audit rows written before the snapshot carried the price's time: the pin's time is the best bound.
    priceAt: parsed.data.updated_at ? new Date(parsed.data.updated_at) : prior.at,
  }
}

/** The owner's pin of a metal price and its end (decisions 037, 054); each answers the metal as `list` shows it. */
export function createMetalPricePins(deps: {
  db: Db
  clock: Clock
  viewOf(id: number): Promise<MetalPriceView>
}) {
  const { db, clock, viewOf } = deps

  return {
    /**
     * The owner pins a price until `until` (default a day, at most 30 days: decision 037): it becomes the
     * current price at once, every dynamic product of the metal follows, and the pin, its history row and its
     * audit row are written in one transaction.
     */
    async pin(
      actorUserId: number,
      id: number,
      input: { pricePerGramAed: number; until?: string | undefined },
    ): Promise<MetalPriceView> {
      const now = clock.now()
      const until = input.until ? new Date(input.until) : new Date(now.getTime() + METAL_PIN_DEFAULT_MS)
      if (until.getTime() <= now.getTime()) {
        throw badRequest(MESSAGES.pinUntilInPast, {
          body: [{ path: ['until'], message: MESSAGES.pinUntilInPast }],
        })
      }
      if (until.getTime() - now.getTime() > METAL_PIN_MAX_MS) {
        throw badRequest(MESSAGES.pinTooLong, { body: [{ path: ['until'], message: MESSAGES.pinTooLong }] })
      }
      const pricePerGramFils = aedToFils(input.pricePerGramAed)
      const row = await db.transaction(async (tx) => {
        const before = await lockMetalPrice(tx, { id })
        if (!before) throw notFound(METAL_PRICE_NOT_FOUND)
        const after = await writeMetalPrice(tx, id, {
          pricePerGramFils,
          source: 'owner',
          priceAt: now,
          pin: { pricePerGramFils, until, byUserId: actorUserId },
        })
        await repriceDynamicProducts(tx, after, now)
        await insertMetalPriceHistory(tx, {
          metalType: after.metalType,
          pricePerGramFils,
          source: 'owner',
          sources: [],
          at: now,
        })
        await recordAudit(tx, {
          actorUserId,
          action: 'metal_price.pin',
          entityType: 'metal_price',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
          at: now,
        })
        return after
      })
      return viewOf(row.id)
    },

    /**
     * Ends the owner's pin and gives back the newest price that was not the owner's: the feed's last accepted
     * price (however old: it is stale when old, and says so), else the price the metal held before the pin
     * (decision 054). Products follow; the audit row shows both prices.
     */
    async unpin(actorUserId: number, id: number): Promise<MetalPriceView> {
      const now = clock.now()
      const row = await db.transaction(async (tx) => {
        const before = await lockMetalPrice(tx, { id })
        if (!before) throw notFound(METAL_PRICE_NOT_FOUND)
        const restored = await priceBeforePin(tx, before)
        const after = await writeMetalPrice(tx, id, { ...restored, pin: null })
        if (after.pricePerGramFils !== before.pricePerGramFils) await repriceDynamicProducts(tx, after, now)
        await recordAudit(tx, {
          actorUserId,
          action: 'metal_price.unpin',
          entityType: 'metal_price',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
          at: now,
        })
        return after
      })
      return viewOf(row.id)
    },
  }
}
