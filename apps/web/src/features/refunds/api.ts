import { ENDPOINTS, type OwnerRefundsQuery } from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, endpointUrl } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// docs/architecture.md#refunds-and-payouts: the buyer's refund claims and the owner's approvals and payouts.

const refundsRoot = [USER_SCOPED_QUERY_ROOT, 'refunds'] as const

/** GET /user/refunds?orderId: the buyer's refunds of one order. */
export function useOrderRefunds(orderUniqueId: string) {
  return useQuery({
    queryKey: [...refundsRoot, 'order', orderUniqueId],
    queryFn: ({ signal }) => call(ENDPOINTS.buyerRefunds, { query: { orderId: orderUniqueId } }, { signal }),
  })
}

/** GET /user/refunds/:refundId: one of the buyer's refunds. */
export function useBuyerRefund(refundId: number) {
  return useQuery({
    queryKey: [...refundsRoot, 'one', refundId],
    queryFn: ({ signal }) =>
      call(ENDPOINTS.buyerRefund, { params: { refundId: String(refundId) } }, { signal }),
  })
}

/** POST /user/refunds/:refundId/claim: the buyer's address, once. */
export function useClaimRefund(refundId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (address: string) =>
      call(ENDPOINTS.claimRefund, { params: { refundId: String(refundId) }, body: { address } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsRoot }),
  })
}

/** GET /owner/refunds?status. */
export function useOwnerRefunds(status: OwnerRefundsQuery['status']) {
  return useQuery({
    queryKey: [...refundsRoot, 'owner', status],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerRefunds, { query: { status } }, { signal }),
  })
}

export function useApproveRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (refundId: number) =>
      call(ENDPOINTS.ownerApproveRefund, { params: { refundId: String(refundId) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsRoot }),
  })
}

export function useFeeEstimates(enabled: boolean) {
  return useQuery({
    queryKey: [...refundsRoot, 'fee-estimates'],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerPayoutFeeEstimates, {}, { signal }),
    enabled,
  })
}

export function usePayouts() {
  return useQuery({
    queryKey: [...refundsRoot, 'payouts'],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerPayouts, {}, { signal }),
  })
}

export function useCreatePayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (feeRate: number) => call(ENDPOINTS.ownerCreatePayout, { body: { feeRate } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsRoot }),
  })
}

export function useBroadcastPayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ payoutId, psbt }: { payoutId: number; psbt: string }) =>
      call(ENDPOINTS.ownerBroadcastPayout, { params: { payoutId: String(payoutId) }, body: { psbt } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsRoot }),
  })
}

export function useAbandonPayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payoutId: number) =>
      call(ENDPOINTS.ownerAbandonPayout, { params: { payoutId: String(payoutId) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsRoot }),
  })
}

/** The accountant's CSV of refunds created on the UAE days from..to. */
export function refundsExportHref(from: string, to: string): string {
  return endpointUrl(ENDPOINTS.ownerRefundsExport, { query: { from, to } })
}

/** A PSBT as a file the owner's wallet opens (binary BIP174). */
export function psbtDownloadHref(psbtBase64: string): string {
  return `data:application/octet-stream;base64,${psbtBase64}`
}
