/** Additions (Admin, docs/architecture.md#orders-stock-and-payment): the owner's view of money to refund or honour, and of the wallet. */
export const OWNER_PATHS = {
  paymentsToSettle: '/owner/payments-to-settle',
  settlePayment: '/owner/settle-payment/:orderId',
  walletHealth: '/owner/wallet-health',
  /** Decision 032: paid orders to ship, and those shipped or delivered. */
  orders: '/owner/orders',
  /** docs/product.md#for-the-owner: the back office's orders, customers, dashboard and audit log. */
  allOrders: '/owner/all-orders',
  order: '/owner/order/:orderUniqueId',
  cancelOrder: '/owner/cancel-order/:orderUniqueId',
  ordersExport: '/owner/orders-export.csv',
  customers: '/owner/customers',
  customer: '/owner/customer/:id',
  disableCustomer: '/owner/disable-customer/:id',
  enableCustomer: '/owner/enable-customer/:id',
  dashboard: '/owner/dashboard',
  audit: '/owner/audit',
  /** The settings the owner controls: charges, payment windows, shipping, identity, limits (owner only). */
  settings: '/owner/settings',
} as const
