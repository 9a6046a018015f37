/** docs/architecture.md#orders-stock-and-payment: development only, refused when NODE_ENV=production. */
export const DEV_PATHS = {
  simulatePayment: '/dev/simulate-payment',
  mine: '/dev/mine',
  dropTransaction: '/dev/drop-transaction',
  advanceClock: '/dev/advance-clock',
  /** The simulated chain's explorer: what the payment page's Check Payment opens for a regtest address. */
  explorerAddress: '/dev/explorer/address/:address',
  /** docs/reliability.md: a chain reorganisation on the simulated chain. */
  reorg: '/dev/reorg',
  /** Runs the refunds sweep now (it runs every REFUND_SWEEP_MS otherwise): money owed becomes refunds, payouts seen on the chain are marked paid. */
  refundSweep: '/dev/refund-sweep',
} as const
