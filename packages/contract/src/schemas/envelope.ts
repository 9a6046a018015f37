import { z } from 'zod'

/** DESIGN §7: every success answer is `{ success: true, data, meta? }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data })

/** Lists carry the total number of matching rows in `meta.count` (for pagination). */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    meta: z.object({ count: z.number().int().min(0) }),
  })

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

/** DESIGN §7: a 400's `details`: the failing part of the request and its issues. */
export const ValidationErrorDetailsSchema = z.object({
  body: z.array(ValidationIssueSchema).optional(),
  query: z.array(ValidationIssueSchema).optional(),
  params: z.array(ValidationIssueSchema).optional(),
})
export type ValidationErrorDetails = z.infer<typeof ValidationErrorDetailsSchema>

/**
 * Zod issues -> the wire's `[{ path, message }]` (symbol keys, which JSON cannot carry, become strings).
 * The API's error handler fills `details.body` with it; the storefront maps each path to its field
 * (PRODUCT_SPEC §8, register).
 */
export function toValidationIssues(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): ValidationIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    message: issue.message,
  }))
}
