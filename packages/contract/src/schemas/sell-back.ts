import { z } from 'zod'
import {
  SELL_BACK_NOTE_MAX,
  SELL_BACK_PAYOUT_METHODS,
  SELL_BACK_STATES,
  SELL_BACK_UNITS_MAX,
} from '../sell-back.js'
import { AedSchema, CoercedIdSchema, IdSchema, IsoDateTimeSchema, emptyAsAbsent } from './common.js'
import { envelope } from './envelope.js'
import { MetalTypeSchema } from './metal-price.js'

// docs/architecture.md#sell-back: the wire shapes of a buyer's sell-back quote and the owner's steps on it.

export const SellBackStateSchema = z.enum(SELL_BACK_STATES)
export const SellBackPayoutMethodSchema = z.enum(SELL_BACK_PAYOUT_METHODS)

const unitsField = (what: string) =>
  z
    .number({ error: `Enter how many units you ${what}.` })
    .int({ error: 'Enter a whole number of units.' })
    .min(1, { error: 'At least one unit.' })
    .max(SELL_BACK_UNITS_MAX, { error: `At most ${SELL_BACK_UNITS_MAX} units in one quote.` })

const noteField = z.string().trim().max(SELL_BACK_NOTE_MAX).default('')

export const RequestSellBackQuoteBodySchema = z.object({
  productId: IdSchema,
  units: unitsField('sell'),
})
export type RequestSellBackQuoteBody = z.infer<typeof RequestSellBackQuoteBodySchema>

export const SellBackQuoteParamsSchema = z.object({ quoteId: CoercedIdSchema })

export const SellBackDecisionBodySchema = z.object({
  decision: z.enum(['accept', 'refuse'], { error: 'Accept or refuse the quote.' }),
  /** Shown to the buyer: where to bring or send the items, or why not. */
  note: noteField,
})
export type SellBackDecisionBody = z.infer<typeof SellBackDecisionBodySchema>

export const ReceiveSellBackBodySchema = z.object({
  /** The units that arrived and passed inspection: at most the quote's, each at the locked unit price. */
  units: unitsField('received'),
  note: noteField,
})
export type ReceiveSellBackBody = z.infer<typeof ReceiveSellBackBodySchema>

export const PaySellBackBodySchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('bitcoin') }),
    z.object({
      method: z.literal('cash'),
      /** Who was paid, where, the receipt's number: the cash leaves no other trace. */
      note: z
        .string()
        .trim()
        .min(1, { error: 'Say how the cash was paid (receipt, who handed it over).' })
        .max(SELL_BACK_NOTE_MAX),
    }),
  ],
  { error: 'Pay in bitcoin or record a cash payout.' },
)
export type PaySellBackBody = z.infer<typeof PaySellBackBodySchema>

/** A quote as its buyer sees it. */
export const SellBackQuoteSchema = z.object({
  quoteId: IdSchema,
  productId: IdSchema,
  productName: z.string(),
  /** The Arabic name, when the catalog has one. */
  productNameAr: z.string().nullable(),
  metal: MetalTypeSchema,
  state: SellBackStateSchema,
  /** The units quoted; after receipt, the units the owner took. */
  units: z.number().int().positive(),
  /** The units first quoted (the owner may take fewer on inspection). */
  requestedUnits: z.number().int().positive(),
  /** The buy-back price of one unit, locked when the quote was asked for. */
  unitPrice: AedSchema,
  total: AedSchema,
  spreadPercent: z.number(),
  /** The end of the price hold: the owner accepts before it or the quote expires. */
  lockedUntil: IsoDateTimeSchema,
  /** The owner's words (where to bring the items, why not, what the inspection found). */
  ownerNote: z.string(),
  payoutMethod: SellBackPayoutMethodSchema.nullable(),
  /** The refund to claim with a bitcoin address, for a bitcoin payout. */
  refundId: IdSchema.nullable(),
  requestedAt: IsoDateTimeSchema,
  decidedAt: IsoDateTimeSchema.nullable(),
  receivedAt: IsoDateTimeSchema.nullable(),
  paidAt: IsoDateTimeSchema.nullable(),
})
export type SellBackQuote = z.infer<typeof SellBackQuoteSchema>

/** A quote as staff handle it: the buyer's view, who asked, and the cash payout's note. */
export const OwnerSellBackQuoteSchema = SellBackQuoteSchema.extend({
  buyer: z.object({ name: z.string(), email: z.string() }),
  cashNote: z.string().nullable(),
})
export type OwnerSellBackQuote = z.infer<typeof OwnerSellBackQuoteSchema>

export const SellBackQuoteResponseSchema = envelope(SellBackQuoteSchema)
export const SellBackQuotesResponseSchema = envelope(z.array(SellBackQuoteSchema))
export const OwnerSellBackQuoteResponseSchema = envelope(OwnerSellBackQuoteSchema)
export const OwnerSellBackQuotesResponseSchema = envelope(z.array(OwnerSellBackQuoteSchema))

export const OWNER_SELL_BACK_FILTERS = ['open', 'all'] as const
export const OwnerSellBackQuerySchema = z.object({
  /** open: requested, accepted, received or waiting for a bitcoin payout; all: every quote. */
  state: emptyAsAbsent(z.enum(OWNER_SELL_BACK_FILTERS).default('open')),
})
