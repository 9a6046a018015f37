import { z } from 'zod'
import { AedSchema, IdParamsSchema } from './common.js'
import { envelope } from './envelope.js'

export const METAL_TYPES = ['gold', 'silver'] as const
export const MetalTypeSchema = z.enum(METAL_TYPES)
export type MetalType = z.infer<typeof MetalTypeSchema>

/** PRODUCT_SPEC §3 Metal price: AED per gram at the edge (2 decimals), ISO time of the last update. */
export const MetalPriceSchema = z.object({
  id: z.number().int().positive(),
  metal_type: MetalTypeSchema,
  price_per_gram: z.number().nonnegative(),
  updatedAt: z.iso.datetime(),
})
export type MetalPrice = z.infer<typeof MetalPriceSchema>

// ---- GET /metal-price/get-all-metal-prices ----
export const GetAllMetalPricesResponseSchema = envelope(z.array(MetalPriceSchema))
export type GetAllMetalPricesResponse = z.infer<typeof GetAllMetalPricesResponseSchema>

// ---- PUT /metal-price/update-metal-price/:id (admin; addition) ----
export const MetalPriceIdParamsSchema = IdParamsSchema
export type MetalPriceIdParams = z.infer<typeof MetalPriceIdParamsSchema>
/** The owner sets a new AED price per gram (2 decimals, above 0); dynamic prices follow (DESIGN §4). */
export const UpdateMetalPriceBodySchema = z.object({
  price_per_gram: AedSchema.refine((value) => value > 0, { error: 'Must be above 0.' }),
})
export type UpdateMetalPriceBody = z.infer<typeof UpdateMetalPriceBodySchema>
export const UpdateMetalPriceResponseSchema = envelope(MetalPriceSchema)
export type UpdateMetalPriceResponse = z.infer<typeof UpdateMetalPriceResponseSchema>
