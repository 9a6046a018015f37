import {
  ENDPOINTS,
  type ReceiveReturnBody,
  type RequestReturnBody,
  type ReturnDecisionBody,
} from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, endpointUrl } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// docs/architecture.md#returns: the buyer's return requests and photos, the owner's decisions and receipts.

const returnsRoot = [USER_SCOPED_QUERY_ROOT, 'returns'] as const
/** A return's receipt makes a refund: the buyer's and the owner's refund lists read it too. */
const refundsRoot = [USER_SCOPED_QUERY_ROOT, 'refunds'] as const

/** GET /user/returns/returnable/:orderId: what of the order may still be returned, and until when. */
export function useReturnable(orderUniqueId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...returnsRoot, 'returnable', orderUniqueId],
    queryFn: ({ signal }) =>
      call(ENDPOINTS.buyerReturnable, { params: { orderId: orderUniqueId } }, { signal }),
    enabled,
  })
}

/** GET /user/returns?orderId: the buyer's returns of one order, newest first. */
export function useOrderReturns(orderUniqueId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...returnsRoot, 'order', orderUniqueId],
    queryFn: ({ signal }) => call(ENDPOINTS.buyerReturns, { query: { orderId: orderUniqueId } }, { signal }),
    enabled,
  })
}

/** Uploads each photo (POST /user/returns/photos), then asks for the return (POST /user/returns). */
export function useRequestReturn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ photos, ...body }: Omit<RequestReturnBody, 'photoIds'> & { photos: File[] }) => {
      const photoIds: string[] = []
      for (const photo of photos) {
        const form = new FormData()
        form.append('photo', photo)
        const uploaded = await call(ENDPOINTS.uploadReturnPhoto, { body: form })
        photoIds.push(uploaded.data.photoId)
      }
      return call(ENDPOINTS.requestReturn, { body: { ...body, photoIds } })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsRoot }),
  })
}

/** GET /owner/returns: open returns, or all of them. */
export function useOwnerReturns(state: 'open' | 'all') {
  return useQuery({
    queryKey: [...returnsRoot, 'owner', state],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerReturns, { query: { state } }, { signal }),
  })
}

/** POST /owner/returns/:returnId/decide. */
export function useDecideReturn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ returnId, ...body }: ReturnDecisionBody & { returnId: number }) =>
      call(ENDPOINTS.ownerDecideReturn, { params: { returnId: String(returnId) }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsRoot }),
  })
}

/** POST /owner/returns/:returnId/receive: the credit note, the refund and the stock follow. */
export function useReceiveReturn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ returnId, ...body }: ReceiveReturnBody & { returnId: number }) =>
      call(ENDPOINTS.ownerReceiveReturn, { params: { returnId: String(returnId) }, body }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: returnsRoot })
      await queryClient.invalidateQueries({ queryKey: refundsRoot })
    },
  })
}

/** A return photo's address, for the buyer (own) or staff; the session cookie goes with the image request. */
export const returnPhotoHref = (photoId: string, as: 'buyer' | 'staff') =>
  as === 'buyer'
    ? endpointUrl(ENDPOINTS.buyerReturnPhoto, { params: { photoId } })
    : endpointUrl(ENDPOINTS.ownerReturnPhoto, { params: { photoId } })
