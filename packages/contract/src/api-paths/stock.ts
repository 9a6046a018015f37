/** Additions (Admin, docs/product.md#for-the-owner): stock as a ledger. */
export const STOCK_PATHS = {
  adjust: '/product/adjust-stock/:id',
  ledger: '/product/stock-ledger/:id',
  lowStock: '/product/low-stock',
} as const
