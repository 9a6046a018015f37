import { z } from 'zod'
import {
  IDENTITY_DOCUMENT_KINDS,
  IDENTITY_DOCUMENT_NUMBER_MAX_CHARS,
  IDENTITY_DOCUMENT_SIDES,
  IDENTITY_FILE_TYPES,
  IDENTITY_NAME_MAX_CHARS,
} from '../identity-check.js'
import { ORDER_STATUS_NOTE_MAX_CHARS } from '../limits.js'
import { OrderStatusSchema } from './order-status.js'
import { AedSchema, CoercedIdSchema, IdSchema, IsoDateTimeSchema, requiredText } from './common.js'
import { envelope } from './envelope.js'
import { OrderUniqueIdSchema } from './order.js'

// docs/architecture.md#identity-checks-for-large-orders: the buyer's documents for a large order, and the
// owner's review. A document's bytes are never in a JSON answer: only the owner downloads them, one call each.

export const IdentityDocumentKindSchema = z.enum(IDENTITY_DOCUMENT_KINDS)
export const IdentityDocumentSideSchema = z.enum(IDENTITY_DOCUMENT_SIDES)
export const IdentityFileTypeSchema = z.enum(IDENTITY_FILE_TYPES)

/** One uploaded file, as described to the buyer and the owner (never its stored name or bytes). */
export const IdentityDocumentSchema = z.object({
  id: IdSchema,
  kind: IdentityDocumentKindSchema,
  side: IdentityDocumentSideSchema,
  contentType: IdentityFileTypeSchema,
  sizeBytes: z.number().int().min(1),
  uploadedAt: IsoDateTimeSchema,
})
export type IdentityDocument = z.infer<typeof IdentityDocumentSchema>

export const IdentityOrderParamsSchema = z.object({ orderUniqueId: OrderUniqueIdSchema })

/** The buyer's view of their order's identity check (GET, and the answer of an upload). */
export const IdentityCheckSchema = z.object({
  orderId: OrderUniqueIdSchema,
  status: OrderStatusSchema,
  totalPrice: AedSchema,
  /** When an undecided order times out and its stock goes back. */
  reviewDeadline: IsoDateTimeSchema,
  /**
   * Until when the order's items stay reserved for it (contract identityStockHeldUntil): the document hold's
   * end while no document has come, the review deadline once one has; null once they went back to stock, and
   * approval will price the order again at the day's price and take the stock then.
   */
  stockHeldUntil: IsoDateTimeSchema.nullable(),
  documents: z.array(IdentityDocumentSchema),
})
export type IdentityCheck = z.infer<typeof IdentityCheckSchema>
export const IdentityCheckResponseSchema = envelope(IdentityCheckSchema)

/** multipart/form-data: the field `kind`, then the file parts `front` (and `back` for an Emirates ID). */
export const UploadIdentityFieldsSchema = z.object({ kind: IdentityDocumentKindSchema })

// ---- the owner ----

export const IdentityBuyerSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
})

/** An order awaiting the owner's decision, for the list. */
export const OwnerIdentityCheckListItemSchema = z.object({
  orderId: OrderUniqueIdSchema,
  createdAt: IsoDateTimeSchema,
  reviewDeadline: IsoDateTimeSchema,
  /**
   * Until when the order's items stay reserved for it (contract identityStockHeldUntil): the document hold's
   * end while no document has come, the review deadline once one has; null once they went back to stock, and
   * approval will price the order again at the day's price and take the stock then.
   */
  stockHeldUntil: IsoDateTimeSchema.nullable(),
  totalPrice: AedSchema,
  buyer: IdentityBuyerSchema,
  documentCount: z.number().int().min(0),
})
export type OwnerIdentityCheckListItem = z.infer<typeof OwnerIdentityCheckListItemSchema>
export const OwnerIdentityChecksResponseSchema = envelope(z.array(OwnerIdentityCheckListItemSchema))

/** One order's check as the owner reviews it: its documents and the account's standing verification. */
export const OwnerIdentityCheckSchema = z.object({
  orderId: OrderUniqueIdSchema,
  status: OrderStatusSchema,
  createdAt: IsoDateTimeSchema,
  reviewDeadline: IsoDateTimeSchema,
  /**
   * Until when the order's items stay reserved for it (contract identityStockHeldUntil): the document hold's
   * end while no document has come, the review deadline once one has; null once they went back to stock, and
   * approval will price the order again at the day's price and take the stock then.
   */
  stockHeldUntil: IsoDateTimeSchema.nullable(),
  totalPrice: AedSchema,
  buyer: IdentityBuyerSchema,
  documents: z.array(IdentityDocumentSchema),
  /** The account's last verified identity, if any. */
  verified: z
    .object({
      at: IsoDateTimeSchema,
      kind: IdentityDocumentKindSchema,
      byUserId: IdSchema.nullable(),
      /** The name the owner read on the document; null for approvals recorded before it was asked. */
      name: z.string().nullable(),
    })
    .nullable(),
})
export type OwnerIdentityCheck = z.infer<typeof OwnerIdentityCheckSchema>
export const OwnerIdentityCheckResponseSchema = envelope(OwnerIdentityCheckSchema)

export const IdentityDocumentParamsSchema = z.object({ id: CoercedIdSchema })
/** The document's bytes (JPEG, PNG or PDF) as an attachment, never JSON. */
export const IdentityDocumentFileSchema = z.string()

export const RejectIdentityBodySchema = z.object({
  reason: requiredText(ORDER_STATUS_NOTE_MAX_CHARS, 'Say why the documents are refused.'),
})
export type RejectIdentityBody = z.infer<typeof RejectIdentityBodySchema>

/**
 * The owner's approval states what the document shows (docs/decisions/172): the name as printed, the document's
 * number and the holder's date of birth. Invoices carry that name; a later rename of the account voids it.
 */
export const ApproveIdentityBodySchema = z.object({
  name: requiredText(IDENTITY_NAME_MAX_CHARS, 'Type the name as the document shows it.'),
  documentNumber: requiredText(IDENTITY_DOCUMENT_NUMBER_MAX_CHARS, 'Type the document number.').regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    { error: 'Use the letters, digits and dashes of the document number.' },
  ),
  dateOfBirth: z.iso
    .date({ error: 'Type the date of birth as YYYY-MM-DD.' })
    .refine((value) => value >= '1900-01-01', { error: 'Type the date of birth as YYYY-MM-DD.' }),
})
export type ApproveIdentityBody = z.infer<typeof ApproveIdentityBodySchema>

/** The order after the owner's decision. */
export const IdentityDecisionResponseSchema = envelope(
  z.object({ orderId: OrderUniqueIdSchema, status: OrderStatusSchema }),
)
