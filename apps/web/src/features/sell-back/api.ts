import {
  ENDPOINTS,
  type PaySellBackBody,
  type ReceiveSellBackBody,
  type RequestSellBackQuoteBody,
  type SellBackDecisionBody,
} from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// docs/architecture.md#sell-back: the buyer's quotes, the owner's decisions, receipts and payouts.

const sellBackRoot = [USER_SCOPED_QUERY_ROOT, 'sell-back'] as const
/** A bitcoin payout makes a refund: the refund lists read it too. */
const refundsRoot = [USER_SCOPED_QUERY_ROOT, 'refunds'] as const

/** GET /user/sell-back/quotes: the buyer's quotes, newest first. */
export function useSellBackQuotes(enabled = true) {
  return useQuery({
    queryKey: [...sellBackRoot, 'mine'],
    queryFn: ({ signal }) => call(ENDPOINTS.buyerSellBackQuotes, {}, { signal }),
    enabled,
  })
}

/** POST /user/sell-back/quotes: a quote at today's buy-back price. */
export function useRequestSellBackQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RequestSellBackQuoteBody) => call(ENDPOINTS.requestSellBackQuote, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellBackRoot }),
  })
}

/** POST /user/sell-back/quotes/:quoteId/cancel. */
export function useCancelSellBackQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (quoteId: number) => call(ENDPOINTS.cancelSellBackQuote, { params: { quoteId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellBackRoot }),
  })
}

/** GET /owner/sell-back: open quotes, or all of them. */
export function useOwnerSellBack(state: 'open' | 'all') {
  return useQuery({
    queryKey: [...sellBackRoot, 'owner', state],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerSellBackQuotes, { query: { state } }, { signal }),
  })
}

type OwnerStep =
  | { step: 'decide'; body: SellBackDecisionBody }
  | { step: 'receive'; body: ReceiveSellBackBody }
  | { step: 'pay'; body: PaySellBackBody }

/** POST /owner/sell-back/:quoteId/{decide,receive,pay}. */
export function useSellBackStep(quoteId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: OwnerStep) => {
      const params = { quoteId }
      switch (action.step) {
        case 'decide':
          return call(ENDPOINTS.ownerDecideSellBack, { params, body: action.body })
        case 'receive':
          return call(ENDPOINTS.ownerReceiveSellBack, { params, body: action.body })
        case 'pay':
          return call(ENDPOINTS.ownerPaySellBack, { params, body: action.body })
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: sellBackRoot })
      await queryClient.invalidateQueries({ queryKey: refundsRoot })
    },
  })
}
