/** Addition: a signed-in buyer asks to be mailed once when an out-of-stock product is back (docs/decisions/074). */
export const BACK_IN_STOCK_PATHS = {
  status: '/product/back-in-stock/:id',
  request: '/product/request-back-in-stock/:id',
  cancel: '/product/cancel-back-in-stock/:id',
} as const
