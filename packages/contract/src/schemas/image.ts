import './zod-config.js'
import { z } from 'zod'

/**
 * An image on the API host: `url` is a path (e.g. /uploads/products/7/<name>-800.webp). An owner's upload (a
 * product photo or a category picture) also carries `srcset` (its WebP widths), `avifSrcset` (the same widths
 * in AVIF, null when WebP was smaller, docs/decisions/125) and its intrinsic `width` x `height`; shipped
 * drawings (SVG) have nulls. The four are optional so an answer from before they existed still reads.
 */
export const ImageSchema = z.object({
  url: z.string().min(1),
  srcset: z.string().nullable().optional(),
  avifSrcset: z.string().nullable().optional(),
  width: z.number().int().positive().nullable().optional(),
  height: z.number().int().positive().nullable().optional(),
})
export type Image = z.infer<typeof ImageSchema>
