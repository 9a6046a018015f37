import {
  API_BASE,
  apiPath,
  BuyerRefundResponseSchema,
  BuyerRefundsResponseSchema,
  FeeEstimatesResponseSchema,
  OwnerRefundResponseSchema,
  OwnerRefundsResponseSchema,
  PayoutResponseSchema,
  PayoutsResponseSchema,
  REFUND_PATHS,
  type OwnerRefundsQuery,
} from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// docs/architecture.md#refunds-and-payouts: the buyer's refund claims and the owner's approvals and payouts.

const refundsRoot = [USER_SCOPED_QUERY_ROOT, 'refunds'] as const

/** GET /user/refunds?orderId: the buyer's refunds of one order. */
export function useOrderRefunds(orderUniqueId: string) {
  return useQuery({
    queryKey: [...refundsRoot, 'order', orderUniqueId],
    queryFn: ({ signal }) =>
      apiGet(
        `${REFUND_PATHS.buyerList}?${new URLSearchParams({ orderId: orderUniqueId })}`,
        BuyerRefundsResponseSchema,
        {
          signal,
        },
      ),
  })
}

/** GET /user/refunds/:refundId: one of the buyer's refunds. */
export function useBuyerRefund(refundId: number) {
  return useQuery({
    queryKey: [...refundsRoot, 'one', refundId],
    queryFn: ({ signal }) =>
      apiGet(apiPath(REFUND_PATHS.buyerRefund, { refundId: String(refundId) }), BuyerRefundResponseSchema, {
        signal,
      }),
  })
}

/** POST /user/refunds/:refundId/claim: the buyer's address, once. */
export function useClaimRefund(refundId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (address: string) =>
      apiSend(
        'POST',
        apiPath(REFUND_PATHS.buyerClaim, { refundId: String(refundId) }),
        { address },
        BuyerRefundResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsRoot }),
  })
}

/** GET /owner/refunds?status. */
export function useOwnerRefunds(status: OwnerRefundsQuery['status']) {
  return useQuery({
    queryKey: [...refundsRoot, 'owner', status],
    queryFn: ({ signal }) =>
      apiGet(`${REFUND_PATHS.ownerList}?${new URLSearchParams({ status })}`, OwnerRefundsResponseSchema, {
        signal,
      }),
  })
}

export function useApproveRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (refundId: number) =>
      apiSend(
        'POST',
        apiPath(REFUND_PATHS.ownerApprove, { refundId: String(refundId) }),
        undefined,
        OwnerRefundResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsRoot }),
  })
}

export function useFeeEstimates(enabled: boolean) {
  return useQuery({
    queryKey: [...refundsRoot, 'fee-estimates'],
    queryFn: ({ signal }) => apiGet(REFUND_PATHS.ownerFeeEstimates, FeeEstimatesResponseSchema, { signal }),
    enabled,
  })
}

export function usePayouts() {
  return useQuery({
    queryKey: [...refundsRoot, 'payouts'],
    queryFn: ({ signal }) => apiGet(REFUND_PATHS.ownerPayouts, PayoutsResponseSchema, { signal }),
  })
}

export function useCreatePayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (feeRate: number) =>
      apiSend('POST', REFUND_PATHS.ownerPayouts, { feeRate }, PayoutResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsRoot }),
  })
}

export function useBroadcastPayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ payoutId, psbt }: { payoutId: number; psbt: string }) =>
      apiSend(
        'POST',
        apiPath(REFUND_PATHS.ownerBroadcast, { payoutId: String(payoutId) }),
        { psbt },
        PayoutResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsRoot }),
  })
}

export function useAbandonPayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payoutId: number) =>
      apiSend(
        'POST',
        apiPath(REFUND_PATHS.ownerAbandon, { payoutId: String(payoutId) }),
        undefined,
        PayoutResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsRoot }),
  })
}

/** The accountant's CSV of refunds created on the UAE days from..to. */
export function refundsExportHref(from: string, to: string): string {
  return `${API_BASE}${REFUND_PATHS.ownerExport}?${new URLSearchParams({ from, to }).toString()}`
}

/** A PSBT as a file the owner's wallet opens (binary BIP174). */
export function psbtDownloadHref(psbtBase64: string): string {
  return `data:application/octet-stream;base64,${psbtBase64}`
}
