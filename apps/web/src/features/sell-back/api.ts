import {
  apiPath,
  OwnerSellBackQuoteResponseSchema,
  OwnerSellBackQuotesResponseSchema,
  SELL_BACK_PATHS,
  SellBackQuoteResponseSchema,
  SellBackQuotesResponseSchema,
  type PaySellBackBody,
  type ReceiveSellBackBody,
  type RequestSellBackQuoteBody,
  type SellBackDecisionBody,
} from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// docs/architecture.md#sell-back: the buyer's quotes, the owner's decisions, receipts and payouts.

const sellBackRoot = [USER_SCOPED_QUERY_ROOT, 'sell-back'] as const
/** A bitcoin payout makes a refund: the refund lists read it too. */
const refundsRoot = [USER_SCOPED_QUERY_ROOT, 'refunds'] as const

/** GET /user/sell-back/quotes: the buyer's quotes, newest first. */
export function useSellBackQuotes(enabled = true) {
  return useQuery({
    queryKey: [...sellBackRoot, 'mine'],
    queryFn: ({ signal }) => apiGet(SELL_BACK_PATHS.buyerList, SellBackQuotesResponseSchema, { signal }),
    enabled,
  })
}

/** POST /user/sell-back/quotes: a quote at today's buy-back price. */
export function useRequestSellBackQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RequestSellBackQuoteBody) =>
      apiSend('POST', SELL_BACK_PATHS.buyerList, body, SellBackQuoteResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellBackRoot }),
  })
}

/** POST /user/sell-back/quotes/:quoteId/cancel. */
export function useCancelSellBackQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (quoteId: number) =>
      apiSend('POST', apiPath(SELL_BACK_PATHS.buyerCancel, { quoteId }), {}, SellBackQuoteResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellBackRoot }),
  })
}

/** GET /owner/sell-back: open quotes, or all of them. */
export function useOwnerSellBack(state: 'open' | 'all') {
  return useQuery({
    queryKey: [...sellBackRoot, 'owner', state],
    queryFn: ({ signal }) =>
      apiGet(
        `${SELL_BACK_PATHS.ownerList}?${new URLSearchParams({ state })}`,
        OwnerSellBackQuotesResponseSchema,
        { signal },
      ),
  })
}

type OwnerStep =
  | { step: 'decide'; body: SellBackDecisionBody }
  | { step: 'receive'; body: ReceiveSellBackBody }
  | { step: 'pay'; body: PaySellBackBody }

const STEP_PATHS = {
  decide: SELL_BACK_PATHS.ownerDecide,
  receive: SELL_BACK_PATHS.ownerReceive,
  pay: SELL_BACK_PATHS.ownerPay,
} as const

/** POST /owner/sell-back/:quoteId/{decide,receive,pay}. */
export function useSellBackStep(quoteId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: OwnerStep) =>
      apiSend(
        'POST',
        apiPath(STEP_PATHS[action.step], { quoteId }),
        action.body,
        OwnerSellBackQuoteResponseSchema,
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: sellBackRoot })
      await queryClient.invalidateQueries({ queryKey: refundsRoot })
    },
  })
}
