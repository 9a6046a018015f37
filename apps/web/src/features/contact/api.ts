import { type ContactBody, ContactResponseSchema, EMAIL_PATHS } from '@shop/contract'
import { useMutation } from '@tanstack/react-query'
import { apiSend } from '../../lib/api-client'

/** POST /email/contact. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiSend('POST', EMAIL_PATHS.contact, body, ContactResponseSchema),
  })
}
