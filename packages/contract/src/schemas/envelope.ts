import { z } from 'zod'

/** DESIGN §7: every success answer is `{ success: true, data, meta? }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data })

/** Lists carry the total number of matching rows in `meta.count` (for pagination). */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), meta: z.object({ count: z.number().int().min(0) }) })

export const ValidationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
})
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>

/** DESIGN §7: errors are an HTTP status plus this body; validation failures fill `details.body` (or query, params). */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>
