import {
  DAY_MS,
  HOUR_MS,
  MESSAGES,
  metalHistoryBuckets,
  metalPriceChange,
  metalPriceUsability,
  type MetalHistoryRange,
  type MetalPriceFallback,
  type MetalPriceUsability,
  type MetalType,
} from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { AppError, notFound } from '../../lib/errors.js'
import {
  findMetalPricesByIds,
  historyPricesAt,
  lastFeedAcceptedAt,
  listMetalPrices,
  metalHistoryPoints,
  type MetalPriceRow,
} from './metal-prices.repo.js'

// Reading metal prices: what the owner and the storefront see, whether a price may still be sold at, and the
// chart's history. Nothing here writes.

export const METAL_PRICE_NOT_FOUND = 'Metal price not found.'

/** What the feed writes as a metal's `source`: `feed:` and the names of the sources it took the median of. */
export const feedSourceLabel = (names: readonly string[]) => `feed:${names.join(',')}`

/** The time of the feed's price a row holds, or null when its price came from the owner or the seed. */
const feedPriceAt = (row: MetalPriceRow): Date | null =>
  row.source.startsWith('feed:') ? row.updatedAt : null

/** The end of the owner's pin while it is in force at `now`, else null. */
export const activePin = (row: MetalPriceRow, now: Date) =>
  row.pinnedUntil && row.pinnedUntil.getTime() > now.getTime() ? row.pinnedUntil : null

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

export interface MetalPriceReadDeps {
  db: Db
  clock: Clock
  /** METAL_PRICE_MAX_AGE_S in milliseconds. */
  maxAgeMs: number
  fallback: MetalPriceFallback
  log: { warn(message: string): void }
}

export function createMetalPriceReads(deps: MetalPriceReadDeps) {
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

  return {
    list,

    /** One metal's price as `list` shows it; 404 when unknown. */
    async viewOf(id: number): Promise<MetalPriceView> {
      const view = (await list()).find((candidate) => candidate.row.id === id)
      if (!view) throw notFound(METAL_PRICE_NOT_FOUND)
      return view
    },

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

    /** Up to ~100 points of a metal's price over a range, for the home page's chart. */
    async history(metalType: MetalType, range: MetalHistoryRange) {
      const now = clock.now()
      const { spanMs, bucketMs } = metalHistoryBuckets(range)
      return metalHistoryPoints(db, { metalType, from: new Date(now.getTime() - spanMs), to: now, bucketMs })
    },

    lastFeedAcceptedAt: () => lastFeedAcceptedAt(db),
  }
}
