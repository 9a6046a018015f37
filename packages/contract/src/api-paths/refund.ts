/** Addition (docs/architecture.md#refunds-and-payouts): the buyer's refund claims and the owner's payouts. */
export const REFUND_PATHS = {
  buyerList: '/user/refunds',
  buyerRefund: '/user/refunds/:refundId',
  buyerClaim: '/user/refunds/:refundId/claim',
  ownerList: '/owner/refunds',
  ownerApprove: '/owner/refunds/:refundId/approve',
  ownerFeeEstimates: '/owner/refunds/fee-estimates',
  ownerPayouts: '/owner/refunds/payouts',
  ownerBroadcast: '/owner/refunds/payouts/:payoutId/broadcast',
  ownerAbandon: '/owner/refunds/payouts/:payoutId/abandon',
  ownerExport: '/owner/refunds-export.csv',
} as const
