import { EMAIL_PATHS } from '../api-paths/email.js'
import type { EndpointCall } from '../endpoint-call.js'

export const contact = {
  name: 'contact',
  method: 'POST',
  path: EMAIL_PATHS.contact,
  response: () => import('../schemas/contact.js').then((m) => m.ContactResponseSchema),
} as const satisfies EndpointCall<'contact'>
