import { z } from 'zod'
import { MESSAGES } from '../messages.js'
import { isValidPriceAlertTargetAed } from '../price-alerts.js'
import { AedSchema, CoercedIdSchema, IdSchema, IsoDateTimeSchema } from './common.js'
import { envelope } from './envelope.js'
import { MetalTypeSchema } from './metal-price.js'

// Price alerts (addition, docs/decisions/258): a signed-in buyer asks to be mailed when gold or silver per gram,
// or one product's price, is below a target; the mail comes once per fall below it.

/** A target in AED: above 0 with at most 2 decimals (the contract's `isValidPriceAlertTargetAed`). */
export const PriceAlertTargetAedSchema = z
  .number({ error: MESSAGES.priceAlertTargetInvalid })
  .refine(isValidPriceAlertTargetAed, { error: MESSAGES.priceAlertTargetInvalid })

/** A new alert: a metal's price per gram of fine metal, or one product's price with VAT, below `targetAed`. */
export const CreatePriceAlertBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('metal'), metal: MetalTypeSchema, targetAed: PriceAlertTargetAedSchema }),
    z.object({ kind: z.literal('product'), productId: IdSchema, targetAed: PriceAlertTargetAedSchema }),
  ],
  { error: MESSAGES.priceAlertKindInvalid },
)
export type CreatePriceAlertBody = z.infer<typeof CreatePriceAlertBodySchema>

export const PriceAlertParamsSchema = z.object({ alertId: CoercedIdSchema })
export type PriceAlertParams = z.infer<typeof PriceAlertParamsSchema>

/** The product an alert watches, with what its page link needs. */
export const PriceAlertProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** The catalog's Arabic name; null shows the English one. */
  nameAr: z.string().nullable(),
  sku: z.string(),
  categoryName: z.string(),
})

const alertFields = {
  id: IdSchema,
  targetAed: AedSchema,
  /** The price compared now (per gram for a metal, one unit with VAT for a product); null when none is known. */
  currentAed: AedSchema.nullable(),
  /** True while the alert waits for the price to fall below the target; false once it mailed. */
  armed: z.boolean(),
  lastFiredAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
}

export const PriceAlertSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('metal'), metal: MetalTypeSchema, ...alertFields }),
  z.object({ kind: z.literal('product'), product: PriceAlertProductSchema, ...alertFields }),
])
export type PriceAlert = z.infer<typeof PriceAlertSchema>

export const PriceAlertsResponseSchema = envelope(z.array(PriceAlertSchema))
export type PriceAlertsResponse = z.infer<typeof PriceAlertsResponseSchema>
export const PriceAlertResponseSchema = envelope(PriceAlertSchema)
export type PriceAlertResponse = z.infer<typeof PriceAlertResponseSchema>
export const DeletePriceAlertResponseSchema = envelope(z.object({ id: IdSchema }))
export type DeletePriceAlertResponse = z.infer<typeof DeletePriceAlertResponseSchema>

/** The mailed token: 32 bytes in base64url, as the API writes it into the link. */
export const PriceAlertUnsubscribeBodySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: MESSAGES.priceAlertLinkInvalid }),
})
export type PriceAlertUnsubscribeBody = z.infer<typeof PriceAlertUnsubscribeBodySchema>
/** The alert the link switched off (it no longer exists), so the page can say which. */
export const PriceAlertUnsubscribeResponseSchema = envelope(PriceAlertSchema)
export type PriceAlertUnsubscribeResponse = z.infer<typeof PriceAlertUnsubscribeResponseSchema>
