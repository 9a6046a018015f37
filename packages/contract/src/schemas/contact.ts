import { z } from 'zod'
import { CONTACT_MESSAGE_MAX_CHARS, CONTACT_SUBJECT_MAX_CHARS } from '../limits.js'
import { MESSAGES } from '../messages.js'
import { EmptyResponseSchema, emailField, personNameField, requiredLine, safeString } from './common.js'

// ---- POST /email/contact (docs/product.md#rules-the-shop-keeps: all four required with their own messages; message <= 500) ----
export const ContactBodySchema = z.object({
  name: personNameField(MESSAGES.nameRequired),
  email: emailField(MESSAGES.emailRequired),
  subject: requiredLine(CONTACT_SUBJECT_MAX_CHARS, MESSAGES.subjectRequired),
  message: safeString(MESSAGES.messageRequired)
    .trim()
    .min(1, { error: MESSAGES.messageRequired, abort: true })
    .max(CONTACT_MESSAGE_MAX_CHARS, { error: MESSAGES.contactMessageTooLong }),
})
export type ContactBody = z.infer<typeof ContactBodySchema>
export const ContactResponseSchema = EmptyResponseSchema
