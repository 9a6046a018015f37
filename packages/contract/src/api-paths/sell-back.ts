/** Addition (docs/architecture.md#sell-back): a buyer's sell-back quotes, and the owner's handling of them. */
export const SELL_BACK_PATHS = {
  buyerList: '/user/sell-back/quotes',
  buyerCancel: '/user/sell-back/quotes/:quoteId/cancel',
  ownerList: '/owner/sell-back',
  ownerDecide: '/owner/sell-back/:quoteId/decide',
  ownerReceive: '/owner/sell-back/:quoteId/receive',
  ownerPay: '/owner/sell-back/:quoteId/pay',
} as const
