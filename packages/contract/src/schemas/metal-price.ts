import { z } from 'zod'
import { METAL_HISTORY_RANGES } from '../metal-feed.js'
import { AedSchema, IdParamsSchema, IsoDateTimeSchema, SignedAedSchema } from './common.js'
import { envelope } from './envelope.js'

export const METAL_TYPES = ['gold', 'silver'] as const
export const MetalTypeSchema = z.enum(METAL_TYPES)
export type MetalType = z.infer<typeof MetalTypeSchema>

/** The move over about 24 h: AED per gram (2 decimals, signed) and percent of the earlier price. */
export const MetalPriceChangeSchema = z.object({
  price_per_gram: SignedAedSchema,
  percent: z.number(),
})
export type MetalPriceChange = z.infer<typeof MetalPriceChangeSchema>

/**
 * docs/product.md Metal price: AED per gram at the edge (2 decimals), ISO time of the last update; plus
 * (docs/architecture.md#live-metal-prices) where it came from (`feed:<sources>`, `owner`, or the seeded `stored`), the change over 24 h
 * (null without a price that old), whether it is too old to sell at, and the end of the owner's pin.
 */
export const MetalPriceSchema = z.object({
  id: z.number().int().positive(),
  metal_type: MetalTypeSchema,
  price_per_gram: z.number().nonnegative(),
  updatedAt: z.iso.datetime(),
  source: z.string(),
  change_24h: MetalPriceChangeSchema.nullable(),
  stale: z.boolean(),
  /** A fresh feed price (the feed answered within the max age, no pin in force): what "live" means. */
  live: z.boolean(),
  pinned_until: IsoDateTimeSchema.nullable(),
})
export type MetalPrice = z.infer<typeof MetalPriceSchema>

// ---- GET /metal-price/get-all-metal-prices ----
export const GetAllMetalPricesResponseSchema = envelope(z.array(MetalPriceSchema))
export type GetAllMetalPricesResponse = z.infer<typeof GetAllMetalPricesResponseSchema>

// ---- PUT /metal-price/update-metal-price/:id (admin; addition) ----
export const MetalPriceIdParamsSchema = IdParamsSchema
export type MetalPriceIdParams = z.infer<typeof MetalPriceIdParamsSchema>
/**
 * The owner pins an AED price per gram (2 decimals, above 0) until `until` (an instant in the future; default
 * a day, at most 30 days: decision 037); dynamic prices follow at once (docs/architecture.md#pricing and docs/architecture.md#live-metal-prices).
 */
export const UpdateMetalPriceBodySchema = z.object({
  price_per_gram: AedSchema.refine((value) => value > 0, { error: 'Must be above 0.' }),
  until: IsoDateTimeSchema.optional(),
})
export type UpdateMetalPriceBody = z.infer<typeof UpdateMetalPriceBodySchema>
export const UpdateMetalPriceResponseSchema = envelope(MetalPriceSchema)
export type UpdateMetalPriceResponse = z.infer<typeof UpdateMetalPriceResponseSchema>

// ---- DELETE /metal-price/unpin-metal-price/:id (admin; addition) ----
/** Ends the owner's pin: the metal goes back to the feed's last price when it is fresh. */
export const UnpinMetalPriceResponseSchema = envelope(MetalPriceSchema)
export type UnpinMetalPriceResponse = z.infer<typeof UnpinMetalPriceResponseSchema>

// ---- GET /metal-price/get-metal-price-history (addition) ----
export const MetalHistoryRangeSchema = z.enum(
  Object.keys(METAL_HISTORY_RANGES) as [
    keyof typeof METAL_HISTORY_RANGES,
    ...(keyof typeof METAL_HISTORY_RANGES)[],
  ],
)
export const MetalPriceHistoryQuerySchema = z.object({
  metal: MetalTypeSchema,
  range: MetalHistoryRangeSchema.default('24h'),
})
export type MetalPriceHistoryQuery = z.infer<typeof MetalPriceHistoryQuerySchema>
/** One point of the chart: the last price of its time bucket. */
export const MetalPricePointSchema = z.object({
  at: IsoDateTimeSchema,
  price_per_gram: AedSchema,
})
export type MetalPricePoint = z.infer<typeof MetalPricePointSchema>
export const MetalPriceHistorySchema = z.object({
  metal: MetalTypeSchema,
  range: MetalHistoryRangeSchema,
  points: z.array(MetalPricePointSchema),
})
export type MetalPriceHistory = z.infer<typeof MetalPriceHistorySchema>
export const MetalPriceHistoryResponseSchema = envelope(MetalPriceHistorySchema)
export type MetalPriceHistoryResponse = z.infer<typeof MetalPriceHistoryResponseSchema>

// ---- GET /metal-price/feed-health (admin; addition) ----
export const MetalFeedSourceHealthSchema = z.object({
  name: z.string(),
  last_success_at: IsoDateTimeSchema.nullable(),
  last_failure_at: IsoDateTimeSchema.nullable(),
  last_error: z.string().nullable(),
  consecutive_failures: z.number().int().nonnegative(),
  /** What it answered last, USD per troy ounce per metal. */
  last_answer: z.array(z.object({ metal_type: MetalTypeSchema, usd_per_ounce: z.number() })),
})
export type MetalFeedSourceHealth = z.infer<typeof MetalFeedSourceHealthSchema>
export const MetalFeedHealthSchema = z.object({
  /** False on an instance that does not lead: another one polls (decision 037). */
  polling: z.boolean(),
  poll_ms: z.number().int().positive(),
  max_age_s: z.number().int().positive(),
  fallback: z.enum(['stored', 'off']),
  /** The newest feed price of any metal, from the database (right on every instance). */
  last_accepted_at: IsoDateTimeSchema.nullable(),
  sources: z.array(MetalFeedSourceHealthSchema),
})
export type MetalFeedHealth = z.infer<typeof MetalFeedHealthSchema>
export const MetalFeedHealthResponseSchema = envelope(MetalFeedHealthSchema)
export type MetalFeedHealthResponse = z.infer<typeof MetalFeedHealthResponseSchema>
