import { z } from 'zod'

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
