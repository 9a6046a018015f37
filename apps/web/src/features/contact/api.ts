import { type ContactBody, ENDPOINTS } from '@shop/contract'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

/** POST /email/contact. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => call(ENDPOINTS.contact, { body }),
  })
}
