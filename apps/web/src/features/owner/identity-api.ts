import { type ApproveIdentityBody, ENDPOINTS } from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, endpointUrl } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// docs/architecture.md#identity-checks-for-large-orders: the owner's review of held orders. Keys live under the
// owner's root (api.ts), so a decision re-reads the order page, the lists and the dashboard with it.
const root = [USER_SCOPED_QUERY_ROOT, 'owner'] as const

/** GET /owner/identity-checks. */
export function useIdentityChecks() {
  return useQuery({
    queryKey: [...root, 'identity-checks'],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerIdentityChecks, {}, { signal }),
  })
}

/** GET /owner/identity-check/:orderUniqueId. */
export function useOwnerIdentityCheck(orderUniqueId: string) {
  return useQuery({
    queryKey: [...root, 'identity-check', orderUniqueId],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerIdentityCheck, { params: { orderUniqueId } }, { signal }),
  })
}

/** A document's download: a plain link (the answer is an attachment sent only to the owner's session). */
export const identityDocumentHref = (id: number) =>
  endpointUrl(ENDPOINTS.ownerIdentityDocument, { params: { id } })

/**
 * POST approve-identity (with what the document shows, docs/decisions/172) or reject-identity (with the reason),
 * then every owner read again.
 */
export function useIdentityDecision(orderUniqueId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      decision: { approve: true; facts: ApproveIdentityBody } | { approve: false; reason: string },
    ) =>
      decision.approve
        ? call(ENDPOINTS.approveIdentity, { params: { orderUniqueId }, body: decision.facts })
        : call(ENDPOINTS.rejectIdentity, { params: { orderUniqueId }, body: { reason: decision.reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  })
}
