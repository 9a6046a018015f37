import { z } from 'zod'
import { IdParamsSchema } from './common.js'
import { envelope } from './envelope.js'

// Back-in-stock requests (addition, docs/decisions/074): a signed-in buyer asks to be mailed once when an
// out-of-stock product is back. One open request per buyer and product; it closes when its mail is sent.

/** The product the request is about. */
export const BackInStockParamsSchema = IdParamsSchema
export type BackInStockParams = z.infer<typeof BackInStockParamsSchema>

/** Whether the caller has an open request for the product (every call answers the state after it). */
export const BackInStockStateSchema = z.object({
  productId: z.number().int().positive(),
  requested: z.boolean(),
})
export type BackInStockState = z.infer<typeof BackInStockStateSchema>
export const BackInStockResponseSchema = envelope(BackInStockStateSchema)
export type BackInStockResponse = z.infer<typeof BackInStockResponseSchema>
