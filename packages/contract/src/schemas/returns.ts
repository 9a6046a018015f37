import { z } from 'zod'
import { RETURN_PHOTOS_MAX, RETURN_REASON_MAX, RETURN_STATES } from '../returns.js'
import {
  AedSchema,
  CoercedIdSchema,
  IdSchema,
  IsoDateTimeSchema,
  emptyAsAbsent,
  requiredText,
} from './common.js'
import { envelope } from './envelope.js'
import { OrderUniqueIdSchema } from './order.js'

// docs/architecture.md#returns: a buyer returns some units of a delivered order; the owner accepts or refuses,
// receives the goods, and the refund (docs/architecture.md#refunds-and-payouts) and credit note follow.

export const ReturnStateSchema = z.enum(RETURN_STATES)

/** A photo's id as the upload answered it (a UUID). */
export const ReturnPhotoIdSchema = z.uuid({ error: 'Unknown photo.' })

/** The largest number of units one line of a return may name: far above any order's quantity. */
const RETURN_UNITS_MAX = 10_000

export const RequestReturnBodySchema = z.object({
  orderId: OrderUniqueIdSchema,
  lines: z
    .array(
      z.object({
        orderItemId: IdSchema,
        units: z
          .number({ error: 'Enter how many units you return.' })
          .int({ error: 'Enter a whole number of units.' })
          .positive({ error: 'Return at least one unit.' })
          .max(RETURN_UNITS_MAX),
      }),
    )
    .min(1, { error: 'Choose at least one item to return.' })
    .max(100),
  reason: requiredText(RETURN_REASON_MAX, 'Tell us what is wrong with the items.'),
  photoIds: z.array(ReturnPhotoIdSchema).max(RETURN_PHOTOS_MAX).default([]),
})
export type RequestReturnBody = z.infer<typeof RequestReturnBodySchema>

export const ReturnParamsSchema = z.object({ returnId: CoercedIdSchema })
export const ReturnPhotoParamsSchema = z.object({ photoId: ReturnPhotoIdSchema })
export const ReturnableParamsSchema = z.object({ orderId: OrderUniqueIdSchema })
export const BuyerReturnsQuerySchema = z.object({ orderId: emptyAsAbsent(OrderUniqueIdSchema.optional()) })

export const ReturnDecisionBodySchema = z.object({
  decision: z.enum(['accepted', 'refused'], { error: 'Accept or refuse the return.' }),
  /** Shown to the buyer: where to send the items, or why the return is refused. */
  note: z.string().trim().max(RETURN_REASON_MAX).default(''),
})
export type ReturnDecisionBody = z.infer<typeof ReturnDecisionBodySchema>

export const ReceiveReturnBodySchema = z.object({
  /** The items can be sold again: their units go back into stock through the stock ledger. */
  resaleable: z.boolean({ error: 'Say whether the items can be sold again.' }),
})
export type ReceiveReturnBody = z.infer<typeof ReceiveReturnBodySchema>

export const ReturnLineSchema = z.object({
  orderItemId: IdSchema,
  name: z.string(),
  /** The Arabic name the order line kept; null when it kept none (an Arabic page then shows `name`). */
  nameAr: z.string().nullable(),
  /** The chosen options, as the order shows them ("Storage: 256 GB"); empty when none. */
  options: z.string(),
  /** The same options with the Arabic names the line kept; null when it kept none. */
  optionsAr: z.string().nullable(),
  units: z.number().int().positive(),
  unitPrice: AedSchema,
})

/** A return as its buyer sees it. */
export const ReturnSchema = z.object({
  returnId: IdSchema,
  orderId: OrderUniqueIdSchema,
  state: ReturnStateSchema,
  reason: z.string(),
  /** The owner's words with the decision (where to send the items, or why not). */
  ownerNote: z.string(),
  lines: z.array(ReturnLineSchema),
  photoIds: z.array(z.string()),
  requestedAt: IsoDateTimeSchema,
  decidedAt: IsoDateTimeSchema.nullable(),
  receivedAt: IsoDateTimeSchema.nullable(),
  /** What the credit note credits (items, their VAT, their share of the service charge); null until received. */
  credit: AedSchema.nullable(),
  creditNoteNumber: z.string().nullable(),
  /** The refund made on receipt (claimed on the order page like any other); null until received. */
  refundId: IdSchema.nullable(),
})
export type Return = z.infer<typeof ReturnSchema>

/** A return as the owner handles it: the buyer's view, who asked, and whether the goods went back to stock. */
export const OwnerReturnSchema = ReturnSchema.extend({
  buyer: z.object({ name: z.string(), email: z.string() }),
  resaleable: z.boolean().nullable(),
})
export type OwnerReturn = z.infer<typeof OwnerReturnSchema>

export const ReturnResponseSchema = envelope(ReturnSchema)
export const ReturnsResponseSchema = envelope(z.array(ReturnSchema))
export const OwnerReturnResponseSchema = envelope(OwnerReturnSchema)

export const OWNER_RETURN_FILTERS = ['open', 'all'] as const
export const OwnerReturnsQuerySchema = z.object({
  /** open: requested, accepted or received (not yet refunded); all: every return. */
  state: emptyAsAbsent(z.enum(OWNER_RETURN_FILTERS).default('open')),
})
export const OwnerReturnsResponseSchema = envelope(z.array(OwnerReturnSchema))

/** What of a delivered order its buyer may still return, and until when. */
export const ReturnableOrderSchema = z.object({
  orderId: OrderUniqueIdSchema,
  /** The end of the return window; null when the order was not delivered or the shop takes no returns. */
  windowEndsAt: IsoDateTimeSchema.nullable(),
  open: z.boolean(),
  lines: z.array(
    z.object({
      orderItemId: IdSchema,
      name: z.string(),
      nameAr: z.string().nullable(),
      options: z.string(),
      optionsAr: z.string().nullable(),
      quantity: z.number().int().positive(),
      /** Units not in a return already (a refused request frees its units again). */
      returnable: z.number().int().nonnegative(),
      unitPrice: AedSchema,
    }),
  ),
})
export const ReturnableOrderResponseSchema = envelope(ReturnableOrderSchema)

export const ReturnPhotoUploadResponseSchema = envelope(z.object({ photoId: ReturnPhotoIdSchema }))
/** A photo's bytes (JPEG, PNG or WebP), not JSON. */
export const ReturnPhotoFileSchema = z.string()
