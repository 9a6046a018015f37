import { API_PATHS, ContactResponseSchema, type ContactBody } from '@shop/contract'
import { useMutation } from '@tanstack/react-query'
import { apiSend } from '../../lib/api-client'

/** POST /email/contact. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiSend('POST', API_PATHS.email.contact, body, ContactResponseSchema),
  })
}
