import { z } from 'zod'

/** PRODUCT_SPEC §3 Category. `categoryImage` is a path on the API host (e.g. /uploads/categories/gold.svg). */
export const CategorySchema = z.object({
  id: z.number().int().positive(),
  categoryName: z.string().min(1),
  categoryImage: z.string().nullable(),
})
export type Category = z.infer<typeof CategorySchema>
