import {
  aedToFils,
  DAY_MS,
  filsToAed,
  HOUR_MS,
  MESSAGES,
  METAL_PIN_DEFAULT_MS,
  METAL_PIN_MAX_MS,
  metalHistoryBuckets,
  metalPriceChange,
  metalPriceUsability,
  type MetalHistoryRange,
  type MetalPriceFallback,
  type MetalPriceUsability,
  type MetalSourceAnswer,
  type MetalType,
} from '@shop/contract'
import { z } from 'zod'
import type { Db, Tx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { AppError, badRequest, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import {
  findMetalPricesByIds,
  historyPricesAt,
  insertMetalPriceHistory,
  lastFeedAcceptedAt,
  lastFeedHistory,
  lastPrePinSnapshot,
  listMetalPrices,
  lockMetalPrice,
  metalHistoryPoints,
  repriceDynamicProducts,
  writeMetalPrice,
  type MetalPriceRow,
} from './metal-prices.repo.js'

/** The part of a pin's audit `before` that unpinning reads back. */
const PrePinSnapshotSchema = z.object({
  price_per_gram: z.number().nonnegative(),
  source: z.string(),
  updated_at: z.iso.datetime().optional(),
})

export const METAL_PRICE_NOT_FOUND = 'Metal price not found.'

/** What the feed writes as a metal's `source`: `feed:` and the names of the sources it took the median of. */
export const feedSourceLabel = (names: readonly string[]) => `feed:${names.join(',')}`

/** The time of the feed's price a row holds, or null when its price came from the owner or the seed. */
const feedPriceAt = (row: MetalPriceRow): Date | null =>
  row.source.startsWith('feed:') ? row.updatedAt : null

/** No usable price for a metal-linked product in the order: 503, nothing stored (docs/architecture.md#live-metal-prices). */
export class MetalPriceStaleError extends AppError {
  constructor(readonly metalType: string) {
    super(503, MESSAGES.metalPriceStale(metalType), { metal: metalType }, undefined, 'METAL_PRICE_STALE')
    this.name = 'MetalPriceStaleError'
  }
}

/** A metal price as the owner and the storefront see it. */
export interface MetalPriceView {
  row: MetalPriceRow
  /** Against the history price about 24 h earlier; null without one. */
  change24h: { fils: number; percent: number } | null
  stale: boolean
  /** A fresh feed price: the feed answered within the max age and no pin is in force. */
  live: boolean
  /** The end of the owner's pin while it lasts, else null. */
  pinnedUntil: Date | null
}

export interface MetalPriceServiceDeps {
  db: Db
  clock: Clock
  /** METAL_PRICE_MAX_AGE_S in milliseconds. */
  maxAgeMs: number
  fallback: MetalPriceFallback
  log: { warn(message: string): void }
}

export function createMetalPriceService(deps: MetalPriceServiceDeps) {
  const { db, clock } = deps
  const fallbackAnnounced = new Set<string>()

  function usability(row: MetalPriceRow, now: Date): MetalPriceUsability {
    const verdict = metalPriceUsability({
      now,
      pinnedUntil: row.pinnedUntil,
      lastFeedAt: feedPriceAt(row),
      maxAgeMs: deps.maxAgeMs,
      fallback: deps.fallback,
    })
    if (verdict.why === 'fallback' && !fallbackAnnounced.has(row.metalType)) {
      // Once per metal and process, as the BTC rate's development fallback does (decision 029).
      fallbackAnnounced.add(row.metalType)
      deps.log.warn(
        `no fresh ${row.metalType} price from the feed: selling at the last stored price (METAL_PRICE_FALLBACK=stored; set off to refuse)`,
      )
    }
    return verdict
  }

  const activePin = (row: MetalPriceRow, now: Date) =>
    row.pinnedUntil && row.pinnedUntil.getTime() > now.getTime() ? row.pinnedUntil : null

  const snapshot = (row: MetalPriceRow) => ({
    price_per_gram: filsToAed(row.pricePerGramFils),
    source: row.source,
    // The time of the price, so an unpin can give back the price from before the pin with its own age.
    updated_at: row.updatedAt.toISOString(),
    pinned_until: row.pinnedUntil?.toISOString() ?? null,
  })

  async function list(): Promise<MetalPriceView[]> {
    const now = clock.now()
    const [rows, dayAgo] = await Promise.all([
      listMetalPrices(db),
      historyPricesAt(db, {
        dayAgo: new Date(now.getTime() - DAY_MS),
        // "About 24 h": the newest price of the hour before, not one from last week.
        notBefore: new Date(now.getTime() - DAY_MS - HOUR_MS),
      }),
    ])
    return rows.map((row) => {
      const verdict = usability(row, now)
      return {
        row,
        change24h: metalPriceChange(row.pricePerGramFils, dayAgo.get(row.metalType) ?? null),
        stale: !verdict.usable,
        live: verdict.why === 'fresh',
        pinnedUntil: activePin(row, now),
      }
    })
  }

  async function viewOf(id: number): Promise<MetalPriceView> {
    const view = (await list()).find((candidate) => candidate.row.id === id)
    if (!view) throw notFound(METAL_PRICE_NOT_FOUND)
    return view
  }

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

  return {
    list,

    /**
     * docs/architecture.md#live-metal-prices: refuses (503) when any of these metals has no usable price, so a metal-linked product is
     * never sold at a stale price. Fixed-price products pass no metal and always pass.
     * @throws MetalPriceStaleError
     */
    async assertUsable(metalPriceIds: readonly number[]): Promise<void> {
      if (metalPriceIds.length === 0) return
      const now = clock.now()
      const rows = await findMetalPricesByIds(db, [...new Set(metalPriceIds)])
      for (const row of rows) {
        if (!usability(row, now).usable) throw new MetalPriceStaleError(row.metalType)
      }
    },

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

    /**
     * The feed's accepted price for a metal: in one transaction it becomes the current price (unless the owner's
     * pin is in force) with the products following, and goes to the history either way.
     * @returns whether the current price moved to it (false while pinned or without a row for the metal).
     */
    async applyFeedPrice(
      metalType: MetalType,
      price: { pricePerGramFils: number; sources: MetalSourceAnswer[] },
    ): Promise<boolean> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const row = await lockMetalPrice(tx, { metalType })
        await insertMetalPriceHistory(tx, {
          metalType,
          pricePerGramFils: price.pricePerGramFils,
          source: 'feed',
          sources: price.sources,
          at: now,
        })
        if (!row || activePin(row, now)) return false
        const after = await writeMetalPrice(tx, row.id, {
          pricePerGramFils: price.pricePerGramFils,
          source: feedSourceLabel(price.sources.map((s) => s.name)),
          priceAt: now,
          pin: null,
        })
        await repriceDynamicProducts(tx, after, now)
        return true
      })
    },

    /** Up to ~100 points of a metal's price over a range, for the home page's chart. */
    async history(metalType: MetalType, range: MetalHistoryRange) {
      const now = clock.now()
      const { spanMs, bucketMs } = metalHistoryBuckets(range)
      return metalHistoryPoints(db, { metalType, from: new Date(now.getTime() - spanMs), to: now, bucketMs })
    },

    lastFeedAcceptedAt: () => lastFeedAcceptedAt(db),
  }
}

export type MetalPriceService = ReturnType<typeof createMetalPriceService>
